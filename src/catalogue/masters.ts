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

/** What a declaration gives; `master` derives the rest. */
type MasterParts = Omit<
  MasterDeclaration,
  'path' | 'entity' | 'auditType' | 'uniqueKey' | 'uniqueConstraint' | 'view'
> &
  Partial<Pick<MasterDeclaration, 'uniqueKey' | 'uniqueConstraint'>> & {
    view?: Partial<MasterDeclaration['view']>;
  };

/**
 * A master's declaration, its route stem and entity kept literal: its audit type is its entity; unless given, its
 * unique key is its first column (index `<table>_number_key`) and its view is named after its path, registered and
 * sorted by its first column.
 */
function master<const P extends Lowercase<string>, const E extends MasterDeclaration['entity']>(
  path: P,
  entity: E,
  parts: MasterParts,
): MasterDeclaration & { path: P; entity: E } {
  const { label, privilege, table, columns, uniqueKey, uniqueConstraint, view, ...flags } = parts;
  const first = columns[0]!.name;
  return {
    path,
    entity,
    auditType: entity,
    label,
    privilege,
    table,
    columns,
    uniqueKey: uniqueKey ?? [first],
    uniqueConstraint: uniqueConstraint ?? `${table}_number_key`,
    ...flags,
    view: { name: path.replaceAll('-', '_'), register: true, defaultSort: first, ...view },
  };
}

export const itemMaster = master('item-master', 'ItemMaster', {
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
  custom: 'ItemMaster',
  versioned: true,
  timestamps: true,
});

export const subItemMaster = master('sub-item-master', 'SubItemMaster', {
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
});

export const unitMaster = master('unit-master', 'UnitMaster', {
  label: 'Unit',
  privilege: 'Item Master',
  table: 'units',
  columns: [required('Unit Name', 'name'), optional('Unit Description', 'description')],
  uniqueConstraint: 'units_name_key',
});

/** A master known by a number and a name (`Supplier Number`, `Supplier Name`), with a status and `others`. */
const numbered = (
  label: string,
  others: { before?: MasterColumn[]; after?: MasterColumn[] },
): MasterColumn[] => [
  required(`${label} Number`, 'number'),
  required(`${label} Name`, 'name'),
  ...(others.before ?? []),
  status(`${label} Status`),
  ...(others.after ?? []),
];

export const supplierMaster = master('supplier-master', 'SupplierMaster', {
  label: 'Supplier',
  privilege: 'Supplier Master',
  table: 'suppliers',
  columns: numbered('Supplier', { after: [optional('Supplier Partner Id', 'partner_id')] }),
});

export const shipFromMaster = master('ship-from-master', 'ShipFromMaster', {
  label: 'Ship From',
  privilege: 'Supplier Master',
  table: 'ship_froms',
  columns: numbered('Ship From', {
    before: [field('Ship From Address', 'address')],
    after: [supplierRef, optional('Ship From Partner Id', 'partner_id')],
  }),
});

export const customerMaster = master('customer-master', 'CustomerMaster', {
  label: 'Customer',
  privilege: 'Customer Master',
  table: 'customers',
  columns: numbered('Customer', { after: [optional('Customer Partner Id', 'partner_id')] }),
});

export const shipToMaster = master('ship-to-master', 'ShipToMaster', {
  label: 'Ship To',
  privilege: 'Customer Master',
  table: 'ship_tos',
  columns: numbered('Ship To', { before: [customerRef, optional('Ship To Address', 'address')] }),
});

export const warehouseMaster = master('warehouse-master', 'WarehouseMaster', {
  label: 'Warehouse',
  privilege: 'Warehouse Master',
  table: 'warehouses',
  columns: numbered('Warehouse', { before: [optional('Warehouse Address', 'address')] }),
});

export const supplierAllocation = master('supplier-allocation', 'SupplierAllocation', {
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
});

export const externalItemMaster = master('external-item-master', 'ExternalItemMaster', {
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
  view: { register: false, defaultSort: 'External Item Number' },
});

/** Planning.md part 5: a warehouse replenished with an item from another. */
export const itemDistribution = master('item-distribution', 'ItemDistribution', {
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
});

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
