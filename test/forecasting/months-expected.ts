import { sql } from 'kysely';
import type { Store } from '../../src/core/db/index.js';

/** forecast_months by `item|warehouse|month`. */
export type Months = Record<string, { forecast: number; sales: number; consumed: number }>;

/** forecast_months as migration 0018's triggers keep it, computed from the lines: forecast consumed per SKU and month. */
export async function expectedMonths(store: Store): Promise<Months> {
  type Sum = { item_id: number; sub_item: number; warehouse_id: number; month: string; q: number };
  const forecast = await sql<Sum>`
    select l.item_id, coalesce(l.sub_item_id, 0) as sub_item, l.warehouse_id, substr(l.date, 1, 7) as month,
      sum(l.quantity) as q
    from forecast_lines l inner join forecasts f on f.id = l.order_id
    where f.status not in ('Inactive', 'Archived') and l.date is not null
    group by l.item_id, coalesce(l.sub_item_id, 0), l.warehouse_id, substr(l.date, 1, 7)`.execute(store.db);
  const sales = await sql<Sum>`
    select item_id, coalesce(sub_item_id, 0) as sub_item, warehouse_id,
      substr(coalesce(ship_date, order_date), 1, 7) as month, sum(quantity) as q
    from sales_order_lines where status <> 'Cancelled' and coalesce(ship_date, order_date) is not null
    group by item_id, coalesce(sub_item_id, 0), warehouse_id, substr(coalesce(ship_date, order_date), 1, 7)`.execute(
    store.db,
  );
  const skus = new Map<string, { forecast: number | null; sales: number | null }>();
  const sku = (r: Sum) => {
    const key = `${r.item_id}|${r.warehouse_id}|${r.month}|${r.sub_item}`;
    const row = skus.get(key) ?? { forecast: null, sales: null };
    skus.set(key, row);
    return row;
  };
  for (const r of forecast.rows) sku(r).forecast = Number(r.q);
  for (const r of sales.rows) sku(r).sales = Number(r.q);
  const rows = new Map<string, { forecast: number; sales: number; consumed: number }>();
  for (const [key, { forecast: f, sales: s }] of skus) {
    const month = key.slice(0, key.lastIndexOf('|'));
    const row = rows.get(month) ?? { forecast: 0, sales: 0, consumed: 0 };
    rows.set(month, row);
    row.forecast += f ?? 0;
    row.sales += s ?? 0;
    if (f !== null && s !== null) row.consumed += Math.min(f, s);
  }
  return Object.fromEntries([...rows].sort(([a], [b]) => a.localeCompare(b)));
}

export async function storedMonths(store: Store): Promise<Months> {
  const rows = await store.db.selectFrom('forecast_months').selectAll().execute();
  const round = (n: unknown) => Math.round(Number(n) * 1000) / 1000;
  return Object.fromEntries(
    rows
      .map(
        (r) =>
          [
            `${r.item_id}|${r.warehouse_id}|${r.month}`,
            { forecast: round(r.forecast), sales: round(r.sales), consumed: round(r.consumed) },
          ] as const,
      )
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}
export const roundAll = (e: Months): Months =>
  Object.fromEntries(
    Object.entries(e).map(([k, v]) => [
      k,
      {
        forecast: Math.round(v.forecast * 1000) / 1000,
        sales: Math.round(v.sales * 1000) / 1000,
        consumed: Math.round(v.consumed * 1000) / 1000,
      },
    ]),
  );
