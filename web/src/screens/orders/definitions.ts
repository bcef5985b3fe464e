/**
 * The five order types as the editors see them, derived from their declarations (src/catalogue/orders.ts): which
 * fields a header and a line have, which master each reference field searches, and which endpoints, privilege and
 * custom-column tables belong to the type. The web entry of a type adds only what is the app's own: its titles,
 * the line table's columns, labels, and the column shown beside a move's target. One editor renders all five.
 */
import {
  type FieldDef,
  forecast as forecastDeclaration,
  manufacturingOrder as manufacturingDeclaration,
  type ORDER_DECLARATIONS,
  type OrderDeclaration,
  purchaseOrder as purchaseDeclaration,
  type RefKind,
  salesOrder as salesDeclaration,
  transferOrder as transferDeclaration,
} from '../../../../src/catalogue/orders';
import type { ListPath, operations } from '../../api/typed';

/** The order types' declarations, each with its literal route stem. */
type Declared = (typeof ORDER_DECLARATIONS)[number];
/** The route stems of the editors' documents (`/api/{stem}`, `/api/{stem}/{id}`): order types and bills of materials. */
export type OrderStem = Declared['path'] | 'bill-of-materials';
/** The stems of the order types whose lines move (`/api/{stem}-details-move-lines`). */
export type MovableStem = Extract<Declared, { move: object }>['path'];
/** The masters of `GET /api/lookup/{master}`. */
export type LookupMaster = operations['lookupMaster']['parameters']['path']['master'];

/**
 * A master a picker searches as the user types: its lookup (`GET /api/lookup/{master}`, contract part 7), which
 * answers every signed-in user Number, Name and Status (and the owning record's number), so a picker works for
 * every role that may use its screen.
 */
export interface MasterRef {
  /** The list searched (takes `search`, `filters` and `page_size`): a master's lookup, or a collection endpoint. */
  source: { lookup: LookupMaster } | { endpoint: ListPath };
  /** The field of a row holding the number put into the order's field. */
  numberKey: string;
  /** A describing field shown beside the number. */
  nameKey: string;
  /** The error-code prefix of an unknown number (`SupplierMaster.NotFound`). */
  entity: string;
  /** The order field the search is narrowed by (`Supplier Number` for a ship-from), a column of the list too. */
  narrowBy?: string;
}

/** A master's lookup: rows of Number, Name, Status (and the owner's number, e.g. `Supplier Number`). */
export const lookup = (master: LookupMaster, entity: string, narrowBy?: string): MasterRef => ({
  source: { lookup: master },
  numberKey: 'Number',
  nameKey: 'Name',
  entity,
  ...(narrowBy ? { narrowBy } : {}),
});

export const MASTERS = {
  supplier: lookup('supplier', 'SupplierMaster'),
  customer: lookup('customer', 'CustomerMaster'),
  item: lookup('item', 'ItemMaster'),
  subItem: lookup('sub-item', 'SubItemMaster', 'Item Number'),
  warehouse: lookup('warehouse', 'WarehouseMaster'),
  shipFrom: lookup('ship-from', 'ShipFromMaster', 'Supplier Number'),
  shipTo: lookup('ship-to', 'ShipToMaster', 'Customer Number'),
  bom: lookup('bom', 'BillOfMaterials', 'Item Number'),
  unit: lookup('unit', 'UnitMaster'),
} as const satisfies Record<RefKind | 'unit', MasterRef>;

export type FieldKind = 'text' | 'number' | 'date' | 'status' | 'ref';

export interface OrderField {
  key: string;
  /** The label shown, where the field's key alone would mislead (`Warehouse Number` of a transfer line receives). */
  label?: string;
  kind: FieldKind;
  required?: boolean;
  /** For `ref`: the master it picks from. */
  ref?: MasterRef;
  /** Shown in the line table (the rest are under "More fields" of a line). */
  inTable?: boolean;
}

