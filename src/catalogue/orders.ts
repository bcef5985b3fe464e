/**
 * The order types, declared once: what the order engine (`src/modules/orders/`) serves and the web app's order
 * editor shows. A declaration holds the facts of a type: its path, entities (error-code prefixes, audit entity
 * types), tables, privilege, id, number and status fields, header and line fields with their columns and
 * references, the duplicate-row key, the line-date chain, custom-column tables, statuses, line moves and view
 * names (specification 2.1–2.3 and 4.2, contract part 4, planning.md part 5). The server adds its hooks (rules,
 * queueing, by-item columns) in `src/modules/orders/<type>.ts`; the web app its labels and table columns in
 * `web/src/screens/orders/definitions.ts`. Imports types only, so both TypeScript programs compile it.
 */
import type { CustomTableName } from './entities.js';
import type { BadRequestCode, EntityWith } from './errors.js';
import type { PrivilegeName } from './privileges.js';

/** Master records an order field may name by number; the engine resolves them to ids. */
export type RefKind =
  | 'supplier'
  | 'customer'
  | 'warehouse'
  | 'shipFrom'
  | 'shipTo'
  | 'item'
  | 'subItem'
  | 'bom';

export interface FieldDef {
  /** The API field name, exactly as the specification writes it. */
  key: string;
  /** The column holding the value (for references, the id column). */
  column: string;
  kind: 'string' | 'number' | 'date' | 'ref';
  required?: boolean;
  ref?: RefKind;
  /**
   * Lowest allowed number (contract part 4), checked after the nine validations of specification 4.2:
   * `400 <lineEntity>.<code>`, e.g. PurchaseOrderDetails.InvalidQuantity.
   */
  minimum?: { value: number; exclusive?: boolean; code: 'InvalidQuantity' | 'InvalidValue' };
}

export interface OrderDeclaration {
  /**
   * Route stem: /api/{path}, /api/{path}-details, /api/{path}-item. Lower case, which keeps each declaration's stem a
   * literal type: the web app checks its requests to `/api/{path}…` against the service's OpenAPI description.
   */
  path: Lowercase<string>;
  /** Its order type in numbering, firming and scenarios (contract part 7). */
  orderType: 'Purchase' | 'Sales' | 'Manufacturing' | 'Transfer' | 'Forecast';
  /** Words for messages: "purchase order", "PO". */
  noun: string;
  short: string;
  /** Entity (error-code prefix and audit entity type) of headers and lines. */
  entity: EntityWith<'NotFound'> &
    EntityWith<'AlreadyExists'> &
    EntityWith<'StillInUse'> &
    EntityWith<'Conflict'>;
  lineEntity: EntityWith<'NotFound'> &
    EntityWith<'StillInUse'> &
    EntityWith<'InvalidQuantity'> &
    EntityWith<'InvalidValue'> &
    EntityWith<'Busy'>;
  /** Line entity names in messages ("PO Detail #4 not found"). */
  lineShort: string;
  headerTable: 'purchase_orders' | 'sales_orders' | 'manufacturing_orders' | 'transfer_orders' | 'forecasts';
  lineTable:
    | 'purchase_order_lines'
    | 'sales_order_lines'
    | 'manufacturing_order_lines'
    | 'transfer_order_lines'
    | 'forecast_lines';
  privilege: PrivilegeName;
  /** The header's own id field in bodies ("Purchase Order Id"). */
  idField: string;
  /** A second name of a line's id in bodies ("PO Details Id"), where the type has one. */
  lineIdField?: string;
  numberKey: string;
  statusKey: string;
  lineStatusKey?: string;
  headerFields: FieldDef[];
  lineFields: FieldDef[];
  /** Line fields whose values together may not repeat inside one order. */
  duplicateKey: string[];
  /** Line date fields that must not decrease in this order (null values skipped), refused with `code`. */
  dateChain?: { code: BadRequestCode; fields: string[] };
  customHeader?: CustomTableName;
  customLine?: CustomTableName;
  /** The statuses the specification shows (the API takes any text); the first is a new order's. */
  statuses: readonly string[];
  /**
   * Lines of this type move between its orders (`PUT /api/{path}-details-move-lines`, specification 4.2.1): `label`
   * names the body's fields (`Old {label} List Id`, `New {label} List Id`, `New {label} List Number`).
   */
  move?: {
    label: string;
    /** The line entity again, typed as one that has the move's codes. */
    lineEntity: EntityWith<'InvalidTarget', 400> &
      EntityWith<'MultipleSources', 400> &
      EntityWith<'MultipleTargets', 400>;
  };
  /** Its registry views: headers, lines, lines of an item. */
  views: { list: string; details: string; item: string };
}

