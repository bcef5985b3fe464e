/**
 * Entity types that more than one feature (and the web app) names: the tables custom columns may extend
 * (specification 2.8) and the entity types whose changes can be tracked (specification 2.13). Imports nothing.
 */

/** The order headers and lines, inventory and items: custom-column tables, and tracked. */
const ORDERS_STOCK_AND_ITEMS = [
  'PurchaseOrderList',
  'PurchaseOrderDetails',
  'SalesOrderList',
  'SalesOrderDetails',
  'ManufacturingOrderList',
  'TransferOrderList',
  'TransferOrderDetails',
  'ForecastList',
  'Inventory',
  'ItemMaster',
] as const;

/** Tables whose records carry custom-column values (specification 2.8), in the order the app offers them. */
export const CUSTOM_TABLES = [...ORDERS_STOCK_AND_ITEMS, 'ItemDistribution'] as const;

export type CustomTableName = (typeof CUSTOM_TABLES)[number];

/** The entity types of specification 2.13 whose changes can be tracked. */
export const TRACKED_ENTITY_TYPES = [
  ...ORDERS_STOCK_AND_ITEMS,
  'SupplierMaster',
  'CustomerMaster',
  'WarehouseMaster',
  'ItemDistribution',
] as const;
