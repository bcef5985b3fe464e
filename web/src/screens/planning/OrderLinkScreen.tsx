import { Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from '@tanstack/react-router';
import { ApiErrorAlert } from '../orders/ApiErrorAlert';
import { orderIdOf } from '../orders/api';
import {
  forecast,
  manufacturingOrder,
  type OrderType,
  purchaseOrder,
  salesOrder,
  transferOrder,
} from '../orders/definitions';
import { pathNavigation } from '../orders/links';

const TYPES: Record<string, OrderType> = {
  Purchase: purchaseOrder,
  Manufacturing: manufacturingOrder,
  Sales: salesOrder,
  Transfer: transferOrder,
  Forecast: forecast,
};

/**
 * Pegging and exceptions name orders by number; this resolves the number to the order's id and opens its editor
 * (replacing itself in the history, so Back returns to where the link was).
 */
export function OrderLinkScreen() {
  const params = useParams({ strict: false }) as { type?: string; number?: string };
  const type = TYPES[params.type ?? ''];
  const number = params.number ?? '';
  const found = useQuery({
    queryKey: ['planning', 'order-id', params.type, number],
    queryFn: () => (type ? orderIdOf(type, number) : Promise.resolve(undefined)),
  });
  if (found.error) return <ApiErrorAlert error={found.error} />;
  if (found.isPending) return <Loader aria-label="Finding the order" />;
  if (!type || found.data === undefined)
    return (
      <Text role="alert">
        No {params.type?.toLowerCase()} order numbered {number}.
      </Text>
    );
  return <Navigate {...pathNavigation(`${type.editorBase}/${found.data}`)} replace />;
}