/** The fields every order line starts with: what it is for (item, optional sub-item) and where (warehouse). */
export const itemLineFields: FieldDef[] = [
  { key: 'Item Number', column: 'item_id', kind: 'ref', ref: 'item', required: true },
  { key: 'Sub Item Number', column: 'sub_item_id', kind: 'ref', ref: 'subItem' },
  { key: 'Warehouse Number', column: 'warehouse_id', kind: 'ref', ref: 'warehouse', required: true },
];

/**
 * A line quantity (contract part 4): greater than 0 on order lines, at least 0 on forecast lines; refused as
 * `<lineEntity>.InvalidQuantity` unless the type names another code (transfer orders: InvalidValue).
 */
export const quantityField = (
  key: string,
  atLeast: 'positive' | 'zero' = 'positive',
  code: 'InvalidQuantity' | 'InvalidValue' = 'InvalidQuantity',
): FieldDef => ({
  key,
  column: 'quantity',
  kind: 'number',
  required: true,
  minimum: { value: 0, exclusive: atLeast === 'positive', code },
});

/** A line price: at least 0 (contract part 4). */
export const priceField = (key: string): FieldDef => ({
  key,
  column: 'price',
  kind: 'number',
  minimum: { value: 0, code: 'InvalidValue' },
});

const viewsOf = (stem: string) => ({
  list: `${stem}_list`,
  details: `${stem}_details`,
  item: `${stem}_item`,
});

/** Document statuses of purchase, sales and manufacturing orders (specification 3.1). */
const DOCUMENT_STATUSES = ['Open', 'Suggested', 'Confirmed', 'Shipped', 'Received', 'Closed', 'Cancelled'];

/** Purchase orders: specification 2.1, 2.2 and 4.2. */
export const purchaseOrder = {
  path: 'purchase-order',
  orderType: 'Purchase',
  noun: 'purchase order',
  short: 'PO',
  entity: 'PurchaseOrderList',
  lineEntity: 'PurchaseOrderDetails',
  lineShort: 'PO Detail',
  headerTable: 'purchase_orders',
  lineTable: 'purchase_order_lines',
  privilege: 'Procurement',
  idField: 'Purchase Order Id',
  lineIdField: 'PO Details Id',
  numberKey: 'PO List Number',
  statusKey: 'PO List Document Status',
  lineStatusKey: 'PO Details Document Status',
  headerFields: [
    { key: 'PO List Number', column: 'number', kind: 'string', required: true },
    { key: 'PO List Document Status', column: 'status', kind: 'string', required: true },
    { key: 'PO List Order Date', column: 'order_date', kind: 'date' },
    { key: 'Supplier Number', column: 'supplier_id', kind: 'ref', ref: 'supplier', required: true },
  ],
  lineFields: [
    ...itemLineFields,
    { key: 'Ship From Number', column: 'ship_from_id', kind: 'ref', ref: 'shipFrom', required: true },
    priceField('PO Details Price'),
    quantityField('PO Details Quantity'),
    { key: 'PO Details Document Status', column: 'status', kind: 'string', required: true },
    { key: 'PO Details Tracking', column: 'tracking', kind: 'string' },
    { key: 'PO Details Order Date', column: 'order_date', kind: 'date' },
    { key: 'PO Details Ship Date', column: 'ship_date', kind: 'date' },
    { key: 'PO Details ETA Date', column: 'eta_date', kind: 'date' },
    { key: 'PO Details First Promise Date', column: 'first_promise_date', kind: 'date' },
    { key: 'PO Details Request Date', column: 'request_date', kind: 'date' },
    { key: 'PO Details Actual Ship Date', column: 'actual_ship_date', kind: 'date' },
    { key: 'PO Details Actual Delivery Date', column: 'actual_delivery_date', kind: 'date' },
    { key: 'PO Details Unique Id', column: 'unique_id', kind: 'string' },
    { key: 'PO Details Local', column: 'local', kind: 'string' },
  ],
  duplicateKey: ['Item Number', 'Sub Item Number'],
  dateChain: {
    code: 'PurchaseOrderDetails.OrderDateAfterShip',
    fields: ['PO Details Order Date', 'PO Details Ship Date', 'PO Details ETA Date'],
  },
  customHeader: 'PurchaseOrderList',
  customLine: 'PurchaseOrderDetails',
  statuses: DOCUMENT_STATUSES,
  move: { label: 'Purchase Order', lineEntity: 'PurchaseOrderDetails' },
  views: viewsOf('purchase_order'),
} satisfies OrderDeclaration;

