export { ApiErrorAlert } from '../orders/ApiErrorAlert';

/** The privilege catalog (specification 2.11 and contract part 2): the rows of the role matrix. */
export const PRIVILEGE_TYPES = [
  'Procurement',
  'Demand',
  'Manufacturing',
  'Inventory',
  'Item Master',
  'External Item Master',
  'Supplier Master',
  'Customer Master',
  'Warehouse Master',
  'Bill of Materials',
  'Scenarios',
  'Dashboard',
  'Custom Columns',
  'Change Tracking Settings',
  'Users',
  'Integrations',
  'Logs',
  'Issue Tracker',
] as const;

/** The tables custom columns may extend (specification 2.8), and the entity types of change tracking (2.13). */
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
