import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { api } from '../../api/client';
import type { ListEnvelope, ListRow } from '../../api/types';
import { formatDate } from '../../grid/format';
import { ForecastLink } from '../forecasting/shared';
import { ApiErrorAlert } from '../orders/ApiErrorAlert';
import {
  addDays,
  CHART_DATA_MARK,
  CHART_RENDER_MEASURE,
  type ChartPegging,
  type ChartSku,
  itemByNumberQuery,
  itemChartQuery,
  lastRunQuery,
  viewQuery,
} from './api';
import { PlanChart } from './PlanChart';
import { type Bucket, bucketStart, chartPoints, type LateMark, lateMarks } from './plan';
import type { PlanningSearch } from './routes';
import { Figure, fmt, ItemLink, OrderLink, PageTitle } from './shared';

const TABLE_DATA_MARK = 'supplyline:plan-table-data';

const skuKey = (sku: ChartSku) => `${sku['Warehouse Number']}|${sku['Sub Item Number'] ?? ''}`;
const skuLabel = (sku: ChartSku) =>
  sku['Sub Item Number'] ? `${sku['Warehouse Number']} / ${sku['Sub Item Number']}` : sku['Warehouse Number'];

/** The inventory_planning rows of one SKU in one bucket kind (one page: at most 1,095 days). */
function useBucketRows(item: string, sku: ChartSku | undefined, bucket: Bucket) {
  const params = {
    filters: {
      'Item Number': [item],
      'Warehouse Number': [sku?.['Warehouse Number'] ?? ''],
      Bucket: [bucket],
    },
    sort: { key: 'Bucket Start', type: 'Ascending' as const },
    page_size: 1000,
  };
  return useQuery({
    ...viewQuery('inventory_planning', params),
    queryFn: async ({ signal }) => {
      const answer = await api.get<ListEnvelope>('/api/views/inventory_planning', { ...params }, signal);
      performance.mark(TABLE_DATA_MARK);
      return answer;
    },
    enabled: sku !== undefined,
    select: (envelope) =>
      envelope.data.rows.filter((r) => (r['Sub Item Number'] ?? null) === (sku?.['Sub Item Number'] ?? null)),
  });
}

const CELL = {
  padding: '0 10px',
  fontSize: 'var(--mantine-font-size-sm)',
  whiteSpace: 'nowrap',
  borderBottom: '1px solid var(--mantine-color-gray-3)',
} as const;
const ROW_HEIGHT = 34;
const TABLE_HEIGHT = 420;
/** Tables longer than this draw only the rows in view. */
const WINDOW_FROM = 80;
const MARGIN_ROWS = 10;

function BucketTable({ rows, late, bucket }: { rows: ListRow[]; late: LateMark[]; bucket: Bucket }) {
  const lateByBucket = new Map<string, string[]>();
  for (const mark of late) {
    const key = bucketStart(mark.date, bucket);
    lateByBucket.set(key, [...(lateByBucket.get(key) ?? []), mark.order]);
  }
  const numbers = [
    'Starting Balance',
    'Sales Demand',
    'Forecast Demand',
    'Dependent Demand',
    'Scheduled Receipts',
    'Planned Receipts',
    'Projected Balance',
    'Safety Stock',
  ];
  // A daily plan is hundreds of rows: only those in view (and a margin) are in the DOM, between two spacers of the
  // height of the rows left out. Rows have a fixed height for that.
  const [scrollTop, setScrollTop] = useState(0);
  const windowed = rows.length > WINDOW_FROM;
  const first = windowed ? Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - MARGIN_ROWS) : 0;
  const last = windowed
    ? Math.min(rows.length, first + Math.ceil(TABLE_HEIGHT / ROW_HEIGHT) + 2 * MARGIN_ROWS)
    : rows.length;
  const spacer = (count: number, key: string) =>
    count > 0 ? (
      <tr key={key}>
        <td colSpan={numbers.length + 2} style={{ height: count * ROW_HEIGHT, padding: 0, border: 0 }} />
      </tr>
    ) : null;
  return (
    <section
      aria-label={`Plan by ${bucket.toLowerCase()}, scrollable`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolled region takes focus to scroll by keyboard (axe scrollable-region-focusable)
      tabIndex={0}
      style={{ maxHeight: TABLE_HEIGHT, overflow: 'auto' }}
      onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)}
      data-testid="bucket-table"
    >
      <Table
        stickyHeader
        withTableBorder
        aria-label={`Plan by ${bucket.toLowerCase()}`}
        aria-rowcount={rows.length + 1}
        data-rows={rows.length}
      >
        <Table.Thead>
          <Table.Tr aria-rowindex={1}>
            <Table.Th>Bucket start</Table.Th>
            {numbers.map((n) => (
              <Table.Th key={n} style={{ textAlign: 'right' }}>
                {n}
              </Table.Th>
            ))}
            <Table.Th style={{ minWidth: 160 }}>Late planned orders</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {spacer(first, 'before')}
          {rows.slice(first, last).map((row, offset) => {
            const index = first + offset;
            const start = String(row['Bucket Start']);
            const lateOrders = lateByBucket.get(start);
            const below = Number(row['Projected Balance']) < Number(row['Safety Stock']);
            return (
              // Plain cells: each Mantine cell would cost a component.
              <tr
                key={start}
                data-testid="bucket-row"
                data-late={lateOrders ? 'true' : undefined}
                aria-rowindex={index + 2}
                style={{
                  height: ROW_HEIGHT,
                  background: index % 2 === 0 ? 'var(--mantine-color-gray-0)' : undefined,
                }}
              >
                <td style={CELL}>{formatDate(start)}</td>
                {numbers.map((n) => (
                  <td
                    key={n}
                    style={{
                      ...CELL,
                      textAlign: 'right',
                      color: n === 'Projected Balance' && below ? 'var(--mantine-color-red-9)' : undefined,
                    }}
                  >
                    {fmt(row[n])}
                  </td>
                ))}
                <td style={CELL}>
                  {lateOrders?.map((order) => (
                    <Badge key={order} color="red" variant="light" c="red.9" mr={4} tt="none">
                      Late {order}
                    </Badge>
                  ))}
                </td>
              </tr>
            );
          })}
          {spacer(rows.length - last, 'after')}
        </Table.Tbody>
      </Table>
    </section>
  );
}

