import { sql } from 'kysely';
import type { Executor } from '../../core/db/index.js';
import { nowIso } from '../../core/db/transaction.js';
import type { Actor, Change, Snapshot } from '../../core/events/outbox.js';
import {
  createdPayloadText,
  deletedPayloadText,
  FLOAT,
  INT,
  insertEvents,
  insertMany,
  recordChanges,
  type SharedColumn,
  TEXT,
  trackedTypes,
} from './bulk.js';

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

/** A new Suggested order header's columns that are the same for every order of the run. */
const headerColumns = (now: string): SharedColumn[] => [
  ['status', TEXT, SUGGESTED],
  ['created_at', TEXT, now],
  ['updated_at', TEXT, now],
];

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
  await writeSuggestedPurchaseOrders(db, orders, actor, await removeSuggestedPurchaseOrders(db));
}

/**
 * The first half of replaceSuggestedPurchaseOrders: deletes the Suggested POs it replaces and answers their
 * Deleted changes, for writeSuggestedPurchaseOrders to record (the planning run removes them while it plans).
 */
export async function removeSuggestedPurchaseOrders(db: Executor): Promise<Change[]> {
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
  return deleted;
}

/**
 * The second half of replaceSuggestedPurchaseOrders: inserts `orders`, then records the `deleted` changes of
 * removeSuggestedPurchaseOrders and a Created change per new order.
 */
export async function writeSuggestedPurchaseOrders(
  db: Executor,
  orders: readonly SuggestedPurchaseOrder[],
  actor: Actor,
  deleted: readonly Change[],
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
  await recordSuggestionChanges(
    db,
    actor,
    'PurchaseOrderList',
    deleted,
    orders.length,
    (i) => purchaseOrderSnapshot(orders[i]!, ids[i]!),
    (i) => purchaseOrderPayload(orders[i]!, ids[i]!),
  );
}

/**
 * The Deleted events of the old suggestions, then the Created events of the new ones (with their audit
 * records when the type's change tracking is on). Without tracking, both are written from their snapshots'
 * payload texts directly (insertEvents): the same rows as recordChanges, without a Change object per new order.
 */
async function recordSuggestionChanges(
  db: Executor,
  actor: Actor,
  entityType: string,
  deleted: readonly Change[],
  count: number,
  created: (i: number) => { entityId: number; after: Snapshot },
  payload: (i: number) => { entityId: number; payload: string },
): Promise<void> {
  if ((await trackedTypes(db, [entityType])).has(entityType)) {
    function* changes(): Generator<Change> {
      yield* deleted;
      for (let i = 0; i < count; i++) {
        const { entityId, after } = created(i);
        yield { entityType, entityId, action: 'Created', after };
      }
    }
    await recordChanges(db, actor, [entityType], changes());
    return;
  }
  await insertEvents(db, actor, 'Deleted', entityType, deleted.length, (i) => {
    const change = deleted[i]!;
    return { entityId: change.entityId, payload: deletedPayloadText(change.before ?? {}) };
  });
  await insertEvents(db, actor, 'Created', entityType, count, payload);
}

/** A Suggested PO's snapshot, as its Created event and audit record give it. */
export function purchaseOrderSnapshot(o: SuggestedPurchaseOrder, id: number) {
  return {
    entityId: id,
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

/** A Suggested MO's snapshot, as its Created event and audit record give it. */
export function manufacturingOrderSnapshot(o: SuggestedManufacturingOrder, id: number) {
  return {
    entityId: id,
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

/*
 * The same snapshots' Created payloads written as text directly: the characters recordChange writes for the
 * objects above (test/planning/suggestion-payloads.test.ts compares them), three times faster than building the
 * objects and stringifying them, for the 200,000 orders of a large run.
 */
const text = (value: string | null) => (value === null ? 'null' : JSON.stringify(value));
const num = (value: number | null) => (value === null || !Number.isFinite(value) ? 'null' : String(value));

export function purchaseOrderPayload(o: SuggestedPurchaseOrder, id: number) {
  let details = '';
  for (const l of o.lines) {
    const receipt = text(l.receiptDate);
    details +=
      `${details === '' ? '' : ','}{"Item Number":${text(l.itemNumber)},"Sub Item Number":${text(l.subItemNumber)},` +
      `"Warehouse Number":${text(l.warehouseNumber)},"Ship From Number":${text(l.shipFromNumber)},` +
      `"PO Details Quantity":${num(l.quantity)},"PO Details Price":${num(l.price)},` +
      `"PO Details Document Status":"${SUGGESTED}","PO Details Order Date":${text(l.releaseDate)},` +
      `"PO Details Request Date":${receipt},"PO Details ETA Date":${receipt}}`;
  }
  return {
    entityId: id,
    payload: createdPayloadText(
      ['id', 'PO List Number', 'PO List Document Status', 'PO List Order Date', 'Supplier Number', 'details'],
      [
        num(id),
        text(o.number),
        `"${SUGGESTED}"`,
        text(o.releaseDate),
        text(o.supplierNumber),
        `[${details}]`,
      ],
    ),
  };
}

export function manufacturingOrderPayload(o: SuggestedManufacturingOrder, id: number) {
  const details =
    `[{"Item Number":${text(o.itemNumber)},"Sub Item Number":${text(o.subItemNumber)},` +
    `"Warehouse Number":${text(o.warehouseNumber)},"BOM Number":${text(o.bomNumber)},` +
    `"MO Details Quantity":${num(o.quantity)},"MO Details Document Status":"${SUGGESTED}",` +
    `"MO Details Start Date":${text(o.releaseDate)},"MO Details Due Date":${text(o.receiptDate)}}]`;
  return {
    entityId: id,
    payload: createdPayloadText(
      ['id', 'MO List Number', 'MO List Document Status', 'MO List Order Date', 'details'],
      [num(id), text(o.number), `"${SUGGESTED}"`, 'null', details],
    ),
  };
}

/** Replaces every Suggested MO (header status Suggested) with `orders`, one line each, with their events. */
export async function replaceSuggestedManufacturingOrders(
  db: Executor,
  orders: readonly SuggestedManufacturingOrder[],
  actor: Actor,
): Promise<void> {
  await writeSuggestedManufacturingOrders(db, orders, actor, await removeSuggestedManufacturingOrders(db));
}

/** The first half of replaceSuggestedManufacturingOrders: deletes every Suggested MO, answers their changes. */
export async function removeSuggestedManufacturingOrders(db: Executor): Promise<Change[]> {
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
  return deleted;
}

/** The second half of replaceSuggestedManufacturingOrders: inserts `orders`, records `deleted` and their own. */
export async function writeSuggestedManufacturingOrders(
  db: Executor,
  orders: readonly SuggestedManufacturingOrder[],
  actor: Actor,
  deleted: readonly Change[],
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
  await recordSuggestionChanges(
    db,
    actor,
    'ManufacturingOrderList',
    deleted,
    orders.length,
    (i) => manufacturingOrderSnapshot(orders[i]!, ids[i]!),
    (i) => manufacturingOrderPayload(orders[i]!, ids[i]!),
  );
}
