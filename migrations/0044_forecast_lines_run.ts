import { addColumns } from './tables.js';
import type { MigrationDb } from './util.js';

/**
 * What lets a forecasting run write its Statistical lines over the previous run's instead of deleting and
 * inserting them (planning.md part 6):
 * - `forecast_lines.forecast_run_id`: the run that wrote or last rewrote a line of a Statistical list (null on every
 *   other line). After a run, the lines of its lists in its scope that it did not write are the ones it deletes.
 * - `forecasts.run_version`: the list's version as the run that last wrote it left it. Every other write of a list
 *   moves its version on, so a list whose version is still its run version holds one line per SKU and month.
 */
export async function up(db: MigrationDb): Promise<void> {
  await addColumns(db, 'forecast_lines', { forecast_run_id: 'integer' });
  await addColumns(db, 'forecasts', { run_version: 'integer' });
}
