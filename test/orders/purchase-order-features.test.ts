import { beforeAll, describe, expect, it } from 'vitest';
import { edit, view } from '../../src/core/auth/privileges.js';
import { applyQueue } from '../../src/modules/integrations/apply.js';
import { type Client, describeEachDatabase } from '../helpers/app.js';
import { expectError } from '../helpers/rows.js';
import {
  createOrder,
  enableTracking,
  type Line,
  lockProcurement,
  type Masters,
  poBody,
  poLine,
  seedMasters,
} from './fixtures.js';

describeEachDatabase(
  'purchase orders: privileges, custom columns, by-item view, procurement lock, audit',
  (t) => {
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
    describe('privileges', () => {
      it('needs Procurement / View to read and Procurement / Edit to write; a line delete only a session', async () => {
        const id = await create(poBody('PO-PRIV', [poLine(), poLine({ 'Item Number': 'ITEM-2' })]));
        const viewer = await t.loginWith([view('Procurement')]);
        expect((await viewer.get(`/api/purchase-order/${id}`)).statusCode).toBe(200);
        expect((await viewer.get('/api/purchase-order-item/1')).statusCode).toBe(200);
        await expectError(
          await viewer.post('/api/purchase-order', poBody('PO-PRIV-2')),
          403,
          'User.NotPrivileged',
        );
        await expectError(
          await viewer.put(`/api/purchase-order/${id}`, poBody('PO-PRIV')),
          403,
          'User.NotPrivileged',
        );
        await expectError(await viewer.delete(`/api/purchase-order/${id}`), 403, 'User.NotPrivileged');
        await expectError(
          await viewer.put('/api/purchase-order-details-move-lines', { moves: [] }),
          403,
          'User.NotPrivileged',
        );
        const nobody = await t.loginWith([]);
        await expectError(await nobody.get(`/api/purchase-order/${id}`), 403, 'User.NotPrivileged');
        const line = (await read(id)).details[0]!;
        expect((await nobody.delete(`/api/purchase-order-details/${line.id}`)).statusCode).toBe(200);
        await expectError(
          await t.anonymous().delete(`/api/purchase-order-details/${line.id}`),
          401,
          'User.NotAuthenticated',
        );
        const editor = await t.loginWith([edit('Procurement')]);
        expect((await editor.post('/api/purchase-order', poBody('PO-PRIV-3'))).statusCode).toBe(200);
        await expectError(await editor.get('/api/sales-order'), 403, 'User.NotPrivileged');
      });
    });

    describe('custom columns', () => {
      beforeAll(async () => {
        await t.store.db
          .insertInto('custom_columns')
          .values([
            {
              table_name: 'PurchaseOrderList',
              key: 'Buyer',
              format: 'string',
              alias: null,
              description: null,
              required: 0,
              default_value: '"Sam"',
              display_order: 1,
              visible: 1,
            },
            {
              table_name: 'PurchaseOrderDetails',
              key: 'Pallets',
              format: 'number',
              alias: null,
              description: null,
              required: 0,
              default_value: null,
              display_order: 1,
              visible: 1,
            },
          ])
          .execute();
      });

      it('stores header and line custom values, applies defaults, keeps them across updates and lists them', async () => {
        const id = await create(poBody('PO-CUSTOM', [poLine({ Pallets: 4 })]));
        const record = await read(id);
        expect(record.Buyer).toBe('Sam');
        expect(record.details[0]!.Pallets).toBe(4);
        const { Buyer: _b, ...withoutBuyer } = record;
        expect(
          (
            await admin.put(`/api/purchase-order/${id}`, {
              ...withoutBuyer,
              details: [{ ...record.details[0], Pallets: 6 }],
            })
          ).statusCode,
        ).toBe(200);
        const after = await read(id);
        expect(after.Buyer).toBe('Sam');
        expect(after.details[0]!.Pallets).toBe(6);
        await expectError(
          await admin.post('/api/purchase-order', poBody('PO-CUSTOM-2', [poLine({ Pallets: 'four' })])),
          400,
          'CustomColumn.InvalidValue',
        );
        const list = await admin.get(
          `/api/purchase-order?filters=${encodeURIComponent(JSON.stringify({ 'PO List Number': ['PO-CUSTOM'] }))}`,
        );
        expect(list.json().data.rows).toEqual([
          expect.objectContaining({
            id,
            'PO List Number': 'PO-CUSTOM',
            Buyer: 'Sam',
            'PO List Line Count': 1,
          }),
        ]);
        const lines = await admin.get(
          `/api/purchase-order-details?filters=${encodeURIComponent(JSON.stringify({ 'Purchase Order Id': [id] }))}`,
        );
        expect(lines.json().data.rows).toEqual([
          expect.objectContaining({
            'PO List Number': 'PO-CUSTOM',
            Pallets: 6,
            'Supplier Name': 'Acme Supplies',
          }),
        ]);
      });
    });

    describe('by-item view', () => {
      it('answers the rows of 4.2.2 sorted by ETA date descending, tags per line status, scoped by warehouse', async () => {
        const item = masters.items['ITEM-5']!;
        await create(
          poBody('PO-BI-1', [poLine({ 'Item Number': 'ITEM-5', 'PO Details ETA Date': '2026-03-01' })]),
        );
        await create(
          poBody(
            'PO-BI-2',
            [
              poLine({
                'Item Number': 'ITEM-5',
                'PO Details ETA Date': '2026-05-01',
                'PO Details Document Status': 'Shipped',
              }),
            ],
            { 'Supplier Number': 'SUP-2' },
          ),
        );
        await create(
          poBody('PO-BI-3', [
            poLine({
              'Item Number': 'ITEM-5',
              'Warehouse Number': 'WH-2',
              'PO Details ETA Date': '2026-04-01',
            }),
            poLine({ 'Warehouse Number': 'WH-2' }),
          ]),
        );
        const response = await admin.get(`/api/purchase-order-item/${item}`);
        expect(response.statusCode, response.body).toBe(200);
        const body = response.json();
        expect(Object.keys(body).sort()).toEqual(['data', 'extra', 'tags']);
        expect(body.data.sort).toEqual({ key: 'PO Details ETA Date', type: 'Descending' });
        expect(body.data.headers.map((h: { key: string }) => h.key)).toEqual([
          'PO List Number',
          'Supplier Name',
          'Warehouse Number',
          'Warehouse Name',
          'PO Details Document Status',
          'PO Details Quantity',
          'PO Details ETA Date',
          'PO Details Ship Date',
          'PO Details Order Date',
        ]);
        expect(body.data.rows.map((r: Line) => r['PO List Number'])).toEqual([
          'PO-BI-2',
          'PO-BI-3',
          'PO-BI-1',
        ]);
        expect(body.data.rows[0]).toEqual({
          id: expect.any(Number),
          'PO List Number': 'PO-BI-2',
          'Supplier Name': 'Globex',
          'Warehouse Number': 'WH-1',
          'Warehouse Name': 'Main warehouse',
          'PO Details Document Status': 'Shipped',
          'PO Details Quantity': 10,
          'PO Details ETA Date': '2026-05-01',
          'PO Details Ship Date': '2026-01-05',
          'PO Details Order Date': '2026-01-01',
        });
        expect(body.tags).toEqual({ Open: 2, Shipped: 1 });
        expect(body.extra).toEqual({ page: 1, page_size: 50, total: 3 });

        const scoped = (
          await admin.get(`/api/purchase-order-item/${item}/${masters.warehouses['WH-2']}`)
        ).json();
        expect(scoped.data.rows.map((r: Line) => r['PO List Number'])).toEqual(['PO-BI-3']);
        expect(scoped.tags).toEqual({ Open: 1 });
        const ascending = await admin.get(
          `/api/purchase-order-item/${item}?sort=${encodeURIComponent('{"key":"PO Details ETA Date","type":"Ascending"}')}`,
        );
        expect(ascending.json().data.rows.map((r: Line) => r['PO List Number'])).toEqual([
          'PO-BI-1',
          'PO-BI-3',
          'PO-BI-2',
        ]);
        // Paged and filtered: the total counts the scope's (matching) lines whatever the page holds.
        const paged = (await admin.get(`/api/purchase-order-item/${item}?page=2&page_size=2`)).json();
        expect(paged.data.rows).toHaveLength(1);
        expect(paged.extra).toEqual({ page: 2, page_size: 2, total: 3 });
        const firstOfTwo = (await admin.get(`/api/purchase-order-item/${item}?page=1&page_size=2`)).json();
        expect(firstOfTwo.extra).toEqual({ page: 1, page_size: 2, total: 3 });
        const open = (
          await admin.get(
            `/api/purchase-order-item/${item}?page_size=1&filters=${encodeURIComponent('{"PO Details Document Status":["Open"]}')}`,
          )
        ).json();
        expect(open.extra).toEqual({ page: 1, page_size: 1, total: 2 });
        expect(open.tags).toEqual({ Open: 2, Shipped: 1 });
      });
    });

    describe('procurement lock', () => {
      it('queues create, update and move with a Warning while an integration run is running; bad bodies are still 400', async () => {
        const id = await create(poBody('PO-LOCK', [poLine(), poLine({ 'Item Number': 'ITEM-2' })]));
        const target = await create(poBody('PO-LOCK-T', [poLine({ 'Item Number': 'ITEM-3' })]));
        const before = await read(id);
        const unlock = await lockProcurement(t.store);
        try {
          const created = await admin.post('/api/purchase-order', poBody('PO-QUEUED'));
          expect(created.statusCode).toBe(200);
          expect(created.json()).toEqual({
            message: expect.stringContaining('locked'),
            notification_type: 'Warning',
          });
          const updated = await admin.put(`/api/purchase-order/${id}`, {
            ...before,
            'PO List Document Status': 'Suggested',
          });
          expect(updated.json()).toMatchObject({ notification_type: 'Warning' });
          const moves = {
            moves: [
              {
                id: before.details[1]!.id,
                'Old Purchase Order List Id': id,
                'New Purchase Order List Id': target,
              },
            ],
          };
          const moved = await admin.put('/api/purchase-order-details-move-lines', moves);
          expect(moved.statusCode, moved.body).toBe(200);
          expect(moved.json()).toEqual({ message: expect.any(String), notification_type: 'Warning' });
          await expectError(
            await admin.post('/api/purchase-order', poBody('PO-QUEUED-BAD', [])),
            400,
            'OrderList.NoItems',
          );
          await expectError(
            await admin.put(`/api/purchase-order/${id}`, { ...before, 'Supplier Number': 'SUP-404' }),
            400,
            'SupplierMaster.NotFound',
          );
          expect(
            await t.store.db
              .selectFrom('purchase_orders')
              .select('id')
              .where('number', '=', 'PO-QUEUED')
              .execute(),
          ).toEqual([]);
          expect(await read(id)).toEqual(before);
          // Checked while still locked: once unlocked, the integration module's timer may apply the queue.
          const queued = await t.store.db.selectFrom('queued_operations').selectAll().orderBy('id').execute();
          expect(queued.map((q) => q.operation)).toEqual([
            'purchase-order.create',
            'purchase-order.update',
            'purchase-order.move',
          ]);
          expect(queued.every((q) => q.status === 'Queued' && q.actor_name === 'admin')).toBe(true);
        } finally {
          await unlock();
        }
        // Applying the queue (exactly once, whoever gets there first) goes through the same services.
        await applyQueue(t.store);
        expect(
          (await t.store.db.selectFrom('queued_operations').select('status').execute()).map((q) => q.status),
        ).toEqual(['Applied', 'Applied', 'Applied']);
        const after = await read(id);
        expect(after['PO List Document Status']).toBe('Suggested');
        expect(after.details.map((l) => l.id)).toEqual([before.details[0]!.id]);
        expect((await read(target)).details.map((l) => l.id)).toContain(before.details[1]!.id);
        expect(
          await t.store.db
            .selectFrom('purchase_orders')
            .select('id')
            .where('number', '=', 'PO-QUEUED')
            .execute(),
        ).toHaveLength(1);
        await t.store.db.deleteFrom('queued_operations').execute();
      });
    });

    describe('audit', () => {
      it('records every create, update and delete of headers and lines when tracking is enabled', async () => {
        await enableTracking(t.store, 'PurchaseOrderList', 'PurchaseOrderDetails');
        const id = await create(poBody('PO-AUDIT', [poLine(), poLine({ 'Item Number': 'ITEM-2' })]));
        const record = await read(id);
        await admin.put(`/api/purchase-order/${id}`, {
          ...record,
          details: [{ ...record.details[0], 'PO Details Quantity': 1 }],
        });
        await admin.delete(`/api/purchase-order/${id}`);
        const lineIds = record.details.map((l) => String(l.id));
        const log = await t.store.db
          .selectFrom('audit_log')
          .select(['entity_type', 'entity_id', 'action', 'changes'])
          .where((eb) =>
            eb.or([
              eb.and([eb('entity_type', '=', 'PurchaseOrderList'), eb('entity_id', '=', String(id))]),
              eb.and([eb('entity_type', '=', 'PurchaseOrderDetails'), eb('entity_id', 'in', lineIds)]),
            ]),
          )
          .orderBy('id')
          .execute();
        expect(log.map((l) => `${l.entity_type} ${l.entity_id} ${l.action}`)).toEqual([
          `PurchaseOrderList ${id} Created`,
          `PurchaseOrderDetails ${lineIds[0]} Created`,
          `PurchaseOrderDetails ${lineIds[1]} Created`,
          `PurchaseOrderDetails ${lineIds[1]} Deleted`,
          `PurchaseOrderDetails ${lineIds[0]} Updated`,
          `PurchaseOrderDetails ${lineIds[0]} Deleted`,
          `PurchaseOrderList ${id} Deleted`,
        ]);
        expect(JSON.parse(log[4]!.changes)).toEqual({ 'PO Details Quantity': { old: 10, new: 1 } });
      });
    });
  },
);
