import { Anchor, Button, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { queryOf, rowsAs, typedApi, unwrap } from '../../api/typed';
import type { ListFilters, ListRow } from '../../api/types';
import { ListPagination } from '../ListPagination';
import { pathLink } from '../orders/links';
import { WarehouseFilter } from '../planning/filters';
import { PageTitle } from '../planning/shared';
import { type HeadColumn, TableHead } from '../TableHead';
import { DEMAND_PATTERNS, FORECAST_METHODS, forecastItemPath } from './api';
import type { ForecastSearch, SkuSort } from './routes';
import { ErrorInWords, num, percent } from './shared';

const PAGE = 50;

/** Ascending by item, otherwise the largest first: the SKUs that need a planner come on top. */
const defaultDir = (sort: SkuSort) => (sort === 'Item Number' ? 'asc' : 'desc');

/** The filters that choose one of a list (or none: every one), kept in the URL under `key`. */
const CHOICE_FILTERS = [
  { key: 'method', label: 'Method', placeholder: 'Every method', values: FORECAST_METHODS, width: 240 },
  {
    key: 'pattern',
    label: 'Demand pattern',
    placeholder: 'Every pattern',
    values: DEMAND_PATTERNS,
    width: 180,
  },
] as const;

const COLUMNS: HeadColumn<SkuSort>[] = [
  { label: 'Item', sort: 'Item Number' },
  { label: 'Sub item' },
  { label: 'Warehouse' },
  { label: 'Demand pattern' },
  { label: 'Method' },
  { label: 'Parameters' },
  { label: 'History (months)' },
  { label: 'Holdout MAE', sort: 'Holdout MAE' },
  { label: 'Holdout WAPE', sort: 'Holdout WAPE' },
  { label: 'Bias', sort: 'Bias' },
  { label: 'Next month', sort: 'Next Month Forecast' },
  { label: 'Horizon total' },
];

/** The statistical forecast of every SKU of the last runs: method, error and bias, filtered and sorted. */
export function ForecastSkusScreen() {
  const search = useSearch({ strict: false }) as ForecastSearch;
  const navigate = useNavigate();
  const setSearch = (next: Partial<ForecastSearch>) =>
    void navigate({ to: '.', search: { ...search, page: undefined, ...next } as never, replace: true });
  const [itemText, setItemText] = useState(search.item ?? '');
  // The item search follows the typing after a pause, not on every key.
  useEffect(() => {
    const timer = setTimeout(() => {
      if ((search.item ?? '') !== itemText.trim()) setSearch({ item: itemText.trim() || undefined });
    }, 300);
    return () => clearTimeout(timer);
  });
  // Through the lookup, which answers every signed-in user (the warehouse master needs its own privilege).
  const sort: SkuSort = search.sort ?? 'Holdout WAPE';
  const dir = search.dir ?? defaultDir(sort);
  const page = search.page ?? 1;
  const filters: ListFilters = {};
  if (search.method) filters.Method = [search.method];
  if (search.pattern) filters['Demand Pattern'] = [search.pattern];
  if (search.warehouse) filters['Warehouse Number'] = [search.warehouse];
  const params = {
    filters,
    ...(search.item ? { search: search.item } : {}),
    sort: { key: sort, type: dir === 'asc' ? ('Ascending' as const) : ('Descending' as const) },
    page,
    page_size: PAGE,
  };
  const list = useQuery({
    queryKey: ['view', 'statistical_forecast', params],
    queryFn: async ({ signal }) =>
      rowsAs(
        await unwrap(
          typedApi.GET('/api/views/{view_name}', {
            params: { path: { view_name: 'statistical_forecast' }, query: queryOf({ ...params }) },
            signal,
          }),
        ),
      ),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
  const rows: ListRow[] = list.data?.data.rows ?? [];
  const total = list.data?.extra.total ?? 0;
  const onSort = (column: SkuSort) =>
    setSearch(
      column === sort
        ? { sort: column, dir: dir === 'asc' ? 'desc' : 'asc' }
        : { sort: column, dir: defaultDir(column) },
    );

  return (
    <Stack gap="md">
      <PageTitle
        actions={
          <Button component={Link} to="/forecasting/runs" variant="light">
            Forecast runs
          </Button>
        }
      >
        Statistical forecast
      </PageTitle>
      <Text size="sm" c="gray.7">
        Each SKU's method is the one that forecast its last months best (the holdout). Sort by error or bias
        to find the SKUs that need a planner's own forecast.
      </Text>
      <Group align="flex-end" gap="sm" role="search" aria-label="Filters">
        <TextInput
          label="Item"
          placeholder="Item number"
          value={itemText}
          onChange={(e) => setItemText(e.currentTarget.value)}
          w={200}
        />
        <WarehouseFilter
          placeholder="Every warehouse"
          value={search.warehouse}
          onChange={(warehouse) => setSearch({ warehouse })}
          w={180}
        />
        {CHOICE_FILTERS.map((filter) => (
          <Select
            key={filter.key}
            label={filter.label}
            placeholder={filter.placeholder}
            clearable
            value={search[filter.key] ?? null}
            onChange={(value) => setSearch({ [filter.key]: value ?? undefined })}
            data={[...filter.values]}
            w={filter.width}
          />
        ))}
      </Group>
      <ErrorInWords error={list.error} title="The statistical forecast could not be read" />
      {list.data && rows.length === 0 ? (
        <Text>
          {Object.keys(filters).length > 0 || search.item
            ? 'No SKU matches these filters.'
            : 'No statistical forecast yet: run one from the forecast runs.'}
        </Text>
      ) : (
        <Table striped highlightOnHover aria-label="Statistical forecast by SKU">
          <TableHead columns={COLUMNS} sorting={{ key: sort, dir, onSort }} />
          <Table.Tbody>
            {rows.map((row) => {
              const item = String(row['Item Number']);
              const warehouse = String(row['Warehouse Number']);
              const sub = (row['Sub Item Number'] as string | null) ?? null;
              return (
                <Table.Tr key={String(row.id)} data-testid="forecast-sku-row">
                  <Table.Td>
                    <Anchor component={Link} {...pathLink(forecastItemPath(item, warehouse, sub))} size="sm">
                      {item}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{sub ?? ''}</Table.Td>
                  <Table.Td>{warehouse}</Table.Td>
                  <Table.Td>{String(row['Demand Pattern'])}</Table.Td>
                  <Table.Td data-testid="forecast-sku-method">{String(row.Method)}</Table.Td>
                  <Table.Td>{String(row.Parameters)}</Table.Td>
                  <Table.Td>{num(row['History Months'] as number)}</Table.Td>
                  <Table.Td>{num(row['Holdout MAE'] as number | null)}</Table.Td>
                  <Table.Td data-testid="forecast-sku-wape">
                    {percent(row['Holdout WAPE'] as number | null)}
                  </Table.Td>
                  <Table.Td>{num(row.Bias as number | null)}</Table.Td>
                  <Table.Td>{num(row['Next Month Forecast'] as number)}</Table.Td>
                  <Table.Td>{num(row['Horizon Total'] as number)}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
      <ListPagination
        total={total}
        pageSize={PAGE}
        page={page}
        onChange={(next) => setSearch({ page: next })}
      />
      {list.data && (
        <Text size="xs" c="gray.7">
          {num(total)} SKUs
        </Text>
      )}
    </Stack>
  );
}
