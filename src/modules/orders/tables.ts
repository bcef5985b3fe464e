import type { Generated } from 'kysely';

interface Header {
  id: Generated<number>;
  number: string;
  status: string;
  custom: Generated<string>;
  version: Generated<number>;
  created_at: string;
  updated_at: string;
}

interface Line {
  id: Generated<number>;
  order_id: number;
  item_id: number;
  sub_item_id: number | null;
  warehouse_id: number;
}

/** Tables of orders, inventory and ASNs (migration 0003). */
export interface OrderTables {
  /** Order numbering (migration 0024): the next number of each order type. */
  numbering: { order_type: string; prefix: string; digits: number; next: number };
  purchase_orders: Header & { order_date: string | null; supplier_id: number };
  purchase_order_lines: Line & {
    ship_from_id: number;
    price: number | null;
    quantity: number;
    status: string;
    tracking: string | null;
    order_date: string | null;
    ship_date: string | null;
    eta_date: string | null;
    first_promise_date: string | null;
    request_date: string | null;
    actual_ship_date: string | null;
    actual_delivery_date: string | null;
    unique_id: string | null;
    local: string | null;
    custom: Generated<string>;
  };
  sales_orders: Header & { order_date: string | null; customer_id: number };
  sales_order_lines: Line & {
    ship_to_id: number;
    price: number | null;
    quantity: number;
    status: string;
    order_date: string | null;
    ship_date: string | null;
    tracking: string | null;
    unique_id: string | null;
    custom: Generated<string>;
  };
  manufacturing_orders: Header & { order_date: string | null };
  manufacturing_order_lines: Line & {
    bom_id: number | null;
    quantity: number;
    status: string;
    start_date: string | null;
    due_date: string | null;
  };
  /** Transfer orders (migration 0029): shipped from `from_warehouse_id`, received at each line's `warehouse_id`. */
  transfer_orders: Header & { order_date: string | null; from_warehouse_id: number };
  transfer_order_lines: Line & {
    quantity: number;
    status: string;
    ship_date: string | null;
    receipt_date: string | null;
    custom: Generated<string>;
  };
  /** `run_version`: the version the forecasting run that last wrote a Statistical list left it at (migration 0044). */
  forecasts: Header & { name: string | null; run_version: number | null };
  /** `forecast_run_id`: the forecasting run that wrote or last rewrote a Statistical line (migration 0044). */
  forecast_lines: Line & {
    customer_id: number | null;
    date: string | null;
    quantity: number;
    forecast_run_id: number | null;
  };
  inventory: {
    id: Generated<number>;
    item_id: number;
    sub_item_id: number | null;
    sub_item_key: Generated<number>;
    warehouse_id: number;
    quantity: number;
    safety_stock: number | null;
    date: string | null;
    custom: Generated<string>;
    created_at: string;
    updated_at: string;
  };
  asns: {
    id: Generated<number>;
    number: string;
    po_line_id: number;
    quantity: number;
    ship_date: string | null;
    eta_date: string | null;
    tracking: string | null;
    created_at: string;
    updated_at: string;
  };
}

declare module '../../core/db/schema.js' {
  interface Database extends OrderTables {}
}
