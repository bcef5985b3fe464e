import type { Executor, Store } from '../../core/db/index.js';
import { nowIso } from '../../core/db/transaction.js';
import type { Actor } from '../../core/events/outbox.js';

/** The operations specification part 6 queues while an integration run locks the procurement tables. */
export type QueuedOperationName =
  | 'purchase-order.create'
  | 'purchase-order.update'
  | 'purchase-order.move'
  | 'sales-order.create'
  /** A planning run's Suggested POs (planning.md part 2). */
  | 'planning.suggested-purchase-orders';

/**
 * Applies one queued operation as if it had just been sent; throws an AppError when it is refused.
 * The store it receives is bound to the applier's transaction: write only through it (`inTransaction(store, …)`
 * joins that transaction), so the operation's writes and its Applied mark commit together, exactly once.
 */
export type QueuedHandler = (store: Store, payload: unknown, actor: Actor) => Promise<void>;

const handlers = new Map<QueuedOperationName, QueuedHandler>();

/** Each order module registers how to apply its queued operations (at load time). */
export function registerQueuedHandler(operation: QueuedOperationName, handler: QueuedHandler): void {
  handlers.set(operation, handler);
}

export const queuedHandler = (operation: string) => handlers.get(operation as QueuedOperationName);

const releaseListeners = new Set<() => void>();

/**
 * Called (after the fact, asynchronously) when a reader of the lock found a stale run and released it, so the
 * app that owns a queue applier can apply what the run left queued. Returns the unsubscribe function.
 */
export function onLockReleased(listener: () => void): () => void {
  releaseListeners.add(listener);
  return () => releaseListeners.delete(listener);
}

export const STALE_RUN_MESSAGE =
  'The integration lock timed out (INTEGRATION_LOCK_MINUTES); the run was marked Failed';

/**
 * Whether an integration run currently holds the procurement lock. Call it inside the transaction that then
 * writes or enqueues: it row-locks the running run (a no-op update), so a concurrent completion of the run waits
 * for that transaction and its queued operation is seen by the applier, or, if the completion came first, this
 * answers false and the caller writes directly. A run past its `expires_at` is stale: it is marked Failed here,
 * does not lock, and the queue appliers are told to apply what it left.
 */
export async function procurementLocked(db: Executor): Promise<boolean> {
  const run = await db
    .selectFrom('integration_runs')
    .select(['id', 'expires_at'])
    .where('status', '=', 'Running')
    .limit(1)
    .executeTakeFirst();
  if (run === undefined) return false;
  const now = nowIso();
  if (run.expires_at !== null && run.expires_at < now) {
    await db
      .updateTable('integration_runs')
      .set({ status: 'Failed', finished_at: now, message: STALE_RUN_MESSAGE })
      .where('id', '=', run.id)
      .where('status', '=', 'Running')
      .execute();
    // Listeners start their applier on a later tick; it waits for this transaction's lock on the run row.
    setImmediate(() => {
      for (const listener of releaseListeners) listener();
    });
    return false;
  }
  const held = await db
    .updateTable('integration_runs')
    .set((eb) => ({ status: eb.ref('status') }))
    .where('id', '=', run.id)
    .where('status', '=', 'Running')
    .executeTakeFirst();
  return Number(held.numUpdatedRows) > 0;
}

/**
 * Stores an operation accepted while locked, durably and in acceptance order (its id), to be applied when the
 * run ends. Call it inside the transaction that checked the lock.
 */
export async function enqueueOperation(
  db: Executor,
  operation: QueuedOperationName,
  payload: unknown,
  actor: Actor,
): Promise<number> {
  const run = await db
    .selectFrom('integration_runs')
    .select('id')
    .where('status', '=', 'Running')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const row = await db
    .insertInto('queued_operations')
    .values({
      operation,
      payload: JSON.stringify(payload),
      status: 'Queued',
      actor_id: actor.id,
      actor_name: actor.name,
      run_id: run?.id ?? null,
      accepted_at: nowIso(),
      applied_at: null,
      error_code: null,
      error_message: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
