import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { view as viewPrivilege } from '../../core/auth/privileges.js';
import { dialectOf, type Executor } from '../../core/db/index.js';
import { badRequest } from '../../core/errors.js';
import { registerView } from '../../core/list/registry.js';
import { type ColumnDef, defineView } from '../../core/list/view.js';
import { BUCKET_KINDS, type BucketKind, DEFAULT_BUCKET } from './buckets.js';

/** Planning runs, newest first (GET /api/planning/runs). */
export const planRunsView = defineView({
  name: 'planning_runs',
  from: (db) => db.selectFrom('plan_runs as r'),
  id: sql`r.id`,
  columns: [
    { key: 'Plan Run Id', format: 'number', sql: sql`r.id` },
    { key: 'Kind', format: 'string', sql: sql`r.kind` },
    { key: 'SKUs Replanned', format: 'number', sql: sql`r.skus_replanned` },
    { key: 'Plan Date', format: 'date', sql: sql`r.plan_date` },
    { key: 'Horizon Days', format: 'number', sql: sql`r.horizon_days` },
    { key: 'SKUs Planned', format: 'number', sql: sql`r.skus_planned` },
    { key: 'Planned Purchase Lines', format: 'number', sql: sql`r.planned_purchase_lines` },
    { key: 'Planned Manufacturing Lines', format: 'number', sql: sql`r.planned_manufacturing_lines` },
    { key: 'Planned Transfer Lines', format: 'number', sql: sql`r.planned_transfer_lines` },
    { key: 'Exceptions', format: 'number', sql: sql`r.exceptions` },
    { key: 'Duration Ms', format: 'number', sql: sql`r.duration_ms` },
    { key: 'Load Ms', format: 'number', sql: sql`r.load_ms` },
    { key: 'Compute Ms', format: 'number', sql: sql`r.compute_ms` },
    { key: 'Write Ms', format: 'number', sql: sql`r.write_ms` },
    { key: 'notification_type', format: 'string', sql: sql`r.notification_type` },
    { key: 'Started By', format: 'string', sql: sql`r.started_by` },
    { key: 'Started At', format: 'datetime', sql: sql`r.started_at` },
    { key: 'Finished At', format: 'datetime', sql: sql`r.finished_at` },
  ],
  defaultSort: { key: 'Plan Run Id', type: 'Descending' },
});

// Columns NOT NULL in their table say so: their sorts then carry no nulls-last clause, which the default-sort
// indexes (migration 0021) match.
const skuColumns: ColumnDef[] = [
  { key: 'Item Number', format: 'string', sql: sql`s.item_number`, notNull: true },
  { key: 'Sub Item Number', format: 'string', sql: sql`s.sub_item_number` },
  { key: 'Warehouse Number', format: 'string', sql: sql`s.warehouse_number`, notNull: true },
];

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
  columns: [
    ...skuColumns,
    { key: 'Bucket Start', format: 'date', sql: sql`b.bucket_start` },
    {
      key: 'Starting Balance',
      format: 'number',
      sql: sql`coalesce(${lastDay('balance', '<', 'b.first_day')}, s.on_hand)`,
    },
    { key: 'Sales Demand', format: 'number', sql: inBucket('cum_sales') },
    { key: 'Forecast Demand', format: 'number', sql: inBucket('cum_forecast') },
    { key: 'Dependent Demand', format: 'number', sql: inBucket('cum_dependent') },
    { key: 'Transfer Demand', format: 'number', sql: inBucket('cum_transfer') },
    { key: 'Scheduled Receipts', format: 'number', sql: inBucket('cum_scheduled') },
    { key: 'Planned Receipts', format: 'number', sql: inBucket('cum_planned') },
    {
      key: 'Projected Balance',
      format: 'number',
      sql: sql`coalesce(${lastDay('balance', '<=', 'b.last_day')}, s.on_hand)`,
    },
    { key: 'Safety Stock', format: 'number', sql: sql`s.safety_stock` },
    // Contract part 7 additions: where the bucket ends without the plan's suggestions (on hand, firm supply and
    // demand only), and whether that is below safety stock: the buckets a planner has to act on.
    { key: 'Projected Balance Without Planned', format: 'number', sql: firmBalance },
    {
      key: 'Below Safety Stock',
      format: 'boolean',
      sql: sql`case when ${firmBalance} < s.safety_stock then 1 else 0 end`,
    },
  ],
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
export const inventoryAnalysisView = defineView({
  name: 'inventory_analysis',
  from: (db) => db.selectFrom('plan_skus as s').innerJoin('items as i', 'i.id', 's.item_id'),
  id: sql`s.id`,
  columns: [
    skuColumns[0]!,
    { key: 'Item Description', format: 'string', sql: sql`i.description` },
    ...skuColumns.slice(1),
    { key: 'Source', format: 'string', sql: sql`s.source` },
    { key: 'On Hand', format: 'number', sql: sql`s.on_hand` },
    { key: 'Safety Stock', format: 'number', sql: sql`s.safety_stock` },
    { key: 'Open Supply', format: 'number', sql: sql`s.open_supply` },
    { key: 'Open Demand', format: 'number', sql: sql`s.open_demand` },
    { key: 'Days Of Supply', format: 'number', sql: sql`s.days_of_supply` },
    { key: 'First Shortage Date', format: 'date', sql: sql`s.first_shortage_date` },
    { key: 'Excess Quantity', format: 'number', sql: sql`s.excess_quantity` },
    { key: 'Exception Count', format: 'number', sql: sql`s.exception_count` },
  ],
  defaultSort: { key: 'Item Number', type: 'Ascending' },
});

