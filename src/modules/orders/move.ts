import type { Static } from 'typebox';
import { Type } from 'typebox';
import type { Store } from '../../core/db/index.js';
import { inTransaction, nowIso } from '../../core/db/transaction.js';
import { alreadyExists, badRequest } from '../../core/errors.js';
import { recordChange } from '../../core/events/outbox.js';
import { enqueueOperation, procurementLocked } from '../integrations/queue.js';
import { nullable } from './engine/schemas.js';
import {
  headerSnapshot,
  type LoadedLine,
  type LoadedOrder,
  lineNotFound,
  lineSnapshot,
  loadOrder,
  lockHeader,
  numberOf,
  type WriteContext,
} from './engine/service.js';
import { loose } from './engine/types.js';
import { purchaseOrders as cfg } from './purchase.js';

export const MoveBody = Type.Object({
  moves: Type.Array(
    Type.Object({
      id: Type.Integer({ description: 'id of the purchase order line' }),
      'Old Purchase Order List Id': Type.Integer({ description: 'source PO' }),
      'New Purchase Order List Id': Type.Optional(nullable('integer', { description: 'target PO' })),
      'New Purchase Order List Number': Type.Optional(
        nullable('string', { minLength: 1, description: 'number of a new PO created as the target' }),
      ),
    }),
    { minItems: 1 },
  ),
});
export type MoveRequest = Static<typeof MoveBody>;

export const MoveAnswer = Type.Object({
  message: Type.String(),
  rows_updated: Type.Optional(Type.Integer()),
  notification_type: Type.Optional(Type.Literal('Warning')),
});
export type MoveResult = Static<typeof MoveAnswer>;

/** A target must keep the order rules: one warehouse, no repeated Item Number + Sub Item Number. */
function checkTarget(lines: LoadedLine[]) {
  const warehouses = new Set(lines.map((l) => l.api['Warehouse Number']));
  if (warehouses.size > 1)
    throw badRequest(
      'OrderList.MultipleWarehouses',
      `The target purchase order would hold lines of several warehouses (${[...warehouses].join(', ')})`,
    );
  const seen = new Set<string>();
  for (const line of lines) {
    const key = JSON.stringify([line.api['Item Number'], line.api['Sub Item Number']]);
    if (seen.has(key))
      throw badRequest(
        'OrderDetails.DuplicateRows',
        `The target purchase order would hold Item Number ${String(line.api['Item Number'])}${
          line.api['Sub Item Number'] ? ` with Sub Item Number ${String(line.api['Sub Item Number'])}` : ''
        } twice`,
      );
    seen.add(key);
  }
}

type Target = { id: number } | { number: string };

/** The one source and one target all elements of a move must share (specification 4.2.1, limits 6). */
function planOf(request: MoveRequest): { sourceId: number; target: Target; lineIds: number[] } {
  const sources = new Set(request.moves.map((m) => m['Old Purchase Order List Id']));
  if (sources.size > 1)
    throw badRequest(
      'PurchaseOrderDetails.MultipleSources',
      'All moved lines must come from one purchase order',
    );
  const targets = request.moves.map((m, i): Target => {
    const id = m['New Purchase Order List Id'];
    const number = m['New Purchase Order List Number'];
    const hasId = id !== null && id !== undefined;
    const hasNumber = number !== null && number !== undefined;
    if (hasId === hasNumber)
      throw badRequest(
        'PurchaseOrderDetails.InvalidTarget',
        `moves/${i}: give either New Purchase Order List Id or New Purchase Order List Number`,
      );
    return hasId ? { id: Number(id) } : { number: String(number) };
  });
  if (new Set(targets.map((t) => JSON.stringify(t))).size > 1)
    throw badRequest('PurchaseOrderDetails.MultipleTargets', 'All lines must move to one purchase order');
  const lineIds = request.moves.map((m) => m.id);
  if (new Set(lineIds).size !== lineIds.length)
    throw badRequest('Request.Invalid', 'A line is listed more than once in moves');
  const sourceId = [...sources][0]!;
  const target = targets[0]!;
  if ('id' in target && target.id === sourceId)
    throw badRequest(
      'PurchaseOrderDetails.InvalidTarget',
      'The source and the target are the same purchase order',
    );
  return { sourceId, target, lineIds };
}

