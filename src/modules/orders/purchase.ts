import { purchaseOrder } from '../../catalogue/orders.js';
import { dateRuleOf } from './engine/fields.js';
import type { MovableOrderConfig } from './engine/types.js';

/** Purchase orders (declared in src/catalogue/orders.ts): queued while procurement is locked, lines movable. */
export const purchaseOrders: MovableOrderConfig = {
  ...purchaseOrder,
  lineDeleteNeedsSessionOnly: true,
  dateRule: dateRuleOf(purchaseOrder),
  queued: { create: 'purchase-order.create', update: 'purchase-order.update', move: 'purchase-order.move' },
  views: {
    ...purchaseOrder.views,
    // Specification 4.2.2, in its order.
    itemColumns: [
      { key: 'PO List Number', from: 'header' },
      { key: 'Supplier Name', from: 'name', ref: 'supplier', level: 'header' },
      { key: 'Warehouse Number', from: 'line' },
      { key: 'Warehouse Name', from: 'name', ref: 'warehouse', level: 'line' },
      { key: 'PO Details Document Status', from: 'line' },
      { key: 'PO Details Quantity', from: 'line' },
      { key: 'PO Details ETA Date', from: 'line' },
      { key: 'PO Details Ship Date', from: 'line' },
      { key: 'PO Details Order Date', from: 'line' },
    ],
    itemSort: 'PO Details ETA Date',
  },
};
