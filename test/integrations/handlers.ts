import { inTransaction } from '../../src/core/db/transaction.js';
import { notFound } from '../../src/core/errors.js';
import { registerQueuedHandler } from '../../src/modules/integrations/queue.js';
import { createInventory, type InventoryBody } from '../../src/modules/inventory/service.js';

/**
 * Queued-operation handlers standing in for the order engine's: each performs real writes through the store it
 * is given (so they join the applier's transaction) and refuses bad payloads with the service's AppErrors.
 */
export interface Increment {
  item: string;
  warehouse: string;
  delta: number;
}

/** Adds `delta` to the inventory record of item/warehouse: not idempotent, so a second application shows. */
export function registerTestHandlers(): void {
  registerQueuedHandler('purchase-order.create', async (store, payload, actor) => {
    await createInventory(store, payload as InventoryBody, actor);
  });
  registerQueuedHandler('purchase-order.update', async (store, payload) => {
    const { item, warehouse, delta } = payload as Increment;
    await inTransaction(store, async (trx) => {
      const record = await trx
        .selectFrom('inventory as inv')
        .innerJoin('items as i', 'i.id', 'inv.item_id')
        .innerJoin('warehouses as w', 'w.id', 'inv.warehouse_id')
        .select('inv.id')
        .where('i.number', '=', item)
        .where('w.number', '=', warehouse)
        .executeTakeFirst();
      if (!record) throw notFound('Inventory', `No inventory of ${item} in ${warehouse}`);
      await trx
        .updateTable('inventory')
        .set((eb) => ({ quantity: eb('quantity', '+', delta) }))
        .where('id', '=', record.id)
        .execute();
    });
  });
  // Writes, then fails with an unexpected (non-AppError) error: the write must not survive.
  registerQueuedHandler('purchase-order.move', async (store, payload) => {
    const { item, warehouse } = payload as Increment;
    await inTransaction(store, async (trx) => {
      await trx
        .updateTable('inventory')
        .set({ quantity: -1 })
        .where('item_id', 'in', trx.selectFrom('items').select('id').where('number', '=', item))
        .where(
          'warehouse_id',
          'in',
          trx.selectFrom('warehouses').select('id').where('number', '=', warehouse),
        )
        .execute();
      throw new Error('the move handler broke half-way');
    });
  });
}
