import type { Insertable } from 'kysely';
import { expect } from 'vitest';
import type { Store } from '../../src/core/db/index.js';
import type { Database } from '../../src/core/db/schema.js';
import { nowIso } from '../../src/core/db/transaction.js';

/**
 * Rows inserted directly, for tests of modules whose own endpoints do not create them (masters for orders and
 * inventory, orders for ASNs and still-in-use checks). Every column has a plain default; tests override some.
 */

/** Expects a `{Message, Code}` error with `status` and `code`; answers the error body. */
export function expectError(
  res: { statusCode: number; json: () => unknown; body: string },
  status: number,
  code: string,
) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json() as { Code: string; Message: string };
  expect(body.Code).toBe(code);
  return body;
}

export async function insertItem(
  store: Store,
  number: string,
  fields: Partial<Insertable<Database['items']>> = {},
): Promise<number> {
  const now = nowIso();
  const row = await store.db
    .insertInto('items')
    .values({
      number,
      description: `Item ${number}`,
      type: 'Component',
      unit: 'EA',
      status: 'Active',
      partner_id: null,
      weight: null,
      weight_unit: null,
      created_at: now,
      updated_at: now,
      ...fields,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertWarehouse(store: Store, number: string, name = `Warehouse ${number}`) {
  const row = await store.db
    .insertInto('warehouses')
    .values({ number, name, address: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A customer with one ship-to location (sales orders need both); answers the customer's id. */
export async function insertCustomerWithShipTo(
  store: Store,
  number: string,
  shipToNumber: string,
  name = `Customer ${number}`,
) {
  const row = await store.db
    .insertInto('customers')
    .values({ number, name, partner_id: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  await store.db
    .insertInto('ship_tos')
    .values({ number: shipToNumber, name: 'Dock', customer_id: row.id, address: null })
    .execute();
  return row.id;
}

export async function insertSupplier(store: Store, number: string, name = `Supplier ${number}`) {
  const row = await store.db
    .insertInto('suppliers')
    .values({ number, name, partner_id: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertShipFrom(
  store: Store,
  number: string,
  supplierId: number,
  name = `Ship from ${number}`,
) {
  const row = await store.db
    .insertInto('ship_froms')
    .values({ number, name, supplier_id: supplierId, partner_id: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

type PurchaseOrderRow = Insertable<Database['purchase_orders']>;
type PurchaseOrderLineRow = Insertable<Database['purchase_order_lines']>;

/** A purchase order with one line (quantity 1, status Open, no dates unless given); answers both ids. */
export async function insertPurchaseOrder(
  store: Store,
  header: Pick<PurchaseOrderRow, 'number' | 'supplier_id'> & Partial<PurchaseOrderRow>,
  line: Pick<PurchaseOrderLineRow, 'item_id' | 'warehouse_id' | 'ship_from_id'> &
    Partial<Omit<PurchaseOrderLineRow, 'order_id'>>,
) {
  const now = nowIso();
  const order = await store.db
    .insertInto('purchase_orders')
    .values({ status: 'Open', order_date: null, created_at: now, updated_at: now, ...header })
    .returning('id')
    .executeTakeFirstOrThrow();
  const row = await store.db
    .insertInto('purchase_order_lines')
    .values({
      order_id: order.id,
      sub_item_id: null,
      price: null,
      quantity: 1,
      status: 'Open',
      tracking: null,
      order_date: null,
      ship_date: null,
      eta_date: null,
      first_promise_date: null,
      request_date: null,
      actual_ship_date: null,
      actual_delivery_date: null,
      unique_id: null,
      local: null,
      ...line,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { poId: order.id, lineId: row.id };
}
