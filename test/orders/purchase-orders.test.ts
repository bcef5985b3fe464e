import { beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../src/core/db/transaction.js';
import { type Client, describeEachDatabase } from '../helpers/app.js';
import { expectError } from '../helpers/rows.js';
import { createOrder, type Line, type Masters, poBody, poLine, seedMasters } from './fixtures.js';

describeEachDatabase('purchase orders', (t) => {
  let admin: Client;
  let masters: Masters;

  beforeAll(async () => {
    masters = await seedMasters(t.store);
    admin = await t.admin();
  });

  const create = (body: Line) => createOrder(admin, 'purchase-order', body);
  const read = async (id: number) => {
    const response = await admin.get(`/api/purchase-order/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Line & { details: Line[] };
  };
  const countOrders = async () =>
    Number(
      (
        await t.store.db
          .selectFrom('purchase_orders')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  describe('create and get', () => {
    it('answers {message, notification_type} and reads back in the create body field names with an ETag', async () => {
      const body = poBody('PO-CREATE-1', [
        poLine({ 'PO Details Tracking': 'BOL-7', 'PO Details Unique Id': 'EXT-1', 'PO Details Local': 'de' }),
        poLine({ 'Item Number': 'ITEM-2', 'PO Details Price': null, 'PO Details Order Date': null }),
      ]);
      const response = await admin.post('/api/purchase-order', body);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        message: 'Purchase order PO-CREATE-1 created',
        notification_type: 'Success',
        id: expect.any(Number),
      });
      const id = response.json().id as number;
      const got = await admin.get(`/api/purchase-order/${id}`);
      expect(got.headers.etag).toBe(`"${id}.1"`);
      const record = got.json();
      const lineIds = record.details.map((l: Line) => l.id);
      expect(record).toEqual({
        ...body,
        id,
        'Purchase Order Id': id,
        details: (body.details as Line[]).map((line, i) => ({
          ...line,
          id: lineIds[i],
          'PO Details Id': lineIds[i],
        })),
      });
    });

    it('answers PurchaseOrderList.NotFound for an unknown id', async () => {
      const error = await expectError(
        await admin.get('/api/purchase-order/999999'),
        400,
        'PurchaseOrderList.NotFound',
      );
      expect(error.Message).toBe('PO #999999 not found');
    });

    it('refuses a duplicate PO List Number with PurchaseOrderList.AlreadyExists', async () => {
      await create(poBody('PO-DUP'));
      await expectError(
        await admin.post('/api/purchase-order', poBody('PO-DUP')),
        400,
        'PurchaseOrderList.AlreadyExists',
      );
    });

    it('matches Item Number case-sensitively', async () => {
      const id = await create(poBody('PO-CASE', [poLine({ 'Item Number': 'item-1' })]));
      const stored = await t.store.db
        .selectFrom('purchase_order_lines')
        .select('item_id')
        .where('order_id', '=', id)
        .executeTakeFirstOrThrow();
      expect(stored.item_id).toBe(masters.items['item-1']);
      const error = await expectError(
        await admin.post('/api/purchase-order', poBody('PO-CASE-2', [poLine({ 'Item Number': 'Item-1' })])),
        400,
        'ItemMaster.NotFound',
      );
      expect(error.Message).toBe('Item Item-1 not found in Item Master');
    });

    it('resolves Sub Item Number within the item and refuses others with SubItemMaster.NotFound', async () => {
      const id = await create(
        poBody('PO-SUB', [poLine({ 'Sub Item Number': 'SUB-A' }), poLine({ 'Sub Item Number': 'SUB-B' })]),
      );
      expect((await read(id)).details.map((l) => l['Sub Item Number'])).toEqual(['SUB-A', 'SUB-B']);
      await expectError(
        await admin.post('/api/purchase-order', poBody('PO-SUB-2', [poLine({ 'Sub Item Number': 'SUB-Z' })])),
        400,
        'SubItemMaster.NotFound',
      );
      // SUB-A belongs to ITEM-1, not to ITEM-2.
      await expectError(
        await admin.post(
          '/api/purchase-order',
          poBody('PO-SUB-3', [poLine({ 'Item Number': 'ITEM-2', 'Sub Item Number': 'SUB-A' })]),
        ),
        400,
        'SubItemMaster.NotFound',
      );
    });
  });

  describe('create validation, in the order of specification 4.2', () => {
    // Each case also breaks every later rule, so only the right order gives the expected code.
    const laterFaults = { 'Supplier Number': 'SUP-404' };
    const cases: [string, Line, string][] = [
      ['1. empty details', poBody('PO-V1', [], laterFaults), 'OrderList.NoItems'],
      [
        '1. missing details',
        (({ details: _d, ...rest }) => rest)(poBody('PO-V1b', [], laterFaults)),
        'OrderList.NoItems',
      ],
      [
        '2. several warehouses',
        poBody(
          'PO-V2',
          [
            poLine({ 'Item Number': 'ITEM-404' }),
            poLine({
              'Item Number': 'ITEM-404',
              'Warehouse Number': 'WH-2',
              'PO Details Order Date': '2027-01-01',
            }),
          ],
          laterFaults,
        ),
        'OrderList.MultipleWarehouses',
      ],
      [
        '3. repeated item rows',
        poBody(
          'PO-V3',
          [
            poLine({ 'Item Number': 'ITEM-404' }),
            poLine({ 'Item Number': 'ITEM-404', 'PO Details Order Date': '2027-01-01' }),
          ],
          laterFaults,
        ),
        'OrderDetails.DuplicateRows',
      ],
      [
        '4. order date after ship date',
        poBody(
          'PO-V4',
          [poLine({ 'Item Number': 'ITEM-404', 'PO Details Order Date': '2026-01-06' })],
          laterFaults,
        ),
        'PurchaseOrderDetails.OrderDateAfterShip',
      ],
      [
        '4. ship date after ETA date',
        poBody(
          'PO-V4b',
          [poLine({ 'Item Number': 'ITEM-404', 'PO Details ETA Date': '2026-01-04' })],
          laterFaults,
        ),
        'PurchaseOrderDetails.OrderDateAfterShip',
      ],
      [
        '4. order date after ETA date without ship date',
        poBody(
          'PO-V4c',
          [poLine({ 'PO Details Ship Date': null, 'PO Details Order Date': '2026-02-01' })],
          laterFaults,
        ),
        'PurchaseOrderDetails.OrderDateAfterShip',
      ],
      [
        '5. unknown supplier',
        poBody(
          'PO-V5',
          [poLine({ 'Item Number': 'ITEM-404', 'Warehouse Number': 'WH-404', 'Ship From Number': 'SF-404' })],
          laterFaults,
        ),
        'SupplierMaster.NotFound',
      ],
      [
        '6. unknown item',
        poBody('PO-V6', [
          poLine(),
          poLine({ 'Item Number': 'ITEM-404', 'Warehouse Number': 'WH-1', 'Ship From Number': 'SF-404' }),
        ]),
        'ItemMaster.NotFound',
      ],
      [
        '7. unknown warehouse',
        poBody('PO-V7', [poLine({ 'Warehouse Number': 'WH-404', 'Ship From Number': 'SF-404' })]),
        'WarehouseMaster.NotFound',
      ],
      [
        '8. unknown ship-from',
        poBody('PO-V8', [poLine({ 'Ship From Number': 'SF-404' })]),
        'ShipFromMaster.NotFound',
      ],
    ];
    for (const [title, body, code] of cases)
      it(`${title} → ${code}`, async () => {
        const before = await countOrders();
        await expectError(await admin.post('/api/purchase-order', body), 400, code);
        expect(await countOrders()).toBe(before);
      });

    it('9. malformed or missing JSON body → JSON.Invalid', async () => {
      await expectError(
        await admin.post('/api/purchase-order', '{"PO List Number": ', {
          'content-type': 'application/json',
        }),
        400,
        'JSON.Invalid',
      );
      await expectError(await admin.request('POST', '/api/purchase-order'), 400, 'JSON.Invalid');
    });

    it('names the unknown records in the messages', async () => {
      const supplier = await expectError(
        await admin.post('/api/purchase-order', poBody('PO-M1', [poLine()], { 'Supplier Number': 'SUP-9' })),
        400,
        'SupplierMaster.NotFound',
      );
      expect(supplier.Message).toBe('Supplier SUP-9 not found in Supplier Master');
      const warehouse = await expectError(
        await admin.post('/api/purchase-order', poBody('PO-M2', [poLine({ 'Warehouse Number': 'WH-9' })])),
        400,
        'WarehouseMaster.NotFound',
      );
      expect(warehouse.Message).toBe('Warehouse WH-9 not found in Warehouse Master');
    });

    it('refuses malformed fields and unknown fields with clear codes', async () => {
      await expectError(
        await admin.post('/api/purchase-order', poBody('PO-F1', [poLine({ 'PO Details Quantity': 'many' })])),
        400,
        'Request.Invalid',
      );
      await expectError(
        await admin.post(
          '/api/purchase-order',
          poBody('PO-F2', [poLine({ 'PO Details ETA Date': '2026-02-30' })]),
        ),
        400,
        'Request.Invalid',
      );
      await expectError(
        await admin.post('/api/purchase-order', poBody('PO-F3', [poLine({ Colour: 'red' })])),
        400,
        'Request.UnknownField',
      );
      await expectError(
        await admin.post('/api/purchase-order', poBody('PO-F4', [poLine({ id: 5 })])),
        400,
        'PurchaseOrderDetails.NotFound',
      );
      await expectError(
        await admin.post('/api/purchase-order', poBody('PO-F5', [poLine()], { 'Purchase Order Id': 3 })),
        400,
        'Request.Invalid',
      );
    });
  });

  describe('update', () => {
    it('keeps lines by id or PO Details Id, adds lines with id null and removes the missing', async () => {
      const id = await create(
        poBody('PO-UPD', [
          poLine(),
          poLine({ 'Item Number': 'ITEM-2' }),
          poLine({ 'Item Number': 'ITEM-3' }),
        ]),
      );
      const [first, second, third] = (await read(id)).details;
      const body = poBody(
        'PO-UPD-RENAMED',
        [
          { ...first, 'PO Details Quantity': 99, 'PO Details Id': null },
          { ...third, id: null, 'PO Details Id': third!.id, 'PO Details Document Status': 'Shipped' },
          poLine({ 'Item Number': 'ITEM-4' }),
        ],
        { 'Purchase Order Id': id, 'PO List Document Status': 'Suggested' },
      );
      const response = await admin.put(`/api/purchase-order/${id}`, body);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        message: 'Purchase order PO-UPD-RENAMED updated',
        notification_type: 'Success',
      });
      const after = await read(id);
      expect(after['PO List Number']).toBe('PO-UPD-RENAMED');
      expect(after['PO List Document Status']).toBe('Suggested');
      expect(after.details.map((l) => l.id).slice(0, 2)).toEqual([first!.id, third!.id]);
      expect(after.details[2]!.id).toBeGreaterThan(third!.id as number);
      expect(after.details.map((l) => l['Item Number'])).toEqual(['ITEM-1', 'ITEM-3', 'ITEM-4']);
      expect(after.details[0]!['PO Details Quantity']).toBe(99);
      expect(after.details[1]!['PO Details Document Status']).toBe('Shipped');
      const stored = await t.store.db
        .selectFrom('purchase_order_lines')
        .select('id')
        .where('id', '=', second!.id as number)
        .execute();
      expect(stored).toEqual([]);
      // Status changes of the header and of a line are events of their own.
      const events = await t.store.db
        .selectFrom('events')
        .select(['event', 'entity_type', 'entity_id'])
        .where('event', '=', 'StatusChange')
        .execute();
      expect(events).toEqual(
        expect.arrayContaining([
          { event: 'StatusChange', entity_type: 'PurchaseOrderList', entity_id: String(id) },
          { event: 'StatusChange', entity_type: 'PurchaseOrderDetails', entity_id: String(third!.id) },
        ]),
      );
    });

    it('refuses a line id of another order and an unknown order, changing nothing', async () => {
      const a = await create(poBody('PO-UPD-A'));
      const b = await create(poBody('PO-UPD-B'));
      const foreign = (await read(b)).details[0]!;
      const before = await read(a);
      const error = await expectError(
        await admin.put(
          `/api/purchase-order/${a}`,
          poBody('PO-UPD-A', [{ ...foreign, 'PO Details Quantity': 1 }]),
        ),
        400,
        'PurchaseOrderDetails.NotFound',
      );
      expect(error.Message).toBe(`PO Detail #${foreign.id} not found in PO #${a}`);
      expect(await read(a)).toEqual(before);
      expect(await read(b)).toMatchObject({ details: [foreign] });
      await expectError(
        await admin.put('/api/purchase-order/999999', poBody('PO-X')),
        400,
        'PurchaseOrderList.NotFound',
      );
      await expectError(
        await admin.put(`/api/purchase-order/${a}`, poBody('PO-UPD-A', [])),
        400,
        'OrderList.NoItems',
      );
      await expectError(
        await admin.put(`/api/purchase-order/${a}`, poBody('PO-UPD-B')),
        400,
        'PurchaseOrderList.AlreadyExists',
      );
    });

    it('honours If-Match: a stale ETag is 412 PurchaseOrderList.Conflict and changes nothing', async () => {
      const id = await create(poBody('PO-ETAG'));
      const first = await admin.get(`/api/purchase-order/${id}`);
      const etag = first.headers.etag as string;
      const ok = await admin.put(
        `/api/purchase-order/${id}`,
        { ...(first.json() as Line), 'PO List Document Status': 'Suggested' },
        { 'if-match': etag },
      );
      expect(ok.statusCode, ok.body).toBe(200);
      const second = await admin.get(`/api/purchase-order/${id}`);
      expect(second.headers.etag).not.toBe(etag);
      const stale = await admin.put(
        `/api/purchase-order/${id}`,
        { ...(first.json() as Line), 'PO List Document Status': 'Shipped' },
        { 'if-match': etag },
      );
      await expectError(stale, 412, 'PurchaseOrderList.Conflict');
      await expectError(
        await admin.delete(`/api/purchase-order/${id}`, { 'if-match': etag }),
        412,
        'PurchaseOrderList.Conflict',
      );
      expect((await admin.get(`/api/purchase-order/${id}`)).json()).toEqual(second.json());
      const del = await admin.delete(`/api/purchase-order/${id}`, {
        'if-match': second.headers.etag as string,
      });
      expect(del.statusCode).toBe(200);
    });
  });

  describe('one line', () => {
    it('reads one line with its order id and the ETag of its order; If-Match on a line delete uses that ETag', async () => {
      const id = await create(poBody('PO-LINE-GET', [poLine(), poLine({ 'Item Number': 'ITEM-2' })]));
      const order = await admin.get(`/api/purchase-order/${id}`);
      const [first, second] = order.json().details as Line[];
      const response = await admin.get(`/api/purchase-order-details/${first!.id}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ ...first, 'Purchase Order Id': id });
      expect(response.headers.etag).toBe(order.headers.etag);
      await expectError(
        await admin.get('/api/purchase-order-details/999999'),
        400,
        'PurchaseOrderDetails.NotFound',
      );
      expect(
        (
          await admin.delete(`/api/purchase-order-details/${first!.id}`, {
            'if-match': order.headers.etag as string,
          })
        ).statusCode,
      ).toBe(200);
      // The order has changed since: the old ETag no longer matches.
      await expectError(
        await admin.delete(`/api/purchase-order-details/${second!.id}`, {
          'if-match': order.headers.etag as string,
        }),
        412,
        'PurchaseOrderList.Conflict',
      );
      expect((await read(id)).details).toEqual([second]);
    });
  });

  describe('delete', () => {
    const addAsn = async (lineId: number, number: string) => {
      const now = nowIso();
      await t.store.db
        .insertInto('asns')
        .values({
          number,
          po_line_id: lineId,
          quantity: 1,
          ship_date: null,
          eta_date: null,
          tracking: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
    };

    it('deletes a PO with its lines; unknown is PurchaseOrderList.NotFound', async () => {
      const id = await create(poBody('PO-DEL', [poLine(), poLine({ 'Item Number': 'ITEM-2' })]));
      const response = await admin.delete(`/api/purchase-order/${id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        message: 'Purchase order PO-DEL deleted',
        notification_type: 'Success',
      });
      expect(
        await t.store.db.selectFrom('purchase_order_lines').select('id').where('order_id', '=', id).execute(),
      ).toEqual([]);
      await expectError(await admin.get(`/api/purchase-order/${id}`), 400, 'PurchaseOrderList.NotFound');
      await expectError(await admin.delete(`/api/purchase-order/${id}`), 400, 'PurchaseOrderList.NotFound');
    });

    it('deletes one line, and the last line takes its PO with it', async () => {
      const id = await create(poBody('PO-DEL-LINE', [poLine(), poLine({ 'Item Number': 'ITEM-2' })]));
      const [first, second] = (await read(id)).details;
      const one = await admin.delete(`/api/purchase-order-details/${first!.id}`);
      expect(one.statusCode, one.body).toBe(200);
      expect((await read(id)).details.map((l) => l.id)).toEqual([second!.id]);
      const last = await admin.delete(`/api/purchase-order-details/${second!.id}`);
      expect(last.statusCode).toBe(200);
      await expectError(await admin.get(`/api/purchase-order/${id}`), 400, 'PurchaseOrderList.NotFound');
      const error = await expectError(
        await admin.delete(`/api/purchase-order-details/${second!.id}`),
        400,
        'PurchaseOrderDetails.NotFound',
      );
      expect(error.Message).toBe(`PO Detail #${second!.id} not found`);
    });

    it('refuses to delete what an ASN references (PO, line, line dropped by an update)', async () => {
      const id = await create(poBody('PO-ASN', [poLine(), poLine({ 'Item Number': 'ITEM-2' })]));
      const [first, second] = (await read(id)).details;
      await addAsn(first!.id as number, `ASN-${t.kind}`);
      await expectError(await admin.delete(`/api/purchase-order/${id}`), 400, 'PurchaseOrderList.StillInUse');
      await expectError(
        await admin.delete(`/api/purchase-order-details/${first!.id}`),
        400,
        'PurchaseOrderDetails.StillInUse',
      );
      await expectError(
        await admin.put(`/api/purchase-order/${id}`, poBody('PO-ASN', [second!])),
        400,
        'PurchaseOrderDetails.StillInUse',
      );
      expect((await read(id)).details).toEqual([first, second]);
      // The unreferenced line can go.
      expect((await admin.delete(`/api/purchase-order-details/${second!.id}`)).statusCode).toBe(200);
    });
  });
});
