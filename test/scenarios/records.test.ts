import { beforeAll, describe, expect, it } from 'vitest';
import { view } from '../../src/core/auth/privileges.js';
import { type Client, describeEachDatabase } from '../helpers/app.js';
import { expectError } from '../helpers/rows.js';

import { createScenario, type Row, seed } from './world.js';

describeEachDatabase('what-if scenario records', (t) => {
  let admin: Client;

  beforeAll(async () => {
    admin = await t.admin();
    await seed(t, admin);
  });

  const create = (body: Row) => createScenario(admin, body);

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
