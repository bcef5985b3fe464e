import { sql } from 'kysely';
import type { Store } from '../../src/core/db/index.js';

/**
 * The stored plan as planning.md part 7's invariant compares it: the Suggested orders (their SKUs, quantities,
 * dates, suppliers and grouping) and every result row the planning views read, with ids and planned orders'
 * numbers left out. Each part is sorted, so two plans compare with toEqual.
 */
export async function planSnapshot(store: Store) {
  const db = store.db;
  const sorted = (rows: unknown[]) => rows.map((r) => JSON.stringify(r)).sort();
  const suggested = async (header: string, lines: string, headerCols: string, lineCols: string) => {
    const rows = (
      await sql<Record<string, unknown>>`select h.id as order_id, ${sql.raw(headerCols)}, ${sql.raw(lineCols)}
        from ${sql.table(header)} h join ${sql.table(lines)} l on l.order_id = h.id
        where h.status = 'Suggested'`.execute(db)
    ).rows;
    const orders = new Map<unknown, { header: unknown[]; lines: string[] }>();
    for (const { order_id, ...row } of rows) {
      const values = Object.values(row).map((v) => (typeof v === 'number' ? Math.round(v * 1e6) / 1e6 : v));
      const head = values.slice(0, headerCols.split(',').length);
      const order = orders.get(order_id) ?? { header: head, lines: [] };
      order.lines.push(JSON.stringify(values.slice(head.length)));
      orders.set(order_id, order);
    }
    return sorted([...orders.values()].map((o) => ({ header: o.header, lines: o.lines.sort() })));
  };
  const skuKey = sql.raw(`s.item_id || '|' || coalesce(s.sub_item_id, 0) || '|' || s.warehouse_id`);
  const planned = (column: string) =>
    sql.raw(`case when ${column} like 'SUG-%' then null else ${column} end`);
  return {
    purchase: await suggested(
      'purchase_orders',
      'purchase_order_lines',
      'h.supplier_id, h.order_date',
      'l.item_id, l.sub_item_id, l.warehouse_id, l.ship_from_id, l.quantity, l.price, l.order_date, l.request_date, l.eta_date',
    ),
    manufacturing: await suggested(
      'manufacturing_orders',
      'manufacturing_order_lines',
      'h.status',
      'l.item_id, l.sub_item_id, l.warehouse_id, l.bom_id, l.quantity, l.start_date, l.due_date',
    ),
    transfer: await suggested(
      'transfer_orders',
      'transfer_order_lines',
      'h.from_warehouse_id, h.order_date',
      'l.item_id, l.sub_item_id, l.warehouse_id, l.quantity, l.ship_date, l.receipt_date',
    ),
    skus: sorted(
      (
        await sql`select item_id, sub_item_id, warehouse_id, item_number, sub_item_number, warehouse_number, source,
          on_hand, safety_stock, open_supply, open_demand, days_of_supply, first_shortage_date, excess_quantity,
          exception_count, result_hash from plan_skus s`.execute(db)
      ).rows,
    ),
    days: sorted(
      (
        await sql`select ${skuKey} as sku, d.day, d.balance, d.cum_sales, d.cum_forecast, d.cum_dependent,
          d.cum_scheduled, d.cum_planned, d.cum_transfer from plan_days d join plan_skus s on s.id = d.sku_id`.execute(
          db,
        )
      ).rows,
    ),
    orders: sorted(
      (
        await sql`select ${skuKey} as sku, o.order_type, o.quantity, o.release_date, o.receipt_date, o.late,
          o.supplier_id, o.ship_from_id, o.unit_price, o.bom_id, o.from_warehouse_id
          from plan_orders o join plan_skus s on s.id = o.sku_id`.execute(db)
      ).rows,
    ),
    exceptions: sorted(
      (
        await sql`select ${skuKey} as sku, e.exception_type, e.exception_date, e.quantity,
          ${planned('e.order_number')} as order_number, e.message
          from plan_exceptions e join plan_skus s on s.id = e.sku_id`.execute(db)
      ).rows,
    ),
    pegging: sorted(
      (
        await sql`select ${skuKey} as sku, o.release_date, o.receipt_date, o.quantity as order_quantity,
          p.quantity, p.demand_type, ${planned('p.demand_number')} as demand_number, p.demand_date
          from plan_pegging p join plan_skus s on s.id = p.sku_id join plan_orders o on o.id = p.order_id`.execute(
          db,
        )
      ).rows,
    ),
    buckets: sorted(
      (await sql`select kind, seq, bucket_start, first_day, last_day from plan_buckets`.execute(db)).rows,
    ),
  };
}

/** The planned orders' numbers that name no Suggested order, and Suggested orders no planned order names. */
export async function danglingNumbers(store: Store) {
  const rows = await sql<{ number: string }>`
    select o.order_number as number from plan_orders o
    where not exists (select 1 from purchase_orders h where h.number = o.order_number and h.status = 'Suggested')
      and not exists (select 1 from manufacturing_orders h where h.number = o.order_number and h.status = 'Suggested')
      and not exists (select 1 from transfer_orders h where h.number = o.order_number and h.status = 'Suggested')
    union all
    select p.demand_number from plan_pegging p
    where p.demand_number like 'SUG-%' and not exists (select 1 from plan_orders o where o.order_number = p.demand_number)`.execute(
    store.db,
  );
  return rows.rows.map((r) => r.number);
}
