import { addColumns, createIndex, createTable, ID, TIMESTAMPS } from './tables.js';
import type { MigrationDb } from './util.js';

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
  await addColumns(db, 'events', { stream_batch: 'integer' });
  await createIndex(db, 'events_stream', 'events', ['stream_batch', 'id']);
  await createIndex(db, 'notifications_event', 'notifications', ['event_id']);

  await createTable(db, 'webhooks', {
    id: ID,
    url: 'text not null',
    events: 'text not null', // JSON: [{type, source, event}]
    secret: 'text not null',
    status: 'text not null', // Active | Paused
    created_by: 'integer',
    created_by_name: 'text',
    failing_since: 'text',
    ...TIMESTAMPS,
  });

  await createTable(db, 'webhook_deliveries', {
    id: ID,
    webhook_id: 'integer not null references webhooks.id on delete cascade',
    event_id: 'integer',
    kind: 'text not null', // Event | Test | Redelivery
    body: 'text not null',
    status: 'text not null', // Pending | Delivered
    attempts: 'integer not null default 0',
    status_code: 'integer',
    duration_ms: 'integer',
    last_error: 'text',
    next_attempt_at: 'text',
    claim_token: 'text',
    claimed_until: 'text',
    created_at: 'text not null',
    delivered_at: 'text',
  });
  await createIndex(db, 'webhook_deliveries_log', 'webhook_deliveries', ['webhook_id', 'id']);
  await createIndex(db, 'webhook_deliveries_pending', 'webhook_deliveries', ['webhook_id', 'id'], {
    where: { status: 'Pending' },
  });
  await db.insertInto('service_locks').values({ name: 'webhook-deliver', locked_at: null }).execute();
}
