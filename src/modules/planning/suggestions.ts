import { sql } from 'kysely';
import { type BulkColumns, FLOAT, INT, insertMany, type SharedColumn, TEXT } from '../../core/db/bulk.js';
import type { Executor } from '../../core/db/index.js';
import { nowIso } from '../../core/db/transaction.js';

/** Ids of a planned SKU (PlanColumns.skus index), with its numbers. */
export interface SkuIdentity {
  itemId: number;
  itemNumber: string;
  subItemId: number | null;
  subItemNumber: string | null;
  warehouseId: number;
  warehouseNumber: string;
}

/** A Suggested PO line as planning.md part 2 fixes it (numbers ride along for the scenarios' listings). */
export interface SuggestedPurchaseLine extends SkuIdentity {
  shipFromId: number;
  shipFromNumber: string;
  quantity: number;
  price: number | null;
  releaseDate: string;
  receiptDate: string;
}

export interface SuggestedPurchaseOrder {
  number: string;
  supplierId: number;
  supplierNumber: string;
  releaseDate: string;
  lines: SuggestedPurchaseLine[];
}

export interface SuggestedManufacturingOrder extends SkuIdentity {
  number: string;
  bomId: number;
  bomNumber: string;
  quantity: number;
  releaseDate: string;
  receiptDate: string;
}

const SUGGESTED = 'Suggested';

/** A new Suggested order header's columns that are the same for every order of the run. */
const headerColumns = (now: string): SharedColumn[] => [
  ['status', TEXT, SUGGESTED],
  ['created_at', TEXT, now],
  ['updated_at', TEXT, now],
];

/** How one kind of Suggested order is written: its header's table and columns, its lines' table and columns. */
export interface SuggestedOrderTables<O, L> {
  header: { table: string; columns: BulkColumns; fill: (order: O, row: unknown[]) => void };
  /** Its columns after `order_id`, which the writer fills with the new header's id. */
  line: {
    table: string;
    columns: BulkColumns;
    linesOf: (order: O) => readonly L[];
    fill: (line: L, row: unknown[]) => void;
  };
}

/**
 * Inserts Suggested orders and their lines, statuses Suggested: the headers in bulk with their new ids read back
 * (not by number afterwards), then every line with its order's id. An order `existing` gives an id for is a
 * header already stored (net change adds lines to it): only its lines are inserted.
 */
export async function insertSuggestedOrders<O, L>(
  db: Executor,
  orders: readonly O[],
  tables: SuggestedOrderTables<O, L>,
  existing: (order: O) => number | undefined = () => undefined,
): Promise<void> {
  const { header, line } = tables;
  const stored = orders.map(existing);
  const fresh = orders.filter((_, i) => stored[i] === undefined);
  const freshIds = await insertMany(
    db,
    header.table,
    header.columns,
    fresh.length,
    (i, row) => header.fill(fresh[i]!, row),
    { returning: 'id', shared: headerColumns(nowIso()) },
  );
  let next = 0;
  const ids = stored.map((id) => id ?? freshIds[next++]!);
  const lines: L[] = [];
  const lineOrderIds: number[] = [];
  orders.forEach((order, i) => {
    for (const each of line.linesOf(order)) {
      lines.push(each);
      lineOrderIds.push(ids[i]!);
    }
  });
  // The line's own values are written one place to the right of order_id.
  const shifted: unknown[] = [];
  await insertMany(
    db,
    line.table,
    [['order_id', INT], ...line.columns],
    lines.length,
    (i, row) => {
      row[0] = lineOrderIds[i];
      shifted.length = 0;
      line.fill(lines[i]!, shifted);
      for (let k = 0; k < line.columns.length; k++) row[k + 1] = shifted[k];
    },
    { shared: [['status', TEXT, SUGGESTED]] },
  );
}

/**
 * Replaces every Suggested PO (header status Suggested; one whose line an ASN names is kept, as deleting it
 * would lose the ASN) with `orders` and answers how many it removed. No event or audit record per order: the run
 * is one operation (planning.md part 2), recorded by its caller. Runs in the caller's transaction: the planning
 * run's, or the queue applier's when the run was queued behind an integration run.
 */
export async function replaceSuggestedPurchaseOrders(
  db: Executor,
  orders: readonly SuggestedPurchaseOrder[],
): Promise<number> {
  const removed = await removeSuggestedPurchaseOrders(db);
  await writeSuggestedPurchaseOrders(db, orders);
  return removed;
}

