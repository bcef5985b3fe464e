/**
 * The master-data records the editors open (contract part 4, specification 2.4–2.7): fields in the API's names,
 * which master each reference picks from, and the view whose rows link to the editor.
 */
import { MASTERS, type MasterRef } from '../orders/definitions';

export interface MasterField {
  key: string;
  kind: 'text' | 'number' | 'status' | 'ref';
  required?: boolean;
  ref?: MasterRef;
  /** Suggested values of a status field. */
  values?: string[];
  /** Where an AlreadyExists answer is shown (a key of references only, e.g. Item + To Warehouse). */
  uniqueKey?: boolean;
}

export interface MasterType {
  /** Route segment and API path: /api/<path>. */
  path: string;
  title: string;
  view: string;
  privilege: string;
  entity: string;
  fields: MasterField[];
  /** Custom-column table of its records. */
  custom?: string;
  /** Answers an ETag and honours If-Match. */
  versioned?: boolean;
}

const text = (key: string, required = false): MasterField => ({ key, kind: 'text', required });
const number = (key: string): MasterField => ({ key, kind: 'number' });
const status = (key: string): MasterField => ({ key, kind: 'status', values: ['Active', 'Inactive'] });
const ref = (key: string, master: MasterRef, required = true): MasterField => ({
  key,
  kind: 'ref',
  ref: master,
  required,
});
const UNITS = MASTERS.unit;

export const MASTER_TYPES: MasterType[] = [
  {
    path: 'item-master',
    title: 'Item',
    view: 'item_master',
    privilege: 'Item Master',
    entity: 'ItemMaster',
    fields: [
      text('Item Number', true),
      text('Item Description'),
      text('Item Type'),
      ref('Item Unit', UNITS, false),
      status('Item Status'),
      text('Item Partner Id'),
      number('Item Weight'),
      text('Item Weight Unit'),
    ],
    custom: 'ItemMaster',
    versioned: true,
  },
  {
    path: 'sub-item-master',
    title: 'Sub-item',
    view: 'sub_item_master',
    privilege: 'Item Master',
    entity: 'SubItemMaster',
    fields: [
      text('Sub Item Number', true),
      ref('Item Number', MASTERS.item),
      text('Sub Item Description'),
      status('Sub Item Status'),
    ],
  },
  {
    path: 'unit-master',
    title: 'Unit',
    view: 'unit_master',
    privilege: 'Item Master',
    entity: 'UnitMaster',
    fields: [text('Unit Name', true), text('Unit Description')],
  },
  {
    path: 'supplier-master',
    title: 'Supplier',
    view: 'supplier_master',
    privilege: 'Supplier Master',
    entity: 'SupplierMaster',
    fields: [
      text('Supplier Number', true),
      text('Supplier Name', true),
      status('Supplier Status'),
      text('Supplier Partner Id'),
    ],
  },
  {
    path: 'ship-from-master',
    title: 'Ship-from location',
    view: 'ship_from_master',
    privilege: 'Supplier Master',
    entity: 'ShipFromMaster',
    fields: [
      text('Ship From Number', true),
      text('Ship From Name', true),
      ref('Supplier Number', MASTERS.supplier),
      text('Ship From Address'),
      status('Ship From Status'),
      text('Ship From Partner Id'),
    ],
  },
  {
    path: 'customer-master',
    title: 'Customer',
    view: 'customer_master',
    privilege: 'Customer Master',
    entity: 'CustomerMaster',
    fields: [
      text('Customer Number', true),
      text('Customer Name', true),
      status('Customer Status'),
      text('Customer Partner Id'),
    ],
  },
  {
    path: 'ship-to-master',
    title: 'Ship-to location',
    view: 'ship_to_master',
    privilege: 'Customer Master',
    entity: 'ShipToMaster',
    fields: [
      text('Ship To Number', true),
      text('Ship To Name', true),
      ref('Customer Number', MASTERS.customer),
      text('Ship To Address'),
      status('Ship To Status'),
    ],
  },
  {
    path: 'warehouse-master',
    title: 'Warehouse',
    view: 'warehouse_master',
    privilege: 'Warehouse Master',
    entity: 'WarehouseMaster',
    fields: [
      text('Warehouse Number', true),
      text('Warehouse Name', true),
      text('Warehouse Address'),
      status('Warehouse Status'),
    ],
  },
  {
    path: 'supplier-allocation',
    title: 'Supplier allocation',
    view: 'supplier_allocation',
    privilege: 'Procurement',
    entity: 'SupplierAllocation',
    fields: [
      ref('Item Number', MASTERS.item),
      ref('Supplier Number', MASTERS.supplier),
      ref('Ship From Number', MASTERS.shipFrom, false),
      number('Allocation Percent'),
      number('Lead Time Days'),
      number('Minimum Order Quantity'),
      number('Order Multiple'),
      number('Unit Price'),
    ],
  },
  {
    path: 'external-item-master',
    title: 'External item',
    view: 'external_item_master',
    privilege: 'External Item Master',
    entity: 'ExternalItemMaster',
    fields: [
      ref('Item Number', MASTERS.item),
      text('External Item Number', true),
      text('External System', true),
      text('External Description'),
      text('Status'),
    ],
  },
  {
    path: 'item-distribution',
    title: 'Item distribution',
    view: 'item_distribution',
    privilege: 'Inventory',
    entity: 'ItemDistribution',
    fields: [
      ref('Item Number', MASTERS.item),
      ref('From Warehouse Number', MASTERS.warehouse),
      { ...ref('To Warehouse Number', MASTERS.warehouse), uniqueKey: true },
      number('Transfer Lead Time Days'),
      number('Minimum Transfer Quantity'),
      number('Transfer Multiple'),
      status('Distribution Status'),
    ],
    custom: 'ItemDistribution',
    versioned: true,
  },
];

export const masterTypeOf = (path: string) => MASTER_TYPES.find((m) => m.path === path);