/**
 * A document with a header and lines edited by the order editor. Bills of materials share the shape (header,
 * component lines) and use it too, with `answersRecord` (their create and update answer the stored record).
 */
export interface OrderType {
  /** API path stem: /api/<path>, /api/<path>-details, … */
  path: OrderStem;
  /** App path of its editor: <editorBase>/<id|new>. */
  editorBase: string;
  title: string;
  /** Plural for lists and navigation. */
  plural: string;
  /** Short document word used in messages ("PO"). */
  short: string;
  privilege: string;
  entity: string;
  lineEntity: string;
  /** The header's id field in bodies (`Purchase Order Id`). */
  idField?: string;
  lineIdField?: string;
  numberKey: string;
  listView: string;
  headerFields: OrderField[];
  lineFields: OrderField[];
  /** Header and line tables of their custom columns. */
  customHeader?: string;
  customLine?: string;
  /** Statuses offered (the API takes any text; these are the ones the specification shows). */
  statuses: readonly string[];
  /**
   * Supports selecting lines and moving them to another order (PUT /api/<path>-details-move-lines): `label` names
   * the body's fields (`Old <label> List Id`, …), `nameKey` the list column shown beside a target's number.
   */
  movable?: Movable;
  /** Create and update answer the stored record rather than `{message, notification_type}`. */
  answersRecord?: boolean;
}

/** How the lines of a type move: `stem` names its endpoints (the move, and the list of its orders for a target). */
export interface Movable {
  label: string;
  nameKey: string;
  stem: MovableStem;
}

/** What the app adds to an order type's declaration. */
interface WebEntry {
  title: string;
  plural: string;
  /** The line fields shown in the line table, in its order (the rest are under "More fields"). */
  table: string[];
  /** Labels of fields whose key alone would mislead. */
  labels?: Record<string, string>;
  /** The list column shown beside a move target's number (for types whose lines move). */
  moveNameKey?: string;
}

/** The editor's kind of a declared field: a type's status fields offer its statuses. */
function kindOf(declaration: OrderDeclaration, field: FieldDef): FieldKind {
  if (field.kind === 'ref') return 'ref';
  if (field.kind !== 'string') return field.kind;
  return field.key === declaration.statusKey || field.key === declaration.lineStatusKey ? 'status' : 'text';
}

/** An order type of the editors, with its registry views (headers, lines, lines by item). */
export type DeclaredOrderType = OrderType & { views: OrderDeclaration['views'] };

function orderType(declared: Declared, entry: WebEntry): DeclaredOrderType {
  const declaration: OrderDeclaration = declared;
  const fieldOf = (field: FieldDef): OrderField => {
    const label = entry.labels?.[field.key];
    return {
      key: field.key,
      ...(label ? { label } : {}),
      kind: kindOf(declaration, field),
      ...(field.required ? { required: true } : {}),
      ...(field.ref ? { ref: MASTERS[field.ref] } : {}),
      ...(entry.table.includes(field.key) ? { inTable: true } : {}),
    };
  };
  const byKey = new Map(declaration.lineFields.map((field) => [field.key, field]));
  const tableFields = entry.table.flatMap((key) => {
    const field = byKey.get(key);
    if (!field) throw new Error(`${declaration.path}: no line field ${key} for the line table`);
    return [field];
  });
  const moreFields = declaration.lineFields.filter((field) => !entry.table.includes(field.key));
  return {
    path: declared.path,
    editorBase: `/orders/${declaration.path}`,
    title: entry.title,
    plural: entry.plural,
    short: declaration.short,
    privilege: declaration.privilege,
    entity: declaration.entity,
    lineEntity: declaration.lineEntity,
    idField: declaration.idField,
    ...(declaration.lineIdField ? { lineIdField: declaration.lineIdField } : {}),
    numberKey: declaration.numberKey,
    listView: declaration.views.list,
    views: declaration.views,
    headerFields: declaration.headerFields.map(fieldOf),
    lineFields: [...tableFields, ...moreFields].map(fieldOf),
    ...(declaration.customHeader ? { customHeader: declaration.customHeader } : {}),
    ...(declaration.customLine ? { customLine: declaration.customLine } : {}),
    statuses: declaration.statuses,
    ...('move' in declared && entry.moveNameKey
      ? { movable: { label: declared.move.label, nameKey: entry.moveNameKey, stem: declared.path } }
      : {}),
  };
}

