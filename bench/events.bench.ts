import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../src/app.js';
import { loadConfig } from '../src/core/config.js';
import { nowIso } from '../src/core/db/transaction.js';

/**
 * Live events benchmark: EVENTS outbox events (purchase-order updates with a 20-field record) delivered
 *  1. to CLIENTS server-sent-event clients of the real service (session cookie, admin), and
 *  2. to one webhook receiver (signed POSTs, in order),
 * each against a bare loop doing the same sends in the same process: an HTTP server writing the same frames to
 * the same number of clients, and a loop POSTing the same signed bodies one after another over a keep-alive
 * agent. The events are inserted straight into the outbox (the writes that cause them are not measured);
 * the service then dispatches (publishes) them, fans them out and delivers them. SQLite in a temporary file.
 * Targets: none enforced (figures for the issue note); the bench fails only if an event is lost or repeated.
 */
const EVENTS = Number(process.env.BENCH_EVENTS ?? 5000);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 100);
const SECRET = 'bench-webhook-secret-0123456789';

const record = (i: number) => {
  const fields: Record<string, unknown> = {
    id: i,
    'PO List Number': `PO-${i}`,
    'PO List Document Status': 'Open',
  };
  for (let f = 0; f < 17; f++) fields[`Field ${f}`] = `value ${f} of ${i}`;
  return fields;
};

/** Counts SSE messages (frames with data) on one connection; resolves when `expected` have arrived. */
function sseClient(url: string, cookie: string, expected: number) {
  let count = 0;
  let buffer = '';
  let resolveDone: () => void = () => undefined;
  const done = new Promise<void>((resolve) => {
    resolveDone = resolve;
  });
  let request: http.ClientRequest | undefined;
  const connected = new Promise<void>((resolve, reject) => {
    request = http.get(url, { headers: { cookie, accept: 'text/event-stream' } }, (response) => {
      response.setEncoding('utf8');
      response.once('data', () => resolve());
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          if (buffer.startsWith('id: ', 0) || buffer.slice(0, end).includes('\ndata: ')) count++;
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
        }
        if (count >= expected) resolveDone();
      });
    });
    request.on('error', reject);
  });
  return { connected, done, count: () => count, close: () => request?.destroy() };
}

