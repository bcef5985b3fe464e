import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { view } from '../../src/core/auth/privileges.js';
import { closeStore, openStore } from '../../src/core/db/index.js';
import { ADMIN, type Client, describeEachDatabase } from '../helpers/app.js';
import { DATABASES, type FreshDatabase, freshDatabase } from '../helpers/databases.js';
import { expectError } from '../helpers/rows.js';
import { cookieHeader, type Server, setCookies, startServer, stopServers } from '../helpers/server.js';
import { poBody, poLine, seedMasters, soBody } from './fixtures.js';

const DEFAULTS = {
  Purchase: { Prefix: 'PO-', Digits: 6, Next: 1 },
  Sales: { Prefix: 'SO-', Digits: 6, Next: 1 },
  Manufacturing: { Prefix: 'MO-', Digits: 6, Next: 1 },
  Transfer: { Prefix: 'TO-', Digits: 6, Next: 1 },
  Forecast: { Prefix: 'FC-', Digits: 6, Next: 1 },
};

/** Contract part 7, "Order numbers". */
describeEachDatabase('order numbering', (t) => {
  let admin: Client;

  beforeAll(async () => {
    await seedMasters(t.store);
    admin = await t.admin();
  });

  const createPo = async (number: string) => {
    const res = await admin.post('/api/purchase-order', poBody(number, [poLine()]));
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().id as number;
    return (await admin.get(`/api/purchase-order/${id}`)).json()['PO List Number'] as string;
  };

  it('starts with a prefix, 6 digits and 1 per order type, for Superusers only', async () => {
    const res = await admin.get('/api/numbering');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(DEFAULTS);
    const buyer = await t.loginWith([view('Procurement')]);
    await expectError(await buyer.get('/api/numbering'), 403, 'User.NotPrivileged');
    await expectError(
      await buyer.put('/api/numbering', { Sales: { Prefix: 'X-' } }),
      403,
      'User.NotPrivileged',
    );
  });

  it('draws the next number for `*`, never reusing one, skipping a number typed by hand', async () => {
    expect(await createPo('*')).toBe('PO-000001');
    expect((await admin.get('/api/numbering/next/Purchase')).json()).toEqual({ Number: 'PO-000002' });
    expect(await createPo('*')).toBe('PO-000002');
    expect(await createPo('PO-000003')).toBe('PO-000003');
    expect((await admin.get('/api/numbering/next/Purchase')).json()).toEqual({ Number: 'PO-000004' });
    expect(await createPo('*')).toBe('PO-000004');
    // A refused create gives its number back (its transaction rolled back).
    const bad = await admin.post('/api/purchase-order', poBody('*', [poLine({ 'Item Number': 'NOPE' })]));
    await expectError(bad, 400, 'ItemMaster.NotFound');
    expect(await createPo('*')).toBe('PO-000005');
    // Other order types draw from their own row.
    expect((await admin.get('/api/numbering/next/Sales')).json()).toEqual({ Number: 'SO-000001' });
  });

  it('takes a partial change; Next may only grow', async () => {
    const res = await admin.put('/api/numbering', {
      Sales: { Prefix: 'S', Digits: 4 },
      Forecast: { Next: 50 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      Sales: { Prefix: 'S', Digits: 4, Next: 1 },
      Forecast: { Prefix: 'FC-', Digits: 6, Next: 50 },
      Transfer: DEFAULTS.Transfer,
    });
    expect((await admin.get('/api/numbering/next/Sales')).json()).toEqual({ Number: 'S0001' });
    await expectError(
      await admin.put('/api/numbering', { Forecast: { Next: 49 } }),
      400,
      'Numbering.InvalidValue',
    );
    await expectError(await admin.put('/api/numbering', { Boats: { Next: 2 } }), 400, 'Request.Invalid');
    await expectError(await admin.put('/api/numbering', { Sales: { Digits: 0 } }), 400, 'Request.Invalid');
    expect((await admin.get('/api/numbering')).json().Forecast.Next).toBe(50);
  });

  it("answers the next number to the order type's View privilege", async () => {
    const planner = await t.loginWith([view('Manufacturing')]);
    expect((await planner.get('/api/numbering/next/Manufacturing')).json()).toEqual({ Number: 'MO-000001' });
    await expectError(await planner.get('/api/numbering/next/Purchase'), 403, 'User.NotPrivileged');
    await expectError(await planner.get('/api/numbering/next/Boats'), 400, 'Request.Invalid');
  });
});

/** Two service processes on one database (PostgreSQL as contract 7 asks; one SQLite file too), drawing at once. */
for (const kind of DATABASES)
  describe(`order numbering, two server processes on one ${kind} database`, () => {
    let database: FreshDatabase;
    const servers: Server[] = [];

    beforeAll(async () => {
      database = await freshDatabase(kind);
      servers.push(...(await Promise.all([startServer(database.url), startServer(database.url)])));
    }, 90_000);
    afterAll(async () => {
      await stopServers(servers);
      await database?.drop();
    });

    it('never give two creates the same number', async () => {
      const sessions = await Promise.all(
        servers.map(async (server) => {
          const res = await fetch(`${server.url}/api/authenticate`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ username: ADMIN.username, password: ADMIN.password }),
          });
          expect(res.status).toBe(200);
          const jar = setCookies(res);
          return { server, headers: { cookie: cookieHeader(jar), 'x-xsrf-token': jar.csrf_access_token! } };
        }),
      );
      const [first] = sessions;
      const post = (path: string, body: unknown, session = first!) =>
        fetch(`${session.server.url}${path}`, {
          method: 'POST',
          headers: { ...session.headers, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      const store = openStore(database.url);
      try {
        await seedMasters(store);
      } finally {
        await closeStore(store);
      }
      // 40 creates, 20 on each process, all at once.
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) => post('/api/sales-order', soBody('*'), sessions[i % 2])),
      );
      const bodies = await Promise.all(answers.map((a) => a.json() as Promise<{ id: number }>));
      expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
      const numbers = await Promise.all(
        bodies.map(async ({ id }) => {
          const res = await fetch(`${first!.server.url}/api/sales-order/${id}`, { headers: first!.headers });
          return ((await res.json()) as Record<string, string>)['SO List Number'];
        }),
      );
      expect([...numbers].sort()).toEqual(
        Array.from({ length: 40 }, (_, i) => `SO-${String(i + 1).padStart(6, '0')}`),
      );
    });
  });
