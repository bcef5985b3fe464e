import { addColumns } from './tables.js';
import type { MigrationDb } from './util.js';

/**
 * Reschedule messages (planning.md part 1): a run keeps its `Reschedule Tolerance Days`, so net change can plan
 * with the last full run's tolerance (part 7).
 */
export async function up(db: MigrationDb): Promise<void> {
  await addColumns(db, 'plan_runs', { reschedule_tolerance_days: 'integer not null default 7' });
}
