import { beforeAll, expect, it } from 'vitest';
import { view } from '../../src/core/auth/privileges.js';
import { type Client, describeEachDatabase } from '../helpers/app.js';
import { expectError } from '../helpers/rows.js';
import { postOk, seedTransferWorld } from '../helpers/transfer-world.js';
import { createScenario, P, type Row } from './world.js';

const toBody = (number: string, quantity: number, ship: string, receipt: string, to = 'WH-2'): Row => ({
  'TO List Number': number,
  'TO List Document Status': 'Open',
  'TO List Order Date': '2027-01-02',
  'From Warehouse Number': 'WH-1',
  details: [
    {
      'Item Number': 'WHEEL',
      'Warehouse Number': to,
      'TO Details Quantity': quantity,
      'TO Details Document Status': 'Open',
      'TO Details Ship Date': ship,
      'TO Details Receipt Date': receipt,
    },
  ],
});

/**
 * Scenarios with transfers (planning.md parts 4 and 5), worked out by hand, planned as of P for 90 days:
 * - WHEEL is bought at WH-1 from SUP-1 (lead time 5, minimum 10, multiple 5, price 2); WH-1 holds 4.
 * - WH-2 is supplied from WH-1 (lead time 2, multiple 4), holds none; SO-1 ships 6 from WH-2 on 01-20 → a planned
 *   transfer of 8 received 01-20, shipped 01-18, and transfer demand of 8 at WH-1 on 01-18 (a purchase of 10).
 * - TO-OPEN ships 2 from WH-1 on 01-25 (received at WH-2 01-27); TO-LATER ships 4 on 02-10 (received 02-12).
 *   WH-1: 4 + 10 − 8 = 6 on 01-18, 6 − 2 = 4 on 01-25, 4 − 4 = 0 on 02-10.
 */
