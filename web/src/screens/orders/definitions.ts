/**
 * The five order types as the editors see them: which fields a header and a line have, which master each
 * reference field searches, and which endpoints, privilege and custom-column tables belong to the type
 * (contract part 4, specification 2.1–2.3, planning.md part 5). One editor renders all five from these.
 */

/**
 * A master a picker searches as the user types: its lookup (`GET /api/lookup/{master}`, contract part 7), which
 * answers every signed-in user Number, Name and Status (and the owning record's number), so a picker works for
 * every role that may use its screen.
 */
export interface MasterRef {
  /** List endpoint under /api (takes `search`, `filters` and `page_size`). */
  path: string;
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
export const lookup = (master: string, entity: string, narrowBy?: string): MasterRef => ({
  path: `/api/lookup/${master}`,
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
} as const satisfies Record<string, MasterRef>;

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
  path: string;
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
  statuses: string[];
  /** Line fields that must not decrease, in order (the date rule of 4.2 step 4). */
  dateChain: string[];
  /** The fields the duplicate-row rule keys on. */
  duplicateKey: string[];
  /**
   * Supports selecting lines and moving them to another order (PUT /api/<path>-details-move-lines): `label` names
   * the body's fields (`Old <label> List Id`, …), `nameKey` the list column shown beside a target's number.
   */
  movable?: { label: string; nameKey: string };
  /** Create and update answer the stored record rather than `{message, notification_type}`. */
  answersRecord?: boolean;
}

const itemLine: OrderField[] = [
  { key: 'Item Number', kind: 'ref', ref: MASTERS.item, required: true, inTable: true },
  { key: 'Sub Item Number', kind: 'ref', ref: MASTERS.subItem },
  { key: 'Warehouse Number', kind: 'ref', ref: MASTERS.warehouse, required: true, inTable: true },
];

const DOCUMENT_STATUSES = ['Open', 'Suggested', 'Confirmed', 'Shipped', 'Received', 'Closed', 'Cancelled'];

export const purchaseOrder: OrderType = {
  path: 'purchase-order',
  editorBase: '/orders/purchase-order',
  title: 'Purchase order',
  plural: 'Purchase orders',
  short: 'PO',
  privilege: 'Procurement',
  entity: 'PurchaseOrderList',
  lineEntity: 'PurchaseOrderDetails',
  idField: 'Purchase Order Id',
  lineIdField: 'PO Details Id',
  numberKey: 'PO List Number',
  listView: 'purchase_order_list',
  headerFields: [
    { key: 'PO List Number', kind: 'text', required: true },
    { key: 'PO List Document Status', kind: 'status', required: true },
    { key: 'PO List Order Date', kind: 'date' },
    { key: 'Supplier Number', kind: 'ref', ref: MASTERS.supplier, required: true },
  ],
  lineFields: [
    ...itemLine,
    { key: 'Ship From Number', kind: 'ref', ref: MASTERS.shipFrom, required: true, inTable: true },
    { key: 'PO Details Quantity', kind: 'number', required: true, inTable: true },
    { key: 'PO Details Price', kind: 'number', inTable: true },
    { key: 'PO Details Document Status', kind: 'status', required: true, inTable: true },
    { key: 'PO Details Order Date', kind: 'date', inTable: true },
    { key: 'PO Details Ship Date', kind: 'date', inTable: true },
    { key: 'PO Details ETA Date', kind: 'date', inTable: true },
    { key: 'PO Details Tracking', kind: 'text' },
    { key: 'PO Details First Promise Date', kind: 'date' },
    { key: 'PO Details Request Date', kind: 'date' },
    { key: 'PO Details Actual Ship Date', kind: 'date' },
    { key: 'PO Details Actual Delivery Date', kind: 'date' },
    { key: 'PO Details Unique Id', kind: 'text' },
    { key: 'PO Details Local', kind: 'text' },
  ],
  customHeader: 'PurchaseOrderList',
  customLine: 'PurchaseOrderDetails',
  statuses: DOCUMENT_STATUSES,
  dateChain: ['PO Details Order Date', 'PO Details Ship Date', 'PO Details ETA Date'],
  duplicateKey: ['Item Number', 'Sub Item Number'],
  movable: { label: 'Purchase Order', nameKey: 'Supplier Name' },
};

export const salesOrder: OrderType = {
  path: 'sales-order',
  editorBase: '/orders/sales-order',
  title: 'Sales order',
  plural: 'Sales orders',
  short: 'SO',
  privilege: 'Demand',
  entity: 'SalesOrderList',
  lineEntity: 'SalesOrderDetails',
  idField: 'Sales Order Id',
  numberKey: 'SO List Number',
  listView: 'sales_order_list',
  headerFields: [
    { key: 'SO List Number', kind: 'text', required: true },
    { key: 'SO List Document Status', kind: 'status', required: true },
    { key: 'SO List Order Date', kind: 'date' },
    { key: 'Customer Number', kind: 'ref', ref: MASTERS.customer, required: true },
  ],
  lineFields: [
    ...itemLine,
    { key: 'Ship To Number', kind: 'ref', ref: MASTERS.shipTo, required: true, inTable: true },
    { key: 'SO Details Quantity', kind: 'number', required: true, inTable: true },
    { key: 'SO Details Price', kind: 'number', inTable: true },
    { key: 'SO Details Document Status', kind: 'status', required: true, inTable: true },
    { key: 'SO Details Order Date', kind: 'date', inTable: true },
    { key: 'SO Details Ship Date', kind: 'date', inTable: true },
    { key: 'SO Details Tracking', kind: 'text' },
    { key: 'SO Details Unique Id', kind: 'text' },
  ],
  customHeader: 'SalesOrderList',
  customLine: 'SalesOrderDetails',
  statuses: DOCUMENT_STATUSES,
  dateChain: ['SO Details Order Date', 'SO Details Ship Date'],
  duplicateKey: ['Item Number', 'Sub Item Number'],
};

export const manufacturingOrder: OrderType = {
  path: 'manufacturing-order',
  editorBase: '/orders/manufacturing-order',
  title: 'Manufacturing order',
  plural: 'Manufacturing orders',
  short: 'MO',
  privilege: 'Manufacturing',
  entity: 'ManufacturingOrderList',
  lineEntity: 'ManufacturingOrderDetails',
  idField: 'Manufacturing Order Id',
  numberKey: 'MO List Number',
  listView: 'manufacturing_order_list',
  headerFields: [
    { key: 'MO List Number', kind: 'text', required: true },
    { key: 'MO List Document Status', kind: 'status', required: true },
    { key: 'MO List Order Date', kind: 'date' },
  ],
  lineFields: [
    ...itemLine,
    { key: 'BOM Number', kind: 'ref', ref: MASTERS.bom, inTable: true },
    { key: 'MO Details Quantity', kind: 'number', required: true, inTable: true },
    { key: 'MO Details Document Status', kind: 'status', required: true, inTable: true },
    { key: 'MO Details Start Date', kind: 'date', inTable: true },
    { key: 'MO Details Due Date', kind: 'date', inTable: true },
  ],
  customHeader: 'ManufacturingOrderList',
  statuses: DOCUMENT_STATUSES,
  dateChain: ['MO Details Start Date', 'MO Details Due Date'],
  duplicateKey: ['Item Number', 'Sub Item Number'],
};

export const transferOrder: OrderType = {
  path: 'transfer-order',
  editorBase: '/orders/transfer-order',
  title: 'Transfer order',
  plural: 'Transfer orders',
  short: 'TO',
  privilege: 'Inventory',
  entity: 'TransferOrderList',
  lineEntity: 'TransferOrderDetails',
  idField: 'Transfer Order Id',
  numberKey: 'TO List Number',
  listView: 'transfer_order_list',
  headerFields: [
    { key: 'TO List Number', kind: 'text', required: true },
    { key: 'TO List Document Status', kind: 'status', required: true },
    { key: 'TO List Order Date', kind: 'date' },
    { key: 'From Warehouse Number', kind: 'ref', ref: MASTERS.warehouse, required: true },
  ],
  lineFields: [
    { key: 'Item Number', kind: 'ref', ref: MASTERS.item, required: true, inTable: true },
    { key: 'Sub Item Number', kind: 'ref', ref: MASTERS.subItem },
    {
      key: 'Warehouse Number',
      label: 'Receiving Warehouse Number',
      kind: 'ref',
      ref: MASTERS.warehouse,
      required: true,
      inTable: true,
    },
    { key: 'TO Details Quantity', kind: 'number', required: true, inTable: true },
    { key: 'TO Details Document Status', kind: 'status', required: true, inTable: true },
    { key: 'TO Details Ship Date', kind: 'date', inTable: true },
    { key: 'TO Details Receipt Date', kind: 'date', inTable: true },
  ],
  customHeader: 'TransferOrderList',
  customLine: 'TransferOrderDetails',
  statuses: ['Open', 'Suggested', 'In Progress', 'Shipped', 'Delivered', 'Closed', 'Cancelled'],
  dateChain: ['TO Details Ship Date', 'TO Details Receipt Date'],
  duplicateKey: ['Item Number', 'Sub Item Number'],
  movable: { label: 'Transfer Order', nameKey: 'From Warehouse Number' },
};

export const forecast: OrderType = {
  path: 'forecast',
  editorBase: '/orders/forecast',
  title: 'Forecast',
  plural: 'Forecasts',
  short: 'Forecast',
  privilege: 'Demand',
  entity: 'ForecastList',
  lineEntity: 'ForecastDetails',
  idField: 'Forecast Id',
  numberKey: 'Forecast List Number',
  listView: 'forecast_list',
  headerFields: [
    { key: 'Forecast List Number', kind: 'text', required: true },
    { key: 'Forecast List Name', kind: 'text' },
    { key: 'Forecast List Status', kind: 'status', required: true },
  ],
  lineFields: [
    ...itemLine,
    { key: 'Customer Number', kind: 'ref', ref: MASTERS.customer, inTable: true },
    { key: 'Forecast Details Date', kind: 'date', inTable: true },
    { key: 'Forecast Details Quantity', kind: 'number', required: true, inTable: true },
  ],
  customHeader: 'ForecastList',
  statuses: ['Open', 'Draft', 'Active', 'Closed'],
  dateChain: [],
  duplicateKey: [
    'Item Number',
    'Sub Item Number',
    'Warehouse Number',
    'Customer Number',
    'Forecast Details Date',
  ],
};

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
  dateChain: [],
  duplicateKey: ['Component Item Number'],
  answersRecord: true,
};

export const ORDER_TYPES = [purchaseOrder, salesOrder, manufacturingOrder, transferOrder, forecast] as const;

export function orderTypeOf(path: string): OrderType | undefined {
  return ORDER_TYPES.find((t) => t.path === path);
}
