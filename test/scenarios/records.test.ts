import { beforeAll, describe, expect, it } from 'vitest';
import { view } from '../../src/core/auth/privileges.js';
import { type Client, describeEachDatabase } from '../helpers/app.js';
import {
  expectError,
  insertCustomerWithShipTo,
  insertItem,
  insertShipFrom,
  insertSupplier,
  insertWarehouse,
} from '../helpers/rows.js';

type Row = Record<string, unknown>;

/** Plan date of every plan here. */
const P = '2027-01-04';

/**
 * A world worked out by hand (planning.md parts 1 and 4), planned as of P for 90 days:
 * - WHEEL: bought from SUP-1 / SF-1 (lead time 5, price 2); nothing on hand; PO-1 brings 10 on 01-10 and SO-1
 *   ships 10 on 01-15: covered, nothing suggested.
 * - GIZMO: bought from SUP-2 / SF-2 (lead time 3, price 10); nothing on hand; SO-2 ships 4 on 02-01 → a
 *   planned PO of 4 received 02-01, released 01-29.
 */
async function seed(t: { store: Parameters<typeof insertItem>[0] }, admin: Client) {
  const store = t.store;
  await insertItem(store, 'WHEEL');
  await insertItem(store, 'GIZMO');
  await insertWarehouse(store, 'WH-1');
  const sup1 = await insertSupplier(store, 'SUP-1');
  const sup2 = await insertSupplier(store, 'SUP-2');
  await insertShipFrom(store, 'SF-1', sup1);
  await insertShipFrom(store, 'SF-2', sup2);
  await insertCustomerWithShipTo(store, 'CUS-1', 'ST-1', 'Customer One');
  const ok = async (path: string, body: Row) => {
    const res = await admin.post(path, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  for (const [item, supplier, shipFrom, lead, price] of [
    ['WHEEL', 'SUP-1', 'SF-1', 5, 2],
    ['GIZMO', 'SUP-2', 'SF-2', 3, 10],
  ] as const)
    await ok('/api/supplier-allocation', {
      'Item Number': item,
      'Supplier Number': supplier,
      'Ship From Number': shipFrom,
      'Allocation Percent': 100,
      'Lead Time Days': lead,
      'Unit Price': price,
    });
  await ok('/api/purchase-order', {
    'PO List Number': 'PO-1',
    'PO List Document Status': 'Open',
    'Supplier Number': 'SUP-1',
    details: [
      {
        'Item Number': 'WHEEL',
        'Warehouse Number': 'WH-1',
        'Ship From Number': 'SF-1',
        'PO Details Quantity': 10,
        'PO Details Price': 2,
        'PO Details Document Status': 'Open',
        'PO Details Order Date': '2026-12-20',
        'PO Details Ship Date': '2027-01-05',
        'PO Details ETA Date': '2027-01-10',
      },
    ],
  });
  for (const [number, item, quantity, ship] of [
    ['SO-1', 'WHEEL', 10, '2027-01-15'],
    ['SO-2', 'GIZMO', 4, '2027-02-01'],
  ] as const)
    await ok('/api/sales-order', {
      'SO List Number': number,
      'SO List Document Status': 'Open',
      'Customer Number': 'CUS-1',
      details: [
        {
          'Item Number': item,
          'Warehouse Number': 'WH-1',
          'Ship To Number': 'ST-1',
          'SO Details Quantity': quantity,
          'SO Details Document Status': 'Open',
          'SO Details Ship Date': ship,
        },
      ],
    });
}

describeEachDatabase('what-if scenario records', (t) => {
  let admin: Client;

  beforeAll(async () => {
    admin = await t.admin();
    await seed(t, admin);
  });

  const create = async (body: Row) => {
    const res = await admin.post('/api/scenario-analysis', {
      'Plan Date': P,
      'Horizon Days': 90,
      'Scenario Status': 'Active',
      ...body,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Row & { id: number };
  };

  describe('records', () => {
    it('creates, reads, lists, updates and deletes a scenario with audit records', async () => {
      const res = await admin.post('/api/scenario-analysis', {
        'Scenario Name': 'Q3 demand',
        'Scenario Description': 'What if demand rises',
      });
      expect(res.statusCode, res.body).toBe(200);
      const created = res.json() as Row & { id: number };
      expect(created).toEqual({
        id: expect.any(Number),
        'Scenario Name': 'Q3 demand',
        'Scenario Description': 'What if demand rises',
        'Scenario Status': 'Draft',
        'Scenario Adjustments': [],
        'Plan Date': null,
        'Horizon Days': null,
        'Created By': 'admin',
        'Created At': expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        'Updated At': expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      });
      const got = await admin.get(`/api/scenario-analysis/${created.id}`);
      expect(got.json()).toEqual(created);

      const list = await admin.get(
        `/api/scenario-analysis?filters=${encodeURIComponent(JSON.stringify({ 'Scenario Name': ['Q3 demand'] }))}`,
      );
      expect(list.statusCode, list.body).toBe(200);
      expect(list.json().data.rows).toEqual([
        expect.objectContaining({ id: created.id, 'Scenario Status': 'Draft', 'Created By': 'admin' }),
      ]);

      const adjustments = [
        { type: 'Demand Change', Percent: 20, 'From Date': '2027-07-01', 'To Date': '2027-09-30' },
      ];
      const put = await admin.put(`/api/scenario-analysis/${created.id}`, {
        'Scenario Status': 'Active',
        'Scenario Adjustments': adjustments,
      });
      expect(put.statusCode, put.body).toBe(200);
      expect(put.json()).toMatchObject({
        'Scenario Name': 'Q3 demand',
        'Scenario Status': 'Active',
        'Scenario Adjustments': adjustments,
      });

      const del = await admin.delete(`/api/scenario-analysis/${created.id}`);
      expect(del.statusCode, del.body).toBe(200);
      expectError(await admin.get(`/api/scenario-analysis/${created.id}`), 400, 'Scenario.NotFound');

      const log = await t.store.db
        .selectFrom('audit_log')
        .select(['action', 'changes'])
        .where('entity_type', '=', 'Scenario')
        .where('entity_id', '=', String(created.id))
        .orderBy('id')
        .execute();
      expect(log.map((l) => l.action)).toEqual(['Created', 'Updated', 'Deleted']);
      expect(JSON.parse(log[1]!.changes)).toMatchObject({
        'Scenario Status': { old: 'Draft', new: 'Active' },
      });
    });

    it('refuses bad input with its code and stores nothing', async () => {
      const count = async () =>
        Number(
          (
            await t.store.db
              .selectFrom('scenarios')
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      const before = await count();
      const post = (body: Row) => admin.post('/api/scenario-analysis', { 'Scenario Name': 'Bad', ...body });
      expectError(await post({ 'Scenario Status': 'Running' }), 400, 'Scenario.InvalidStatus');
      const unknownItem = expectError(
        await post({
          'Scenario Adjustments': [
            { type: 'Demand Change', Percent: 10 },
            { type: 'Demand Change', Percent: 10, 'Item Number': 'NOPE' },
          ],
        }),
        400,
        'Scenario.InvalidAdjustment',
      );
      expect(unknownItem.Message).toContain('[1]');
      expectError(
        await post({ 'Scenario Adjustments': [{ type: 'Supplier Delay', Days: 400 }] }),
        400,
        'Scenario.InvalidAdjustment',
      );
      expectError(
        await post({ 'Scenario Adjustments': [{ type: 'Teleport' }] }),
        400,
        'Scenario.InvalidAdjustment',
      );
      expectError(
        await post({
          'Scenario Adjustments': [
            { type: 'Cancel Order', 'Order Type': 'Purchase', 'Order Number': 'PO-404' },
          ],
        }),
        400,
        'Scenario.InvalidAdjustment',
      );
      expectError(await post({ 'Scenario Adjustments': 'all of them' }), 400, 'Scenario.InvalidAdjustment');
      // An added order is checked by the purchase order's own create rules (here: an unknown supplier).
      const addOrder = expectError(
        await post({
          'Scenario Adjustments': [
            {
              type: 'Add Order',
              'Order Type': 'Purchase',
              Order: {
                'PO List Number': 'PO-NEW',
                'PO List Document Status': 'Open',
                'Supplier Number': 'SUP-404',
                details: [
                  {
                    'Item Number': 'WHEEL',
                    'Warehouse Number': 'WH-1',
                    'Ship From Number': 'SF-1',
                    'PO Details Quantity': 5,
                    'PO Details Document Status': 'Open',
                  },
                ],
              },
            },
          ],
        }),
        400,
        'Scenario.InvalidAdjustment',
      );
      expect(addOrder.Message).toMatch(/\[0\].*SupplierMaster\.NotFound/);
      expectError(await post({ 'Plan Date': '2027-02-30' }), 400, 'Planning.InvalidParameters');
      expectError(await post({ 'Horizon Days': 0 }), 400, 'Planning.InvalidParameters');
      expectError(await post({ Colour: 'red' }), 400, 'Request.Invalid');
      expectError(await admin.post('/api/scenario-analysis', {}), 400, 'Request.Invalid');
      expectError(
        await admin.put('/api/scenario-analysis/999999', { 'Scenario Name': 'x' }),
        400,
        'Scenario.NotFound',
      );
      expect(await count()).toBe(before);
    });

    it('needs Scenarios / View to read and Scenarios / Edit to write', async () => {
      const viewer = await t.loginWith([view('Scenarios')], 'scenario-viewer');
      const list = await viewer.get('/api/scenario-analysis');
      expect(list.statusCode, list.body).toBe(200);
      expectError(
        await viewer.post('/api/scenario-analysis', { 'Scenario Name': 'x' }),
        403,
        'User.NotPrivileged',
      );
      const nobody = await t.loginWith([view('Procurement')], 'scenario-nobody');
      expectError(await nobody.get('/api/scenario-analysis'), 403, 'User.NotPrivileged');
    });

    it('plans only an Active scenario', async () => {
      const draft = await create({ 'Scenario Name': 'draft', 'Scenario Status': 'Draft' });
      expectError(
        await admin.get(`/api/scenario-purchase-order-details/${draft.id}`),
        400,
        'Scenario.NotActive',
      );
      const archived = await create({ 'Scenario Name': 'archived', 'Scenario Status': 'Archived' });
      expectError(
        await admin.get(`/api/scenario-analysis/${archived.id}/comparison`),
        400,
        'Scenario.NotActive',
      );
      expectError(await admin.get('/api/scenario-sales-order-details/999999'), 400, 'Scenario.NotFound');
    });
  });
});