const ITEM_WAREHOUSE = ['Item Number', 'Warehouse Number'];

export const purchaseOrder = orderType(purchaseDeclaration, {
  title: 'Purchase order',
  plural: 'Purchase orders',
  table: [
    ...ITEM_WAREHOUSE,
    'Ship From Number',
    'PO Details Quantity',
    'PO Details Price',
    'PO Details Document Status',
    'PO Details Order Date',
    'PO Details Ship Date',
    'PO Details ETA Date',
  ],
  moveNameKey: 'Supplier Name',
});

export const salesOrder = orderType(salesDeclaration, {
  title: 'Sales order',
  plural: 'Sales orders',
  table: [
    ...ITEM_WAREHOUSE,
    'Ship To Number',
    'SO Details Quantity',
    'SO Details Price',
    'SO Details Document Status',
    'SO Details Order Date',
    'SO Details Ship Date',
  ],
});

export const manufacturingOrder = orderType(manufacturingDeclaration, {
  title: 'Manufacturing order',
  plural: 'Manufacturing orders',
  table: [
    ...ITEM_WAREHOUSE,
    'BOM Number',
    'MO Details Quantity',
    'MO Details Document Status',
    'MO Details Start Date',
    'MO Details Due Date',
  ],
});

export const transferOrder = orderType(transferDeclaration, {
  title: 'Transfer order',
  plural: 'Transfer orders',
  table: [
    ...ITEM_WAREHOUSE,
    'TO Details Quantity',
    'TO Details Document Status',
    'TO Details Ship Date',
    'TO Details Receipt Date',
  ],
  // A transfer line's Warehouse Number is where it is received.
  labels: { 'Warehouse Number': 'Receiving Warehouse Number' },
  moveNameKey: 'From Warehouse Number',
});

export const forecast = orderType(forecastDeclaration, {
  title: 'Forecast',
  plural: 'Forecasts',
  table: [...ITEM_WAREHOUSE, 'Customer Number', 'Forecast Details Date', 'Forecast Details Quantity'],
});

const UNITS = MASTERS.unit;

export const billOfMaterials: OrderType = {
  path: 'bill-of-materials',
  editorBase: '/masters/bill-of-materials',
  title: 'Bill of materials',
  plural: 'Bills of materials',
  short: 'BOM',
  privilege: 'Bill of Materials',
  entity: 'BillOfMaterials',
  lineEntity: 'BillOfMaterialsDetails',
  numberKey: 'BOM Number',
  listView: 'bill_of_materials',
  headerFields: [
    { key: 'BOM Number', kind: 'text', required: true },
    { key: 'Item Number', kind: 'ref', ref: MASTERS.item, required: true },
    { key: 'BOM Status', kind: 'status' },
  ],
  lineFields: [
    { key: 'Component Item Number', kind: 'ref', ref: MASTERS.item, required: true, inTable: true },
    { key: 'Component Quantity', kind: 'number', required: true, inTable: true },
    { key: 'Component Unit', kind: 'ref', ref: UNITS, inTable: true },
  ],
  statuses: ['Active', 'Inactive'],
  answersRecord: true,
};

export const ORDER_TYPES = [purchaseOrder, salesOrder, manufacturingOrder, transferOrder, forecast] as const;

export function orderTypeOf(path: string): OrderType | undefined {
  return ORDER_TYPES.find((t) => t.path === path);
}
