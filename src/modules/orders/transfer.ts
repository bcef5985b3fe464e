import { transferOrder } from '../../catalogue/orders.js';
import { badRequest } from '../../core/errors.js';
import { dateRuleOf } from './engine/fields.js';
import type { ApiRecord, MovableOrderConfig } from './engine/types.js';

const FROM = 'From Warehouse Number';

/** A transfer line is received at its Warehouse Number, which may not be the warehouse the order ships from. */
function notIntoFrom(header: ApiRecord, lines: readonly ApiRecord[]) {
  const from = header[FROM];
  const index = lines.findIndex((line) => line['Warehouse Number'] === from);
  if (index < 0) return;
  throw badRequest(
    'TransferOrderList.SameWarehouse',
    `Line ${index + 1}: Warehouse Number ${String(from)} is the ${FROM} of the transfer order`,
  ).at({ line: index, field: 'Warehouse Number' });
}

/**
 * Transfer orders (declared in src/catalogue/orders.ts): the purchase-order pattern; integration runs do not lock
 * them (no `queued`).
 */
export const transferOrders: MovableOrderConfig = {
  ...transferOrder,
  lineDeleteNeedsSessionOnly: false,
  dateRule: dateRuleOf(transferOrder),
  checkOrder: {
    description: `TransferOrderList.SameWarehouse (a line's Warehouse Number is the ${FROM})`,
    codes: ['TransferOrderList.SameWarehouse'],
    check: notIntoFrom,
  },
  views: {
    ...transferOrder.views,
    itemColumns: [
      { key: 'TO List Number', from: 'header' },
      { key: FROM, from: 'header' },
      { key: 'From Warehouse Name', from: 'name', ref: 'warehouse', level: 'header' },
      { key: 'Warehouse Number', from: 'line' },
      { key: 'Warehouse Name', from: 'name', ref: 'warehouse', level: 'line' },
      { key: 'TO Details Document Status', from: 'line' },
      { key: 'TO Details Quantity', from: 'line' },
      { key: 'TO Details Ship Date', from: 'line' },
      { key: 'TO Details Receipt Date', from: 'line' },
    ],
    itemSort: 'TO Details Receipt Date',
  },
};
