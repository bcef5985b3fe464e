import { sql } from 'kysely';
import type { Executor } from '../../core/db/index.js';
import { nowIso } from '../../core/db/transaction.js';
import type { Actor, Change } from '../../core/events/outbox.js';
import { insertRows, recordChanges } from './bulk.js';

/** A Suggested PO line as planning.md part 2 fixes it; numbers ride along for the audit snapshot. */
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

/** Ids of the new orders by number (the numbers are unique). */
async function idsByNumber(db: Executor, table: 'purchase_orders' | 'manufacturing_orders') {
  const rows = await db.selectFrom(table).select(['id', 'number']).where('status', '=', SUGGESTED).execute();
  return new Map(rows.map((r) => [r.number, r.id]));
}

/**
 * Replaces every Suggested PO (header status Suggested; one whose line an ASN names is kept, as deleting it
 * would lose the ASN) with `orders`, with a Deleted or Created event (and audit record) per order. Runs in the
 * caller's transaction: the planning run's, or the queue applier's when the run was queued behind an
 * integration run.
 */
export async function replaceSuggestedPurchaseOrders(
  db: Executor,
  orders: readonly SuggestedPurchaseOrder[],
  actor: Actor,
): Promise<void> {
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
  const old = await removable
    .leftJoin('suppliers as s', 's.id', 'h.supplier_id')
    .select(['h.id', 'h.number', 'h.order_date', 's.number as supplier'])
    .execute();
  const deleted: Change[] = old.map((o) => ({
    entityType: 'PurchaseOrderList',
    entityId: o.id,
    action: 'Deleted',
    before: {
      id: o.id,
      'PO List Number': o.number,
      'PO List Document Status': SUGGESTED,
      'PO List Order Date': o.order_date,
      'Supplier Number': o.supplier,
    },
  }));
  await db.deleteFrom('purchase_order_lines').where('order_id', 'in', removable.select('h.id')).execute();
  await db.deleteFrom('purchase_orders').where('id', 'in', removable.select('h.id')).execute();

  const now = nowIso();
  await insertRows(
    db,
    'purchase_orders',
    ['number', 'status', 'order_date', 'supplier_id', 'created_at', 'updated_at'],
    orders.map((o) => [o.number, SUGGESTED, o.releaseDate, o.supplierId, now, now]),
  );
  const ids = await idsByNumber(db, 'purchase_orders');
  function* lineRows() {
    for (const o of orders)
      for (const l of o.lines)
        yield [
          ids.get(o.number),
          l.itemId,
          l.subItemId,
          l.warehouseId,
          l.shipFromId,
          l.price,
          l.quantity,
          SUGGESTED,
          l.releaseDate,
          l.receiptDate,
          l.receiptDate,
        ];
  }
  await insertRows(
    db,
    'purchase_order_lines',
    [
      'order_id',
      'item_id',
      'sub_item_id',
      'warehouse_id',
      'ship_from_id',
      'price',
      'quantity',
      'status',
      'order_date',
      'request_date',
      'eta_date',
    ],
    lineRows(),
  );
  function* changes(): Generator<Change> {
    yield* deleted;
    for (const o of orders) {
      const id = ids.get(o.number) as number;
      yield {
        entityType: 'PurchaseOrderList',
        entityId: id,
        action: 'Created',
        after: {
          id,
          'PO List Number': o.number,
          'PO List Document Status': SUGGESTED,
          'PO List Order Date': o.releaseDate,
          'Supplier Number': o.supplierNumber,
          details: o.lines.map((l) => ({
            'Item Number': l.itemNumber,
            'Sub Item Number': l.subItemNumber,
            'Warehouse Number': l.warehouseNumber,
            'Ship From Number': l.shipFromNumber,
            'PO Details Quantity': l.quantity,
            'PO Details Price': l.price,
            'PO Details Document Status': SUGGESTED,
            'PO Details Order Date': l.releaseDate,
            'PO Details Request Date': l.receiptDate,
            'PO Details ETA Date': l.receiptDate,
          })),
        },
      };
    }
  }
  await recordChanges(db, actor, ['PurchaseOrderList'], changes());
}

/** Replaces every Suggested MO (header status Suggested) with `orders`, one line each, with their events. */
export async function replaceSuggestedManufacturingOrders(
  db: Executor,
  orders: readonly SuggestedManufacturingOrder[],
  actor: Actor,
): Promise<void> {
  const old = await db
    .selectFrom('manufacturing_orders')
    .select(['id', 'number', 'order_date'])
    .where('status', '=', SUGGESTED)
    .execute();
  const deleted: Change[] = old.map((o) => ({
    entityType: 'ManufacturingOrderList',
    entityId: o.id,
    action: 'Deleted',
    before: {
      id: o.id,
      'MO List Number': o.number,
      'MO List Document Status': SUGGESTED,
      'MO List Order Date': o.order_date,
    },
  }));
  const suggested = db.selectFrom('manufacturing_orders').select('id').where('status', '=', SUGGESTED);
  await db.deleteFrom('manufacturing_order_lines').where('order_id', 'in', suggested).execute();
  await db.deleteFrom('manufacturing_orders').where('status', '=', SUGGESTED).execute();

  const now = nowIso();
  await insertRows(
    db,
    'manufacturing_orders',
    ['number', 'status', 'created_at', 'updated_at'],
    orders.map((o) => [o.number, SUGGESTED, now, now]),
  );
  const ids = await idsByNumber(db, 'manufacturing_orders');
  await insertRows(
    db,
    'manufacturing_order_lines',
    [
      'order_id',
      'item_id',
      'sub_item_id',
      'warehouse_id',
      'bom_id',
      'quantity',
      'status',
      'start_date',
      'due_date',
    ],
    orders.map((o) => [
      ids.get(o.number),
      o.itemId,
      o.subItemId,
      o.warehouseId,
      o.bomId,
      o.quantity,
      SUGGESTED,
      o.releaseDate,
      o.receiptDate,
    ]),
  );
  function* changes(): Generator<Change> {
    yield* deleted;
    for (const o of orders) {
      const id = ids.get(o.number) as number;
      yield {
        entityType: 'ManufacturingOrderList',
        entityId: id,
        action: 'Created',
        after: {
          id,
          'MO List Number': o.number,
          'MO List Document Status': SUGGESTED,
          'MO List Order Date': null,
          details: [
            {
              'Item Number': o.itemNumber,
              'Sub Item Number': o.subItemNumber,
              'Warehouse Number': o.warehouseNumber,
              'BOM Number': o.bomNumber,
              'MO Details Quantity': o.quantity,
              'MO Details Document Status': SUGGESTED,
              'MO Details Start Date': o.releaseDate,
              'MO Details Due Date': o.receiptDate,
            },
          ],
        },
      };
    }
  }
  await recordChanges(db, actor, ['ManufacturingOrderList'], changes());
}
