import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from '../helpers/app.js';
import { type FreshDatabase, freshDatabase } from '../helpers/databases.js';
import { cookieHeader, type Server, setCookies, startServer } from '../helpers/server.js';
import { SseClient } from './support.js';

// Needs PostgreSQL; under CI=true a missing TEST_DATABASE_URL already fails in helpers/databases.ts.
const enabled = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!enabled)('live events across two service processes on one PostgreSQL database', () => {
  let database: FreshDatabase;
  const servers: Server[] = [];
  const streams: SseClient[] = [];

  beforeAll(async () => {
    database = await freshDatabase('postgres');
    servers.push(...(await Promise.all([startServer(database.url), startServer(database.url)])));
  }, 90_000);

  afterAll(async () => {
    for (const stream of streams) stream.close();
    for (const server of servers) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await database?.drop();
  });

  it('a write on one process reaches a stream served by the other, and a resume there', async () => {
    const [a, b] = servers as [Server, Server];
    const login = await fetch(`${a.url}/api/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: ADMIN.username, password: ADMIN.password }),
    });
    expect(login.status).toBe(200);
    const jar = setCookies(login);
    const onB = await SseClient.open(b.url, jar);
    streams.push(onB);
    expect(onB.status).toBe(200);

    const create = (title: string) =>
      fetch(`${a.url}/api/issue-tracker-tickets`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: cookieHeader(jar),
          'x-xsrf-token': jar.csrf_access_token!,
        },
        body: JSON.stringify({ 'Ticket Title': title }),
      }).then(async (r) => {
        expect(r.status).toBe(200);
        return ((await r.json()) as { id: string }).id;
      });
    const first = await create('written on A');
    const message = await onB.waitFor((m) => m.source === 'IssueTrackerTicket' && m.record_id === first);
    expect(message).toMatchObject({ type: 'Issue Tracker', event: 'Created', who: ADMIN.username });
    onB.close();

    // Missed while disconnected, written on B, resumed on A.
    const second = await create('missed');
    const onA = await SseClient.open(a.url, jar, message.id);
    streams.push(onA);
    const third = await create('after resume');
    await onA.waitFor((m) => m.record_id === third);
    expect(onA.messages.map((m) => m.record_id)).toEqual([second, third]);
  });
});
