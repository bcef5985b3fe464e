import { sql } from 'kysely';
import { FLOAT, INT, insertMany, TEXT } from '../../core/db/bulk.js';
import type { Executor } from '../../core/db/index.js';
import { NON_CONSUMING_SALES_STATUS } from '../planning/engine/index.js';
import { monthIndex } from './month-index.js';
import type { Forecast } from './sku-forecast.js';

/*
 * The `forecast_months` rows of the SKUs a run forecasts, computed from the run's own answers as each batch is
 * written instead of read back from 1,200,000 lines at the end. A row is what migration 0018's triggers compute
 * for its item, warehouse and month: the forecast of every list that is not Inactive or Archived (the run's line
 * added to a planner's own), what sales consumed of it per SKU (never more than either), the sales, and whether
 * it has each. The planner's forecast and the sales of the run's months are loaded once, before the first batch.
 */

/** One SKU's planner forecast and sales in one month (null: it has none). */
interface SkuFigures {
  forecast: number | null;
  sales: number | null;
}

/** Per item and warehouse (`item:warehouse`), per month, per sub item (0: none). */
export type MonthFigures = Map<string, Map<string, Map<number, SkuFigures>>>;

const groupKey = (itemId: number, warehouseId: number) => `${itemId}:${warehouseId}`;

/** The value of `key` in `map`, added by `make` when missing. */
function entryOf<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}

/** `and item_id in (…) and warehouse_id in (…)` on `alias`, for the ids given (null: all). */
function scopeOf(alias: string, itemIds: number[] | null, warehouseIds: number[] | null) {
  const items = itemIds === null ? sql`` : sql`and ${sql.ref(`${alias}.item_id`)} in (${sql.join(itemIds)})`;
  const warehouses =
    warehouseIds === null
      ? sql``
      : sql`and ${sql.ref(`${alias}.warehouse_id`)} in (${sql.join(warehouseIds)})`;
  return sql`${items} ${warehouses}`;
}

/**
 * The forecast of every list that counts but the run's own `lists` (their lines in scope are the ones the run
 * replaces) and the sales, per SKU and month of `months` (consecutive `YYYY-MM`), of the items and warehouses in
 * scope.
 */
export async function loadMonthFigures(
  trx: Executor,
  months: string[],
  { itemIds, warehouseIds }: { itemIds: number[] | null; warehouseIds: number[] | null },
  lists: number[],
): Promise<MonthFigures> {
  const figures: MonthFigures = new Map();
  if (months.length === 0) return figures;
  const from = months[0]!;
  const to = `${months.at(-1)!}-99`;
  const skuOf = (row: { item_id: number; warehouse_id: number; month: string; sub_item: number }) => {
    const byMonth = entryOf(figures, groupKey(row.item_id, row.warehouse_id), () => new Map());
    const bySub = entryOf(byMonth, row.month, () => new Map<number, SkuFigures>());
    return entryOf<number, SkuFigures>(bySub, Number(row.sub_item), () => ({ forecast: null, sales: null }));
  };
  type Row = { item_id: number; warehouse_id: number; month: string; sub_item: number; quantity: number };
  const forecast = await sql<Row>`select fl.item_id, fl.warehouse_id, substr(fl.date, 1, 7) as month,
      coalesce(fl.sub_item_id, 0) as sub_item, sum(fl.quantity) as quantity
    from forecast_lines fl
    inner join forecasts h on h.id = fl.order_id
    where h.status not in ('Inactive', 'Archived') and fl.date >= ${from} and fl.date < ${to}
      ${scopeOf('fl', itemIds, warehouseIds)} ${lists.length === 0 ? sql`` : sql`and fl.order_id not in (${sql.join(lists)})`}
    group by fl.item_id, coalesce(fl.sub_item_id, 0), fl.warehouse_id, substr(fl.date, 1, 7)`.execute(trx);
  for (const row of forecast.rows) skuOf(row).forecast = Number(row.quantity);
  const demandDate = sql`coalesce(sl.ship_date, sl.order_date)`;
  const sales = await sql<Row>`select sl.item_id, sl.warehouse_id, substr(${demandDate}, 1, 7) as month,
      coalesce(sl.sub_item_id, 0) as sub_item, sum(sl.quantity) as quantity
    from sales_order_lines sl
    where sl.status <> ${NON_CONSUMING_SALES_STATUS} and ${demandDate} >= ${from} and ${demandDate} < ${to}
      ${scopeOf('sl', itemIds, warehouseIds)}
    group by sl.item_id, coalesce(sl.sub_item_id, 0), sl.warehouse_id, substr(${demandDate}, 1, 7)`.execute(
    trx,
  );
  for (const row of sales.rows) skuOf(row).sales = Number(row.quantity);
  return figures;
}

