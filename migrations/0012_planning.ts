import { sql } from 'kysely';
import { addColumns, createIndex, createTable, ID, type TableConstraints } from './tables.js';
import type { MigrationDb } from './util.js';

/**
 * One row per SKU and day on which something happens: the balance after the day and running totals from the plan
 * date, so any bucket's figures are the difference of two rows. (As this migration creates it: 0023 copies it.)
 */
export const PLAN_DAYS_COLUMNS = {
  sku_id: 'integer not null',
  day: 'text not null',
  balance: 'double precision not null',
  cum_sales: 'double precision not null',
  cum_forecast: 'double precision not null',
  cum_dependent: 'double precision not null',
  cum_scheduled: 'double precision not null',
  cum_planned: 'double precision not null',
};
export const PLAN_DAYS_KEY: TableConstraints = { primaryKey: { plan_days_pk: ['sku_id', 'day'] } };

/**
 * Planning (planning.md parts 1–3).
 * - BOMs gain `lead_time_days` (whole days ≥ 0), `minimum_quantity` and `order_multiple` (≥ 0), default 0.
 * - Supplier allocations are unique per item + supplier + ship-from. Rows stored before this migration may repeat
 *   that key, so no unique index can cover every row: `unique_key` (`<item>:<supplier>:<ship from or 0>`) is set on
 *   the lowest id of each key and left null on older repeats, and a unique index on it refuses every new repeat
 *   (writes always set it). Planning reads only rows with a key, so a repeat left from before counts once.
 * - The last run's results (planned orders, daily projections, buckets, exceptions, pegging) are kept in `plan_*`
 *   tables, replaced by each run; `plan_runs` keeps every run's summary.
 * - `service_locks` row `planning-run`: its `locked_at` is the lease of the run in progress (null when free), so
 *   one run at a time across instances, and a crashed run's lease expires.
 */
export async function up(db: MigrationDb): Promise<void> {
  await addColumns(db, 'boms', {
    lead_time_days: 'integer not null default 0',
    minimum_quantity: 'double precision not null default 0',
    order_multiple: 'double precision not null default 0',
  });

  await addColumns(db, 'supplier_allocations', { unique_key: 'text' });
  const key = sql`cast(item_id as text) || ':' || cast(supplier_id as text) || ':' || cast(coalesce(ship_from_id, 0) as text)`;
  await sql`update supplier_allocations set unique_key = ${key} where id in (
    select min(id) from supplier_allocations group by item_id, supplier_id, coalesce(ship_from_id, 0))`.execute(
    db,
  );
  await createIndex(db, 'supplier_allocations_unique_key', 'supplier_allocations', ['unique_key'], {
    unique: true,
  });

  await createTable(db, 'plan_runs', {
    id: ID,
    plan_date: 'text not null',
    horizon_days: 'integer not null',
    skus_planned: 'integer not null',
    planned_purchase_lines: 'integer not null',
    planned_manufacturing_lines: 'integer not null',
    exceptions: 'integer not null',
    duration_ms: 'integer not null',
    load_ms: 'integer not null',
    compute_ms: 'integer not null',
    write_ms: 'integer not null',
    notification_type: 'text not null',
    started_by: 'text',
    started_at: 'text not null',
    finished_at: 'text not null',
  });
  await createIndex(db, 'plan_runs_started_at', 'plan_runs', ['started_at']);

  // Ids of the result tables are assigned by the run (SKU index, order index), so rows refer to each other
  // without reading ids back.
  await createTable(db, 'plan_skus', {
    id: 'integer primary key',
    item_id: 'integer not null',
    sub_item_id: 'integer',
    warehouse_id: 'integer not null',
    item_number: 'text not null',
    sub_item_number: 'text',
    warehouse_number: 'text not null',
    source: 'text not null',
    on_hand: 'double precision not null',
    safety_stock: 'double precision not null',
    open_supply: 'double precision not null',
    open_demand: 'double precision not null',
    days_of_supply: 'double precision',
    first_shortage_date: 'text',
    excess_quantity: 'double precision not null',
    exception_count: 'integer not null',
  });
  await createIndex(db, 'plan_skus_item', 'plan_skus', ['item_id', 'warehouse_id']);
  // The list engine sorts text nulls last and case-insensitively (`case when x is null …`, `lower(x)`, `x`, id):
  // indexes on exactly those expressions serve the default sorts of the planning views, so a first page reads
  // its rows in order and stops.
  await sql`create index plan_skus_default_sort on plan_skus
    ((case when item_number is null then 1 else 0 end), (lower(item_number)), item_number, id)`.execute(db);

  await createTable(db, 'plan_days', PLAN_DAYS_COLUMNS, PLAN_DAYS_KEY);

  await createTable(
    db,
    'plan_buckets',
    {
      kind: 'text not null',
      seq: 'integer not null',
      bucket_start: 'text not null',
      first_day: 'text not null',
      last_day: 'text not null',
    },
    { primaryKey: { plan_buckets_pk: ['kind', 'bucket_start'] } },
  );

  await createTable(db, 'plan_orders', {
    id: 'integer primary key',
    sku_id: 'integer not null',
    order_type: 'text not null',
    order_number: 'text not null',
    quantity: 'double precision not null',
    release_date: 'text not null',
    receipt_date: 'text not null',
    late: 'integer not null',
    supplier_id: 'integer',
    ship_from_id: 'integer',
    unit_price: 'double precision',
    bom_id: 'integer',
  });
  await createIndex(db, 'plan_orders_sku', 'plan_orders', ['sku_id']);
  await sql`create index plan_orders_default_sort on plan_orders
    ((case when order_number is null then 1 else 0 end), (lower(order_number)), order_number, id)`.execute(
    db,
  );

  await createTable(db, 'plan_exceptions', {
    id: ID,
    sku_id: 'integer not null',
    exception_type: 'text not null',
    exception_date: 'text not null',
    quantity: 'double precision not null',
    order_number: 'text',
    message: 'text not null',
  });
  await createIndex(db, 'plan_exceptions_sku', 'plan_exceptions', ['sku_id']);
  await sql`create index plan_exceptions_default_sort on plan_exceptions
    ((case when exception_date is null then 1 else 0 end), exception_date, id)`.execute(db);

  await createTable(db, 'plan_pegging', {
    id: ID,
    order_id: 'integer not null',
    sku_id: 'integer not null',
    quantity: 'double precision not null',
    demand_type: 'text not null',
    demand_number: 'text',
    demand_date: 'text',
  });
  await createIndex(db, 'plan_pegging_order', 'plan_pegging', ['order_id']);
  await createIndex(db, 'plan_pegging_sku', 'plan_pegging', ['sku_id']);

  await db.insertInto('service_locks').values({ name: 'planning-run', locked_at: null }).execute();
}
