import { Badge, Button, Card, Group, Select, Stack, Table, Text } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { ListFilters } from '../../api/types';
import { formatDate } from '../../grid/format';
import { ListErrorAlert } from '../../grid/ListErrorAlert';
import { MASTERS } from '../orders/definitions';
import { MasterPicker } from '../orders/MasterPicker';
import { TableHead } from '../TableHead';
import { lastRunQuery, viewQuery } from './api';
import { DateRangeFilter, WarehouseFilter } from './filters';
import type { PlanningSearch, ShortageException } from './routes';
import { ShortageCards } from './ShortageCards';
import { fmt, OrderLink, PageTitle, RowItem } from './shared';

const PAGE = 50;

/** The exception a shortage raises (the `Exception Type` of planning_shortages; none when covered in time). */
const EXCEPTIONS: { value: ShortageException; label: string; color: string }[] = [
  { value: 'Stockout', label: 'Stockout: short even with the plan', color: 'red' },
  { value: 'No Source', label: 'No source: nothing can be planned', color: 'grape' },
  { value: 'Late', label: 'Late: the suggestion is past its release date', color: 'orange' },
  { value: 'Covered', label: 'Covered in time by the suggestion', color: 'green' },
];
const exceptionOf = (value: unknown) => EXCEPTIONS.find((e) => e.value === (value ?? 'Covered'));

/** The view's filters from the screen's search (kept in the URL, so a filtered list can be bookmarked). */
function filtersOf(search: PlanningSearch): ListFilters {
  const filters: ListFilters = {};
  if (search.item) filters['Item Number'] = [search.item];
  if (search.warehouse) filters['Warehouse Number'] = [search.warehouse];
  if (search.supplier) filters['Supplier Number'] = [search.supplier];
  if (search.exception)
    filters['Exception Type'] = [search.exception === 'Covered' ? null : search.exception];
  if (search.from || search.to)
    filters['First Shortage Date'] = {
      ...(search.from ? { from: search.from } : {}),
      ...(search.to ? { to: search.to } : {}),
    };
  return filters;
}

/**
 * Shortages: which items will run short, and when. Per SKU of the last run the first day its balance falls below
 * zero without planned orders, how much is missing then, and the suggested order that covers it (planning_shortages),
 * filtered by item, warehouse, supplier, exception and date range.
 */
