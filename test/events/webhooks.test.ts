import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.js';
import { edit, view } from '../../src/core/auth/privileges.js';
import { ConfigError, loadConfig } from '../../src/core/config.js';
import { type Client, describeEachDatabase, startTestApp, testConfig } from '../helpers/app.js';
import { DATABASES } from '../helpers/databases.js';
import { expectError } from '../helpers/rows.js';
import { hmac, startReceiver } from './support.js';

const SECRET = 'a-webhook-secret-of-some-length';
const ticketEvents = [{ type: 'Issue Tracker', source: 'IssueTrackerTicket', event: '*' }];

interface Delivery {
  id: number;
  'Event Id': number | null;
  Kind: string;
  Status: string;
  Attempt: number;
  'Status Code': number | null;
  'Duration Ms': number | null;
  'Last Error': string | null;
  'Next Attempt At': string | null;
}

interface Body {
  id: number | null;
  type: string;
  source: string;
  event: string;
  record_id: string;
  record: Record<string, unknown>;
  changes: Record<string, { old: unknown; new: unknown }>;
  who: string;
  when: string;
}

const createTicket = async (client: Client, title: string) => {
  const response = await client.post('/api/issue-tracker-tickets', { 'Ticket Title': title });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { id: string }).id;
};

const createWebhook = async (client: Client, url: string, events = ticketEvents) => {
  const response = await client.post('/api/webhooks', {
    'Webhook Url': url,
    'Webhook Events': events,
    'Webhook Secret': SECRET,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { id: number; 'Webhook Secret': string; 'Webhook Status': string };
};

const deliveries = async (client: Client, id: number) => {
  const response = await client.get(
    `/api/webhooks/${id}/deliveries?sort=${encodeURIComponent('{"key":"Created At","type":"Ascending"}')}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: { rows: Delivery[] } }).data.rows.sort((a, b) => a.id - b.id);
};

/** Polls the delivery log until `done` holds; the test's timeout bounds the wait (no timed assertion). */
async function logUntil(client: Client, id: number, done: (rows: Delivery[]) => boolean) {
  for (;;) {
    const rows = await deliveries(client, id);
    if (done(rows)) return rows;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describeEachDatabase(
  'webhooks',
  (t) => {
    let admin: Client;
    beforeAll(async () => {
      admin = await t.admin();
    });

    it('POSTs each matching event signed; the receiver verifies the signature', async () => {
      const receiver = await startReceiver(() => 200);
      try {
        const hook = await createWebhook(admin, receiver.url);
        expect(hook['Webhook Secret']).toBe('********');
        const number = await createTicket(admin, 'signed');
        const renamed = await admin.put(`/api/issue-tracker-tickets/${number}`, {
          'Ticket Title': 'signed 2',
        });
        expect(renamed.statusCode).toBe(200);
        await receiver.until(2);
        const [created, updated] = receiver.received.map((r) => ({ ...r, json: JSON.parse(r.body) as Body }));
        for (const request of [created!, updated!]) {
          const timestamp = String(request.headers['x-supplyline-timestamp']);
          expect(request.headers['x-supplyline-signature']).toBe(hmac(SECRET, timestamp, request.body));
          expect(request.headers['x-supplyline-signature']).not.toBe(
            hmac('another secret', timestamp, request.body),
          );
          expect(request.headers['x-supplyline-event-id']).toBe(String(request.json.id));
          expect(request.headers['content-type']).toBe('application/json');
        }
        const stored = await t.store.db
          .selectFrom('events')
          .select(['id', 'event'])
          .where('entity_type', '=', 'IssueTrackerTicket')
          .where('entity_id', '=', number)
          .orderBy('id')
          .execute();
        expect(created!.json).toMatchObject({
          id: stored[0]!.id,
          type: 'Issue Tracker',
          source: 'IssueTrackerTicket',
          event: 'Created',
          record_id: number,
          record: { id: number, 'Ticket Title': 'signed', 'Ticket Status': 'Open' },
          who: 'admin',
        });
        expect(updated!.json).toMatchObject({
          id: stored[1]!.id,
          event: 'Updated',
          record: { 'Ticket Title': 'signed 2' },
          changes: { 'Ticket Title': { old: 'signed', new: 'signed 2' } },
        });
        const log = await logUntil(admin, hook.id, (rows) => rows.every((r) => r.Status === 'Delivered'));
        expect(log.map((r) => [r['Event Id'], r.Kind, r.Status, r.Attempt, r['Status Code']])).toEqual([
          [stored[0]!.id, 'Event', 'Delivered', 1, 200],
          [stored[1]!.id, 'Event', 'Delivered', 1, 200],
        ]);
        expect(await admin.delete(`/api/webhooks/${hook.id}`)).toMatchObject({ statusCode: 200 });
      } finally {
        await receiver.close();
      }
    });

    it('retries a failing receiver with backoff: each event exactly once as a success, in order', async () => {
      const receiver = await startReceiver((index) => (index < 3 ? 500 : 200));
      try {
        const hook = await createWebhook(admin, receiver.url);
        const first = await createTicket(admin, 'retry 1');
        const second = await createTicket(admin, 'retry 2');
        await receiver.until(5);
        const seen = receiver.received.map((r) => [(JSON.parse(r.body) as Body).record_id, r.answered]);
        expect(seen).toEqual([
          [first, 500],
          [first, 500],
          [first, 500],
          [first, 200],
          [second, 200],
        ]);
        const log = await logUntil(admin, hook.id, (rows) => rows.every((r) => r.Status === 'Delivered'));
        expect(log.map((r) => [r.Status, r.Attempt, r['Status Code'], r['Next Attempt At']])).toEqual([
          ['Delivered', 4, 200, null],
          ['Delivered', 1, 200, null],
        ]);
        expect(log[0]!['Duration Ms']).toBeGreaterThanOrEqual(0);
        const stored = await t.store.db
          .selectFrom('webhooks')
          .select('failing_since')
          .where('id', '=', hook.id)
          .executeTakeFirstOrThrow();
        expect(stored.failing_since).toBeNull();
        await admin.delete(`/api/webhooks/${hook.id}`);
      } finally {
        await receiver.close();
      }
    });

    it('records a failure with its next attempt; test and redeliver queue deliveries; CRUD and errors', async () => {
      const receiver = await startReceiver((index) => (index === 0 ? 503 : 200));
      try {
        const hook = await createWebhook(admin, receiver.url, [
          { type: '*', source: 'Webhook', event: 'Test' },
        ]);
        const test = await admin.post(`/api/webhooks/${hook.id}/test`);
        expect(test.statusCode, test.body).toBe(200);
        expect(test.json()).toMatchObject({ Kind: 'Test', Status: 'Pending', Attempt: 0, 'Event Id': null });
        await receiver.until(2);
        const body = JSON.parse(receiver.received[1]!.body) as Body;
        expect(body).toMatchObject({
          id: null,
          type: 'Integrations',
          source: 'Webhook',
          event: 'Test',
          record_id: String(hook.id),
        });
        expect(JSON.stringify(body)).not.toContain(SECRET);
        const [delivered] = await logUntil(admin, hook.id, (rows) => rows[0]?.Status === 'Delivered');
        expect(delivered).toMatchObject({ Attempt: 2, 'Status Code': 200 });

        const again = await admin.post(`/api/webhooks/${hook.id}/redeliver/${delivered!.id}`);
        expect(again.statusCode, again.body).toBe(200);
        expect(again.json()).toMatchObject({ Kind: 'Redelivery', Status: 'Pending' });
        await receiver.until(3);
        expect(receiver.received[2]!.body).toBe(receiver.received[1]!.body);

        expectError(
          await admin.post(`/api/webhooks/${hook.id}/redeliver/999999`),
          400,
          'WebhookDelivery.NotFound',
        );
        expectError(await admin.get('/api/webhooks/999999'), 400, 'Webhook.NotFound');
        expectError(
          await admin.put('/api/webhooks/999999', { 'Webhook Status': 'Paused' }),
          400,
          'Webhook.NotFound',
        );
        expectError(await admin.delete('/api/webhooks/999999'), 400, 'Webhook.NotFound');
        expectError(await admin.post('/api/webhooks/999999/test'), 400, 'Webhook.NotFound');
        expectError(await admin.get('/api/webhooks/999999/deliveries'), 400, 'Webhook.NotFound');
        const valid = {
          'Webhook Url': receiver.url,
          'Webhook Events': ticketEvents,
          'Webhook Secret': SECRET,
        };
        for (const [change, code] of [
          [{ 'Webhook Url': 'ftp://example.com/x' }, 'Webhook.InvalidUrl'],
          [{ 'Webhook Url': 'not a url' }, 'Webhook.InvalidUrl'],
          [{ 'Webhook Url': 'http://user:pw@example.com/x' }, 'Webhook.InvalidUrl'],
          [{ 'Webhook Events': [{ type: 'Nope', source: '*', event: '*' }] }, 'Webhook.InvalidEvents'],
          [{ 'Webhook Events': [] }, 'Request.Invalid'],
          [{ 'Webhook Secret': 'short' }, 'Request.Invalid'],
          [{ 'Webhook Status': 'Sleeping' }, 'Request.Invalid'],
        ] as const)
          expectError(await admin.post('/api/webhooks', { ...valid, ...change }), 400, code);

        const paused = await admin.put(`/api/webhooks/${hook.id}`, {
          'Webhook Status': 'Paused',
          'Webhook Secret': `${SECRET}-2`,
        });
        expect(paused.statusCode, paused.body).toBe(200);
        expect(paused.json()).toMatchObject({ 'Webhook Status': 'Paused', 'Webhook Secret': '********' });
        const stored = await t.store.db
          .selectFrom('webhooks')
          .select('secret')
          .where('id', '=', hook.id)
          .executeTakeFirstOrThrow();
        expect(stored.secret).toBe(`${SECRET}-2`);

        // The list is the declarative view webhook_list: list parameters, /api/views and export work alike.
        const list = await admin.get(
          `/api/webhooks?filters=${encodeURIComponent('{"Webhook Status":["Paused"]}')}`,
        );
        expect(list.statusCode).toBe(200);
        const rows = (list.json() as { data: { rows: Record<string, unknown>[] } }).data.rows;
        expect(rows.map((r) => [r.id, r['Webhook Status'], r['Webhook Secret']])).toEqual([
          [hook.id, 'Paused', '********'],
        ]);
        const viewed = await admin.get(
          `/api/views/webhook_list?filters=${encodeURIComponent('{"Webhook Status":["Paused"]}')}`,
        );
        expect(viewed.statusCode).toBe(200);
        expect(viewed.body).not.toContain(SECRET);
        const exported = await admin.post('/api/export-data', { view_name: 'webhook_list' });
        expect(exported.statusCode, exported.body.slice(0, 200)).toBe(200);

        const outsider = await t.loginWith([view('Integrations'), edit('Procurement')]);
        expectError(await outsider.get('/api/webhooks'), 403, 'User.NotPrivileged');
        expectError(await outsider.post('/api/webhooks', {}), 403, 'User.NotPrivileged');
        await admin.delete(`/api/webhooks/${hook.id}`);
        expectError(await admin.get(`/api/webhooks/${hook.id}`), 400, 'Webhook.NotFound');
      } finally {
        await receiver.close();
      }
    });

    it('pauses a webhook failing for 24 hours and notifies its creator in-app', async () => {
      const receiver = await startReceiver(() => 500);
      try {
        const hook = await createWebhook(admin, receiver.url);
        // The failures began a day ago: the next failed attempt pauses it.
        const dayAgo = new Date(Date.now() - 24 * 60 * 60_000 - 1000).toISOString();
        await t.store.db
          .updateTable('webhooks')
          .set({ failing_since: dayAgo })
          .where('id', '=', hook.id)
          .execute();
        await createTicket(admin, 'never delivered');
        for (;;) {
          const row = await t.store.db
            .selectFrom('webhooks')
            .select('status')
            .where('id', '=', hook.id)
            .executeTakeFirstOrThrow();
          if (row.status === 'Paused') break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        const notes = (await admin.get('/api/notifications')).json() as {
          data: { rows: Record<string, unknown>[] };
        };
        expect(notes.data.rows[0]).toMatchObject({
          Type: 'Integrations',
          Source: 'Webhook',
          Event: 'Paused',
          'Entity Id': String(hook.id),
        });
        // It rides on the Paused outbox event, so the creator's live stream carries it too.
        const note = await t.store.db
          .selectFrom('notifications as n')
          .innerJoin('events as e', 'e.id', 'n.event_id')
          .select(['e.event', 'e.entity_id'])
          .where('n.source', '=', 'Webhook')
          .where('n.event', '=', 'Paused')
          .executeTakeFirstOrThrow();
        expect(note).toEqual({ event: 'Paused', entity_id: String(hook.id) });
        const [pending] = await deliveries(admin, hook.id);
        expect(pending).toMatchObject({ Status: 'Pending', 'Status Code': 500 });
        // Resuming starts a new allowance: the failure clock is reset.
        const resumed = await admin.put(`/api/webhooks/${hook.id}`, { 'Webhook Status': 'Active' });
        expect(resumed.json()).toMatchObject({ 'Webhook Status': 'Active', 'Failing Since': null });
        await admin.put(`/api/webhooks/${hook.id}`, { 'Webhook Status': 'Paused' });
      } finally {
        await receiver.close();
      }
    });
  },
  { WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_RETRY_BASE_MS: '20' },
);

describeEachDatabase('webhook targets without WEBHOOK_ALLOW_PRIVATE', (t) => {
  let admin: Client;
  beforeAll(async () => {
    admin = await t.admin();
  });

  it.each([
    'http://127.0.0.1:9/hook',
    'http://localhost:9/hook',
    'http://10.1.2.3/hook',
    'http://192.168.0.10/hook',
    'http://172.20.0.1/hook',
    'http://169.254.169.254/latest/meta-data',
    'http://[::1]:9/hook',
    'http://[::ffff:127.0.0.1]/hook',
    'http://[fd00:ec2::254]/hook',
    'http://0.0.0.0/hook',
  ])('refuses %s with 400 Webhook.ForbiddenTarget', async (url) => {
    expectError(
      await admin.post('/api/webhooks', {
        'Webhook Url': url,
        'Webhook Events': ticketEvents,
        'Webhook Secret': SECRET,
      }),
      400,
      'Webhook.ForbiddenTarget',
    );
  });

  it('checks again at connect time: a stored private target is never contacted', async () => {
    const receiver = await startReceiver(() => 200);
    try {
      // As if the name had resolved elsewhere when saved (DNS rebinding): the address is checked on connect.
      const now = new Date().toISOString();
      const { id } = await t.store.db
        .insertInto('webhooks')
        .values({
          url: `http://localhost:${receiver.port}/hook`,
          events: JSON.stringify(ticketEvents),
          secret: SECRET,
          status: 'Active',
          created_by: null,
          created_by_name: null,
          failing_since: null,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await createTicket(admin, 'to a private target');
      const [failed] = await logUntil(admin, id, (rows) => (rows[0]?.Attempt ?? 0) > 0);
      expect(failed).toMatchObject({ Status: 'Pending', 'Status Code': null });
      expect(failed!['Last Error']).toMatch(/forbidden address/);
      expect(receiver.received).toEqual([]);
      await t.store.db.updateTable('webhooks').set({ status: 'Paused' }).where('id', '=', id).execute();
    } finally {
      await receiver.close();
    }
  });
});

