import { sql } from 'kysely';
import { isPostgres, type MigrationDb, notNull, withId } from './util.js';

/**
 * What-if scenarios (planning.md part 4).
 * - `scenarios`: the specification's record plus its adjustments (JSON text, as the API sends them) and the
 *   optional `Plan Date` / `Horizon Days`.
 * - `boms_item`: BOMs by item, for the cycle check's walk down the structure.
 * - `data_versions` row `base`: a counter that every committed write to the data planning reads moves on, so a
 *   scenario's cached result (per instance) is known to be stale on every instance without any message between
 *   them. Triggers keep it, so no write path (API, import, demo, run) can forget it.
 *   PostgreSQL: a deferred constraint trigger bumps it once per transaction at commit, when the transaction holds
 *   every other lock it will take; an immediate update of one shared row would make writers that lock orders in
 *   different sequences deadlock on it. SQLite has one writer at a time, so plain row triggers do.
 */
export const BASE_DATA_TABLES = [
  'items',
  'sub_items',
  'warehouses',
  'suppliers',
  'ship_froms',
  'customers',
  'boms',
  'bom_lines',
  'supplier_allocations',
  'inventory',
  'purchase_orders',
  'purchase_order_lines',
  'manufacturing_orders',
  'manufacturing_order_lines',
  'sales_orders',
  'sales_order_lines',
  'forecasts',
  'forecast_lines',
  'plan_runs',
  'custom_columns',
] as const;

export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('scenarios'))
    .addColumn('name', 'text', notNull)
    .addColumn('description', 'text')
    .addColumn('status', 'text', notNull)
    .addColumn('adjustments', 'text', notNull)
    .addColumn('plan_date', 'text')
    .addColumn('horizon_days', 'integer')
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .execute();
  await db.schema.createIndex('scenarios_status').on('scenarios').column('status').execute();
  // The BOM cycle check walks down from an item to its BOMs (of any status).
  await db.schema.createIndex('boms_item').on('boms').column('item_id').execute();

  await db.schema
    .createTable('data_versions')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.insertInto('data_versions').values({ name: 'base', version: 0 }).execute();

  if (isPostgres(db)) {
    await sql`create function bump_base_data_version() returns trigger language plpgsql as $$
      begin
        if current_setting('supplyline.base_data_bumped', true) is distinct from txid_current()::text then
          perform set_config('supplyline.base_data_bumped', txid_current()::text, true);
          update data_versions set version = version + 1 where name = 'base';
        end if;
        return null;
      end $$`.execute(db);
    for (const table of BASE_DATA_TABLES)
      await sql`create constraint trigger ${sql.id(`${table}_base_data_version`)}
        after insert or update or delete on ${sql.table(table)}
        deferrable initially deferred for each row execute function bump_base_data_version()`.execute(db);
    return;
  }
  for (const table of BASE_DATA_TABLES)
    for (const operation of ['insert', 'update', 'delete'])
      await sql`create trigger ${sql.id(`${table}_base_data_${operation}`)}
        after ${sql.raw(operation)} on ${sql.table(table)}
        begin update data_versions set version = version + 1 where name = 'base'; end`.execute(db);
}
