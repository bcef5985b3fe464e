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

/** Plan date of every plan here. */
export const P = '2027-01-04';

/**
 * A world worked out by hand (planning.md parts 1 and 4), planned as of P for 90 days:
 * - WHEEL: bought from SUP-1 / SF-1 (lead time 5, price 2); nothing on hand; PO-1 brings 10 on 01-10 and SO-1
 *   ships 10 on 01-15: covered, nothing suggested.
 * - GIZMO: bought from SUP-2 / SF-2 (lead time 3, price 10); nothing on hand; SO-2 ships 4 on 02-01 → a
 *   planned PO of 4 received 02-01, released 01-29.
 */
export async function seed(t: { store: Parameters<typeof insertItem>[0] }, admin: Client) {
  const store = t.store;
  await insertItem(store, 'WHEEL');
  await insertItem(store, 'GIZMO');
  await insertWarehouse(store, 'WH-1');
  const sup1 = await insertSupplier(store, 'SUP-1');
  const sup2 = await insertSupplier(store, 'SUP-2');
  await insertShipFrom(store, 'SF-1', sup1);
  await insertShipFrom(store, 'SF-2', sup2);
  await insertCustomerWithShipTo(store, 'CUS-1', 'ST-1', 'Customer One');
  const ok = async (path: string, body: Row) => {
    const res = await admin.post(path, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  for (const [item, supplier, shipFrom, lead, price] of [
    ['WHEEL', 'SUP-1', 'SF-1', 5, 2],
    ['GIZMO', 'SUP-2', 'SF-2', 3, 10],
  ] as const)
    await ok('/api/supplier-allocation', {
      'Item Number': item,
      'Supplier Number': supplier,
      'Ship From Number': shipFrom,
      'Allocation Percent': 100,
      'Lead Time Days': lead,
      'Unit Price': price,
    });
  await ok('/api/purchase-order', {
    'PO List Number': 'PO-1',
    'PO List Document Status': 'Open',
    'Supplier Number': 'SUP-1',
    details: [
      {
        'Item Number': 'WHEEL',
        'Warehouse Number': 'WH-1',
        'Ship From Number': 'SF-1',
        'PO Details Quantity': 10,
        'PO Details Price': 2,
        'PO Details Document Status': 'Open',
        'PO Details Order Date': '2026-12-20',
        'PO Details Ship Date': '2027-01-05',
        'PO Details ETA Date': '2027-01-10',
      },
    ],
  });
  for (const [number, item, quantity, ship] of [
    ['SO-1', 'WHEEL', 10, '2027-01-15'],
    ['SO-2', 'GIZMO', 4, '2027-02-01'],
  ] as const)
    await ok('/api/sales-order', {
      'SO List Number': number,
      'SO List Document Status': 'Open',
      'Customer Number': 'CUS-1',
      details: [
        {
          'Item Number': item,
          'Warehouse Number': 'WH-1',
          'Ship To Number': 'ST-1',
          'SO Details Quantity': quantity,
          'SO Details Document Status': 'Open',
          'SO Details Ship Date': ship,
        },
      ],
    });
}

/** Creates an Active scenario planned as of P for 90 days, with `body`'s fields on top. */
export async function createScenario(admin: Client, body: Row) {
  const res = await admin.post('/api/scenario-analysis', {
    'Plan Date': P,
    'Horizon Days': 90,
    'Scenario Status': 'Active',
    ...body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Row & { id: number };
}
