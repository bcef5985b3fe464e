import { purchaseOrder } from '../../catalogue/orders.js';
import { dateRuleOf, fromHeader, fromLine, LINE_WAREHOUSE_NAME, nameOf } from './engine/fields.js';
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
      ...fromHeader('PO List Number'),
      nameOf('Supplier Name', 'supplier', 'header'),
      ...fromLine('Warehouse Number'),
      LINE_WAREHOUSE_NAME,
      ...fromLine('PO Details Document Status', 'PO Details Quantity', 'PO Details ETA Date'),
      ...fromLine('PO Details Ship Date', 'PO Details Order Date'),
    ],
    itemSort: 'PO Details ETA Date',
  },
};
