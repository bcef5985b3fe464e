import { type MigrationDb, notNull, withId } from './util.js';

/**
 * Integration runs hold the procurement lock; operations accepted while it is held wait in `queued_operations`
 * (durably, in acceptance order) and are applied when the run ends. In-app notifications tell authors the outcome.
 */
export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('integration_runs'))
    .addColumn('source', 'text', notNull)
    .addColumn('status', 'text', notNull) // Running | Completed | Failed
    .addColumn('started_by', 'integer', (c) => c.references('users.id'))
    .addColumn('started_at', 'text', notNull)
    .addColumn('finished_at', 'text')
    .addColumn('message', 'text')
    .execute();
  await db.schema.createIndex('integration_runs_status').on('integration_runs').column('status').execute();

  await withId(db, db.schema.createTable('queued_operations'))
    .addColumn('operation', 'text', notNull)
    .addColumn('payload', 'text', notNull)
    .addColumn('status', 'text', notNull) // Queued | Applied | Failed
    .addColumn('actor_id', 'integer', (c) => c.references('users.id'))
    .addColumn('actor_name', 'text')
    .addColumn('run_id', 'integer', (c) => c.references('integration_runs.id'))
    .addColumn('accepted_at', 'text', notNull)
    .addColumn('applied_at', 'text')
    .addColumn('error_code', 'text')
    .addColumn('error_message', 'text')
    .execute();
  await db.schema
    .createIndex('queued_operations_status')
    .on('queued_operations')
    .columns(['status', 'id'])
    .execute();

  await withId(db, db.schema.createTable('notifications'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('type', 'text', notNull)
    .addColumn('source', 'text', notNull)
    .addColumn('event', 'text', notNull)
    .addColumn('channel', 'text', notNull) // in-app | email
    .addColumn('message', 'text', notNull)
    .addColumn('entity_id', 'text')
    .addColumn('event_id', 'integer', (c) => c.references('events.id'))
    .addColumn('read', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('delivered', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', notNull)
    .execute();
  await db.schema.createIndex('notifications_user').on('notifications').columns(['user_id', 'id']).execute();
}
