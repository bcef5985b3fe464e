import { beforeAll, describe, expect, it } from 'vitest';
import { edit, view } from '../../src/core/auth/privileges.js';
import { type Client, describeEachDatabase } from '../helpers/app.js';
import { expectError } from '../helpers/rows.js';
import {
  createOrder,
  type Line,
  lockProcurement,
  type Masters,
  seedMasters,
  soBody,
  soLine,
} from './fixtures.js';

describeEachDatabase('sales orders', (t) => {
  let admin: Client;
  let masters: Masters;
  beforeAll(async () => {
    masters = await seedMasters(t.store);
    admin = await t.admin();
  });

  const create = (body: Line) => createOrder(admin, 'sales-order', body);
  const read = async (id: number) =>
    (await admin.get(`/api/sales-order/${id}`)).json() as Line & { details: Line[] };

  it('creates and reads back in the create body field names', async () => {
    const body = soBody('SO-1', [
      soLine(),
      soLine({ 'Item Number': 'ITEM-1', 'Sub Item Number': 'SUB-A', 'SO Details Tracking': 'T-1' }),
    ]);
    const id = await create(body);
    const response = await admin.get(`/api/sales-order/${id}`);
    expect(response.headers.etag).toBe(`"${id}.1"`);
    const record = response.json();
    expect(record).toEqual({
      ...body,
      id,
      'Sales Order Id': id,
      details: (body.details as Line[]).map((line, i) => ({ ...line, id: record.details[i].id })),
    });
  });

  describe('create validation, in the order of specification 4.3', () => {
    const laterFaults = { 'Customer Number': 'CUST-404' };
    const cases: [string, Line, string][] = [
      ['empty details', soBody('SO-V1', [], laterFaults), 'OrderList.NoItems'],
      [
        'several warehouses',
        soBody(
          'SO-V2',
          [soLine({ 'Item Number': 'X' }), soLine({ 'Item Number': 'X', 'Warehouse Number': 'WH-2' })],
          laterFaults,
        ),
        'OrderList.MultipleWarehouses',
      ],
      [
        'repeated item rows',
        soBody('SO-V3', [soLine({ 'Item Number': 'X' }), soLine({ 'Item Number': 'X' })], laterFaults),
        'OrderDetails.DuplicateRows',
      ],
      [
        'order date after ship date',
        soBody('SO-V4', [soLine({ 'Item Number': 'X', 'SO Details Order Date': '2026-03-01' })], laterFaults),
        'SalesOrderDetails.OrderDateAfterShip',
      ],
      [
        'unknown customer',
        soBody(
          'SO-V5',
          [soLine({ 'Item Number': 'X', 'Warehouse Number': 'WH-404', 'Ship To Number': 'ST-404' })],
          laterFaults,
        ),
        'CustomerMaster.NotFound',
      ],
      [
        'unknown item',
        soBody('SO-V6', [
          soLine({ 'Item Number': 'X', 'Warehouse Number': 'WH-404', 'Ship To Number': 'ST-404' }),
        ]),
        'ItemMaster.NotFound',
      ],
      [
        'unknown sub-item',
        soBody('SO-V6b', [soLine({ 'Sub Item Number': 'SUB-404', 'Warehouse Number': 'WH-404' })]),
        'SubItemMaster.NotFound',
      ],
      [
        'unknown warehouse',
        soBody('SO-V7', [soLine({ 'Warehouse Number': 'WH-404', 'Ship To Number': 'ST-404' })]),
        'WarehouseMaster.NotFound',
      ],
      ['unknown ship-to', soBody('SO-V8', [soLine({ 'Ship To Number': 'ST-404' })]), 'ShipToMaster.NotFound'],
    ];
    for (const [title, body, code] of cases)
      it(`${title} → ${code}`, async () => {
        await expectError(await admin.post('/api/sales-order', body), 400, code);
        expect(
          await t.store.db
            .selectFrom('sales_orders')
            .select('id')
            .where('number', '=', body['SO List Number'] as string)
            .execute(),
        ).toEqual([]);
      });
    it('duplicate number → SalesOrderList.AlreadyExists; malformed JSON → JSON.Invalid', async () => {
      await create(soBody('SO-DUP'));
      await expectError(
        await admin.post('/api/sales-order', soBody('SO-DUP')),
        400,
        'SalesOrderList.AlreadyExists',
      );
      await expectError(
        await admin.post('/api/sales-order', '[', { 'content-type': 'application/json' }),
        400,
        'JSON.Invalid',
      );
    });
  });

  it('updates replacing lines, deletes, deletes the last line with its order', async () => {
    const id = await create(soBody('SO-UPD', [soLine(), soLine({ 'Item Number': 'ITEM-2' })]));
    const [first, second] = (await read(id)).details;
    const response = await admin.put(
      `/api/sales-order/${id}`,
      soBody('SO-UPD', [{ ...second, 'SO Details Quantity': 7 }, soLine({ 'Item Number': 'ITEM-3' })]),
    );
    expect(response.statusCode, response.body).toBe(200);
    const after = (await read(id)).details;
    expect(after.map((l) => l.id).slice(0, 1)).toEqual([second!.id]);
    expect(after.map((l) => l['Item Number'])).toEqual(['ITEM-2', 'ITEM-3']);
    expect(after[0]!['SO Details Quantity']).toBe(7);
    await expectError(
      await admin.put(`/api/sales-order/${id}`, soBody('SO-UPD', [first!])),
      400,
      'SalesOrderDetails.NotFound',
    );
    await expectError(
      await admin.put('/api/sales-order/999999', soBody('SO-UPD')),
      400,
      'SalesOrderList.NotFound',
    );
    expect((await admin.delete(`/api/sales-order-details/${after[0]!.id}`)).statusCode).toBe(200);
    expect((await admin.delete(`/api/sales-order-details/${after[1]!.id}`)).statusCode).toBe(200);
    await expectError(await admin.get(`/api/sales-order/${id}`), 400, 'SalesOrderList.NotFound');
    await expectError(
      await admin.delete(`/api/sales-order-details/${after[1]!.id}`),
      400,
      'SalesOrderDetails.NotFound',
    );
    const other = await create(soBody('SO-DEL'));
    expect((await admin.delete(`/api/sales-order/${other}`)).json()).toEqual({
      message: 'Sales order SO-DEL deleted',
      notification_type: 'Success',
    });
    await expectError(await admin.delete(`/api/sales-order/${other}`), 400, 'SalesOrderList.NotFound');
  });

  it('refuses a stale If-Match with 412 SalesOrderList.Conflict', async () => {
    const id = await create(soBody('SO-ETAG'));
    const first = await admin.get(`/api/sales-order/${id}`);
    await admin.put(`/api/sales-order/${id}`, {
      ...(first.json() as Line),
      'SO List Document Status': 'Closed',
    });
    const stale = await admin.put(`/api/sales-order/${id}`, first.json(), {
      'if-match': first.headers.etag as string,
    });
    await expectError(stale, 412, 'SalesOrderList.Conflict');
    expect((await read(id))['SO List Document Status']).toBe('Closed');
  });

  it('by-item view: the row fields of 2.3, default sort SO Details Ship Date descending, warehouse scope', async () => {
    const item = masters.items['ITEM-5']!;
    await create(
      soBody('SO-BI-1', [soLine({ 'Item Number': 'ITEM-5', 'SO Details Ship Date': '2026-04-01' })]),
    );
    await create(
      soBody(
        'SO-BI-2',
        [
          soLine({
            'Item Number': 'ITEM-5',
            'SO Details Ship Date': '2026-06-01',
            'Warehouse Number': 'WH-2',
          }),
        ],
        { 'Customer Number': 'CUST-2' },
      ),
    );
    const body = (await admin.get(`/api/sales-order-item/${item}`)).json();
    expect(body.data.sort).toEqual({ key: 'SO Details Ship Date', type: 'Descending' });
    expect(body.data.rows).toEqual([
      {
        id: expect.any(Number),
        'SO List Number': 'SO-BI-2',
        'Customer Name': 'Umbrella',
        'Warehouse Number': 'WH-2',
        'SO Details Document Status': 'Open',
        'SO Details Quantity': 3,
        'SO Details Ship Date': '2026-06-01',
        'SO Details Order Date': '2026-02-01',
      },
      expect.objectContaining({ 'SO List Number': 'SO-BI-1' }),
    ]);
    const scoped = (await admin.get(`/api/sales-order-item/${item}/${masters.warehouses['WH-1']}`)).json();
    expect(scoped.data.rows.map((r: Line) => r['SO List Number'])).toEqual(['SO-BI-1']);
  });

  it('needs Demand privileges', async () => {
    const id = await create(soBody('SO-PRIV'));
    const procurement = await t.loginWith([edit('Procurement')]);
    await expectError(await procurement.get(`/api/sales-order/${id}`), 403, 'User.NotPrivileged');
    await expectError(
      await procurement.post('/api/sales-order', soBody('SO-PRIV-2')),
      403,
      'User.NotPrivileged',
    );
    const viewer = await t.loginWith([view('Demand')]);
    expect((await viewer.get('/api/sales-order')).statusCode).toBe(200);
    await expectError(
      await viewer.delete(`/api/sales-order-details/${(await read(id)).details[0]!.id}`),
      403,
      'User.NotPrivileged',
    );
    const editor = await t.loginWith([edit('Demand')]);
    expect((await editor.post('/api/sales-order', soBody('SO-PRIV-3'))).statusCode).toBe(200);
  });

  it('queues a create with a Warning while procurement is locked (updates are not queued)', async () => {
    const id = await create(soBody('SO-LOCK'));
    const unlock = await lockProcurement(t.store);
    try {
      const response = await admin.post('/api/sales-order', soBody('SO-QUEUED'));
      expect(response.json()).toEqual({
        message: expect.stringContaining('locked'),
        notification_type: 'Warning',
      });
      await expectError(
        await admin.post('/api/sales-order', soBody('SO-QUEUED-2', [soLine({ 'Ship To Number': 'ST-404' })])),
        400,
        'ShipToMaster.NotFound',
      );
      const record = await read(id);
      const update = await admin.put(`/api/sales-order/${id}`, {
        ...record,
        'SO List Document Status': 'Closed',
      });
      expect(update.json()).toMatchObject({ notification_type: 'Success' });
      // Checked while still locked: once unlocked, the integration module's timer may apply the queue.
      const queued = await t.store.db
        .selectFrom('queued_operations')
        .select(['operation', 'payload'])
        .execute();
      expect(queued.map((q) => q.operation)).toEqual(['sales-order.create']);
      expect(JSON.parse(queued[0]!.payload).body['SO List Number']).toBe('SO-QUEUED');
      expect(
        await t.store.db.selectFrom('sales_orders').select('id').where('number', '=', 'SO-QUEUED').execute(),
      ).toEqual([]);
    } finally {
      await unlock();
    }
  });
});
