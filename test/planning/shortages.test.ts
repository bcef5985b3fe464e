import { beforeAll, describe, expect, it } from 'vitest';
import { view } from '../../src/core/auth/privileges.js';
import { type Client, describeEachDatabase } from '../helpers/app.js';
import { expectError } from '../helpers/rows.js';
import { listRows, P, type Row, runPlan, seed } from './run-world.js';

/**
 * The shortages view (issue 28, part 5) and the "below safety stock" columns of inventory_planning, on the small
 * world of run-world.ts whose plan is worked out by hand:
 * - WHEEL: 4 on hand, 6 needed on 01-18 by the BIKE MO → short 2 on 01-18 without planned receipts, covered by
 *   the Suggested PO of 10 from SUP-1 received 01-18 (released 01-13);
 * - BIKE: nothing on hand, SO-1 ships 3 on 01-20 → short 3 on 01-20, covered by the Suggested MO received 01-20;
 * - BOLT: no demand, so never short (its balance stays at 0, below its safety stock of 5).
 */
describeEachDatabase('planning shortages', (t) => {
  let admin: Client;
  const list = (path: string, filters: Row = {}) => listRows(admin, path, filters);
  const shortages = (filters: Row = {}) => list('/api/views/planning_shortages', filters);

  beforeAll(async () => {
    admin = await t.admin();
    await seed(t, admin);
  });

  describe('a run on the plan date', () => {
    let run: Row;
    beforeAll(async () => {
      run = await runPlan(admin, { 'Plan Date': P, 'Horizon Days': 90 });
    });

    it('lists per SKU the first shortage date, its size and the suggested order covering it', async () => {
      const pegging = await list('/api/views/planning_pegging', { 'Item Number': ['WHEEL'] });
      const wheelOrder = pegging[0]!['Order Number'];
      expect(wheelOrder).toMatch(new RegExp(`^SUG-${run['Plan Run Id']}-\\d+$`));
      expect(await shortages()).toEqual([
        {
          id: expect.any(Number),
          'Item Number': 'WHEEL',
          'Item Description': expect.any(String),
          'Sub Item Number': null,
          'Warehouse Number': 'WH-1',
          Source: 'Buy',
          'First Shortage Date': '2027-01-18',
          'Shortage Quantity': 2,
          'Exception Type': null,
          'Planned Receipts By Then': 10,
          'Order Number': wheelOrder,
          'Order Type': 'Purchase',
          'Order Quantity': 10,
          'Release Date': '2027-01-13',
          'Receipt Date': '2027-01-18',
          'Supplier Number': 'SUP-1',
          'Supplier Name': expect.any(String),
        },
        {
          id: expect.any(Number),
          'Item Number': 'BIKE',
          'Item Description': expect.any(String),
          'Sub Item Number': null,
          'Warehouse Number': 'WH-1',
          Source: 'Make',
          'First Shortage Date': '2027-01-20',
          'Shortage Quantity': 3,
          'Exception Type': null,
          'Planned Receipts By Then': 3,
          'Order Number': `SUG-MO-${run['Plan Run Id']}-1`,
          'Order Type': 'Manufacturing',
          'Order Quantity': 3,
          'Release Date': '2027-01-18',
          'Receipt Date': '2027-01-20',
          'Supplier Number': null,
          'Supplier Name': null,
        },
      ]);
    });

    it('filters by item, warehouse, supplier and date range', async () => {
      const items = async (filters: Row) => (await shortages(filters)).map((r) => r['Item Number']);
      expect(await items({ 'Item Number': ['BIKE'] })).toEqual(['BIKE']);
      expect(await items({ 'Warehouse Number': ['WH-1'] })).toEqual(['WHEEL', 'BIKE']);
      expect(await items({ 'Warehouse Number': ['WH-2'] })).toEqual([]);
      expect(await items({ 'Supplier Number': ['SUP-1'] })).toEqual(['WHEEL']);
      expect(await items({ 'First Shortage Date': { from: '2027-01-19' } })).toEqual(['BIKE']);
      expect(await items({ 'First Shortage Date': { from: '2027-01-04', to: '2027-01-18' } })).toEqual([
        'WHEEL',
      ]);
    });

    it('inventory_planning: the balance without planned receipts and whether it is below safety stock', async () => {
      const weeks = await list('/api/views/inventory_planning', { 'Item Number': ['WHEEL'] });
      expect(weeks).toHaveLength(13);
      expect(weeks[0]).toMatchObject({
        'Projected Balance': 4,
        'Projected Balance Without Planned': 4,
        'Below Safety Stock': false,
      });
      // Week of 01-18: the planned PO of 10 brings it to 8; without it, 4 − 6 = −2.
      expect(weeks[2]).toMatchObject({
        'Bucket Start': '2027-01-18',
        'Projected Balance': 8,
        'Projected Balance Without Planned': -2,
        'Below Safety Stock': true,
      });
      const below = await list('/api/views/inventory_planning', {
        'Item Number': ['WHEEL'],
        'Below Safety Stock': [true],
      });
      expect(below.map((r) => r['Bucket Start'])).toEqual(weeks.slice(2).map((r) => r['Bucket Start']));
      // BOLT stays at 0 against a safety stock of 5: every bucket is below it without its planned orders.
      const bolt = await list('/api/views/inventory_planning', {
        'Item Number': ['BOLT'],
        Bucket: ['Month'],
      });
      expect(bolt.map((r) => r['Below Safety Stock'])).toEqual([true, true, true, true]);
      expect(bolt[0]).toMatchObject({ 'Projected Balance': 5, 'Projected Balance Without Planned': 0 });
    });

    it('answers users with Inventory / View only', async () => {
      const viewer = await t.loginWith([view('Inventory')]);
      expect((await viewer.get('/api/views/planning_shortages')).statusCode).toBe(200);
      const other = await t.loginWith([view('Demand')]);
      expectError(await other.get('/api/views/planning_shortages'), 403, 'User.NotPrivileged');
    });
  });

  describe('a run after the covering PO should have been released', () => {
    beforeAll(async () => {
      await runPlan(admin, { 'Plan Date': '2027-01-15', 'Horizon Days': 90 });
    });

    it('names the Late exception of the covering suggestion and filters by it', async () => {
      const rows = await shortages();
      expect(rows.map((r) => [r['Item Number'], r['Exception Type']])).toEqual([
        ['WHEEL', 'Late'],
        ['BIKE', null],
      ]);
      expect((await shortages({ 'Exception Type': ['Late'] })).map((r) => r['Item Number'])).toEqual([
        'WHEEL',
      ]);
      expect((await shortages({ 'Exception Type': ['Stockout', 'No Source'] })).length).toBe(0);
    });
  });
});
