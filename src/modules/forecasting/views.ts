import { view as viewPrivilege } from '../../core/auth/privileges.js';
import { createdColumns, date, left, NOT_NULL, num, tableView, text } from '../../core/list/compact.js';
import { registerView } from '../../core/list/registry.js';

/** Forecasting runs, newest first (GET /api/forecasting/runs). */
export const forecastRunsView = tableView({
  name: 'forecasting_runs',
  table: 'forecast_runs as r',
  columns: {
    'Forecast Run Id': num('id'),
    'As Of': date('as_of'),
    'SKUs Forecast': num('skus'),
    Methods: 'methods',
    Parameters: 'parameters',
    'Duration Ms': num('duration_ms'),
    ...createdColumns({ updated: false }),
  },
  defaultSort: { key: 'Forecast Run Id', type: 'Descending' },
});

/** One row per SKU with its latest statistical forecast (planning.md part 6). */
export const statisticalForecastView = tableView({
  name: 'statistical_forecast',
  table: 'forecast_results as r',
  refs: {
    'items as i': 'r.item_id',
    'sub_items as si': left('r.sub_item_id'),
    'warehouses as w': 'r.warehouse_id',
  },
  columns: {
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
  },
  defaultSort: { key: 'Item Number', type: 'Ascending' },
});

const demand = viewPrivilege('Demand');
registerView({ view: forecastRunsView, privilege: demand });
registerView({ view: statisticalForecastView, privilege: demand });
