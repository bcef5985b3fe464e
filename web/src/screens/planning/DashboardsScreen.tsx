import { Anchor, Card, Group, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { ListFilters, ListRow } from '../../api/types';
import { formatDate } from '../../grid/format';
import { ApiErrorAlert } from '../orders/ApiErrorAlert';
import { pathLink, pathNavigation } from '../orders/links';
import { TableHead } from '../TableHead';
import { viewQuery } from './api';
import { DateRangeFilter, WarehouseFilter } from './filters';
import { RowsChart, type Series } from './RowsChart';
import type { PlanningSearch } from './routes';
import { Figure, fmt, gridPath, money, PageTitle } from './shared';

function DashboardCard({
  title,
  view,
  filters,
  children,
  total,
}: {
  title: string;
  view: string;
  filters: ListFilters;
  children: ReactNode;
  total?: number;
}) {
  const id = `dashboard-${view}`;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={id} data-testid={id}>
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h5" id={id}>
          {title}
        </Title>
        <Anchor
          component={Link}
          {...pathLink(gridPath(view, filters))}
          size="sm"
          aria-label={`Rows of ${title}`}
        >
          {total === undefined ? 'Rows' : `${fmt(total)} rows`}
        </Anchor>
      </Group>
      {children}
    </Card>
  );
}

const TOP = 10;

/** One dashboard view's first rows (its default sort puts the largest first). */
function useDashboard(view: string, filters: ListFilters) {
  return useQuery(viewQuery(view, { filters, page_size: 1000 }));
}

function Body({
  query,
  render,
}: {
  query: ReturnType<typeof useDashboard>;
  render: (rows: ListRow[]) => ReactNode;
}) {
  if (query.error) return <ApiErrorAlert error={query.error} />;
  if (!query.data) return <Loader size="sm" aria-label="Loading" />;
  if (query.data.data.rows.length === 0) return <Text size="sm">Nothing in this range.</Text>;
  return <>{render(query.data.data.rows)}</>;
}

const COLOR = { blue: '#1971c2', green: '#2b8a3e', orange: '#d9480f', grape: '#862e9c', red: '#c92a2a' };

/**
 * Dashboards: the dashboard views as figures and charts for a date range and a warehouse. Each card links to its
 * rows as a table (same filters); a bar leads to the order lines behind it.
 */
