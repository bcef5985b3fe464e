/**
 * Small pieces the planner's screens share: page title, section cards, figures, run inputs, item links, the SKU
 * picker, chart width.
 */
import {
  Alert,
  Anchor,
  Card,
  Group,
  NumberInput,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { type ReactNode, type RefObject, useLayoutEffect, useRef, useState } from 'react';
import type { ListFilters, ListRow } from '../../api/types';
import { pathLink } from '../orders/links';
import { itemPlanningPath, type LinkedOrderType, orderPath } from './api';

export function PageTitle({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  return (
    <Group justify="space-between" align="center">
      <Title order={1} size="h2">
        {children}
      </Title>
      {actions}
    </Group>
  );
}

/**
 * A bordered section of a screen: its title (a level-2 heading) over its content, stacked `gap` apart; without a
 * title, only the content.
 */
export function SectionCard({
  title,
  gap = 'sm',
  children,
}: {
  title?: ReactNode;
  gap?: 'xs' | 'sm';
  children: ReactNode;
}) {
  return (
    <Card withBorder padding="md">
      <Stack gap={gap}>
        {title !== undefined && (
          <Title order={2} size="h4">
            {title}
          </Title>
        )}
        {children}
      </Stack>
    </Card>
  );
}

/** The answer of an item screen whose item number names no item. */
export function UnknownItem({ item }: { item: string }) {
  return (
    <Alert color="red" role="alert" title="Unknown item">
      No item numbered {item}.
    </Alert>
  );
}

/**
 * The width of an element, read before the first paint and kept as it resizes (a chart's ResponsiveContainer reads
 * it after, drawing twice).
 */
export function useElementWidth(): [RefObject<HTMLDivElement | null>, number] {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [box, width];
}

/** A labelled figure on a card (run summary, dashboard statistics). */
export function Figure({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <Card withBorder padding="sm">
      <Text size="xs" c="gray.7">
        {label}
      </Text>
      <Text fw={600} size="lg" data-testid={testId}>
        {value}
      </Text>
    </Card>
  );
}

/** What a link to an item's screen names: the item, and the warehouse and sub-item of one of its SKUs. */
export interface SkuLinkTarget {
  item: string;
  warehouse?: string | null;
  sub?: string | null;
}

export function ItemLink({ item, warehouse, sub }: SkuLinkTarget) {
  return (
    <Anchor component={Link} {...pathLink(itemPlanningPath(item, warehouse, sub))} size="sm">
      {item}
    </Anchor>
  );
}

/** The item of an SKU's row (a planning view's), as a link to the item's plan for that SKU. */
export function RowItemLink({ row }: { row: ListRow }) {
  return (
    <ItemLink
      item={String(row['Item Number'])}
      warehouse={row['Warehouse Number'] as string}
      sub={row['Sub Item Number'] as string | null}
    />
  );
}

/** The item of an SKU's row as a link, then its sub-item when it has one (`item / sub`). */
export function RowItem({ row }: { row: ListRow }) {
  return (
    <>
      <RowItemLink row={row} />
      {row['Sub Item Number'] ? ` / ${String(row['Sub Item Number'])}` : ''}
    </>
  );
}

/** A card's title for an SKU's row: its item (a link to the item's plan), sub-item and warehouse. */
export function SkuTitle({ row }: { row: ListRow }) {
  return (
    <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
      <RowItem row={row} /> in {String(row['Warehouse Number'])}
    </Text>
  );
}

const ORDER_TYPE_OF_PREFIX: [RegExp, LinkedOrderType][] = [
  [/^SUG-MO-/, 'Manufacturing'],
  [/^SUG-TO-/, 'Transfer'],
  [/^SUG-/, 'Purchase'],
];

/** A link to an order's editor by its number; the type is given, or read from a suggestion's number. */
export function OrderLink({ number, type }: { number: string; type?: LinkedOrderType }) {
  const kind = type ?? ORDER_TYPE_OF_PREFIX.find(([pattern]) => pattern.test(number))?.[1];
  if (!kind) return <Text size="sm">{number}</Text>;
  return (
    <Anchor component={Link} {...pathLink(orderPath(kind, number))} size="sm">
      {number}
    </Anchor>
  );
}

const numberFormat = new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 });
const currencyFormat = new Intl.NumberFormat(undefined, {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
export const fmt = (value: unknown) =>
  value === null || value === undefined || value === '' ? '' : numberFormat.format(Number(value));
export const money = (value: unknown) =>
  value === null || value === undefined || value === '' ? '' : currencyFormat.format(Number(value));

/** A grid screen of `view` with `filters` (the table behind a chart). */
export const gridPath = (view: string, filters: ListFilters) =>
  Object.keys(filters).length > 0
    ? `/views/${view}?filters=${encodeURIComponent(JSON.stringify(filters))}`
    : `/views/${view}`;

/** A run's whole-number parameter (days, months): required, between `range`'s bounds. */
export function WholeNumberInput(props: {
  label: string;
  value: number | string;
  onChange: (value: number | string) => void;
  range: [min: number, max: number];
}) {
  const [min, max] = props.range;
  return (
    <NumberInput
      label={props.label}
      value={props.value}
      onChange={props.onChange}
      min={min}
      max={max}
      allowDecimal={false}
      w={150}
      required
    />
  );
}

/** The date a run is for: a required date field whose change gives the date typed (yyyy-mm-dd). */
export function RunDateInput(props: { label: string; value: string; onChange: (date: string) => void }) {
  return (
    <TextInput
      type="date"
      label={props.label}
      value={props.value}
      onChange={(e) => props.onChange(e.currentTarget.value)}
      required
    />
  );
}

/** An item screen's title: its words, then the item's description, dimmed. */
export function ItemTitle({ children, description }: { children: ReactNode; description?: string | null }) {
  return (
    <>
      {children}
      {description ? (
        <Text span c="gray.7" fz="lg">
          {' '}
          {description}
        </Text>
      ) : null}
    </>
  );
}

/** What names one SKU of an item: its warehouse and, when it has one, its sub-item. */
type SkuOf = { 'Warehouse Number': string; 'Sub Item Number'?: string | null };

export const skuKey = (sku: SkuOf) => `${sku['Warehouse Number']}|${sku['Sub Item Number'] ?? ''}`;
export const skuLabel = (sku: SkuOf) =>
  sku['Sub Item Number'] ? `${sku['Warehouse Number']} / ${sku['Sub Item Number']}` : sku['Warehouse Number'];

/** The SKU an item's screen shows: a choice among the item's SKUs, or the one SKU's warehouse named. */
export function SkuPicker({
  skus,
  sku,
  onPick,
}: {
  skus: readonly SkuOf[];
  sku: SkuOf;
  onPick: (next: { warehouse?: string; sub?: string }) => void;
}) {
  if (skus.length <= 1) return <Text fw={600}>Warehouse {skuLabel(sku)}</Text>;
  return (
    <SegmentedControl
      aria-label="Warehouse"
      value={skuKey(sku)}
      onChange={(value) => {
        const [warehouse, sub] = value.split('|');
        onPick({ warehouse, sub: sub || undefined });
      }}
      data={skus.map((s) => ({ value: skuKey(s), label: skuLabel(s) }))}
    />
  );
}

/** The SKU an item screen's search names: its warehouse and sub-item, else the warehouse's first, else the first. */
export function chosenSku<S extends { 'Warehouse Number': string; 'Sub Item Number'?: string | null }>(
  skus: readonly S[],
  search: { warehouse?: string; sub?: string },
): S | undefined {
  return (
    skus.find(
      (s) => s['Warehouse Number'] === search.warehouse && (s['Sub Item Number'] ?? undefined) === search.sub,
    ) ??
    skus.find((s) => s['Warehouse Number'] === search.warehouse) ??
    skus[0]
  );
}
