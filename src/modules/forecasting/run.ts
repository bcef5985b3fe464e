import { FLOAT, INT, insertMany, TEXT } from '../../core/db/bulk.js';
import { dialectOf, type Executor, type Store } from '../../core/db/index.js';
import { inTransaction, nowIso } from '../../core/db/transaction.js';
import { AppError, badRequest } from '../../core/errors.js';
import { type Actor, eventPayloadText } from '../../core/events/outbox.js';
import { isCalendarDate } from '../planning/params.js';
import { type ForecastMethod, forecastSeries, type SkuForecast } from './engine/index.js';
import { type SkuHistory, streamHistory } from './history.js';
import {
  countBaseDataChange,
  gatherMonthKeys,
  gatherRunMonthKeys,
  refreshGatheredMonths,
  SUSPENDED_TRIGGERS,
} from './months.js';

export const FORECAST_METHODS = [
  'Moving Average',
  'Simple Exponential Smoothing',
  'Damped Trend',
  'Holt-Winters',
  'Croston',
] as const satisfies readonly ForecastMethod[];
export const STATISTICAL_STATUS = 'Statistical';
export const statisticalListNumber = (warehouseNumber: string) => `STAT-${warehouseNumber}`;
const LOCK = 'forecasting-run';
/** A run's lease on its lock: a process that dies mid-run blocks others at most this long. */
const LEASE_MS = 10 * 60_000;
const KNOWN = ['As Of', 'History Months', 'Horizon Months', 'Method', 'Item Numbers', 'Warehouse Numbers'];

export interface ForecastParameters {
  asOf: string;
  historyMonths: number;
  horizonMonths: number;
  method: 'Auto' | ForecastMethod;
  itemNumbers: string[] | null;
  warehouseNumbers: string[] | null;
}

export interface ForecastRunAnswer {
  'Forecast Run Id': number;
  'As Of': string;
  'SKUs Forecast': number;
  Methods: Record<string, number>;
  'Duration Ms': number;
}

export const invalidParameters = (message: string) => badRequest('Forecasting.InvalidParameters', message);