export function DashboardsScreen() {
  const search = useSearch({ strict: false }) as PlanningSearch;
  const navigate = useNavigate();
  const setSearch = (next: Partial<PlanningSearch>) =>
    void navigate({ to: '.', search: { ...search, ...next } as never, replace: true });

  // Grouped dashboards take the line scope (Order Date range, warehouses); the others filter their own columns.
  const scope: ListFilters = {};
  if (search.from || search.to)
    scope['Order Date'] = {
      ...(search.from ? { from: search.from } : {}),
      ...(search.to ? { to: search.to } : {}),
    };
  if (search.warehouse) scope['Warehouse Number'] = [search.warehouse];
  const byWarehouse: ListFilters = search.warehouse ? { 'Warehouse Number': [search.warehouse] } : {};
  const lineDates = (key: string): ListFilters =>
    search.from || search.to
      ? { [key]: { ...(search.from ? { from: search.from } : {}), ...(search.to ? { to: search.to } : {}) } }
      : {};

  const statistics = useDashboard('dashboard_statistics', scope);
  const revenue = useDashboard('dashboard_revenue_by_customer', scope);
  const spend = useDashboard('dashboard_spend_by_supplier', scope);
  const onTime = useDashboard('dashboard_supplier_on_time_delivery', scope);
  const openValue = useDashboard('dashboard_open_po_value_by_month', scope);
  const late = useDashboard('dashboard_top_late_lines', scope);
  const below = useDashboard('dashboard_items_below_safety_stock', byWarehouse);

  const go = (path: string) => void navigate(pathNavigation(path));
  const total = (q: ReturnType<typeof useDashboard>) => q.data?.extra.total;
  const stats = statistics.data?.data.rows ?? [];
  const headline = stats.filter((r) => r.Status === null);
  const byStatus = (metric: string) => stats.filter((r) => r.Metric === metric);
  const statusSeries: Series[] = [{ key: 'Value', name: 'Orders', color: COLOR.blue }];

  return (
    <Stack gap="md">
      <PageTitle>Dashboards</PageTitle>
      <Group align="flex-end" gap="sm">
        <DateRangeFilter
          labels={['Order date from', 'Order date to']}
          from={search.from}
          to={search.to}
          onChange={setSearch}
        />
        <WarehouseFilter
          placeholder="All warehouses"
          value={search.warehouse}
          onChange={(warehouse) => setSearch({ warehouse })}
        />
      </Group>
      <Text size="xs" c="gray.7">
        The date range and warehouse narrow every figure by the order lines' order date and warehouse (an
        order counts when one of its lines does); items below safety stock have no date and follow the
        warehouse.
      </Text>

      <DashboardCard title="Statistics" view="dashboard_statistics" filters={scope} total={total(statistics)}>
        <Body
          query={statistics}
          render={() => (
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }}>
                {headline.map((r) => (
                  <Figure
                    key={String(r.id)}
                    label={String(r.Metric)}
                    testId={`statistic-${String(r.Metric)}`}
                    value={String(r.Metric).includes('value') ? money(r.Value) : fmt(r.Value)}
                  />
                ))}
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, md: 3 }}>
                {(
                  [
                    ['Purchase orders by status', 'purchase_order_list', 'PO List Document Status'],
                    ['Sales orders by status', 'sales_order_list', 'SO List Document Status'],
                    ['Manufacturing orders by status', 'manufacturing_order_list', 'MO List Document Status'],
                  ] as const
                ).map(([metric, list, key]) => (
                  <div key={metric}>
                    <Text size="sm" fw={600}>
                      {metric}
                    </Text>
                    <RowsChart
                      rows={byStatus(metric)}
                      category="Status"
                      series={statusSeries}
                      label={metric}
                      height={180}
                      onSelect={(row) => go(gridPath(list, { [key]: [String(row.Status)] }))}
                    />
                  </div>
                ))}
              </SimpleGrid>
            </Stack>
          )}
        />
      </DashboardCard>

      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <DashboardCard
          title="Revenue by customer"
          view="dashboard_revenue_by_customer"
          filters={scope}
          total={total(revenue)}
        >
          <Body
            query={revenue}
            render={(rows) => (
              <RowsChart
                rows={rows.slice(0, TOP)}
                category="Customer Number"
                series={[{ key: 'Revenue', name: 'Revenue', color: COLOR.green }]}
                label="Revenue by customer"
                onSelect={(row) =>
                  go(
                    gridPath('sales_order_details', {
                      'Customer Number': [String(row['Customer Number'])],
                      ...byWarehouse,
                      ...lineDates('SO Details Order Date'),
                    }),
                  )
                }
              />
            )}
          />
        </DashboardCard>
        <DashboardCard
          title="Spend by supplier"
          view="dashboard_spend_by_supplier"
          filters={scope}
          total={total(spend)}
        >
          <Body
            query={spend}
            render={(rows) => (
              <RowsChart
                rows={rows.slice(0, TOP)}
                category="Supplier Number"
                series={[
                  { key: 'Spend', name: 'Spend', color: COLOR.blue },
                  { key: 'Open Spend', name: 'Open spend', color: COLOR.orange },
                ]}
                label="Spend by supplier"
                onSelect={(row) =>
                  go(
                    gridPath('purchase_order_details', {
                      'Supplier Number': [String(row['Supplier Number'])],
                      ...byWarehouse,
                      ...lineDates('PO Details Order Date'),
                    }),
                  )
                }
              />
            )}
          />
        </DashboardCard>
        <DashboardCard
          title="On-time delivery by supplier"
          view="dashboard_supplier_on_time_delivery"
          filters={scope}
          total={total(onTime)}
        >
          <Body
            query={onTime}
            render={(rows) => (
              <RowsChart
                rows={rows.slice(0, TOP)}
                category="Supplier Number"
                series={[
                  { key: 'Delivered Lines', name: 'Delivered lines', color: COLOR.blue },
                  { key: 'Late Lines', name: 'Late lines', color: COLOR.red },
                  { key: 'On Time Rate', name: 'On time (%)', color: COLOR.green, line: true, percent: true },
                ]}
                label="On-time delivery by supplier"
                onSelect={(row) =>
                  go(
                    gridPath('purchase_order_details', {
                      'Supplier Number': [String(row['Supplier Number'])],
                      ...byWarehouse,
                    }),
                  )
                }
              />
            )}
          />
        </DashboardCard>
        <DashboardCard
          title="Open PO value by month"
          view="dashboard_open_po_value_by_month"
          filters={scope}
          total={total(openValue)}
        >
          <Body
            query={openValue}
            render={(rows) => (
              <RowsChart
                rows={rows.map((r) => ({ ...r, 'ETA Month': r['ETA Month'] ?? 'No ETA' }))}
                category="ETA Month"
                series={[{ key: 'Open Value', name: 'Open value', color: COLOR.grape }]}
                label="Open PO value by month"
                onSelect={(row) => {
                  const month = String(row['ETA Month']);
                  if (!/^\d{4}-\d{2}$/.test(month)) return;
                  const [y, m] = month.split('-').map(Number) as [number, number];
                  const last = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
                  go(
                    gridPath('purchase_order_details', {
                      'PO Details ETA Date': { from: `${month}-01`, to: last },
                      ...byWarehouse,
                    }),
                  );
                }}
              />
            )}
          />
        </DashboardCard>
        <DashboardCard
          title="Late purchase-order lines"
          view="dashboard_top_late_lines"
          filters={scope}
          total={total(late)}
        >
          <Body
            query={late}
            render={(rows) => (
              <Table striped withTableBorder aria-label="Late purchase-order lines">
                <TableHead
                  columns={['PO', 'Supplier', 'Item', 'ETA', { label: 'Days late', numeric: true }]}
                />
                <Table.Tbody>
                  {rows.slice(0, TOP).map((r) => (
                    <Table.Tr key={String(r.id)}>
                      <Table.Td>
                        <Anchor
                          component={Link}
                          {...pathLink(
                            gridPath('purchase_order_details', {
                              'PO List Number': [String(r['PO List Number'])],
                            }),
                          )}
                          size="sm"
                        >
                          {String(r['PO List Number'])}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{String(r['Supplier Number'])}</Table.Td>
                      <Table.Td>{String(r['Item Number'])}</Table.Td>
                      <Table.Td>{formatDate(r['PO Details ETA Date'])}</Table.Td>
                      <Table.Td style={{ textAlign: 'right' }}>{fmt(r['Days Late'])}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          />
        </DashboardCard>
        <DashboardCard
          title="Items below safety stock"
          view="dashboard_items_below_safety_stock"
          filters={byWarehouse}
          total={total(below)}
        >
          <Body
            query={below}
            render={(rows) => (
              <RowsChart
                rows={rows
                  .slice(0, TOP)
                  .map((r) => ({ ...r, SKU: `${r['Item Number']} ${r['Warehouse Number']}` }))}
                category="SKU"
                series={[
                  { key: 'Inventory Quantity', name: 'On hand', color: COLOR.blue },
                  { key: 'Shortfall', name: 'Shortfall', color: COLOR.red },
                ]}
                label="Items below safety stock"
                onSelect={(row) =>
                  go(
                    gridPath('inventory_list', {
                      'Item Number': [String(row['Item Number'])],
                      'Warehouse Number': [String(row['Warehouse Number'])],
                    }),
                  )
                }
              />
            )}
          />
        </DashboardCard>
      </SimpleGrid>
    </Stack>
  );
}
