import { beforeAll, describe, expect, it } from 'vitest';
import { edit, view } from '../../src/core/auth/privileges.js';
import { type Client, describeEachDatabase } from '../helpers/app.js';
import { expectError } from '../helpers/rows.js';
import { createOrder, type Line, lockProcurement, type Masters } from './fixtures.js';
import { seedTransferMasters, toBody, toLine } from './transfer-fixtures.js';

const MOVE = '/api/transfer-order-details-move-lines';

describeEachDatabase('transfer orders', (t) => {
  let admin: Client;
  let masters: Masters;
  beforeAll(async () => {
    masters = await seedTransferMasters(t.store);
    admin = await t.admin();
  });

  const create = (body: Line) => createOrder(admin, 'transfer-order', body);
  const read = async (id: number) => {
    const response = await admin.get(`/api/transfer-order/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Line & { details: Line[] };
  };
  const lineIds = async (id: number) => (await read(id)).details.map((l) => l.id as number);
  const headerRow = (number: string) =>
    t.store.db.selectFrom('transfer_orders').selectAll().where('number', '=', number).executeTakeFirst();

  it('creates a transfer order and reads it back in the create field names, with its ETag', async () => {
    const body = toBody('TO-CRUD-1', [
      toLine(),
      toLine({ 'Item Number': 'ITEM-1', 'Sub Item Number': 'SUB-A' }),
    ]);
    const response = await admin.post('/api/transfer-order', body);
    expect(response.statusCode, response.body).toBe(200);
    const id = response.json().id as number;
    expect(response.json()).toEqual({
      message: 'Transfer order TO-CRUD-1 created',
      notification_type: 'Success',
      id,
    });
    const got = await admin.get(`/api/transfer-order/${id}`);
    expect(got.headers.etag).toBe(`"${id}.1"`);
    const record = got.json() as Line & { details: Line[] };
    expect(record).toEqual({
      ...body,
      id,
      'Transfer Order Id': id,
      details: [
        { ...toLine(), id: record.details[0]!.id },
        { ...toLine({ 'Sub Item Number': 'SUB-A' }), id: record.details[1]!.id },
      ],
    });
    // Stored under the columns planning reads.
    const row = await headerRow('TO-CRUD-1');
    expect(row).toMatchObject({
      status: 'Open',
      order_date: '2026-02-25',
      from_warehouse_id: masters.warehouses['WH-1'],
    });
    const lines = await t.store.db
      .selectFrom('transfer_order_lines')
      .selectAll()
      .where('order_id', '=', id)
      .orderBy('id')
      .execute();
    expect(lines[0]).toMatchObject({
      item_id: masters.items['ITEM-1'],
      sub_item_id: null,
      warehouse_id: masters.warehouses['WH-2'],
      quantity: 5,
      status: 'Open',
      ship_date: '2026-03-01',
      receipt_date: '2026-03-03',
    });
    const line = await admin.get(`/api/transfer-order-details/${record.details[0]!.id}`);
    expect(line.statusCode).toBe(200);
    expect(line.headers.etag).toBe(`"${id}.1"`);
    expect(line.json()).toEqual({ ...record.details[0], 'Transfer Order Id': id });
  });

  it('updates by replacing lines, honours If-Match, and deletes with its lines', async () => {
    const id = await create(toBody('TO-UPD', [toLine(), toLine({ 'Item Number': 'ITEM-2' })]));
    const before = await admin.get(`/api/transfer-order/${id}`);
    const record = before.json() as Line & { details: Line[] };
    const [kept, dropped] = record.details;
    const body = {
      ...record,
      'TO List Document Status': 'Shipped',
      details: [{ ...kept, 'TO Details Quantity': 7 }, toLine({ 'Item Number': 'ITEM-3' })],
    };
    const updated = await admin.put(`/api/transfer-order/${id}`, body, {
      'if-match': before.headers.etag as string,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toEqual({
      message: 'Transfer order TO-UPD updated',
      notification_type: 'Success',
      id,
    });
    const after = await read(id);
    expect(after['TO List Document Status']).toBe('Shipped');
    expect(after.details.map((l) => [l.id === kept!.id, l['Item Number'], l['TO Details Quantity']])).toEqual(
      [
        [true, 'ITEM-1', 7],
        [false, 'ITEM-3', 5],
      ],
    );
    await expectError(
      await admin.get(`/api/transfer-order-details/${dropped!.id}`),
      400,
      'TransferOrderDetails.NotFound',
    );
    // The ETag read before the update is stale now: refused, nothing changed.
    const stale = { 'if-match': before.headers.etag as string };
    await expectError(
      await admin.put(`/api/transfer-order/${id}`, { ...body, 'TO List Document Status': 'Open' }, stale),
      412,
      'TransferOrderList.Conflict',
    );
    await expectError(
      await admin.delete(`/api/transfer-order/${id}`, stale),
      412,
      'TransferOrderList.Conflict',
    );
    await expectError(
      await admin.delete(`/api/transfer-order-details/${after.details[0]!.id}`, stale),
      412,
      'TransferOrderList.Conflict',
    );
    expect(await read(id)).toEqual(after);
    const current = (await admin.get(`/api/transfer-order/${id}`)).headers.etag as string;
    expect(current).toBe(`"${id}.2"`);
    const deleted = await admin.delete(`/api/transfer-order/${id}`, { 'if-match': current });
    expect(deleted.json()).toEqual({
      message: 'Transfer order TO-UPD deleted',
      notification_type: 'Success',
    });
    await expectError(await admin.get(`/api/transfer-order/${id}`), 400, 'TransferOrderList.NotFound');
    expect(
      await t.store.db.selectFrom('transfer_order_lines').select('id').where('order_id', '=', id).execute(),
    ).toEqual([]);
  });

  it('deletes one line; the last line takes its order with it', async () => {
    const id = await create(toBody('TO-LAST', [toLine(), toLine({ 'Item Number': 'ITEM-2' })]));
    const [first, second] = await lineIds(id);
    const one = await admin.delete(`/api/transfer-order-details/${first}`);
    expect(one.json()).toEqual({ message: `TO Detail #${first} deleted`, notification_type: 'Success' });
    expect(await lineIds(id)).toEqual([second]);
    const last = await admin.delete(`/api/transfer-order-details/${second}`);
    expect(last.json()).toEqual({
      message: `TO Detail #${second} deleted, and TO #${id} with it as it was its last line`,
      notification_type: 'Success',
    });
    expect(await headerRow('TO-LAST')).toBeUndefined();
    await expectError(
      await admin.delete(`/api/transfer-order-details/${second}`),
      400,
      'TransferOrderDetails.NotFound',
    );
  });

  describe('codes, in the order they are checked', () => {
    const refused = async (body: Line, code: string) => {
      await expectError(await admin.post('/api/transfer-order', body), 400, code);
      expect(await headerRow(String(body['TO List Number']))).toBeUndefined();
    };
    const late = { 'TO Details Ship Date': '2026-03-09', 'TO Details Receipt Date': '2026-03-01' };
    const intoFrom = { 'Warehouse Number': 'WH-1' };
    it('OrderList.NoItems before everything else', () =>
      refused(toBody('TO-E1', [], { 'From Warehouse Number': 'WH-404' }), 'OrderList.NoItems'));
    it('OrderList.MultipleWarehouses', () =>
      refused(
        toBody('TO-E2', [toLine(late), toLine({ 'Item Number': 'ITEM-1', 'Warehouse Number': 'WH-3' })]),
        'OrderList.MultipleWarehouses',
      ));
    it('OrderDetails.DuplicateRows', () =>
      refused(
        toBody('TO-E3', [toLine(late), toLine({ 'TO Details Quantity': 0 })]),
        'OrderDetails.DuplicateRows',
      ));
    it('TransferOrderDetails.ShipDateAfterReceipt before the references', () =>
      refused(
        toBody('TO-E4', [toLine({ ...late, ...intoFrom, 'Item Number': 'ITEM-404' })]),
        'TransferOrderDetails.ShipDateAfterReceipt',
      ));
    it('an unknown From warehouse, item or receiving warehouse before SameWarehouse', async () => {
      await refused(
        toBody('TO-E5', [toLine({ 'Warehouse Number': 'WH-404' })], { 'From Warehouse Number': 'WH-404' }),
        'WarehouseMaster.NotFound',
      );
      await refused(
        toBody('TO-E5', [toLine({ ...intoFrom, 'Item Number': 'ITEM-404' })]),
        'ItemMaster.NotFound',
      );
      await refused(toBody('TO-E5', [toLine({ 'Sub Item Number': 'SUB-404' })]), 'SubItemMaster.NotFound');
    });
    it('TransferOrderList.SameWarehouse before the quantity', () =>
      refused(
        toBody('TO-E6', [toLine({ ...intoFrom, 'TO Details Quantity': 0 })]),
        'TransferOrderList.SameWarehouse',
      ));
    it('TransferOrderDetails.InvalidValue for a quantity not above 0', async () => {
      await refused(
        toBody('TO-E7', [toLine({ 'TO Details Quantity': 0 })]),
        'TransferOrderDetails.InvalidValue',
      );
      await refused(
        toBody('TO-E7', [toLine({ 'TO Details Quantity': -1 })]),
        'TransferOrderDetails.InvalidValue',
      );
    });
    it('TransferOrderList.AlreadyExists on a number in use, on create and update', async () => {
      await create(toBody('TO-E8'));
      const other = await create(toBody('TO-E8-B'));
      await expectError(
        await admin.post('/api/transfer-order', toBody('TO-E8')),
        400,
        'TransferOrderList.AlreadyExists',
      );
      const record = await read(other);
      await expectError(
        await admin.put(`/api/transfer-order/${other}`, { ...record, 'TO List Number': 'TO-E8' }),
        400,
        'TransferOrderList.AlreadyExists',
      );
      // An update to a From warehouse one of its lines receives into.
      await expectError(
        await admin.put(`/api/transfer-order/${other}`, { ...record, 'From Warehouse Number': 'WH-2' }),
        400,
        'TransferOrderList.SameWarehouse',
      );
      expect(await read(other)).toEqual(record);
    });
    it('TransferOrderList.NotFound and TransferOrderDetails.NotFound for unknown ids', async () => {
      await expectError(await admin.get('/api/transfer-order/999999'), 400, 'TransferOrderList.NotFound');
      await expectError(
        await admin.put('/api/transfer-order/999999', toBody('TO-E9')),
        400,
        'TransferOrderList.NotFound',
      );
      await expectError(await admin.delete('/api/transfer-order/999999'), 400, 'TransferOrderList.NotFound');
      await expectError(
        await admin.get('/api/transfer-order-details/999999'),
        400,
        'TransferOrderDetails.NotFound',
      );
      const id = await create(toBody('TO-E9'));
      await expectError(
        await admin.put(`/api/transfer-order/${id}`, toBody('TO-E9', [toLine({ id: 999999 })])),
        400,
        'TransferOrderDetails.NotFound',
      );
    });
  });

  describe('move lines', () => {
    const move = (ids: number[], from: number, to: Line) => ({
      moves: ids.map((id) => ({ id, 'Old Transfer Order List Id': from, ...to })),
    });
    it('moves lines to an existing order, or to a new one with the source header', async () => {
      const source = await create(
        toBody(
          'TO-MV-S',
          [toLine(), toLine({ 'Item Number': 'ITEM-2' }), toLine({ 'Item Number': 'ITEM-3' })],
          {
            'From Warehouse Number': 'WH-3',
            'TO List Order Date': '2026-01-15',
          },
        ),
      );
      const target = await create(toBody('TO-MV-T', [toLine({ 'Item Number': 'ITEM-4' })]));
      const [a, b, c] = await lineIds(source);
      const moved = await admin.put(MOVE, move([b!], source, { 'New Transfer Order List Id': target }));
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json()).toEqual({
        message: `1 line(s) moved from TO #${source} to TO #${target}`,
        rows_updated: 1,
      });
      expect(await lineIds(target)).toContain(b);
      const fresh = await admin.put(
        MOVE,
        move([c!], source, { 'New Transfer Order List Number': 'TO-MV-N' }),
      );
      expect(fresh.statusCode, fresh.body).toBe(200);
      const created = (await headerRow('TO-MV-N'))!;
      expect(await read(created.id)).toMatchObject({
        'From Warehouse Number': 'WH-3',
        'TO List Order Date': '2026-01-15',
        details: [expect.objectContaining({ id: c })],
      });
      expect(await lineIds(source)).toEqual([a]);
      await expectError(
        await admin.put(MOVE, move([a!], source, { 'New Transfer Order List Number': 'TO-MV-T' })),
        400,
        'TransferOrderList.AlreadyExists',
      );
    });
    it('refuses bad moves with their codes and changes nothing', async () => {
      const source = await create(toBody('TO-MR-S', [toLine(), toLine({ 'Item Number': 'ITEM-2' })]));
      const other = await create(
        toBody('TO-MR-O', [toLine({ 'Item Number': 'ITEM-3', 'Warehouse Number': 'WH-3' })]),
      );
      // An order shipping from WH-2 whose only line went elsewhere: a WH-2 line may not go into it.
      const emptied = await create(
        toBody('TO-MR-E', [toLine({ 'Warehouse Number': 'WH-3', 'Item Number': 'ITEM-5' })], {
          'From Warehouse Number': 'WH-2',
        }),
      );
      const [e] = await lineIds(emptied);
      expect(
        (await admin.put(MOVE, move([e!], emptied, { 'New Transfer Order List Id': other }))).statusCode,
      ).toBe(200);
      const [a, b] = await lineIds(source);
      const snapshot = [await read(source), await read(other), await read(emptied)];
      const cases: [Line, string][] = [
        [move([a!], 999999, { 'New Transfer Order List Id': other }), 'TransferOrderList.NotFound'],
        [move([a!], source, { 'New Transfer Order List Id': 999999 }), 'TransferOrderList.NotFound'],
        [move([e!], source, { 'New Transfer Order List Id': emptied }), 'TransferOrderDetails.NotFound'],
        [
          {
            moves: [
              { id: a, 'Old Transfer Order List Id': source, 'New Transfer Order List Id': emptied },
              { id: e, 'Old Transfer Order List Id': other, 'New Transfer Order List Id': emptied },
            ],
          },
          'TransferOrderDetails.MultipleSources',
        ],
        [
          {
            moves: [
              { id: a, 'Old Transfer Order List Id': source, 'New Transfer Order List Id': other },
              { id: b, 'Old Transfer Order List Id': source, 'New Transfer Order List Number': 'TO-MR-X' },
            ],
          },
          'TransferOrderDetails.MultipleTargets',
        ],
        [move([a!], source, {}), 'TransferOrderDetails.InvalidTarget'],
        [move([a!], source, { 'New Transfer Order List Id': source }), 'TransferOrderDetails.InvalidTarget'],
        [move([a!], source, { 'New Transfer Order List Id': other }), 'OrderList.MultipleWarehouses'],
        [move([a!], source, { 'New Transfer Order List Id': emptied }), 'TransferOrderList.SameWarehouse'],
        [{ moves: [] }, 'Request.Invalid'],
      ];
      for (const [body, code] of cases) await expectError(await admin.put(MOVE, body), 400, code);
      const target = await create(toBody('TO-MR-T', [toLine()]));
      await expectError(
        await admin.put(MOVE, move([a!], source, { 'New Transfer Order List Id': target })),
        400,
        'OrderDetails.DuplicateRows',
      );
      expect([await read(source), await read(other), await read(emptied)]).toEqual(snapshot);
      expect(await headerRow('TO-MR-X')).toBeUndefined();
    });
  });

  it('answers the by-item view and the list and details views', async () => {
    const item = masters.items['item-1']!;
    await create(
      toBody('TO-BI-1', [toLine({ 'Item Number': 'item-1', 'TO Details Receipt Date': '2026-04-01' })]),
    );
    await create(
      toBody(
        'TO-BI-2',
        [
          toLine({
            'Item Number': 'item-1',
            'Warehouse Number': 'WH-3',
            'TO Details Document Status': 'Shipped',
          }),
        ],
        { 'From Warehouse Number': 'WH-2' },
      ),
    );
    const response = await admin.get(`/api/transfer-order-item/${item}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.data.sort).toEqual({ key: 'TO Details Receipt Date', type: 'Descending' });
    expect(body.data.headers.map((h: { key: string }) => h.key)).toEqual([
      'TO List Number',
      'From Warehouse Number',
      'From Warehouse Name',
      'Warehouse Number',
      'Warehouse Name',
      'TO Details Document Status',
      'TO Details Quantity',
      'TO Details Ship Date',
      'TO Details Receipt Date',
    ]);
    expect(body.data.rows.map((r: Line) => r['TO List Number'])).toEqual(['TO-BI-1', 'TO-BI-2']);
    expect(body.data.rows[1]).toMatchObject({
      'From Warehouse Number': 'WH-2',
      'From Warehouse Name': 'Overflow warehouse',
      'Warehouse Number': 'WH-3',
      'Warehouse Name': 'Regional warehouse',
    });
    expect(body.tags).toEqual({ Open: 1, Shipped: 1 });
    const scoped = (await admin.get(`/api/transfer-order-item/${item}/${masters.warehouses['WH-3']}`)).json();
    expect(scoped.data.rows.map((r: Line) => r['TO List Number'])).toEqual(['TO-BI-2']);
    expect(scoped.tags).toEqual({ Shipped: 1 });

    const filter = encodeURIComponent(JSON.stringify({ 'TO List Number': ['TO-BI-2'] }));
    const list = (await admin.get(`/api/transfer-order?filters=${filter}`)).json();
    expect(list.data.rows).toEqual([
      expect.objectContaining({
        'TO List Number': 'TO-BI-2',
        'From Warehouse Number': 'WH-2',
        'From Warehouse Name': 'Overflow warehouse',
        'Warehouse Number': 'WH-3',
        'TO List Line Count': 1,
      }),
    ]);
    const details = (await admin.get(`/api/transfer-order-details?filters=${filter}`)).json();
    expect(details.data.rows).toEqual([
      expect.objectContaining({
        'Transfer Order Id': list.data.rows[0].id,
        'TO List Number': 'TO-BI-2',
        'TO List Document Status': 'Open',
        'From Warehouse Number': 'WH-2',
        'Item Number': 'item-1',
        'Warehouse Number': 'WH-3',
        'TO Details Document Status': 'Shipped',
        'TO Details Quantity': 5,
      }),
    ]);
    for (const name of ['transfer_order_list', 'transfer_order_details'])
      expect((await admin.get(`/api/views/${name}?filters=${filter}`)).json().data.rows).toHaveLength(1);
  });

  it('needs Inventory / View to read and Inventory / Edit to write; integration runs do not lock it', async () => {
    const id = await create(toBody('TO-PRIV', [toLine(), toLine({ 'Item Number': 'ITEM-2' })]));
    const viewer = await t.loginWith([view('Inventory')]);
    expect((await viewer.get(`/api/transfer-order/${id}`)).statusCode).toBe(200);
    await expectError(
      await viewer.post('/api/transfer-order', toBody('TO-PRIV-2')),
      403,
      'User.NotPrivileged',
    );
    const [line] = await lineIds(id);
    await expectError(await viewer.delete(`/api/transfer-order-details/${line}`), 403, 'User.NotPrivileged');
    await expectError(await viewer.put(MOVE, { moves: [] }), 403, 'User.NotPrivileged');
    const buyer = await t.loginWith([edit('Procurement')]);
    await expectError(await buyer.get('/api/transfer-order'), 403, 'User.NotPrivileged');
    const unlock = await lockProcurement(t.store);
    try {
      const editor = await t.loginWith([edit('Inventory')]);
      const created = await editor.post('/api/transfer-order', toBody('TO-LOCKED'));
      expect(created.json()).toMatchObject({ notification_type: 'Success' });
      const record = await read(id);
      const updated = await editor.put(`/api/transfer-order/${id}`, {
        ...record,
        'TO List Document Status': 'Closed',
      });
      expect(updated.json()).toMatchObject({ notification_type: 'Success' });
      const moved = await editor.put(MOVE, {
        moves: [
          { id: line, 'Old Transfer Order List Id': id, 'New Transfer Order List Number': 'TO-LOCKED-2' },
        ],
      });
      expect(moved.json()).toMatchObject({ rows_updated: 1 });
      expect(await t.store.db.selectFrom('queued_operations').select('id').execute()).toEqual([]);
    } finally {
      await unlock();
    }
  });

  it('draws the next TO- number for `*`', async () => {
    const next = (await admin.get('/api/numbering/next/Transfer')).json();
    expect(next).toEqual({ Number: 'TO-000001' });
    const id = await create(toBody('*'));
    expect((await read(id))['TO List Number']).toBe('TO-000001');
    expect((await admin.get('/api/numbering/next/Transfer')).json()).toEqual({ Number: 'TO-000002' });
  });
});
