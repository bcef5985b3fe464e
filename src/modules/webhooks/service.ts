import type { Static } from 'typebox';
import { actorOf } from '../../core/auth/actor.js';
import type { AuthUser } from '../../core/auth/session-user.js';
import type { Executor, Store } from '../../core/db/index.js';
import { inTransaction, nowIso } from '../../core/db/transaction.js';
import { badRequest, type ErrorCode, notFound } from '../../core/errors.js';
import {
  type Actor,
  readEventPayload,
  recordChange,
  recordCreated,
  recordDeleted,
  recordUpdated,
} from '../../core/events/outbox.js';
import { PRIVILEGE_TYPES } from '../auth/privilege-types.js';
import { type EventPattern, matchesPattern, typeOfSource } from '../events/catalog.js';
import type { DeliverySchema, WebhookCreateBody, WebhookSchema, WebhookUpdateBody } from './schemas.js';
import { checkTarget, parseWebhookUrl } from './target.js';
import { SECRET_MASK } from './views.js';

export const ENTITY = 'Webhook';

/** What a webhook body is refused with: its URL (target.ts) and its event patterns. */
const BODY_ERRORS = [
  `${ENTITY}.InvalidUrl`,
  `${ENTITY}.ForbiddenTarget`,
  `${ENTITY}.InvalidEvents`,
] as const satisfies readonly ErrorCode[];

/** The codes each operation below answers (for the OpenAPI description's `x-error-codes`). */
export const WEBHOOK_ERRORS = {
  /** Any operation on one webhook (`findWebhook`). */
  one: [`${ENTITY}.NotFound`],
  create: BODY_ERRORS,
  update: [`${ENTITY}.NotFound`, ...BODY_ERRORS],
  redeliver: [`${ENTITY}.NotFound`, 'WebhookDelivery.NotFound'],
} as const satisfies Record<string, readonly ErrorCode[]>;

type WebhookRow = {
  id: number;
  url: string;
  events: string;
  secret: string;
  status: string;
  created_by: number | null;
  created_by_name: string | null;
  failing_since: string | null;
  created_at: string;
  updated_at: string;
};

export type WebhookRecord = Static<typeof WebhookSchema>;

function parsePatterns(json: string): EventPattern[] {
  try {
    const value = JSON.parse(json) as unknown;
    return Array.isArray(value) ? (value as EventPattern[]) : [];
  } catch {
    return [];
  }
}

/** The webhook as answers (and its outbox events) show it: the secret masked. */
export const webhookRecord = (row: WebhookRow): WebhookRecord => ({
  id: row.id,
  'Webhook Url': row.url,
  'Webhook Events': parsePatterns(row.events),
  'Webhook Secret': SECRET_MASK,
  'Webhook Status': row.status,
  'Failing Since': row.failing_since,
  'Created By': row.created_by_name,
  'Created At': row.created_at,
  'Updated At': row.updated_at,
});

export const webhookNotFound = (id: number) => notFound(ENTITY, `Webhook #${id} not found`);

export async function findWebhook(db: Executor, id: number): Promise<WebhookRow> {
  const row = await db.selectFrom('webhooks').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw webhookNotFound(id);
  return row;
}

/** Every pattern's type is a module (privilege type) or `*`. */
function checkPatterns(patterns: EventPattern[]): string {
  for (const p of patterns)
    if (p.type !== '*' && !(PRIVILEGE_TYPES as readonly string[]).includes(p.type))
      throw badRequest(
        'Webhook.InvalidEvents',
        `Webhook Events: unknown type "${p.type}"; use a privilege type such as Procurement, or *`,
      );
  return JSON.stringify(patterns.map((p) => ({ type: p.type, source: p.source, event: p.event })));
}

async function checkedUrl(raw: string, allowPrivate: boolean): Promise<string> {
  const url = parseWebhookUrl(raw);
  await checkTarget(url, allowPrivate);
  return raw;
}

