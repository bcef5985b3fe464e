import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { Store } from '../../core/db/index.js';
import { takeServiceLock } from '../../core/db/locks.js';
import { inTransaction, nowIso } from '../../core/db/transaction.js';
import { recordOf } from './dispatch.js';

/**
 * Sends undelivered email notifications to their users' User Email through the SMTP server of SMTP_URL
 * (contract part 6).
 *
 * A pass claims a batch of due rows in a transaction that holds the `email-send` service lock (a row lock on
 * PostgreSQL, the write lock on SQLite): it stamps them with its own token and a lease, so another instance's
 * pass skips them. It then sends each outside any transaction (no lock is held during SMTP I/O) and marks it
 * delivered, or records the failure with a backoff, only if it still holds the claim. A failed send is retried
 * after 30 s, 1 min, 2 min, … up to one hour between tries, forever: nothing is dropped. A sender that dies
 * mid-batch leaves its lease to expire, after which the rows are sent by a later pass; only a crash between the
 * SMTP server's acceptance and the mark can send one twice, which SMTP itself cannot rule out.
 */

/** Rows claimed at once: small enough that a batch is sent well within its lease at the timeouts below. */
export const EMAIL_BATCH = 10;
/** Lease of a claim: above EMAIL_BATCH sends at their worst (10 s connect + 10 s greeting + 30 s idle each). */
export const CLAIM_LEASE_MS = 15 * 60_000;
const BACKOFF_BASE_MS = 30_000;
const BACKOFF_MAX_MS = 60 * 60_000;
const DEFAULT_FROM = 'Supplyline <supplyline@localhost>';

/** Pause before the next try after `attempts` failed sends: doubling from 30 s, at most an hour. */
export const retryDelayMs = (attempts: number) =>
  Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1), BACKOFF_MAX_MS);

