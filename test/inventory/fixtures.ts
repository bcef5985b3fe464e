import type { Store } from '../../src/core/db/index.js';
import { nowIso } from '../../src/core/db/transaction.js';

/** Master rows inserted directly (the master-data endpoints are another module's). */
export async function insertItem(store: Store, number: string, description = `Item ${number}`) {
  const now = nowIso();
  const row = await store.db
    .insertInto('items')
    .values({
      number,
      description,
      type: 'Component',
      unit: 'EA',
      status: 'Active',
      partner_id: null,
      weight: null,
      weight_unit: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertSubItem(store: Store, number: string, itemId: number) {
  const row = await store.db
    .insertInto('sub_items')
    .values({ number, item_id: itemId, description: null })
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

/** A supplier, ship-from, PO and one line of `itemId` in `warehouseId`; returns the PO and line ids. */
export async function insertPurchaseOrder(store: Store, number: string, itemId: number, warehouseId: number) {
  const supplier = await store.db
    .insertInto('suppliers')
    .values({ number: `S-${number}`, name: `Supplier ${number}`, partner_id: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const shipFrom = await store.db
    .insertInto('ship_froms')
    .values({ number: `SF-${number}`, name: 'Dock', supplier_id: supplier.id, partner_id: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const now = nowIso();
  const po = await store.db
    .insertInto('purchase_orders')
    .values({
      number,
      status: 'Open',
      order_date: '2026-01-01',
      supplier_id: supplier.id,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const line = await store.db
    .insertInto('purchase_order_lines')
    .values({
      order_id: po.id,
      item_id: itemId,
      sub_item_id: null,
      warehouse_id: warehouseId,
      ship_from_id: shipFrom.id,
      price: 2,
      quantity: 10,
      status: 'Open',
      tracking: null,
      order_date: '2026-01-01',
      ship_date: '2026-01-05',
      eta_date: '2026-01-10',
      first_promise_date: null,
      request_date: null,
      actual_ship_date: null,
      actual_delivery_date: null,
      unique_id: null,
      local: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { poId: po.id, lineId: line.id };
}

export async function addCustomColumn(
  store: Store,
  table: string,
  key: string,
  format: string,
  options: { required?: boolean; defaultValue?: unknown } = {},
) {
  await store.db
    .insertInto('custom_columns')
    .values({
      table_name: table,
      key,
      format,
      alias: null,
      description: null,
      required: options.required ? 1 : 0,
      default_value: options.defaultValue === undefined ? null : JSON.stringify(options.defaultValue),
      display_order: 1,
      visible: 1,
    })
    .execute();
}
