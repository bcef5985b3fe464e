import { translatingViolations } from '../../../core/db/errors/translate.js';
import type { Store } from '../../../core/db/index.js';
import { inTransaction, nowIso } from '../../../core/db/transaction.js';
import { AppError, type EntityWith, stillInUse } from '../../../core/errors.js';
import { type Actor, recordChange, recordDeleted } from '../../../core/events/outbox.js';
import {
  checkIfMatch,
  doneAnswer,
  headerSnapshot,
  type LoadedLine,
  type LoadedOrder,
  lineSnapshot,
  loadOrder,
  lockForWrite,
  lockHeader,
  numberOf,
  orderIdOfLine,
  type WriteAnswer,
  type WriteContext,
} from './records.js';
import type { OrderConfig } from './types.js';
import { loose } from './types.js';

/** Runs a delete; a row other records still reference is refused as `<entity>.StillInUse`. */
export async function deleteUnlessReferenced(
  store: Store,
  entity: EntityWith<'StillInUse'>,
  label: string,
  remove: () => Promise<unknown>,
) {
  const referenced = () => stillInUse(entity, `${label} is referenced by other records`);
  await translatingViolations(store, { foreignKey: referenced }, undefined, remove);
}

export async function deleteOrder(
  store: Store,
  cfg: OrderConfig,
  id: number,
  ctx: WriteContext,
): Promise<WriteAnswer> {
  return inTransaction(store, async (trx) => {
    const db = loose(trx);
    const header = await lockForWrite(store, db, cfg, id, ctx.ifMatch);
    const before = await loadOrder(db, cfg, header);
    // The lines go with their header (ON DELETE CASCADE); a record referencing one of them refuses it.
    await deleteUnlessReferenced(store, cfg.entity, `${cfg.short} #${id}`, () =>
      db.deleteFrom(cfg.headerTable).where('id', '=', id).execute(),
    );
    await recordDeletion(trx, cfg, before, before.lines, true, ctx.actor);
    return doneAnswer(cfg, before.api[cfg.numberKey], 'deleted');
  });
}

async function recordDeletion(
  trx: Parameters<typeof recordChange>[0],
  cfg: OrderConfig,
  order: LoadedOrder,
  lines: LoadedLine[],
  withHeader: boolean,
  actor: Actor,
) {
  for (const line of lines)
    await recordChange(trx, actor, {
      entityType: cfg.lineEntity,
      entityId: line.id,
      action: 'Deleted',
      before: lineSnapshot(cfg, order.id, line),
      entityNumber: numberOf(cfg, order),
    });
  if (withHeader) await recordDeleted(trx, actor, cfg.entity, order.id, headerSnapshot(order));
}

/** Deletes one line; the last line of an order takes its order with it (specification 4.2). */
export async function deleteOrderLine(
  store: Store,
  cfg: OrderConfig,
  lineId: number,
  ctx: WriteContext,
): Promise<WriteAnswer> {
  return inTransaction(store, async (trx) => {
    const db = loose(trx);
    // The line may move to another order between reading its order and locking it: read again under the lock.
    for (let attempt = 0; attempt < 5; attempt++) {
      const orderId = await orderIdOfLine(db, cfg, lineId);
      const header = await lockHeader(store, db, cfg, orderId);
      const order = await loadOrder(db, cfg, header);
      const target = order.lines.find((l) => l.id === lineId);
      if (!target) continue;
      // A line has no version of its own: If-Match names the ETag of its order, as GET of the line sends it.
      checkIfMatch(cfg, orderId, order.version, ctx.ifMatch);
      await deleteUnlessReferenced(store, cfg.lineEntity, `${cfg.lineShort} #${lineId}`, () =>
        db.deleteFrom(cfg.lineTable).where('id', '=', lineId).execute(),
      );
      const last = order.lines.length === 1;
      if (last) await db.deleteFrom(cfg.headerTable).where('id', '=', orderId).execute();
      else
        await db
          .updateTable(cfg.headerTable)
          .set({ version: order.version + 1, updated_at: nowIso() })
          .where('id', '=', orderId)
          .execute();
      await recordDeletion(trx, cfg, order, [target], last, ctx.actor);
      return {
        message: last
          ? `${cfg.lineShort} #${lineId} deleted, and ${cfg.short} #${orderId} with it as it was its last line`
          : `${cfg.lineShort} #${lineId} deleted`,
        notification_type: 'Success',
      };
    }
    throw new AppError(409, `${cfg.lineEntity}.Busy`, `${cfg.lineShort} #${lineId} keeps moving; try again`);
  });
}
