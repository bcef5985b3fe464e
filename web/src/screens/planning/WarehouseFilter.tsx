import { Select, type SelectProps } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { warehouseNumbersQuery } from './api';

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
