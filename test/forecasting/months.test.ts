import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, describeEachDatabase } from '../helpers/app.js';
import { insertCustomerWithShipTo, insertItem, insertWarehouse } from '../helpers/rows.js';
import { expectedMonths, roundAll, storedMonths } from './months-expected.js';
import { forecastListId, insertSales } from './sales.js';

/**
 * The run writes its STAT lines with forecast_lines' row triggers suspended and computes the months it touched
 * again set-based (src/modules/forecasting/months.ts): forecast_months must hold what the triggers would have,
 * computed here from the lines themselves, after a run, after a narrower second run, and after a planner's list
 * and a sale in a forecast month (written through the API: the triggers back in place). The base-data version
 * counts the run's write.
 */
describeEachDatabase('forecasting run and forecast_months', (t) => {
  let admin: Client;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    admin = await t.admin();
    for (const n of ['A', 'B']) ids[n] = await insertItem(t.store, n);
    ids.W1 = await insertWarehouse(t.store, 'W1');
    ids.W2 = await insertWarehouse(t.store, 'W2');
    const customer = await insertCustomerWithShipTo(t.store, 'CUS-1', 'ST-1');
    const month = (m: number) => `2025-${String(m + 1).padStart(2, '0')}-10`;
    await insertSales(
      t.store,
      'SO-1',
      customer,
      Array.from({ length: 12 }, (_, m) => [ids.A!, ids.W1!, 10 + m, 'Open', month(m), null] as const).map(
        (l) => [...l],
      ),
    );
    await insertSales(
      t.store,
      'SO-2',
      customer,
      Array.from(
        { length: 12 },
        (_, m) => [ids.B!, ids.W2!, m % 3 === 0 ? 5 : 0.5, 'Open', month(m), null] as const,
      ).map((l) => [...l]),
    );
    // A sale in a forecast month: consumed must see it.
    await insertSales(t.store, 'SO-3', customer, [[ids.A!, ids.W1!, 4, 'Open', '2026-02-03', null]]);
  });

  const expected = () => expectedMonths(t.store);
  const stored = () => storedMonths(t.store);

  const version = async () =>
    Number(
      (
        await t.store.db
          .selectFrom('data_versions')
          .select('version')
          .where('name', '=', 'base')
          .executeTakeFirstOrThrow()
      ).version,
    );
  const run = async (body: Record<string, unknown>) => {
    const res = await admin.post('/api/forecasting/run', body);
    expect(res.statusCode, res.body).toBe(200);
  };

  describe('months kept by the run', () => {
    it('after a run: the STAT months with the sales they consume, the base data counted once more', async () => {
      const before = await version();
      await run({ 'As Of': '2026-01-15', 'History Months': 12, 'Horizon Months': 6 });
      expect(await version()).toBeGreaterThan(before);
      const e = roundAll(await expected());
      expect(e[`${ids.A}|${ids.W1}|2026-02`]!.consumed).toBeGreaterThan(0);
      expect(await stored()).toEqual(e);
      // Nothing left behind in the scratch table.
      expect(await t.store.db.selectFrom('forecast_month_keys').selectAll().execute()).toEqual([]);
    });

    it('after a second, narrower run (one item, a shorter horizon): the months it dropped are gone', async () => {
      await run({ 'As Of': '2026-01-15', 'History Months': 12, 'Horizon Months': 2, 'Item Numbers': ['A'] });
      const s = await stored();
      expect(s[`${ids.A}|${ids.W1}|2026-05`]).toBeUndefined();
      expect(s[`${ids.B}|${ids.W2}|2026-05`]).toBeDefined();
      expect(s).toEqual(roundAll(await expected()));
    });

    it('the row triggers are back after the run: a planner list written over the API is counted', async () => {
      const res = await admin.post('/api/forecast', {
        'Forecast List Number': 'FC-PLANNER',
        'Forecast List Status': 'Active',
        details: [
          {
            'Item Number': 'A',
            'Warehouse Number': 'W1',
            'Forecast Details Date': '2026-02-01',
            'Forecast Details Quantity': 25,
          },
        ],
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(await stored()).toEqual(roundAll(await expected()));
      await run({ 'As Of': '2026-01-15', 'History Months': 12, 'Horizon Months': 6 });
      expect(await stored()).toEqual(roundAll(await expected()));
    });

    it("sub items: each SKU consumes its own forecast, a planner line beside the run's lines counted once", async () => {
      const sub = await t.store.db
        .insertInto('sub_items')
        .values({ number: 'A-RED', item_id: ids.A! })
        .returning('id')
        .executeTakeFirstOrThrow();
      const customer = await t.store.db
        .selectFrom('customers')
        .select('id')
        .where('number', '=', 'CUS-1')
        .executeTakeFirstOrThrow();
      // The sub item's own history (its own SKU) and a large sale of it in a forecast month: it consumes only
      // the sub item's forecast, not the plain SKU's.
      const history = Array.from({ length: 12 }, (_, m) => `2025-${String(m + 1).padStart(2, '0')}-12`);
      await insertSales(t.store, 'SO-4', customer.id, [
        ...history.map((date): [number, number, number, string, string, null, number] => [
          ids.A!,
          ids.W1!,
          3,
          'Open',
          date,
          null,
          sub.id,
        ]),
        [ids.A!, ids.W1!, 500, 'Open', '2026-03-02', null, sub.id],
      ]);
      await run({ 'As Of': '2026-01-15', 'History Months': 12, 'Horizon Months': 6 });
      const s = await stored();
      const e = roundAll(await expected());
      expect(s).toEqual(e);
      const march = e[`${ids.A}|${ids.W1}|2026-03`]!;
      expect(march.sales).toBe(500);
      expect(march.consumed).toBeLessThan(march.forecast);
      expect(await t.store.db.selectFrom('forecast_month_keys').selectAll().execute()).toEqual([]);
    });

    it('a later As Of: the months and the SKUs the run no longer forecasts are gone, a stray line in a STAT list too', async () => {
      // A line a planner added to STAT-W1 for the other warehouse: the run replaces the whole list in its scope.
      const list = { id: await forecastListId(t.store, 'STAT-W1') };
      await t.store.db
        .insertInto('forecast_lines')
        .values({
          order_id: list.id,
          item_id: ids.B!,
          warehouse_id: ids.W2!,
          date: '2027-04-01',
          quantity: 7,
        })
        .execute();
      // The window 2026-03…2027-02 holds only the sub item's sale of 500: item A alone (no sub item) and item B
      // have no forecast any more, and every month moves.
      await run({ 'As Of': '2027-03-15', 'History Months': 12, 'Horizon Months': 3 });
      const lines = await t.store.db
        .selectFrom('forecast_lines')
        .innerJoin('forecasts', 'forecasts.id', 'forecast_lines.order_id')
        .select(['forecast_lines.item_id', 'forecast_lines.sub_item_id', 'forecast_lines.date'])
        .where('forecasts.status', '=', 'Statistical')
        .orderBy('forecast_lines.date')
        .execute();
      expect(lines.map((l) => [l.item_id, l.sub_item_id !== null, l.date])).toEqual([
        [ids.A, true, '2027-03-15'],
        [ids.A, true, '2027-04-01'],
        [ids.A, true, '2027-05-01'],
      ]);
      const s = await stored();
      expect(s[`${ids.B}|${ids.W2}|2026-02`]).toBeUndefined();
      expect(s).toEqual(roundAll(await expected()));
      expect(await t.store.db.selectFrom('forecast_month_keys').selectAll().execute()).toEqual([]);
    });
  });
});
