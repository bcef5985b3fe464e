import type { MigrationDb } from './util.js';

/**
 * Planning with transfers (planning.md part 5): the run counts its planned transfer lines, each SKU day keeps its
 * running total of transfer demand (the `Transfer Demand` column of inventory_planning), and a planned transfer
 * names the warehouse it ships from.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable('plan_runs')
    .addColumn('planned_transfer_lines', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('plan_days')
    .addColumn('cum_transfer', 'double precision', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('plan_orders').addColumn('from_warehouse_id', 'integer').execute();
}
