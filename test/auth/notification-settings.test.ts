import { expect, it } from 'vitest';
import { view } from '../../src/core/auth/privileges.js';
import { describeEachDatabase } from '../helpers/app.js';

const BASE = '/api/user-notification-settings';

describeEachDatabase('user notification settings', (t) => {
  it('creates, lists, reads, updates and deletes the own settings, by id and by type and source', async () => {
    // Authentication only: a user without any privilege manages their own settings.
    const me = await t.loginWith([]);
    const created = await me.post(BASE, {
      type: 'Procurement',
      source: 'PurchaseOrderList',
      event: 'StatusChange',
      channel: 'in-app',
      enabled: true,
      filters: { 'Warehouse Number': ['W1', 'W2'] },
    });
    expect(created.statusCode, created.body).toBe(200);
    const setting = created.json();
    expect(setting).toEqual({
      id: expect.any(Number),
      type: 'Procurement',
      source: 'PurchaseOrderList',
      event: 'StatusChange',
      channel: 'in-app',
      enabled: true,
      filters: { 'Warehouse Number': ['W1', 'W2'] },
    });
    const second = (
      await me.post(BASE, {
        type: 'Procurement',
        source: 'PurchaseOrderList',
        event: 'Created',
        channel: 'email',
        enabled: false,
      })
    ).json();
    expect(second.filters).toBeNull();
    await me.post(BASE, {
      type: 'Demand',
      source: 'SalesOrderList',
      event: 'Deleted',
      channel: 'email',
      enabled: true,
    });

    const duplicate = await me.post(BASE, {
      type: 'Procurement',
      source: 'PurchaseOrderList',
      event: 'StatusChange',
      channel: 'in-app',
      enabled: false,
    });
    expect([duplicate.statusCode, duplicate.json().Code]).toEqual([400, 'NotificationSetting.AlreadyExists']);
    const badChannel = await me.post(BASE, {
      type: 'Demand',
      source: 'X',
      event: 'Y',
      channel: 'sms',
      enabled: true,
    });
    expect([badChannel.statusCode, badChannel.json().Code]).toEqual([400, 'Request.Invalid']);

    const list = await me.get(BASE);
    expect(list.statusCode).toBe(200);
    expect(list.json().extra.total).toBe(3);
    expect(list.json().data.rows[0]).toEqual(setting);
    const enabledOnly = await me.get(
      `${BASE}?filters=${encodeURIComponent(JSON.stringify({ enabled: [true] }))}`,
    );
    expect(enabledOnly.json().extra.total).toBe(2);

    expect((await me.get(`${BASE}/${setting.id}`)).json()).toEqual(setting);
    const byTypeSource = await me.get(`${BASE}/Procurement/PurchaseOrderList`);
    expect(byTypeSource.json().data.rows.map((r: { id: number }) => r.id)).toEqual([setting.id, second.id]);

    const one = await me.put(`${BASE}/${setting.id}`, { enabled: false, filters: null });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ enabled: false, filters: null });
    const many = await me.put(`${BASE}/Procurement/PurchaseOrderList`, { enabled: true });
    expect(many.statusCode).toBe(200);
    expect(many.json().map((s: { enabled: boolean }) => s.enabled)).toEqual([true, true]);

    const removed = await me.delete(`${BASE}/${setting.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().id).toBe(setting.id);
    const removedMany = await me.delete(`${BASE}/Procurement/PurchaseOrderList`);
    expect(removedMany.json().map((s: { id: number }) => s.id)).toEqual([second.id]);
    expect((await me.get(BASE)).json().extra.total).toBe(1);

    const events = await t.store.db
      .selectFrom('events')
      .select('event')
      .where('entity_type', '=', 'NotificationSetting')
      .execute();
    expect(events.length).toBeGreaterThanOrEqual(7);
  });

  it('keeps settings private: another user’s id or type and source is 400 NotificationSetting.NotFound', async () => {
    const owner = await t.loginWith([view('Demand')]);
    const other = await t.loginWith([view('Demand')]);
    const setting = (
      await owner.post(BASE, {
        type: 'Inventory',
        source: 'Inventory',
        event: 'Created',
        channel: 'in-app',
        enabled: true,
      })
    ).json();
    for (const response of [
      await other.get(`${BASE}/${setting.id}`),
      await other.put(`${BASE}/${setting.id}`, { enabled: false }),
      await other.delete(`${BASE}/${setting.id}`),
      await other.put(`${BASE}/Inventory/Inventory`, { enabled: false }),
      await other.delete(`${BASE}/Inventory/Inventory`),
    ])
      expect([response.statusCode, response.json().Code]).toEqual([400, 'NotificationSetting.NotFound']);
    expect((await other.get(`${BASE}/Inventory/Inventory`)).json().extra.total).toBe(0);
    expect((await owner.get(`${BASE}/${setting.id}`)).json().enabled).toBe(true);
    expect((await t.anonymous().get(BASE)).statusCode).toBe(401);
  });
});
