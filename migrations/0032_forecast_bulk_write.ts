import { MONTH_KEY } from './0018_planning_views.js';
import { createTable } from './tables.js';
import type { MigrationDb } from './util.js';

/**
 * The forecasting run's bulk write (planning.md part 6; bench/forecasting-run.bench.ts).
 *
 * A run replaces its STAT lists' lines, a million and more at 100,000 SKUs; the row triggers of migration 0018
 * computed each line's month of `forecast_months` again, one line at a time (52 of a run's 80 s). The run now
 * writes its lines with the table's row triggers suspended (the dialect's `suspendTriggers`) and computes the months
 * it touched again set-based, once: `forecast_month_keys` holds those item, warehouse and month keys, gathered
 * inside its transaction and emptied before it commits.
 */
export async function up(db: MigrationDb): Promise<void> {
  await createTable(db, 'forecast_month_keys', MONTH_KEY, {
    primaryKey: { forecast_month_keys_pk: Object.keys(MONTH_KEY) },
  });
}
