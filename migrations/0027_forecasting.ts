import { createIndex, createTable, ID } from './tables.js';
import type { MigrationDb } from './util.js';

/**
 * Statistical forecasting (planning.md part 6).
 * - `forecast_runs`: one row per run, its parameters and method counts as JSON text.
 * - `forecast_results`: per SKU the latest run's figures (a run replaces the rows of the SKUs it covers), with the
 *   history, holdout and forecast series as JSON text for GET /api/forecasting/item.
 * - `service_locks` row `forecasting-run`: the lease of the run in progress (null when free), as `planning-run`.
 */
export async function up(db: MigrationDb): Promise<void> {
  await createTable(db, 'forecast_runs', {
    id: ID,
    as_of: 'text not null',
    parameters: 'text not null',
    skus: 'integer not null',
    methods: 'text not null',
    duration_ms: 'integer not null',
    created_at: 'text not null',
    created_by: 'text',
  });
  await createTable(db, 'forecast_results', {
    id: ID,
    run_id: 'integer not null references forecast_runs.id on delete cascade',
    item_id: 'integer not null references items.id on delete cascade',
    sub_item_id: 'integer references sub_items.id on delete cascade',
    warehouse_id: 'integer not null references warehouses.id on delete cascade',
    pattern: 'text not null',
    method: 'text not null',
    parameters: 'text not null',
    history_months: 'integer not null',
    holdout_mae: 'double precision',
    holdout_wape: 'double precision',
    bias: 'double precision',
    next_month: 'double precision not null',
    horizon_total: 'double precision not null',
    first_month: 'text not null',
    history: 'text not null',
    holdout: 'text not null',
    forecast: 'text not null',
  });
  await createIndex(db, 'forecast_results_run', 'forecast_results', ['run_id']);
  await createIndex(db, 'forecast_results_sku', 'forecast_results', ['item_id', 'warehouse_id']);
  await db.insertInto('service_locks').values({ name: 'forecasting-run', locked_at: null }).execute();
}
