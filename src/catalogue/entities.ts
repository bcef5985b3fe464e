/**
 * Entity types that more than one feature (and the web app) names: the tables custom columns may extend
 * (specification 2.8) and the entity types whose changes can be tracked (specification 2.13). Imports nothing.
 */

/** Tables whose records carry custom-column values (specification 2.8), in the order the app offers them. */
export const CUSTOM_TABLES = [
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
  'ItemDistribution',
] as const;

export type CustomTableName = (typeof CUSTOM_TABLES)[number];

/** The entity types of specification 2.13 whose changes can be tracked. */
export const TRACKED_ENTITY_TYPES = [
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
  'SupplierMaster',
  'CustomerMaster',
  'WarehouseMaster',
  'ItemDistribution',
] as const;
