import { sql } from 'kysely';
import { view as viewPrivilege } from '../../core/auth/privileges.js';
import { registerView } from '../../core/list/registry.js';
import { defineView } from '../../core/list/view.js';

/** Forecasting runs, newest first (GET /api/forecasting/runs). */
export const forecastRunsView = defineView({
  name: 'forecasting_runs',
  from: (db) => db.selectFrom('forecast_runs as r'),
  id: sql`r.id`,
  columns: [
    { key: 'Forecast Run Id', format: 'number', sql: sql`r.id` },
    { key: 'As Of', format: 'date', sql: sql`r.as_of` },
    { key: 'SKUs Forecast', format: 'number', sql: sql`r.skus` },
    { key: 'Methods', format: 'string', sql: sql`r.methods` },
    { key: 'Parameters', format: 'string', sql: sql`r.parameters` },
    { key: 'Duration Ms', format: 'number', sql: sql`r.duration_ms` },
    { key: 'Created By', format: 'string', sql: sql`r.created_by` },
    { key: 'Created At', format: 'datetime', sql: sql`r.created_at` },
  ],
  defaultSort: { key: 'Forecast Run Id', type: 'Descending' },
});

/** One row per SKU with its latest statistical forecast (planning.md part 6). */
export const statisticalForecastView = defineView({
  name: 'statistical_forecast',
  from: (db) =>
    db
      .selectFrom('forecast_results as r')
      .innerJoin('items as i', 'i.id', 'r.item_id')
      .leftJoin('sub_items as si', 'si.id', 'r.sub_item_id')
      .innerJoin('warehouses as w', 'w.id', 'r.warehouse_id'),
  id: sql`r.id`,
  columns: [
    { key: 'Item Number', format: 'string', sql: sql`i.number`, notNull: true },
    { key: 'Sub Item Number', format: 'string', sql: sql`si.number` },
    { key: 'Warehouse Number', format: 'string', sql: sql`w.number`, notNull: true },
    { key: 'Demand Pattern', format: 'string', sql: sql`r.pattern`, notNull: true },
    { key: 'Method', format: 'string', sql: sql`r.method`, notNull: true },
    { key: 'Parameters', format: 'string', sql: sql`r.parameters`, notNull: true },
    { key: 'History Months', format: 'number', sql: sql`r.history_months`, notNull: true },
    { key: 'Holdout MAE', format: 'number', sql: sql`r.holdout_mae` },
    { key: 'Holdout WAPE', format: 'number', sql: sql`r.holdout_wape` },
    { key: 'Bias', format: 'number', sql: sql`r.bias` },
    { key: 'Next Month Forecast', format: 'number', sql: sql`r.next_month`, notNull: true },
    { key: 'Horizon Total', format: 'number', sql: sql`r.horizon_total`, notNull: true },
  ],
  defaultSort: { key: 'Item Number', type: 'Ascending' },
});

const demand = viewPrivilege('Demand');
registerView({ view: forecastRunsView, privilege: demand });
registerView({ view: statisticalForecastView, privilege: demand });
