import { type RawBuilder, sql } from 'kysely';
import { createIndex, createTable } from './tables.js';
import { isPostgres, type MigrationDb } from './util.js';

/*
 * The planning views' first pages (issue 10).
 *
 * - `forecast_months`: forecast and sales per item, warehouse and month, as `forecast_over_time` and
 *   `forecast_vs_sales` answer them (planning.md part 3), kept by triggers in the transaction of every write to
 *   forecast lines, forecast list statuses and sales lines, so the views read one row per answer row instead of
 *   grouping every line on each request. A changed month is computed again from its lines with the views' former
 *   query (sums per SKU and month, forecast consumed per SKU, then added up per item and warehouse), never by
 *   adding differences, so the figures are the ones the views computed from the orders. Forecast of lists whose
 *   status is Inactive or Archived and Cancelled sales lines do not count (planning engine's statuses.ts); a line
 *   without a date has no month. `row_id` orders an item's rows by warehouse id and month, the order the views'
 *   row numbers had; a row exists while a line of its month does (`has_forecast`, `has_sales`).
 *   PostgreSQL: deferred constraint triggers compute the months at commit, after the base-data counter's trigger
 *   (0016; alphabetical order of the same event) has locked its row, so writers computing the same month take
 *   turns instead of each computing it without the other's lines, or deadlocking. SQLite has one writer.
 * - `items_number_sort`: the forecast views sort by Item Number (`lower(number), number`, then id), so their first
 *   page walks items in that order. `plan_buckets_seq`: inventory_planning breaks ties by SKU and bucket sequence.
 * - PostgreSQL TRUNCATE fires no row trigger: a truncate of the lines or lists computes every month again.
 * - PostgreSQL counts rows by visiting them: `plan_row_counts` holds the row count of the run's big result tables,
 *   kept by statement triggers (one update per insert or delete statement), so a page's `extra.total` reads it.
 */
const INACTIVE_LISTS = sql`('Inactive', 'Archived')`;
const NON_CONSUMING_SALES = sql`'Cancelled'`;
export const COUNTED_PLAN_TABLES = ['plan_skus', 'plan_exceptions', 'plan_pegging'] as const;
/** The key of a month of `forecast_months` (and of `forecast_month_keys`, 0032). */
export const MONTH_KEY = {
  item_id: 'integer not null',
  warehouse_id: 'integer not null',
  month: 'text not null',
};

/** A month's index (year × 12 + month − 1) from `YYYY-MM`; 0 for text that is not one, never an error. */
function monthIndex(postgres: boolean, month: RawBuilder<unknown>) {
  if (!postgres)
    return sql`(cast(substr(${month}, 1, 4) as integer) * 12 + cast(substr(${month}, 6, 2) as integer) - 1)`;
  return sql`(case when ${month} ~ '^[0-9]{4}-[0-9]{2}$'
    then cast(substr(${month}, 1, 4) as integer) * 12 + cast(substr(${month}, 6, 2) as integer) - 1 else 0 end)`;
}

/**
 * Inserts the rows of the months `keys` names (a query of distinct item_id, warehouse_id, month), or of every
 * month when none: forecast per SKU and month, sales per SKU and month, consumed per SKU, summed per item.
 */
function insertMonths(postgres: boolean, keys?: RawBuilder<unknown>) {
  const forecastKeys = keys
    ? sql`inner join (${keys}) k on k.item_id = fl.item_id and k.warehouse_id = fl.warehouse_id
        and k.month = substr(fl.date, 1, 7)`
    : sql``;
  const salesKeys = keys
    ? sql`inner join (${keys}) k on k.item_id = sl.item_id and k.warehouse_id = sl.warehouse_id
        and k.month = substr(coalesce(sl.ship_date, sl.order_date), 1, 7)`
    : sql``;
  const forecast = sql`select fl.item_id, coalesce(fl.sub_item_id, 0) as sub_item, fl.warehouse_id,
      substr(fl.date, 1, 7) as month, sum(fl.quantity) as quantity
    from forecast_lines fl inner join forecasts h on h.id = fl.order_id ${forecastKeys}
    where h.status not in ${INACTIVE_LISTS} and fl.date is not null
    group by fl.item_id, coalesce(fl.sub_item_id, 0), fl.warehouse_id, substr(fl.date, 1, 7)`;
  const sales = sql`select sl.item_id, coalesce(sl.sub_item_id, 0) as sub_item, sl.warehouse_id,
      substr(coalesce(sl.ship_date, sl.order_date), 1, 7) as month, sum(sl.quantity) as quantity
    from sales_order_lines sl ${salesKeys}
    where sl.status <> ${NON_CONSUMING_SALES} and coalesce(sl.ship_date, sl.order_date) is not null
    group by sl.item_id, coalesce(sl.sub_item_id, 0), sl.warehouse_id, substr(coalesce(sl.ship_date, sl.order_date), 1, 7)`;
  return sql`insert into forecast_months
      (item_id, warehouse_id, month, row_id, forecast, consumed, sales, has_forecast, has_sales)
    select item_id, warehouse_id, month,
      (cast(item_id as bigint) * 100000 + warehouse_id) * 120000 + ${monthIndex(postgres, sql`month`)},
      sum(forecast), sum(consumed), sum(sales), max(has_forecast), max(has_sales)
    from (
      select f.item_id, f.warehouse_id, f.month, f.quantity as forecast,
        case when s.quantity is null then 0 when s.quantity < f.quantity then s.quantity else f.quantity end
          as consumed,
        0 as sales, 1 as has_forecast, 0 as has_sales
      from (${forecast}) f
      left join (${sales}) s on s.item_id = f.item_id and s.sub_item = f.sub_item
        and s.warehouse_id = f.warehouse_id and s.month = f.month
      union all
      select s.item_id, s.warehouse_id, s.month, 0, 0, s.quantity, 0, 1 from (${sales}) s
    ) u
    group by item_id, warehouse_id, month`;
}

