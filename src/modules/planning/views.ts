import { type RawBuilder, sql } from 'kysely';
import { view as viewPrivilege } from '../../core/auth/privileges.js';
import { badRequest } from '../../core/errors.js';
import { registerView } from '../../core/list/registry.js';
import { type ColumnDef, defineView } from '../../core/list/view.js';
import { BUCKET_KINDS, type BucketKind, DEFAULT_BUCKET } from './buckets.js';
import { INACTIVE_FORECAST_LIST_STATUSES, NON_CONSUMING_SALES_STATUS } from './engine/index.js';

/** Planning runs, newest first (GET /api/planning/runs). */
export const planRunsView = defineView({
  name: 'planning_runs',
  from: (db) => db.selectFrom('plan_runs as r'),
  id: sql`r.id`,
  columns: [
    { key: 'Plan Run Id', format: 'number', sql: sql`r.id` },
    { key: 'Plan Date', format: 'date', sql: sql`r.plan_date` },
    { key: 'Horizon Days', format: 'number', sql: sql`r.horizon_days` },
    { key: 'SKUs Planned', format: 'number', sql: sql`r.skus_planned` },
    { key: 'Planned Purchase Lines', format: 'number', sql: sql`r.planned_purchase_lines` },
    { key: 'Planned Manufacturing Lines', format: 'number', sql: sql`r.planned_manufacturing_lines` },
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

const skuColumns: ColumnDef[] = [
  { key: 'Item Number', format: 'string', sql: sql`s.item_number` },
  { key: 'Sub Item Number', format: 'string', sql: sql`s.sub_item_number` },
  { key: 'Warehouse Number', format: 'string', sql: sql`s.warehouse_number` },
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
  // Unique per SKU and bucket (a horizon has at most 1,095 buckets).
  id: sql`cast(s.id as bigint) * 10000 + b.seq`,
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
    { key: 'Scheduled Receipts', format: 'number', sql: inBucket('cum_scheduled') },
    { key: 'Planned Receipts', format: 'number', sql: inBucket('cum_planned') },
    {
      key: 'Projected Balance',
      format: 'number',
      sql: sql`coalesce(${lastDay('balance', '<=', 'b.last_day')}, s.on_hand)`,
    },
    { key: 'Safety Stock', format: 'number', sql: sql`s.safety_stock` },
  ],
  defaultSort: { key: 'Item Number', type: 'Ascending' },
});

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
    { key: 'Exception Date', format: 'date', sql: sql`x.exception_date` },
    { key: 'Exception Quantity', format: 'number', sql: sql`x.quantity` },
    { key: 'Order Number', format: 'string', sql: sql`x.order_number` },
    { key: 'Message', format: 'string', sql: sql`x.message` },
  ],
  defaultSort: { key: 'Exception Date', type: 'Ascending' },
});

/** The last run's planned order lines and the demands each covers. */
export const planningPeggingView = defineView({
  name: 'planning_pegging',
  from: (db) =>
    db
      .selectFrom('plan_pegging as p')
      .innerJoin('plan_orders as o', 'o.id', 'p.order_id')
      .innerJoin('plan_skus as s', 's.id', 'p.sku_id'),
  id: sql`p.id`,
  columns: [
    { key: 'Order Number', format: 'string', sql: sql`o.order_number` },
    { key: 'Order Type', format: 'string', sql: sql`o.order_type` },
    ...skuColumns,
    { key: 'Receipt Date', format: 'date', sql: sql`o.receipt_date` },
    { key: 'Pegged Quantity', format: 'number', sql: sql`p.quantity` },
    { key: 'Demand Type', format: 'string', sql: sql`p.demand_type` },
    { key: 'Demand Number', format: 'string', sql: sql`p.demand_number` },
    { key: 'Demand Date', format: 'date', sql: sql`p.demand_date` },
  ],
  defaultSort: { key: 'Order Number', type: 'Ascending' },
});

const inactiveLists = sql.join(INACTIVE_FORECAST_LIST_STATUSES.map((s) => sql.lit(s)));

/** Forecast of active lists per SKU (sub item 0 when none) and month; lines without a date are left out. */
const forecastBySkuMonth = sql`select fl.item_id, coalesce(fl.sub_item_id, 0) as sub_item, fl.warehouse_id,
  substr(fl.date, 1, 7) as month, sum(fl.quantity) as quantity
  from forecast_lines fl inner join forecasts h on h.id = fl.order_id
  where h.status not in (${inactiveLists}) and fl.date is not null
  group by fl.item_id, coalesce(fl.sub_item_id, 0), fl.warehouse_id, substr(fl.date, 1, 7)`;

