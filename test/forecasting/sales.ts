import type { Store } from '../../src/core/db/index.js';
import { nowIso } from '../../src/core/db/transaction.js';

/**
 * Inserts one sales order with one line per [item id, warehouse id, quantity, status, ship date, order date,
 * sub item id (none when left out)].
 */
export async function insertSales(
  store: Store,
  number: string,
  customerId: number,
  lines: [number, number, number, string, string | null, string | null, (number | null)?][],
) {
  const now = nowIso();
  const shipTo = await store.db
    .selectFrom('ship_tos')
    .select('id')
    .where('customer_id', '=', customerId)
    .executeTakeFirstOrThrow();
  const order = await store.db
    .insertInto('sales_orders')
    .values({
      number,
      status: 'Open',
      customer_id: customerId,
      order_date: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await store.db
    .insertInto('sales_order_lines')
    .values(
      lines.map(([item, warehouse, quantity, status, ship, ordered, subItem]) => ({
        order_id: order.id,
        item_id: item,
        sub_item_id: subItem ?? null,
        warehouse_id: warehouse,
        ship_to_id: shipTo.id,
        quantity,
        status,
        ship_date: ship,
        order_date: ordered,
      })),
    )
    .execute();
}

/** The id of the forecast list numbered `number` (a STAT list after a run). */
export async function forecastListId(store: Store, number: string): Promise<number> {
  const row = await store.db
    .selectFrom('forecasts')
    .select('id')
    .where('number', '=', number)
    .executeTakeFirstOrThrow();
  return row.id;
}
