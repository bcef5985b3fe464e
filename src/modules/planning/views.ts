import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { view as viewPrivilege } from '../../core/auth/privileges.js';
import { dialectOf, type Executor } from '../../core/db/index.js';
import { badRequest } from '../../core/errors.js';
import {
  bool,
  type ColumnSpecs,
  columnsOf,
  date,
  datetime,
  NOT_NULL,
  num,
  tableView,
  text,
} from '../../core/list/compact.js';
import { registerView } from '../../core/list/registry.js';
import { defineView } from '../../core/list/view.js';
import { BUCKET_KINDS, type BucketKind, DEFAULT_BUCKET } from './buckets.js';

/** Planning runs, newest first (GET /api/planning/runs). */
export const planRunsView = tableView({
  name: 'planning_runs',
  table: 'plan_runs as r',
  columns: {
    'Plan Run Id': num('id'),
    Kind: 'kind',
    'SKUs Replanned': num('skus_replanned'),
    'Plan Date': date('plan_date'),
    'Horizon Days': num('horizon_days'),
    'SKUs Planned': num('skus_planned'),
    'Planned Purchase Lines': num('planned_purchase_lines'),
    'Planned Manufacturing Lines': num('planned_manufacturing_lines'),
    'Planned Transfer Lines': num('planned_transfer_lines'),
    Exceptions: num('exceptions'),
    'Duration Ms': num('duration_ms'),
    'Load Ms': num('load_ms'),
    'Compute Ms': num('compute_ms'),
    'Write Ms': num('write_ms'),
    notification_type: 'notification_type',
    'Started By': 'started_by',
    'Started At': datetime('started_at'),
    'Finished At': datetime('finished_at'),
  },
  defaultSort: { key: 'Plan Run Id', type: 'Descending' },
});

// Columns NOT NULL in their table say so: their sorts then carry no nulls-last clause, which the default-sort
// indexes (migration 0021) match.
// The SKU's item, sub item and warehouse over plan_skus `s`, with the item's description (items `i`) if asked.
const skuColumns = (withDescription = false): ColumnSpecs => ({
  'Item Number': text('s.item_number', NOT_NULL),
  ...(withDescription ? { 'Item Description': 'i.description' } : {}),
  'Sub Item Number': 's.sub_item_number',
  'Warehouse Number': text('s.warehouse_number', NOT_NULL),
});

/** A quantity computed from stored running totals, rounded back to the 6 decimals quantities have. */
const six = (expression: RawBuilder<unknown>) => sql`round(cast(${expression} as numeric), 6)`;

/** `column` of the SKU's last daily row before (`<`) or up to (`<=`) `day` (null when none): one index probe. */
const lastDay = (column: string, comparison: '<' | '<=', day: 'b.first_day' | 'b.last_day') =>
  sql`(select ${sql.ref(`d.${column}`)} from plan_days d where d.sku_id = s.id and d.day ${sql.raw(comparison)} ${sql.ref(day)}
    order by d.day desc limit 1)`;
/** The bucket's part of a running total: at its last day minus before its first day. */
const inBucket = (column: string) =>
  six(
    sql`coalesce(${lastDay(column, '<=', 'b.last_day')}, 0) - coalesce(${lastDay(column, '<', 'b.first_day')}, 0)`,
  );

/** The balance at the bucket's end without planned receipts (the running total of planned receipts taken off). */
const firmBalance = six(
  sql`coalesce(${lastDay('balance', '<=', 'b.last_day')} - ${lastDay('cum_planned', '<=', 'b.last_day')}, s.on_hand)`,
);

export interface BucketScope {
  bucket: BucketKind;
}

/**
 * One row per SKU and bucket of the last run. The daily rows (plan_days) hold the balance after each day with
 * something happening and running totals from the plan date, so a bucket is the difference of two of them: the
 * last row on or before its last day and the last row before its first day (before the first row the balance is
 * the on-hand quantity). The figures are scalar lookups, so counting rows never evaluates them and a page
 * evaluates them for its own rows only; the default sort is served by plan_skus' sort index (0012).
 */
