import { expect } from 'vitest';
import type { Client } from '../helpers/app.js';
import {
  insertCustomerWithShipTo,
  insertItem,
  insertShipFrom,
  insertSupplier,
  insertWarehouse,
} from '../helpers/rows.js';

export type Row = Record<string, unknown>;

/** Plan date of every run here: a Monday, so week buckets start on it. */
export const P = '2027-01-04';

/**
 * A small world whose plan is worked out by hand (planning.md part 1):
 * - BIKE is made by BOM-BIKE (2 × WHEEL, lead time 2 days); 0 on hand; SO-1 ships 3 on 2027-01-20.
 *   → planned MO of 3 received 01-20, released 01-18; dependent demand of 6 WHEEL on 01-18.
 * - WHEEL is bought from SUP-1 (allocation without ship-from: SUP-1's first Active ship-from SF-1A), lead time
 *   5, minimum 10, multiple 5, price 3.5; 4 on hand. Short 2 on 01-18 → 10 (the minimum) received 01-18,
 *   released 01-13: PO SUG-<run>-1 from SUP-1 / SF-1A to WH-1.
 * - BOLT is bought from SUP-1 (70 %) and SUP-2 (30 %), lead time 10, safety stock 5, nothing on hand or ordered:
 *   short 5 on P → 3.5 and 1.5 received P, released 2026-12-25: both Late.
 */
export async function seed(t: { store: Parameters<typeof insertItem>[0] }, admin: Client) {
  const store = t.store;
  for (const number of ['BIKE', 'WHEEL', 'BOLT']) await insertItem(store, number);
  const wh = await insertWarehouse(store, 'WH-1');
  const sup1 = await insertSupplier(store, 'SUP-1');
  const sup2 = await insertSupplier(store, 'SUP-2');
  // SF-1B sorts after SF-1A: the allocation without ship-from takes SF-1A; SF-1 0 is inactive.
  await insertShipFrom(store, 'SF-1B', sup1);
  await insertShipFrom(store, 'SF-1A', sup1);
  const inactive = await insertShipFrom(store, 'SF-1 0', sup1);
  await store.db.updateTable('ship_froms').set({ status: 'Inactive' }).where('id', '=', inactive).execute();
  await insertShipFrom(store, 'SF-2', sup2);
  await insertCustomerWithShipTo(store, 'CUS-1', 'ST-1', 'Customer');
  const ok = async (path: string, body: Row) => {
    const res = await admin.post(path, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  await ok('/api/bill-of-materials', {
    'BOM Number': 'BOM-BIKE',
    'Item Number': 'BIKE',
    'BOM Lead Time Days': 2,
    details: [{ 'Component Item Number': 'WHEEL', 'Component Quantity': 2 }],
  });
  const allocation = {
    'Allocation Percent': 100,
    'Lead Time Days': 5,
    'Minimum Order Quantity': 10,
    'Order Multiple': 5,
    'Unit Price': 3.5,
  };
  await ok('/api/supplier-allocation', { 'Item Number': 'WHEEL', 'Supplier Number': 'SUP-1', ...allocation });
  for (const [supplier, shipFrom, percent, price] of [
    ['SUP-1', 'SF-1B', 70, 1],
    ['SUP-2', 'SF-2', 30, 2],
  ] as const)
    await ok('/api/supplier-allocation', {
      'Item Number': 'BOLT',
      'Supplier Number': supplier,
      'Ship From Number': shipFrom,
      'Allocation Percent': percent,
      'Lead Time Days': 10,
      'Unit Price': price,
    });
  await ok('/api/inventory', { 'Item Number': 'WHEEL', 'Warehouse Number': 'WH-1', 'Inventory Quantity': 4 });
  await ok('/api/inventory', {
    'Item Number': 'BOLT',
    'Warehouse Number': 'WH-1',
    'Inventory Quantity': 0,
    'Inventory Safety Stock': 5,
  });
  await ok('/api/sales-order', {
    'SO List Number': 'SO-1',
    'SO List Document Status': 'Open',
    'Customer Number': 'CUS-1',
    details: [
      {
        'Item Number': 'BIKE',
        'Warehouse Number': 'WH-1',
        'Ship To Number': 'ST-1',
        'SO Details Quantity': 3,
        'SO Details Document Status': 'Open',
        'SO Details Ship Date': '2027-01-20',
      },
    ],
  });
  return { wh, sup1, sup2 };
}

/** POST /api/planning/run, expected to answer 200. */
export async function runPlan(admin: Client, body: unknown = { 'Plan Date': P }) {
  const res = await admin.post('/api/planning/run', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Row;
}

/** Every row (up to 1,000) of a list endpoint with `filters`. */
export async function listRows(admin: Client, path: string, filters: Row = {}) {
  const res = await admin.get(
    `${path}?filters=${encodeURIComponent(JSON.stringify(filters))}&page_size=1000`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.rows as Row[];
}

/** GET /api/{path}/{id}: one order with its lines. */
export async function readRecord(admin: Client, path: string, id: unknown) {
  const res = await admin.get(`/api/${path}/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Row & { details: Row[] };
}