function ExceptionsTable({ sku }: { sku: ChartSku }) {
  if (sku.exceptions.length === 0) return <Text size="sm">No exceptions for this SKU.</Text>;
  return (
    <Table withTableBorder striped aria-label="Exceptions of this SKU">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Type</Table.Th>
          <Table.Th>Date</Table.Th>
          <Table.Th style={{ textAlign: 'right' }}>Quantity</Table.Th>
          <Table.Th>Order</Table.Th>
          <Table.Th>Message</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {sku.exceptions.map((x) => (
          <Table.Tr key={`${x['Exception Type']}-${x['Exception Date']}-${x['Order Number'] ?? ''}`}>
            <Table.Td>{x['Exception Type']}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(x['Exception Date'])}</Table.Td>
            <Table.Td style={{ textAlign: 'right' }}>{fmt(x['Exception Quantity'])}</Table.Td>
            <Table.Td>{x['Order Number'] ? <OrderLink number={x['Order Number']} /> : ''}</Table.Td>
            <Table.Td>
              <Text size="xs">{x.Message}</Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

const DEMAND_ORDER_TYPE = {
  'Sales Order': 'Sales',
  Forecast: 'Forecast',
  Dependent: 'Manufacturing',
} as const;

function DemandLink({ peg }: { peg: ChartPegging }) {
  if (!peg['Demand Number']) return <>{peg['Demand Type']}</>;
  const type = peg['Demand Type'] === 'Safety Stock' ? undefined : DEMAND_ORDER_TYPE[peg['Demand Type']];
  return <OrderLink number={peg['Demand Number']} type={type} />;
}

const SHOWN = 100;
/** An order covers one demand at most once: order and demand name the row. */
const pegKey = (p: ChartPegging) =>
  `${p['Order Number']}|${p['Demand Type']}|${p['Demand Number'] ?? ''}|${p['Demand Date'] ?? ''}`;

function PeggingTables({ sku }: { sku: ChartSku }) {
  const [all, setAll] = useState(false);
  if (sku.pegging.length === 0) return <Text size="sm">No planned orders for this SKU.</Text>;
  const bySupply = sku.pegging;
  const byDemand = [...sku.pegging].sort(
    (a, b) =>
      (a['Demand Date'] ?? '').localeCompare(b['Demand Date'] ?? '') ||
      (a['Demand Number'] ?? '').localeCompare(b['Demand Number'] ?? ''),
  );
  const cut = <T,>(rows: T[]) => (all ? rows : rows.slice(0, SHOWN));
  return (
    <Tabs defaultValue="supply" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="supply">Planned order → demands it covers</Tabs.Tab>
        <Tabs.Tab value="demand">Demand → supply that covers it</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="supply" pt="xs">
        <Table withTableBorder striped aria-label="Planned orders and the demands they cover">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Planned order</Table.Th>
              <Table.Th>Receipt</Table.Th>
              <Table.Th>Demand</Table.Th>
              <Table.Th>Demand type</Table.Th>
              <Table.Th>Demand date</Table.Th>
              <Table.Th style={{ textAlign: 'right' }}>Pegged quantity</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {cut(bySupply).map((p) => (
              <Table.Tr key={pegKey(p)} data-testid="peg-supply-row">
                <Table.Td>
                  <OrderLink number={p['Order Number']} type={p['Order Type']} />
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(p['Receipt Date'])}</Table.Td>
                <Table.Td>
                  <DemandLink peg={p} />
                </Table.Td>
                <Table.Td>{p['Demand Type']}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(p['Demand Date'])}</Table.Td>
                <Table.Td style={{ textAlign: 'right' }}>{fmt(p['Pegged Quantity'])}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Tabs.Panel>
      <Tabs.Panel value="demand" pt="xs">
        <Table withTableBorder striped aria-label="Demands and the supply that covers them">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Demand</Table.Th>
              <Table.Th>Demand type</Table.Th>
              <Table.Th>Demand date</Table.Th>
              <Table.Th>Covered by</Table.Th>
              <Table.Th>Receipt</Table.Th>
              <Table.Th style={{ textAlign: 'right' }}>Quantity</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {cut(byDemand).map((p) => (
              <Table.Tr key={pegKey(p)} data-testid="peg-demand-row">
                <Table.Td>
                  <DemandLink peg={p} />
                </Table.Td>
                <Table.Td>{p['Demand Type']}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(p['Demand Date'])}</Table.Td>
                <Table.Td>
                  <OrderLink number={p['Order Number']} type={p['Order Type']} />
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(p['Receipt Date'])}</Table.Td>
                <Table.Td style={{ textAlign: 'right' }}>{fmt(p['Pegged Quantity'])}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Tabs.Panel>
      {!all && sku.pegging.length > SHOWN && (
        <Button variant="subtle" size="xs" onClick={() => setAll(true)}>
          Show all {sku.pegging.length} pegging rows
        </Button>
      )}
    </Tabs>
  );
}

interface BomRecord {
  details: {
    id: number;
    'Component Item Number': string;
    'Component Description': string | null;
    'Component Quantity': number;
    'Component Unit': string | null;
  }[];
}

/**
 * A component's own state in the last run: a stockout or missing source (planned receipts do not cover it), late
 * planned supply, a shortage the planned orders cover, or covered by stock and firm supply.
 */
function ShortageState({ row, exceptions }: { row: ListRow | undefined; exceptions: ListRow[] }) {
  const badge = (color: string, text: string) => (
    <Badge color={color} variant="light" c={`${color === 'gray' ? 'dark' : color}.9`} tt="none">
      {text}
    </Badge>
  );
  if (!row) return badge('gray', 'Not planned');
  const worst = (type: string) => exceptions.find((x) => x['Exception Type'] === type);
  const stockout = worst('Stockout');
  if (stockout) return badge('red', `Stockout from ${formatDate(stockout['Exception Date'])}`);
  const none = worst('No Source');
  if (none) return badge('red', `No source, short from ${formatDate(none['Exception Date'])}`);
  const late = exceptions.filter((x) => x['Exception Type'] === 'Late').length;
  if (late > 0) return badge('orange', `${late} late planned order${late === 1 ? '' : 's'}`);
  if (row['First Shortage Date'])
    return badge('yellow', `Short from ${formatDate(row['First Shortage Date'])} without planned orders`);
  return badge('green', 'Covered');
}

/** One level of the BOM: its components with their own shortage state in the warehouse, and their BOMs below. */
function BomLevel({
  bomId,
  warehouse,
  bomOf,
  path,
}: {
  bomId: number;
  warehouse: string;
  bomOf: Map<string, number>;
  path: string[];
}) {
  const bom = useQuery({
    queryKey: ['planning', 'bom', bomId],
    queryFn: ({ signal }) => api.get<BomRecord>(`/api/bill-of-materials/${bomId}`, undefined, signal),
    staleTime: 60_000,
  });
  const components = bom.data?.details ?? [];
  const analysis = useQuery({
    ...viewQuery('inventory_analysis', {
      filters: {
        'Item Number': components.map((c) => c['Component Item Number']),
        'Warehouse Number': [warehouse],
      },
      page_size: 1000,
    }),
    enabled: components.length > 0,
  });
  const exceptions = useQuery({
    ...viewQuery('planning_exceptions', {
      filters: {
        'Item Number': components.map((c) => c['Component Item Number']),
        'Warehouse Number': [warehouse],
        'Exception Type': ['Stockout', 'No Source', 'Late'],
      },
      page_size: 1000,
    }),
    enabled: components.length > 0,
  });
  if (bom.error) return <ApiErrorAlert error={bom.error} />;
  if (!bom.data) return <Loader size="xs" aria-label="Loading components" />;
  const exceptionsOf = (item: string) =>
    (exceptions.data?.data.rows ?? []).filter(
      (x) => x['Item Number'] === item && x['Sub Item Number'] === null,
    );
  const stateOf = new Map(
    (analysis.data?.data.rows ?? [])
      .filter((r) => r['Sub Item Number'] === null)
      .map((r) => [String(r['Item Number']), r]),
  );
  return (
    <ul style={{ listStyle: 'none', paddingLeft: path.length > 1 ? 20 : 0, margin: 0 }}>
      {components.map((c) => {
        const number = c['Component Item Number'];
        const child = bomOf.get(number);
        return (
          <li key={c.id} data-testid="bom-component" style={{ padding: '4px 0' }}>
            <Group gap="xs">
              <ItemLink item={number} warehouse={warehouse} />
              <Text size="sm" c="gray.7">
                {c['Component Description'] ?? ''} × {fmt(c['Component Quantity'])}{' '}
                {c['Component Unit'] ?? ''}
              </Text>
              {analysis.data && exceptions.data && (
                <ShortageState row={stateOf.get(number)} exceptions={exceptionsOf(number)} />
              )}
            </Group>
            {child !== undefined && !path.includes(number) && path.length < 8 && (
              <BomLevel bomId={child} warehouse={warehouse} bomOf={bomOf} path={[...path, number]} />
            )}
          </li>
        );
      })}
    </ul>
  );
}

function BomTree({ item, warehouse }: { item: string; warehouse: string }) {
  const boms = useQuery(
    viewQuery('bill_of_materials', { filters: { 'BOM Status': ['Active'] }, page_size: 1000 }),
  );
  const bomOf = useMemo(
    () => new Map((boms.data?.data.rows ?? []).map((r) => [String(r['Item Number']), Number(r.id)])),
    [boms.data],
  );
  if (boms.error) return <ApiErrorAlert error={boms.error} />;
  if (!boms.data) return <Loader size="xs" aria-label="Loading the bill of materials" />;
  const root = bomOf.get(item);
  if (root === undefined) return <Text size="sm">No active bill of materials.</Text>;
  return <BomLevel bomId={root} warehouse={warehouse} bomOf={bomOf} path={[item]} />;
}

/**
 * Reports how long the chart and table took to draw after the last of their data arrived (User Timing measure,
 * read by the browser test): measured after the next frame, so layout and paint are included.
 */
function useRenderMeasure(ready: boolean, key: string) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new SKU or bucket is a new render to measure
  useEffect(() => {
    if (!ready) return;
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const measure = () => {
      const marks = [CHART_DATA_MARK, TABLE_DATA_MARK].map(
        (name) => performance.getEntriesByName(name).at(-1)?.startTime ?? 0,
      );
      performance.measure(CHART_RENDER_MEASURE, { start: Math.max(...marks), end: performance.now() });
    };
    // Done when the chart has drawn its balance line: then after the frame that paints it.
    const check = () => {
      if (document.querySelector('[data-testid="plan-chart"] .recharts-line-curve'))
        timer = setTimeout(measure, 0);
      else frame = requestAnimationFrame(check);
    };
    frame = requestAnimationFrame(check);
    return () => {
      cancelAnimationFrame(frame);
      if (timer) clearTimeout(timer);
    };
  }, [ready, key]);
}

/** Item planning: per SKU, the plan over the horizon as a chart and a bucket table, its exceptions, pegging and BOM. */
export function ItemPlanningScreen() {
  const params = useParams({ strict: false }) as { item?: string };
  const item = params.item ?? '';
  const search = useSearch({ strict: false }) as PlanningSearch;
  const navigate = useNavigate();
  const bucket: Bucket = search.bucket ?? 'Week';
  const found = useQuery(itemByNumberQuery(item));
  const chart = useQuery({ ...itemChartQuery(found.data?.id ?? 0), enabled: !!found.data });
  const run = useQuery(lastRunQuery);
  const skus = chart.data?.skus ?? [];
  const sku =
    skus.find(
      (s) => s['Warehouse Number'] === search.warehouse && (s['Sub Item Number'] ?? undefined) === search.sub,
    ) ??
    skus.find((s) => s['Warehouse Number'] === search.warehouse) ??
    skus[0];
  const table = useBucketRows(item, sku, bucket);
  const planDate = chart.data?.['Plan Date'] ?? null;
  const horizon = run.data?.['Horizon Days'] ?? 365;
  const points = useMemo(
    () => (sku && planDate ? chartPoints(sku, planDate, horizon, bucket) : []),
    [sku, planDate, horizon, bucket],
  );
  const late = useMemo(
    () => (sku ? lateMarks(sku).map((m) => ({ ...m, date: bucketStart(m.date, bucket) })) : []),
    [sku, bucket],
  );
  const lateExact = useMemo(() => (sku ? lateMarks(sku) : []), [sku]);
  useRenderMeasure(points.length > 0 && !!table.data, `${sku ? skuKey(sku) : ''}:${bucket}`);

  const setSearch = (next: Partial<PlanningSearch>) =>
    void navigate({ to: '.', search: { ...search, ...next } as never, replace: true });

  if (found.error || chart.error) return <ApiErrorAlert error={found.error ?? chart.error} />;
  if (found.data === null)
    return (
      <Alert color="red" role="alert" title="Unknown item">
        No item numbered {item}.
      </Alert>
    );
  if (!chart.data) return <Loader aria-label="Loading the plan" />;

  return (
    <Stack gap="md">
      <PageTitle
        actions={
          <ForecastLink item={item} warehouse={sku?.['Warehouse Number']} sub={sku?.['Sub Item Number']} />
        }
      >
        Planning of {item}
        {found.data?.description ? (
          <Text span c="gray.7" fz="lg">
            {' '}
            {found.data.description}
          </Text>
        ) : null}
      </PageTitle>
      {!sku ? (
        <Text>
          {chart.data['Plan Run Id'] === null
            ? 'No planning run yet: run planning from the plan overview.'
            : 'This item was not planned in the last run.'}
        </Text>
      ) : (
        <>
          <Group justify="space-between" align="flex-end">
            {skus.length > 1 ? (
              <SegmentedControl
                aria-label="Warehouse"
                value={skuKey(sku)}
                onChange={(value) => {
                  const [warehouse, sub] = value.split('|');
                  setSearch({ warehouse, sub: sub || undefined });
                }}
                data={skus.map((s) => ({ value: skuKey(s), label: skuLabel(s) }))}
              />
            ) : (
              <Text fw={600}>Warehouse {skuLabel(sku)}</Text>
            )}
            <SegmentedControl
              aria-label="Bucket"
              value={bucket}
              onChange={(value) => setSearch({ bucket: value as Bucket })}
              data={['Day', 'Week', 'Month']}
            />
          </Group>
          <SimpleGrid cols={{ base: 2, sm: 5 }}>
            <Figure label="Source" value={sku.Source} />
            <Figure label="On hand" value={fmt(sku['On Hand'])} />
            <Figure label="Safety stock" value={fmt(sku['Safety Stock'])} />
            <Figure label="Plan date" value={formatDate(planDate)} />
            <Figure label="Exceptions" value={sku.exceptions.length} />
          </SimpleGrid>
          <Card withBorder padding="md">
            <PlanChart
              points={points}
              late={late}
              title={`Projected balance of ${item} in ${skuLabel(sku)} by ${bucket.toLowerCase()}, from ${formatDate(planDate)} to ${formatDate(addDays(planDate ?? '', horizon - 1))}`}
            />
          </Card>
          <Card withBorder padding="md">
            <Title order={2} size="h4" mb="xs">
              Plan by {bucket.toLowerCase()}
            </Title>
            {table.error ? (
              <ApiErrorAlert error={table.error} />
            ) : table.data ? (
              <BucketTable rows={table.data} late={lateExact} bucket={bucket} />
            ) : (
              <Loader size="sm" aria-label="Loading the buckets" />
            )}
          </Card>
          <Card withBorder padding="md">
            <Title order={2} size="h4" mb="xs">
              Exceptions
            </Title>
            <ExceptionsTable sku={sku} />
          </Card>
          <Card withBorder padding="md">
            <Title order={2} size="h4" mb="xs">
              Pegging
            </Title>
            <PeggingTables sku={sku} />
          </Card>
          {sku.Source === 'Make' && (
            <Card withBorder padding="md">
              <Title order={2} size="h4" mb="xs">
                Bill of materials in {sku['Warehouse Number']}
              </Title>
              <BomTree item={item} warehouse={sku['Warehouse Number']} />
            </Card>
          )}
        </>
      )}
    </Stack>
  );
}
