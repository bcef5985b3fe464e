import { beforeAll, expect, it } from 'vitest';
import { edit } from '../../src/core/auth/privileges.js';
import { type Client, describeEachDatabase } from '../helpers/app.js';
import { poBody, poLine, seedMasters, soBody } from '../orders/fixtures.js';

/** The order engine and the integration runs together, over HTTP only. */
describeEachDatabase('integration run with the order engine', (t) => {
  let admin: Client;
  let buyer: Client;

  beforeAll(async () => {
    admin = await t.admin();
    buyer = await t.loginWith([edit('Procurement')], `buyer_${t.kind}`);
    await seedMasters(t.store);
  });

  const poNumbered = (number: string) =>
    t.store.db.selectFrom('purchase_orders').select(['id', 'status']).where('number', '=', number).execute();

  it('queues order writes while a run holds the lock and applies them in order when it completes', async () => {
    expect((await admin.post('/api/purchase-order', poBody('PO-E2E-1'))).json().notification_type).toBe(
      'Success',
    );
    const [existing] = await poNumbered('PO-E2E-1');
    const before = (await admin.get(`/api/purchase-order/${existing?.id}`)).json();

    const run = (await admin.post('/api/integration-runs', { source: 'ERP' })).json();
    expect(run['Integration Status']).toBe('Running');

    const warning = { message: expect.stringContaining('locked'), notification_type: 'Warning' };
    const created = await admin.post(
      '/api/purchase-order',
      poBody('PO-Q-1', [poLine({ 'Item Number': 'ITEM-2' })]),
    );
    expect(created.statusCode).toBe(200);
    expect(created.json()).toEqual(warning);
    // Valid when accepted, refused when applied: the first one takes the number.
    expect((await buyer.post('/api/purchase-order', poBody('PO-Q-1'))).json()).toEqual(warning);
    const updated = await admin.put(`/api/purchase-order/${existing?.id}`, {
      ...before,
      'PO List Document Status': 'Suggested',
    });
    expect(updated.json()).toEqual(warning);
    expect((await admin.post('/api/sales-order', soBody('SO-Q-1'))).json()).toEqual(warning);
    // A bad body is still refused at once.
    const bad = await admin.post('/api/purchase-order', poBody('PO-Q-BAD', []));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Code).toBe('OrderList.NoItems');

    expect(await poNumbered('PO-Q-1')).toEqual([]);
    expect((await poNumbered('PO-E2E-1'))[0]?.status).toBe('Open');
    const queued = (await admin.get('/api/queued-operations')).json().data.rows;
    expect(queued.map((r: Record<string, unknown>) => [r.Operation, r.Status, r.Author])).toEqual([
      ['purchase-order.create', 'Queued', 'admin'],
      ['purchase-order.create', 'Queued', `buyer_${t.kind}`],
      ['purchase-order.update', 'Queued', 'admin'],
      ['sales-order.create', 'Queued', 'admin'],
    ]);

    const completed = await admin.put(`/api/integration-runs/${run.id}`, {
      'Integration Status': 'Completed',
    });
    expect(completed.statusCode).toBe(200);
    expect(completed.json()).toMatchObject({ 'Queued Operations': 4, 'Failed Operations': 1 });

    const applied = (await admin.get('/api/queued-operations')).json().data.rows;
    expect(applied.map((r: Record<string, unknown>) => [r.Operation, r.Status, r['Error Code']])).toEqual([
      ['purchase-order.create', 'Applied', null],
      ['purchase-order.create', 'Failed', 'PurchaseOrderList.AlreadyExists'],
      ['purchase-order.update', 'Applied', null],
      ['sales-order.create', 'Applied', null],
    ]);
    const [po] = await poNumbered('PO-Q-1');
    expect(po).toBeDefined();
    const record = (await admin.get(`/api/purchase-order/${po?.id}`)).json();
    expect(record.details.map((l: Record<string, unknown>) => l['Item Number'])).toEqual(['ITEM-2']);
    expect((await poNumbered('PO-E2E-1'))[0]?.status).toBe('Suggested');
    expect(
      await t.store.db.selectFrom('sales_orders').select('number').where('number', '=', 'SO-Q-1').execute(),
    ).toHaveLength(1);

    const notes = (await buyer.get('/api/notifications')).json().data.rows;
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      Event: 'QueuedOperationFailed',
      Source: 'purchase-order.create',
      Read: false,
    });
    expect(notes[0].Message).toContain('PO-Q-1');
  });

  it('refuses through the order API to delete a PO line or PO an ASN references', async () => {
    const [po] = await poNumbered('PO-Q-1');
    const line = await t.store.db
      .selectFrom('purchase_order_lines')
      .select('id')
      .where('order_id', '=', po?.id as number)
      .executeTakeFirstOrThrow();
    const asn = await admin.post('/api/asn', {
      'ASN Number': 'ASN-E2E',
      'PO Details Id': line.id,
      'ASN Quantity': 5,
    });
    expect(asn.statusCode).toBe(200);
    const lineDelete = await admin.delete(`/api/purchase-order-details/${line.id}`);
    expect(lineDelete.statusCode).toBe(400);
    expect(lineDelete.json().Code).toBe('PurchaseOrderDetails.StillInUse');
    const poDelete = await admin.delete(`/api/purchase-order/${po?.id}`);
    expect(poDelete.statusCode).toBe(400);
    expect(poDelete.json().Code).toBe('PurchaseOrderList.StillInUse');
    expect((await admin.delete(`/api/asn/${asn.json().id}`)).statusCode).toBe(200);
    expect((await admin.delete(`/api/purchase-order/${po?.id}`)).statusCode).toBe(200);
  });
});
