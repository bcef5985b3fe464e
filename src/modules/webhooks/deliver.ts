import { createHmac, randomUUID } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { Store } from '../../core/db/index.js';
import { takeServiceLock } from '../../core/db/locks.js';
import { inTransaction, nowIso } from '../../core/db/transaction.js';
import { SYSTEM_ACTOR } from '../../core/events/outbox.js';
import { findWebhook, pauseFailingWebhook } from './service.js';
import { checkLiteralHost, guardedLookup } from './target.js';

/**
 * Delivers queued webhook deliveries: at least once, in order per webhook.
 *
 * A pass claims, under the `webhook-deliver` service lock, the oldest pending delivery of every Active webhook
 * that is due and unclaimed, together with the pending ones behind it (up to DELIVERY_BATCH), stamping them with
 * its token and a lease: another instance skips a webhook whose head is claimed, so no two send the same
 * delivery at once, and a webhook's deliveries go out one after another. It then POSTs them outside any
 * transaction (webhooks in parallel, each webhook's in order), and stops a webhook's run at its first failure:
 * that delivery gets a backoff (WEBHOOK_RETRY_BASE_MS, doubling, at most an hour) and everything behind it waits.
 * A sender that dies leaves its lease to expire; on a clean shutdown its claims are given back at once.
 * A webhook failing for 24 hours is paused and its creator notified.
 */

export const DELIVERY_BATCH = 20;
export const SEND_TIMEOUT_MS = 10_000;
/** Above DELIVERY_BATCH sends at their timeout. */
const CLAIM_LEASE_MS = 5 * 60_000;
const BACKOFF_MAX_MS = 60 * 60_000;
export const PAUSE_AFTER_MS = 24 * 60 * 60_000;

export interface DeliverOptions {
  retryBaseMs: number;
  allowPrivate: boolean;
  now?: () => Date;
  signal?: AbortSignal;
  timeoutMs?: number;
}

export interface DeliverResult {
  sent: number;
  failed: number;
  /** When the earliest retry is due (ms from now), if any pending delivery waits for one. */
  nextRetryInMs?: number;
}

export const retryDelay = (base: number, attempts: number) =>
  Math.min(base * 2 ** Math.max(0, attempts - 1), BACKOFF_MAX_MS);

