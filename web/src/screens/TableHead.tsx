import { Table } from '@mantine/core';

/** A column of a table's header: its name, or its name right-aligned over a column of numbers. */
export type HeadColumn = string | { label: string; numeric: true };

/** A table's header row from its columns' names. */
export function TableHead({ columns }: { columns: HeadColumn[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((column) =>
          typeof column === 'string' ? (
            <Table.Th key={column}>{column}</Table.Th>
          ) : (
            <Table.Th key={column.label} style={{ textAlign: 'right' }}>
              {column.label}
            </Table.Th>
          ),
        )}
      </Table.Tr>
    </Table.Thead>
  );
}