describeEachDatabase('what-if scenarios with transfers', (t) => {
  let admin: Client;

  beforeAll(async () => {
    admin = await t.admin();
    await seedTransferWorld(t, admin);
    const ok = (path: string, body: Row) => postOk(admin, path, body);
    await ok('/api/transfer-order', toBody('TO-OPEN', 2, '2027-01-25', '2027-01-27'));
    await ok('/api/transfer-order', toBody('TO-LATER', 4, '2027-02-10', '2027-02-12'));
    // A run leaves a Suggested TO in the base: a scenario lists its own instead.
    const run = await admin.post('/api/planning/run', { 'Plan Date': P, 'Horizon Days': 90 });
    expect(run.statusCode, run.body).toBe(200);
    expect(run.json()).toMatchObject({ 'Planned Transfer Lines': 1 });
  });

  const transferLines = async (id: number) => {
    const res = await admin.get(`/api/scenario-transfer-order-details/${id}?page_size=1000`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { data: { headers: Row[]; rows: Row[] } };
    expect(body.data.headers).toEqual(expect.arrayContaining([{ key: 'Scenario Change', format: 'string' }]));
    return body.data.rows;
  };
  const comparison = async (id: number) => {
    const res = await admin.get(`/api/scenario-analysis/${id}/comparison?page_size=1000`);
    expect(res.statusCode, res.body).toBe(200);
    return new Map((res.json().data.rows as Row[]).map((r) => [r['Warehouse Number'], r]));
  };
  const balances = async (id: number, warehouse: string) => {
    const res = await admin.get(`/api/scenario-analysis/${id}/item/WHEEL`);
    expect(res.statusCode, res.body).toBe(200);
    const skus = res.json().skus as (Row & { Base: Row[]; Scenario: Row[] })[];
    return skus.find((s) => s['Warehouse Number'] === warehouse)!;
  };

  it('an added TO is listed as Added and its receipt removes the regional planned transfer', async () => {
    const s = await createScenario(admin, {
      'Scenario Name': 'ship early',
      'Scenario Adjustments': [
        {
          type: 'Add Order',
          'Order Type': 'Transfer',
          Order: toBody('TO-ADD', 6, '2027-01-15', '2027-01-18'),
        },
      ],
    });
    const rows = await transferLines(s.id);
    expect(rows.map((r) => [r['TO List Number'], r['Scenario Change']]).sort()).toEqual([
      ['TO-ADD', 'Added'],
      ['TO-LATER', 'Unchanged'],
      ['TO-OPEN', 'Unchanged'],
    ]);
    expect(rows.find((r) => r['TO List Number'] === 'TO-ADD')).toMatchObject({
      id: -1,
      'Transfer Order Id': null,
      'From Warehouse Number': 'WH-1',
      'From Warehouse Name': 'Warehouse WH-1',
      'Warehouse Number': 'WH-2',
      'Warehouse Name': 'Warehouse WH-2',
      'TO Details Quantity': 6,
      'TO Details Ship Date': '2027-01-15',
      'TO Details Receipt Date': '2027-01-18',
    });
    // WH-2's SO-1 is covered by the added receipt: no planned transfer; the base planned one of 8.
    const cmp = await comparison(s.id);
    expect(cmp.get('WH-2')).toMatchObject({ 'Base Planned Receipts': 8, 'Scenario Planned Receipts': 0 });
    // Its demand at the source: 4 − 6 on 01-15 at WH-1.
    expect((await balances(s.id, 'WH-1')).Scenario).toEqual(
      expect.arrayContaining([{ Date: '2027-01-15', Balance: 8 }]),
    );
    const real = await t.store.db
      .selectFrom('transfer_orders')
      .select('id')
      .where('number', '=', 'TO-ADD')
      .execute();
    expect(real).toEqual([]);
  });

  it('a cancelled TO is Cancelled and its demand at the source disappears', async () => {
    const s = await createScenario(admin, {
      'Scenario Name': 'no TO-OPEN',
      'Scenario Adjustments': [{ type: 'Cancel Order', 'Order Type': 'Transfer', 'Order Number': 'TO-OPEN' }],
    });
    const wh1 = await balances(s.id, 'WH-1');
    expect(wh1.Base).toEqual(
      expect.arrayContaining([
        { Date: '2027-01-25', Balance: 4 },
        { Date: '2027-02-10', Balance: 0 },
      ]),
    );
    expect(wh1.Scenario.find((p) => p.Date === '2027-01-25')).toBeUndefined();
    expect(wh1.Scenario).toEqual(expect.arrayContaining([{ Date: '2027-02-10', Balance: 2 }]));
    const rows = await transferLines(s.id);
    expect(rows.find((r) => r['TO List Number'] === 'TO-OPEN')).toMatchObject({
      'Scenario Change': 'Cancelled',
      'TO Details Quantity': 2,
    });
  });

  it('lists every Scenario Change a transfer line can have, the suggestions with the fields of part 5', async () => {
    const s = await createScenario(admin, {
      'Scenario Name': 'all changes',
      'Scenario Adjustments': [
        { type: 'Cancel Order', 'Order Type': 'Transfer', 'Order Number': 'TO-OPEN' },
        {
          type: 'Add Order',
          'Order Type': 'Transfer',
          Order: toBody('TO-SMALL', 2, '2027-01-15', '2027-01-18'),
        },
      ],
    });
    const rows = await transferLines(s.id);
    expect(rows.map((r) => [r['TO List Number'], r['Scenario Change']]).sort()).toEqual([
      [`SCN-TO-${s.id}-1`, 'Suggested'],
      ['TO-LATER', 'Unchanged'],
      ['TO-OPEN', 'Cancelled'],
      ['TO-SMALL', 'Added'],
    ]);
    // SO-1 needs 6 on 01-20, TO-SMALL brings 2: a planned transfer of 4 (the multiple), shipped 01-18.
    expect(rows.find((r) => r['Scenario Change'] === 'Suggested')).toEqual(
      expect.objectContaining({
        id: -2,
        'Transfer Order Id': null,
        'TO List Number': `SCN-TO-${s.id}-1`,
        'TO List Document Status': 'Suggested',
        'TO List Order Date': '2027-01-18',
        'From Warehouse Number': 'WH-1',
        'From Warehouse Name': 'Warehouse WH-1',
        'Item Number': 'WHEEL',
        'Sub Item Number': null,
        'Warehouse Number': 'WH-2',
        'Warehouse Name': 'Warehouse WH-2',
        'TO Details Quantity': 4,
        'TO Details Document Status': 'Suggested',
        'TO Details Ship Date': '2027-01-18',
        'TO Details Receipt Date': '2027-01-20',
      }),
    );
    // The view by name, filtered, as every projected view.
    const byName = await admin.get(
      `/api/views/scenario_transfer_order_details?filters=${encodeURIComponent(
        JSON.stringify({ 'Scenario Id': [s.id], 'Scenario Change': ['Cancelled'] }),
      )}`,
    );
    expect(byName.statusCode, byName.body).toBe(200);
    expect(byName.json().data.rows).toEqual([expect.objectContaining({ 'TO List Number': 'TO-OPEN' })]);
    // Scenarios / View is the privilege, as for the other order types.
    const viewer = await t.loginWith([view('Scenarios')], 'scenario-transfer-viewer');
    expect((await viewer.get(`/api/scenario-transfer-order-details/${s.id}`)).statusCode).toBe(200);
    const nobody = await t.loginWith([view('Inventory')], 'scenario-transfer-nobody');
    expectError(await nobody.get(`/api/scenario-transfer-order-details/${s.id}`), 403, 'User.NotPrivileged');
  });

  it('refuses a bad transfer adjustment with its index and plans only an Active scenario', async () => {
    const count = async () => (await t.store.db.selectFrom('scenarios').select('id').execute()).length;
    const before = await count();
    const post = (adjustments: Row[]) =>
      admin.post('/api/scenario-analysis', { 'Scenario Name': 'bad', 'Scenario Adjustments': adjustments });
    const intoFrom = expectError(
      await post([
        { type: 'Demand Change', Percent: 10 },
        {
          type: 'Add Order',
          'Order Type': 'Transfer',
          Order: toBody('TO-BAD', 2, '2027-01-15', '2027-01-18', 'WH-1'),
        },
      ]),
      400,
      'Scenario.InvalidAdjustment',
    );
    expect(intoFrom.Message).toMatch(/\[1\].*TransferOrderList\.SameWarehouse/);
    const late = expectError(
      await post([
        {
          type: 'Add Order',
          'Order Type': 'Transfer',
          Order: toBody('TO-BAD', 2, '2027-01-20', '2027-01-18'),
        },
      ]),
      400,
      'Scenario.InvalidAdjustment',
    );
    expect(late.Message).toMatch(/\[0\].*TransferOrderDetails\.ShipDateAfterReceipt/);
    const taken = expectError(
      await post([
        {
          type: 'Add Order',
          'Order Type': 'Transfer',
          Order: toBody('TO-OPEN', 2, '2027-01-15', '2027-01-18'),
        },
      ]),
      400,
      'Scenario.InvalidAdjustment',
    );
    expect(taken.Message).toMatch(/\[0\].*TransferOrderList\.AlreadyExists/);
    const unknown = expectError(
      await post([{ type: 'Cancel Order', 'Order Type': 'Transfer', 'Order Number': 'TO-404' }]),
      400,
      'Scenario.InvalidAdjustment',
    );
    expect(unknown.Message).toContain('[0]');
    expect(await count()).toBe(before);

    const draft = await createScenario(admin, { 'Scenario Name': 'draft', 'Scenario Status': 'Draft' });
    expectError(
      await admin.get(`/api/scenario-transfer-order-details/${draft.id}`),
      400,
      'Scenario.NotActive',
    );
    expectError(await admin.get('/api/scenario-transfer-order-details/999999'), 400, 'Scenario.NotFound');
  });
});
