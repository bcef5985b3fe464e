import type { Store } from '../../src/core/db/index.js';

import {
  insertItem as insertItemRow,
  insertPurchaseOrder as insertPurchaseOrderRow,
  insertShipFrom,
  insertSupplier,
} from '../helpers/rows.js';

export { insertWarehouse } from '../helpers/rows.js';

/** Master rows inserted directly (the master-data endpoints are another module's). */
export async function insertItem(store: Store, number: string, description = `Item ${number}`) {
  return insertItemRow(store, number, { description });
}

export async function insertSubItem(store: Store, number: string, itemId: number) {
  const row = await store.db
    .insertInto('sub_items')
    .values({ number, item_id: itemId, description: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A supplier, ship-from, PO and one line of `itemId` in `warehouseId`; returns the PO and line ids. */
export async function insertPurchaseOrder(store: Store, number: string, itemId: number, warehouseId: number) {
  const supplierId = await insertSupplier(store, `S-${number}`, `Supplier ${number}`);
  const shipFromId = await insertShipFrom(store, `SF-${number}`, supplierId, 'Dock');
  return insertPurchaseOrderRow(
    store,
    { number, order_date: '2026-01-01', supplier_id: supplierId },
    {
      item_id: itemId,
      warehouse_id: warehouseId,
      ship_from_id: shipFromId,
      price: 2,
      quantity: 10,
      order_date: '2026-01-01',
      ship_date: '2026-01-05',
      eta_date: '2026-01-10',
    },
  );
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
