import { Table, UnstyledButton } from '@mantine/core';

/**
 * A column of a table's header: its name, or an object with its name that can be right-aligned over a column of
 * numbers (`numeric`) and sort the table by a key (`sort`, with the header's `sorting`).
 */
export type HeadColumn<K extends string = string> = string | { label: string; numeric?: boolean; sort?: K };

/** How a table is sorted now, and what sorts it by another column's key. */
export interface HeadSorting<K extends string> {
  key: K;
  dir: 'asc' | 'desc';
  onSort: (key: K) => void;
}

const RIGHT = { textAlign: 'right' } as const;

/** A column header that sorts the table it heads; aria-sort says how it is sorted now. */
function SortableTh({
  label,
  active,
  dir,
  onSort,
  numeric,
}: {
  label: string;
  active: boolean;
  dir: 'asc' | 'desc';
  onSort: () => void;
  numeric?: boolean;
}) {
  return (
    <Table.Th
      aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : 'none'}
      style={numeric ? RIGHT : undefined}
    >
      <UnstyledButton onClick={onSort} fw={600} fz="sm">
        {label} {active ? (dir === 'asc' ? '▲' : '▼') : ''}
      </UnstyledButton>
    </Table.Th>
  );
}

/** A table's header row from its columns' names; a column with a sort key sorts the table by it. */
export function TableHead<K extends string = string>({
  columns,
  sorting,
}: {
  columns: HeadColumn<K>[];
  sorting?: HeadSorting<K>;
}) {
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((column) => {
          if (typeof column === 'string') return <Table.Th key={column}>{column}</Table.Th>;
          const { label, numeric, sort } = column;
          if (sort !== undefined && sorting)
            return (
              <SortableTh
                key={label}
                label={label}
                active={sort === sorting.key}
                dir={sorting.dir}
                onSort={() => sorting.onSort(sort)}
                numeric={numeric}
              />
            );
          return (
            <Table.Th key={label} style={numeric ? RIGHT : undefined}>
              {label}
            </Table.Th>
          );
        })}
      </Table.Tr>
    </Table.Thead>
  );
}
