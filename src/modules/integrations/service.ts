import { translateDatabaseError, type ViolationAnswers } from '../../core/db/errors/translate.js';
import type { Store } from '../../core/db/index.js';
import { inTransaction, nowIso } from '../../core/db/transaction.js';
import { badRequest, type ErrorCode, notFound } from '../../core/errors.js';
import { expireStaleRuns, runningRunId, takeApplyLock } from './apply.js';

/** The codes each operation of the runs answers (for the OpenAPI description's `x-error-codes`). */
export const RUN_ERRORS = {
  start: ['IntegrationRun.AlreadyRunning'],
  finish: ['IntegrationRun.NotFound', 'IntegrationRun.NotRunning'],
  /** `getRun` of the routes, and the queued operation's read. */
  get: ['IntegrationRun.NotFound'],
  getQueued: ['QueuedOperation.NotFound'],
} as const satisfies Record<string, readonly ErrorCode[]>;

const alreadyRunning = () =>
  badRequest('IntegrationRun.AlreadyRunning', 'Another integration run holds the procurement lock');
const violations: ViolationAnswers<undefined> = { unique: { integration_runs_one_running: alreadyRunning } };

/**
 * Starts a run holding the procurement lock until it ends or `lockMinutes` pass. A stale run is released first.
 * The partial unique index on Running runs (0008) makes two concurrent starts impossible; the applier's lock
 * row keeps a start from slipping in while a queued operation is being applied.
 */
export async function startRun(
  store: Store,
  source: string,
  userId: number | null,
  lockMinutes: number,
): Promise<number> {
  try {
    return await inTransaction(store, async (trx) => {
      await takeApplyLock(trx);
      await expireStaleRuns(trx);
      if ((await runningRunId(trx)) !== undefined) throw alreadyRunning();
      const started = new Date();
      const row = await trx
        .insertInto('integration_runs')
        .values({
          source,
          status: 'Running',
          started_by: userId,
          started_at: started.toISOString(),
          finished_at: null,
          message: null,
          expires_at: new Date(started.getTime() + lockMinutes * 60_000).toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    });
  } catch (error) {
    throw await translateDatabaseError(store, error, violations, undefined);
  }
}

/** Ends a running run as Completed or Failed, releasing the lock; the caller then applies the queue. */
export async function finishRun(
  store: Store,
  id: number,
  status: 'Completed' | 'Failed',
  message: string | null | undefined,
): Promise<void> {
  await inTransaction(store, async (trx) => {
    await expireStaleRuns(trx);
    const run = await store.dialect
      .forUpdate(trx.selectFrom('integration_runs').select(['status', 'message']).where('id', '=', id))
      .executeTakeFirst();
    if (!run) throw notFound('IntegrationRun', `Integration run #${id} not found`);
    if (run.status !== 'Running')
      throw badRequest(
        'IntegrationRun.NotRunning',
        `Integration run #${id} is already ${run.status}${run.message ? `: ${run.message}` : ''}`,
      );
    await trx
      .updateTable('integration_runs')
      .set({ status, finished_at: nowIso(), message: message ?? null })
      .where('id', '=', id)
      .where('status', '=', 'Running')
      .execute();
  });
}
