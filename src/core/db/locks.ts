import type { Tx } from './index.js';
import { nowIso } from './transaction.js';

/**
 * The rows of `service_locks` (migrations 0008 and 0012), one per lock. Two styles share the table:
 * - a transaction lock (`takeServiceLock`): held from the update until the transaction ends;
 * - a lease (`planning-run`): `locked_at` holds the lease's end while a run is under way, so a process that
 *   dies mid-run blocks the others only until it runs out (still in `modules/planning/run.ts`; it joins here).
 */
export type ServiceLockName =
  | 'queue-apply'
  | 'notification-dispatch'
  | 'email-send'
  | 'webhook-deliver'
  | 'planning-run';

/** The names of the transaction locks. */
export type TransactionLockName = Exclude<ServiceLockName, 'planning-run'>;

/**
 * Serialises one background job across instances: every transaction that takes it holds it until it ends
 * (a row lock on PostgreSQL; SQLite's write lock).
 */
export async function takeServiceLock(trx: Tx, name: TransactionLockName): Promise<void> {
  await trx.updateTable('service_locks').set({ locked_at: nowIso() }).where('name', '=', name).execute();
}
