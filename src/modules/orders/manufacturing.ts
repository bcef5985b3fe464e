import { dateChain, itemLineFields, quantityField } from './engine/fields.js';
import type { OrderConfig } from './engine/types.js';

/** Manufacturing orders (contract part 4): each line builds an item by a BOM, by default the item's Active BOM. */
export const manufacturingOrders: OrderConfig = {
  path: 'manufacturing-order',
  orderType: 'Manufacturing',
  noun: 'manufacturing order',
  short: 'MO',
  entity: 'ManufacturingOrderList',
  lineEntity: 'ManufacturingOrderDetails',
  lineShort: 'MO Detail',
  headerTable: 'manufacturing_orders',
  lineTable: 'manufacturing_order_lines',
  privilege: 'Manufacturing',
  lineDeleteNeedsSessionOnly: false,
  idField: 'Manufacturing Order Id',
  numberKey: 'MO List Number',
  statusKey: 'MO List Document Status',
  lineStatusKey: 'MO Details Document Status',
  headerFields: [
    { key: 'MO List Number', column: 'number', kind: 'string', required: true },
    { key: 'MO List Document Status', column: 'status', kind: 'string', required: true },
    { key: 'MO List Order Date', column: 'order_date', kind: 'date' },
  ],
  lineFields: [
    ...itemLineFields,
    { key: 'BOM Number', column: 'bom_id', kind: 'ref', ref: 'bom' },
    quantityField('MO Details Quantity'),
    { key: 'MO Details Document Status', column: 'status', kind: 'string', required: true },
    { key: 'MO Details Start Date', column: 'start_date', kind: 'date' },
    { key: 'MO Details Due Date', column: 'due_date', kind: 'date' },
  ],
  duplicateKey: ['Item Number', 'Sub Item Number'],
  dateRule: dateChain('ManufacturingOrderDetails.StartAfterDue', [
    'MO Details Start Date',
    'MO Details Due Date',
  ]),
  customHeader: 'ManufacturingOrderList',
  views: {
    list: 'manufacturing_order_list',
    details: 'manufacturing_order_details',
    item: 'manufacturing_order_item',
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
