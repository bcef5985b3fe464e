import { sql } from 'kysely';
import type { Executor } from '../../core/db/index.js';

/*
 * `forecast_months` (migration 0018: forecast and sales per item, warehouse and month, read by forecast_over_time
 * and forecast_vs_sales) kept by the forecasting run itself: the run writes its STAT lines with the table's row
 * triggers suspended. It writes the months of the SKUs it forecasts from its own answers (`run-months.ts`); the
 * months its deleted lines leave that it did not write are gathered into `forecast_month_keys`, their rows deleted,
 * and computed again here, set-based, with the triggers' own query (sums per SKU and month, forecast
 * consumed per SKU, added up per item and warehouse; Inactive and Archived lists and Cancelled sales lines do not
 * count).
 */

/**
 * The row triggers the run suspends on forecast_lines: the months' (this file does their work), the base-data
 * counter's and net change's marks (the run counts its write once, `countBaseDataChange`).
 */
export const SUSPENDED_TRIGGERS = ['forecast_months', 'base_data', 'plan_dirty'];

/**
 * One change of the base data (what the base-data triggers of migration 0016 count) for the whole bulk write, and
 * net change's marks of the items it wrote (`itemIds`; null, every item: one mark of everything, migration 0042).
 */
export async function countBaseDataChange(trx: Executor, itemIds: number[] | null) {
  await trx
    .updateTable('data_versions')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('name', '=', 'base')
    .execute();
  const marks = itemIds === null ? [null] : itemIds;
  for (let i = 0; i < marks.length; i += 1_000)
    await trx
      .insertInto('plan_dirty_items')
      .values(marks.slice(i, i + 1_000).map((item_id) => ({ item_id })))
      .execute();
}

/**
 * Deletes the lines of the STAT `lists` (of the items `itemIds`, or all) that run `runId` did not write: the ones
 * it replaced. First it gathers the months they leave into forecast_month_keys and deletes their rows, which
 * computeGatheredMonths computes again once the lines are gone.
 */
export async function replaceOldLines(
  trx: Executor,
  lists: number[],
  runId: number,
  itemIds: number[] | null,
) {
  const items = itemIds === null ? sql`` : sql`and item_id in (${sql.join(itemIds)})`;
  const replaced = sql`order_id in (${sql.join(lists)}) ${items} and coalesce(forecast_run_id, 0) <> ${runId}`;
  await sql`insert into forecast_month_keys (item_id, warehouse_id, month)
    select distinct item_id, warehouse_id, substr(date, 1, 7) from forecast_lines
    where ${replaced} and date is not null
    on conflict do nothing`.execute(trx);
  await sql`delete from forecast_lines where ${replaced}`.execute(trx);
  if (await hasGatheredMonths(trx))
    await sql`delete from forecast_months where exists (select 1 from forecast_month_keys k
      where k.item_id = forecast_months.item_id and k.warehouse_id = forecast_months.warehouse_id
        and k.month = forecast_months.month)`.execute(trx);
}

const hasGatheredMonths = async (trx: Executor) =>
  (await trx.selectFrom('forecast_month_keys').select('month').limit(1).executeTakeFirst()) !== undefined;

/**
 * Computes the gathered months again, their rows deleted beforehand (`replaceOldLines`; a month that has
 * neither forecast nor sales any more gets none), and empties the keys.
 */
export async function computeGatheredMonths(trx: Executor) {
  // Nothing gathered (a first run): the query below would still read every sales line's date.
  if (!(await hasGatheredMonths(trx))) return;
  const forecast = sql`select fl.item_id, coalesce(fl.sub_item_id, 0) as sub_item, fl.warehouse_id,
      substr(fl.date, 1, 7) as month, sum(fl.quantity) as quantity
    from forecast_lines fl
    inner join forecasts h on h.id = fl.order_id
    inner join forecast_month_keys k on k.item_id = fl.item_id and k.warehouse_id = fl.warehouse_id
      and k.month = substr(fl.date, 1, 7)
    where h.status not in ('Inactive', 'Archived') and fl.date is not null
    group by fl.item_id, coalesce(fl.sub_item_id, 0), fl.warehouse_id, substr(fl.date, 1, 7)`;
  const sales = sql`select sl.item_id, coalesce(sl.sub_item_id, 0) as sub_item, sl.warehouse_id,
      substr(coalesce(sl.ship_date, sl.order_date), 1, 7) as month, sum(sl.quantity) as quantity
    from sales_order_lines sl
    inner join forecast_month_keys k on k.item_id = sl.item_id and k.warehouse_id = sl.warehouse_id
      and k.month = substr(coalesce(sl.ship_date, sl.order_date), 1, 7)
    where sl.status <> 'Cancelled' and coalesce(sl.ship_date, sl.order_date) is not null
      and coalesce(sl.ship_date, sl.order_date) >= (select min(month) from forecast_month_keys)
      and coalesce(sl.ship_date, sl.order_date) < (select max(month) from forecast_month_keys) || '-99'
    group by sl.item_id, coalesce(sl.sub_item_id, 0), sl.warehouse_id,
      substr(coalesce(sl.ship_date, sl.order_date), 1, 7)`;
  // The month index as the triggers compute it (the keys are months of dated lines: always YYYY-MM).
  const monthIndex = sql`(cast(substr(month, 1, 4) as integer) * 12 + cast(substr(month, 6, 2) as integer) - 1)`;
  // The gathered months' sales per SKU once (a CTE: read twice below, computed once); the lines outside the
  // gathered months' range (the history, for a run's months ahead) are passed over without a key lookup.
  await sql`with s as (${sales})
    insert into forecast_months
      (item_id, warehouse_id, month, row_id, forecast, consumed, sales, has_forecast, has_sales)
    select item_id, warehouse_id, month,
      (cast(item_id as bigint) * 100000 + warehouse_id) * 120000 + ${monthIndex},
      sum(forecast), sum(consumed), sum(sales), max(has_forecast), max(has_sales)
    from (
      select f.item_id, f.warehouse_id, f.month, f.quantity as forecast,
        case when s.quantity is null then 0 when s.quantity < f.quantity then s.quantity else f.quantity end
          as consumed,
        0 as sales, 1 as has_forecast, 0 as has_sales
      from (${forecast}) f
      left join s on s.item_id = f.item_id and s.sub_item = f.sub_item
        and s.warehouse_id = f.warehouse_id and s.month = f.month
      union all
      select s.item_id, s.warehouse_id, s.month, 0, 0, s.quantity, 0, 1 from s
    ) u
    group by item_id, warehouse_id, month`.execute(trx);
  await sql`delete from forecast_month_keys`.execute(trx);
}