/**
 * Moves lines from one purchase order to another (existing, or created from the source's header values under
 * a new number), atomically. Both headers are locked in id order, so moves and updates of the same orders
 * serialise without deadlock. The emptied source stays.
 */
export async function moveLines(store: Store, request: MoveRequest, ctx: WriteContext): Promise<MoveResult> {
  const plan = planOf(request);
  return inTransaction(store, async (trx) => {
    const db = loose(trx);
    const lockIds = 'id' in plan.target ? [plan.sourceId, plan.target.id] : [plan.sourceId];
    const locked = new Map<number, LoadedOrder>();
    for (const id of [...lockIds].sort((a, b) => a - b))
      locked.set(id, await loadOrder(db, cfg, await lockHeader(store, db, cfg, id)));
    const source = locked.get(plan.sourceId)!;
    const moving = plan.lineIds.map((id) => {
      const line = source.lines.find((l) => l.id === id);
      if (!line) throw lineNotFound(cfg, id, source.id);
      return line;
    });
    const existingTarget = 'id' in plan.target ? locked.get(plan.target.id)! : null;
    checkTarget([...(existingTarget?.lines ?? []), ...moving]);
    if ('number' in plan.target) {
      const taken = await db
        .selectFrom(cfg.headerTable)
        .select('id')
        .where('number', '=', plan.target.number)
        .executeTakeFirst();
      if (taken) throw alreadyExists(cfg.entity, `Purchase order ${plan.target.number} already exists`);
    }
    if (!ctx.fromQueue && (await procurementLocked(trx))) {
      await enqueueOperation(trx, 'purchase-order.move', request, ctx.actor);
      return {
        message: `Procurement tables are locked by an integration run: the move of ${moving.length} line(s) from PO #${source.id} will be applied when the run ends`,
        notification_type: 'Warning' as const,
      };
    }

    const now = nowIso();
    let target: LoadedOrder;
    if (existingTarget) {
      target = existingTarget;
      await db
        .updateTable(cfg.headerTable)
        .set({ version: target.version + 1, updated_at: now })
        .where('id', '=', target.id)
        .execute();
    } else {
      const number = (plan.target as { number: string }).number;
      const sourceRow = await db
        .selectFrom(cfg.headerTable)
        .selectAll()
        .where('id', '=', source.id)
        .executeTakeFirstOrThrow();
      const row = await db
        .insertInto(cfg.headerTable)
        .values({
          number,
          status: sourceRow.status,
          order_date: sourceRow.order_date,
          supplier_id: sourceRow.supplier_id,
          custom: sourceRow.custom,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      target = {
        ...source,
        id: Number(row.id),
        version: 1,
        api: { ...source.api, [cfg.numberKey]: number },
        lines: [],
      };
      await recordChange(trx, ctx.actor, {
        entityType: cfg.entity,
        entityId: target.id,
        action: 'Created',
        after: headerSnapshot(target),
      });
    }
    await db
      .updateTable(cfg.headerTable)
      .set({ version: source.version + 1, updated_at: now })
      .where('id', '=', source.id)
      .execute();
    // One statement per line, each still guarded by its source, then the target checked as stored.
    for (const line of moving) {
      const result = await db
        .updateTable(cfg.lineTable)
        .set({ order_id: target.id })
        .where('id', '=', line.id)
        .where('order_id', '=', source.id)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) throw lineNotFound(cfg, line.id, source.id);
      await recordChange(trx, ctx.actor, {
        entityType: cfg.lineEntity,
        entityId: line.id,
        action: 'Updated',
        before: lineSnapshot(cfg, source.id, line),
        after: lineSnapshot(cfg, target.id, line),
        entityNumber: numberOf(cfg, target),
      });
    }
    const stored = await db
      .selectFrom(cfg.headerTable)
      .selectAll()
      .where('id', '=', target.id)
      .executeTakeFirstOrThrow();
    checkTarget((await loadOrder(db, cfg, stored)).lines);
    return {
      message: `${moving.length} line(s) moved from PO #${source.id} to PO #${target.id}`,
      rows_updated: moving.length,
    };
  });
}
