import type { Kysely, Transaction } from 'kysely';
import type { PrivilegeType } from '../../../core/auth/privileges.js';
import type { Executor } from '../../../core/db/index.js';
import type { BadRequestCode, EntityWith, ErrorCode } from '../../../core/errors.js';
import type { CustomTable } from '../../../core/list/view.js';
import type { QueuedOperationName } from '../../integrations/queue.js';

/**
 * The engine addresses its tables by the names a configuration gives, so it sees them as rows of unknown
 * columns; each configuration is what ties field names to real columns (and the tests check the round trip).
 */
export type LooseTables = Record<string, Record<string, unknown>>;
export type LooseDb = Kysely<LooseTables> | Transaction<LooseTables>;
export const loose = (db: Executor) => db as unknown as LooseDb;
/** The same connection or transaction seen through the typed schema again (for core helpers). */
export const typed = (db: LooseDb) => db as unknown as Executor;

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

/** Rules one order type has beyond the shared ones. */
export interface DateRule {
  /** Line date fields that must not decrease in this order (null values are skipped). */
  chain: string[];
  code: BadRequestCode;
  message: (line: number, earlier: string, later: string) => string;
}

export interface OrderConfig {
  /** Route stem: /api/{path}, /api/{path}-details, /api/{path}-item. */
  path: string;
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
  privilege: PrivilegeType;
  /** Whether DELETE of one line only needs a session (the specification says so for purchase orders). */
  lineDeleteNeedsSessionOnly: boolean;
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
  dateRule?: DateRule;
  /** A header check of this order type beyond the shared ones (e.g. a status reserved to the service). */
  checkHeader?: {
    /** The codes `check` answers (listed in the OpenAPI description of the type's writes). */
    codes: readonly ErrorCode[];
    check: (body: OrderBody) => void;
  };
  /**
   * A rule of this order type over the whole order, in API field names with references as numbers: run on a create
   * or update after the shared validations and the master references (so every number it compares is known),
   * before the line minimums; and on the target of a line move as stored. It throws the type's `AppError` (with
   * `.at({ line, field })` for a line, `line` being the index in `lines`). E.g. a transfer line may not be received
   * into the warehouse its order ships from. `description` names its codes for the OpenAPI description.
   */
  checkOrder?: {
    description: string;
    /** The codes `check` answers (listed in the OpenAPI description of the type's writes). */
    codes: readonly ErrorCode[];
    check: (header: ApiRecord, lines: readonly ApiRecord[]) => void;
  };
  customHeader?: CustomTable;
  customLine?: CustomTable;
  /** Operations queued while an integration run locks procurement (specification part 6). */
  queued?: { create?: QueuedOperationName; update?: QueuedOperationName; move?: QueuedOperationName };
  /**
   * Lines of this type move between its orders (`PUT /api/{path}-details-move-lines`, specification 4.2.1): `label`
   * names the body's fields (`Old {label} List Id`, `New {label} List Id`, `New {label} List Number`). The line
   * entity must have the move's codes (InvalidTarget, MultipleSources, MultipleTargets).
   */
  move?: {
    label: string;
    /** The line entity again, typed as one that has the move's codes. */
    lineEntity: EntityWith<'InvalidTarget', 400> &
      EntityWith<'MultipleSources', 400> &
      EntityWith<'MultipleTargets', 400>;
  };
  views: {
    list: string;
    details: string;
    item: string;
    /** By-item row fields beyond id, in order, and its default sort. */
    itemColumns: ItemColumn[];
    itemSort: string;
  };
}

/** An order type whose lines move between its orders (its `move` declared). */
export type MovableOrderConfig = OrderConfig & { move: NonNullable<OrderConfig['move']> };

/** A by-item view column: a line field, a header field, or a name of a referenced master record. */
export type ItemColumn =
  | { key: string; from: 'line' | 'header' }
  | { key: string; from: 'name'; ref: RefKind; level: 'line' | 'header' };

export type ApiRecord = Record<string, unknown>;
export type OrderBody = ApiRecord & { details?: ApiRecord[] };
