import type { Store } from '../../core/db/index.js';
import { nowIso } from '../../core/db/transaction.js';
import { AppError } from '../../core/errors.js';

/** Consecutive failures after which a username is locked (specification 8.1). */
export const LOCK_THRESHOLD = 3;
/** The lock never grows beyond one hour (contract part 2). */
export const MAX_LOCK_SECONDS = 3600;

/** Lock length after `failures` consecutive failures: base, doubled for each failure past the threshold. */
export function lockSeconds(failures: number, baseSeconds: number): number {
  if (failures < LOCK_THRESHOLD) return 0;
  const doublings = Math.min(failures - LOCK_THRESHOLD, 32);
  return Math.min(baseSeconds * 2 ** doublings, MAX_LOCK_SECONDS);
}

/** A count untouched this long (and not locked) is forgotten, so the table does not grow without bound. */
const FORGET_AFTER_MS = 24 * 3600 * 1000;

export const lockedError = (retryAfterSeconds: number) =>
  new AppError(429, 'User.Locked', 'Too many failed logins; try again later', {
    'retry-after': String(Math.max(1, retryAfterSeconds)),
  });

/** Seconds left on the lock of `key`, or 0 when it is not locked. */
export async function remainingLock(store: Store, key: string): Promise<number> {
  const row = await store.db
    .selectFrom('login_failures')
    .select('locked_until')
    .where('username_lower', '=', key)
    .executeTakeFirst();
  return secondsUntil(row?.locked_until ?? null);
}

function secondsUntil(iso: string | null): number {
  if (!iso) return 0;
  const ms = Date.parse(iso) - Date.now();
  return ms > 0 ? Math.ceil(ms / 1000) : 0;
}

/**
 * Counts one failure for `key` and returns the seconds the key is now locked for (0 if not locked).
 * The count lives in the database and is raised by one atomic upsert, so parallel requests and several
 * instances on one database never lose a failure. The lock only ever grows (`locked_until` is moved forward
 * only), so two concurrent failures cannot shorten each other's lock.
 */
export async function recordFailure(store: Store, key: string, baseSeconds: number): Promise<number> {
  const now = nowIso();
  const row = await store.db
    .insertInto('login_failures')
    .values({ username_lower: key, failures: 1, locked_until: null, updated_at: now })
    .onConflict((oc) =>
      oc.column('username_lower').doUpdateSet((eb) => ({
        failures: eb('login_failures.failures', '+', 1),
        updated_at: now,
      })),
    )
    .returning(['failures'])
    .executeTakeFirstOrThrow();
  const stale = new Date(Date.now() - FORGET_AFTER_MS).toISOString();
  await store.db
    .deleteFrom('login_failures')
    .where('updated_at', '<', stale)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
    .execute();
  const seconds = lockSeconds(row.failures, baseSeconds);
  if (seconds === 0) return 0;
  const until = new Date(Date.now() + seconds * 1000).toISOString();
  await store.db
    .updateTable('login_failures')
    .set({ locked_until: until })
    .where('username_lower', '=', key)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', until)]))
    .execute();
  return remainingLock(store, key);
}

/** A success clears the count, unless a lock set meanwhile by a parallel failure is still running. */
export async function clearFailures(store: Store, key: string): Promise<boolean> {
  const now = nowIso();
  await store.db
    .deleteFrom('login_failures')
    .where('username_lower', '=', key)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .execute();
  return (await remainingLock(store, key)) === 0;
}