/** The columns of `forecast_months` in the order `writeRunMonths` fills them. */
const MONTH_COLUMNS = [
  ['item_id', INT],
  ['warehouse_id', INT],
  ['month', TEXT],
  ['row_id', INT],
  ['forecast', FLOAT],
  ['consumed', FLOAT],
  ['sales', FLOAT],
  ['has_forecast', INT],
  ['has_sales', INT],
] as const;

type MonthRow = [number, number, string, number, number, number, number, number, number];

/**
 * The rows of one item and warehouse in the run's `months` (`monthIndexes`: their indexes), appended to `rows`:
 * `skus` are its forecasts (all of them: the history stream hands over an item and warehouse at once).
 */
function rowsOfGroup(
  skus: Forecast[],
  months: string[],
  monthIndexes: number[],
  figures: MonthFigures,
  rows: MonthRow[],
) {
  const { itemId, warehouseId } = skus[0]!.sku;
  const byMonth = figures.get(groupKey(itemId, warehouseId));
  const rowIdBase = (itemId * 100000 + warehouseId) * 120000;
  for (let k = 0; k < months.length; k++) {
    const month = months[k]!;
    const rowId = rowIdBase + monthIndexes[k]!;
    const others = byMonth?.get(month);
    if (others === undefined && skus.length === 1) {
      // Most months: the run's one SKU alone, no sales to consume it.
      rows.push([itemId, warehouseId, month, rowId, skus[0]!.result.forecast[k]!, 0, 0, 1, 0]);
      continue;
    }
    // Each SKU's forecast (the planner's plus the run's) and sales in the month.
    const forecastOf = new Map<number, number>();
    const salesOf = new Map<number, number>();
    if (others !== undefined) {
      for (const [sub, { forecast, sales }] of others) {
        if (forecast !== null) forecastOf.set(sub, forecast);
        if (sales !== null) salesOf.set(sub, sales);
      }
    }
    for (const { sku, result } of skus) {
      const sub = sku.subItemId ?? 0;
      forecastOf.set(sub, (forecastOf.get(sub) ?? 0) + result.forecast[k]!);
    }
    let forecast = 0;
    let consumed = 0;
    let sales = 0;
    for (const [sub, f] of forecastOf) {
      forecast += f;
      const s = salesOf.get(sub);
      if (s !== undefined) consumed += s < f ? s : f;
    }
    for (const s of salesOf.values()) sales += s;
    rows.push([itemId, warehouseId, month, rowId, forecast, consumed, sales, 1, salesOf.size > 0 ? 1 : 0]);
  }
}

/**
 * Writes the months of a batch's forecasts (every SKU of the batch forecast for every month of `months`), over the
 * rows they had (the run's earlier forecast, a planner's forecast or a sale there).
 */
export async function writeRunMonths(
  trx: Executor,
  forecasts: Forecast[],
  months: string[],
  figures: MonthFigures,
) {
  const rows: MonthRow[] = [];
  const monthIndexes = months.map(monthIndex);
  let start = 0;
  for (let i = 1; i <= forecasts.length; i++) {
    const a = forecasts[start]!.sku;
    const b = forecasts[i]?.sku;
    if (b !== undefined && b.itemId === a.itemId && b.warehouseId === a.warehouseId) continue;
    rowsOfGroup(forecasts.slice(start, i), months, monthIndexes, figures, rows);
    start = i;
  }
  await insertMany(
    trx,
    'forecast_months',
    MONTH_COLUMNS,
    rows.length,
    (i, row) => {
      const values = rows[i]!;
      for (let c = 0; c < values.length; c++) row[c] = values[c];
    },
    { upsertKey: ['item_id', 'warehouse_id', 'month'] },
  );
}