/** The last run's exceptions. */
export const planningExceptionsView = defineView({
  name: 'planning_exceptions',
  from: (db) => db.selectFrom('plan_exceptions as x').innerJoin('plan_skus as s', 's.id', 'x.sku_id'),
  id: sql`x.id`,
  columns: [
    ...skuColumns,
    { key: 'Exception Type', format: 'string', sql: sql`x.exception_type` },
    { key: 'Exception Date', format: 'date', sql: sql`x.exception_date`, notNull: true },
    { key: 'Exception Quantity', format: 'number', sql: sql`x.quantity` },
    { key: 'Order Number', format: 'string', sql: sql`x.order_number` },
    { key: 'Message', format: 'string', sql: sql`x.message` },
  ],
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
  columns: [
    skuColumns[0]!,
    { key: 'Item Description', format: 'string', sql: sql`i.description` },
    ...skuColumns.slice(1),
    { key: 'Source', format: 'string', sql: sql`s.source` },
    { key: 'First Shortage Date', format: 'date', sql: sql`s.first_shortage_date`, notNull: true },
    {
      key: 'Shortage Quantity',
      format: 'number',
      sql: six(sql`(select d.cum_planned - d.balance from plan_days d
        where d.sku_id = s.id and d.day = s.first_shortage_date)`),
    },
    {
      key: 'Exception Type',
      format: 'string',
      sql: sql`case when ${hasException('Stockout')} then 'Stockout'
        when ${hasException('No Source')} then 'No Source' when o.late <> 0 then 'Late' end`,
    },
    // Several planned orders may arrive by then (allocation splits, earlier lots): all of them together.
    {
      key: 'Planned Receipts By Then',
      format: 'number',
      sql: six(sql`coalesce((select sum(c.quantity) from plan_orders c where c.sku_id = s.id
        and c.receipt_date <= s.first_shortage_date), 0)`),
    },
    { key: 'Order Number', format: 'string', sql: sql`o.order_number` },
    { key: 'Order Type', format: 'string', sql: sql`o.order_type` },
    { key: 'Order Quantity', format: 'number', sql: sql`o.quantity` },
    { key: 'Release Date', format: 'date', sql: sql`o.release_date` },
    { key: 'Receipt Date', format: 'date', sql: sql`o.receipt_date` },
    { key: 'Supplier Number', format: 'string', sql: sql`sup.number` },
    { key: 'Supplier Name', format: 'string', sql: sql`sup.name` },
  ],
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
  columns: [
    { key: 'Order Number', format: 'string', sql: sql`o.order_number`, notNull: true },
    { key: 'Order Type', format: 'string', sql: sql`o.order_type` },
    ...skuColumns,
    { key: 'Receipt Date', format: 'date', sql: sql`o.receipt_date` },
    { key: 'Pegged Quantity', format: 'number', sql: sql`p.quantity` },
    { key: 'Demand Type', format: 'string', sql: sql`p.demand_type` },
    { key: 'Demand Number', format: 'string', sql: sql`p.demand_number` },
    { key: 'Demand Date', format: 'date', sql: sql`p.demand_date` },
  ],
  defaultSort: { key: 'Order Number', type: 'Ascending' },
  // The run writes each pegging row with its planned order and SKU, so every pegging row is one row.
  total: (db) => rowCount(db, 'plan_pegging'),
});

const forecastColumns: ColumnDef[] = [
  { key: 'Item Number', format: 'string', sql: sql`i.number`, notNull: true },
  { key: 'Warehouse Number', format: 'string', sql: sql`w.number`, notNull: true },
  { key: 'Month', format: 'string', sql: sql`g.month`, notNull: true },
  { key: 'Forecast Quantity', format: 'number', sql: six(sql`g.forecast`) },
];

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
  columns: [
    ...forecastColumns,
    { key: 'Consumed Quantity', format: 'number', sql: six(sql`g.consumed`) },
    { key: 'Net Forecast', format: 'number', sql: six(sql`g.forecast - g.consumed`) },
  ],
  defaultSort: { key: 'Item Number', type: 'Ascending' },
  total: (db) => rowCount(db, 'forecast_months', sql<SqlBool>`has_forecast <> 0`),
});

/** Forecast against sales per item, warehouse and month, every month that has either (`forecast_months`). */
export const forecastVsSalesView = defineView({
  name: 'forecast_vs_sales',
  from: forecastMonthsOf,
  id: sql`g.row_id`,
  columns: [
    ...forecastColumns,
    { key: 'Sales Quantity', format: 'number', sql: six(sql`g.sales`) },
    { key: 'Absolute Error', format: 'number', sql: six(sql`abs(g.forecast - g.sales)`) },
    {
      key: 'Accuracy',
      format: 'number',
      sql: sql`case when g.sales = 0 then null when abs(g.forecast - g.sales) >= g.sales then 0
        else ${six(sql`1 - abs(g.forecast - g.sales) / g.sales`)} end`,
    },
  ],
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
