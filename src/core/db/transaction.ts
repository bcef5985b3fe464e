import type { Store, Tx } from './index.js';

const MAX_ATTEMPTS = 4;

/**
 * Runs `work` in one transaction. Busy, serialization and deadlock failures run it again a bounded number of
 * times with a short jittered pause; every other error rolls back and propagates.
 *
 * A store bound to an open transaction (`{...store, db: trx}`) joins it instead: the queue applier hands such a
 * store to a queued operation's handler, so the handler's writes commit or roll back with the operation's
 * Applied mark (exactly once). The enclosing transaction owns retries then.
 */
export async function inTransaction<T>(store: Store, work: (trx: Tx) => Promise<T>): Promise<T> {
  if (store.db.isTransaction) return work(store.db as Tx);
  for (let attempt = 1; ; attempt++) {
    try {
      return await store.db.transaction().execute(work);
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !store.dialect.isRetryable(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10 * attempt + Math.random() * 20));
    }
  }
}

export const nowIso = () => new Date().toISOString();
