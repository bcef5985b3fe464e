import type { Executor } from '../../core/db/index.js';
import { notFound } from '../../core/errors.js';

/**
 * The item of an item's (or one SKU's) screen, `GET /api/{planning,forecasting}/item/{item_id}[/{warehouse_id}]`:
 * its id and number; `404 ItemMaster.NotFound` or `WarehouseMaster.NotFound` when the item or the warehouse named
 * does not exist.
 */
export async function itemOfSkus(
  db: Executor,
  itemId: number,
  warehouseId?: number,
): Promise<{ id: number; number: string }> {
  const item = await db
    .selectFrom('items')
    .select(['id', 'number'])
    .where('id', '=', itemId)
    .executeTakeFirst();
  if (!item) throw notFound('ItemMaster', `Item #${itemId} not found`);
  if (warehouseId !== undefined) {
    const warehouse = await db
      .selectFrom('warehouses')
      .select('id')
      .where('id', '=', warehouseId)
      .executeTakeFirst();
    if (!warehouse) throw notFound('WarehouseMaster', `Warehouse #${warehouseId} not found`);
  }
  return item;
}
