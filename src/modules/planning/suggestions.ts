import { sql } from 'kysely';
import { FLOAT, INT, insertMany, type SharedColumn, TEXT } from '../../core/db/bulk.js';
import type { Executor } from '../../core/db/index.js';
import { nowIso } from '../../core/db/transaction.js';

/** A Suggested PO line as planning.md part 2 fixes it (numbers ride along for the scenarios' listings). */
export interface SuggestedPurchaseLine {
  itemId: number;
  itemNumber: string;
  subItemId: number | null;
  subItemNumber: string | null;
  warehouseId: number;
  warehouseNumber: string;
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

export interface SuggestedManufacturingOrder {
  number: string;
  itemId: number;
  itemNumber: string;
  subItemId: number | null;
  subItemNumber: string | null;
  warehouseId: number;
  warehouseNumber: string;
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
): Promise<void> {
  const now = nowIso();
  // The new orders' ids, in the order of `orders` (read back from the insert, not by number afterwards).
  const ids = await insertMany(
    db,
    'purchase_orders',
    [
      ['number', TEXT],
      ['order_date', TEXT],
      ['supplier_id', INT],
    ],
    orders.length,
    (i, row) => {
      const o = orders[i]!;
      row[0] = o.number;
      row[1] = o.releaseDate;
      row[2] = o.supplierId;
    },
    { returning: 'id', shared: headerColumns(now) },
  );
  const lines: SuggestedPurchaseLine[] = [];
  const lineOrderIds: number[] = [];
  for (let i = 0; i < orders.length; i++)
    for (const line of orders[i]!.lines) {
      lines.push(line);
      lineOrderIds.push(ids[i]!);
    }
  await insertMany(
    db,
    'purchase_order_lines',
    [
      ['order_id', INT],
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
    lines.length,
    (i, row) => {
      const l = lines[i]!;
      row[0] = lineOrderIds[i];
      row[1] = l.itemId;
      row[2] = l.subItemId;
      row[3] = l.warehouseId;
      row[4] = l.shipFromId;
      row[5] = l.price;
      row[6] = l.quantity;
      row[7] = l.releaseDate;
      row[8] = l.receiptDate;
      row[9] = l.receiptDate;
    },
    { shared: [['status', TEXT, SUGGESTED]] },
  );
}

/** Replaces every Suggested MO (header status Suggested) with `orders`, one line each; answers how many it removed. */
export async function replaceSuggestedManufacturingOrders(
  db: Executor,
  orders: readonly SuggestedManufacturingOrder[],
): Promise<number> {
  const removed = await removeSuggestedManufacturingOrders(db);
  await writeSuggestedManufacturingOrders(db, orders);
  return removed;
}

/** The first half of replaceSuggestedManufacturingOrders: deletes every Suggested MO, answers how many. */
export async function removeSuggestedManufacturingOrders(db: Executor): Promise<number> {
  const suggested = db.selectFrom('manufacturing_orders').select('id').where('status', '=', SUGGESTED);
  await db.deleteFrom('manufacturing_order_lines').where('order_id', 'in', suggested).execute();
  const { numDeletedRows } = await db
    .deleteFrom('manufacturing_orders')
    .where('status', '=', SUGGESTED)
    .executeTakeFirst();
  return Number(numDeletedRows);
}

/** The second half of replaceSuggestedManufacturingOrders: inserts `orders`, one line each. */
export async function writeSuggestedManufacturingOrders(
  db: Executor,
  orders: readonly SuggestedManufacturingOrder[],
): Promise<void> {
  const now = nowIso();
  const ids = await insertMany(
    db,
    'manufacturing_orders',
    [['number', TEXT]],
    orders.length,
    (i, row) => {
      row[0] = orders[i]!.number;
    },
    { returning: 'id', shared: headerColumns(now) },
  );
  await insertMany(
    db,
    'manufacturing_order_lines',
    [
      ['order_id', INT],
      ['item_id', INT],
      ['sub_item_id', INT],
      ['warehouse_id', INT],
      ['bom_id', INT],
      ['quantity', FLOAT],
      ['start_date', TEXT],
      ['due_date', TEXT],
    ],
    orders.length,
    (i, row) => {
      const o = orders[i]!;
      row[0] = ids[i];
      row[1] = o.itemId;
      row[2] = o.subItemId;
      row[3] = o.warehouseId;
      row[4] = o.bomId;
      row[5] = o.quantity;
      row[6] = o.releaseDate;
      row[7] = o.receiptDate;
    },
    { shared: [['status', TEXT, SUGGESTED]] },
  );
}
