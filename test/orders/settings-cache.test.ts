import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp } from '../../src/app.js';
import { ADMIN, Client, describeEachDatabase, testConfig } from '../helpers/app.js';
import { createOrder, poBody, seedMasters } from './fixtures.js';

// Order writes cache the change-tracking settings and custom-column layouts per instance (src/core/db/settings-cache.ts),
// keyed by a version row that every write to those settings moves: a change made through another instance must
// show in this instance's next write.
describeEachDatabase('settings cache across instances', (t) => {
  let admin: Client;
  let other: Awaited<ReturnType<typeof createApp>>;
  let otherAdmin: Client;
  const auditCount = async (entityId: number) =>
    (
      await t.store.db
        .selectFrom('audit_log')
        .select('id')
        .where('entity_type', '=', 'PurchaseOrderList')
        .where('entity_id', '=', String(entityId))
        .execute()
    ).length;

  beforeAll(async () => {
    await seedMasters(t.store);
    admin = await t.admin();
    other = await createApp(testConfig(t.database.url), { logger: false });
    await other.ready();
    otherAdmin = new Client(other, {});
    const login = await otherAdmin.post('/api/authenticate', {
      username: ADMIN.username,
      password: ADMIN.password,
    });
    expect(login.statusCode).toBe(200);
  });
  afterAll(async () => {
    await other?.close();
  });

  it('a change-tracking setting changed on another instance applies to the next create here', async () => {
    // Tracking is on in a new database (contract part 7): switch it off, then warm this instance's cache.
    const initial = await otherAdmin.put('/api/change-tracking-settings', {
      entities: { PurchaseOrderList: false },
    });
    expect(initial.statusCode, initial.body).toBe(200);
    const untracked = await createOrder(admin, 'purchase-order', poBody('PO-CACHE-1'));
    expect(await auditCount(untracked)).toBe(0);

    const on = await otherAdmin.put('/api/change-tracking-settings', {
      entities: { PurchaseOrderList: true },
    });
    expect(on.statusCode, on.body).toBe(200);
    const tracked = await createOrder(admin, 'purchase-order', poBody('PO-CACHE-2'));
    expect(await auditCount(tracked)).toBe(1);

    const off = await otherAdmin.put('/api/change-tracking-settings', {
      entities: { PurchaseOrderList: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    const untrackedAgain = await createOrder(admin, 'purchase-order', poBody('PO-CACHE-3'));
    expect(await auditCount(untrackedAgain)).toBe(0);
  });
});