export const inventoryPlanningView = defineView<BucketScope>({
  name: 'inventory_planning',
  from: (db, scope) =>
    db
      .selectFrom('plan_skus as s')
      .innerJoin('plan_buckets as b', (join) => join.on('b.kind', '=', scope.bucket)),
  // Unique per SKU and bucket (a horizon has at most 1,095 buckets); ties sort by SKU, then bucket, so the first
  // page walks each SKU's buckets in order (plan_buckets_seq) instead of sorting a Day page's 1,825 rows per item.
  id: sql`cast(s.id as bigint) * 10000 + b.seq`,
  idOrder: [sql`s.id`, sql`b.seq`],
  columns: columnsOf('s', {
    ...skuColumns(),
    'Bucket Start': date('b.bucket_start'),
    'Starting Balance': num(sql`coalesce(${lastDay('balance', '<', 'b.first_day')}, s.on_hand)`),
    'Sales Demand': num(inBucket('cum_sales')),
    'Forecast Demand': num(inBucket('cum_forecast')),
    'Dependent Demand': num(inBucket('cum_dependent')),
    'Transfer Demand': num(inBucket('cum_transfer')),
    'Scheduled Receipts': num(inBucket('cum_scheduled')),
    'Planned Receipts': num(inBucket('cum_planned')),
    'Projected Balance': num(sql`coalesce(${lastDay('balance', '<=', 'b.last_day')}, s.on_hand)`),
    'Safety Stock': num('safety_stock'),
    // Contract part 7 additions: where the bucket ends without the plan's suggestions (on hand, firm supply and
    // demand only), and whether that is below safety stock: the buckets a planner has to act on.
    'Projected Balance Without Planned': num(firmBalance),
    'Below Safety Stock': bool(sql`case when ${firmBalance} < s.safety_stock then 1 else 0 end`),
  }),
  defaultSort: { key: 'Item Number', type: 'Ascending' },
  // Every SKU has every bucket of the kind: the row count is a product, not a walk of every row.
  total: async (db, scope) => {
    const buckets = await db
      .selectFrom('plan_buckets')
      .select(sql<number | string>`count(*)`.as('total'))
      .where('kind', '=', scope.bucket)
      .executeTakeFirstOrThrow();
    return (await rowCount(db, 'plan_skus')) * Number(buckets.total);
  },
});

type CountedTable = 'plan_skus' | 'plan_exceptions' | 'plan_pegging' | 'forecast_months';

/**
 * The row count of a table: counted where that is cheap (SQLite counts an index); where counting visits every row
 * (PostgreSQL), the count statement triggers keep in plan_row_counts (migration 0018) is read instead.
 */
