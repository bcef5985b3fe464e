import { transferOrder } from '../../catalogue/orders.js';
import { badRequest } from '../../core/errors.js';
import { dateRuleOf, fromHeader, fromLine, LINE_WAREHOUSE_NAME, nameOf } from './engine/fields.js';
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
      ...fromHeader('TO List Number', FROM),
      nameOf('From Warehouse Name', 'warehouse', 'header'),
      ...fromLine('Warehouse Number'),
      LINE_WAREHOUSE_NAME,
      ...fromLine('TO Details Document Status', 'TO Details Quantity', 'TO Details Ship Date'),
      ...fromLine('TO Details Receipt Date'),
    ],
    itemSort: 'TO Details Receipt Date',
  },
};
