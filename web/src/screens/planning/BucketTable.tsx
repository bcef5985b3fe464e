/** The item screen's plan table by bucket (windowed when long) and the timing of the screen's render. */
import { Badge, Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { queryOf, rowsAs, typedApi, unwrap } from '../../api/typed';
import type { ListRow } from '../../api/types';
import { formatDate } from '../../grid/format';
import { CHART_DATA_MARK, CHART_RENDER_MEASURE, type ChartSku, viewQuery } from './api';
import { type Bucket, bucketStart, type LateMark } from './plan';
import { fmt } from './shared';

const TABLE_DATA_MARK = 'supplyline:plan-table-data';
/** The inventory_planning rows of one SKU in one bucket kind (one page: at most 1,095 days). */
export function useBucketRows(item: string, sku: ChartSku | undefined, bucket: Bucket) {
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
      const answer = rowsAs(
        await unwrap(
          typedApi.GET('/api/views/{view_name}', {
            params: { path: { view_name: 'inventory_planning' }, query: queryOf({ ...params }) },
            signal,
          }),
        ),
      );
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

export function BucketTable({ rows, late, bucket }: { rows: ListRow[]; late: LateMark[]; bucket: Bucket }) {
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
    'Transfer Demand',
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

/**
 * Reports how long the chart and table took to draw after the last of their data arrived (User Timing measure,
 * read by the browser test): measured after the next frame, so layout and paint are included.
 */
export function useRenderMeasure(ready: boolean, key: string) {
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
