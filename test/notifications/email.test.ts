import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { view } from '../../src/core/auth/privileges.js';
import { ConfigError, loadConfig } from '../../src/core/config.js';
import { dispatchAll } from '../../src/modules/notifications/dispatch.js';
import {
  CLAIM_LEASE_MS,
  createMailer,
  type Mailer,
  retryDelayMs,
  sendDueEmails,
} from '../../src/modules/notifications/email.js';
import { type Client, describeEachDatabase, type TestApp } from '../helpers/app.js';
import { insertItem, insertWarehouse } from '../inventory/fixtures.js';
import { eventually, startSmtpServer } from './smtp.js';

const smtp = await startSmtpServer();
const SENDER = 'supplyline@example.com';
const SMTP_URL = `smtp://127.0.0.1:${smtp.port}?from=${SENDER}`;
afterAll(() => smtp.close());

/** The email notification rows of `event` on `entityId`, with their delivery state. */
const emailRows = (t: TestApp, entityId: number, event: string) =>
  t.store.db
    .selectFrom('notifications')
    .select(['id', 'delivered', 'delivered_at', 'attempts', 'last_error', 'next_attempt_at', 'claim_token'])
    .where('channel', '=', 'email')
    .where('entity_id', '=', String(entityId))
    .where('event', '=', event)
    .orderBy('id')
    .execute();

/**
 * A user subscribed by email to one Inventory event in one warehouse (so tests do not see each other's mail);
 * returns the address the email must reach.
 */
async function subscriber(
  t: TestApp,
  name: string,
  event: string,
  warehouse: string,
): Promise<{ client: Client; email: string }> {
  const username = `${name}_${t.kind}`;
  const client = await t.loginWith([view('Inventory')], username);
  const response = await client.post('/api/user-notification-settings', {
    type: 'Inventory',
    source: 'Inventory',
    event,
    channel: 'email',
    enabled: true,
    filters: { 'Warehouse Number': [warehouse] },
  });
  expect(response.statusCode, response.body).toBe(200);
  return { client, email: `${username}@example.com` };
}

