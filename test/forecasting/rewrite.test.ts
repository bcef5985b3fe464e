import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, describeEachDatabase } from '../helpers/app.js';
import { insertCustomerWithShipTo, insertItem, insertWarehouse } from '../helpers/rows.js';
import { expectedMonths, roundAll, storedMonths } from './months-expected.js';
import { forecastListId, insertSales } from './sales.js';

/**
 * A run writes its lines over the previous run's where its STAT lists are as that run left them
 * (src/modules/forecasting/lines.ts) and inserts afresh where a planner wrote to one. Either way the STAT lines
 * must be exactly the last run's forecast (one line per SKU and month of its horizon, as its results say) and
 * forecast_months what the triggers would have computed.
 */
describeEachDatabase('forecasting run writing over its lines', (t) => {
  let admin: Client;
  const ids: Record<string, number> = {};
  let customer: number;

  beforeAll(async () => {
    admin = await t.admin();
    for (const n of ['A', 'B']) ids[n] = await insertItem(t.store, n);
    ids.W1 = await insertWarehouse(t.store, 'W1');
    customer = await insertCustomerWithShipTo(t.store, 'CUS-1', 'ST-1');
    const month = (m: number) => `2025-${String(m + 1).padStart(2, '0')}-10`;
    await insertSales(
      t.store,
      'SO-1',
      customer,
      Array.from({ length: 12 }, (_, m) => [ids.A!, ids.W1!, 10 + m, 'Open', month(m), null]),
    );
    await insertSales(
      t.store,
      'SO-2',
      customer,
      Array.from({ length: 12 }, (_, m) => [ids.B!, ids.W1!, m % 2 === 0 ? 6 : 2, 'Open', month(m), null]),
    );
  });

  const run = async (body: Record<string, unknown>) => {
    const res = await admin.post('/api/forecasting/run', body);
    expect(res.statusCode, res.body).toBe(200);
  };

  /** The STAT lines by `item|date` → [id, quantity]. */
  async function statLines() {
    const rows = await t.store.db
      .selectFrom('forecast_lines as l')
      .innerJoin('forecasts as f', 'f.id', 'l.order_id')
      .innerJoin('items as i', 'i.id', 'l.item_id')
      .select(['l.id', 'i.number as item', 'l.date', 'l.quantity'])
      .where('f.number', '=', 'STAT-W1')
      .orderBy('i.number')
      .orderBy('l.date')
      .execute();
    return rows.map((r) => ({ id: r.id, key: `${r.item}|${r.date}`, quantity: Number(r.quantity) }));
  }

  /** The lines the last results say: each SKU's forecast from As Of, one per month. */
  async function forecastOfResults(asOf: string) {
    const rows = await t.store.db
      .selectFrom('forecast_results as r')
      .innerJoin('items as i', 'i.id', 'r.item_id')
      .select(['i.number as item', 'r.forecast'])
      .orderBy('i.number')
      .execute();
    const [year, month] = asOf.split('-').map(Number) as [number, number];
    return rows.flatMap((r) =>
      (JSON.parse(r.forecast) as number[]).map((quantity, k) => {
        const m = year * 12 + month - 1 + k;
        const first = `${Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}-01`;
        return { key: `${r.item}|${k === 0 ? asOf : first}`, quantity };
      }),
    );
  }

  async function expectLastRunStored(asOf: string) {
    const lines = await statLines();
    expect(lines.map(({ key, quantity }) => ({ key, quantity }))).toEqual(await forecastOfResults(asOf));
    expect(await storedMonths(t.store)).toEqual(roundAll(await expectedMonths(t.store)));
    expect(await t.store.db.selectFrom('forecast_month_keys').selectAll().execute()).toEqual([]);
    return lines;
  }

  describe('STAT lists as the last run left them', () => {
    it("a second run writes its forecast over the first's lines, keeping them", async () => {
      await run({ 'As Of': '2026-01-15', 'History Months': 12, 'Horizon Months': 4, 'Item Numbers': ['A'] });
      const first = await expectLastRunStored('2026-01-15');
      // More sales of A change its forecast; B is forecast for the first time, beside A's rewritten lines.
      await insertSales(t.store, 'SO-3', customer, [[ids.A!, ids.W1!, 90, 'Open', '2025-12-20', null]]);
      await run({ 'As Of': '2026-01-15', 'History Months': 12, 'Horizon Months': 4 });
      const second = await expectLastRunStored('2026-01-15');
      const a = second.filter((l) => l.key.startsWith('A|'));
      expect(a.map((l) => l.id)).toEqual(first.map((l) => l.id));
      expect(a.map((l) => l.quantity)).not.toEqual(first.map((l) => l.quantity));
      expect(second.filter((l) => l.key.startsWith('B|'))).toHaveLength(4);
    });

    it('a later As Of: the months both runs share are written over, the others deleted and inserted', async () => {
      const before = new Map((await statLines()).map((l) => [l.key, l.id]));
      await run({ 'As Of': '2026-03-05', 'History Months': 12, 'Horizon Months': 4 });
      const after = await expectLastRunStored('2026-03-05');
      // March and April were the earlier run's; March is now dated As Of.
      expect(after.find((l) => l.key === 'A|2026-03-05')!.id).toBe(before.get('A|2026-03-01'));
      expect(after.find((l) => l.key === 'A|2026-04-01')!.id).toBe(before.get('A|2026-04-01'));
      expect(after.some((l) => l.key === 'A|2026-01-15')).toBe(false);
    });
  });

  describe("a planner's write to a STAT list", () => {
    it('is replaced whole: a second line of a month does not take the forecast twice', async () => {
      const list = { id: await forecastListId(t.store, 'STAT-W1') };
      const record = (await admin.get(`/api/forecast/${list.id}`)).json() as Record<string, unknown>;
      const details = record.details as Record<string, unknown>[];
      const march = details.find(
        (d) => d['Item Number'] === 'A' && d['Forecast Details Date'] === '2026-03-05',
      )!;
      const res = await admin.put(`/api/forecast/${list.id}`, {
        ...record,
        'Forecast List Status': 'Active',
        details: [...details, { ...march, id: undefined, 'Forecast Details Date': '2026-03-20' }],
      });
      expect(res.statusCode, res.body).toBe(200);
      await run({ 'As Of': '2026-03-05', 'History Months': 12, 'Horizon Months': 4 });
      const lines = await expectLastRunStored('2026-03-05');
      expect(lines.filter((l) => l.key.startsWith('A|2026-03'))).toHaveLength(1);
      const status = await t.store.db
        .selectFrom('forecasts')
        .select(['status', 'version', 'run_version'])
        .where('id', '=', list.id)
        .executeTakeFirstOrThrow();
      expect(status.status).toBe('Statistical');
      expect(Number(status.run_version)).toBe(Number(status.version));
    });
  });
});
