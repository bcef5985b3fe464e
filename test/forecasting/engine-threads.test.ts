import { beforeAll, expect, it } from 'vitest';
import { forecastParameters, runForecasting } from '../../src/modules/forecasting/run.js';
import { describeEachDatabase } from '../helpers/app.js';
import { insertCustomerWithShipTo, insertItem, insertWarehouse } from '../helpers/rows.js';
import { insertSales } from './sales.js';

/**
 * The engine on worker threads (core/workers.ts, started from run.ts) stores exactly what the engine on the run's
 * thread stores: the same results, STAT lines and months, batch by batch in the stream's order.
 */
describeEachDatabase('forecasting run with the engine on worker threads', (t) => {
  const ACTOR = { id: null, name: 'test' };
  const AS_OF = '2026-11-28';

  beforeAll(async () => {
    const warehouses = [await insertWarehouse(t.store, 'W1'), await insertWarehouse(t.store, 'W2')];
    const customer = await insertCustomerWithShipTo(t.store, 'CUS-1', 'ST-1');
    const lines: [number, number, number, string, string | null, string | null][] = [];
    for (let i = 0; i < 30; i++) {
      const item = await insertItem(t.store, `IT-${String(i).padStart(2, '0')}`);
      for (const [w, warehouse] of warehouses.entries())
        for (let m = 0; m < 36; m++) {
          // Smooth, trending, seasonal and intermittent series by item.
          const quantity = [10 + (m % 2), 5 + m, 20 + 10 * Math.sin((m * Math.PI) / 6), m % 5 === 0 ? 7 : 0][
            i % 4
          ]!;
          const date = new Date(Date.UTC(2023, 10 + m, 1 + w)).toISOString().slice(0, 10);
          if (quantity > 0) lines.push([item, warehouse, Math.round(quantity * 10) / 10, 'Open', date, null]);
        }
    }
    await insertSales(t.store, 'SO-1', customer, lines);
  });

  async function snapshot() {
    const results = await t.store.db
      .selectFrom('forecast_results')
      .select([
        'item_id',
        'sub_item_id',
        'warehouse_id',
        'pattern',
        'method',
        'parameters',
        'history',
        'holdout',
      ])
      .select([
        'holdout_mae',
        'holdout_wape',
        'bias',
        'next_month',
        'horizon_total',
        'first_month',
        'forecast',
      ])
      .orderBy('id')
      .execute();
    const lines = await t.store.db
      .selectFrom('forecast_lines')
      .innerJoin('forecasts', 'forecasts.id', 'forecast_lines.order_id')
      .select(['forecasts.number', 'item_id', 'warehouse_id', 'date', 'quantity'])
      .orderBy('forecast_lines.id')
      .execute();
    const months = await t.store.db
      .selectFrom('forecast_months')
      .select(['item_id', 'warehouse_id', 'month', 'forecast', 'consumed', 'sales'])
      .orderBy('item_id')
      .orderBy('warehouse_id')
      .orderBy('month')
      .execute();
    return { results, lines, months };
  }

  it('stores the same forecast on 2 threads as on the run thread, and answers the same', async () => {
    const params = forecastParameters({ 'As Of': AS_OF }, AS_OF);
    const inline = await runForecasting(t.store, params, ACTOR, { engineThreads: 0 });
    const before = await snapshot();
    expect(inline['SKUs Forecast']).toBe(60);
    expect(before.lines).toHaveLength(60 * 12);

    const threaded = await runForecasting(t.store, params, ACTOR, { engineThreads: 2 });
    expect(threaded['SKUs Forecast']).toBe(60);
    expect(threaded.Methods).toEqual(inline.Methods);
    expect(await snapshot()).toEqual(before);
    const runs = await t.store.db
      .selectFrom('forecast_runs')
      .select(['skus', 'methods'])
      .orderBy('id')
      .execute();
    expect(runs).toEqual([
      { skus: 60, methods: JSON.stringify(inline.Methods) },
      { skus: 60, methods: JSON.stringify(inline.Methods) },
    ]);
  });

  it('stores the same forecast in batches of a few items, read by the worker threads themselves where they can', async () => {
    const params = forecastParameters({ 'As Of': AS_OF }, AS_OF);
    await runForecasting(t.store, params, ACTOR, { engineThreads: 0 });
    const before = await snapshot();
    const phases = { readMs: 0, writeMs: 0, waitMs: 0, engineMs: 0, workerReadMs: 0 };
    // 4 items (8 SKUs) a batch: 8 batches, on 2 threads.
    const threaded = await runForecasting(t.store, params, ACTOR, {
      engineThreads: 2,
      batchGroups: 8,
      phases,
    });
    expect(threaded['SKUs Forecast']).toBe(60);
    expect(await snapshot()).toEqual(before);
    // A SQLite file: the workers read the history (the run's thread only writes); PostgreSQL: the run streams it.
    expect(phases.workerReadMs > 0).toBe(t.store.threadReadable !== null);
  });

  it('forecasts only the items asked for when the workers read ranges of items', async () => {
    const params = forecastParameters({ 'As Of': AS_OF, 'Item Numbers': ['IT-03', 'IT-07', 'IT-21'] }, AS_OF);
    const inline = await runForecasting(t.store, params, ACTOR, { engineThreads: 0 });
    const before = await snapshot();
    const threaded = await runForecasting(t.store, params, ACTOR, { engineThreads: 2, batchGroups: 2 });
    expect(threaded['SKUs Forecast']).toBe(6);
    expect(threaded.Methods).toEqual(inline.Methods);
    expect(await snapshot()).toEqual(before);
  });
});
