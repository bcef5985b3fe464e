import { expect } from 'vitest';
import type { Client } from './app.js';
import {
  insertCustomerWithShipTo,
  insertItem,
  insertShipFrom,
  insertSupplier,
  insertWarehouse,
} from './rows.js';

type Row = Record<string, unknown>;

/** Posts a record as the given client and expects 200. */
export async function postOk(client: Client, path: string, body: Row): Promise<void> {
  const res = await client.post(path, body);
  expect(res.statusCode, res.body).toBe(200);
}

/**
 * The world of the transfer tests of planning and scenarios (planning.md part 5), worked out by hand:
 * - WHEEL is bought at WH-1 from SUP-1 / SF-1 (lead time 5, minimum 10, multiple 5, price 2); WH-1 holds 4.
 * - WH-2 is supplied from WH-1 (lead time 2, multiple 4) and holds none; SO-1 ships 6 from WH-2 on 2027-01-20.
 * Answers WHEEL's id. The tests add their own transfer orders.
 */
export async function seedTransferWorld(
  t: { store: Parameters<typeof insertItem>[0] },
  admin: Client,
): Promise<number> {
  const store = t.store;
  const wheelId = await insertItem(store, 'WHEEL');
  await insertWarehouse(store, 'WH-1');
  await insertWarehouse(store, 'WH-2');
  const supplier = await insertSupplier(store, 'SUP-1');
  await insertShipFrom(store, 'SF-1', supplier);
  await insertCustomerWithShipTo(store, 'CUS-1', 'ST-1', 'Customer');
  await postOk(admin, '/api/supplier-allocation', {
    'Item Number': 'WHEEL',
    'Supplier Number': 'SUP-1',
    'Allocation Percent': 100,
    'Lead Time Days': 5,
    'Minimum Order Quantity': 10,
    'Order Multiple': 5,
    'Unit Price': 2,
  });
  await postOk(admin, '/api/item-distribution', {
    'Item Number': 'WHEEL',
    'From Warehouse Number': 'WH-1',
    'To Warehouse Number': 'WH-2',
    'Transfer Lead Time Days': 2,
    'Minimum Transfer Quantity': 0,
    'Transfer Multiple': 4,
    'Distribution Status': 'Active',
  });
  await postOk(admin, '/api/inventory', {
    'Item Number': 'WHEEL',
    'Warehouse Number': 'WH-1',
    'Inventory Quantity': 4,
  });
  await postOk(admin, '/api/sales-order', {
    'SO List Number': 'SO-1',
    'SO List Document Status': 'Open',
    'Customer Number': 'CUS-1',
    details: [
      {
        'Item Number': 'WHEEL',
        'Warehouse Number': 'WH-2',
        'Ship To Number': 'ST-1',
        'SO Details Quantity': 6,
        'SO Details Document Status': 'Open',
        'SO Details Ship Date': '2027-01-20',
      },
    ],
  });
  return wheelId;
}
