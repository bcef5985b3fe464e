import type { Generated } from 'kysely';

/** Statistical forecasting runs and each SKU's latest result (migration 0027). */
export interface ForecastingTables {
  forecast_runs: {
    id: Generated<number>;
    as_of: string;
    /** JSON text: the run's parameters as the API names them. */
    parameters: string;
    skus: number;
    /** JSON text: method → number of SKUs. */
    methods: string;
    duration_ms: number;
    created_at: string;
    created_by: string | null;
  };
  forecast_results: {
    id: Generated<number>;
    run_id: number;
    item_id: number;
    sub_item_id: number | null;
    warehouse_id: number;
    pattern: string;
    method: string;
    parameters: string;
    history_months: number;
    holdout_mae: number | null;
    holdout_wape: number | null;
    bias: number | null;
    next_month: number;
    horizon_total: number;
    /** YYYY-MM of the history's first month. */
    first_month: string;
    /** JSON texts: the monthly history, the holdout {actual, forecast} and the forecast from the month of As Of. */
    history: string;
    holdout: string;
    forecast: string;
  };
  /** The months of the lines a run replaced, computed again before it commits unless it wrote them (migration 0032; months.ts). */
  forecast_month_keys: {
    item_id: number;
    warehouse_id: number;
    month: string;
  };
}

declare module '../../core/db/schema.js' {
  interface Database extends ForecastingTables {}
}