describe.each(DATABASES)('webhooks across a restart [%s]', (kind) => {
  it('loses nothing when the service stops mid-delivery: the next start delivers it, in order', async () => {
    let hang = true;
    const receiver = await startReceiver(() => (hang ? 'hang' : 200));
    const env = { WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_RETRY_BASE_MS: '20' };
    const first = await startTestApp(kind, env);
    try {
      const admin = await first.admin();
      const hook = await createWebhook(admin, receiver.url);
      const a = await createTicket(admin, 'in flight');
      const b = await createTicket(admin, 'queued behind');
      await receiver.until(1);
      await first.app.close();

      hang = false;
      const second = await createApp(testConfig(first.database.url, env), { logger: false });
      await second.ready();
      try {
        await receiver.until(3);
        const ids = receiver.received.map((r) => (JSON.parse(r.body) as Body).record_id);
        expect(ids).toEqual([a, a, b]);
        const settled = () =>
          second.store.db
            .selectFrom('webhook_deliveries')
            .select(['status', 'claim_token'])
            .where('webhook_id', '=', hook.id)
            .orderBy('id')
            .execute();
        let rows = await settled();
        // The receiver has answered; the sender marks the delivery right after.
        while (rows.some((r) => r.status !== 'Delivered')) {
          await new Promise((resolve) => setTimeout(resolve, 20));
          rows = await settled();
        }
        expect(rows).toEqual([
          { status: 'Delivered', claim_token: null },
          { status: 'Delivered', claim_token: null },
        ]);
      } finally {
        await second.close();
      }
    } finally {
      await receiver.close();
      await first.database.drop();
    }
  });
});

describe('webhook settings', () => {
  const config = (env: Record<string, string>) => loadConfig({ SECRET_KEY: 'k'.repeat(32), ...env });
  it('default to refusing private targets and a 10 s first retry', () => {
    expect(config({})).toMatchObject({ webhookAllowPrivate: false, webhookRetryBaseMs: 10_000 });
    expect(config({ WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_RETRY_BASE_MS: '50' })).toMatchObject({
      webhookAllowPrivate: true,
      webhookRetryBaseMs: 50,
    });
  });
  it.each([
    ['WEBHOOK_ALLOW_PRIVATE', 'maybe'],
    ['WEBHOOK_RETRY_BASE_MS', '0'],
    ['WEBHOOK_RETRY_BASE_MS', 'soon'],
  ])('refuses %s=%s naming the variable', (name, value) => {
    expect(() => config({ [name]: value })).toThrow(ConfigError);
    expect(() => config({ [name]: value })).toThrow(new RegExp(`^${name}: `));
  });
});
