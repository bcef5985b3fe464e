import { sql } from 'kysely';
import { flag, type MigrationDb, notNull, withId } from './util.js';

/**
 * Live events and outbound webhooks (issue 17).
 * - `events.stream_batch` is the number of the dispatch batch that published the event: the dispatcher assigns
 *   1, 2, 3, … under its service lock, so the order (stream_batch, id) is the order in which events became
 *   visible. Streams follow that order, never the bare id: an id is taken before commit, so a cursor on ids alone
 *   could pass an event whose transaction commits late. Events published before this migration have none.
 * - `webhooks` are the subscriptions; `webhook_deliveries` one row per event and webhook, holding the exact
 *   body (so a retry or a redelivery sends the same bytes), its state and the last attempt's outcome. Claims
 *   (`claim_token`, `claimed_until`) are taken under the `webhook-deliver` service lock, as the email sender does.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('events').addColumn('stream_batch', 'integer').execute();
  await db.schema.createIndex('events_stream').on('events').columns(['stream_batch', 'id']).execute();
  await db.schema.createIndex('notifications_event').on('notifications').column('event_id').execute();

  await withId(db, db.schema.createTable('webhooks'))
    .addColumn('url', 'text', notNull)
    .addColumn('events', 'text', notNull) // JSON: [{type, source, event}]
    .addColumn('secret', 'text', notNull)
    .addColumn('status', 'text', notNull) // Active | Paused
    .addColumn('created_by', 'integer')
    .addColumn('created_by_name', 'text')
    .addColumn('failing_since', 'text')
    .addColumn('created_at', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .execute();

  await withId(db, db.schema.createTable('webhook_deliveries'))
    .addColumn('webhook_id', 'integer', (c) => c.notNull().references('webhooks.id').onDelete('cascade'))
    .addColumn('event_id', 'integer')
    .addColumn('kind', 'text', notNull) // Event | Test | Redelivery
    .addColumn('body', 'text', notNull)
    .addColumn('status', 'text', notNull) // Pending | Delivered
    .addColumn('attempts', 'integer', flag(0))
    .addColumn('status_code', 'integer')
    .addColumn('duration_ms', 'integer')
    .addColumn('last_error', 'text')
    .addColumn('next_attempt_at', 'text')
    .addColumn('claim_token', 'text')
    .addColumn('claimed_until', 'text')
    .addColumn('created_at', 'text', notNull)
    .addColumn('delivered_at', 'text')
    .execute();
  await db.schema
    .createIndex('webhook_deliveries_log')
    .on('webhook_deliveries')
    .columns(['webhook_id', 'id'])
    .execute();
  await db.schema
    .createIndex('webhook_deliveries_pending')
    .on('webhook_deliveries')
    .columns(['webhook_id', 'id'])
    .where(sql.ref('status'), '=', 'Pending')
    .execute();
  await db.insertInto('service_locks').values({ name: 'webhook-deliver', locked_at: null }).execute();
}
