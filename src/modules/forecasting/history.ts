import { sql } from 'kysely';
import { dialectOf, type Executor, type Store } from '../../core/db/index.js';
import { NON_CONSUMING_SALES_STATUS } from '../planning/engine/index.js';

/** One SKU's sales history over the run's window (planning.md part 6, History). */
export interface SkuHistory {
  itemId: number;
  subItemId: number | null;
  warehouseId: number;
  /** Month index (year × 12 + month − 1) of the first month with a sale. */
  first: number;
  /** Quantity per month from `first` to the month before As Of (a month without sales: 0). */
  quantities: number[];
}

/** Item and warehouse groups per batch of the stream (each a few SKUs' worth of text). */
export const BATCH_GROUPS = 2000;

/**
 * Streams the sales history per SKU of the window of months `from` (inclusive) to `to` (exclusive, month indexes),
 * a batch of `batchGroups` items and warehouses at a time (`more`: the batch was full, so more may follow). One row per item and warehouse, its lines' `sub item:YYYY-MM:quantity` joined into one
 * text (the dialect's `groupText`): on SQLite the grouping walks the lines' (item, warehouse, status) index, so
 * nothing is sorted, and 100,000 rows are handed to JavaScript instead of 3,000,000 (grouped per month and sorted,
 * that hand-over and its sort were most of the read's CPU, and holding every row most of the run's memory). The
 * stream reads a reader connection of the store's (one snapshot; the writer stays free) and holds it until it ends.
 */
/** An item's id range, both ends included (a batch of the run's items read by a worker thread). */
export interface ItemRange {
  first: number;
  last: number;
}

/**
 * The history query: one row per item and warehouse, its lines' `sub item:YYYY-MM:quantity` joined into one
 * text (the dialect's `groupText`): on SQLite the grouping walks the lines' (item, warehouse, status) index, so
 * nothing is sorted, and 100,000 rows are handed to JavaScript instead of 3,000,000 (grouped per month and sorted,
 * that hand-over and its sort were most of the read's CPU, and holding every row most of the run's memory).
 */
export function historyQuery(
  db: Executor,
  from: number,
  to: number,
  itemIds: number[] | null,
  warehouseIds: number[] | null,
  range: ItemRange | null = null,
) {
  const demandDate = sql<string>`coalesce(l.ship_date, l.order_date)`;
  // The month as its `YYYY-MM` text: cheaper per line in SQL than its index, which JavaScript computes.
  const entry = sql`coalesce(cast(l.sub_item_id as text), '') || ':' || substr(${demandDate}, 1, 7) || ':' || cast(l.quantity as text)`;
  let query = db
    .selectFrom('sales_order_lines as l')
    .select(['l.item_id', 'l.warehouse_id', dialectOf(db).groupText(entry).as('entries')])
    .where('l.status', '<>', NON_CONSUMING_SALES_STATUS)
    .where(demandDate, '>=', `${monthDate(from)}`)
    .where(demandDate, '<', `${monthDate(to)}`)
    .groupBy(['l.item_id', 'l.warehouse_id']);
  if (range !== null)
    query = query.where('l.item_id', '>=', range.first).where('l.item_id', '<=', range.last);
  if (itemIds !== null) query = query.where('l.item_id', 'in', itemIds);
  if (warehouseIds !== null) query = query.where('l.warehouse_id', 'in', warehouseIds);
  return query.compile();
}

/** The SKUs of the history query's rows (in their order). */
export function skusOfRows(rows: readonly unknown[][], from: number, to: number): SkuHistory[] {
  const skus: SkuHistory[] = [];
  for (const row of rows) skusOf(row as [number, number, string], from, to, skus);
  return skus;
}

/**
 * Streams the sales history per SKU of the window of months `from` (inclusive) to `to` (exclusive, month indexes),
 * a batch of `batchGroups` items and warehouses at a time (`more`: the batch was full, so more may follow). The stream reads a reader connection
 * of the store's (one snapshot; the writer stays free) and holds it until it ends.
 */
export async function* streamHistory(
  store: Store,
  { from, to }: { from: number; to: number },
  itemIds: number[] | null,
  warehouseIds: number[] | null,
  batchGroups = BATCH_GROUPS,
): AsyncGenerator<{ skus: SkuHistory[]; more: boolean }> {
  const lease = store.leaseReader();
  try {
    const query = historyQuery(lease.db, from, to, itemIds, warehouseIds);
    for await (const rows of lease.arrays(query, batchGroups)) {
      // A full batch is likely followed by another (the engine then starts its worker threads).
      yield { skus: skusOfRows(rows, from, to), more: rows.length === batchGroups };
    }
  } finally {
    lease.release();
  }
}

const monthDate = (index: number) =>
  `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}-01`;

/** The SKUs of one item and warehouse from its `sub:YYYY-MM:quantity` entries, appended to `out`. */
function skusOf(
  [itemId, warehouseId, entries]: [number, number, string],
  from: number,
  to: number,
  out: SkuHistory[],
) {
  const length = to - from;
  // Almost always one SKU (no sub item); a map only when sub items appear.
  let plain: number[] | undefined;
  let subs: Map<number, number[]> | undefined;
  let start = 0;
  while (start < entries.length) {
    let end = entries.indexOf(',', start);
    if (end < 0) end = entries.length;
    const a = entries.indexOf(':', start);
    const b = entries.indexOf(':', a + 1);
    // `YYYY-MM` at a + 1.
    const m = Number(entries.slice(a + 1, a + 5)) * 12 + Number(entries.slice(a + 6, b)) - 1 - from;
    const quantity = Number(entries.slice(b + 1, end));
    let series: number[];
    if (a === start) series = plain ??= new Array<number>(length).fill(0);
    else {
      const sub = Number(entries.slice(start, a));
      subs ??= new Map();
      series = subs.get(sub) ?? new Array<number>(length).fill(0);
      subs.set(sub, series);
    }
    series[m] = series[m]! + quantity;
    start = end + 1;
  }
  const add = (subItemId: number | null, series: number[]) => {
    // A month whose lines sum to 0 is no month with a sale; SKUs without one get no forecast.
    const first = series.findIndex((q) => q !== 0);
    if (first >= 0)
      out.push({ itemId, subItemId, warehouseId, first: from + first, quantities: series.slice(first) });
  };
  if (plain !== undefined) add(null, plain);
  if (subs !== undefined) for (const [sub, series] of [...subs].sort((x, y) => x[0] - y[0])) add(sub, series);
}
