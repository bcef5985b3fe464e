import { beforeAll, describe, expect, it } from 'vitest';
import type { PlanForecastLine } from '../../src/modules/planning/engine/index.js';
import { replanNetChange } from '../../src/modules/planning/net-change.js';
import { readDirtyItems } from '../../src/modules/planning/net-change-scope.js';
import { withoutOverriddenStatistical } from '../../src/modules/planning/statistical-override.js';
import { type Client, describeEachDatabase } from '../helpers/app.js';
import { insertCustomerWithShipTo, insertItem, insertWarehouse } from '../helpers/rows.js';
import { planSnapshot } from '../planning/plan-snapshot.js';
import { insertSales } from './sales.js';

type Row = Record<string, unknown>;

const line = (listStatus: string, date: string | null, quantity: number, item = 'A'): PlanForecastLine => ({
  itemNumber: item,
  subItemNumber: null,
  warehouseNumber: 'W1',
  lineId: 0,
  forecastId: 0,
  forecastNumber: listStatus,
  listStatus,
  customerNumber: null,
  date,
  quantity,
});

describe('withoutOverriddenStatistical', () => {
  it("drops a Statistical line when a planner's list has a line for the SKU and month", () => {
    const stat = line('Statistical', '2026-02-01', 10);
    const planner = line('Active', '2026-02-20', 0);
    expect(withoutOverriddenStatistical([stat, planner])).toEqual([planner]);
  });

  it('keeps it for Inactive and Archived lists, other months, other SKUs and undated lines', () => {
    const lines = [
      line('Statistical', '2026-02-01', 10),
      line('Inactive', '2026-02-01', 1),
      line('Archived', '2026-02-01', 1),
      line('Active', '2026-03-01', 1),
      line('Active', '2026-02-01', 1, 'B'),
      line('Active', null, 1),
    ];
    expect(withoutOverriddenStatistical(lines)).toEqual(lines);
  });
});

describeEachDatabase('the planner overrides the statistical forecast in planning', (t) => {
  let admin: Client;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    admin = await t.admin();
    ids.A = await insertItem(t.store, 'A');
    ids.B = await insertItem(t.store, 'B');
    ids.W1 = await insertWarehouse(t.store, 'W1');
    const customer = await insertCustomerWithShipTo(t.store, 'CUS-1', 'ST-1');
    const months = Array.from({ length: 12 }, (_, m) => `2025-${String(m + 1).padStart(2, '0')}-10`);
    await insertSales(
      t.store,
      'SO-1',
      customer,
      months.flatMap((date) => [
        [ids.A!, ids.W1!, 10, 'Closed', date, null] as [number, number, number, string, string, null],
        [ids.B!, ids.W1!, 5, 'Closed', date, null] as [number, number, number, string, string, null],
      ]),
    );
    const forecast = async (number: string, status: string, details: Row[]) => {
      const res = await admin.post('/api/forecast', {
        'Forecast List Number': number,
        'Forecast List Status': status,
        details: details.map((d) => ({ 'Warehouse Number': 'W1', ...d })),
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    // The planner's own numbers for A: 3 in February, 0 in March (dated mid-month: the month is what counts).
    await forecast('FC-PLAN', 'Active', [
      { 'Item Number': 'A', 'Forecast Details Date': '2026-02-01', 'Forecast Details Quantity': 3 },
      { 'Item Number': 'A', 'Forecast Details Date': '2026-03-15', 'Forecast Details Quantity': 0 },
    ]);
    // An Inactive list overrides nothing.
    await forecast('FC-OLD', 'Inactive', [
      { 'Item Number': 'B', 'Forecast Details Date': '2026-02-01', 'Forecast Details Quantity': 50 },
    ]);
    const run = await admin.post('/api/forecasting/run', {
      'As Of': '2026-01-15',
      'History Months': 12,
      'Horizon Months': 3,
    });
    expect(run.statusCode, run.body).toBe(200);
    expect(run.json()['SKUs Forecast']).toBe(2);
    const plan = await admin.post('/api/planning/run', { 'Plan Date': '2026-01-15', 'Horizon Days': 90 });
    expect(plan.statusCode, plan.body).toBe(200);
  });

  const forecastDemand = async (item: string) => {
    const res = await admin.get(`/api/planning/item/${ids[item]}/${ids.W1}`);
    expect(res.statusCode, res.body).toBe(200);
    const [sku] = res.json().skus as { days: Row[] }[];
    return Object.fromEntries(
      sku!.days.filter((d) => Number(d['Forecast Demand']) !== 0).map((d) => [d.Date, d['Forecast Demand']]),
    );
  };

  it("plans the planner's number, 0 included, and the Statistical line in other months", async () => {
    expect(await forecastDemand('A')).toEqual({ '2026-01-15': 10, '2026-02-01': 3 });
  });

  it('plans the Statistical lines where only an Inactive list has a line', async () => {
    expect(await forecastDemand('B')).toEqual({ '2026-01-15': 5, '2026-02-01': 5, '2026-03-01': 5 });
  });

  it('leaves the Statistical lines themselves in place for every reader', async () => {
    const rows = await t.store.db
      .selectFrom('forecast_lines as l')
      .innerJoin('forecasts as f', 'f.id', 'l.order_id')
      .select(['l.date', 'l.quantity'])
      .where('f.number', '=', 'STAT-W1')
      .where('l.item_id', '=', ids.A!)
      .orderBy('l.date')
      .execute();
    expect(rows.map((r) => [r.date, Number(r.quantity)])).toEqual([
      ['2026-01-15', 10],
      ['2026-02-01', 10],
      ['2026-03-01', 10],
    ]);
  });

  it('marks the items a run forecast for net change, which then plans as a full run would', async () => {
    await t.store.db.deleteFrom('plan_dirty_items').execute();
    const run = await admin.post('/api/forecasting/run', {
      'As Of': '2026-01-15',
      'History Months': 6,
      'Horizon Months': 2,
      'Item Numbers': ['B'],
    });
    expect(run.statusCode, run.body).toBe(200);
    expect(await readDirtyItems(t.store.db)).toMatchObject({ items: [ids.B] });
    expect((await replanNetChange(t.store)).kind).toBe('replanned');
    expect(await forecastDemand('B')).toEqual({ '2026-01-15': 5, '2026-02-01': 5 });
    const netChanged = await planSnapshot(t.store);
    const plan = await admin.post('/api/planning/run', { 'Plan Date': '2026-01-15', 'Horizon Days': 90 });
    expect(plan.statusCode, plan.body).toBe(200);
    expect(netChanged).toEqual(await planSnapshot(t.store));
  });
});