async function rowCount(db: Executor, table: CountedTable, where?: RawBuilder<SqlBool>): Promise<number> {
  if (!dialectOf(db).exactCountIsCheap && table !== 'forecast_months' && !where) {
    const row = await db
      .selectFrom('plan_row_counts')
      .select('count')
      .where('table_name', '=', table)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }
  const row = await db
    .selectFrom(table)
    .select(sql<number | string>`count(*)`.as('total'))
    .$if(where !== undefined, (q) => q.where(where!))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Takes the `Bucket` filter (["Day"], ["Week"] or ["Month"]; default Week) out of the view's filters. */
export function bucketScopeFromFilters(filters: Record<string, unknown>) {
  const { Bucket: raw, ...rest } = filters;
  const value = Array.isArray(raw) && raw.length <= 1 ? raw[0] : raw;
  if (value === undefined || value === null) return { scope: { bucket: DEFAULT_BUCKET }, filters: rest };
  if (typeof value !== 'string' || !(BUCKET_KINDS as readonly string[]).includes(value))
    throw badRequest('List.InvalidFilter', 'Bucket must be one of ["Day"], ["Week"] or ["Month"]');
  return { scope: { bucket: value as BucketKind }, filters: rest };
}

/** One row per SKU of the last run. */
export const inventoryAnalysisView = tableView({
  name: 'inventory_analysis',
  table: 'plan_skus as s',
  refs: {
    'items as i': 's.item_id',
  },
  columns: {
    ...skuColumns(true),
    Source: 'source',
    'On Hand': num('on_hand'),
    'Safety Stock': num('safety_stock'),
    'Open Supply': num('open_supply'),
    'Open Demand': num('open_demand'),
    'Days Of Supply': num('days_of_supply'),
    'First Shortage Date': date('first_shortage_date'),
    'Excess Quantity': num('excess_quantity'),
    'Exception Count': num('exception_count'),
  },
  defaultSort: { key: 'Item Number', type: 'Ascending' },
});

/** The last run's exceptions. */
export const planningExceptionsView = tableView({
  name: 'planning_exceptions',
  table: 'plan_exceptions as x',
  refs: {
    'plan_skus as s': 'x.sku_id',
  },
  columns: {
    ...skuColumns(),
    'Exception Type': 'exception_type',
    'Exception Date': date('exception_date', NOT_NULL),
    'Exception Quantity': num('quantity'),
    'Order Number': 'order_number',
    Message: 'message',
  },
  defaultSort: { key: 'Exception Date', type: 'Ascending' },
  // The run writes each exception with its SKU, so every exception is one row.
  total: (db) => rowCount(db, 'plan_exceptions'),
});

/**
 * The planned order covering a SKU's first shortage: the last one received on or before that day (planned receipts
 * come on the day the balance falls below safety stock, never after the shortage; a lot-size surplus of an earlier
 * one may cover it). Ties by id, the run's order.
 */
const coveringOrder = sql`(select c.id from plan_orders c where c.sku_id = s.id
  and c.receipt_date <= s.first_shortage_date order by c.receipt_date desc, c.id desc limit 1)`;
const hasException = (type: string) =>
  sql`exists (select 1 from plan_exceptions e where e.sku_id = s.id and e.exception_type = ${type})`;

/**
 * Shortages of the last run (issue 28, part 5): one row per SKU whose balance without planned receipts falls below
 * 0 inside the horizon (its First Shortage Date), the shortage on that day, the planned receipts by then, the
 * suggested order covering it and its supplier, and the exception that needs a planner: `Stockout` (even the plan stays short), `No Source`
 * (nothing can be planned), `Late` (the covering suggestion should have been released before the plan date), or
 * none (the suggestion covers it in time).
 */
export const planningShortagesView = defineView({
  name: 'planning_shortages',
  from: (db) =>
    db
      .selectFrom('plan_skus as s')
      .innerJoin('items as i', 'i.id', 's.item_id')
      .leftJoin('plan_orders as o', (join) => join.on(sql<SqlBool>`o.id = ${coveringOrder}`))
      .leftJoin('suppliers as sup', 'sup.id', 'o.supplier_id')
      .where('s.first_shortage_date', 'is not', null),
  id: sql`s.id`,
  columns: columnsOf('s', {
    ...skuColumns(true),
    Source: 'source',
    'First Shortage Date': date('first_shortage_date', NOT_NULL),
    'Shortage Quantity': num(
      six(sql`(select d.cum_planned - d.balance from plan_days d
        where d.sku_id = s.id and d.day = s.first_shortage_date)`),
    ),
    'Exception Type': sql`case when ${hasException('Stockout')} then 'Stockout'
        when ${hasException('No Source')} then 'No Source' when o.late <> 0 then 'Late' end`,
    // Several planned orders may arrive by then (allocation splits, earlier lots): all of them together.
    'Planned Receipts By Then': num(
      six(sql`coalesce((select sum(c.quantity) from plan_orders c where c.sku_id = s.id
        and c.receipt_date <= s.first_shortage_date), 0)`),
    ),
    'Order Number': 'o.order_number',
    'Order Type': 'o.order_type',
    'Order Quantity': num('o.quantity'),
    'Release Date': date('o.release_date'),
    'Receipt Date': date('o.receipt_date'),
    'Supplier Number': 'sup.number',
    'Supplier Name': 'sup.name',
  }),
  defaultSort: { key: 'First Shortage Date', type: 'Ascending' },
});

/** The last run's planned order lines and the demands each covers. */
export const planningPeggingView = defineView({
  name: 'planning_pegging',
  // Orders first (SQLite's CROSS JOIN keeps that order; PostgreSQL plans it as an inner join): the default sort
  // walks plan_orders_default_sort and each order's pegging rows by plan_pegging_order, so a first page reads
  // its own rows instead of sorting every pegging row first.
  from: (db) =>
    db
      .selectFrom('plan_orders as o')
      .crossJoin('plan_pegging as p')
      .innerJoin('plan_skus as s', 's.id', 'p.sku_id')
      .where(sql<SqlBool>`p.order_id = o.id`),
  id: sql`p.id`,
  columns: columnsOf('p', {
    'Order Number': text('o.order_number', NOT_NULL),
    'Order Type': 'o.order_type',
    ...skuColumns(),
    'Receipt Date': date('o.receipt_date'),
    'Pegged Quantity': num('quantity'),
    'Demand Type': 'demand_type',
    'Demand Number': 'demand_number',
    'Demand Date': date('demand_date'),
  }),
  defaultSort: { key: 'Order Number', type: 'Ascending' },
  // The run writes each pegging row with its planned order and SKU, so every pegging row is one row.
  total: (db) => rowCount(db, 'plan_pegging'),
});

const forecastColumns: ColumnSpecs = {
  'Item Number': text('i.number', NOT_NULL),
  'Warehouse Number': text('w.number', NOT_NULL),
  Month: text('g.month', NOT_NULL),
  'Forecast Quantity': num(six(sql`g.forecast`)),
};

/** The months of `forecast_months` with their item (`i`) and warehouse (`w`), items first. */
const forecastMonthsOf = (db: Executor) =>
  db
    .selectFrom('items as i')
    .crossJoin('forecast_months as g')
    .innerJoin('warehouses as w', 'w.id', 'g.warehouse_id')
    .where(sql<SqlBool>`g.item_id = i.id`);

/**
 * Forecast per item, warehouse and month with what sales consumed of it (planning.md part 1: per SKU and month,
 * never below zero), from the orders, no run needed. `forecast_months` holds these figures per month, kept in the
 * transaction of every order write (migration 0018), so a page reads its own rows: the default sort walks
 * items_number_sort and each item's months by forecast_months_item_row (items first: SQLite's CROSS JOIN keeps
 * that order, PostgreSQL plans it as an inner join). Every month has its item and warehouse (lines reference them), so the
 * row count is the table's.
 */
export const forecastOverTimeView = defineView({
  name: 'forecast_over_time',
  from: (db) =>
    forecastMonthsOf(db)
      // `<> 0` rather than `= 1`: a table without statistics yet (autovacuum off, or just filled) makes
      // PostgreSQL take `= 1` for a rare value and sort a hash join of every row instead of walking the index.
      .where('g.has_forecast', '<>', 0),
  id: sql`g.row_id`,
  columns: columnsOf('g', {
    ...forecastColumns,
    'Consumed Quantity': num(six(sql`g.consumed`)),
    'Net Forecast': num(six(sql`g.forecast - g.consumed`)),
  }),
  defaultSort: { key: 'Item Number', type: 'Ascending' },
  total: (db) => rowCount(db, 'forecast_months', sql<SqlBool>`has_forecast <> 0`),
});

/** Forecast against sales per item, warehouse and month, every month that has either (`forecast_months`). */
export const forecastVsSalesView = defineView({
  name: 'forecast_vs_sales',
  from: forecastMonthsOf,
  id: sql`g.row_id`,
  columns: columnsOf('g', {
    ...forecastColumns,
    'Sales Quantity': num(six(sql`g.sales`)),
    'Absolute Error': num(six(sql`abs(g.forecast - g.sales)`)),
    Accuracy: num(
      sql`case when g.sales = 0 then null when abs(g.forecast - g.sales) >= g.sales then 0
        else ${six(sql`1 - abs(g.forecast - g.sales) / g.sales`)} end`,
    ),
  }),
  defaultSort: { key: 'Item Number', type: 'Ascending' },
  total: (db) => rowCount(db, 'forecast_months'),
});

const inventory = viewPrivilege('Inventory');
const demand = viewPrivilege('Demand');
registerView({ view: planRunsView, privilege: inventory });
registerView({ view: inventoryPlanningView, privilege: inventory, scope: bucketScopeFromFilters });
registerView({ view: inventoryAnalysisView, privilege: inventory });
registerView({ view: planningExceptionsView, privilege: inventory });
registerView({ view: planningPeggingView, privilege: inventory });
registerView({ view: planningShortagesView, privilege: inventory });
registerView({ view: forecastOverTimeView, privilege: demand });
registerView({ view: forecastVsSalesView, privilege: demand });
