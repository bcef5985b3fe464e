import type { Kysely, Transaction } from 'kysely';
import type { OrderDeclaration, RefKind } from '../../../catalogue/orders.js';
import type { Executor } from '../../../core/db/index.js';
import type { BadRequestCode, ErrorCode } from '../../../core/errors.js';
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

/** The field declarations of an order type are the catalogue's (src/catalogue/orders.ts). */
export type { FieldDef, RefKind } from '../../../catalogue/orders.js';

/** Rules one order type has beyond the shared ones. */
export interface DateRule {
  /** Line date fields that must not decrease in this order (null values are skipped). */
  chain: string[];
  code: BadRequestCode;
  message: (line: number, earlier: string, later: string) => string;
}

/**
 * An order type as the engine serves it: its declaration (src/catalogue/orders.ts) and the server's hooks.
 */
export interface OrderConfig extends Omit<OrderDeclaration, 'views'> {
  /** Whether DELETE of one line only needs a session (the specification says so for purchase orders). */
  lineDeleteNeedsSessionOnly: boolean;
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
  /** Operations queued while an integration run locks procurement (specification part 6). */
  queued?: { create?: QueuedOperationName; update?: QueuedOperationName; move?: QueuedOperationName };
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
