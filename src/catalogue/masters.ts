/**
 * The master-data records, declared once (specification 2.4–2.7, contract part 4, planning.md part 5): their path,
 * entity (error-code prefix), audit entity type, privilege, table, fields with their columns, types, references
 * and defaults, unique key and its constraint, custom-column table and view. The server's generic CRUD, its
 * routes, view, lookup and import (`src/modules/master-data/definitions.ts` adds the rules of its own) and the web
 * app's master editors (`web/src/screens/masters/definitions.ts` adds titles) are derived from them. Imports
 * types only, so both TypeScript programs compile it.
 */
import type { CustomTableName } from './entities.js';
import type { EntityWith } from './errors.js';
import type { RefKind } from './orders.js';
import type { PrivilegeName } from './privileges.js';

/** A plain column of a master: its API name, its column and the JSON type the API takes. */
export interface Field {
  kind: 'field';
  name: string;
  column: string;
  type: 'string' | 'number' | 'integer' | 'object';
  /** Must be given on create; may never be null. */
  required?: boolean;
  /** May be null (the column is nullable). */
  nullable?: boolean;
  /** Allowed values (status fields with a closed set in specification 3.1); the editor offers them. */
  values?: readonly string[];
  /** Values the editor offers for a field the API takes any text in (the record statuses the specification shows). */
  suggested?: readonly string[];
  minimum?: number;
  maximum?: number;
  /** Taken on writes but not part of the record (external metadata, answered by the details endpoint). */
  writeOnly?: boolean;
  /** Names a unit of the unit master (contract part 4: UnitMaster.NotFound); the editor picks from the units. */
  unit?: boolean;
  /** The value a create without the field stores (in the create body's schema, so its readers see it too). */
  default?: string | number;
}

/** A reference to another master given by its number (`Supplier Number`) and stored as its id. */
export interface Reference {
  kind: 'ref';
  /** The number field in bodies and records, e.g. `Supplier Number`. */
  name: string;
  /** The id field in records, e.g. `Supplier Id`; read-only. */
  idName: string;
  column: string;
  table: 'items' | 'suppliers' | 'customers' | 'ship_froms' | 'warehouses';
  /** Code prefix of the referenced master (`SupplierMaster.NotFound`). */
  entity: EntityWith<'NotFound', 400>;
  label: string;
  master: string;
  /** The lookup an editor's picker searches (`GET /api/lookup/{master}`). */
  lookup: RefKind;
  required: boolean;
  /**
   * The referenced record must belong to another reference of this record: its `column` equals this record's
   * `column` (a supplier allocation's Ship From belongs to its Supplier), else `<entity>.NotFound`.
   */
  ownedBy?: { column: string; label: string };
}

export type MasterColumn = Field | Reference;

/** One master-data resource. */
export interface MasterDeclaration {
  /**
   * Route stem: /api/{path} (and the web editor's /masters/{path}). Lower case, which keeps each declaration's stem a
   * literal type: the web app checks its requests to `/api/{path}…` against the service's OpenAPI description.
   */
  path: Lowercase<string>;
  /** Code prefix of its errors (`SupplierMaster.NotFound`, …AlreadyExists, …StillInUse, …Conflict, …InvalidValue). */
  entity: EntityWith<'NotFound', 400> &
    EntityWith<'AlreadyExists'> &
    EntityWith<'StillInUse'> &
    EntityWith<'Conflict'> &
    EntityWith<'InvalidValue'>;
  /** Entity type of its events and audit records (spec 2.13 names, else the code prefix). */
  auditType: string;
  label: string;
  privilege: PrivilegeName;
  table: string;
  /** Its fields, in record order. */
  columns: MasterColumn[];
  /** API names of the fields forming its unique key, for the AlreadyExists message (the editor shows it at the last). */
  uniqueKey: string[];
  /** The unique index over that key (a write it refuses answers AlreadyExists). */
  uniqueConstraint: string;
  /**
   * A unique key over columns that may be null (a null ship-from): stored normalised (`<a>:<b>:<c or 0>`) in
   * `column`, which a unique index covers. Rows stored before the rule may repeat a key and keep a null there
   * until a write changes their key fields.
   */
  normalisedKey?: { column: string; of: string[] };
  /** Where its custom-column values live. */
  custom?: CustomTableName;
  /** Has `version` (ETag / If-Match, contract part 4). */
  versioned?: boolean;
  /** Has created_at / updated_at. */
  timestamps?: boolean;
  view: { name: string; register: boolean; defaultSort: string };
}

