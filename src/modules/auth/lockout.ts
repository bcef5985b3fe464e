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

/** What became of a failed attempt: counted (and the lock it may have started), or refused as locked. */
export type FailureOutcome = { counted: true; lockSeconds: number } | { counted: false; retryAfter: number };

/** Compare-and-set rounds before giving up; each lost round means another writer moved the count on. */
const MAX_ROUNDS = 100;

/**
 * Counts one failure for `key` unless the key is locked (contract part 2: attempts while locked neither count
 * nor extend the lock). The count lives in the database and moves by compare-and-set: each round reads the row
 * and writes the next count (and the lock it starts) only if the row is still what it read, else reads again.
 * So on either database and across instances every failure is counted exactly once, and the failures racing
 * the one that locks are refused as locked, not counted: N parallel wrong passwords from zero count exactly 3
 * and lock for LOGIN_LOCK_SECONDS.
 */
export async function recordFailure(store: Store, key: string, baseSeconds: number): Promise<FailureOutcome> {
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const row = await store.db
      .selectFrom('login_failures')
      .select(['failures', 'locked_until'])
      .where('username_lower', '=', key)
      .executeTakeFirst();
    const retryAfter = secondsUntil(row?.locked_until ?? null);
    if (retryAfter > 0) return { counted: false, retryAfter };
    const failures = (row?.failures ?? 0) + 1;
    const seconds = lockSeconds(failures, baseSeconds);
    const now = Date.now();
    const next = {
      failures,
      locked_until: seconds > 0 ? new Date(now + seconds * 1000).toISOString() : null,
      updated_at: new Date(now).toISOString(),
    };
    const written = row
      ? Number(
          (
            await store.db
              .updateTable('login_failures')
              .set(next)
              .where('username_lower', '=', key)
              .where('failures', '=', row.failures)
              .where((eb) =>
                row.locked_until === null
                  ? eb('locked_until', 'is', null)
                  : eb('locked_until', '=', row.locked_until),
              )
              .executeTakeFirst()
          ).numUpdatedRows,
        ) === 1
      : (
          await store.db
            .insertInto('login_failures')
            .values({ username_lower: key, ...next })
            .onConflict((oc) => oc.column('username_lower').doNothing())
            .executeTakeFirst()
        ).numInsertedOrUpdatedRows === 1n;
    if (written) {
      await forgetStale(store);
      return { counted: true, lockSeconds: seconds };
    }
  }
  throw new Error(`login failure count of ${key} kept changing under ${MAX_ROUNDS} rounds`);
}

/** Drops counts untouched for a day whose lock (if any) has run out. */
async function forgetStale(store: Store): Promise<void> {
  const now = nowIso();
  const stale = new Date(Date.now() - FORGET_AFTER_MS).toISOString();
  await store.db
    .deleteFrom('login_failures')
    .where('updated_at', '<', stale)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
    .execute();
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
