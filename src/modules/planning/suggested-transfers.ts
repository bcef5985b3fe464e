/**
 * Suggested transfer orders (planning.md part 5): the run removes the last run's and writes its own, one per From +
 * receiving warehouse + ship date, in its transaction and without an event or audit record per order (the run is
 * one operation, recorded by its caller). Integration runs do not lock transfer orders, so they are never queued.
 */
import { FLOAT, INT, insertMany, TEXT } from '../../core/db/bulk.js';
import type { Executor } from '../../core/db/index.js';
import { nowIso } from '../../core/db/transaction.js';

export interface SuggestedTransferLine {
  itemId: number;
  itemNumber: string;
  subItemId: number | null;
  subItemNumber: string | null;
  /** The receiving warehouse. */
  warehouseId: number;
  warehouseNumber: string;
  quantity: number;
  shipDate: string;
  receiptDate: string;
}

export interface SuggestedTransferOrder {
  number: string;
  fromWarehouseId: number;
  fromWarehouseNumber: string;
  /** The order date: the day its lines ship. */
  shipDate: string;
  lines: SuggestedTransferLine[];
}

const SUGGESTED = 'Suggested';

/** Deletes every Suggested TO (header status Suggested) with its lines; answers how many orders. */
export async function removeSuggestedTransferOrders(db: Executor): Promise<number> {
  const suggested = db.selectFrom('transfer_orders').select('id').where('status', '=', SUGGESTED);
  await db.deleteFrom('transfer_order_lines').where('order_id', 'in', suggested).execute();
  const { numDeletedRows } = await db
    .deleteFrom('transfer_orders')
    .where('status', '=', SUGGESTED)
    .executeTakeFirst();
  return Number(numDeletedRows);
}

/** Inserts `orders` and their lines, statuses Suggested. */
export async function writeSuggestedTransferOrders(
  db: Executor,
  orders: readonly SuggestedTransferOrder[],
): Promise<void> {
  const now = nowIso();
  const ids = await insertMany(
    db,
    'transfer_orders',
    [
      ['number', TEXT],
      ['order_date', TEXT],
      ['from_warehouse_id', INT],
    ],
    orders.length,
    (i, row) => {
      const o = orders[i]!;
      row[0] = o.number;
      row[1] = o.shipDate;
      row[2] = o.fromWarehouseId;
    },
    {
      returning: 'id',
      shared: [
        ['status', TEXT, SUGGESTED],
        ['created_at', TEXT, now],
        ['updated_at', TEXT, now],
      ],
    },
  );
  const lines = orders.flatMap((o, k) => o.lines.map((line) => ({ orderId: ids[k]!, line })));
  await insertMany(
    db,
    'transfer_order_lines',
    [
      ['order_id', INT],
      ['item_id', INT],
      ['sub_item_id', INT],
      ['warehouse_id', INT],
      ['quantity', FLOAT],
      ['ship_date', TEXT],
      ['receipt_date', TEXT],
    ],
    lines.length,
    (i, row) => {
      const { orderId, line } = lines[i]!;
      row[0] = orderId;
      row[1] = line.itemId;
      row[2] = line.subItemId;
      row[3] = line.warehouseId;
      row[4] = line.quantity;
      row[5] = line.shipDate;
      row[6] = line.receiptDate;
    },
    { shared: [['status', TEXT, SUGGESTED]] },
  );
}
