import { sql } from 'kysely';
import type { MigrationDb } from './util.js';

/**
 * The integration lock made race-safe and the queue's single applier.
 * - A partial unique index lets at most one run be `Running` at a time, whatever two requests do at once.
 * - `expires_at` fixes when a run goes stale (start + INTEGRATION_LOCK_MINUTES), so every reader of the lock
 *   can tell a stale run without the process's configuration.
 * - `queue_apply_lock` is one row every applier updates first in each of its transactions: on PostgreSQL the
 *   row lock serialises appliers (and run starts) across instances, on SQLite the update takes the write lock.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('integration_runs').addColumn('expires_at', 'text').execute();
  await db.schema
    .createIndex('integration_runs_one_running')
    .unique()
    .on('integration_runs')
    .column('status')
    .where(sql.ref('status'), '=', 'Running')
    .execute();
  await db.schema
    .createTable('queue_apply_lock')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('locked_at', 'text')
    .execute();
  await db.insertInto('queue_apply_lock').values({ id: 1, locked_at: null }).execute();
  await db.schema
    .createIndex('notifications_user_read')
    .on('notifications')
    .columns(['user_id', 'read'])
    .execute();
}