async function listen(server: http.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** A receiver that answers 200 and counts; `seen` holds the event ids in arrival order. */
async function receiver() {
  const seen: number[] = [];
  let waiting: { count: number; resolve: () => void } | undefined;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      seen.push(Number(req.headers['x-supplyline-event-id']));
      res.end('ok');
      if (waiting && seen.length >= waiting.count) waiting.resolve();
    });
  });
  const port = await listen(server);
  return {
    url: `http://127.0.0.1:${port}/hook`,
    seen,
    until: (count: number) =>
      seen.length >= count
        ? Promise.resolve()
        : new Promise<void>((resolve) => (waiting = { count, resolve })),
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

const rate = (events: number, ms: number) =>
  `${Math.round((events / ms) * 1000).toLocaleString('en')} events/s`;

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'sl-bench-events-'));
  const config = loadConfig({
    DATABASE_URL: `sqlite:${join(dir, 'bench.db')}`,
    SECRET_KEY: 'bench-secret-key-of-at-least-32-characters',
    ADMIN_PASSWORD: 'bench-admin-password',
    WEBHOOK_ALLOW_PRIVATE: 'true',
    LOG_LEVEL: 'warn',
  });
  const app = await createApp(config, { logger: { level: 'warn' } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const login = await fetch(`${base}/api/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'bench-admin-password' }),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');

  const insertEvents = async (from: number) => {
    const now = nowIso();
    const rows = Array.from({ length: EVENTS }, (_, k) => {
      const i = from + k;
      const after = record(i);
      const before = { ...after, 'PO List Document Status': 'Draft' };
      return {
        event: 'Updated',
        entity_type: 'PurchaseOrderList',
        entity_id: String(i),
        actor_id: 1,
        actor_name: 'admin',
        payload: JSON.stringify({
          changes: { 'PO List Document Status': { old: 'Draft', new: 'Open' } },
          before,
          after,
        }),
        created_at: now,
      };
    });
    for (let i = 0; i < rows.length; i += 200)
      await app.store.db
        .insertInto('events')
        .values(rows.slice(i, i + 200))
        .execute();
  };
  const publishNow = () => fetch(`${base}/api/notifications`, { headers: { cookie } });

  // 1. SSE: CLIENTS streams of the service.
  const clients = Array.from({ length: CLIENTS }, () =>
    sseClient(`${base}/api/events/stream`, cookie, EVENTS),
  );
  await Promise.all(clients.map((c) => c.connected));
  let started = performance.now();
  await insertEvents(1);
  await publishNow();
  const publishMs = performance.now() - started;
  await Promise.all(clients.map((c) => c.done));
  const sseMs = performance.now() - started;
  const sseCounts = new Set(clients.map((c) => c.count()));
  for (const c of clients) c.close();

  // Ceiling: a bare server writing the same frames (one write per event per client) to CLIENTS connections.
  const frames = Array.from({ length: EVENTS }, (_, k) => {
    const data = {
      id: k + 1,
      type: 'Procurement',
      source: 'PurchaseOrderList',
      event: 'Updated',
      record_id: String(k + 1),
      who: 'admin',
      when: nowIso(),
      notifications: [],
    };
    return `id: ${k + 1}\ndata: ${JSON.stringify(data)}\n\n`;
  });
  const sockets: http.ServerResponse[] = [];
  let allConnected: () => void = () => undefined;
  const connectedAll = new Promise<void>((resolve) => {
    allConnected = resolve;
  });
  const bare = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.write('retry: 3000\n\n');
    sockets.push(res);
    if (sockets.length === CLIENTS) allConnected();
  });
  const barePort = await listen(bare);
  const bareClients = Array.from({ length: CLIENTS }, () =>
    sseClient(`http://127.0.0.1:${barePort}/`, '', EVENTS),
  );
  await connectedAll;
  started = performance.now();
  for (let k = 0; k < EVENTS; k += 500) {
    const page = frames.slice(k, k + 500).join('');
    for (const res of sockets) res.write(page);
    await new Promise((resolve) => setImmediate(resolve));
  }
  await Promise.all(bareClients.map((c) => c.done));
  const bareSseMs = performance.now() - started;
  for (const c of bareClients) c.close();
  bare.closeAllConnections();
  bare.close();

  // 2. Webhook: one receiver subscribed to everything.
  const target = await receiver();
  const hook = await fetch(`${base}/api/webhooks`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie,
      'x-xsrf-token': /csrf_access_token=([^;]+)/.exec(cookie)![1]!,
    },
    body: JSON.stringify({
      'Webhook Url': target.url,
      'Webhook Events': [{ type: 'Procurement', source: '*', event: '*' }],
      'Webhook Secret': SECRET,
    }),
  });
  if (hook.status !== 200) throw new Error(`webhook create failed: ${await hook.text()}`);
  started = performance.now();
  await insertEvents(EVENTS + 1);
  await publishNow();
  await target.until(EVENTS);
  const hookMs = performance.now() - started;
  const inOrder = target.seen.every((id, k) => k === 0 || id > target.seen[k - 1]!);
  const unique = new Set(target.seen).size === target.seen.length;

  // Ceiling: a bare loop POSTing the same bodies, signed, one after another, over a keep-alive agent.
  const bodies = (
    await app.store.db.selectFrom('webhook_deliveries').select(['event_id', 'body']).orderBy('id').execute()
  ).map((d) => ({ id: String(d.event_id), body: d.body }));
  const bareTarget = await receiver();
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  started = performance.now();
  for (const { id, body } of bodies) {
    const timestamp = String(Math.floor(Date.now() / 1000));
    const signature = `sha256=${createHmac('sha256', SECRET).update(`${timestamp}.${body}`).digest('hex')}`;
    await new Promise<void>((resolve, reject) => {
      const req = http.request(
        bareTarget.url,
        {
          method: 'POST',
          agent,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            'x-supplyline-event-id': id,
            'x-supplyline-timestamp': timestamp,
            'x-supplyline-signature': signature,
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve());
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }
  const bareHookMs = performance.now() - started;
  agent.destroy();
  target.close();
  bareTarget.close();
  await app.close();
  rmSync(dir, { recursive: true, force: true });

  const ok =
    sseCounts.size === 1 && sseCounts.has(EVENTS) && inOrder && unique && target.seen.length === EVENTS;
  console.log(
    `events: ${EVENTS.toLocaleString('en')} outbox events (PurchaseOrderList Updated, 20-field record), SQLite`,
  );
  console.log(
    `SSE, ${CLIENTS} clients: service ${(sseMs / 1000).toFixed(2)} s, ${rate(EVENTS, sseMs)} per client (${rate(EVENTS * CLIENTS, sseMs)} messages in all); bare server ${(bareSseMs / 1000).toFixed(2)} s, ${rate(EVENTS, bareSseMs)}; ratio ${(sseMs / bareSseMs).toFixed(2)}; the service published the last event (dispatch, sharing the event loop with the fan-out) after ${(publishMs / 1000).toFixed(2)} s`,
  );
  console.log(
    `webhook, 1 receiver: service ${(hookMs / 1000).toFixed(2)} s, ${rate(EVENTS, hookMs)}; bare loop ${(bareHookMs / 1000).toFixed(2)} s, ${rate(EVENTS, bareHookMs)}; ratio ${(hookMs / bareHookMs).toFixed(2)}; in order ${inOrder}, no repeats ${unique}`,
  );
  if (!ok) {
    console.log('FAILED: an event was lost, repeated or out of order');
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
