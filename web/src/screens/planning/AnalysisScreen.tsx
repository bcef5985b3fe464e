import {
  Anchor,
  Badge,
  Group,
  Loader,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import type { ListFilters, ListRow } from '../../api/types';
import { formatDate } from '../../grid/format';
import { ListPagination, useListPage } from '../ListPagination';
import { ApiErrorAlert } from '../orders/ApiErrorAlert';
import { pathLink } from '../orders/links';
import { TableHead } from '../TableHead';
import { viewQuery } from './api';
import { WarehouseFilter } from './filters';
import { RowsChart, type Series } from './RowsChart';
import type { PlanningSearch } from './routes';
import { Figure, fmt, gridPath, PageTitle, RowItem, SectionCard } from './shared';

const PAGE_SIZE = 50;

const ANALYSIS_COLUMNS: { key: string; label: string; numeric?: boolean; date?: boolean }[] = [
  { key: 'Item Number', label: 'Item' },
  { key: 'Item Description', label: 'Description' },
  { key: 'Warehouse Number', label: 'Warehouse' },
  { key: 'Source', label: 'Source' },
  { key: 'On Hand', label: 'On hand', numeric: true },
  { key: 'Safety Stock', label: 'Safety stock', numeric: true },
  { key: 'Open Supply', label: 'Open supply', numeric: true },
  { key: 'Open Demand', label: 'Open demand', numeric: true },
  { key: 'Days Of Supply', label: 'Days of supply', numeric: true },
  { key: 'First Shortage Date', label: 'First shortage', date: true },
  { key: 'Excess Quantity', label: 'Excess', numeric: true },
  { key: 'Exception Count', label: 'Exceptions', numeric: true },
];

/** inventory_analysis: one row per SKU, sortable by every column, searchable, by source. */
function InventoryAnalysis() {
  const [sort, setSort] = useState<{ key: string; dir: 'asc' | 'desc' }>({ key: 'Item Number', dir: 'asc' });
  const { page, setPage, fromFirstPage } = useListPage();
  const [source, setSource] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text.trim(), 300);
  const filters: ListFilters = source ? { Source: [source] } : {};
  const list = useQuery(
    viewQuery('inventory_analysis', {
      filters,
      sort: { key: sort.key, type: sort.dir === 'asc' ? 'Ascending' : 'Descending' },
      page,
      page_size: PAGE_SIZE,
      search: q || undefined,
    }),
  );
  const total = list.data?.extra.total ?? 0;
  const onSort = fromFirstPage((key: string) =>
    setSort((s) => ({ key, dir: s.key === key && s.dir === 'asc' ? 'desc' : 'asc' })),
  );
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Group gap="sm">
          <TextInput
            aria-label="Search SKUs"
            placeholder="Search"
            value={text}
            onChange={fromFirstPage((e) => setText(e.currentTarget.value))}
          />
          <Select
            aria-label="Source"
            placeholder="Any source"
            clearable
            value={source}
            onChange={fromFirstPage(setSource)}
            data={['Make', 'Buy', 'None']}
          />
        </Group>
        <Group gap="sm">
          <Text size="sm" c="gray.7" data-testid="analysis-count">
            {fmt(total)} SKUs
          </Text>
          <Anchor component={Link} {...pathLink(gridPath('inventory_analysis', filters))} size="sm">
            Open as table (export)
          </Anchor>
        </Group>
      </Group>
      <ApiErrorAlert error={list.error} />
      {!list.data ? (
        !list.error && <Loader size="sm" aria-label="Loading the analysis" />
      ) : (
        <Table.ScrollContainer minWidth={1100}>
          <Table striped withTableBorder aria-label="Inventory analysis">
            <TableHead
              columns={ANALYSIS_COLUMNS.map((c) => ({ label: c.label, numeric: c.numeric, sort: c.key }))}
              sorting={{ ...sort, onSort }}
            />
            <Table.Tbody>
              {list.data.data.rows.map((row) => (
                <Table.Tr key={String(row.id)} data-testid="analysis-row">
                  {ANALYSIS_COLUMNS.map((c) => (
                    <Table.Td
                      key={c.key}
                      style={{ textAlign: c.numeric ? 'right' : undefined, whiteSpace: 'nowrap' }}
                    >
                      {c.key === 'Item Number' ? (
                        <RowItem row={row} />
                      ) : c.numeric ? (
                        fmt(row[c.key])
                      ) : c.date ? (
                        formatDate(row[c.key])
                      ) : (
                        String(row[c.key] ?? '')
                      )}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ListPagination total={total} pageSize={PAGE_SIZE} page={page} onChange={setPage} />
    </Stack>
  );
}

/** Monthly rows of one item (summed over warehouses unless one is chosen). */
function useMonthly(view: string, item: string | undefined, warehouse: string | undefined, keys: string[]) {
  const filters: ListFilters = { 'Item Number': [item ?? ''] };
  if (warehouse) filters['Warehouse Number'] = [warehouse];
  const query = useQuery({
    ...viewQuery(view, { filters, sort: { key: 'Month', type: 'Ascending' }, page_size: 1000 }),
    enabled: !!item,
  });
  const byMonth = new Map<string, ListRow>();
  for (const row of query.data?.data.rows ?? []) {
    const month = String(row.Month);
    const sum = byMonth.get(month) ?? ({ id: month, Month: month } as ListRow);
    for (const key of keys) sum[key] = Number(sum[key] ?? 0) + Number(row[key] ?? 0);
    byMonth.set(month, sum);
  }
  return {
    query,
    rows: [...byMonth.values()].sort((a, b) => String(a.Month).localeCompare(String(b.Month))),
  };
}

/** The item (and warehouse) the forecast charts show: from the URL, else the first item with forecasts. */
function ItemPicker({
  search,
  setSearch,
  items,
}: {
  search: PlanningSearch;
  setSearch: (next: Partial<PlanningSearch>) => void;
  items: string[];
}) {
  return (
    <Group gap="sm" align="flex-end">
      <Select
        label="Item"
        searchable
        value={search.item ?? items[0] ?? null}
        onChange={(value) => setSearch({ item: value ?? undefined })}
        data={items}
        nothingFoundMessage="No item with forecasts"
      />
      <WarehouseFilter
        placeholder="All warehouses"
        value={search.warehouse}
        onChange={(warehouse) => setSearch({ warehouse })}
      />
    </Group>
  );
}

/** An item's forecast by month as bars beside those of `against`, with one more measure as a line. */
function ForecastByMonthChart({
  rows,
  against,
  line,
  label,
}: {
  rows: ListRow[];
  against: Pick<Series, 'key' | 'name'>;
  line: Omit<Series, 'line'>;
  label: string;
}) {
  return (
    <RowsChart
      rows={rows}
      category="Month"
      series={[
        { key: 'Forecast Quantity', name: 'Forecast', color: '#1971c2' },
        { ...against, color: '#2b8a3e' },
        { ...line, line: true },
      ]}
      label={label}
      height={300}
    />
  );
}

function ForecastOverTime({ item, warehouse }: { item?: string; warehouse?: string }) {
  const keys = ['Forecast Quantity', 'Consumed Quantity', 'Net Forecast'];
  const { query, rows } = useMonthly('forecast_over_time', item, warehouse, keys);
  if (query.error) return <ApiErrorAlert error={query.error} />;
  if (!item) return <Text size="sm">No forecasts yet.</Text>;
  if (!query.data) return <Loader size="sm" aria-label="Loading the forecast" />;
  if (rows.length === 0) return <Text size="sm">No forecasts of {item}.</Text>;
  return (
    <Stack gap="xs">
      <ForecastByMonthChart
        rows={rows}
        against={{ key: 'Consumed Quantity', name: 'Consumed by sales' }}
        line={{ key: 'Net Forecast', name: 'Net forecast', color: '#d9480f' }}
        label={`Forecast of ${item} by month`}
      />
      <Anchor
        component={Link}
        {...pathLink(
          gridPath('forecast_over_time', {
            'Item Number': [item],
            ...(warehouse ? { 'Warehouse Number': [warehouse] } : {}),
          }),
        )}
        size="sm"
      >
        Rows of the forecast of {item}
      </Anchor>
    </Stack>
  );
}

function ForecastVsSales({ item, warehouse }: { item?: string; warehouse?: string }) {
  const { query, rows } = useMonthly('forecast_vs_sales', item, warehouse, [
    'Forecast Quantity',
    'Sales Quantity',
  ]);
  if (query.error) return <ApiErrorAlert error={query.error} />;
  if (!item) return <Text size="sm">No forecasts yet.</Text>;
  if (!query.data) return <Loader size="sm" aria-label="Loading forecast against sales" />;
  if (rows.length === 0) return <Text size="sm">No forecast or sales of {item}.</Text>;
  // Accuracy as the view defines it (max(0, 1 − |F − S| ÷ S), none without sales), on the summed months.
  const withAccuracy: (ListRow & { 'Absolute Error': number; Accuracy: number | null })[] = rows.map((r) => {
    const f = Number(r['Forecast Quantity']);
    const s = Number(r['Sales Quantity']);
    return {
      ...r,
      'Absolute Error': Math.abs(f - s),
      Accuracy: s === 0 ? null : Math.round(Math.max(0, 1 - Math.abs(f - s) / s) * 1000) / 10,
    };
  });
  const withSales = withAccuracy.filter((r) => r.Accuracy !== null);
  const sales = withSales.reduce((n, r) => n + Number(r['Sales Quantity']), 0);
  const error = withSales.reduce((n, r) => n + Number(r['Absolute Error']), 0);
  const overall = sales === 0 ? null : Math.max(0, 1 - error / sales) * 100;
  const mean =
    withSales.length === 0 ? null : withSales.reduce((n, r) => n + Number(r.Accuracy), 0) / withSales.length;
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Figure
          label="Accuracy (1 − total error ÷ sales)"
          value={overall === null ? '—' : `${fmt(overall)} %`}
          testId="overall-accuracy"
        />
        <Figure label="Mean monthly accuracy" value={mean === null ? '—' : `${fmt(mean)} %`} />
        <Figure label="Months with sales" value={withSales.length} />
        <Figure label="Total absolute error" value={fmt(error)} />
      </SimpleGrid>
      <ForecastByMonthChart
        rows={withAccuracy}
        against={{ key: 'Sales Quantity', name: 'Sales' }}
        line={{ key: 'Accuracy', name: 'Accuracy (%)', color: '#c92a2a', percent: true }}
        label={`Forecast against sales of ${item} by month`}
      />
      <Table striped withTableBorder aria-label={`Forecast against sales of ${item}`}>
        <TableHead
          columns={[
            'Month',
            { label: 'Forecast', numeric: true },
            { label: 'Sales', numeric: true },
            { label: 'Absolute error', numeric: true },
            { label: 'Accuracy', numeric: true },
          ]}
        />
        <Table.Tbody>
          {withAccuracy.map((r) => (
            <Table.Tr key={String(r.Month)} data-testid="accuracy-row">
              <Table.Td>{String(r.Month)}</Table.Td>
              <Table.Td style={{ textAlign: 'right' }}>{fmt(r['Forecast Quantity'])}</Table.Td>
              <Table.Td style={{ textAlign: 'right' }}>{fmt(r['Sales Quantity'])}</Table.Td>
              <Table.Td style={{ textAlign: 'right' }}>{fmt(r['Absolute Error'])}</Table.Td>
              <Table.Td style={{ textAlign: 'right' }}>
                {r.Accuracy === null ? (
                  <Badge color="gray" variant="light" c="dark.9" tt="none">
                    no sales
                  </Badge>
                ) : (
                  `${fmt(r.Accuracy)} %`
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

type Tab = NonNullable<PlanningSearch['tab']>;
/** The tabs of one item's chart, under the item picker. */
const ITEM_CHART_TABS = [
  ['forecast', ForecastOverTime],
  ['accuracy', ForecastVsSales],
] as const satisfies readonly (readonly [Tab, unknown])[];

/** Analysis: inventory_analysis per SKU; the forecast over time and against sales of an item, as charts. */
export function AnalysisScreen() {
  const search = useSearch({ strict: false }) as PlanningSearch;
  const navigate = useNavigate();
  const setSearch = (next: Partial<PlanningSearch>) =>
    void navigate({ to: '.', search: { ...search, ...next } as never, replace: true });
  const tab: Tab = search.tab ?? 'inventory';
  // Items that have forecasts, for the picker (the view's first page, items in order).
  const forecastItems = useQuery({
    ...viewQuery('forecast_over_time', { sort: { key: 'Item Number', type: 'Ascending' }, page_size: 1000 }),
    enabled: tab !== 'inventory',
  });
  const items = [...new Set((forecastItems.data?.data.rows ?? []).map((r) => String(r['Item Number'])))];
  const item = search.item ?? items[0];
  return (
    <Stack gap="md">
      <PageTitle>Analysis</PageTitle>
      <Tabs
        value={tab}
        onChange={(value) => setSearch({ tab: (value as Tab) ?? undefined })}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="inventory">Inventory analysis</Tabs.Tab>
          <Tabs.Tab value="forecast">Forecast over time</Tabs.Tab>
          <Tabs.Tab value="accuracy">Forecast against sales</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="inventory" pt="sm">
          <InventoryAnalysis />
        </Tabs.Panel>
        {ITEM_CHART_TABS.map(([value, Chart]) => (
          <Tabs.Panel key={value} value={value} pt="sm">
            <SectionCard>
              <ItemPicker search={search} setSearch={setSearch} items={items} />
              <Chart item={item} warehouse={search.warehouse} />
            </SectionCard>
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
