import { Select, type SelectProps, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { warehouseNumbersQuery } from './api';

/** Filters of the planning screens' lists, kept in the URL's search. */

/** A screen's warehouse filter: every warehouse's number to choose from, cleared to mean every warehouse. */
export function WarehouseFilter({
  value,
  onChange,
  ...rest
}: Omit<SelectProps, 'value' | 'onChange' | 'data' | 'label' | 'clearable'> & {
  value: string | undefined;
  onChange: (warehouse: string | undefined) => void;
}) {
  const warehouses = useQuery(warehouseNumbersQuery);
  return (
    <Select
      label="Warehouse"
      clearable
      value={value ?? null}
      onChange={(warehouse) => onChange(warehouse ?? undefined)}
      data={warehouses.data ?? []}
      {...rest}
    />
  );
}

/** A date range filter: two dates, each left empty to leave that end open. */
export function DateRangeFilter({
  labels,
  from,
  to,
  onChange,
  size,
}: {
  labels: [from: string, to: string];
  from: string | undefined;
  to: string | undefined;
  onChange: (range: { from?: string; to?: string }) => void;
  size?: 'xs';
}) {
  const range = { from, to };
  return (['from', 'to'] as const).map((end, i) => (
    <TextInput
      key={end}
      type="date"
      size={size}
      label={labels[i]}
      value={range[end] ?? ''}
      onChange={(e) => onChange({ [end]: e.currentTarget.value || undefined })}
    />
  ));
}
