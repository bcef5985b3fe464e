import { sql } from 'kysely';
import type { Executor, Store, Tx } from '../../core/db/index.js';
import { takeServiceLock } from '../../core/db/locks.js';
import { inTransaction, nowIso } from '../../core/db/transaction.js';
import { AppError } from '../../core/errors.js';
import type { Actor } from '../../core/events/outbox.js';
import { queuedHandler, STALE_RUN_MESSAGE } from './queue.js';

/**
 * Applies the queue of operations accepted while an integration run held the procurement lock.
 *
 * Each operation is applied in its own transaction that (1) updates the `queue-apply` row of `service_locks`, which
 * serialises appliers across instances (a row lock on PostgreSQL, the write lock on SQLite), (2) reads the oldest
 * Queued operation, (3) runs its handler on a store bound to this transaction and (4) marks it Applied. The
 * handler's writes and the mark commit together: a process killed midway leaves the operation Queued with none
 * of its writes, and it is applied at the next start-up or tick, once. A refused operation is rolled back to a
 * savepoint, kept as Failed with its error code and message, and its author gets an in-app notification.
 */

export type ApplyStep = 'applied' | 'failed' | 'empty' | 'locked';

/** Serialises queue appliers and run starts. */
export const takeApplyLock = (trx: Tx) => takeServiceLock(trx, 'queue-apply');

/** Marks every run open past its `expires_at` as Failed (releasing the lock); returns how many. */
export async function expireStaleRuns(db: Executor): Promise<number> {
  const now = nowIso();
  const result = await db
    .updateTable('integration_runs')
    .set({ status: 'Failed', finished_at: now, message: STALE_RUN_MESSAGE })
    .where('status', '=', 'Running')
    .where('expires_at', '<', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The id of a Running run; with `expiredBefore`, only of one whose lease ran out before then. */
export async function runningRunId(db: Executor, expiredBefore?: string): Promise<number | undefined> {
  let query = db.selectFrom('integration_runs').select('id').where('status', '=', 'Running');
  if (expiredBefore !== undefined) query = query.where('expires_at', '<', expiredBefore);
  const run = await query.limit(1).executeTakeFirst();
  return run?.id;
}

function describeFailure(error: unknown): { code: string; message: string } {
  if (error instanceof AppError) return { code: error.code, message: error.message };
  const message = error instanceof Error ? error.message : String(error);
  return { code: 'QueuedOperation.Failed', message: message || 'The operation could not be applied' };
}

/** The module a notification belongs to (specification 2.12 `type`). */
const moduleOf = (operation: string) => (operation.startsWith('sales-order') ? 'Demand' : 'Procurement');

/** Applies the oldest queued operation, if the lock is free; one transaction. */
export async function applyNext(store: Store): Promise<ApplyStep> {
  return inTransaction(store, async (trx) => {
    await takeApplyLock(trx);
    await expireStaleRuns(trx);
    if ((await runningRunId(trx)) !== undefined) return 'locked';
    const op = await trx
      .selectFrom('queued_operations')
      .selectAll()
      .where('status', '=', 'Queued')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    if (!op) return 'empty';
    const actor: Actor = { id: op.actor_id, name: op.actor_name };
    await sql`savepoint queued_operation`.execute(trx);
    try {
      const handler = queuedHandler(op.operation);
      if (!handler)
        throw new AppError(400, 'QueuedOperation.Unknown', `No handler applies operation ${op.operation}`);
      await handler({ ...store, db: trx }, JSON.parse(op.payload) as unknown, actor);
      await sql`release savepoint queued_operation`.execute(trx);
      await trx
        .updateTable('queued_operations')
        .set({ status: 'Applied', applied_at: nowIso() })
        .where('id', '=', op.id)
        .execute();
      return 'applied';
    } catch (error) {
      // Busy, serialization and deadlock failures rerun the whole transaction; the operation stays Queued.
      if (store.dialect.isRetryable(error)) throw error;
      await sql`rollback to savepoint queued_operation`.execute(trx);
      const { code, message } = describeFailure(error);
      const now = nowIso();
      await trx
        .updateTable('queued_operations')
        .set({ status: 'Failed', applied_at: now, error_code: code, error_message: message })
        .where('id', '=', op.id)
        .execute();
      if (op.actor_id !== null)
        await trx
          .insertInto('notifications')
          .values({
            user_id: op.actor_id,
            type: moduleOf(op.operation),
            source: op.operation,
            event: 'QueuedOperationFailed',
            channel: 'in-app',
            message: `Queued operation #${op.id} (${op.operation}) accepted at ${op.accepted_at} failed: ${message} (${code})`,
            entity_id: String(op.id),
            event_id: null,
            created_at: now,
          })
          .execute();
      return 'failed';
    }
  });
}

/** Whether there is anything for an applier to do: queued operations, or a stale run to release. */
async function workPending(db: Executor): Promise<boolean> {
  const queued = await db
    .selectFrom('queued_operations')
    .select('id')
    .where('status', '=', 'Queued')
    .limit(1)
    .executeTakeFirst();
  if (queued) return true;
  return (await runningRunId(db, nowIso())) !== undefined;
}

/** Applies queued operations in acceptance order until the queue is empty or a run holds the lock again. */
export async function applyQueue(store: Store): Promise<{ applied: number; failed: number }> {
  const counts = { applied: 0, failed: 0 };
  if (!(await workPending(store.db))) return counts;
  for (;;) {
    const step = await applyNext(store);
    if (step === 'applied') counts.applied++;
    else if (step === 'failed') counts.failed++;
    else return counts;
  }
}
