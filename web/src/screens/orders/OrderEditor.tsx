import { Group, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { EditorOpenError } from '../../editing/EditorHeader';
import { useLiveRecord } from '../../editing/useLiveRecord';
import { loadOrder } from './api';
import { useCustomColumns } from './custom-columns';
import type { OrderType } from './definitions';
import { OrderForm } from './OrderForm';

/**
 * The order editor along its data path: this file loads the stored order (with its ETag) and the custom
 * columns, and follows the live stream for changes of it; `useOrderForm` holds the draft made from it,
 * `useOrderWrites` saves and deletes, `OrderForm`, `OrderBanners` and `OrderLines` show it.
 */

export const orderQueryKey = (type: OrderType, id: number) => ['order', type.path, id] as const;

/** Editor of one order of any type: header, lines, custom columns, errors next to their fields. */
export function OrderEditor({ type, id }: { type: OrderType; id: number | null }) {
  const headerColumns = useCustomColumns(type.customHeader);
  const lineColumns = useCustomColumns(type.customLine);
  const loaded = useQuery({
    queryKey: orderQueryKey(type, id ?? 0),
    queryFn: () => loadOrder(type, id!),
    enabled: id !== null,
    staleTime: 0,
  });
  const refetch = () => void loaded.refetch();
  const details = loaded.data?.record.details;
  const lineIds = Array.isArray(details)
    ? details.flatMap((l: { id?: unknown }) => (typeof l.id === 'number' ? [l.id] : []))
    : [];
  const changedBy = useLiveRecord({ id, entity: type.entity, lineEntity: type.lineEntity, lineIds }, refetch);
  const columnsReady =
    (headerColumns.isSuccess || !headerColumns.isEnabled) &&
    (lineColumns.isSuccess || !lineColumns.isEnabled);
  // A failed refetch keeps the form (and its unsaved edits); only a first load that fails shows the error.
  const error = (loaded.data ? null : loaded.error) ?? headerColumns.error ?? lineColumns.error;
  if (error) return <EditorOpenError title={type.title} message="Could not open the order" error={error} />;
  if (!columnsReady || (id !== null && !loaded.data))
    return (
      <Group>
        <Loader size="sm" aria-label="Loading" />
      </Group>
    );
  return (
    <OrderForm
      type={type}
      id={id}
      latest={loaded.data ?? null}
      headerCustom={headerColumns.data ?? []}
      lineCustom={lineColumns.data ?? []}
      refetch={refetch}
      changedBy={changedBy}
    />
  );
}
