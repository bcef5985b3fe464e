import { registerQueuedHandler } from '../integrations/queue.js';
import { createOrder, updateOrder } from './engine/service.js';
import type { OrderBody } from './engine/types.js';
import { type MoveRequest, moveLines } from './move.js';
import { purchaseOrders } from './purchase.js';
import { salesOrders } from './sales.js';

/**
 * Operations accepted while an integration run locked procurement are applied later through the very service
 * functions that accepted them, with the lock check turned off (the run has ended when the queue is applied).
 */
registerQueuedHandler('purchase-order.create', async (store, payload, actor) => {
  await createOrder(store, purchaseOrders, (payload as { body: OrderBody }).body, { actor, fromQueue: true });
});
registerQueuedHandler('purchase-order.update', async (store, payload, actor) => {
  const { id, body } = payload as { id: number; body: OrderBody };
  await updateOrder(store, purchaseOrders, id, body, { actor, fromQueue: true });
});
registerQueuedHandler('purchase-order.move', async (store, payload, actor) => {
  await moveLines(store, purchaseOrders, payload as MoveRequest, { actor, fromQueue: true });
});
registerQueuedHandler('sales-order.create', async (store, payload, actor) => {
  await createOrder(store, salesOrders, (payload as { body: OrderBody }).body, { actor, fromQueue: true });
});
