import { sql } from 'kysely';
import { view as viewPrivilege } from '../../core/auth/privileges.js';
import { columnsOf, createdColumns, date, NOT_NULL, num, text } from '../../core/list/columns.js';
import { registerView } from '../../core/list/registry.js';
import { defineView } from '../../core/list/view.js';

/** Forecasting runs, newest first (GET /api/forecasting/runs). */
export const forecastRunsView = defineView({
  name: 'forecasting_runs',
  from: (db) => db.selectFrom('forecast_runs as r'),
  id: sql`r.id`,
  columns: columnsOf('r', {
    'Forecast Run Id': num('id'),
    'As Of': date('as_of'),
    'SKUs Forecast': num('skus'),
    Methods: 'methods',
    Parameters: 'parameters',
    'Duration Ms': num('duration_ms'),
    ...createdColumns({ updated: false }),
  }),
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
  columns: columnsOf('r', {
    'Item Number': text('i.number', NOT_NULL),
    'Sub Item Number': 'si.number',
    'Warehouse Number': text('w.number', NOT_NULL),
    'Demand Pattern': text('pattern', NOT_NULL),
    Method: text('method', NOT_NULL),
    Parameters: text('parameters', NOT_NULL),
    'History Months': num('history_months', NOT_NULL),
    'Holdout MAE': num('holdout_mae'),
    'Holdout WAPE': num('holdout_wape'),
    Bias: num('bias'),
    'Next Month Forecast': num('next_month', NOT_NULL),
    'Horizon Total': num('horizon_total', NOT_NULL),
  }),
  defaultSort: { key: 'Item Number', type: 'Ascending' },
});

const demand = viewPrivilege('Demand');
registerView({ view: forecastRunsView, privilege: demand });
registerView({ view: statisticalForecastView, privilege: demand });