/** `sha256=` + hex HMAC-SHA256 of `timestamp.body` with the webhook's secret. */
export const signature = (secret: string, timestamp: string, body: string) =>
  `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;

const agents = {
  http: new http.Agent({ keepAlive: true, maxSockets: 4 }),
  https: new https.Agent({ keepAlive: true, maxSockets: 4 }),
};

interface Outcome {
  statusCode: number | null;
  error: string | null;
  durationMs: number;
}

/** One POST; resolves with the status or the error, never rejects. */
function post(
  url: URL,
  body: string,
  headers: Record<string, string>,
  options: { allowPrivate: boolean; timeoutMs: number; signal?: AbortSignal | undefined },
): Promise<Outcome> {
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  return new Promise((resolve) => {
    let settled = false;
    const finish = (statusCode: number | null, error: string | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ statusCode, error, durationMs: took() });
    };
    try {
      if (!options.allowPrivate) checkLiteralHost(url);
    } catch (error) {
      settled = true;
      resolve({ statusCode: null, error: (error as Error).message, durationMs: 0 });
      return;
    }
    const secure = url.protocol === 'https:';
    const request = (secure ? https : http).request(url, {
      method: 'POST',
      agent: secure ? agents.https : agents.http,
      headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      ...(options.allowPrivate ? {} : { lookup: guardedLookup }),
      ...(options.signal ? { signal: options.signal } : {}),
    });
    const timer = setTimeout(
      () => request.destroy(new Error(`no answer within ${options.timeoutMs / 1000} s`)),
      options.timeoutMs,
    );
    request.on('response', (response) => {
      // The answer's body is not kept; read to the end so the connection can be reused.
      response.resume();
      response.on('end', () => finish(response.statusCode ?? null, null));
      response.on('error', (error) => finish(response.statusCode ?? null, error.message));
    });
    request.on('error', (error) => finish(null, error.message || 'request failed'));
    request.end(body);
  });
}

interface Claimed {
  id: number;
  webhook_id: number;
  event_id: number | null;
  body: string;
  attempts: number;
  url: string;
  secret: string;
  failing_since: string | null;
}

async function claim(store: Store, token: string, now: Date): Promise<Claimed[]> {
  const at = now.toISOString();
  const ids = await inTransaction(store, async (trx) => {
    await takeServiceLock(trx, 'webhook-deliver');
    const heads = await trx
      .selectFrom('webhook_deliveries as d')
      .innerJoin('webhooks as w', 'w.id', 'd.webhook_id')
      .select(['d.id', 'd.webhook_id'])
      .where('w.status', '=', 'Active')
      .where('d.status', '=', 'Pending')
      .where((eb) =>
        eb(
          'd.id',
          '=',
          eb
            .selectFrom('webhook_deliveries as h')
            .select((h) => h.fn.min('h.id').as('head'))
            .whereRef('h.webhook_id', '=', 'd.webhook_id')
            .where('h.status', '=', 'Pending'),
        ),
      )
      .where((eb) => eb.or([eb('d.next_attempt_at', 'is', null), eb('d.next_attempt_at', '<=', at)]))
      .where((eb) => eb.or([eb('d.claimed_until', 'is', null), eb('d.claimed_until', '<=', at)]))
      .orderBy('d.id')
      .limit(50)
      .execute();
    const claimed: number[] = [];
    for (const head of heads) {
      const run = await trx
        .selectFrom('webhook_deliveries')
        .select('id')
        .where('webhook_id', '=', head.webhook_id)
        .where('status', '=', 'Pending')
        .orderBy('id')
        .limit(DELIVERY_BATCH)
        .execute();
      claimed.push(...run.map((r) => r.id));
    }
    if (claimed.length === 0) return claimed;
    for (let i = 0; i < claimed.length; i += 200)
      await trx
        .updateTable('webhook_deliveries')
        .set({ claim_token: token, claimed_until: new Date(now.getTime() + CLAIM_LEASE_MS).toISOString() })
        .where('id', 'in', claimed.slice(i, i + 200))
        .execute();
    return claimed;
  });
  if (ids.length === 0) return [];
  return store.db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhooks as w', 'w.id', 'd.webhook_id')
    .select([
      'd.id',
      'd.webhook_id',
      'd.event_id',
      'd.body',
      'd.attempts',
      'w.url',
      'w.secret',
      'w.failing_since',
    ])
    .where('d.claim_token', '=', token)
    .orderBy('d.webhook_id')
    .orderBy('d.id')
    .execute();
}

const release = (store: Store, token: string, webhookId?: number) => {
  let query = store.db
    .updateTable('webhook_deliveries')
    .set({ claim_token: null, claimed_until: null })
    .where('claim_token', '=', token);
  if (webhookId !== undefined) query = query.where('webhook_id', '=', webhookId);
  return query.execute();
};

/** Sends one webhook's claimed run in order, stopping at the first failure. */
async function sendRun(
  store: Store,
  token: string,
  run: Claimed[],
  options: DeliverOptions,
  clock: () => Date,
  result: DeliverResult,
): Promise<void> {
  for (const delivery of run) {
    if (options.signal?.aborted) return;
    const timestamp = String(Math.floor(clock().getTime() / 1000));
    const outcome = await post(
      new URL(delivery.url),
      delivery.body,
      {
        'content-type': 'application/json',
        'user-agent': 'Supplyline-Webhooks/1',
        'x-supplyline-event-id': delivery.event_id === null ? 'test' : String(delivery.event_id),
        'x-supplyline-delivery-id': String(delivery.id),
        'x-supplyline-timestamp': timestamp,
        'x-supplyline-signature': signature(delivery.secret, timestamp, delivery.body),
      },
      {
        allowPrivate: options.allowPrivate,
        timeoutMs: options.timeoutMs ?? SEND_TIMEOUT_MS,
        signal: options.signal,
      },
    );
    // Cancelled by shutdown rather than refused: given back by the caller, not counted as an attempt.
    if (options.signal?.aborted) return;
    const attempts = delivery.attempts + 1;
    const ok = outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300;
    if (ok) {
      await store.db
        .updateTable('webhook_deliveries')
        .where('id', '=', delivery.id)
        .where('claim_token', '=', token)
        .set({
          status: 'Delivered',
          attempts,
          status_code: outcome.statusCode,
          duration_ms: outcome.durationMs,
          last_error: null,
          next_attempt_at: null,
          delivered_at: nowIso(),
          claim_token: null,
          claimed_until: null,
        })
        .execute();
      // Only the run's first success can end a run of failures (failing_since as claimed).
      if (delivery === run[0] && delivery.failing_since !== null)
        await store.db
          .updateTable('webhooks')
          .set({ failing_since: null })
          .where('id', '=', delivery.webhook_id)
          .execute();
      result.sent++;
      continue;
    }
    const delay = retryDelay(options.retryBaseMs, attempts);
    await inTransaction(store, async (trx) => {
      await trx
        .updateTable('webhook_deliveries')
        .where('id', '=', delivery.id)
        .where('claim_token', '=', token)
        .set({
          attempts,
          status_code: outcome.statusCode,
          duration_ms: outcome.durationMs,
          last_error: (outcome.error ?? `answered ${outcome.statusCode}`).slice(0, 1000),
          next_attempt_at: new Date(clock().getTime() + delay).toISOString(),
          claim_token: null,
          claimed_until: null,
        })
        .execute();
      const now = clock().toISOString();
      await trx
        .updateTable('webhooks')
        .set({ failing_since: now })
        .where('id', '=', delivery.webhook_id)
        .where('failing_since', 'is', null)
        .execute();
      const hook = await findWebhook(trx, delivery.webhook_id);
      if (
        hook.status === 'Active' &&
        hook.failing_since !== null &&
        clock().getTime() - Date.parse(hook.failing_since) >= PAUSE_AFTER_MS
      )
        await pauseFailingWebhook(trx, hook, SYSTEM_ACTOR);
    });
    result.failed++;
    result.nextRetryInMs = Math.min(result.nextRetryInMs ?? delay, delay);
    // The rest of this webhook's run waits behind the failed one.
    await release(store, token, delivery.webhook_id);
    return;
  }
}

/** Delivers everything due, pass after pass, until nothing is left unclaimed and due. */
export async function deliverDueWebhooks(store: Store, options: DeliverOptions): Promise<DeliverResult> {
  const clock = options.now ?? (() => new Date());
  const result: DeliverResult = { sent: 0, failed: 0 };
  const pending = await store.db
    .selectFrom('webhook_deliveries')
    .select('id')
    .where('status', '=', 'Pending')
    .limit(1)
    .executeTakeFirst();
  if (!pending) return result;
  while (!options.signal?.aborted) {
    const token = randomUUID();
    const claimed = await claim(store, token, clock());
    if (claimed.length === 0) break;
    const runs = new Map<number, Claimed[]>();
    for (const d of claimed) {
      const run = runs.get(d.webhook_id);
      if (run) run.push(d);
      else runs.set(d.webhook_id, [d]);
    }
    await Promise.all([...runs.values()].map((run) => sendRun(store, token, run, options, clock, result)));
    if (options.signal?.aborted) await release(store, token);
  }
  return result;
}
