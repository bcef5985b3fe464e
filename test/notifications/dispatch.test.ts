import { beforeAll, expect, it } from 'vitest';
import { edit, view } from '../../src/core/auth/privileges.js';
import { dispatchAll, dispatchNotifications } from '../../src/modules/notifications/dispatch.js';
import { type Client, describeEachDatabase } from '../helpers/app.js';
import { insertItem, insertWarehouse } from '../inventory/fixtures.js';

describeEachDatabase('notification dispatch', (t) => {
  let admin: Client;
  let watcher: Client;
  let watcherId: number;

  beforeAll(async () => {
    admin = await t.admin();
    watcher = await t.loginWith([view('Inventory')], `watcher_${t.kind}`);
    watcherId = (
      await t.store.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', `watcher_${t.kind}`)
        .executeTakeFirstOrThrow()
    ).id;
    await insertItem(t.store, 'ITEM-N');
    await insertWarehouse(t.store, 'WH-1');
    await insertWarehouse(t.store, 'WH-2');
  });

  const setting = async (client: Client, body: Record<string, unknown>) => {
    const response = await client.post('/api/user-notification-settings', body);
    expect(response.statusCode, response.body).toBe(200);
  };

  it('notifies in-app the users whose enabled settings select the event, honouring column filters', async () => {
    await setting(watcher, {
      type: 'Inventory',
      source: 'Inventory',
      event: 'Created',
      channel: 'in-app',
      enabled: true,
      filters: { 'Warehouse Number': ['WH-1'] },
    });
    await setting(watcher, {
      type: 'Inventory',
      source: 'Inventory',
      event: 'Updated',
      channel: 'in-app',
      enabled: false,
    });
    await setting(watcher, {
      type: 'Inventory',
      source: 'Inventory',
      event: 'Deleted',
      channel: 'email',
      enabled: true,
    });

    const inWh1 = (
      await admin.post('/api/inventory', {
        'Item Number': 'ITEM-N',
        'Warehouse Number': 'WH-1',
        'Inventory Quantity': 1,
      })
    ).json();
    const inWh2 = (
      await admin.post('/api/inventory', {
        'Item Number': 'ITEM-N',
        'Warehouse Number': 'WH-2',
        'Inventory Quantity': 1,
      })
    ).json();
    expect((await admin.put(`/api/inventory/${inWh1.id}`, { 'Inventory Quantity': 2 })).statusCode).toBe(200);

    const list = (await watcher.get('/api/notifications')).json();
    expect(list.data.rows).toEqual([
      {
        id: expect.any(Number),
        Type: 'Inventory',
        Source: 'Inventory',
        Event: 'Created',
        Message: `Inventory ${inWh1.id}: Created by admin`,
        'Entity Id': String(inWh1.id),
        Read: false,
        'Created At': expect.any(String),
      },
    ]);
    // Nobody else subscribed.
    expect((await admin.get('/api/notifications')).json().data.rows).toEqual([]);

    // Email settings store the notification undelivered (this app has no SMTP_URL); it is not an in-app one.
    expect((await admin.delete(`/api/inventory/${inWh2.id}`)).statusCode).toBe(200);
    await dispatchAll(t.store);
    const emails = await t.store.db
      .selectFrom('notifications')
      .select(['user_id', 'channel', 'delivered', 'event', 'entity_id'])
      .where('channel', '=', 'email')
      .execute();
    expect(emails).toEqual([
      { user_id: watcherId, channel: 'email', delivered: 0, event: 'Deleted', entity_id: String(inWh2.id) },
    ]);
    expect((await watcher.get('/api/notifications')).json().extra.total).toBe(1);
  });

  it('handles every event once, even with concurrent dispatchers', async () => {
    const editor = await t.loginWith([edit('Inventory')]);
    await setting(watcher, {
      type: 'Inventory',
      source: 'Inventory',
      event: 'Updated',
      channel: 'email',
      enabled: true,
    });
    const record = (
      await editor.post('/api/inventory', {
        'Item Number': 'ITEM-N',
        'Warehouse Number': 'WH-2',
        'Inventory Quantity': 1,
      })
    ).json();
    for (let q = 2; q <= 11; q++)
      expect((await editor.put(`/api/inventory/${record.id}`, { 'Inventory Quantity': q })).statusCode).toBe(
        200,
      );
    await Promise.all([dispatchNotifications(t.store, 3), dispatchAll(t.store), dispatchAll(t.store)]);
    await dispatchAll(t.store);
    const updates = await t.store.db
      .selectFrom('notifications')
      .select(['event_id'])
      .where('entity_id', '=', String(record.id))
      .where('event', '=', 'Updated')
      .execute();
    expect(updates).toHaveLength(10);
    expect(new Set(updates.map((u) => u.event_id)).size).toBe(10);
    const pending = await t.store.db.selectFrom('events').select('id').where('dispatched', '=', 0).execute();
    expect(pending).toEqual([]);
  });
});
