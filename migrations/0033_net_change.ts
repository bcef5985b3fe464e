import { addColumns, createTable } from './tables.js';
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
  await createTable(db, 'planning_settings', {
    id: 'integer primary key',
    net_change: 'integer not null default 1',
    net_change_delay_ms: 'integer not null default 200',
    planned_version: 'bigint not null default -1',
  });
  await db.insertInto('planning_settings').values({ id: 1 }).execute();
  await addColumns(db, 'plan_runs', { kind: "text not null default 'Full'", skus_replanned: 'integer' });
  await addColumns(db, 'plan_skus', { result_hash: 'text' });
  await addColumns(db, 'service_locks', { holder: 'text' });
  await countBaseDataWrites(db, 'item_distributions');
}