const field = (
  name: string,
  column: string,
  options: Partial<Omit<Field, 'kind' | 'name' | 'column'>> = {},
) => ({ kind: 'field', name, column, type: 'string', ...options }) as Field;
const required = (name: string, column: string) => field(name, column, { required: true });
const optional = (name: string, column: string) => field(name, column, { nullable: true });
const number = (name: string, column: string, minimum?: number, maximum?: number) =>
  field(name, column, { type: 'number', nullable: true, minimum, maximum });

const ACTIVE_INACTIVE = ['Active', 'Inactive'] as const;

/** A record status: any text, Active and Inactive offered. */
const status = (name: string) => field(name, 'status', { suggested: ACTIVE_INACTIVE });

/**
 * A reference to the master `label` names (`Supplier` → `Supplier Number`, `Supplier Id`, `supplier_id`,
 * `Supplier Master`); `side` prefixes a second reference to the same master (`From Warehouse Number`).
 */
const reference = (
  label: string,
  table: Reference['table'],
  entity: Reference['entity'],
  lookup: RefKind,
  options: { required?: boolean; side?: string; ownedBy?: Reference['ownedBy'] } = {},
): Reference => {
  const side = options.side ? `${options.side} ` : '';
  return {
    kind: 'ref',
    name: `${side}${label} Number`,
    idName: `${side}${label} Id`,
    column: `${side}${label}_id`.toLowerCase().replaceAll(' ', '_'),
    table,
    entity,
    label,
    master: `${label} Master`,
    lookup,
    required: options.required ?? true,
    ...(options.ownedBy ? { ownedBy: options.ownedBy } : {}),
  };
};
const itemRef = reference('Item', 'items', 'ItemMaster', 'item');
const supplierRef = reference('Supplier', 'suppliers', 'SupplierMaster', 'supplier');
const customerRef = reference('Customer', 'customers', 'CustomerMaster', 'customer');
const shipFromRef = reference('Ship From', 'ship_froms', 'ShipFromMaster', 'shipFrom', {
  required: false,
  ownedBy: { column: 'supplier_id', label: 'Supplier' },
});
const warehouseRef = (side: 'From' | 'To') =>
  reference('Warehouse', 'warehouses', 'WarehouseMaster', 'warehouse', { side });

export const itemMaster = {
  path: 'item-master',
  entity: 'ItemMaster',
  auditType: 'ItemMaster',
  label: 'Item',
  privilege: 'Item Master',
  table: 'items',
  columns: [
    required('Item Number', 'number'),
    field('Item Description', 'description'),
    field('Item Type', 'type'),
    field('Item Unit', 'unit', { unit: true }),
    field('Item Status', 'status', { values: ACTIVE_INACTIVE }),
    optional('Item Partner Id', 'partner_id'),
    number('Item Weight', 'weight', 0),
    optional('Item Weight Unit', 'weight_unit'),
  ],
  uniqueKey: ['Item Number'],
  uniqueConstraint: 'items_number_key',
  custom: 'ItemMaster',
  versioned: true,
  timestamps: true,
  view: { name: 'item_master', register: true, defaultSort: 'Item Number' },
} satisfies MasterDeclaration;

