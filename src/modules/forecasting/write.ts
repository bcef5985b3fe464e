import { FLOAT, INT, insertMany, TEXT } from '../../core/db/bulk.js';
import { dialectOf, type Executor } from '../../core/db/index.js';
import { nowIso } from '../../core/db/transaction.js';
import { type Actor, eventPayloadText } from '../../core/events/outbox.js';
import { type LineWrite, writeLines } from './lines.js';
import { monthText } from './month-index.js';
import { computeGatheredMonths, countBaseDataChange, replaceOldLines, SUSPENDED_TRIGGERS } from './months.js';
import { loadMonthFigures, type MonthFigures, writeRunMonths } from './run-months.js';
import type { Forecast } from './sku-forecast.js';

/*
 * A run's write, in its one transaction: `beginRun` records the run, finds the STAT lists and removes the results
 * of the run's scope; `writeForecasts` adds each batch's results, lines and months as the engine answers (creating
 * a warehouse's STAT list with its first line); `finishRun` deletes the statistical lines the run replaced,
 * computes the months they leave again, counts the change and records the event.
 */

export const STATISTICAL_STATUS = 'Statistical';
export const statisticalListNumber = (warehouseNumber: string) => `STAT-${warehouseNumber}`;

export interface RunScope {
  /** The run's parameters as the API names them (stored with the run). */
  parameters: Record<string, unknown>;
  asOf: string;
  /** The dates of the forecast's months (the month of As Of dated As Of, the others their first day). */
  dates: string[];
  itemIds: number[] | null;
  warehouseIds: number[] | null;
}

/** A run's write: its lists (created with the first forecast of their warehouse) and lines (lines.ts). */
export interface RunWrite extends LineWrite {
  /** Warehouse id → number, of the warehouses in scope. */
  warehouses: Map<number, string>;
  /** The planner's forecast and the sales in the run's months (`run-months.ts`). */
  figures: MonthFigures;
  skus: number;
  methods: Record<string, number>;
  resume: () => Promise<void>;
}

export interface ForecastRunAnswer {
  'Forecast Run Id': number;
  'As Of': string;
  'SKUs Forecast': number;
  Methods: Record<string, number>;
  'Duration Ms': number;
}

/**
 * The STAT lists of the warehouses in scope that have one, locked for the run (PostgreSQL: a planner's write of
 * one waits for the run), the numbers of those warehouses, and whether every list is as the last run left it.
 */
async function statisticalLists(trx: Executor, warehouseIds: number[] | null) {
  let query = trx.selectFrom('warehouses').select(['id', 'number']);
  if (warehouseIds !== null) query = query.where('id', 'in', warehouseIds);
  const warehouses = new Map((await query.execute()).map((w) => [w.id, w.number]));
  const byNumber = new Map([...warehouses].map(([id, number]) => [statisticalListNumber(number), id]));
  const lists = new Map<number, number>();
  let rewrite = true;
  if (byNumber.size > 0)
    for (const row of await dialectOf(trx)
      .forUpdate(
        trx
          .selectFrom('forecasts')
          .select(['id', 'number', 'version', 'run_version'])
          .where('number', 'in', [...byNumber.keys()]),
      )
      .execute()) {
      lists.set(byNumber.get(row.number)!, row.id);
      if (Number(row.version) !== Number(row.run_version)) rewrite = false;
    }
  // No list yet (a first run): nothing to write over.
  return { lists, warehouses, rewrite: rewrite && lists.size > 0 };
}

