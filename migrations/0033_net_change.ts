import { countBaseDataWrites, type MigrationDb } from './util.js';

/**
 * Net-change planning (planning.md part 7).
 * - `planning_settings`, one row: `Net Change` and its delay, and `planned_version`, the base-data counter
 *   (migration 0016) the stored plan is current with: a counter past it means a write the plan has not followed.
 *   Not itself counted, so keeping it moves nothing.
 * - `plan_runs.kind` (`Full`, `Net Change`) and `skus_replanned`.
 * - `plan_skus.result_hash`: a digest of what the plan stores for the SKU (its rows of every result table,
 *   order numbers and ids aside), so net change rewrites only the SKUs whose plan changed.
 * - `service_locks.holder`: who holds a lease (`net-change`), so a full run waits for a replan instead of
 *   answering 409.
 * - item distributions move the base-data counter like every other table planning reads (0028 left them out, so
 *   neither net change nor the scenarios' caches saw their writes).
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('planning_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('net_change', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('net_change_delay_ms', 'integer', (c) => c.notNull().defaultTo(200))
    .addColumn('planned_version', 'bigint', (c) => c.notNull().defaultTo(-1))
    .execute();
  await db.insertInto('planning_settings').values({ id: 1 }).execute();
  await db.schema
    .alterTable('plan_runs')
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('Full'))
    .execute();
  await db.schema.alterTable('plan_runs').addColumn('skus_replanned', 'integer').execute();
  await db.schema.alterTable('plan_skus').addColumn('result_hash', 'text').execute();
  await db.schema.alterTable('service_locks').addColumn('holder', 'text').execute();
  await countBaseDataWrites(db, 'item_distributions');
}
