/**
 * Net change's part of the Suggested orders (planning.md part 7): the lines of the replanned SKUs are taken out of
 * the Suggested POs, MOs and TOs (an order left without lines goes; a Suggested PO that groups lines of other SKUs
 * keeps them), and the replanned SKUs' new lines join the stored order of their group (supplier + ship-from +
 * warehouse + release date; From + receiving warehouse + ship date) or make a new one, as a full run would have
 * grouped them.
 */

import { sql } from 'kysely';
import { chunks } from '../../core/db/chunks.js';
import type { Executor } from '../../core/db/index.js';
import type { SuggestedTransferOrder } from './suggested-transfers.js';
import { writeSuggestedTransferOrders } from './suggested-transfers.js';
import {
  type SuggestedManufacturingOrder,
  type SuggestedPurchaseOrder,
  writeSuggestedManufacturingOrders,
  writeSuggestedPurchaseOrders,
} from './suggestions.js';

/** A SKU by its ids, as text (`item|sub item|warehouse`). */
export const skuKey = (itemId: number, subItemId: number | null, warehouseId: number) =>
  `${itemId}|${subItemId ?? ''}|${warehouseId}`;

interface LineRow {
  id: number;
  order_id: number;
  item_id: number;
  sub_item_id: number | null;
  warehouse_id: number;
}

type LineTable = 'purchase_order_lines' | 'manufacturing_order_lines' | 'transfer_order_lines';
type HeaderTable = 'purchase_orders' | 'manufacturing_orders' | 'transfer_orders';
const TABLES: readonly (readonly [HeaderTable, LineTable])[] = [
  ['purchase_orders', 'purchase_order_lines'],
  ['manufacturing_orders', 'manufacturing_order_lines'],
  ['transfer_orders', 'transfer_order_lines'],
];

/**
 * Deletes the Suggested lines of the SKUs `keys` (of items `itemIds`) and the Suggested orders they leave empty; a
 * PO line an ASN names stays, as a full run keeps its order. Answers how many orders went, per table.
 */
export async function removeSuggestedLinesOf(
  trx: Executor,
  itemIds: readonly number[],
  keys: ReadonlySet<string>,
): Promise<number> {
  let removedOrders = 0;
  for (const [headers, lines] of TABLES) {
    const doomed: number[] = [];
    const touched = new Set<number>();
    // An ASN keeps its PO line, as a full run keeps its order.
    const kept =
      lines === 'purchase_order_lines'
        ? sql`and not exists (select 1 from asns a where a.po_line_id = l.id)`
        : sql``;
    for (const items of chunks(itemIds)) {
      const found = await sql<LineRow>`select l.id, l.order_id, l.item_id, l.sub_item_id, l.warehouse_id
        from ${sql.table(lines)} l join ${sql.table(headers)} h on h.id = l.order_id
        where h.status = 'Suggested' and l.item_id in (${sql.join(items)}) ${kept}`.execute(trx);
      for (const line of found.rows)
        if (keys.has(skuKey(line.item_id, line.sub_item_id, line.warehouse_id))) {
          doomed.push(line.id);
          touched.add(line.order_id);
        }
    }
    for (const ids of chunks(doomed))
      await sql`delete from ${sql.table(lines)} where id in (${sql.join(ids)})`.execute(trx);
    for (const ids of chunks([...touched])) {
      const deleted = await sql`delete from ${sql.table(headers)} where id in (${sql.join(ids)})
        and not exists (select 1 from ${sql.table(lines)} l where l.order_id = ${sql.table(headers)}.id)`.execute(
        trx,
      );
      removedOrders += Number(deleted.numAffectedRows ?? 0);
    }
  }
  return removedOrders;
}

/**
 * The stored Suggested orders of a table with lines that new orders of `parties` (suppliers; From warehouses) and
 * `dates` (order dates) may join, by group key, with their id and number.
 */
