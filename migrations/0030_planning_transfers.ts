import { addColumns } from './tables.js';
import type { MigrationDb } from './util.js';

/**
 * Planning with transfers (planning.md part 5): the run counts its planned transfer lines, each SKU day keeps its
 * running total of transfer demand (the `Transfer Demand` column of inventory_planning), and a planned transfer
 * names the warehouse it ships from.
 */
export async function up(db: MigrationDb): Promise<void> {
  await addColumns(db, 'plan_runs', { planned_transfer_lines: 'integer not null default 0' });
  await addColumns(db, 'plan_days', { cum_transfer: 'double precision not null default 0' });
  await addColumns(db, 'plan_orders', { from_warehouse_id: 'integer' });
}