/** Creates the STAT list of each warehouse of `forecasts` that has none yet. */
async function addMissingLists(trx: Executor, run: RunWrite, forecasts: Forecast[]) {
  for (const { sku } of forecasts) {
    if (run.lists.has(sku.warehouseId)) continue;
    const number = run.warehouses.get(sku.warehouseId)!;
    const now = nowIso();
    const row = await trx
      .insertInto('forecasts')
      .values({
        number: statisticalListNumber(number),
        name: `Statistical forecast ${number}`,
        status: STATISTICAL_STATUS,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    run.lists.set(sku.warehouseId, row.id);
  }
}

export async function beginRun(trx: Executor, scope: RunScope, actor: Actor): Promise<RunWrite> {
  const run = await trx
    .insertInto('forecast_runs')
    .values({
      as_of: scope.asOf,
      parameters: JSON.stringify(scope.parameters),
      skus: 0,
      methods: '{}',
      duration_ms: 0,
      created_at: nowIso(),
      created_by: actor.name,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { lists, warehouses, rewrite } = await statisticalLists(trx, scope.warehouseIds);
  let oldLines = 0;
  if (lists.size > 0) {
    let count = trx
      .selectFrom('forecast_lines')
      .select((eb) => eb.fn.countAll().as('lines'))
      .where('order_id', 'in', [...lists.values()]);
    if (scope.itemIds !== null) count = count.where('item_id', 'in', scope.itemIds);
    oldLines = Number((await count.executeTakeFirstOrThrow()).lines);
  }
  // The run's own write of its lines and months suspends the lines' row triggers (months.ts).
  const resume = await dialectOf(trx).suspendTriggers(trx, 'forecast_lines', SUSPENDED_TRIGGERS);
  let removeResults = trx.deleteFrom('forecast_results');
  if (scope.itemIds !== null) removeResults = removeResults.where('item_id', 'in', scope.itemIds);
  if (scope.warehouseIds !== null)
    removeResults = removeResults.where('warehouse_id', 'in', scope.warehouseIds);
  await removeResults.execute();
  const months = scope.dates.map((date) => date.slice(0, 7));
  const figures = await loadMonthFigures(trx, months, scope, [...lists.values()]);
  return {
    runId: run.id,
    lists,
    rewrite,
    oldLines,
    rewritten: 0,
    dates: scope.dates,
    months,
    warehouses,
    figures,
    skus: 0,
    methods: {},
    resume,
  };
}

/** Adds one batch's results and STAT lines. */
export async function writeForecasts(trx: Executor, run: RunWrite, forecasts: Forecast[]) {
  if (forecasts.length === 0) return;
  await addMissingLists(trx, run, forecasts);
  run.skus += forecasts.length;
  for (const f of forecasts) run.methods[f.result.method] = (run.methods[f.result.method] ?? 0) + 1;
  await insertMany(
    trx,
    'forecast_results',
    [
      ['run_id', INT],
      ['item_id', INT],
      ['sub_item_id', INT],
      ['warehouse_id', INT],
      ['pattern', TEXT],
      ['method', TEXT],
      ['parameters', TEXT],
      ['history_months', INT],
      ['holdout_mae', FLOAT],
      ['holdout_wape', FLOAT],
      ['bias', FLOAT],
      ['next_month', FLOAT],
      ['horizon_total', FLOAT],
      ['first_month', TEXT],
      ['history', TEXT],
      ['holdout', TEXT],
      ['forecast', TEXT],
    ],
    forecasts.length,
    (i, row) => {
      const { sku, historyMonths, historyText, holdoutText, result } = forecasts[i]!;
      row[0] = run.runId;
      row[1] = sku.itemId;
      row[2] = sku.subItemId;
      row[3] = sku.warehouseId;
      row[4] = result.pattern;
      row[5] = result.method;
      row[6] = result.parameters;
      row[7] = historyMonths;
      row[8] = result.holdoutMae;
      row[9] = result.holdoutWape;
      row[10] = result.bias;
      row[11] = result.forecast[0]!;
      row[12] = Math.round(result.forecast.reduce((a, b) => a + b, 0) * 1000) / 1000;
      row[13] = monthText(sku.first);
      row[14] = historyText;
      row[15] = holdoutText;
      row[16] = JSON.stringify(result.forecast);
    },
  );
  await writeLines(trx, run, forecasts);
  await writeRunMonths(trx, forecasts, run.months, run.figures);
}

export async function finishRun(
  trx: Executor,
  run: RunWrite,
  scope: RunScope,
  actor: Actor,
  started: number,
): Promise<ForecastRunAnswer> {
  const listIds = [...run.lists.values()];
  if (listIds.length > 0) {
    // The status first: where a planner gave a list another, its trigger (migration 0018) computes the months of
    // its lines again, old ones included, before the old lines' months are computed again below.
    await trx
      .updateTable('forecasts')
      .set((eb) => ({
        status: STATISTICAL_STATUS,
        version: eb('version', '+', 1),
        run_version: eb('version', '+', 1),
        updated_at: nowIso(),
      }))
      .where('id', 'in', listIds)
      .execute();
    // The lines the run has not written over are the ones it replaces.
    if (run.oldLines > run.rewritten) await replaceOldLines(trx, listIds, run.runId, scope.itemIds);
  }
  await computeGatheredMonths(trx);
  await run.resume();
  await countBaseDataChange(trx, scope.itemIds);
  const duration = Math.round(performance.now() - started);
  await trx
    .updateTable('forecast_runs')
    .set({ skus: run.skus, methods: JSON.stringify(run.methods), duration_ms: duration })
    .where('id', '=', run.runId)
    .execute();
  const answer: ForecastRunAnswer = {
    'Forecast Run Id': run.runId,
    'As Of': scope.asOf,
    'SKUs Forecast': run.skus,
    Methods: run.methods,
    'Duration Ms': duration,
  };
  // One event per run (forecasting.run.completed: Demand / ForecastRun / Completed), not one per line.
  await trx
    .insertInto('events')
    .values({
      event: 'Completed',
      entity_type: 'ForecastRun',
      entity_id: String(run.runId),
      actor_id: actor.id,
      actor_name: actor.name,
      payload: eventPayloadText(null, { ...answer }),
      created_at: nowIso(),
    })
    .execute();
  return answer;
}
