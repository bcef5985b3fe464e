import type { Store } from '../../core/db/index.js';
import { takeServiceLock } from '../../core/db/locks.js';
import { inTransaction, nowIso } from '../../core/db/transaction.js';
import { readEventPayload } from '../../core/events/outbox.js';
import { assigneeNotice, wantsIssueEmail } from '../issue-tracker/assignee.js';
import { enqueueDeliveries } from '../webhooks/service.js';

/**
 * Turns outbox events into notifications according to the users' notification settings (specification 2.12
 * and part 6): a setting whose `source` is the event's entity type and whose `event` is the event's name, enabled,
 * and whose column `filters` (if any) all admit the changed record's values, produces one notification for its
 * user on its channel. In-app notifications are delivered by being stored; email ones are stored undelivered and
 * sent by the email sender (email.ts) when SMTP_URL is set (contract part 6).
 *
 * Each batch is one transaction that takes the `notification-dispatch` lock, reads undispatched events in id order,
 * writes their notifications and marks the events dispatched: every event is handled exactly once, by one
 * instance at a time, and a crash leaves it for the next pass.
 *
 * The same transaction publishes the batch (issue 17): it numbers it (`events.stream_batch`, 1, 2, 3, … under
 * the lock), so live streams follow events in the order they became visible, and queues the webhook deliveries
 * they match. A ticket's assignee is notified of a new note or a status change (in-app, and by email when they
 * have an enabled Issue Tracker email setting) unless their settings already produced that notification.
 */

type Filters = Record<string, unknown[]>;

function parseJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** The record the event is about: its state after the change, or before it for a deletion. */
export function recordOf(payload: string): Record<string, unknown> {
  const { before, after } = readEventPayload(payload);
  return after ?? before ?? {};
}

const sameValue = (a: unknown, b: unknown) =>
  a === b || (a !== null && b !== null && String(a) === String(b));

/** Every filtered column must hold one of its allowed values; an empty list allows anything. */
function admits(filters: Filters | null, record: Record<string, unknown>): boolean {
  if (!filters) return true;
  return Object.entries(filters).every(
    ([column, allowed]) =>
      !Array.isArray(allowed) || allowed.length === 0 || allowed.some((v) => sameValue(v, record[column])),
  );
}

function messageOf(event: {
  event: string;
  entity_type: string;
  entity_id: string;
  actor_name: string | null;
}) {
  const by = event.actor_name ? ` by ${event.actor_name}` : '';
  return `${event.entity_type} ${event.entity_id}: ${event.event}${by}`;
}

/** Handles one batch of undispatched events; returns how many events it handled. */
export async function dispatchNotifications(store: Store, batch = 200): Promise<number> {
  return inTransaction(store, async (trx) => {
    await takeServiceLock(trx, 'notification-dispatch');
    const events = await trx
      .selectFrom('events')
      .select(['id', 'event', 'entity_type', 'entity_id', 'actor_id', 'actor_name', 'payload', 'created_at'])
      .where('dispatched', '=', 0)
      .orderBy('id')
      .limit(batch)
      .execute();
    if (events.length === 0) return 0;
    const settings = await trx
      .selectFrom('notification_settings')
      .select(['user_id', 'type', 'source', 'event', 'channel', 'filters'])
      .where('enabled', '=', 1)
      .where(
        'source',
        'in',
        events.map((e) => e.entity_type),
      )
      .execute();
    const now = nowIso();
    for (const event of events) {
      const matching = settings.filter((s) => s.source === event.entity_type && s.event === event.event);
      const sent = new Set<string>();
      let record: Record<string, unknown> | undefined;
      for (const setting of matching) {
        record ??= recordOf(event.payload);
        if (!admits(parseJson(setting.filters) as Filters | null, record)) continue;
        sent.add(`${setting.user_id}/${setting.channel}`);
        await trx
          .insertInto('notifications')
          .values({
            user_id: setting.user_id,
            type: setting.type,
            source: event.entity_type,
            event: event.event,
            channel: setting.channel,
            message: messageOf(event),
            entity_id: event.entity_id,
            event_id: event.id,
            delivered: setting.channel === 'in-app' ? 1 : 0,
            created_at: now,
          })
          .execute();
      }
      const notice = await assigneeNotice(trx, event);
      if (!notice) continue;
      const channels = ['in-app', ...((await wantsIssueEmail(trx, notice.userId)) ? ['email'] : [])];
      for (const channel of channels) {
        if (sent.has(`${notice.userId}/${channel}`)) continue;
        await trx
          .insertInto('notifications')
          .values({
            user_id: notice.userId,
            type: 'Issue Tracker',
            source: event.entity_type,
            event: event.event,
            channel,
            message: notice.message,
            entity_id: event.entity_id,
            event_id: event.id,
            delivered: channel === 'in-app' ? 1 : 0,
            created_at: now,
          })
          .execute();
      }
    }
    await enqueueDeliveries(trx, events);
    const last = await trx
      .selectFrom('events')
      .select((eb) => eb.fn.max('stream_batch').as('batch'))
      .executeTakeFirst();
    await trx
      .updateTable('events')
      .set({ dispatched: 1, stream_batch: Number(last?.batch ?? 0) + 1 })
      .where(
        'id',
        'in',
        events.map((e) => e.id),
      )
      .execute();
    return events.length;
  });
}

/** Dispatches until no undispatched event is left; one cheap read when there is nothing to do. */
export async function dispatchAll(store: Store): Promise<number> {
  const pending = await store.db
    .selectFrom('events')
    .select('id')
    .where('dispatched', '=', 0)
    .limit(1)
    .executeTakeFirst();
  if (!pending) return 0;
  let total = 0;
  for (;;) {
    const handled = await dispatchNotifications(store);
    total += handled;
    if (handled === 0) return total;
  }
}
