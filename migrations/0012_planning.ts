import { sql } from 'kysely';
import { type MigrationDb, notNull, withId } from './util.js';

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
  await db.schema
    .alterTable('boms')
    .addColumn('lead_time_days', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  for (const column of ['minimum_quantity', 'order_multiple'])
    await db.schema
      .alterTable('boms')
      .addColumn(column, 'double precision', (c) => c.notNull().defaultTo(0))
      .execute();

  await db.schema.alterTable('supplier_allocations').addColumn('unique_key', 'text').execute();
  const key = sql`cast(item_id as text) || ':' || cast(supplier_id as text) || ':' || cast(coalesce(ship_from_id, 0) as text)`;
  await sql`update supplier_allocations set unique_key = ${key} where id in (
    select min(id) from supplier_allocations group by item_id, supplier_id, coalesce(ship_from_id, 0))`.execute(
    db,
  );
  await db.schema
    .createIndex('supplier_allocations_unique_key')
    .unique()
    .on('supplier_allocations')
    .column('unique_key')
    .execute();

  await withId(db, db.schema.createTable('plan_runs'))
    .addColumn('plan_date', 'text', notNull)
    .addColumn('horizon_days', 'integer', notNull)
    .addColumn('skus_planned', 'integer', notNull)
    .addColumn('planned_purchase_lines', 'integer', notNull)
    .addColumn('planned_manufacturing_lines', 'integer', notNull)
    .addColumn('exceptions', 'integer', notNull)
    .addColumn('duration_ms', 'integer', notNull)
    .addColumn('load_ms', 'integer', notNull)
    .addColumn('compute_ms', 'integer', notNull)
    .addColumn('write_ms', 'integer', notNull)
    .addColumn('notification_type', 'text', notNull)
    .addColumn('started_by', 'text')
    .addColumn('started_at', 'text', notNull)
    .addColumn('finished_at', 'text', notNull)
    .execute();
  await db.schema.createIndex('plan_runs_started_at').on('plan_runs').column('started_at').execute();

  // Ids of the result tables are assigned by the run (SKU index, order index), so rows refer to each other
  // without reading ids back.
  await db.schema
    .createTable('plan_skus')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('item_id', 'integer', notNull)
    .addColumn('sub_item_id', 'integer')
    .addColumn('warehouse_id', 'integer', notNull)
    .addColumn('item_number', 'text', notNull)
    .addColumn('sub_item_number', 'text')
    .addColumn('warehouse_number', 'text', notNull)
    .addColumn('source', 'text', notNull)
    .addColumn('on_hand', 'double precision', notNull)
    .addColumn('safety_stock', 'double precision', notNull)
    .addColumn('open_supply', 'double precision', notNull)
    .addColumn('open_demand', 'double precision', notNull)
    .addColumn('days_of_supply', 'double precision')
    .addColumn('first_shortage_date', 'text')
    .addColumn('excess_quantity', 'double precision', notNull)
    .addColumn('exception_count', 'integer', notNull)
    .execute();
  await db.schema
    .createIndex('plan_skus_item')
    .on('plan_skus')
    .columns(['item_id', 'warehouse_id'])
    .execute();
  // The list engine sorts text nulls last and case-insensitively (`case when x is null …`, `lower(x)`, `x`, id):
  // indexes on exactly those expressions serve the default sorts of the planning views, so a first page reads
  // its rows in order and stops.
  await sql`create index plan_skus_default_sort on plan_skus
    ((case when item_number is null then 1 else 0 end), (lower(item_number)), item_number, id)`.execute(db);

  // One row per SKU and day on which something happens: the balance after the day and running totals from
  // the plan date, so any bucket's figures are the difference of two rows.
  await db.schema
    .createTable('plan_days')
    .addColumn('sku_id', 'integer', notNull)
    .addColumn('day', 'text', notNull)
    .addColumn('balance', 'double precision', notNull)
    .addColumn('cum_sales', 'double precision', notNull)
    .addColumn('cum_forecast', 'double precision', notNull)
    .addColumn('cum_dependent', 'double precision', notNull)
    .addColumn('cum_scheduled', 'double precision', notNull)
    .addColumn('cum_planned', 'double precision', notNull)
    .addPrimaryKeyConstraint('plan_days_pk', ['sku_id', 'day'])
    .execute();

  await db.schema
    .createTable('plan_buckets')
    .addColumn('kind', 'text', notNull)
    .addColumn('seq', 'integer', notNull)
    .addColumn('bucket_start', 'text', notNull)
    .addColumn('first_day', 'text', notNull)
    .addColumn('last_day', 'text', notNull)
    .addPrimaryKeyConstraint('plan_buckets_pk', ['kind', 'bucket_start'])
    .execute();

  await db.schema
    .createTable('plan_orders')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('sku_id', 'integer', notNull)
    .addColumn('order_type', 'text', notNull)
    .addColumn('order_number', 'text', notNull)
    .addColumn('quantity', 'double precision', notNull)
    .addColumn('release_date', 'text', notNull)
    .addColumn('receipt_date', 'text', notNull)
    .addColumn('late', 'integer', notNull)
    .addColumn('supplier_id', 'integer')
    .addColumn('ship_from_id', 'integer')
    .addColumn('unit_price', 'double precision')
    .addColumn('bom_id', 'integer')
    .execute();
  await db.schema.createIndex('plan_orders_sku').on('plan_orders').column('sku_id').execute();
  await sql`create index plan_orders_default_sort on plan_orders
    ((case when order_number is null then 1 else 0 end), (lower(order_number)), order_number, id)`.execute(
    db,
  );

  await withId(db, db.schema.createTable('plan_exceptions'))
    .addColumn('sku_id', 'integer', notNull)
    .addColumn('exception_type', 'text', notNull)
    .addColumn('exception_date', 'text', notNull)
    .addColumn('quantity', 'double precision', notNull)
    .addColumn('order_number', 'text')
    .addColumn('message', 'text', notNull)
    .execute();
  await db.schema.createIndex('plan_exceptions_sku').on('plan_exceptions').column('sku_id').execute();
  await sql`create index plan_exceptions_default_sort on plan_exceptions
    ((case when exception_date is null then 1 else 0 end), exception_date, id)`.execute(db);

  await withId(db, db.schema.createTable('plan_pegging'))
    .addColumn('order_id', 'integer', notNull)
    .addColumn('sku_id', 'integer', notNull)
    .addColumn('quantity', 'double precision', notNull)
    .addColumn('demand_type', 'text', notNull)
    .addColumn('demand_number', 'text')
    .addColumn('demand_date', 'text')
    .execute();
  await db.schema.createIndex('plan_pegging_order').on('plan_pegging').column('order_id').execute();
  await db.schema.createIndex('plan_pegging_sku').on('plan_pegging').column('sku_id').execute();

  await db.insertInto('service_locks').values({ name: 'planning-run', locked_at: null }).execute();
}
