/**
 * A lock held across transactions by a lease: the `name` row of `service_locks` holds the lease's end while the
 * lock is taken (null when free). A conditional update claims it, so exactly one of several instances succeeds;
 * the lease of a process that died runs out by itself. (The other lock style, held for one transaction, is
 * `takeServiceLock`.)
 */
import type { Store } from './index.js';
import { inTransaction } from './transaction.js';

/**
 * Claims the lock `name` for `leaseMs` on behalf of `holder` (named, so a claimant can tell who is in its way);
 * answers the lease to release it with, or null when another holds it.
 */
export async function claimLease(
  store: Store,
  name: string,
  leaseMs: number,
  holder: string | null = null,
): Promise<string | null> {
  const now = new Date();
  const until = new Date(now.getTime() + leaseMs).toISOString();
  const result = await inTransaction(store, (trx) =>
    trx
      .updateTable('service_locks')
      .set({ locked_at: until, holder })
      .where('name', '=', name)
      .where((eb) => eb.or([eb('locked_at', 'is', null), eb('locked_at', '<', now.toISOString())]))
      .executeTakeFirst(),
  );
  return Number(result.numUpdatedRows) === 1 ? until : null;
}

/** Frees the lock `name` if `lease` (claimLease's answer) still holds it. */
export async function releaseLease(store: Store, name: string, lease: string): Promise<void> {
  await store.db
    .updateTable('service_locks')
    .set({ locked_at: null })
    .where('name', '=', name)
    .where('locked_at', '=', lease)
    .execute();
}

/** Who holds the lock `name` now (claimLease's `holder`), or undefined when it is free. */
export async function leaseHolder(store: Store, name: string): Promise<string | null | undefined> {
  const row = await store.db
    .selectFrom('service_locks')
    .select(['locked_at', 'holder'])
    .where('name', '=', name)
    .executeTakeFirst();
  if (!row || row.locked_at === null || row.locked_at < new Date().toISOString()) return undefined;
  return row.holder;
}