/**
 * The first half of replaceSuggestedPurchaseOrders: deletes the Suggested POs it replaces and answers how many
 * (the planning run removes them while it plans).
 */
export async function removeSuggestedPurchaseOrders(db: Executor): Promise<number> {
  const removable = db
    .selectFrom('purchase_orders as h')
    .where('h.status', '=', SUGGESTED)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('purchase_order_lines as l')
            .innerJoin('asns as a', 'a.po_line_id', 'l.id')
            .select(sql`1`.as('one'))
            .whereRef('l.order_id', '=', 'h.id'),
        ),
      ),
    );
  await db.deleteFrom('purchase_order_lines').where('order_id', 'in', removable.select('h.id')).execute();
  const { numDeletedRows } = await db
    .deleteFrom('purchase_orders')
    .where('id', 'in', removable.select('h.id'))
    .executeTakeFirst();
  return Number(numDeletedRows);
}

/** The second half of replaceSuggestedPurchaseOrders: inserts `orders` with their lines. */
export async function writeSuggestedPurchaseOrders(
  db: Executor,
  orders: readonly SuggestedPurchaseOrder[],
  existing?: (order: SuggestedPurchaseOrder) => number | undefined,
): Promise<void> {
  await insertSuggestedOrders(
    db,
    orders,
    {
      header: {
        table: 'purchase_orders',
        columns: [
          ['number', TEXT],
          ['order_date', TEXT],
          ['supplier_id', INT],
        ],
        fill: (o, row) => {
          row[0] = o.number;
          row[1] = o.releaseDate;
          row[2] = o.supplierId;
        },
      },
      line: {
        table: 'purchase_order_lines',
        columns: [
          ['item_id', INT],
          ['sub_item_id', INT],
          ['warehouse_id', INT],
          ['ship_from_id', INT],
          ['price', FLOAT],
          ['quantity', FLOAT],
          ['order_date', TEXT],
          ['request_date', TEXT],
          ['eta_date', TEXT],
        ],
        linesOf: (o) => o.lines,
        fill: (l: SuggestedPurchaseLine, row) => {
          row[0] = l.itemId;
          row[1] = l.subItemId;
          row[2] = l.warehouseId;
          row[3] = l.shipFromId;
          row[4] = l.price;
          row[5] = l.quantity;
          row[6] = l.releaseDate;
          row[7] = l.receiptDate;
          row[8] = l.receiptDate;
        },
      },
    },
    existing,
  );
}

/**
 * Deletes every Suggested order (header status Suggested) of a type whose Suggested orders are all replaced, with
 * its lines; answers how many orders.
 */
export async function removeSuggestedOrders(
  db: Executor,
  header: 'manufacturing_orders' | 'transfer_orders',
  lines: 'manufacturing_order_lines' | 'transfer_order_lines',
): Promise<number> {
  const suggested = db.selectFrom(header).select('id').where('status', '=', SUGGESTED);
  await db.deleteFrom(lines).where('order_id', 'in', suggested).execute();
  const { numDeletedRows } = await db.deleteFrom(header).where('status', '=', SUGGESTED).executeTakeFirst();
  return Number(numDeletedRows);
}

/** Deletes every Suggested MO (header status Suggested) with its line, answers how many. */
export const removeSuggestedManufacturingOrders = (db: Executor) =>
  removeSuggestedOrders(db, 'manufacturing_orders', 'manufacturing_order_lines');

/** Inserts `orders` as Suggested MOs, one line each. */
export async function writeSuggestedManufacturingOrders(
  db: Executor,
  orders: readonly SuggestedManufacturingOrder[],
): Promise<void> {
  await insertSuggestedOrders(db, orders, {
    header: {
      table: 'manufacturing_orders',
      columns: [['number', TEXT]],
      fill: (o, row) => {
        row[0] = o.number;
      },
    },
    line: {
      table: 'manufacturing_order_lines',
      columns: [
        ['item_id', INT],
        ['sub_item_id', INT],
        ['warehouse_id', INT],
        ['bom_id', INT],
        ['quantity', FLOAT],
        ['start_date', TEXT],
        ['due_date', TEXT],
      ],
      linesOf: (o) => [o],
      fill: (o, row) => {
        row[0] = o.itemId;
        row[1] = o.subItemId;
        row[2] = o.warehouseId;
        row[3] = o.bomId;
        row[4] = o.quantity;
        row[5] = o.releaseDate;
        row[6] = o.receiptDate;
      },
    },
  });
}
