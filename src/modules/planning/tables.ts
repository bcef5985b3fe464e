import type { Generated } from 'kysely';

/** The planning run's summaries and the last run's results (migration 0012). */
export interface PlanningTables {
  plan_runs: {
    id: Generated<number>;
    plan_date: string;
    horizon_days: number;
    skus_planned: number;
    planned_purchase_lines: number;
    planned_manufacturing_lines: number;
    /** Migration 0030. */
    planned_transfer_lines: Generated<number>;
    /** Migration 0031. */
    reschedule_tolerance_days: Generated<number>;
    /** Migration 0033: `Full` or `Net Change`, and a net change's replanned SKUs. */
    kind: Generated<string>;
    skus_replanned: number | null;
    exceptions: number;
    duration_ms: number;
    load_ms: number;
    compute_ms: number;
    write_ms: number;
    notification_type: string;
    started_by: string | null;
    started_at: string;
    finished_at: string;
  };
  plan_skus: {
    id: number;
    item_id: number;
    sub_item_id: number | null;
    warehouse_id: number;
    item_number: string;
    sub_item_number: string | null;
    warehouse_number: string;
    source: string;
    on_hand: number;
    safety_stock: number;
    open_supply: number;
    open_demand: number;
    days_of_supply: number | null;
    first_shortage_date: string | null;
    excess_quantity: number;
    exception_count: number;
    /** Migration 0033: the SKU's digest (result-digest.ts). */
    result_hash: string | null;
  };
  plan_days: {
    sku_id: number;
    day: string;
    balance: number;
    cum_sales: number;
    cum_forecast: number;
    cum_dependent: number;
    cum_scheduled: number;
    cum_planned: number;
    /** Migration 0030. */
    cum_transfer: Generated<number>;
  };
  /** Migration 0033: one row (id 1). */
  planning_settings: {
    id: number;
    net_change: Generated<number>;
    net_change_delay_ms: Generated<number>;
    planned_version: Generated<number>;
  };
  /** Migration 0042: the items written since the stored plan (null: everything), for net change's scope. */
  plan_dirty_items: { id: Generated<number>; item_id: number | null };
  plan_buckets: { kind: string; seq: number; bucket_start: string; first_day: string; last_day: string };
  plan_orders: {
    id: number;
    sku_id: number;
    order_type: string;
    order_number: string;
    quantity: number;
    release_date: string;
    receipt_date: string;
    late: number;
    supplier_id: number | null;
    ship_from_id: number | null;
    unit_price: number | null;
    bom_id: number | null;
    /** Transfers: the warehouse it ships from (migration 0030). */
    from_warehouse_id: number | null;
  };
  plan_exceptions: {
    id: Generated<number>;
    sku_id: number;
    exception_type: string;
    exception_date: string;
    quantity: number;
    order_number: string | null;
    message: string;
  };
  plan_pegging: {
    id: Generated<number>;
    order_id: number;
    sku_id: number;
    quantity: number;
    demand_type: string;
    demand_number: string | null;
    demand_date: string | null;
  };
  /** Forecast and sales per item, warehouse and month, kept by triggers (migration 0018). */
  forecast_months: {
    item_id: number;
    warehouse_id: number;
    month: string;
    row_id: number;
    forecast: number;
    consumed: number;
    sales: number;
    has_forecast: number;
    has_sales: number;
  };
  /** PostgreSQL only: row counts of the run's result tables, kept by statement triggers (migration 0018). */
  plan_row_counts: { table_name: string; count: number };
}

declare module '../../core/db/schema.js' {
  interface Database extends PlanningTables {}
}