/** Deletes and computes again the month of item `item`, warehouse `warehouse` and month `month` (expressions). */
function refreshMonth(postgres: boolean, item: string, warehouse: string, month: string) {
  const [i, w, m] = [sql.raw(item), sql.raw(warehouse), sql.raw(month)];
  return [
    sql`delete from forecast_months where item_id = ${i} and warehouse_id = ${w} and month = ${m}`,
    insertMonths(postgres, sql`select ${i} as item_id, ${w} as warehouse_id, ${m} as month`),
  ];
}

/** The months of a forecast list's lines, computed again (after a change of its status). */
function refreshList(postgres: boolean, list: string) {
  const keys = sql`select distinct item_id, warehouse_id, substr(date, 1, 7) as month
    from forecast_lines where order_id = ${sql.raw(list)} and date is not null`;
  return [
    sql`delete from forecast_months where exists (select 1 from forecast_lines fl
      where fl.order_id = ${sql.raw(list)} and fl.date is not null and fl.item_id = forecast_months.item_id
        and fl.warehouse_id = forecast_months.warehouse_id and substr(fl.date, 1, 7) = forecast_months.month)`,
    insertMonths(postgres, keys),
  ];
}

const SALES_MONTH = (row: 'old' | 'new') => `substr(coalesce(${row}.ship_date, ${row}.order_date), 1, 7)`;
const FORECAST_MONTH = (row: 'old' | 'new') => `substr(${row}.date, 1, 7)`;

/** What each row trigger computes again, per table: the old row's month, the new row's month. */
const LINE_TABLES = [
  {
    table: 'forecast_lines',
    month: FORECAST_MONTH,
    dated: (row: 'old' | 'new') => `${row}.date is not null`,
    columns: 'item_id, sub_item_id, warehouse_id, date, quantity, order_id',
  },
  {
    table: 'sales_order_lines',
    month: SALES_MONTH,
    dated: (row: 'old' | 'new') => `coalesce(${row}.ship_date, ${row}.order_date) is not null`,
    columns: 'item_id, sub_item_id, warehouse_id, ship_date, order_date, quantity, status',
  },
] as const;