/** An SMTP transport for SMTP_URL (validated at start); its `from` query parameter names the sender. */
export function createMailer(smtpUrl: string) {
  const url = new URL(smtpUrl);
  const from = url.searchParams.get('from') ?? DEFAULT_FROM;
  url.searchParams.delete('from');
  return nodemailer.createTransport(
    {
      url: url.toString(),
      // Bounded so that a hung server fails the send (and it is retried) well within a claim's lease.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    },
    { from },
  );
}

export type Mailer = ReturnType<typeof createMailer>;

export interface SendOptions {
  /** The clock deciding which rows are due (tests move it forward to reach a retry). */
  now?: () => Date;
  batch?: number;
  /** Aborted when the app closes: the send under way is cancelled and the pass's claims are given back. */
  signal?: AbortSignal;
}

export interface SendResult {
  sent: number;
  failed: number;
}

interface Claimed {
  id: number;
  type: string;
  source: string;
  event: string;
  entity_id: string | null;
  attempts: number;
  email: string;
  fullname: string;
  actor_name: string | null;
  payload: string | null;
  happened_at: string | null;
  created_at: string;
}

const undelivered = (store: Store) =>
  store.db.selectFrom('notifications').where('channel', '=', 'email').where('delivered', '=', 0);

/** Claims up to `batch` due, unclaimed rows for `token`; returns their ids. */
async function claim(store: Store, token: string, now: Date, batch: number): Promise<number[]> {
  const at = now.toISOString();
  return inTransaction(store, async (trx) => {
    await takeServiceLock(trx, 'email-send');
    const due = await trx
      .selectFrom('notifications')
      .select('id')
      .where('channel', '=', 'email')
      .where('delivered', '=', 0)
      .where((eb) => eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', at)]))
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', at)]))
      .orderBy('id')
      .limit(batch)
      .execute();
    const ids = due.map((row) => row.id);
    if (ids.length === 0) return ids;
    await trx
      .updateTable('notifications')
      .set({ claim_token: token, claimed_until: new Date(now.getTime() + CLAIM_LEASE_MS).toISOString() })
      .where('id', 'in', ids)
      .execute();
    return ids;
  });
}

/** Fields of the record that name it for a person (numbers, names, codes), in the record's order. */
function labelsOf(payload: string | null): [string, string][] {
  if (payload === null) return [];
  return Object.entries(recordOf(payload))
    .filter(
      ([key, value]) =>
        /(Number|Name|Code|Status)$/.test(key) &&
        (typeof value === 'string' || typeof value === 'number') &&
        value !== '',
    )
    .slice(0, 6)
    .map(([key, value]) => [key, String(value)]);
}

/** Subject and text of a notification's email: which entity, record and event, by whom and when. */
export function composeEmail(row: Omit<Claimed, 'id' | 'attempts' | 'email'>): {
  subject: string;
  text: string;
} {
  const record = row.entity_id === null ? row.source : `${row.source} ${row.entity_id}`;
  const labels = labelsOf(row.payload);
  const named = labels[0] ? ` (${labels[0][0]} ${labels[0][1]})` : '';
  const by = row.actor_name ? ` by ${row.actor_name}` : '';
  const when = row.happened_at ?? row.created_at;
  const lines = [
    `Hello ${row.fullname},`,
    '',
    `${record}${named}: ${row.event}${by}.`,
    '',
    `Entity: ${row.source}`,
    `Record: ${row.entity_id ?? '-'}`,
    ...labels.map(([key, value]) => `${key}: ${value}`),
    `Event: ${row.event}`,
    ...(row.actor_name ? [`Changed by: ${row.actor_name}`] : []),
    `When: ${when}`,
    '',
    `You receive this email because your Supplyline notification settings (${row.type}) ask for ` +
      `${row.source} ${row.event} events by email.`,
  ];
  return { subject: `Supplyline: ${record}${named} ${row.event}${by}`, text: `${lines.join('\n')}\n` };
}

async function claimedRows(store: Store, token: string): Promise<Claimed[]> {
  return store.db
    .selectFrom('notifications as n')
    .innerJoin('users as u', 'u.id', 'n.user_id')
    .leftJoin('events as e', 'e.id', 'n.event_id')
    .select([
      'n.id',
      'n.type',
      'n.source',
      'n.event',
      'n.entity_id',
      'n.attempts',
      'n.created_at',
      'u.email',
      'u.fullname',
      'e.actor_name',
      'e.payload',
      'e.created_at as happened_at',
    ])
    .where('n.claim_token', '=', token)
    .where('n.delivered', '=', 0)
    .orderBy('n.id')
    .execute();
}

const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 1000) || 'send failed';

/**
 * Sends every email notification due at `now`, batch by batch, until none is left unclaimed; failed ones are
 * scheduled for a later pass. One cheap read when there is nothing to send.
 */
export async function sendDueEmails(
  store: Store,
  mailer: Mailer,
  options: SendOptions = {},
): Promise<SendResult> {
  const clock = options.now ?? (() => new Date());
  const batch = options.batch ?? EMAIL_BATCH;
  const { signal } = options;
  const result: SendResult = { sent: 0, failed: 0 };
  const pending = await undelivered(store).select('id').limit(1).executeTakeFirst();
  if (!pending) return result;
  while (!signal?.aborted) {
    const token = randomUUID();
    const ids = await claim(store, token, clock(), batch);
    if (ids.length === 0) return result;
    for (const row of await claimedRows(store, token)) {
      if (signal?.aborted) break;
      const mine = store.db
        .updateTable('notifications')
        .where('id', '=', row.id)
        .where('claim_token', '=', token);
      try {
        // The header lets a reader (or a mail filter) tell one notification from another of the same record.
        await mailer.sendMail({
          to: row.email,
          headers: { 'X-Supplyline-Notification': String(row.id) },
          ...composeEmail(row),
          ...(signal ? { signal } : {}),
        });
      } catch (error) {
        // Cancelled by shutdown rather than refused: given back below, not counted as an attempt.
        if (signal?.aborted) break;
        const attempts = row.attempts + 1;
        await mine
          .set({
            attempts,
            last_error: errorText(error),
            next_attempt_at: new Date(clock().getTime() + retryDelayMs(attempts)).toISOString(),
            claim_token: null,
            claimed_until: null,
          })
          .execute();
        result.failed++;
        continue;
      }
      await mine
        .set({
          delivered: 1,
          delivered_at: nowIso(),
          last_error: null,
          claim_token: null,
          claimed_until: null,
        })
        .execute();
      result.sent++;
    }
    if (!signal?.aborted) continue;
    // Cancelled: what this batch claimed and did not settle is free again at once, not after the lease.
    await store.db
      .updateTable('notifications')
      .set({ claim_token: null, claimed_until: null })
      .where('claim_token', '=', token)
      .execute();
  }
  return result;
}
