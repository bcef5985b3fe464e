/**
 * The run's history read (planning.md part 6, History; src/modules/forecasting/history.ts streams one text per item
 * and warehouse): SKUs of one item and warehouse with and without a sub item kept apart, the lines of a month
 * summed (a fraction too), Cancelled lines left out, a SKU's series starting at its first month with a sale.
 */
import { beforeAll, expect, it } from 'vitest';
import { type Client, describeEachDatabase } from '../helpers/app.js';
import { insertCustomerWithShipTo, insertItem, insertWarehouse } from '../helpers/rows.js';
import { insertSales } from './sales.js';

interface ItemAnswer {
  skus: { 'Sub Item Number': string | null; history: { Month: string; Quantity: number }[] }[];
}

describeEachDatabase('the forecasting run reads the history per SKU', (t) => {
  let admin: Client;
  let item: number;

  beforeAll(async () => {
    admin = await t.admin();
    item = await insertItem(t.store, 'S');
    const warehouse = await insertWarehouse(t.store, 'W1');
    const customer = await insertCustomerWithShipTo(t.store, 'CUS-1', 'ST-1');
    const sub = await t.store.db
      .insertInto('sub_items')
      .values({ number: 'S-RED', item_id: item, description: 'Red', status: 'Active' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const month = (m: number, day = 10) => `2025-${String(m).padStart(2, '0')}-${day}`;
    type Line = [number, number, number, string, string | null, string | null];
    // Without sub item: 5 a month from January to June 2025, March 5 + 2, and a Cancelled 100 in April.
    await insertSales(t.store, 'SO-PLAIN', customer, [
      ...[1, 2, 3, 4, 5, 6].map((m): Line => [item, warehouse, 5, 'Open', month(m), null]),
      [item, warehouse, 2, 'Closed', month(3, 20), null],
      [item, warehouse, 100, 'Cancelled', month(4, 12), null],
    ]);
    // With sub item S-RED: 3 in February and April, 1.5 in May.
    await insertSales(t.store, 'SO-RED', customer, [
      [item, warehouse, 3, 'Open', month(2), null],
      [item, warehouse, 3, 'Open', month(4), null],
      [item, warehouse, 1.5, 'Open', month(5), null],
    ]);
    const red = await t.store.db
      .selectFrom('sales_orders')
      .select('id')
      .where('number', '=', 'SO-RED')
      .executeTakeFirstOrThrow();
    await t.store.db
      .updateTable('sales_order_lines')
      .set({ sub_item_id: sub.id })
      .where('order_id', '=', red.id)
      .execute();
  });

  it('keeps the SKUs apart, sums a month, leaves Cancelled lines out, starts at the first sale', async () => {
    const res = await admin.post('/api/forecasting/run', { 'As Of': '2025-07-15', 'History Months': 6 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ 'SKUs Forecast': 2 });
    const answer = (await admin.get(`/api/forecasting/item/${item}`)).json() as ItemAnswer;
    const history = Object.fromEntries(
      answer.skus.map((s) => [s['Sub Item Number'] ?? '', s.history.map((h) => [h.Month, h.Quantity])]),
    );
    expect(history).toEqual({
      '': [
        ['2025-01', 5],
        ['2025-02', 5],
        ['2025-03', 7],
        ['2025-04', 5],
        ['2025-05', 5],
        ['2025-06', 5],
      ],
      'S-RED': [
        ['2025-02', 3],
        ['2025-03', 0],
        ['2025-04', 3],
        ['2025-05', 1.5],
        ['2025-06', 0],
      ],
    });
  });
});
