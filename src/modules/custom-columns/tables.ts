import { CUSTOM_TABLES } from '../../catalogue/entities.js';
import type { CustomTable } from '../../core/list/view.js';

/** The custom-column tables are the catalogue's (src/catalogue/entities.ts); this merges them into core's type. */
export { CUSTOM_TABLES };

type Catalog = Record<(typeof CUSTOM_TABLES)[number], true>;

declare module '../../core/list/view.js' {
  interface CustomTables extends Catalog {}
}

/** The database table holding the records (and their `custom` JSON) of each custom-column table. */
export const RECORD_TABLES = {
  ItemMaster: 'items',
  PurchaseOrderList: 'purchase_orders',
  PurchaseOrderDetails: 'purchase_order_lines',
  SalesOrderList: 'sales_orders',
  SalesOrderDetails: 'sales_order_lines',
  ManufacturingOrderList: 'manufacturing_orders',
  TransferOrderList: 'transfer_orders',
  TransferOrderDetails: 'transfer_order_lines',
  ForecastList: 'forecasts',
  Inventory: 'inventory',
  ItemDistribution: 'item_distributions',
} as const satisfies Record<CustomTable, string>;

const ORDER_LINE = [
  'Item Number',
  'Sub Item Number',
  'Warehouse Number',
  'Warehouse Name',
  'Item Description',
];

/**
 * Field names a custom column of each table may not take: a custom value under one of them would shadow the
 * record's own field in bodies, records and list columns. From specification 2.1–2.4 and contract part 4.
 */
export const RESERVED_KEYS: Record<CustomTable, readonly string[]> = {
  ItemMaster: [
    'Item Number',
    'Item Description',
    'Item Type',
    'Item Unit',
    'Item Status',
    'Item Partner Id',
    'Item Weight',
    'Item Weight Unit',
  ],
  PurchaseOrderList: [
    'PO List Number',
    'PO List Document Status',
    'PO List Order Date',
    'Supplier Number',
    'Supplier Name',
    'Purchase Order Id',
  ],
  PurchaseOrderDetails: [
    ...ORDER_LINE,
    'PO Details Id',
    'Ship From Number',
    'PO Details Price',
    'PO Details Quantity',
    'PO Details Document Status',
    'PO Details Tracking',
    'PO Details Order Date',
    'PO Details Ship Date',
    'PO Details ETA Date',
    'PO Details First Promise Date',
    'PO Details Request Date',
    'PO Details Actual Ship Date',
    'PO Details Actual Delivery Date',
    'PO Details Unique Id',
    'PO Details Local',
    'PO List Number',
  ],
  SalesOrderList: [
    'SO List Number',
    'SO List Document Status',
    'SO List Order Date',
    'Customer Number',
    'Customer Name',
    'Sales Order Id',
  ],
  SalesOrderDetails: [
    ...ORDER_LINE,
    'Ship To Number',
    'SO Details Price',
    'SO Details Quantity',
    'SO Details Document Status',
    'SO Details Order Date',
    'SO Details Ship Date',
    'SO Details Tracking',
    'SO Details Unique Id',
    'SO List Number',
  ],
  ManufacturingOrderList: [
    'MO List Number',
    'MO List Document Status',
    'MO List Order Date',
    'Manufacturing Order Id',
  ],
  TransferOrderList: [
    'TO List Number',
    'TO List Document Status',
    'TO List Order Date',
    'From Warehouse Number',
    'From Warehouse Name',
    'Transfer Order Id',
  ],
  TransferOrderDetails: [
    ...ORDER_LINE,
    'TO Details Quantity',
    'TO Details Document Status',
    'TO Details Ship Date',
    'TO Details Receipt Date',
    'TO List Number',
    'Transfer Order Id',
  ],
  ForecastList: ['Forecast List Number', 'Forecast List Name', 'Forecast List Status', 'Forecast Id'],
  Inventory: [...ORDER_LINE, 'Inventory Quantity', 'Inventory Safety Stock', 'Inventory Date'],
  ItemDistribution: [
    'Item Distribution Id',
    'Item Id',
    'Item Number',
    'From Warehouse Id',
    'From Warehouse Number',
    'To Warehouse Id',
    'To Warehouse Number',
    'Transfer Lead Time Days',
    'Minimum Transfer Quantity',
    'Transfer Multiple',
    'Distribution Status',
  ],
};

/** Keys no record of any table can give to a custom column. */
export const ALWAYS_RESERVED = ['id', 'details'];
