import { salesOrder } from '../../catalogue/orders.js';
import { dateRuleOf } from './engine/fields.js';
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
      { key: 'SO List Number', from: 'header' },
      { key: 'Customer Name', from: 'name', ref: 'customer', level: 'header' },
      { key: 'Warehouse Number', from: 'line' },
      { key: 'SO Details Document Status', from: 'line' },
      { key: 'SO Details Quantity', from: 'line' },
      { key: 'SO Details Ship Date', from: 'line' },
      { key: 'SO Details Order Date', from: 'line' },
    ],
    itemSort: 'SO Details Ship Date',
  },
};