/** Sales (every status but Cancelled) per SKU and month of their ship date, else order date. */
const salesBySkuMonth = sql`select sl.item_id, coalesce(sl.sub_item_id, 0) as sub_item, sl.warehouse_id,
  substr(coalesce(sl.ship_date, sl.order_date), 1, 7) as month, sum(sl.quantity) as quantity
  from sales_order_lines sl
  where sl.status <> ${sql.lit(NON_CONSUMING_SALES_STATUS)} and coalesce(sl.ship_date, sl.order_date) is not null
  group by sl.item_id, coalesce(sl.sub_item_id, 0), sl.warehouse_id, substr(coalesce(sl.ship_date, sl.order_date), 1, 7)`;

/** A row of the grouped subquery behind the two forecast views. */
interface MonthRow {
  item_id: number;
  warehouse_id: number;
  month: string;
  row_id: number;
}

/**
 * Forecast per item, warehouse and month with what sales consumed of it (planning.md part 1: per SKU and month,
 * never below zero), read from the orders, no run needed.
 */
export const forecastOverTimeView = defineView({
  name: 'forecast_over_time',
  from: (db) =>
    db
      .selectFrom(
        sql<MonthRow>`(select f.item_id, f.warehouse_id, f.month, sum(f.quantity) as forecast,
          sum(case when s.quantity is null then 0 when s.quantity < f.quantity then s.quantity else f.quantity end)
            as consumed,
          row_number() over (order by f.item_id, f.warehouse_id, f.month) as row_id
          from (${forecastBySkuMonth}) f
          left join (${salesBySkuMonth}) s on s.item_id = f.item_id and s.sub_item = f.sub_item
            and s.warehouse_id = f.warehouse_id and s.month = f.month
          group by f.item_id, f.warehouse_id, f.month)`.as('g'),
      )
      .innerJoin('items as i', 'i.id', 'g.item_id')
      .innerJoin('warehouses as w', 'w.id', 'g.warehouse_id'),
  id: sql`g.row_id`,
  columns: [
    { key: 'Item Number', format: 'string', sql: sql`i.number` },
    { key: 'Warehouse Number', format: 'string', sql: sql`w.number` },
    { key: 'Month', format: 'string', sql: sql`g.month` },
    { key: 'Forecast Quantity', format: 'number', sql: six(sql`g.forecast`) },
    { key: 'Consumed Quantity', format: 'number', sql: six(sql`g.consumed`) },
    { key: 'Net Forecast', format: 'number', sql: six(sql`g.forecast - g.consumed`) },
  ],
  defaultSort: { key: 'Item Number', type: 'Ascending' },
});

/** Forecast against sales per item, warehouse and month, every month that has either. */
export const forecastVsSalesView = defineView({
  name: 'forecast_vs_sales',
  from: (db) =>
    db
      .selectFrom(
        sql<MonthRow>`(select item_id, warehouse_id, month, sum(forecast) as forecast, sum(sales) as sales,
          row_number() over (order by item_id, warehouse_id, month) as row_id
          from (select item_id, warehouse_id, month, quantity as forecast, 0 as sales from (${forecastBySkuMonth}) f
            union all
            select item_id, warehouse_id, month, 0 as forecast, quantity as sales from (${salesBySkuMonth}) s) u
          group by item_id, warehouse_id, month)`.as('g'),
      )
      .innerJoin('items as i', 'i.id', 'g.item_id')
      .innerJoin('warehouses as w', 'w.id', 'g.warehouse_id'),
  id: sql`g.row_id`,
  columns: [
    { key: 'Item Number', format: 'string', sql: sql`i.number` },
    { key: 'Warehouse Number', format: 'string', sql: sql`w.number` },
    { key: 'Month', format: 'string', sql: sql`g.month` },
    { key: 'Forecast Quantity', format: 'number', sql: six(sql`g.forecast`) },
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
});

const inventory = viewPrivilege('Inventory');
const demand = viewPrivilege('Demand');
registerView({ view: planRunsView, privilege: inventory });
registerView({ view: inventoryPlanningView, privilege: inventory, scope: bucketScopeFromFilters });
registerView({ view: inventoryAnalysisView, privilege: inventory });
registerView({ view: planningExceptionsView, privilege: inventory });
registerView({ view: planningPeggingView, privilege: inventory });
registerView({ view: forecastOverTimeView, privilege: demand });
registerView({ view: forecastVsSalesView, privilege: demand });
