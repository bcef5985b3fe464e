import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.js';
import { ADMIN, Client, describeEachDatabase, testConfig } from '../helpers/app.js';
import { expectError } from '../helpers/rows.js';

import { createScenario, P, type Row, seed } from './world.js';

describeEachDatabase('what-if scenario projections', (t) => {
  let admin: Client;

  beforeAll(async () => {
    admin = await t.admin();
    await seed(t, admin);
  });

  const create = (body: Row) => createScenario(admin, body);
  const projected = async (path: string, id: number, filters: Row = {}) => {
    const res = await admin.get(
      `/api/${path}/${id}?filters=${encodeURIComponent(JSON.stringify(filters))}&page_size=1000`,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: { headers: Row[]; rows: Row[] }; extra: Row };
  };
  const purchaseLines = async (id: number, filters: Row = {}) =>
    (await projected('scenario-purchase-order-details', id, filters)).data.rows;
  const comparison = async (id: number) => {
    const res = await admin.get(`/api/scenario-analysis/${id}/comparison?page_size=1000`);
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().data.rows as Row[];
    return new Map(rows.map((r) => [r['Item Number'], r]));
  };
  /** Every row of the tables a scenario must never touch, and the audit log of base records. */
  const baseDigest = async () => {
    const tables = [
      'purchase_orders',
      'purchase_order_lines',
      'sales_orders',
      'sales_order_lines',
      'manufacturing_orders',
      'manufacturing_order_lines',
      'forecasts',
      'forecast_lines',
      'inventory',
      'supplier_allocations',
      'plan_runs',
      'plan_orders',
    ] as const;
    const out: Record<string, unknown> = {};
    for (const table of tables)
      out[table] = await t.store.db.selectFrom(table).selectAll().orderBy('id').execute();
    out.audit = await t.store.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity_type', '<>', 'Scenario')
      .orderBy('id')
      .execute();
    return JSON.stringify(out);
  };

  describe('projection on the hand-checked world', () => {
    it('a cancelled PO is Cancelled and brings a Suggested one; nothing in the base changes', async () => {
      const before = await baseDigest();
      const s = await create({
        'Scenario Name': 'cancel PO-1',
        'Scenario Adjustments': [{ type: 'Cancel Order', 'Order Type': 'Purchase', 'Order Number': 'PO-1' }],
      });
      const rows = await purchaseLines(s.id);
      expect(rows).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            'PO List Number': 'PO-1',
            'Scenario Change': 'Cancelled',
            'PO Details Quantity': 10,
          }),
          expect.objectContaining({
            'PO List Number': `SCN-${s.id}-1`,
            'Purchase Order Id': null,
            'Scenario Change': 'Suggested',
            'Item Number': 'WHEEL',
            'Supplier Number': 'SUP-1',
            'Supplier Name': 'Supplier SUP-1',
            'Ship From Number': 'SF-1',
            'PO Details Quantity': 10,
            'PO Details Price': 2,
            'PO Details Document Status': 'Suggested',
            'PO Details Order Date': '2027-01-10',
            'PO Details ETA Date': '2027-01-15',
            'PO Details Request Date': '2027-01-15',
          }),
          expect.objectContaining({
            'Item Number': 'GIZMO',
            'Scenario Change': 'Suggested',
            'PO Details Quantity': 4,
          }),
        ]),
      );
      expect(rows).toHaveLength(3);

      // WHEEL's balance, base against scenario: PO-1's receipt on 01-10 is gone, the suggestion comes on 01-15.
      const chart = await admin.get(`/api/scenario-analysis/${s.id}/item/WHEEL`);
      expect(chart.statusCode, chart.body).toBe(200);
      expect(chart.json()).toMatchObject({ 'Plan Date': P, 'Horizon Days': 90 });
      const [wheel] = chart.json().skus as { Base: Row[]; Scenario: Row[] }[];
      expect(wheel).toMatchObject({ 'Item Number': 'WHEEL', 'Warehouse Number': 'WH-1' });
      expect(wheel!.Base).toEqual(
        expect.arrayContaining([
          { Date: '2027-01-10', Balance: 10 },
          { Date: '2027-01-15', Balance: 0 },
        ]),
      );
      expect(wheel!.Scenario.find((p) => p.Date === '2027-01-10')).toBeUndefined();
      expect(wheel!.Scenario).toEqual(expect.arrayContaining([{ Date: '2027-01-15', Balance: 0 }]));
      expect((await admin.get(`/api/scenario-analysis/${s.id}/item/NOPE`)).json().skus).toEqual([]);
      expect(await baseDigest()).toBe(before);
    });

    it('a supplier delay moves ETA dates and can make a suggestion Late', async () => {
      const s = await create({
        'Scenario Name': 'SUP-1 slips',
        'Scenario Adjustments': [{ type: 'Supplier Delay', Days: 14, 'Supplier Number': 'SUP-1' }],
      });
      const rows = await purchaseLines(s.id);
      const po1 = rows.find((r) => r['PO List Number'] === 'PO-1')!;
      // Every present date of the line moves (ETA, Ship, Order; Request is absent and stays so).
      expect(po1).toMatchObject({
        'Scenario Change': 'Modified',
        'PO Details ETA Date': '2027-01-24',
        'PO Details Ship Date': '2027-01-19',
        'PO Details Order Date': '2027-01-03',
        'PO Details Request Date': null,
      });
      // PO-1 now comes after SO-1: WHEEL needs 10 by 01-15, which takes 5 + 14 days from today: released late.
      const wheel = rows.find((r) => r['Item Number'] === 'WHEEL' && r['Scenario Change'] === 'Suggested')!;
      expect(wheel).toMatchObject({ 'PO Details Quantity': 10, 'PO Details ETA Date': '2027-01-15' });
      const cmp = await comparison(s.id);
      expect(cmp.get('WHEEL')).toMatchObject({
        'Base Late Orders': 0,
        'Scenario Late Orders': 1,
        'Late Orders Difference': 1,
        'Base Suggested Spend': 0,
        'Scenario Suggested Spend': 20,
      });
    });

    it('+100% demand doubles the planned receipts of a single-level item', async () => {
      const s = await create({
        'Scenario Name': 'double',
        'Scenario Adjustments': [{ type: 'Demand Change', Percent: 100, 'Item Number': 'GIZMO' }],
      });
      const cmp = await comparison(s.id);
      expect(cmp.get('GIZMO')).toMatchObject({
        'Base Planned Receipts': 4,
        'Scenario Planned Receipts': 8,
        'Planned Receipts Difference': 4,
        'Base Suggested Spend': 40,
        'Scenario Suggested Spend': 80,
        'Suggested Spend Difference': 40,
      });
      const sales = (await projected('scenario-sales-order-details', s.id)).data.rows;
      expect(sales.find((r) => r['SO List Number'] === 'SO-2')).toMatchObject({
        'Scenario Change': 'Modified',
        'SO Details Quantity': 8,
      });
      expect(sales.find((r) => r['SO List Number'] === 'SO-1')).toMatchObject({
        'Scenario Change': 'Unchanged',
      });
    });

    it('sums what a scenario changes and filters the comparison to the SKUs that changed', async () => {
      const s = await create({
        'Scenario Name': 'double, summed',
        'Scenario Adjustments': [{ type: 'Demand Change', Percent: 100, 'Item Number': 'GIZMO' }],
      });
      const all = [...(await comparison(s.id)).values()];
      const changed = all.filter(
        (r) =>
          r['Stockout Days Difference'] !== 0 ||
          r['Late Orders Difference'] !== 0 ||
          r['Planned Receipts Difference'] !== 0 ||
          r['Suggested Spend Difference'] !== 0,
      );
      expect(changed.map((r) => r['Item Number'])).toContain('GIZMO');
      expect(all.length).toBeGreaterThan(changed.length);
      for (const row of all) expect(row.Changed).toBe(changed.includes(row));

      const filtered = await admin.get(
        `/api/scenario-analysis/${s.id}/comparison?filters=${encodeURIComponent(JSON.stringify({ Changed: [true] }))}&page_size=1000`,
      );
      expect(filtered.statusCode, filtered.body).toBe(200);
      expect(
        filtered
          .json()
          .data.rows.map((r: Row) => r['Item Number'])
          .sort(),
      ).toEqual(changed.map((r) => r['Item Number']).sort());

      const res = await admin.get(`/api/scenario-analysis/${s.id}/summary`);
      expect(res.statusCode, res.body).toBe(200);
      const sum = (key: string) => all.reduce((total, r) => total + Number(r[key]), 0);
      expect(res.json()).toEqual({
        'SKUs Compared': all.length,
        'SKUs Changed': changed.length,
        'Items Changed': new Set(changed.map((r) => r['Item Number'])).size,
        ...Object.fromEntries(
          ['Suggested Spend', 'Late Orders', 'Stockout Days', 'Planned Receipts'].flatMap((figure) =>
            [`Base ${figure}`, `Scenario ${figure}`, `${figure} Difference`].map((key) => [key, sum(key)]),
          ),
        ),
      });
      // GIZMO's spend doubles from 40 to 80 (the test above), and nothing else buys more.
      expect(res.json()['Suggested Spend Difference']).toBe(40);
      await expectError(await admin.get('/api/scenario-analysis/999999/summary'), 400, 'Scenario.NotFound');
    });

    it('an added order is listed as Added and planned', async () => {
      const s = await create({
        'Scenario Name': 'big order',
        'Scenario Adjustments': [
          {
            type: 'Add Order',
            'Order Type': 'Sales',
            Order: {
              'SO List Number': 'SO-WHATIF',
              'SO List Document Status': 'Open',
              'Customer Number': 'CUS-1',
              details: [
                {
                  'Item Number': 'GIZMO',
                  'Warehouse Number': 'WH-1',
                  'Ship To Number': 'ST-1',
                  'SO Details Quantity': 6,
                  'SO Details Document Status': 'Open',
                  'SO Details Ship Date': '2027-02-01',
                },
              ],
            },
          },
        ],
      });
      const sales = (await projected('scenario-sales-order-details', s.id)).data.rows;
      expect(sales.find((r) => r['SO List Number'] === 'SO-WHATIF')).toMatchObject({
        id: -1,
        'Sales Order Id': null,
        'Scenario Change': 'Added',
        'Customer Number': 'CUS-1',
        'Customer Name': 'Customer One',
        'SO Details Quantity': 6,
      });
      const gizmo = await purchaseLines(s.id, { 'Item Number': ['GIZMO'] });
      expect(gizmo).toEqual([
        expect.objectContaining({ 'Scenario Change': 'Suggested', 'PO Details Quantity': 10 }),
      ]);
      // Nothing of it reaches the real orders.
      const real = await t.store.db
        .selectFrom('sales_orders')
        .select('id')
        .where('number', '=', 'SO-WHATIF')
        .execute();
      expect(real).toEqual([]);
    });

    it('lists filter, sort, page and export like every list; the view needs its Scenario Id', async () => {
      const s = await create({
        'Scenario Name': 'listing',
        'Scenario Adjustments': [{ type: 'Cancel Order', 'Order Type': 'Purchase', 'Order Number': 'PO-1' }],
      });
      const suggested = await purchaseLines(s.id, { 'Scenario Change': ['Suggested'] });
      expect(suggested.map((r) => r['Item Number']).sort()).toEqual(['GIZMO', 'WHEEL']);
      const sorted = await admin.get(
        `/api/scenario-purchase-order-details/${s.id}?sort=${encodeURIComponent(
          JSON.stringify({ key: 'PO Details Quantity', type: 'Ascending' }),
        )}&page_size=2&page=1`,
      );
      expect(sorted.statusCode, sorted.body).toBe(200);
      expect(sorted.json().extra).toEqual({ page: 1, page_size: 2, total: 3 });
      expect(sorted.json().data.rows.map((r: Row) => r['PO Details Quantity'])).toEqual([4, 10]);
      expect(sorted.json().data.headers).toEqual(
        expect.arrayContaining([{ key: 'Scenario Change', format: 'string' }]),
      );
      expectError(
        await admin.get(
          `/api/scenario-purchase-order-details/${s.id}?filters=${encodeURIComponent('{"Colour":["red"]}')}`,
        ),
        400,
        'List.UnknownColumn',
      );

      const byName = await admin.get(
        `/api/views/scenario_purchase_order_details?filters=${encodeURIComponent(
          JSON.stringify({ 'Scenario Id': [s.id], 'Scenario Change': ['Cancelled'] }),
        )}`,
      );
      expect(byName.statusCode, byName.body).toBe(200);
      expect(byName.json().data.rows).toEqual([expect.objectContaining({ 'PO List Number': 'PO-1' })]);
      expectError(await admin.get('/api/views/scenario_purchase_order_details'), 400, 'List.InvalidFilter');

      const exported = await admin.post('/api/export-data', {
        view_name: 'scenario_comparison',
        filters: { 'Scenario Id': [s.id] },
      });
      expect(exported.statusCode, exported.body).toBe(200);
      expect(exported.headers['content-type']).toContain('spreadsheetml');
      expect(exported.rawPayload.subarray(0, 2).toString()).toBe('PK');
    });

    it('answers from the cache until the scenario or the base data changes', async () => {
      const s = await create({
        'Scenario Name': 'cache',
        'Scenario Adjustments': [{ type: 'Demand Change', Percent: 50, 'Item Number': 'GIZMO' }],
      });
      const first = await comparison(s.id);
      expect(first.get('GIZMO')).toMatchObject({ 'Scenario Planned Receipts': 6 });
      // The scenario changes: the next answer plans again.
      const put = await admin.put(`/api/scenario-analysis/${s.id}`, {
        'Scenario Adjustments': [{ type: 'Demand Change', Percent: 25, 'Item Number': 'GIZMO' }],
      });
      expect(put.statusCode, put.body).toBe(200);
      expect((await comparison(s.id)).get('GIZMO')).toMatchObject({ 'Scenario Planned Receipts': 5 });
      // The base data changes on another instance of the service (its own cache, the same database): this
      // instance's next answer sees it, through the base-data counter the tables' triggers move.
      const other = await createApp(testConfig(t.database.url), { logger: false });
      try {
        await other.ready();
        const client = new Client(other, {});
        expect(
          (await client.post('/api/authenticate', { username: ADMIN.username, password: ADMIN.password }))
            .statusCode,
        ).toBe(200);
        const so = await t.store.db
          .selectFrom('sales_orders')
          .select('id')
          .where('number', '=', 'SO-2')
          .executeTakeFirstOrThrow();
        const order = (await client.get(`/api/sales-order/${so.id}`)).json() as Row & { details: Row[] };
        const update = await client.put(`/api/sales-order/${so.id}`, {
          ...order,
          details: order.details.map((d) => ({ ...d, 'SO Details Quantity': 8 })),
        });
        expect(update.statusCode, update.body).toBe(200);
        expect((await comparison(s.id)).get('GIZMO')).toMatchObject({
          'Base Planned Receipts': 8,
          'Scenario Planned Receipts': 10,
        });
        // Put back for the other tests.
        const restore = await client.put(`/api/sales-order/${so.id}`, order);
        expect(restore.statusCode, restore.body).toBe(200);
      } finally {
        await other.close();
      }
    });

    it('with no adjustments projects exactly the base plan of a run with the same date and horizon', async () => {
      const run = await admin.post('/api/planning/run', { 'Plan Date': P, 'Horizon Days': 90 });
      expect(run.statusCode, run.body).toBe(200);
      const s = await create({ 'Scenario Name': 'as is' });
      const rows = await purchaseLines(s.id);
      const stored = await admin.get('/api/views/purchase_order_details?page_size=1000');
      const storedRows = stored.json().data.rows as Row[];
      const strip = (r: Row) => {
        const { id: _id, 'Purchase Order Id': _h, 'PO List Number': _n, 'Scenario Change': _c, ...rest } = r;
        return rest;
      };
      const key = (r: Row) => JSON.stringify(strip(r));
      // Firm lines: the stored rows as they are.
      expect(
        rows.filter((r) => r['Scenario Change'] === 'Unchanged').map(({ 'Scenario Change': _, ...r }) => r),
      ).toEqual(storedRows.filter((r) => r['PO Details Document Status'] !== 'Suggested'));
      // Suggestions: the run's, field for field but the order number.
      expect(
        rows
          .filter((r) => r['Scenario Change'] === 'Suggested')
          .map(key)
          .sort(),
      ).toEqual(
        storedRows
          .filter((r) => r['PO Details Document Status'] === 'Suggested')
          .map(key)
          .sort(),
      );
      expect(rows.every((r) => ['Unchanged', 'Suggested'].includes(r['Scenario Change'] as string))).toBe(
        true,
      );
    });
  });
});
