import type { Executor, Store } from '../../core/db/index.js';
import { nowIso } from '../../core/db/transaction.js';
import type { Actor } from '../../core/events/outbox.js';

/** The operations specification part 6 queues while an integration run locks the procurement tables. */
export type QueuedOperationName =
  | 'purchase-order.create'
  | 'purchase-order.update'
  | 'purchase-order.move'
  | 'sales-order.create';

/** Applies one queued operation as if it had just been sent; throws an AppError when it is refused. */
export type QueuedHandler = (store: Store, payload: unknown, actor: Actor) => Promise<void>;

const handlers = new Map<QueuedOperationName, QueuedHandler>();

/** Each order module registers how to apply its queued operations (at load time). */
export function registerQueuedHandler(operation: QueuedOperationName, handler: QueuedHandler): void {
  handlers.set(operation, handler);
}

export const queuedHandler = (operation: string) => handlers.get(operation as QueuedOperationName);

/** Whether an integration run currently holds the procurement lock. */
export async function procurementLocked(db: Executor): Promise<boolean> {
  const run = await db
    .selectFrom('integration_runs')
    .select('id')
    .where('status', '=', 'Running')
    .limit(1)
    .executeTakeFirst();
  return run !== undefined;
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