export async function createWebhook(
  store: Store,
  caller: AuthUser,
  body: Static<typeof WebhookCreateBody>,
  allowPrivate: boolean,
): Promise<WebhookRecord> {
  const url = await checkedUrl(body['Webhook Url'], allowPrivate);
  const events = checkPatterns(body['Webhook Events']);
  return inTransaction(store, async (trx) => {
    const now = nowIso();
    const row = await trx
      .insertInto('webhooks')
      .values({
        url,
        events,
        secret: body['Webhook Secret'],
        status: body['Webhook Status'] ?? 'Active',
        created_by: caller.id,
        created_by_name: caller.username,
        failing_since: null,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const after = webhookRecord(row);
    await recordCreated(trx, actorOf(caller), ENTITY, row.id, after);
    return after;
  });
}

export async function updateWebhook(
  store: Store,
  caller: AuthUser,
  id: number,
  body: Static<typeof WebhookUpdateBody>,
  allowPrivate: boolean,
): Promise<WebhookRecord> {
  const url =
    body['Webhook Url'] === undefined ? undefined : await checkedUrl(body['Webhook Url'], allowPrivate);
  const events = body['Webhook Events'] === undefined ? undefined : checkPatterns(body['Webhook Events']);
  return inTransaction(store, async (trx) => {
    const before = await findWebhook(trx, id);
    const status = body['Webhook Status'];
    const row = await trx
      .updateTable('webhooks')
      .set({
        ...(url === undefined ? {} : { url }),
        ...(events === undefined ? {} : { events }),
        ...(body['Webhook Secret'] === undefined ? {} : { secret: body['Webhook Secret'] }),
        ...(status === undefined ? {} : { status }),
        // A resumed webhook starts a new 24-hour allowance of failures.
        ...(status === 'Active' && before.status !== 'Active' ? { failing_since: null } : {}),
        updated_at: nowIso(),
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const after = webhookRecord(row);
    await recordUpdated(trx, actorOf(caller), ENTITY, id, webhookRecord(before), after);
    return after;
  });
}

export async function deleteWebhook(store: Store, caller: AuthUser, id: number): Promise<void> {
  await inTransaction(store, async (trx) => {
    const before = await findWebhook(trx, id);
    await trx.deleteFrom('webhook_deliveries').where('webhook_id', '=', id).execute();
    await trx.deleteFrom('webhooks').where('id', '=', id).execute();
    await recordDeleted(trx, actorOf(caller), ENTITY, id, webhookRecord(before));
  });
}

/** The JSON body POSTed for an outbox event (documented in the API description). */
export interface WebhookBody {
  id: number | null;
  type: string | null;
  source: string;
  event: string;
  record_id: string;
  record: Record<string, unknown>;
  changes: Record<string, { old: unknown; new: unknown }>;
  who: string | null;
  when: string;
}

export interface OutboxEvent {
  id: number;
  event: string;
  entity_type: string;
  entity_id: string;
  actor_name: string | null;
  payload: string;
  created_at: string;
}

function parsePayload(payload: string): {
  changes: WebhookBody['changes'];
  record: WebhookBody['record'];
} {
  const { changes, before, after } = readEventPayload(payload);
  return { changes, record: after ?? before ?? {} };
}

export const bodyOfEvent = (e: OutboxEvent): WebhookBody => ({
  id: e.id,
  type: typeOfSource(e.entity_type),
  source: e.entity_type,
  event: e.event,
  record_id: e.entity_id,
  ...parsePayload(e.payload),
  who: e.actor_name,
  when: e.created_at,
});

/**
 * Queues a delivery of each event to each Active webhook whose patterns match it, inside the dispatcher's
 * transaction (so an event is queued exactly once, in outbox order). A paused webhook queues nothing.
 */
export async function enqueueDeliveries(trx: Executor, events: OutboxEvent[]): Promise<number> {
  if (events.length === 0) return 0;
  const hooks = await trx
    .selectFrom('webhooks')
    .select(['id', 'events'])
    .where('status', '=', 'Active')
    .orderBy('id')
    .execute();
  if (hooks.length === 0) return 0;
  const subscriptions = hooks.map((h) => ({ id: h.id, patterns: parsePatterns(h.events) }));
  const now = nowIso();
  const rows = [];
  for (const e of events) {
    const type = typeOfSource(e.entity_type);
    const key = { type, source: e.entity_type, event: e.event };
    let body: string | undefined;
    for (const hook of subscriptions) {
      if (!hook.patterns.some((p) => matchesPattern(p, key))) continue;
      body ??= JSON.stringify(bodyOfEvent(e));
      rows.push({
        webhook_id: hook.id,
        event_id: e.id,
        kind: 'Event',
        body,
        status: 'Pending',
        created_at: now,
      });
    }
  }
  // Bounded inserts: SQLite allows a limited number of bound parameters per statement.
  for (let i = 0; i < rows.length; i += 100)
    await trx
      .insertInto('webhook_deliveries')
      .values(rows.slice(i, i + 100))
      .execute();
  return rows.length;
}

/** A test delivery: a `Test` event about the webhook itself, queued behind its pending deliveries. */
export async function queueTest(store: Store, caller: AuthUser, id: number) {
  return inTransaction(store, async (trx) => {
    const hook = await findWebhook(trx, id);
    const now = nowIso();
    const body: WebhookBody = {
      id: null,
      type: 'Integrations',
      source: ENTITY,
      event: 'Test',
      record_id: String(id),
      record: webhookRecord(hook),
      changes: {},
      who: caller.username,
      when: now,
    };
    return trx
      .insertInto('webhook_deliveries')
      .values({
        webhook_id: id,
        event_id: null,
        kind: 'Test',
        body: JSON.stringify(body),
        status: 'Pending',
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  });
}

/** Queues the same body again (same event id: receivers deduplicate by X-Supplyline-Event-Id). */
export async function queueRedelivery(store: Store, id: number, deliveryId: number) {
  return inTransaction(store, async (trx) => {
    await findWebhook(trx, id);
    const original = await trx
      .selectFrom('webhook_deliveries')
      .select(['event_id', 'body'])
      .where('id', '=', deliveryId)
      .where('webhook_id', '=', id)
      .executeTakeFirst();
    if (!original) throw notFound('WebhookDelivery', `Delivery #${deliveryId} of webhook #${id} not found`);
    return trx
      .insertInto('webhook_deliveries')
      .values({
        webhook_id: id,
        event_id: original.event_id,
        kind: 'Redelivery',
        body: original.body,
        status: 'Pending',
        created_at: nowIso(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  });
}

export type DeliveryRecord = Static<typeof DeliverySchema>;

export async function deliveryRecord(db: Executor, id: number): Promise<DeliveryRecord> {
  const d = await db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return {
    id: d.id,
    'Event Id': d.event_id,
    Kind: d.kind,
    Status: d.status,
    Attempt: d.attempts,
    'Status Code': d.status_code,
    'Duration Ms': d.duration_ms,
    'Last Error': d.last_error,
    'Next Attempt At': d.next_attempt_at,
    'Created At': d.created_at,
    'Delivered At': d.delivered_at,
  };
}

/** Pauses a webhook that has failed for 24 hours and tells its creator (in-app), in one transaction. */
export async function pauseFailingWebhook(trx: Executor, row: WebhookRow, actor: Actor): Promise<void> {
  const now = nowIso();
  const paused = await trx
    .updateTable('webhooks')
    .set({ status: 'Paused', updated_at: now })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordChange(
    trx,
    actor,
    {
      entityType: ENTITY,
      entityId: row.id,
      action: 'Updated',
      before: webhookRecord(row),
      after: webhookRecord(paused),
    },
    ['Paused'],
  );
  if (row.created_by === null) return;
  // The notification rides on the Paused event to the creator's live stream; only this path records one.
  const pausedEvent = await trx
    .selectFrom('events')
    .select('id')
    .where('entity_type', '=', ENTITY)
    .where('entity_id', '=', String(row.id))
    .where('event', '=', 'Paused')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  await trx
    .insertInto('notifications')
    .values({
      user_id: row.created_by,
      type: 'Integrations',
      source: ENTITY,
      event: 'Paused',
      channel: 'in-app',
      message: `Webhook ${row.id} (${row.url}) was paused after failing since ${row.failing_since}; resume it with Webhook Status Active`,
      entity_id: String(row.id),
      event_id: pausedEvent?.id ?? null,
      delivered: 1,
      created_at: now,
    })
    .execute();
}

export type { WebhookRow };
