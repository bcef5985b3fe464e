import { type MigrationDb, notNull, withId } from './util.js';

/**
 * Statistical forecasting (planning.md part 6).
 * - `forecast_runs`: one row per run, its parameters and method counts as JSON text.
 * - `forecast_results`: per SKU the latest run's figures (a run replaces the rows of the SKUs it covers), with the
 *   history, holdout and forecast series as JSON text for GET /api/forecasting/item.
 * - `service_locks` row `forecasting-run`: the lease of the run in progress (null when free), as `planning-run`.
 */
export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('forecast_runs'))
    .addColumn('as_of', 'text', notNull)
    .addColumn('parameters', 'text', notNull)
    .addColumn('skus', 'integer', notNull)
    .addColumn('methods', 'text', notNull)
    .addColumn('duration_ms', 'integer', notNull)
    .addColumn('created_at', 'text', notNull)
    .addColumn('created_by', 'text')
    .execute();
  await withId(db, db.schema.createTable('forecast_results'))
    .addColumn('run_id', 'integer', (c) => c.notNull().references('forecast_runs.id').onDelete('cascade'))
    .addColumn('item_id', 'integer', (c) => c.notNull().references('items.id').onDelete('cascade'))
    .addColumn('sub_item_id', 'integer', (c) => c.references('sub_items.id').onDelete('cascade'))
    .addColumn('warehouse_id', 'integer', (c) => c.notNull().references('warehouses.id').onDelete('cascade'))
    .addColumn('pattern', 'text', notNull)
    .addColumn('method', 'text', notNull)
    .addColumn('parameters', 'text', notNull)
    .addColumn('history_months', 'integer', notNull)
    .addColumn('holdout_mae', 'double precision')
    .addColumn('holdout_wape', 'double precision')
    .addColumn('bias', 'double precision')
    .addColumn('next_month', 'double precision', notNull)
    .addColumn('horizon_total', 'double precision', notNull)
    .addColumn('first_month', 'text', notNull)
    .addColumn('history', 'text', notNull)
    .addColumn('holdout', 'text', notNull)
    .addColumn('forecast', 'text', notNull)
    .execute();
  await db.schema.createIndex('forecast_results_run').on('forecast_results').column('run_id').execute();
  await db.schema
    .createIndex('forecast_results_sku')
    .on('forecast_results')
    .columns(['item_id', 'warehouse_id'])
    .execute();
  await db.insertInto('service_locks').values({ name: 'forecasting-run', locked_at: null }).execute();
}