const wholeIn = (value: unknown, low: number, high: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= low && value <= high;

function numbers(value: unknown, key: string): string[] | null {
  if (value === undefined || value === null) return null;
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string' || v === ''))
    throw invalidParameters(`${key} must be a list of non-empty texts`);
  return value.length === 0 ? null : [...new Set(value as string[])];
}

/** The run's parameters from its optional body; anything else is 400 Forecasting.InvalidParameters. */
export function forecastParameters(body: unknown, today: string): ForecastParameters {
  const given = (body ?? {}) as Record<string, unknown>;
  if (typeof given !== 'object' || Array.isArray(given))
    throw invalidParameters('The body must be a JSON object or absent');
  for (const key of Object.keys(given))
    if (!KNOWN.includes(key))
      throw invalidParameters(`Unknown parameter "${key}": a run takes ${KNOWN.join(', ')}`);
  const { 'As Of': asOf, 'History Months': history, 'Horizon Months': horizon, Method: method } = given;
  if (asOf !== undefined && asOf !== null && (typeof asOf !== 'string' || !isCalendarDate(asOf)))
    throw invalidParameters('As Of must be a date written YYYY-MM-DD');
  if (history !== undefined && history !== null && !wholeIn(history, 6, 120))
    throw invalidParameters('History Months must be a whole number from 6 to 120');
  if (horizon !== undefined && horizon !== null && !wholeIn(horizon, 1, 36))
    throw invalidParameters('Horizon Months must be a whole number from 1 to 36');
  if (
    method !== undefined &&
    method !== null &&
    (typeof method !== 'string' ||
      (method !== 'Auto' && !(FORECAST_METHODS as readonly string[]).includes(method)))
  )
    throw invalidParameters(`Method must be one of Auto, ${FORECAST_METHODS.join(', ')}`);
  return {
    asOf: typeof asOf === 'string' ? asOf : today,
    historyMonths: typeof history === 'number' ? history : 36,
    horizonMonths: typeof horizon === 'number' ? horizon : 12,
    method: typeof method === 'string' ? (method as ForecastParameters['method']) : 'Auto',
    itemNumbers: numbers(given['Item Numbers'], 'Item Numbers'),
    warehouseNumbers: numbers(given['Warehouse Numbers'], 'Warehouse Numbers'),
  };
}

/** Month arithmetic on `YYYY-MM` texts. */
export const monthIndex = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
export const monthText = (index: number) =>
  `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;

async function claimLock(store: Store): Promise<string> {
  const now = new Date();
  const until = new Date(now.getTime() + LEASE_MS).toISOString();
  const result = await store.db
    .updateTable('service_locks')
    .set({ locked_at: until })
    .where('name', '=', LOCK)
    .where((eb) => eb.or([eb('locked_at', 'is', null), eb('locked_at', '<', now.toISOString())]))
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1)
    throw new AppError(
      409,
      'Forecasting.AlreadyRunning',
      'Another forecasting run is in progress; try again when it ends',
    );
  return until;
}

async function releaseLock(store: Store, lease: string): Promise<void> {
  await store.db
    .updateTable('service_locks')
    .set({ locked_at: null })
    .where('name', '=', LOCK)
    .where('locked_at', '=', lease)
    .execute();
}

/** Ids of the numbers given, all of which must exist (else 400 Forecasting.InvalidParameters). */
async function idsOf(db: Executor, table: 'items' | 'warehouses', given: string[] | null, what: string) {
  if (given === null) return null;
  const rows = await db.selectFrom(table).select(['id', 'number']).where('number', 'in', given).execute();
  const found = new Set(rows.map((r) => r.number));
  const unknown = given.filter((n) => !found.has(n));
  if (unknown.length > 0) throw invalidParameters(`Unknown ${what}: ${unknown.join(', ')}`);
  return rows.map((r) => r.id);
}

/** One SKU's forecast as the write needs it: the engine's answer, its series already as the stored texts. */
interface Forecast {
  sku: Omit<SkuHistory, 'quantities'>;
  historyMonths: number;
  /** The history and the holdout as their stored JSON texts (a few hundred bytes instead of arrays of numbers). */
  historyText: string;
  holdoutText: string;
  result: Omit<SkuForecast, 'holdout'>;
}

/**
 * Where a run's time went (ms), for the bench: the history read, the engine, the write; wall and CPU time of the
 * process (the engine and SQLite run on its thread; a shared machine stretches the wall time far more).
 */
export interface ForecastRunPhases {
  loadMs: number;
  computeMs: number;
  writeMs: number;
  loadCpuMs: number;
  computeCpuMs: number;
  writeCpuMs: number;
}

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

export async function runForecasting(
  store: Store,
  params: ForecastParameters,
  actor: Actor,
  phases?: ForecastRunPhases,
): Promise<ForecastRunAnswer> {
  const started = performance.now();
  const startedCpu = cpuMs();
  const itemIds = await idsOf(store.db, 'items', params.itemNumbers, 'Item Numbers');
  const warehouseIds = await idsOf(store.db, 'warehouses', params.warehouseNumbers, 'Warehouse Numbers');
  const lease = await claimLock(store);
  try {
    const asOfMonth = monthIndex(params.asOf);
    const firstMonth = asOfMonth - params.historyMonths;
    // Read, a batch of SKUs at a time, and forecast each batch as it comes: the history is never held whole.
    const forecasts: Forecast[] = [];
    let computeMs = 0;
    let computeCpuMs = 0;
    for await (const batch of streamHistory(store, firstMonth, asOfMonth, itemIds, warehouseIds)) {
      const wall = performance.now();
      const cpu = cpuMs();
      for (const { quantities, ...sku } of batch) {
        const { holdout, ...result } = forecastSeries(quantities, {
          method: params.method,
          horizon: params.horizonMonths,
        });
        forecasts.push({
          sku,
          historyMonths: quantities.length,
          historyText: JSON.stringify(quantities),
          holdoutText: JSON.stringify(holdout),
          result,
        });
      }
      computeMs += performance.now() - wall;
      computeCpuMs += cpuMs() - cpu;
    }
    const loaded = performance.now() - computeMs;
    const loadedCpu = cpuMs() - computeCpuMs;
    const dates = Array.from({ length: params.horizonMonths }, (_, k) =>
      k === 0 ? params.asOf : `${monthText(asOfMonth + k)}-01`,
    );
    const methods: Record<string, number> = {};
    for (const f of forecasts) methods[f.result.method] = (methods[f.result.method] ?? 0) + 1;
    const computed = performance.now();
    const computedCpu = cpuMs();
    // A run writes a million lines and more: its commit leaves the copy into the database file to the
    // checkpointer thread (SQLite), as the planning run's does.
    const answer = await store.dialect.withBackgroundCheckpoint(store.db, () =>
      inTransaction(store, (trx) =>
        storeRun(trx, params, actor, { forecasts, dates, methods, itemIds, warehouseIds, started }),
      ),
    );
    if (phases) {
      // The read and the engine interleave: load is the run up to the write less the engine's share.
      phases.loadMs = loaded - started;
      phases.computeMs = computed - loaded;
      phases.writeMs = performance.now() - computed;
      phases.loadCpuMs = loadedCpu - startedCpu;
      phases.computeCpuMs = computedCpu - loadedCpu;
      phases.writeCpuMs = cpuMs() - computedCpu;
    }
    return answer;
  } finally {
    await releaseLock(store, lease);
  }
}

interface RunOutput {
  forecasts: Forecast[];
  dates: string[];
  methods: Record<string, number>;
  itemIds: number[] | null;
  warehouseIds: number[] | null;
  started: number;
}

/** The STAT list of each warehouse in scope (created when a forecast needs one): warehouse id → list id. */
async function statisticalLists(trx: Executor, out: RunOutput) {
  let query = trx.selectFrom('warehouses').select(['id', 'number']);
  if (out.warehouseIds !== null) query = query.where('id', 'in', out.warehouseIds);
  const warehouses = await query.execute();
  const byNumber = new Map(warehouses.map((w) => [statisticalListNumber(w.number), w.id]));
  const lists = new Map<number, number>();
  if (byNumber.size > 0)
    for (const row of await trx
      .selectFrom('forecasts')
      .select(['id', 'number'])
      .where('number', 'in', [...byNumber.keys()])
      .execute())
      lists.set(byNumber.get(row.number)!, row.id);
  const needed = new Set(out.forecasts.map((f) => f.sku.warehouseId));
  const now = nowIso();
  for (const w of warehouses)
    if (needed.has(w.id) && !lists.has(w.id)) {
      const row = await trx
        .insertInto('forecasts')
        .values({
          number: statisticalListNumber(w.number),
          name: `Statistical forecast ${w.number}`,
          status: STATISTICAL_STATUS,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      lists.set(w.id, row.id);
    }
  const touched = [...lists.values()];
  if (touched.length > 0)
    await trx
      .updateTable('forecasts')
      .set((eb) => ({ status: STATISTICAL_STATUS, version: eb('version', '+', 1), updated_at: now }))
      .where('id', 'in', touched)
      .execute();
  return lists;
}

async function storeRun(trx: Executor, params: ForecastParameters, actor: Actor, out: RunOutput) {
  const { forecasts, dates, methods, itemIds } = out;
  const run = await trx
    .insertInto('forecast_runs')
    .values({
      as_of: params.asOf,
      parameters: JSON.stringify({
        'As Of': params.asOf,
        'History Months': params.historyMonths,
        'Horizon Months': params.horizonMonths,
        Method: params.method,
        'Item Numbers': params.itemNumbers,
        'Warehouse Numbers': params.warehouseNumbers,
      }),
      skus: forecasts.length,
      methods: JSON.stringify(methods),
      duration_ms: 0,
      created_at: nowIso(),
      created_by: actor.name,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const lists = await statisticalLists(trx, out);

  // Replace the statistical lines and results of the SKUs in the run's scope. The lines' row triggers are
  // suspended: the months they touch are computed again once, set-based (months.ts).
  const listIds = [...lists.values()];
  const resume = await dialectOf(trx).suspendTriggers(trx, 'forecast_lines', SUSPENDED_TRIGGERS);
  await gatherMonthKeys(trx, listIds, itemIds);
  if (listIds.length > 0) {
    let remove = trx.deleteFrom('forecast_lines').where('order_id', 'in', listIds);
    if (itemIds !== null) remove = remove.where('item_id', 'in', itemIds);
    await remove.execute();
  }
  let removeResults = trx.deleteFrom('forecast_results');
  if (itemIds !== null) removeResults = removeResults.where('item_id', 'in', itemIds);
  if (out.warehouseIds !== null) removeResults = removeResults.where('warehouse_id', 'in', out.warehouseIds);
  await removeResults.execute();

  // The results first: the months the new lines touch are gathered from them (months.ts).
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
      row[0] = run.id;
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
      row[0] = lists.get(f.sku.warehouseId)!;
      row[1] = f.sku.itemId;
      row[2] = f.sku.subItemId;
      row[3] = f.sku.warehouseId;
      row[4] = dates[k]!;
      row[5] = f.result.forecast[k]!;
    },
  );
  if (listIds.length > 0) await gatherRunMonthKeys(trx, run.id, dates);
  await refreshGatheredMonths(trx);
  await resume();
  await countBaseDataChange(trx);
  const duration = Math.round(performance.now() - out.started);
  await trx.updateTable('forecast_runs').set({ duration_ms: duration }).where('id', '=', run.id).execute();
  const answer: ForecastRunAnswer = {
    'Forecast Run Id': run.id,
    'As Of': params.asOf,
    'SKUs Forecast': forecasts.length,
    Methods: methods,
    'Duration Ms': duration,
  };
  // One event per run (forecasting.run.completed: Demand / ForecastRun / Completed), not one per line.
  await trx
    .insertInto('events')
    .values({
      event: 'Completed',
      entity_type: 'ForecastRun',
      entity_id: String(run.id),
      actor_id: actor.id,
      actor_name: actor.name,
      payload: eventPayloadText(null, { ...answer }),
      created_at: nowIso(),
    })
    .execute();
  return answer;
}