async function storedGroups(
  trx: Executor,
  headers: 'purchase_orders' | 'transfer_orders',
  parties: readonly number[],
  dates: readonly string[],
): Promise<Map<string, { id: number; number: string }>> {
  const groups = new Map<string, { id: number; number: string }>();
  if (parties.length === 0 || dates.length === 0) return groups;
  if (headers === 'purchase_orders') {
    const rows = await trx
      .selectFrom('purchase_orders as h')
      .innerJoin('purchase_order_lines as l', 'l.order_id', 'h.id')
      .select(['h.id', 'h.number', 'h.supplier_id', 'h.order_date', 'l.ship_from_id', 'l.warehouse_id'])
      .where('h.status', '=', 'Suggested')
      .where('h.supplier_id', 'in', parties)
      .where('h.order_date', 'in', dates)
      .execute();
    for (const r of rows)
      groups.set(`${r.supplier_id}|${r.ship_from_id}|${r.warehouse_id}|${r.order_date}`, {
        id: r.id,
        number: r.number,
      });
  } else {
    const rows = await trx
      .selectFrom('transfer_orders as h')
      .innerJoin('transfer_order_lines as l', 'l.order_id', 'h.id')
      .select(['h.id', 'h.number', 'h.from_warehouse_id', 'h.order_date', 'l.warehouse_id'])
      .where('h.status', '=', 'Suggested')
      .where('h.from_warehouse_id', 'in', parties)
      .where('h.order_date', 'in', dates)
      .execute();
    for (const r of rows)
      groups.set(`${r.from_warehouse_id}|${r.warehouse_id}|${r.order_date}`, { id: r.id, number: r.number });
  }
  return groups;
}

export interface ReplannedOrders {
  purchase: SuggestedPurchaseOrder[];
  manufacturing: SuggestedManufacturingOrder[];
  transfer: SuggestedTransferOrder[];
}

/**
 * Writes the replanned SKUs' Suggested orders (`orders`, numbered for this net change, holding only their lines):
 * a PO or TO whose group has a stored order joins it. Answers, per number given, the number the lines went under.
 */
export async function writeReplannedOrders(
  trx: Executor,
  orders: ReplannedOrders,
): Promise<{ numberOf: Map<string, string>; created: number }> {
  const numberOf = new Map<string, string>();
  const distinct = <T>(values: T[]) => [...new Set(values)];
  const purchaseGroups = await storedGroups(
    trx,
    'purchase_orders',
    distinct(orders.purchase.map((o) => o.supplierId)),
    distinct(orders.purchase.map((o) => o.releaseDate)),
  );
  const purchaseStored = (o: SuggestedPurchaseOrder) => {
    const line = o.lines[0]!;
    return purchaseGroups.get(`${o.supplierId}|${line.shipFromId}|${line.warehouseId}|${o.releaseDate}`);
  };
  const transferGroups = await storedGroups(
    trx,
    'transfer_orders',
    distinct(orders.transfer.map((o) => o.fromWarehouseId)),
    distinct(orders.transfer.map((o) => o.shipDate)),
  );
  const transferStored = (o: SuggestedTransferOrder) =>
    transferGroups.get(`${o.fromWarehouseId}|${o.lines[0]!.warehouseId}|${o.shipDate}`);
  let created = orders.manufacturing.length;
  for (const o of orders.purchase) {
    const stored = purchaseStored(o);
    numberOf.set(o.number, stored?.number ?? o.number);
    if (!stored) created++;
  }
  for (const o of orders.transfer) {
    const stored = transferStored(o);
    numberOf.set(o.number, stored?.number ?? o.number);
    if (!stored) created++;
  }
  await writeSuggestedPurchaseOrders(trx, orders.purchase, (o) => purchaseStored(o)?.id);
  await writeSuggestedManufacturingOrders(trx, orders.manufacturing);
  await writeSuggestedTransferOrders(trx, orders.transfer, (o) => transferStored(o)?.id);
  return { numberOf, created };
}
