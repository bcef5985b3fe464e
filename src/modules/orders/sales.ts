import { salesOrder } from '../../catalogue/orders.js';
import { dateRuleOf, fromHeader, fromLine, nameOf } from './engine/fields.js';
import type { OrderConfig } from './engine/types.js';

/** Sales orders (declared in src/catalogue/orders.ts): specification 2.3 and 4.3. */
export const salesOrders: OrderConfig = {
  ...salesOrder,
  lineDeleteNeedsSessionOnly: false,
  dateRule: dateRuleOf(salesOrder),
  // Specification part 6: creating a sales order is queued while procurement is locked; updates are not.
  queued: { create: 'sales-order.create' },
  views: {
    ...salesOrder.views,
    // Specification 2.3, in its order.
    itemColumns: [
      ...fromHeader('SO List Number'),
      nameOf('Customer Name', 'customer', 'header'),
      ...fromLine('Warehouse Number', 'SO Details Document Status', 'SO Details Quantity'),
      ...fromLine('SO Details Ship Date', 'SO Details Order Date'),
    ],
    itemSort: 'SO Details Ship Date',
  },
};
