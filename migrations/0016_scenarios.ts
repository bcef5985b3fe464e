import { sql } from 'kysely';
import { createIndex, createTable, ID, TIMESTAMPS } from './tables.js';
import { isPostgres, type MigrationDb } from './util.js';

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
  await createTable(db, 'scenarios', {
    id: ID,
    name: 'text not null',
    description: 'text',
    status: 'text not null',
    adjustments: 'text not null',
    plan_date: 'text',
    horizon_days: 'integer',
    created_by: 'text',
    ...TIMESTAMPS,
  });
  await createIndex(db, 'scenarios_status', 'scenarios', ['status']);
  // The BOM cycle check walks down from an item to its BOMs (of any status).
  await createIndex(db, 'boms_item', 'boms', ['item_id']);

  await createTable(db, 'data_versions', { name: 'text primary key', version: 'bigint not null default 0' });
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
