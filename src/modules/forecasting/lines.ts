import { CompiledQuery } from 'kysely';
import { type ColumnType, FLOAT, INT, insertMany, MAX_PARAMETERS, TEXT } from '../../core/db/bulk.js';
import { dialectOf, type Executor } from '../../core/db/index.js';
import type { Forecast } from './sku-forecast.js';

/*
 * A run's STAT lines, each carrying the run's id (`forecast_run_id`, migration 0044). Where the run's lists hold
 * one line per SKU and month (`LineWrite.rewrite`: no write but a run's since the last run), the lines a SKU has in
 * the run's months are written over where they are, one UPDATE per chunk of SKUs, and only the lines still missing
 * are inserted. Elsewhere every line is inserted. Either way, the lines of the run's lists in its scope that do not
 * carry its id at the end are the ones it replaced, and are deleted then (months.ts `replaceOldLines`).
 */

export interface LineWrite {
  runId: number;
  /** Warehouse id → its STAT list's id. */
  lists: Map<number, number>;
  /** Whether the lists hold one line per SKU and month, so that lines can be written over (see above). */
  rewrite: boolean;
  /** The lines of the lists in scope before the run, and how many of them the run has written over. */
  oldLines: number;
  rewritten: number;
  /** The dates of the run's months, and the months (`YYYY-MM`). */
  dates: string[];
  months: string[];
}

/** A line's list and SKU, as the rewrite matches them. */
const skuKey = (list: number, itemId: number, subItemId: number | null, warehouseId: number) =>
  `${list}:${itemId}:${subItemId ?? 0}:${warehouseId}`;

/** Writes the lines of a batch's forecasts (every SKU for every month of the run). */
export async function writeLines(trx: Executor, run: LineWrite, forecasts: Forecast[]) {
  const months = run.dates.length;
  const rewritten = run.rewrite ? await rewriteLines(trx, run, forecasts) : 0;
  run.rewritten += rewritten;
  if (rewritten === forecasts.length * months) return;
  // The lines to insert, as forecast index × months + month index.
  let missing = Array.from({ length: forecasts.length * months }, (_, i) => i);
  if (rewritten > 0) {
    const written = await writtenLines(trx, run, forecasts);
    missing = missing.filter((i) => {
      const { sku } = forecasts[Math.floor(i / months)]!;
      const list = run.lists.get(sku.warehouseId)!;
      return !written.has(
        `${skuKey(list, sku.itemId, sku.subItemId, sku.warehouseId)}|${run.months[i % months]}`,
      );
    });
  }
  await insertMany(
    trx,
    'forecast_lines',
    [
      ['order_id', INT],
      ['item_id', INT],
      ['sub_item_id', INT],
      ['warehouse_id', INT],
      ['date', TEXT],
      ['quantity', FLOAT],
    ],
    missing.length,
    (i, row) => {
      const line = missing[i]!;
      const f = forecasts[Math.floor(line / months)]!;
      const k = line % months;
      row[0] = run.lists.get(f.sku.warehouseId)!;
      row[1] = f.sku.itemId;
      row[2] = f.sku.subItemId;
      row[3] = f.sku.warehouseId;
      row[4] = run.dates[k]!;
      row[5] = f.result.forecast[k]!;
    },
    { shared: [['forecast_run_id', INT, run.runId]] },
  );
}

/**
 * Writes the batch's quantities and dates over the lines its SKUs have in the run's months, and answers how many
 * lines that was. A chunk of SKUs is a VALUES list (list and SKU as one text, then a quantity per month) joined to
 * the lines of its items.
 */
async function rewriteLines(trx: Executor, run: LineWrite, forecasts: Forecast[]): Promise<number> {
  const months = run.months.length;
  const perChunk = Math.floor((MAX_PARAMETERS - 4 * months - 1) / (2 + months));
  let rewritten = 0;
  for (let start = 0; start < forecasts.length; start += perChunk) {
    const chunk = forecasts.slice(start, start + perChunk);
    const items = [...new Set(chunk.map((f) => f.sku.itemId))];
    const parameters: unknown[] = [];
    for (const month of run.months) parameters.push(month);
    for (let k = 0; k < months; k++) parameters.push(run.months[k], run.dates[k]);
    parameters.push(run.runId);
    for (const { sku, result } of chunk) {
      parameters.push(skuKey(run.lists.get(sku.warehouseId)!, sku.itemId, sku.subItemId, sku.warehouseId));
      for (let k = 0; k < months; k++) parameters.push(result.forecast[k]);
    }
    for (const month of run.months) parameters.push(month);
    for (const item of items) parameters.push(item);
    const text = rewriteText(trx, months, chunk.length, items.length);
    const answer = await trx.executeQuery(CompiledQuery.raw(text, parameters));
    rewritten += Number(answer.numAffectedRows ?? 0);
  }
  return rewritten;
}

/**
 * `update forecast_lines set quantity, date (by month), forecast_run_id from (values …) where` the line's list and
 * SKU are a row's and its month one of the run's, over the lines of the chunk's items (an index search; a join on
 * the list and SKU text alone would read every line). The parameters in the order of the text.
 */
function rewriteText(trx: Executor, months: number, skus: number, items: number): string {
  const dialect = dialectOf(trx);
  let n = 0;
  const p = (type: ColumnType) => dialect.placeholder(++n, type);
  const whenMonth = (then: (k: number) => string) =>
    Array.from({ length: months }, (_, k) => `when ${p(TEXT)} then ${then(k)}`).join(' ');
  const month = 'substr(forecast_lines.date, 1, 7)';
  const quantity = `case ${month} ${whenMonth((k) => `v.column${k + 2}`)} end`;
  const date = `case ${month} ${whenMonth(() => p(TEXT))} end`;
  const run = p(INT);
  const rows = Array.from(
    { length: skus },
    () => `(${[p(TEXT), ...Array.from({ length: months }, () => p(FLOAT))].join(',')})`,
  );
  const inMonths = Array.from({ length: months }, () => p(TEXT)).join(',');
  const inItems = Array.from({ length: items }, () => p(INT)).join(',');
  const key = `forecast_lines.order_id || ':' || forecast_lines.item_id || ':' || coalesce(forecast_lines.sub_item_id, 0) || ':' || forecast_lines.warehouse_id`;
  return `update forecast_lines set quantity = ${quantity}, date = ${date}, forecast_run_id = ${run}
    from (values ${rows.join(',')}) as v
    where v.column1 = ${key} and ${month} in (${inMonths}) and forecast_lines.item_id in (${inItems})`;
}

/** The lines of the batch's items the run has written, as `list:item:sub:warehouse|month`. */
async function writtenLines(trx: Executor, run: LineWrite, forecasts: Forecast[]): Promise<Set<string>> {
  const items = [...new Set(forecasts.map((f) => f.sku.itemId))];
  const written = new Set<string>();
  for (let start = 0; start < items.length; start += 10_000) {
    const rows = await trx
      .selectFrom('forecast_lines')
      .select(['order_id', 'item_id', 'sub_item_id', 'warehouse_id', 'date'])
      .where('item_id', 'in', items.slice(start, start + 10_000))
      .where('forecast_run_id', '=', run.runId)
      .execute();
    for (const r of rows)
      written.add(`${skuKey(r.order_id, r.item_id, r.sub_item_id, r.warehouse_id)}|${r.date?.slice(0, 7)}`);
  }
  return written;
}
