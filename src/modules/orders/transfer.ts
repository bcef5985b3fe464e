import { badRequest } from '../../core/errors.js';
import { dateChain, itemLineFields, quantityField } from './engine/fields.js';
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
 * Transfer orders (planning.md part 5): stock shipped from the header's From Warehouse Number and received at the
 * lines' Warehouse Number. The purchase-order pattern; integration runs do not lock them (no `queued`).
 */
export const transferOrders: MovableOrderConfig = {
  path: 'transfer-order',
  orderType: 'Transfer',
  noun: 'transfer order',
  short: 'TO',
  entity: 'TransferOrderList',
  lineEntity: 'TransferOrderDetails',
  lineShort: 'TO Detail',
  headerTable: 'transfer_orders',
  lineTable: 'transfer_order_lines',
  privilege: 'Inventory',
  lineDeleteNeedsSessionOnly: false,
  idField: 'Transfer Order Id',
  numberKey: 'TO List Number',
  statusKey: 'TO List Document Status',
  lineStatusKey: 'TO Details Document Status',
  headerFields: [
    { key: 'TO List Number', column: 'number', kind: 'string', required: true },
    { key: 'TO List Document Status', column: 'status', kind: 'string', required: true },
    { key: 'TO List Order Date', column: 'order_date', kind: 'date' },
    { key: FROM, column: 'from_warehouse_id', kind: 'ref', ref: 'warehouse', required: true },
  ],
  lineFields: [
    ...itemLineFields,
    quantityField('TO Details Quantity', 'positive', 'InvalidValue'),
    { key: 'TO Details Document Status', column: 'status', kind: 'string', required: true },
    { key: 'TO Details Ship Date', column: 'ship_date', kind: 'date' },
    { key: 'TO Details Receipt Date', column: 'receipt_date', kind: 'date' },
  ],
  duplicateKey: ['Item Number', 'Sub Item Number'],
  dateRule: dateChain('TransferOrderDetails.ShipDateAfterReceipt', [
    'TO Details Ship Date',
    'TO Details Receipt Date',
  ]),
  checkOrder: {
    description: `TransferOrderList.SameWarehouse (a line's Warehouse Number is the ${FROM})`,
    codes: ['TransferOrderList.SameWarehouse'],
    check: notIntoFrom,
  },
  customHeader: 'TransferOrderList',
  customLine: 'TransferOrderDetails',
  move: { label: 'Transfer Order', lineEntity: 'TransferOrderDetails' },
  views: {
    list: 'transfer_order_list',
    details: 'transfer_order_details',
    item: 'transfer_order_item',
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
