/** Pieces the forecast screens share: an error in words, figures, percentages. */
import { Alert, Button, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { isApiError } from '../../api/client';
import { pathLink } from '../orders/links';
import type { SkuLinkTarget } from '../planning/shared';
import { forecastItemPath } from './api';

/** An error as a sentence for the user: the service's message, never its code. */
export function ErrorInWords({ error, title }: { error: unknown; title: string }) {
  if (!error) return null;
  const message = isApiError(error)
    ? error.status === 403
      ? 'You are not allowed to do this: it takes the Demand privilege.'
      : error.status === 409
        ? 'Another forecasting run is in progress. Try again when it has finished.'
        : error.message
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <Alert color="red" title={title} role="alert">
      <Text size="sm">{message}</Text>
    </Alert>
  );
}

const numberFormat = new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 });
const percentFormat = new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 1 });
export const num = (value: number | null | undefined) =>
  value === null || value === undefined ? '–' : numberFormat.format(value);
export const percent = (value: number | null | undefined) =>
  value === null || value === undefined ? '–' : percentFormat.format(value);

/** Methods and their SKU counts as words: "Holt-Winters 7, Croston 11". */
export const methodCounts = (methods: Record<string, unknown>) =>
  Object.entries(methods)
    .sort((a, b) => Number(b[1]) - Number(a[1]))
    .map(([method, count]) => `${method} ${numberFormat.format(Number(count))}`)
    .join(', ');

/** A link to an item's statistical forecast, on one SKU (the item planning screen's). */
export function ForecastLink({ item, warehouse, sub }: SkuLinkTarget) {
  return (
    <Button component={Link} {...pathLink(forecastItemPath(item, warehouse, sub))} variant="light">
      Statistical forecast
    </Button>
  );
}
