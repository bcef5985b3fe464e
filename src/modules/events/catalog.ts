import type { PrivilegeType } from '../../core/auth/privileges.js';

/**
 * The module (privilege type) each outbox source belongs to: an event's `type`, and the View privilege that lets a
 * user see it on the live stream. Sources not listed (personal ones such as NotificationSetting) have no type and
 * reach a stream only as the notifications they cause.
 */
const TYPE_OF_SOURCE: Record<string, PrivilegeType> = {
  PurchaseOrderList: 'Procurement',
  PurchaseOrderDetails: 'Procurement',
  ASN: 'Procurement',
  SalesOrderList: 'Demand',
  SalesOrderDetails: 'Demand',
  ForecastList: 'Demand',
  ForecastDetails: 'Demand',
  ForecastRun: 'Demand',
  ManufacturingOrderList: 'Manufacturing',
  ManufacturingOrderDetails: 'Manufacturing',
  TransferOrderList: 'Inventory',
  TransferOrderDetails: 'Inventory',
  Inventory: 'Inventory',
  ItemDistribution: 'Inventory',
  PlanningRun: 'Inventory',
  Plan: 'Inventory',
  PlanningSettings: 'Inventory',
  ItemMaster: 'Item Master',
  SubItemMaster: 'Item Master',
  UnitMaster: 'Item Master',
  SupplierMaster: 'Supplier Master',
  ShipFromMaster: 'Supplier Master',
  SupplierAllocation: 'Supplier Master',
  CustomerMaster: 'Customer Master',
  ShipToMaster: 'Customer Master',
  WarehouseMaster: 'Warehouse Master',
  ExternalItemMaster: 'External Item Master',
  BillOfMaterials: 'Bill of Materials',
  User: 'Users',
  Role: 'Users',
  CustomColumn: 'Custom Columns',
  ChangeTrackingSettings: 'Change Tracking Settings',
  IssueTrackerTicket: 'Issue Tracker',
  IssueTrackerNote: 'Issue Tracker',
  Webhook: 'Integrations',
};

export const typeOfSource = (source: string): PrivilegeType | null => TYPE_OF_SOURCE[source] ?? null;

/** A webhook's subscription: each part is a literal or `*`. */
export interface EventPattern {
  type: string;
  source: string;
  event: string;
}

const part = (pattern: string, value: string | null) => pattern === '*' || pattern === value;

export const matchesPattern = (
  pattern: EventPattern,
  event: { type: string | null; source: string; event: string },
) => part(pattern.type, event.type) && part(pattern.source, event.source) && part(pattern.event, event.event);
