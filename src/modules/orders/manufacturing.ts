import { manufacturingOrder } from '../../catalogue/orders.js';
import { dateRuleOf, fromHeader, fromLine, LINE_WAREHOUSE_NAME } from './engine/fields.js';
import type { OrderConfig } from './engine/types.js';

/** Manufacturing orders (declared in src/catalogue/orders.ts). */
export const manufacturingOrders: OrderConfig = {
  ...manufacturingOrder,
  lineDeleteNeedsSessionOnly: false,
  dateRule: dateRuleOf(manufacturingOrder),
  views: {
    ...manufacturingOrder.views,
    itemColumns: [
      ...fromHeader('MO List Number'),
      ...fromLine('Warehouse Number'),
      LINE_WAREHOUSE_NAME,
      ...fromLine('BOM Number', 'MO Details Document Status', 'MO Details Quantity'),
      ...fromLine('MO Details Start Date', 'MO Details Due Date'),
    ],
    itemSort: 'MO Details Due Date',
  },
};