export function ShortagesScreen() {
  const search = useSearch({ strict: false }) as PlanningSearch;
  const navigate = useNavigate();
  const setSearch = (next: Partial<PlanningSearch>) =>
    void navigate({ to: '.', search: { ...search, ...next } as never, replace: true });
  const [shown, setShown] = useState(PAGE);
  // A phone shows cards: a 12-column table would scroll sideways with the dates off screen.
  const phone = useMediaQuery('(max-width: 36em)');
  // Typed numbers reach the URL (and the query) once typing pauses.
  const [item, setItem] = useState(search.item ?? '');
  const [supplier, setSupplier] = useState(search.supplier ?? '');
  const [typedItem] = useDebouncedValue(item.trim(), 300);
  const [typedSupplier] = useDebouncedValue(supplier.trim(), 300);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only typing moves these into the URL
  useEffect(() => {
    if (typedItem !== (search.item ?? '') || typedSupplier !== (search.supplier ?? ''))
      setSearch({ item: typedItem || undefined, supplier: typedSupplier || undefined });
  }, [typedItem, typedSupplier]);

  const sort = search.sort ?? 'date';
  const dir = search.dir ?? (sort === 'date' ? 'asc' : 'desc');
  const onSort = (key: 'date' | 'quantity') => {
    const nextDir = key === sort ? (dir === 'asc' ? 'desc' : 'asc') : key === 'date' ? 'asc' : 'desc';
    setSearch({ sort: key, dir: nextDir });
  };
  const run = useQuery(lastRunQuery);
  const list = useQuery({
    ...viewQuery('planning_shortages', {
      filters: filtersOf(search),
      sort: {
        key: sort === 'date' ? 'First Shortage Date' : 'Shortage Quantity',
        type: dir === 'asc' ? 'Ascending' : 'Descending',
      },
      page_size: shown,
    }),
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.data.rows ?? [];
  const total = list.data?.extra.total ?? 0;

  return (
    <Stack gap="md">
      <PageTitle>Shortages</PageTitle>
      <Text size="sm" c="gray.7">
        Items that run short within the horizon if nothing but firm supply arrives: the first day short, how
        much is missing then, and the suggested order that covers it.
        {run.data
          ? ` From planning run ${run.data['Plan Run Id']} as of ${formatDate(run.data['Plan Date'])}.`
          : ''}
      </Text>
      <Card withBorder padding="sm">
        <Group gap="sm" align="flex-end" role="search" aria-label="Filter the shortages">
          <MasterPicker master={MASTERS.item} label="Item" value={item} onChange={setItem} />
          <WarehouseFilter
            placeholder="Any"
            size="xs"
            value={search.warehouse}
            onChange={(warehouse) => setSearch({ warehouse })}
          />
          <MasterPicker master={MASTERS.supplier} label="Supplier" value={supplier} onChange={setSupplier} />
          <Select
            label="Exception"
            placeholder="Any"
            clearable
            size="xs"
            w={300}
            data={EXCEPTIONS.map((e) => ({ value: e.value, label: e.label }))}
            value={search.exception ?? null}
            onChange={(value) => setSearch({ exception: (value as ShortageException | null) ?? undefined })}
          />
          <DateRangeFilter
            labels={['Short from', 'Short until']}
            from={search.from}
            to={search.to}
            onChange={setSearch}
            size="xs"
          />
        </Group>
      </Card>
      <ListErrorAlert error={list.error} />
      <Text size="sm" aria-live="polite" data-testid="shortage-count">
        {list.data ? `${fmt(total)} ${total === 1 ? 'item' : 'items'} short` : 'Loading the shortages…'}
      </Text>
      {list.data && total === 0 && (
        <Text>
          {run.data ? 'No item runs short with these filters.' : 'No planning run yet: run planning first.'}
        </Text>
      )}
      {rows.length > 0 && phone && <ShortageCards rows={rows} exceptionOf={exceptionOf} />}
      {rows.length > 0 && !phone && (
        <Table.ScrollContainer minWidth={900}>
          <Table striped withTableBorder aria-label="Shortages">
            <TableHead
              columns={[
                'Item',
                'Description',
                'Warehouse',
                { label: 'First short', sort: 'date' },
                { label: 'Short by', sort: 'quantity', numeric: true },
                { label: 'Planned by then', numeric: true },
                'Exception',
                'Suggested order',
                { label: 'Order quantity', numeric: true },
                'Release',
                'Receipt',
                'Supplier',
              ]}
              sorting={{ key: sort, dir, onSort }}
            />
            <Table.Tbody>
              {rows.map((row) => {
                const exception = exceptionOf(row['Exception Type']);
                const orderType = row['Order Type'] === 'Manufacturing' ? 'Manufacturing' : 'Purchase';
                return (
                  <Table.Tr key={String(row.id)} data-testid="shortage-row">
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      <RowItem row={row} />
                    </Table.Td>
                    <Table.Td>{String(row['Item Description'] ?? '')}</Table.Td>
                    <Table.Td>{String(row['Warehouse Number'])}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }} data-testid="shortage-date">
                      {formatDate(row['First Shortage Date'])}
                    </Table.Td>
                    <Table.Td style={{ textAlign: 'right' }} data-testid="shortage-quantity">
                      {fmt(row['Shortage Quantity'])}
                    </Table.Td>
                    <Table.Td style={{ textAlign: 'right' }}>{fmt(row['Planned Receipts By Then'])}</Table.Td>
                    <Table.Td>
                      {exception && (
                        <Badge color={exception.color} variant="light" c="dark.9">
                          {exception.value === 'Covered' ? 'Covered' : exception.value}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {row['Order Number'] ? (
                        <OrderLink number={String(row['Order Number'])} type={orderType} />
                      ) : (
                        'None'
                      )}
                    </Table.Td>
                    <Table.Td style={{ textAlign: 'right' }}>{fmt(row['Order Quantity'])}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(row['Release Date'])}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(row['Receipt Date'])}</Table.Td>
                    <Table.Td>
                      {row['Supplier Number']
                        ? `${String(row['Supplier Number'])} ${String(row['Supplier Name'] ?? '')}`
                        : ''}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {shown < total && (
        <Group>
          <Button variant="subtle" size="xs" onClick={() => setShown((n) => n + PAGE * 2)}>
            Show more ({fmt(total - shown)} more)
          </Button>
        </Group>
      )}
    </Stack>
  );
}
