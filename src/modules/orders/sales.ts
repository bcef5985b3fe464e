import { dateChain, itemLineFields, priceField, quantityField } from './engine/fields.js';
import type { OrderConfig } from './engine/types.js';

/** Sales orders: specification 2.3 and 4.3, the rest as purchase orders (contract part 4). */
export const salesOrders: OrderConfig = {
  path: 'sales-order',
  orderType: 'Sales',
  noun: 'sales order',
  short: 'SO',
  entity: 'SalesOrderList',
  lineEntity: 'SalesOrderDetails',
  lineShort: 'SO Detail',
  headerTable: 'sales_orders',
  lineTable: 'sales_order_lines',
  privilege: 'Demand',
  lineDeleteNeedsSessionOnly: false,
  idField: 'Sales Order Id',
  numberKey: 'SO List Number',
  statusKey: 'SO List Document Status',
  lineStatusKey: 'SO Details Document Status',
  headerFields: [
    { key: 'SO List Number', column: 'number', kind: 'string', required: true },
    { key: 'SO List Document Status', column: 'status', kind: 'string', required: true },
    { key: 'SO List Order Date', column: 'order_date', kind: 'date' },
    { key: 'Customer Number', column: 'customer_id', kind: 'ref', ref: 'customer', required: true },
  ],
  lineFields: [
    ...itemLineFields,
    { key: 'Ship To Number', column: 'ship_to_id', kind: 'ref', ref: 'shipTo', required: true },
    priceField('SO Details Price'),
    quantityField('SO Details Quantity'),
    { key: 'SO Details Document Status', column: 'status', kind: 'string', required: true },
    { key: 'SO Details Order Date', column: 'order_date', kind: 'date' },
    { key: 'SO Details Ship Date', column: 'ship_date', kind: 'date' },
    { key: 'SO Details Tracking', column: 'tracking', kind: 'string' },
    { key: 'SO Details Unique Id', column: 'unique_id', kind: 'string' },
  ],
  duplicateKey: ['Item Number', 'Sub Item Number'],
  dateRule: dateChain('SalesOrderDetails.OrderDateAfterShip', [
    'SO Details Order Date',
    'SO Details Ship Date',
  ]),
  customHeader: 'SalesOrderList',
  customLine: 'SalesOrderDetails',
  // Specification part 6: creating a sales order is queued while procurement is locked; updates are not.
  queued: { create: 'sales-order.create' },
  views: {
    list: 'sales_order_list',
    details: 'sales_order_details',
    item: 'sales_order_item',
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