describeEachDatabase(
  'email notifications over SMTP',
  (t) => {
    let admin: Client;
    let mailer: Mailer;

    beforeAll(async () => {
      admin = await t.admin();
      mailer = createMailer(SMTP_URL);
      await insertItem(t.store, 'ITEM-E');
      for (const warehouse of ['WH-E1', 'WH-E2', 'WH-E3']) await insertWarehouse(t.store, warehouse);
    });
    afterAll(() => mailer.close());

    const createInventory = async (warehouse: string) => {
      const response = await admin.post('/api/inventory', {
        'Item Number': 'ITEM-E',
        'Warehouse Number': warehouse,
        'Inventory Quantity': 1,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { id: number };
    };

    it("delivers a matching event to the user's User Email after dispatch, and marks it delivered once", async () => {
      const { client, email } = await subscriber(t, 'mailer', 'Created', 'WH-E1');
      const record = await createInventory('WH-E1');

      // Listing notifications dispatches the event; the sender follows without waiting for its timer.
      expect((await client.get('/api/notifications')).statusCode).toBe(200);
      const [message] = await eventually(() => {
        const got = smtp.to(email);
        return got.length > 0 ? got : undefined;
      });
      expect(message?.to).toEqual([email]);
      expect(message?.from).toBe(SENDER);
      expect(message?.subject).toBe(
        `Supplyline: Inventory ${record.id} (Item Number ITEM-E) Created by admin`,
      );
      expect(message?.raw).toContain(`Record: ${record.id}`);
      expect(message?.raw).toContain('Warehouse Number: WH-E1');
      expect(message?.raw).toContain('Changed by: admin');

      const rows = await eventually(async () => {
        const found = await emailRows(t, record.id, 'Created');
        return found.every((row) => row.delivered === 1) ? found : undefined;
      });
      expect(rows).toEqual([
        {
          id: message?.notification,
          delivered: 1,
          delivered_at: expect.any(String),
          attempts: 0,
          last_error: null,
          next_attempt_at: null,
          claim_token: null,
        },
      ]);

      // Another pass, explicit or by the timer, sends nothing more.
      expect(await sendDueEmails(t.store, mailer)).toEqual({ sent: 0, failed: 0 });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(smtp.to(email)).toHaveLength(1);
    });

    it('keeps a refused message undelivered with its error and retries it later with a bounded backoff', async () => {
      const { email } = await subscriber(t, 'refused', 'Deleted', 'WH-E2');
      const record = await createInventory('WH-E2');
      smtp.control.refuse = true;
      try {
        expect((await admin.delete(`/api/inventory/${record.id}`)).statusCode).toBe(200);
        await dispatchAll(t.store);
        const before = Date.now();
        await sendDueEmails(t.store, mailer);
        // Settled whether this pass or the app's timer tried it.
        const [failed] = await eventually(async () => {
          const found = await emailRows(t, record.id, 'Deleted');
          return found.length === 1 && found[0]?.attempts === 1 && found[0].claim_token === null
            ? found
            : undefined;
        });
        expect(failed).toMatchObject({ delivered: 0, delivered_at: null, attempts: 1 });
        expect(failed?.last_error).toMatch(/550|Mailbox unavailable/);
        const due = Date.parse(failed?.next_attempt_at ?? '');
        expect(due).toBeGreaterThanOrEqual(before + retryDelayMs(1));
        expect(due).toBeLessThanOrEqual(Date.now() + retryDelayMs(1));
        expect(smtp.to(email)).toEqual([]);

        // Not due yet: nothing is tried again now.
        expect(await sendDueEmails(t.store, mailer)).toEqual({ sent: 0, failed: 0 });

        // Once due it is tried again; refused again, the pause doubles.
        const later = due + 1_000;
        expect(await sendDueEmails(t.store, mailer, { now: () => new Date(later) })).toEqual({
          sent: 0,
          failed: 1,
        });
        const [again] = await emailRows(t, record.id, 'Deleted');
        expect(again).toMatchObject({ delivered: 0, attempts: 2, claim_token: null });
        expect(Date.parse(again?.next_attempt_at ?? '')).toBe(later + retryDelayMs(2));

        smtp.control.refuse = false;
        const muchLater = later + retryDelayMs(2) + 1_000;
        expect(await sendDueEmails(t.store, mailer, { now: () => new Date(muchLater) })).toEqual({
          sent: 1,
          failed: 0,
        });
      } finally {
        smtp.control.refuse = false;
      }
      const messages = smtp.to(email);
      expect(messages).toHaveLength(1);
      expect(messages[0]?.subject).toBe(
        `Supplyline: Inventory ${record.id} (Item Number ITEM-E) Deleted by admin`,
      );
      const [delivered] = await emailRows(t, record.id, 'Deleted');
      expect(delivered).toMatchObject({ delivered: 1, attempts: 2, last_error: null, claim_token: null });
    });

    it("sends a notification left claimed by a sender that died, once that sender's lease has run out", async () => {
      const username = `orphan_${t.kind}`;
      await t.loginWith([view('Inventory')], username);
      const user = await t.store.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', username)
        .executeTakeFirstOrThrow();
      // A row as a sender that crashed mid-batch leaves it: claimed by it, not delivered.
      const leaseEnd = Date.now() + CLAIM_LEASE_MS;
      const row = await t.store.db
        .insertInto('notifications')
        .values({
          user_id: user.id,
          type: 'Inventory',
          source: 'Inventory',
          event: 'Created',
          channel: 'email',
          message: 'Inventory 999: Created',
          entity_id: '999',
          event_id: null,
          delivered: 0,
          created_at: new Date().toISOString(),
          claim_token: 'sender-that-died',
          claimed_until: new Date(leaseEnd).toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();

      // Still leased: no one sends it.
      expect(await sendDueEmails(t.store, mailer)).toEqual({ sent: 0, failed: 0 });
      expect(smtp.to(`${username}@example.com`)).toEqual([]);

      expect(await sendDueEmails(t.store, mailer, { now: () => new Date(leaseEnd + 1_000) })).toEqual({
        sent: 1,
        failed: 0,
      });
      const messages = smtp.to(`${username}@example.com`);
      expect(messages.map((m) => [m.notification, m.subject])).toEqual([
        [row.id, 'Supplyline: Inventory 999 Created'],
      ]);
      expect(await emailRows(t, 999, 'Created')).toMatchObject([
        { id: row.id, delivered: 1, claim_token: null },
      ]);
    });

    it('gives a send cancelled by shutdown back, uncounted, for a later pass', async () => {
      const username = `stalled_${t.kind}`;
      await t.loginWith([view('Inventory')], username);
      const user = await t.store.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', username)
        .executeTakeFirstOrThrow();
      // Due only on the test's clock, so the app's own sender leaves it alone.
      const due = Date.now() + 24 * 3600_000;
      const row = await t.store.db
        .insertInto('notifications')
        .values({
          user_id: user.id,
          type: 'Inventory',
          source: 'Inventory',
          event: 'Created',
          channel: 'email',
          message: 'Inventory 998: Created',
          entity_id: '998',
          event_id: null,
          delivered: 0,
          created_at: new Date().toISOString(),
          next_attempt_at: new Date(due).toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const closing = new AbortController();
      const hungBefore = smtp.hung();
      smtp.control.hang = true;
      try {
        const pass = sendDueEmails(t.store, mailer, { now: () => new Date(due), signal: closing.signal });
        await eventually(() => smtp.hung() > hungBefore || undefined);
        closing.abort();
        expect(await pass).toEqual({ sent: 0, failed: 0 });
      } finally {
        smtp.control.hang = false;
      }
      expect(await emailRows(t, 998, 'Created')).toMatchObject([
        { id: row.id, delivered: 0, attempts: 0, last_error: null, claim_token: null },
      ]);
      expect(await sendDueEmails(t.store, mailer, { now: () => new Date(due) })).toEqual({
        sent: 1,
        failed: 0,
      });
      expect(smtp.to(`${username}@example.com`).map((m) => m.notification)).toEqual([row.id]);
    });

    it('sends each notification once when several senders run at the same time', async () => {
      const { email } = await subscriber(t, 'busy', 'Updated', 'WH-E3');
      const record = await createInventory('WH-E3');
      for (let quantity = 2; quantity <= 13; quantity++)
        expect(
          (await admin.put(`/api/inventory/${record.id}`, { 'Inventory Quantity': quantity })).statusCode,
        ).toBe(200);
      await dispatchAll(t.store);
      const other = createMailer(SMTP_URL);
      try {
        await Promise.all([
          sendDueEmails(t.store, mailer, { batch: 3 }),
          sendDueEmails(t.store, other, { batch: 2 }),
          sendDueEmails(t.store, mailer),
        ]);
      } finally {
        other.close();
      }
      // Rows a timer pass may still hold are settled before counting.
      const rows = await eventually(async () => {
        const found = await emailRows(t, record.id, 'Updated');
        return found.length === 12 && found.every((row) => row.delivered === 1) ? found : undefined;
      });
      const messages = smtp.to(email);
      expect(messages).toHaveLength(12);
      expect(new Set(messages.map((m) => m.notification))).toEqual(new Set(rows.map((row) => row.id)));
    });
  },
  { SMTP_URL },
);

describeEachDatabase('email notifications without SMTP_URL', (t) => {
  it('stores them undelivered and sends nothing', async () => {
    expect(t.app.config.smtpUrl).toBeUndefined();
    const admin = await t.admin();
    await insertItem(t.store, 'ITEM-U');
    await insertWarehouse(t.store, 'WH-U');
    const { client, email } = await subscriber(t, 'unsent', 'Created', 'WH-U');
    const record = (
      await admin.post('/api/inventory', {
        'Item Number': 'ITEM-U',
        'Warehouse Number': 'WH-U',
        'Inventory Quantity': 1,
      })
    ).json() as { id: number };
    expect((await client.get('/api/notifications')).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await emailRows(t, record.id, 'Created')).toEqual([
      {
        id: expect.any(Number),
        delivered: 0,
        delivered_at: null,
        attempts: 0,
        last_error: null,
        next_attempt_at: null,
        claim_token: null,
      },
    ]);
    expect(smtp.to(email)).toEqual([]);
  });
});

describe('SMTP_URL', () => {
  const config = (value: string) => loadConfig({ SECRET_KEY: 'k'.repeat(32), SMTP_URL: value });

  it.each(['not a url', 'http://mail.example.com', 'smtp://', 'smtp://mail.example.com?from=nobody'])(
    'refuses %s, naming SMTP_URL',
    (value) => {
      expect(() => config(value)).toThrow(ConfigError);
      try {
        config(value);
      } catch (error) {
        expect((error as ConfigError).variable).toBe('SMTP_URL');
      }
    },
  );

  it('accepts smtp and smtps URLs with credentials and a sender, without echoing a password in errors', () => {
    expect(config('smtps://user:secret@mail.example.com:465?from=ops@example.com').smtpUrl).toBe(
      'smtps://user:secret@mail.example.com:465?from=ops@example.com',
    );
    expect(config('smtp://mail.example.com').smtpUrl).toBe('smtp://mail.example.com');
    expect(config('').smtpUrl).toBeUndefined();
    expect(() => config('ftp://user:secret@mail.example.com')).toThrow(/^SMTP_URL: (?!.*secret)/);
  });

  it('backs off from 30 seconds, doubling, to at most an hour', () => {
    expect([1, 2, 3, 7, 8, 50].map(retryDelayMs)).toEqual([
      30_000, 60_000, 120_000, 1_920_000, 3_600_000, 3_600_000,
    ]);
  });
});
