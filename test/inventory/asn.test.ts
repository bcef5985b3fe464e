import { beforeAll, expect, it } from 'vitest';
import { edit, view } from '../../src/core/auth/privileges.js';
import { findView } from '../../src/core/list/registry.js';
import { type Client, describeEachDatabase } from '../helpers/app.js';
import { insertItem, insertPurchaseOrder, insertWarehouse } from './fixtures.js';

describeEachDatabase('ASNs', (t) => {
  let admin: Client;
  let po: { poId: number; lineId: number };
  let other: { poId: number; lineId: number };

  beforeAll(async () => {
    admin = await t.admin();
    const item = await insertItem(t.store, 'ITEM-A');
    const warehouse = await insertWarehouse(t.store, 'WH-1');
    po = await insertPurchaseOrder(t.store, 'PO-100', item, warehouse);
    other = await insertPurchaseOrder(t.store, 'PO-200', item, warehouse);
  });

  const asn = (overrides: Record<string, unknown> = {}) => ({
    'ASN Number': 'ASN-1',
    'PO Details Id': po.lineId,
    'ASN Quantity': 4,
    'ASN Ship Date': '2026-02-01',
    'ASN ETA Date': '2026-02-03',
    'ASN Tracking': '1Z999',
    ...overrides,
  });

  it('creates, reads, lists, updates and deletes an ASN', async () => {
    const created = await admin.post('/api/asn', asn());
    expect(created.statusCode).toBe(200);
    const record = created.json();
    expect(record).toEqual({
      id: expect.any(Number),
      'ASN Number': 'ASN-1',
      'PO Details Id': po.lineId,
      'PO List Number': 'PO-100',
      'Item Number': 'ITEM-A',
      'ASN Quantity': 4,
      'ASN Ship Date': '2026-02-01',
      'ASN ETA Date': '2026-02-03',
      'ASN Tracking': '1Z999',
    });
    expect((await admin.get(`/api/asn/${record.id}`)).json()).toEqual(record);

    const list = await admin.get('/api/asn');
    expect(list.statusCode).toBe(200);
    expect(list.json().data.rows).toEqual([record]);
    expect(list.json().data.sort).toEqual({ key: 'ASN ETA Date', type: 'Descending' });
    expect(findView('asn_list')?.privilege).toEqual(view('Procurement'));

    const updated = await admin.put(`/api/asn/${record.id}`, {
      'ASN Quantity': 6,
      'PO Details Id': other.lineId,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      'ASN Quantity': 6,
      'PO List Number': 'PO-200',
      'ASN Tracking': '1Z999',
    });

    const deleted = await admin.delete(`/api/asn/${record.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(await t.store.db.selectFrom('asns').selectAll().execute()).toEqual([]);
    const again = await admin.delete(`/api/asn/${record.id}`);
    expect(again.json().Code).toBe('ASN.NotFound');
    const events = await t.store.db
      .selectFrom('events')
      .select('event')
      .where('entity_type', '=', 'ASN')
      .orderBy('id')
      .execute();
    expect(events.map((e) => e.event)).toEqual(['Created', 'Updated', 'Deleted']);
  });

  it('validates number uniqueness, the PO line, quantity and date order', async () => {
    expect((await admin.post('/api/asn', asn({ 'ASN Number': 'ASN-2' }))).statusCode).toBe(200);
    const cases: [Record<string, unknown>, string][] = [
      [asn({ 'ASN Number': 'ASN-2' }), 'ASN.AlreadyExists'],
      [asn({ 'ASN Number': 'ASN-3', 'PO Details Id': 999999 }), 'PurchaseOrderDetails.NotFound'],
      [asn({ 'ASN Number': 'ASN-3', 'ASN Quantity': 0 }), 'Request.Invalid'],
      [asn({ 'ASN Number': 'ASN-3', 'ASN ETA Date': '2026-01-31' }), 'ASN.EtaBeforeShip'],
      [asn({ 'ASN Number': 'ASN-3', 'ASN Ship Date': 'soon' }), 'Request.Invalid'],
      [asn({ 'ASN Number': 'ASN-3', Extra: 1 }), 'Request.Invalid'],
    ];
    for (const [body, code] of cases) {
      const response = await admin.post('/api/asn', body);
      expect({ body, status: response.statusCode, code: response.json().Code }).toEqual({
        body,
        status: 400,
        code,
      });
    }
    const second = (await admin.post('/api/asn', asn({ 'ASN Number': 'ASN-3' }))).json();
    const renamed = await admin.put(`/api/asn/${second.id}`, { 'ASN Number': 'ASN-2' });
    expect(renamed.json().Code).toBe('ASN.AlreadyExists');
    const earlier = await admin.put(`/api/asn/${second.id}`, { 'ASN Ship Date': '2026-02-04' });
    expect(earlier.json().Code).toBe('ASN.EtaBeforeShip');
    expect((await admin.put('/api/asn/999999', { 'ASN Quantity': 1 })).json().Code).toBe('ASN.NotFound');
  });

  it('keeps the database from deleting a PO line or PO an ASN references', async () => {
    const referenced = await t.store.db
      .selectFrom('asns')
      .select('po_line_id')
      .where('po_line_id', '=', po.lineId)
      .executeTakeFirst();
    expect(referenced).toBeDefined();
    const deleteLine = t.store.db.deleteFrom('purchase_order_lines').where('id', '=', po.lineId).execute();
    await expect(deleteLine).rejects.toSatisfy((error: unknown) =>
      t.store.dialect.isForeignKeyViolation(error),
    );
    // Deleting the PO cascades to its lines, which the ASN's foreign key refuses.
    const deletePo = t.store.db.deleteFrom('purchase_orders').where('id', '=', po.poId).execute();
    await expect(deletePo).rejects.toSatisfy((error: unknown) =>
      t.store.dialect.isForeignKeyViolation(error),
    );
    expect(
      await t.store.db
        .selectFrom('purchase_order_lines')
        .select('id')
        .where('id', '=', po.lineId)
        .executeTakeFirst(),
    ).toEqual({ id: po.lineId });
    // Without an ASN the line goes.
    await t.store.db.deleteFrom('purchase_orders').where('id', '=', other.poId).execute();
    expect(
      await t.store.db
        .selectFrom('purchase_order_lines')
        .select('id')
        .where('id', '=', other.lineId)
        .executeTakeFirst(),
    ).toBeUndefined();
  });

  it('needs Procurement / View to read and Procurement / Edit to write', async () => {
    const viewer = await t.loginWith([view('Procurement')]);
    expect((await viewer.get('/api/asn')).statusCode).toBe(200);
    expect((await viewer.post('/api/asn', asn({ 'ASN Number': 'ASN-9' }))).statusCode).toBe(403);
    const inventory = await t.loginWith([edit('Inventory')]);
    expect((await inventory.get('/api/asn')).statusCode).toBe(403);
    const editor = await t.loginWith([edit('Procurement')]);
    expect((await editor.post('/api/asn', asn({ 'ASN Number': 'ASN-9' }))).statusCode).toBe(200);
  });
});
