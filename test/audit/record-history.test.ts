import { beforeAll, expect, it } from 'vitest';
import { type Client, describeEachDatabase } from '../helpers/app.js';
import { poBody, poLine, seedMasters } from '../orders/fixtures.js';

type Row = Record<string, unknown>;

/** Contract part 7: every record screen shows its history, with the record's own View privilege. */
describeEachDatabase('record history', (t) => {
  let admin: Client;
  let buyer: Client;

  beforeAll(async () => {
    await seedMasters(t.store);
    admin = await t.admin();
    buyer = await t.loginWith([{ type: 'Procurement', access: 'Edit' }], 'history-buyer');
  });

  it("lists a PO's own changes and its lines', newest first, by number and name, without ids", async () => {
    const created = await buyer.post(
      '/api/purchase-order',
      poBody('PO-REC-1', [poLine(), poLine({ 'Item Number': 'ITEM-2' })]),
    );
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().id as number;
    const order = (await buyer.get(`/api/purchase-order/${id}`)).json() as Row & { details: Row[] };
    const updated = await buyer.put(`/api/purchase-order/${id}`, {
      ...order,
      'Supplier Number': 'SUP-2',
      details: [
        { ...order.details[0]!, 'PO Details Quantity': 25, 'Ship From Number': 'SF-2' },
        { ...order.details[1]!, 'Ship From Number': 'SF-2' },
      ],
    });
    expect(updated.statusCode, updated.body).toBe(200);

    const res = await buyer.get(`/api/history/PurchaseOrderList/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().rows as Row[];
    expect(rows.map((r) => [r.Record, r.Line, r.Action, r['Changed By']])).toEqual([
      ['Line ITEM-2', true, 'Updated', 'history-buyer'],
      ['Line ITEM-1', true, 'Updated', 'history-buyer'],
      ['PO-REC-1', false, 'Updated', 'history-buyer'],
      ['Line ITEM-2', true, 'Created', 'history-buyer'],
      ['Line ITEM-1', true, 'Created', 'history-buyer'],
      ['PO-REC-1', false, 'Created', 'history-buyer'],
    ]);
    expect(rows[2]!.Changes).toEqual({ 'Supplier Number': { old: 'SUP-1', new: 'SUP-2' } });
    expect(rows[1]!.Changes).toEqual({
      'PO Details Quantity': { old: 10, new: 25 },
      'Ship From Number': { old: 'SF-1', new: 'SF-2' },
    });
    // Ids are internal: neither the record's nor its order's id is a change shown.
    for (const row of rows)
      for (const field of Object.keys(row.Changes as Row))
        expect(['id', 'Purchase Order Id', 'PO Details Id']).not.toContain(field);
    expect(rows[5]!.Changes).toMatchObject({ 'PO List Number': { old: null, new: 'PO-REC-1' } });
    // The lines' audit records carry their order's number: the audit log finds them by it.
    const filters = encodeURIComponent(JSON.stringify({ 'Entity Number': ['PO-REC-1'] }));
    const log = await admin.get(`/api/log-list?filters=${filters}`);
    expect(log.statusCode, log.body).toBe(200);
    expect(log.json().extra.total).toBe(6);
  });

  it("a line moved to another order shows in the target's history as a change of the order's number", async () => {
    const source = await buyer.post(
      '/api/purchase-order',
      poBody('PO-MOVE-S', [poLine(), poLine({ 'Item Number': 'ITEM-3' })]),
    );
    const target = await buyer.post(
      '/api/purchase-order',
      poBody('PO-MOVE-T', [poLine({ 'Item Number': 'ITEM-4' })]),
    );
    expect(source.statusCode, source.body).toBe(200);
    expect(target.statusCode, target.body).toBe(200);
    const sourceId = source.json().id as number;
    const targetId = target.json().id as number;
    const lines = (await buyer.get(`/api/purchase-order/${sourceId}`)).json().details as Row[];
    const moved = await buyer.put('/api/purchase-order-details-move-lines', {
      moves: [
        { id: lines[1]!.id, 'Old Purchase Order List Id': sourceId, 'New Purchase Order List Id': targetId },
      ],
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const rows = (await buyer.get(`/api/history/PurchaseOrderList/${targetId}`)).json().rows as Row[];
    expect(rows[0]).toMatchObject({
      Record: 'Line ITEM-3',
      Action: 'Updated',
      Changes: { 'PO List Number': { old: 'PO-MOVE-S', new: 'PO-MOVE-T' } },
    });
  });

  it('a master record has its history; another privilege, a line type or an unknown type are refused', async () => {
    const created = await admin.post('/api/warehouse-master', {
      'Warehouse Number': 'WH-REC',
      'Warehouse Name': 'Recorded',
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().id as number;
    const res = await admin.get(`/api/history/WarehouseMaster/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().rows).toEqual([
      expect.objectContaining({ Record: 'WH-REC', Action: 'Created', Line: false, 'Changed By': 'admin' }),
    ]);

    const other = await buyer.get(`/api/history/WarehouseMaster/${id}`);
    expect(other.statusCode).toBe(403);
    expect(other.json().Code).toBe('User.NotPrivileged');
    const line = await admin.get('/api/history/PurchaseOrderDetails/1');
    expect(line.statusCode).toBe(400);
    expect(line.json().Code).toBe('ChangeTracking.UnknownEntityType');
    const unknown = await admin.get('/api/history/Nothing/1');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().Code).toBe('ChangeTracking.UnknownEntityType');
    const none = await admin.get('/api/history/PurchaseOrderList/999999');
    expect(none.statusCode).toBe(200);
    expect(none.json().rows).toEqual([]);
  });
});
