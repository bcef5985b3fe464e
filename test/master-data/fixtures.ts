import { expect } from 'vitest';
import type { Store } from '../../src/core/db/index.js';
import { nowIso } from '../../src/core/db/transaction.js';
import type { Client } from '../helpers/app.js';
import { insertPurchaseOrder } from '../helpers/rows.js';

/** Posts `body` to `path`, expects 200 and answers the stored record. */
export async function create(client: Client, path: string, body: Record<string, unknown>) {
  const res = await client.post(path, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Record<string, unknown> & { id: number };
}

export { expectError } from '../helpers/rows.js';

/** Units the fixtures name: Item Unit and Component Unit must be units of the unit master (contract part 4). */
export async function createUnits(client: Client, names: string[] = ['EA', 'PC']) {
  for (const name of names) await create(client, '/api/unit-master', { 'Unit Name': name });
}

export const item = (number: string, extra: Record<string, unknown> = {}) => ({
  'Item Number': number,
  'Item Description': `Item ${number}`,
  'Item Type': 'Component',
  'Item Unit': 'EA',
  'Item Status': 'Active',
  ...extra,
});

/** Direct inserts of the order and inventory rows that reference masters (their endpoints live elsewhere). */
export const direct = {
  async purchaseOrder(
    store: Store,
    refs: { supplierId: number; itemId: number; warehouseId: number; shipFromId: number; subItemId?: number },
  ) {
    const { poId } = await insertPurchaseOrder(
      store,
      { number: `PO-${Math.random()}`, supplier_id: refs.supplierId },
      {
        item_id: refs.itemId,
        sub_item_id: refs.subItemId ?? null,
        warehouse_id: refs.warehouseId,
        ship_from_id: refs.shipFromId,
      },
    );
    return poId;
  },
  async salesOrder(
    store: Store,
    refs: { customerId: number; itemId: number; warehouseId: number; shipToId: number; subItemId?: number },
  ) {
    const now = nowIso();
    const order = await store.db
      .insertInto('sales_orders')
      .values({
        number: `SO-${Math.random()}`,
        status: 'Open',
        customer_id: refs.customerId,
        order_date: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await store.db
      .insertInto('sales_order_lines')
      .values({
        order_id: order.id,
        item_id: refs.itemId,
        sub_item_id: refs.subItemId ?? null,
        warehouse_id: refs.warehouseId,
        ship_to_id: refs.shipToId,
        price: null,
        quantity: 1,
        status: 'Open',
        order_date: null,
        ship_date: null,
        tracking: null,
        unique_id: null,
      })
      .execute();
    return order.id;
  },
  async manufacturingOrder(
    store: Store,
    refs: { itemId: number; warehouseId: number; bomId?: number; subItemId?: number },
  ) {
    const now = nowIso();
    const order = await store.db
      .insertInto('manufacturing_orders')
      .values({
        number: `MO-${Math.random()}`,
        status: 'Open',
        order_date: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await store.db
      .insertInto('manufacturing_order_lines')
      .values({
        order_id: order.id,
        item_id: refs.itemId,
        sub_item_id: refs.subItemId ?? null,
        warehouse_id: refs.warehouseId,
        bom_id: refs.bomId ?? null,
        quantity: 1,
        status: 'Open',
        start_date: null,
        due_date: null,
      })
      .execute();
    return order.id;
  },
  async forecast(store: Store, refs: { itemId: number; warehouseId: number; customerId?: number }) {
    const now = nowIso();
    const order = await store.db
      .insertInto('forecasts')
      .values({ number: `FC-${Math.random()}`, status: 'Open', name: null, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await store.db
      .insertInto('forecast_lines')
      .values({
        order_id: order.id,
        item_id: refs.itemId,
        sub_item_id: null,
        warehouse_id: refs.warehouseId,
        customer_id: refs.customerId ?? null,
        date: null,
        quantity: 1,
      })
      .execute();
    return order.id;
  },
  async inventory(store: Store, refs: { itemId: number; warehouseId: number; subItemId?: number }) {
    const now = nowIso();
    const row = await store.db
      .insertInto('inventory')
      .values({
        item_id: refs.itemId,
        sub_item_id: refs.subItemId ?? null,
        sub_item_key: refs.subItemId ?? 0,
        warehouse_id: refs.warehouseId,
        quantity: 5,
        safety_stock: null,
        date: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },
};

/** A list query string: strings as they are, everything else as JSON. */
export function queryString(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    search.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  return search.toString();
}
