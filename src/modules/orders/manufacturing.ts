import { manufacturingOrder } from '../../catalogue/orders.js';
import { dateRuleOf } from './engine/fields.js';
import type { OrderConfig } from './engine/types.js';

/** Manufacturing orders (declared in src/catalogue/orders.ts). */
export const manufacturingOrders: OrderConfig = {
  ...manufacturingOrder,
  lineDeleteNeedsSessionOnly: false,
  dateRule: dateRuleOf(manufacturingOrder),
  views: {
    ...manufacturingOrder.views,
    itemColumns: [
      { key: 'MO List Number', from: 'header' },
      { key: 'Warehouse Number', from: 'line' },
      { key: 'Warehouse Name', from: 'name', ref: 'warehouse', level: 'line' },
      { key: 'BOM Number', from: 'line' },
      { key: 'MO Details Document Status', from: 'line' },
      { key: 'MO Details Quantity', from: 'line' },
      { key: 'MO Details Start Date', from: 'line' },
      { key: 'MO Details Due Date', from: 'line' },
    ],
    itemSort: 'MO Details Due Date',
  },
};