/** Sales orders: specification 2.3 and 4.3, the rest as purchase orders (contract part 4). */
export const salesOrder = {
  path: 'sales-order',
  orderType: 'Sales',
  noun: 'sales order',
  short: 'SO',
  entity: 'SalesOrderList',
  lineEntity: 'SalesOrderDetails',
  lineShort: 'SO Detail',
  headerTable: 'sales_orders',
  lineTable: 'sales_order_lines',
  privilege: 'Demand',
  idField: 'Sales Order Id',
  numberKey: 'SO List Number',
  statusKey: 'SO List Document Status',
  lineStatusKey: 'SO Details Document Status',
  headerFields: [
    { key: 'SO List Number', column: 'number', kind: 'string', required: true },
    { key: 'SO List Document Status', column: 'status', kind: 'string', required: true },
    { key: 'SO List Order Date', column: 'order_date', kind: 'date' },
    { key: 'Customer Number', column: 'customer_id', kind: 'ref', ref: 'customer', required: true },
  ],
  lineFields: [
    ...itemLineFields,
    { key: 'Ship To Number', column: 'ship_to_id', kind: 'ref', ref: 'shipTo', required: true },
    priceField('SO Details Price'),
    quantityField('SO Details Quantity'),
    { key: 'SO Details Document Status', column: 'status', kind: 'string', required: true },
    { key: 'SO Details Order Date', column: 'order_date', kind: 'date' },
    { key: 'SO Details Ship Date', column: 'ship_date', kind: 'date' },
    { key: 'SO Details Tracking', column: 'tracking', kind: 'string' },
    { key: 'SO Details Unique Id', column: 'unique_id', kind: 'string' },
  ],
  duplicateKey: ['Item Number', 'Sub Item Number'],
  dateChain: {
    code: 'SalesOrderDetails.OrderDateAfterShip',
    fields: ['SO Details Order Date', 'SO Details Ship Date'],
  },
  customHeader: 'SalesOrderList',
  customLine: 'SalesOrderDetails',
  statuses: DOCUMENT_STATUSES,
  views: viewsOf('sales_order'),
} satisfies OrderDeclaration;

/** Manufacturing orders (contract part 4): each line builds an item by a BOM, by default the item's Active BOM. */
export const manufacturingOrder = {
  path: 'manufacturing-order',
  orderType: 'Manufacturing',
  noun: 'manufacturing order',
  short: 'MO',
  entity: 'ManufacturingOrderList',
  lineEntity: 'ManufacturingOrderDetails',
  lineShort: 'MO Detail',
  headerTable: 'manufacturing_orders',
  lineTable: 'manufacturing_order_lines',
  privilege: 'Manufacturing',
  idField: 'Manufacturing Order Id',
  numberKey: 'MO List Number',
  statusKey: 'MO List Document Status',
  lineStatusKey: 'MO Details Document Status',
  headerFields: [
    { key: 'MO List Number', column: 'number', kind: 'string', required: true },
    { key: 'MO List Document Status', column: 'status', kind: 'string', required: true },
    { key: 'MO List Order Date', column: 'order_date', kind: 'date' },
  ],
  lineFields: [
    ...itemLineFields,
    { key: 'BOM Number', column: 'bom_id', kind: 'ref', ref: 'bom' },
    quantityField('MO Details Quantity'),
    { key: 'MO Details Document Status', column: 'status', kind: 'string', required: true },
    { key: 'MO Details Start Date', column: 'start_date', kind: 'date' },
    { key: 'MO Details Due Date', column: 'due_date', kind: 'date' },
  ],
  duplicateKey: ['Item Number', 'Sub Item Number'],
  dateChain: {
    code: 'ManufacturingOrderDetails.StartAfterDue',
    fields: ['MO Details Start Date', 'MO Details Due Date'],
  },
  customHeader: 'ManufacturingOrderList',
  statuses: DOCUMENT_STATUSES,
  views: viewsOf('manufacturing_order'),
} satisfies OrderDeclaration;