export const subItemMaster = {
  path: 'sub-item-master',
  entity: 'SubItemMaster',
  auditType: 'SubItemMaster',
  label: 'Sub Item',
  privilege: 'Item Master',
  table: 'sub_items',
  columns: [
    required('Sub Item Number', 'number'),
    itemRef,
    optional('Sub Item Description', 'description'),
    status('Sub Item Status'),
  ],
  uniqueKey: ['Item Number', 'Sub Item Number'],
  uniqueConstraint: 'sub_items_item_number',
  view: { name: 'sub_item_master', register: true, defaultSort: 'Sub Item Number' },
} satisfies MasterDeclaration;

export const unitMaster = {
  path: 'unit-master',
  entity: 'UnitMaster',
  auditType: 'UnitMaster',
  label: 'Unit',
  privilege: 'Item Master',
  table: 'units',
  columns: [required('Unit Name', 'name'), optional('Unit Description', 'description')],
  uniqueKey: ['Unit Name'],
  uniqueConstraint: 'units_name_key',
  view: { name: 'unit_master', register: true, defaultSort: 'Unit Name' },
} satisfies MasterDeclaration;

export const supplierMaster = {
  path: 'supplier-master',
  entity: 'SupplierMaster',
  auditType: 'SupplierMaster',
  label: 'Supplier',
  privilege: 'Supplier Master',
  table: 'suppliers',
  columns: [
    required('Supplier Number', 'number'),
    required('Supplier Name', 'name'),
    status('Supplier Status'),
    optional('Supplier Partner Id', 'partner_id'),
  ],
  uniqueKey: ['Supplier Number'],
  uniqueConstraint: 'suppliers_number_key',
  view: { name: 'supplier_master', register: true, defaultSort: 'Supplier Number' },
} satisfies MasterDeclaration;

export const shipFromMaster = {
  path: 'ship-from-master',
  entity: 'ShipFromMaster',
  auditType: 'ShipFromMaster',
  label: 'Ship From',
  privilege: 'Supplier Master',
  table: 'ship_froms',
  columns: [
    required('Ship From Number', 'number'),
    required('Ship From Name', 'name'),
    field('Ship From Address', 'address'),
    status('Ship From Status'),
    supplierRef,
    optional('Ship From Partner Id', 'partner_id'),
  ],
  uniqueKey: ['Ship From Number'],
  uniqueConstraint: 'ship_froms_number_key',
  view: { name: 'ship_from_master', register: true, defaultSort: 'Ship From Number' },
} satisfies MasterDeclaration;

export const customerMaster = {
  path: 'customer-master',
  entity: 'CustomerMaster',
  auditType: 'CustomerMaster',
  label: 'Customer',
  privilege: 'Customer Master',
  table: 'customers',
  columns: [
    required('Customer Number', 'number'),
    required('Customer Name', 'name'),
    status('Customer Status'),
    optional('Customer Partner Id', 'partner_id'),
  ],
  uniqueKey: ['Customer Number'],
  uniqueConstraint: 'customers_number_key',
  view: { name: 'customer_master', register: true, defaultSort: 'Customer Number' },
} satisfies MasterDeclaration;

export const shipToMaster = {
  path: 'ship-to-master',
  entity: 'ShipToMaster',
  auditType: 'ShipToMaster',
  label: 'Ship To',
  privilege: 'Customer Master',
  table: 'ship_tos',
  columns: [
    required('Ship To Number', 'number'),
    required('Ship To Name', 'name'),
    customerRef,
    optional('Ship To Address', 'address'),
    status('Ship To Status'),
  ],
  uniqueKey: ['Ship To Number'],
  uniqueConstraint: 'ship_tos_number_key',
  view: { name: 'ship_to_master', register: true, defaultSort: 'Ship To Number' },
} satisfies MasterDeclaration;

export const warehouseMaster = {
  path: 'warehouse-master',
  entity: 'WarehouseMaster',
  auditType: 'WarehouseMaster',
  label: 'Warehouse',
  privilege: 'Warehouse Master',
  table: 'warehouses',
  columns: [
    required('Warehouse Number', 'number'),
    required('Warehouse Name', 'name'),
    optional('Warehouse Address', 'address'),
    status('Warehouse Status'),
  ],
  uniqueKey: ['Warehouse Number'],
  uniqueConstraint: 'warehouses_number_key',
  view: { name: 'warehouse_master', register: true, defaultSort: 'Warehouse Number' },
} satisfies MasterDeclaration;

