import { createIndex, createTable, ID } from './tables.js';
import type { MigrationDb } from './util.js';

/** Whom a notification reaches, about which event of which source, on which channel (in-app | email). */
export const NOTIFICATION_ADDRESS = {
  user_id: 'integer not null references users.id',
  type: 'text not null',
  source: 'text not null',
  event: 'text not null',
  channel: 'text not null',
};

/**
 * Integration runs hold the procurement lock; operations accepted while it is held wait in `queued_operations`
 * (durably, in acceptance order) and are applied when the run ends. In-app notifications tell authors the outcome.
 */
export async function up(db: MigrationDb): Promise<void> {
  await createTable(db, 'integration_runs', {
    id: ID,
    source: 'text not null',
    status: 'text not null', // Running | Completed | Failed
    started_by: 'integer references users.id',
    started_at: 'text not null',
    finished_at: 'text',
    message: 'text',
  });
  await createIndex(db, 'integration_runs_status', 'integration_runs', ['status']);

  await createTable(db, 'queued_operations', {
    id: ID,
    operation: 'text not null',
    payload: 'text not null',
    status: 'text not null', // Queued | Applied | Failed
    actor_id: 'integer references users.id',
    actor_name: 'text',
    run_id: 'integer references integration_runs.id',
    accepted_at: 'text not null',
    applied_at: 'text',
    error_code: 'text',
    error_message: 'text',
  });
  await createIndex(db, 'queued_operations_status', 'queued_operations', ['status', 'id']);

  await createTable(db, 'notifications', {
    id: ID,
    ...NOTIFICATION_ADDRESS,
    message: 'text not null',
    entity_id: 'text',
    event_id: 'integer references events.id',
    read: 'integer not null default 0',
    delivered: 'integer not null default 0',
    created_at: 'text not null',
  });
  await createIndex(db, 'notifications_user', 'notifications', ['user_id', 'id']);
}