export async function up(db: MigrationDb): Promise<void> {
  const postgres = isPostgres(db);
  await createTable(
    db,
    'forecast_months',
    {
      ...MONTH_KEY,
      row_id: 'bigint not null',
      forecast: 'double precision not null',
      consumed: 'double precision not null',
      sales: 'double precision not null',
      has_forecast: 'integer not null',
      has_sales: 'integer not null',
    },
    { primaryKey: { forecast_months_pk: Object.keys(MONTH_KEY) } },
  );
  // An item's rows in the views' order (the first page's inner loop).
  await createIndex(db, 'forecast_months_item_row', 'forecast_months', ['item_id', 'row_id']);
  await insertMonths(postgres).execute(db);
  await sql`create index items_number_sort on items (lower(number), number, id)`.execute(db);
  await createIndex(db, 'plan_buckets_seq', 'plan_buckets', ['kind', 'seq']);

  if (postgres) {
    // PL/pgSQL keeps its statements' plans for the session: a SQL function planned them again on every row
    // (2 ms a line at commit against 0.4 ms).
    await sql`create function forecast_months_refresh(p_item integer, p_warehouse integer, p_month text)
      returns void language plpgsql as $$
      begin
        ${sql.join(refreshMonth(true, 'p_item', 'p_warehouse', 'p_month'), sql`;\n`)};
      end $$`.execute(db);
    for (const { table, month, dated } of LINE_TABLES) {
      await sql`create function ${sql.id(`${table}_forecast_months`)}() returns trigger language plpgsql as $$
        begin
          if tg_op <> 'INSERT' and ${sql.raw(dated('old'))} then
            perform forecast_months_refresh(old.item_id, old.warehouse_id, ${sql.raw(month('old'))});
          end if;
          if tg_op <> 'DELETE' and ${sql.raw(dated('new'))} then
            perform forecast_months_refresh(new.item_id, new.warehouse_id, ${sql.raw(month('new'))});
          end if;
          return null;
        end $$`.execute(db);
      // Named after `<table>_base_data_version`, so it fires after it for the same row (see above).
      await sql`create constraint trigger ${sql.id(`${table}_forecast_months`)}
        after insert or update or delete on ${sql.table(table)}
        deferrable initially deferred for each row execute function ${sql.id(`${table}_forecast_months`)}()`.execute(
        db,
      );
    }
    await sql`create function forecasts_forecast_months() returns trigger language plpgsql as $$
      begin
        if tg_op = 'UPDATE' and old.status is distinct from new.status then
          ${sql.join(refreshList(true, 'new.id'), sql`;\n`)};
        end if;
        return null;
      end $$`.execute(db);
    await sql`create constraint trigger forecasts_forecast_months after update on forecasts
      deferrable initially deferred for each row execute function forecasts_forecast_months()`.execute(db);
    await sql`create function forecast_months_rebuild() returns trigger language plpgsql as $$
      begin
        delete from forecast_months;
        ${insertMonths(true)};
        return null;
      end $$`.execute(db);
    for (const table of ['forecast_lines', 'sales_order_lines', 'forecasts'])
      await sql`create trigger ${sql.id(`${table}_forecast_months_truncate`)} after truncate on ${sql.table(table)}
        for each statement execute function forecast_months_rebuild()`.execute(db);

    await createTable(db, 'plan_row_counts', { table_name: 'text primary key', count: 'bigint not null' });
    for (const table of COUNTED_PLAN_TABLES) {
      await sql`insert into plan_row_counts (table_name, count)
        select ${table}, count(*) from ${sql.table(table)}`.execute(db);
      for (const [event, sign, rows] of [
        ['insert', '+', 'new'],
        ['delete', '-', 'old'],
      ] as const) {
        const name = `${table}_count_${event}`;
        await sql`create function ${sql.id(name)}() returns trigger language plpgsql as $$
          begin
            update plan_row_counts set count = count ${sql.raw(sign)} (select count(*) from ${sql.raw(rows)}_rows)
              where table_name = ${sql.lit(table)};
            return null;
          end $$`.execute(db);
        await sql`create trigger ${sql.id(name)} after ${sql.raw(event)} on ${sql.table(table)}
          referencing ${sql.raw(rows)} table as ${sql.raw(`${rows}_rows`)}
          for each statement execute function ${sql.id(name)}()`.execute(db);
      }
      await sql`create function ${sql.id(`${table}_count_truncate`)}() returns trigger language plpgsql as $$
        begin
          update plan_row_counts set count = 0 where table_name = ${sql.lit(table)};
          return null;
        end $$`.execute(db);
      await sql`create trigger ${sql.id(`${table}_count_truncate`)} after truncate on ${sql.table(table)}
        for each statement execute function ${sql.id(`${table}_count_truncate`)}()`.execute(db);
    }
    return;
  }

  // A line without a date has a null month, which no row and no key matches.
  for (const { table, month, columns } of LINE_TABLES) {
    const body = (rows: ('old' | 'new')[]) =>
      sql.join(
        rows.flatMap((row) =>
          refreshMonth(false, `${row}.item_id`, `${row}.warehouse_id`, month(row)).map((s) => sql`${s};`),
        ),
        sql`\n`,
      );
    await sql`create trigger ${sql.id(`${table}_forecast_months_insert`)} after insert on ${sql.table(table)}
      begin ${body(['new'])} end`.execute(db);
    await sql`create trigger ${sql.id(`${table}_forecast_months_delete`)} after delete on ${sql.table(table)}
      begin ${body(['old'])} end`.execute(db);
    await sql`create trigger ${sql.id(`${table}_forecast_months_update`)}
      after update of ${sql.raw(columns)} on ${sql.table(table)}
      begin ${body(['old', 'new'])} end`.execute(db);
  }
  await sql`create trigger forecasts_forecast_months after update of status on forecasts
    when old.status is not new.status
    begin ${sql.join(
      refreshList(false, 'new.id').map((s) => sql`${s};`),
      sql`\n`,
    )} end`.execute(db);
}