export const supplierAllocation = {
  path: 'supplier-allocation',
  entity: 'SupplierAllocation',
  auditType: 'SupplierAllocation',
  label: 'Supplier allocation',
  privilege: 'Procurement',
  table: 'supplier_allocations',
  columns: [
    itemRef,
    supplierRef,
    shipFromRef,
    number('Allocation Percent', 'allocation_percent', 0, 100),
    field('Lead Time Days', 'lead_time_days', { type: 'integer', nullable: true, minimum: 0 }),
    number('Minimum Order Quantity', 'minimum_order_quantity', 0),
    number('Order Multiple', 'order_multiple', 0),
    number('Unit Price', 'unit_price', 0),
  ],
  uniqueKey: ['Item Number', 'Supplier Number', 'Ship From Number'],
  uniqueConstraint: 'supplier_allocations_unique_key',
  normalisedKey: { column: 'unique_key', of: ['item_id', 'supplier_id', 'ship_from_id'] },
  view: { name: 'supplier_allocation', register: true, defaultSort: 'Item Number' },
} satisfies MasterDeclaration;

export const externalItemMaster = {
  path: 'external-item-master',
  entity: 'ExternalItemMaster',
  auditType: 'ExternalItemMaster',
  label: 'External item',
  privilege: 'External Item Master',
  table: 'external_items',
  columns: [
    itemRef,
    required('External Item Number', 'external_number'),
    required('External System', 'external_system'),
    optional('External Description', 'external_description'),
    field('Status', 'status'),
    field('Metadata', 'metadata', { type: 'object', writeOnly: true }),
  ],
  uniqueKey: ['External System', 'External Item Number'],
  uniqueConstraint: 'external_items_system_number',
  // Not among the view names of specification 4.5: listed, but not exported by name.
  view: { name: 'external_item_master', register: false, defaultSort: 'External Item Number' },
} satisfies MasterDeclaration;

/** Planning.md part 5: a warehouse replenished with an item from another. */
export const itemDistribution = {
  path: 'item-distribution',
  entity: 'ItemDistribution',
  auditType: 'ItemDistribution',
  label: 'Item distribution',
  privilege: 'Inventory',
  table: 'item_distributions',
  columns: [
    itemRef,
    warehouseRef('From'),
    warehouseRef('To'),
    field('Transfer Lead Time Days', 'lead_time_days', { type: 'integer', minimum: 0, default: 0 }),
    field('Minimum Transfer Quantity', 'minimum_quantity', { type: 'number', minimum: 0, default: 0 }),
    field('Transfer Multiple', 'multiple', { type: 'number', minimum: 0, default: 0 }),
    field('Distribution Status', 'status', { values: ACTIVE_INACTIVE, default: 'Active' }),
  ],
  uniqueKey: ['Item Number', 'To Warehouse Number'],
  uniqueConstraint: 'item_distributions_item_to',
  custom: 'ItemDistribution',
  versioned: true,
  timestamps: true,
  view: { name: 'item_distribution', register: true, defaultSort: 'Item Number' },
} satisfies MasterDeclaration;

/** Every master of the generic CRUD, in the order the app lists them (bills of materials have lines: own service). */
export const MASTER_DECLARATIONS = [
  itemMaster,
  subItemMaster,
  unitMaster,
  supplierMaster,
  shipFromMaster,
  customerMaster,
  shipToMaster,
  warehouseMaster,
  supplierAllocation,
  externalItemMaster,
  itemDistribution,
] as const;

/** The entity of each master (`ItemMaster`, …): an app's entry per master is keyed by it. */
export type MasterEntity = (typeof MASTER_DECLARATIONS)[number]['entity'];