/**
 * Transfer orders (planning.md part 5): stock shipped from the header's From Warehouse Number and received at the
 * lines' Warehouse Number.
 */
export const transferOrder = {
  path: 'transfer-order',
  orderType: 'Transfer',
  noun: 'transfer order',
  short: 'TO',
  entity: 'TransferOrderList',
  lineEntity: 'TransferOrderDetails',
  lineShort: 'TO Detail',
  headerTable: 'transfer_orders',
  lineTable: 'transfer_order_lines',
  privilege: 'Inventory',
  idField: 'Transfer Order Id',
  numberKey: 'TO List Number',
  statusKey: 'TO List Document Status',
  lineStatusKey: 'TO Details Document Status',
  headerFields: [
    { key: 'TO List Number', column: 'number', kind: 'string', required: true },
    { key: 'TO List Document Status', column: 'status', kind: 'string', required: true },
    { key: 'TO List Order Date', column: 'order_date', kind: 'date' },
    {
      key: 'From Warehouse Number',
      column: 'from_warehouse_id',
      kind: 'ref',
      ref: 'warehouse',
      required: true,
    },
  ],
  lineFields: [
    ...itemLineFields,
    quantityField('TO Details Quantity', 'positive', 'InvalidValue'),
    { key: 'TO Details Document Status', column: 'status', kind: 'string', required: true },
    { key: 'TO Details Ship Date', column: 'ship_date', kind: 'date' },
    { key: 'TO Details Receipt Date', column: 'receipt_date', kind: 'date' },
  ],
  duplicateKey: ['Item Number', 'Sub Item Number'],
  dateChain: {
    code: 'TransferOrderDetails.ShipDateAfterReceipt',
    fields: ['TO Details Ship Date', 'TO Details Receipt Date'],
  },
  customHeader: 'TransferOrderList',
  customLine: 'TransferOrderDetails',
  statuses: ['Open', 'Suggested', 'In Progress', 'Shipped', 'Delivered', 'Closed', 'Cancelled'],
  move: { label: 'Transfer Order', lineEntity: 'TransferOrderDetails' },
  views: viewsOf('transfer_order'),
} satisfies OrderDeclaration;

/**
 * Forecasts (contract part 4). A forecast holds one quantity per item, sub-item, customer and date, so those
 * together are its duplicate-row key (an item naturally appears once per forecast date). No line status.
 */
export const forecast = {
  path: 'forecast',
  orderType: 'Forecast',
  noun: 'forecast',
  short: 'Forecast',
  entity: 'ForecastList',
  lineEntity: 'ForecastDetails',
  lineShort: 'Forecast Detail',
  headerTable: 'forecasts',
  lineTable: 'forecast_lines',
  privilege: 'Demand',
  idField: 'Forecast Id',
  numberKey: 'Forecast List Number',
  statusKey: 'Forecast List Status',
  headerFields: [
    { key: 'Forecast List Number', column: 'number', kind: 'string', required: true },
    { key: 'Forecast List Name', column: 'name', kind: 'string' },
    { key: 'Forecast List Status', column: 'status', kind: 'string', required: true },
  ],
  lineFields: [
    ...itemLineFields,
    { key: 'Customer Number', column: 'customer_id', kind: 'ref', ref: 'customer' },
    { key: 'Forecast Details Date', column: 'date', kind: 'date' },
    quantityField('Forecast Details Quantity', 'zero'),
  ],
  duplicateKey: ['Item Number', 'Sub Item Number', 'Customer Number', 'Forecast Details Date'],
  customHeader: 'ForecastList',
  statuses: ['Open', 'Draft', 'Active', 'Closed'],
  views: viewsOf('forecast'),
} satisfies OrderDeclaration;

/** Every order type, in the order the app lists them. */
export const ORDER_DECLARATIONS = [
  purchaseOrder,
  salesOrder,
  manufacturingOrder,
  transferOrder,
  forecast,
] as const;
