import type { Store } from '../../src/core/db/index.js';
import { nowIso } from '../../src/core/db/transaction.js';
import { insertedIds } from '../seed-shared.js';

export const LINES_PER_ORDER = 10;

/**
 * `lines` purchase-order lines (LINES_PER_ORDER per order) over 500 items, 20 suppliers and 4 warehouses, inserted
 * straight into the tables of migration 0003 in batched multi-row INSERTs inside one transaction per batch.
 * Values vary (quantities, prices, dates, statuses, a tracking text starting with '=' now and then) so the
 * workbook holds every cell type an export writes.
 */
export async function seedPurchaseOrderLines(store: Store, lines: number): Promise<void> {
  const db = store.db;
  const now = nowIso();
  const ids = (table: 'warehouses' | 'suppliers', count: number, prefix: string) =>
    insertedIds(
      db,
      table,
      Array.from({ length: count }, (_, i) => ({ number: `${prefix}-${i + 1}`, name: `${prefix} ${i + 1}` })),
    );
  const warehouses = await ids('warehouses', 4, 'WH');
  const suppliers = await ids('suppliers', 20, 'SUP');
  const shipFroms = await insertedIds(
    db,
    'ship_froms',
    suppliers.map((supplier_id, i) => ({ number: `SF-${i + 1}`, name: `Dock ${i + 1}`, supplier_id })),
  );
  const items = await insertedIds(
    db,
    'items',
    Array.from({ length: 500 }, (_, i) => ({
      number: `ITEM-${String(i + 1).padStart(5, '0')}`,
      description: `Item number ${i + 1}`,
      type: 'Component',
      unit: 'EA',
      status: 'Active',
      created_at: now,
      updated_at: now,
    })),
  );

  const orders = Math.ceil(lines / LINES_PER_ORDER);
  const ORDER_BATCH = 200;
  const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
  let written = 0;
  for (let first = 0; first < orders; first += ORDER_BATCH) {
    const count = Math.min(ORDER_BATCH, orders - first);
    await db.transaction().execute(async (trx) => {
      const headers = await trx
        .insertInto('purchase_orders')
        .values(
          Array.from({ length: count }, (_, k) => {
            const n = first + k;
            return {
              number: `PO-${String(n + 1).padStart(7, '0')}`,
              status: n % 7 === 0 ? 'Closed' : 'Open',
              order_date: day(n % 300),
              supplier_id: suppliers[n % suppliers.length]!,
              created_at: now,
              updated_at: now,
            };
          }),
        )
        .returning('id')
        .execute();
      const rows = [];
      for (let k = 0; k < count && written < lines; k++) {
        const n = first + k;
        for (let j = 0; j < LINES_PER_ORDER && written < lines; j++, written++) {
          rows.push({
            order_id: headers[k]!.id,
            item_id: items[(n * LINES_PER_ORDER + j) % items.length]!,
            warehouse_id: warehouses[n % warehouses.length]!,
            ship_from_id: shipFroms[n % shipFroms.length]!,
            price: Math.round(((n + j) % 997) * 1.37 * 100) / 100,
            quantity: 1 + ((n * 7 + j) % 250),
            status: j % 5 === 0 ? 'Shipped' : 'Open',
            tracking: j % 50 === 0 ? `=TRACK${n}` : `BOL-${n}-${j}`,
            order_date: day(n % 300),
            ship_date: day((n % 300) + 5),
            eta_date: day((n % 300) + 12),
            first_promise_date: day((n % 300) + 10),
            request_date: day((n % 300) + 9),
          });
        }
      }
      // 13 parameters a row: batches of 1,000 rows stay below SQLite's 32,766 bound parameters.
      for (let i = 0; i < rows.length; i += 1000)
        await trx
          .insertInto('purchase_order_lines')
          .values(rows.slice(i, i + 1000))
          .execute();
    });
  }
}
