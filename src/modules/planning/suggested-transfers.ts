/**
 * Suggested transfer orders (planning.md part 5): the run removes the last run's and writes its own, one per From +
 * receiving warehouse + ship date, in its transaction and without an event or audit record per order (the run is
 * one operation, recorded by its caller). Integration runs do not lock transfer orders, so they are never queued.
 */
import { FLOAT, INT, TEXT } from '../../core/db/bulk.js';
import type { Executor } from '../../core/db/index.js';
import { insertSuggestedOrders, removeSuggestedOrders, type SkuIdentity } from './suggestions.js';

/** A Suggested TO line; its warehouse is the receiving one. */
export interface SuggestedTransferLine extends SkuIdentity {
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

/** Deletes every Suggested TO (header status Suggested) with its lines; answers how many orders. */
export const removeSuggestedTransferOrders = (db: Executor) =>
  removeSuggestedOrders(db, 'transfer_orders', 'transfer_order_lines');

/** Inserts `orders` and their lines, statuses Suggested. */
export async function writeSuggestedTransferOrders(
  db: Executor,
  orders: readonly SuggestedTransferOrder[],
  existing?: (order: SuggestedTransferOrder) => number | undefined,
): Promise<void> {
  await insertSuggestedOrders(
    db,
    orders,
    {
      header: {
        table: 'transfer_orders',
        columns: [
          ['number', TEXT],
          ['order_date', TEXT],
          ['from_warehouse_id', INT],
        ],
        fill: (o, row) => {
          row[0] = o.number;
          row[1] = o.shipDate;
          row[2] = o.fromWarehouseId;
        },
      },
      line: {
        table: 'transfer_order_lines',
        columns: [
          ['item_id', INT],
          ['sub_item_id', INT],
          ['warehouse_id', INT],
          ['quantity', FLOAT],
          ['ship_date', TEXT],
          ['receipt_date', TEXT],
        ],
        linesOf: (o) => o.lines,
        fill: (l: SuggestedTransferLine, row) => {
          row[0] = l.itemId;
          row[1] = l.subItemId;
          row[2] = l.warehouseId;
          row[3] = l.quantity;
          row[4] = l.shipDate;
          row[5] = l.receiptDate;
        },
      },
    },
    existing,
  );
}
