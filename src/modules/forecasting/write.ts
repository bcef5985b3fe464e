import { FLOAT, INT, insertMany, TEXT } from '../../core/db/bulk.js';
import { dialectOf, type Executor } from '../../core/db/index.js';
import { nowIso } from '../../core/db/transaction.js';
import { type Actor, eventPayloadText } from '../../core/events/outbox.js';
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

export interface RunWrite {
  runId: number;
  /** Warehouse id → its STAT list's id (a list is created with the first forecast of its warehouse). */
  lists: Map<number, number>;
  /** Warehouse id → number, of the warehouses in scope. */
  warehouses: Map<number, string>;
  /** The greatest id of forecast_lines before the run: its STAT lines up to it are the ones it replaces. */
  lastOldLine: number;
  /** The run's months (`YYYY-MM`) and the planner's forecast and the sales in them (`run-months.ts`). */
  months: string[];
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

/** The STAT lists of the warehouses in scope that have one, and the numbers of those warehouses. */
async function statisticalLists(trx: Executor, warehouseIds: number[] | null) {
  let query = trx.selectFrom('warehouses').select(['id', 'number']);
  if (warehouseIds !== null) query = query.where('id', 'in', warehouseIds);
  const warehouses = new Map((await query.execute()).map((w) => [w.id, w.number]));
  const byNumber = new Map([...warehouses].map(([id, number]) => [statisticalListNumber(number), id]));
  const lists = new Map<number, number>();
  if (byNumber.size > 0)
    for (const row of await trx
      .selectFrom('forecasts')
      .select(['id', 'number'])
      .where('number', 'in', [...byNumber.keys()])
      .execute())
      lists.set(byNumber.get(row.number)!, row.id);
  return { lists, warehouses };
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
  const { lists, warehouses } = await statisticalLists(trx, scope.warehouseIds);
  const listIds = [...lists.values()];
  // A planner's write to a STAT list locks its header first (PostgreSQL): it waits for the run, and the run for it.
  if (listIds.length > 0)
    await dialectOf(trx)
      .forUpdate(trx.selectFrom('forecasts').select('id').where('id', 'in', listIds))
      .execute();

  // The run replaces the statistical lines and results of the SKUs in its scope. The lines' row triggers are
  // suspended: the run writes the months of what it forecasts (run-months.ts) and the old lines, the ones up to
  // `lastOldLine`, are deleted at the end, the months they leave computed again then (months.ts).
  const resume = await dialectOf(trx).suspendTriggers(trx, 'forecast_lines', SUSPENDED_TRIGGERS);
  const last = await trx
    .selectFrom('forecast_lines')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  let removeResults = trx.deleteFrom('forecast_results');
  if (scope.itemIds !== null) removeResults = removeResults.where('item_id', 'in', scope.itemIds);
  if (scope.warehouseIds !== null)
    removeResults = removeResults.where('warehouse_id', 'in', scope.warehouseIds);
  await removeResults.execute();
  const months = scope.dates.map((date) => date.slice(0, 7));
  const figures = await loadMonthFigures(trx, months, scope, listIds);
  return {
    runId: run.id,
    lists,
    warehouses,
    lastOldLine: Number(last?.id ?? 0),
    months,
    figures,
    skus: 0,
    methods: {},
    resume,
  };
}

/** Adds one batch's results and STAT lines. */
export async function writeForecasts(trx: Executor, run: RunWrite, dates: string[], forecasts: Forecast[]) {
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
  const months = dates.length;
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
    forecasts.length * months,
    (i, row) => {
      const f = forecasts[Math.floor(i / months)]!;
      const k = i % months;
      row[0] = run.lists.get(f.sku.warehouseId)!;
      row[1] = f.sku.itemId;
      row[2] = f.sku.subItemId;
      row[3] = f.sku.warehouseId;
      row[4] = dates[k]!;
      row[5] = f.result.forecast[k]!;
    },
  );
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
    await replaceOldLines(trx, listIds, run.lastOldLine, run.runId, run.months, scope.itemIds);
    await trx
      .updateTable('forecasts')
      .set((eb) => ({ status: STATISTICAL_STATUS, version: eb('version', '+', 1), updated_at: nowIso() }))
      .where('id', 'in', listIds)
      .execute();
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
