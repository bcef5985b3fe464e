import { addColumns, createIndex, createTable } from './tables.js';
import type { MigrationDb } from './util.js';

/**
 * The integration lock made race-safe and the queue's single applier.
 * - A partial unique index lets at most one run be `Running` at a time, whatever two requests do at once.
 * - `expires_at` fixes when a run goes stale (start + INTEGRATION_LOCK_MINUTES), so every reader of the lock
 *   can tell a stale run without the process's configuration.
 * - `service_locks` holds one row per background job (`queue-apply`, `notification-dispatch`) that each of its
 *   transactions updates first: on PostgreSQL the row lock serialises that job across instances (and run starts
 *   with the applier), on SQLite the update takes the write lock.
 * - `events.dispatched` marks outbox events the notification dispatcher has handled (a flag rather than a cursor:
 *   event ids are assigned before commit, so a cursor could pass an event whose transaction commits late).
 *   Events recorded before this migration count as handled.
 */
export async function up(db: MigrationDb): Promise<void> {
  await addColumns(db, 'integration_runs', { expires_at: 'text' });
  await createIndex(db, 'integration_runs_one_running', 'integration_runs', ['status'], {
    unique: true,
    where: { status: 'Running' },
  });
  await createTable(db, 'service_locks', { name: 'text primary key', locked_at: 'text' });
  await db
    .insertInto('service_locks')
    .values([
      { name: 'queue-apply', locked_at: null },
      { name: 'notification-dispatch', locked_at: null },
    ])
    .execute();
  await addColumns(db, 'events', { dispatched: 'integer not null default 0' });
  await db.updateTable('events').set({ dispatched: 1 }).execute();
  await createIndex(db, 'events_undispatched', 'events', ['id'], { where: { dispatched: 0 } });
  await createIndex(db, 'notifications_user_read', 'notifications', ['user_id', 'read']);
}
