import { expect } from 'vitest';
import type { Store } from '../../src/core/db/index.js';
import { nowIso } from '../../src/core/db/transaction.js';
import type { Client } from '../helpers/app.js';
import { insertItem, insertShipFrom, insertSupplier, insertWarehouse } from '../helpers/rows.js';

/** Ids of the master records every order test uses (inserted directly: the master endpoints are elsewhere). */
export interface Masters {
  items: Record<string, number>;
  warehouses: Record<string, number>;
  boms: Record<string, number>;
}

export async function seedMasters(store: Store): Promise<Masters> {
  const db = store.db;
  const now = nowIso();
  const items: Record<string, number> = {};
  for (const number of ['ITEM-1', 'ITEM-2', 'ITEM-3', 'ITEM-4', 'ITEM-5', 'item-1'])
    items[number] = await insertItem(store, number, {
      description: `Description of ${number}`,
      weight: 1,
      weight_unit: 'kg',
    });
  for (const number of ['SUB-A', 'SUB-B'])
    await db
      .insertInto('sub_items')
      .values({ number, item_id: items['ITEM-1']!, description: number })
      .execute();
  const suppliers: Record<string, number> = {};
  for (const [number, name] of [
    ['SUP-1', 'Acme Supplies'],
    ['SUP-2', 'Globex'],
  ] as const)
    suppliers[number] = await insertSupplier(store, number, name);
  for (const [number, supplier] of [
    ['SF-1', 'SUP-1'],
    ['SF-2', 'SUP-2'],
  ] as const)
    await insertShipFrom(store, number, suppliers[supplier]!);
  const customer = await db
    .insertInto('customers')
    .values({ number: 'CUST-1', name: 'Initech', partner_id: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('customers').values({ number: 'CUST-2', name: 'Umbrella', partner_id: null }).execute();
  await db
    .insertInto('ship_tos')
    .values({ number: 'ST-1', name: 'Initech dock', customer_id: customer.id, address: null })
    .execute();
  const warehouses: Record<string, number> = {};
  for (const [number, name] of [
    ['WH-1', 'Main warehouse'],
    ['WH-2', 'Overflow warehouse'],
  ] as const)
    warehouses[number] = await insertWarehouse(store, number, name);
  const boms: Record<string, number> = {};
  for (const [number, item, status] of [
    ['BOM-1-OLD', 'ITEM-1', 'Inactive'],
    ['BOM-1', 'ITEM-1', 'Active'],
    ['BOM-2', 'ITEM-2', 'Active'],
  ] as const)
    boms[number] = (
      await db
        .insertInto('boms')
        .values({ number, item_id: items[item]!, status, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  return { items, warehouses, boms };
}

export type Line = Record<string, unknown>;

/** Creates an order through `/api/{path}`, expecting 200 with a Success answer; answers its id. */
export async function createOrder(client: Client, path: string, body: Line): Promise<number> {
  const response = await client.post(`/api/${path}`, body);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toMatchObject({ notification_type: 'Success' });
  return response.json().id as number;
}

export const poLine = (overrides: Line = {}): Line => ({
  id: null,
  'PO Details Id': null,
  'Item Number': 'ITEM-1',
  'Sub Item Number': null,
  'Warehouse Number': 'WH-1',
  'Ship From Number': 'SF-1',
  'PO Details Price': 2.5,
  'PO Details Quantity': 10,
  'PO Details Document Status': 'Open',
  'PO Details Tracking': null,
  'PO Details Order Date': '2026-01-01',
  'PO Details Ship Date': '2026-01-05',
  'PO Details ETA Date': '2026-01-10',
  'PO Details First Promise Date': null,
  'PO Details Request Date': null,
  'PO Details Actual Ship Date': null,
  'PO Details Actual Delivery Date': null,
  'PO Details Unique Id': null,
  'PO Details Local': null,
  ...overrides,
});

export const poBody = (number: string, details: Line[] = [poLine()], overrides: Line = {}): Line => ({
  'PO List Number': number,
  'PO List Document Status': 'Open',
  'PO List Order Date': '2026-01-01',
  'Supplier Number': 'SUP-1',
  'Purchase Order Id': null,
  details,
  ...overrides,
});

export const soLine = (overrides: Line = {}): Line => ({
  id: null,
  'Item Number': 'ITEM-1',
  'Sub Item Number': null,
  'Warehouse Number': 'WH-1',
  'Ship To Number': 'ST-1',
  'SO Details Price': 4,
  'SO Details Quantity': 3,
  'SO Details Document Status': 'Open',
  'SO Details Order Date': '2026-02-01',
  'SO Details Ship Date': '2026-02-10',
  'SO Details Tracking': null,
  'SO Details Unique Id': null,
  ...overrides,
});

export const soBody = (number: string, details: Line[] = [soLine()], overrides: Line = {}): Line => ({
  'SO List Number': number,
  'SO List Document Status': 'Open',
  'SO List Order Date': '2026-02-01',
  'Customer Number': 'CUST-1',
  'Sales Order Id': null,
  details,
  ...overrides,
});

/** Starts an integration run directly, which locks procurement (the run endpoints are another module's). */
export async function lockProcurement(store: Store): Promise<() => Promise<void>> {
  const run = await store.db
    .insertInto('integration_runs')
    .values({
      source: 'test',
      status: 'Running',
      started_by: null,
      started_at: nowIso(),
      finished_at: null,
      message: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return async () => {
    await store.db
      .updateTable('integration_runs')
      .set({ status: 'Completed', finished_at: nowIso() })
      .where('id', '=', run.id)
      .execute();
  };
}

export async function enableTracking(store: Store, ...entityTypes: string[]) {
  for (const entity_type of entityTypes)
    await store.db
      .insertInto('change_tracking_settings')
      .values({ entity_type, enabled: 1 })
      .onConflict((oc) => oc.column('entity_type').doUpdateSet({ enabled: 1 }))
      .execute();
}
