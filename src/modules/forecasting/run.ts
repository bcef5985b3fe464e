import { extname } from 'node:path';
import { FORECAST_METHODS } from '../../catalogue/forecasting.js';
import { withBulkWriteSettings } from '../../core/db/bulk.js';
import type { Executor, Store } from '../../core/db/index.js';
import { claimLease, releaseLease } from '../../core/db/lease-lock.js';
import { inTransaction } from '../../core/db/transaction.js';
import { AppError, badRequest } from '../../core/errors.js';
import type { Actor } from '../../core/events/outbox.js';
import { WorkerPool, workerThreads } from '../../core/workers.js';
import { isCalendarDate } from '../planning/params.js';
import type { ForecastMethod } from './engine/index.js';
import { BATCH_GROUPS, historyQuery, streamHistory } from './history.js';
import { monthIndex, monthText } from './month-index.js';
import { type EngineAnswer, type EngineTask, forecastSkus } from './sku-forecast.js';
import { beginRun, type ForecastRunAnswer, finishRun, type RunScope, writeForecasts } from './write.js';

export { type ForecastRunAnswer, STATISTICAL_STATUS, statisticalListNumber } from './write.js';

const LOCK = 'forecasting-run';
/** A run's lease on its lock: a process that dies mid-run blocks others at most this long. */
const LEASE_MS = 10 * 60_000;
/** Batches handed to the engine and not yet written: enough to keep every thread busy while the run writes. */
const QUEUED_BATCHES = 4;
const KNOWN = ['As Of', 'History Months', 'Horizon Months', 'Method', 'Item Numbers', 'Warehouse Numbers'];

export interface ForecastParameters {
  asOf: string;
  historyMonths: number;
  horizonMonths: number;
  method: 'Auto' | ForecastMethod;
  itemNumbers: string[] | null;
  warehouseNumbers: string[] | null;
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

/** Claims the run's lease (core/db/lease-lock.ts), or answers 409 Forecasting.AlreadyRunning. */
async function claimLock(store: Store): Promise<string> {
  const lease = await claimLease(store, LOCK, LEASE_MS);
  if (lease === null)
    throw new AppError(
      409,
      'Forecasting.AlreadyRunning',
      'Another forecasting run is in progress; try again when it ends',
    );
  return lease;
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

/**
 * Where a run's time went (ms of wall time on the run's thread, for the bench): reading the history, writing, and
 * waiting for the engine; the engine's own time, summed over its batches on whichever thread ran them, and the
 * history reads of worker threads that read it themselves, summed likewise.
 */
export interface ForecastRunPhases {
  readMs: number;
  writeMs: number;
  waitMs: number;
  engineMs: number;
  workerReadMs: number;
}

export interface RunOptions {
  /**
   * Worker threads for the engine: 0 forecasts on the run's thread. By default a run of more than one batch uses
   * one thread per core, and a smaller run stays on the run's thread (starting threads would cost more).
   */
  engineThreads?: number;
  /** Item and warehouse groups per engine batch (BATCH_GROUPS; tests take a few to have several batches). */
  batchGroups?: number;
  phases?: ForecastRunPhases;
}

/** The engine, on the run's thread or on worker threads (`engine-worker.ts`), answering batches in order. */
class Engine {
  private pool: WorkerPool<EngineTask, EngineAnswer> | null = null;

  constructor(private threads: number | undefined) {}

  forecast(task: EngineTask, more: boolean): Promise<EngineAnswer> {
    this.threads ??= more ? workerThreads() : 0;
    if (this.threads === 0) return Promise.resolve().then(() => forecastSkus(task));
    this.pool ??= new WorkerPool(
      new URL(`./engine-worker${extname(import.meta.url)}`, import.meta.url),
      this.threads,
    );
    return this.pool.run(task);
  }

  async close() {
    await this.pool?.close();
  }
}

/**
 * The engine's batches, in item and warehouse order. Where worker threads can read the database themselves (a
 * SQLite file) and the run has more than one batch, each batch is a range of items whose history its worker reads:
 * the run's thread, the one writer, then only writes. Otherwise the run's thread streams the history from a
 * reader connection (one snapshot) and hands each batch over.
 */
async function* engineTasks(
  store: Store,
  trx: Executor,
  params: ForecastParameters,
  window: { from: number; to: number },
  scope: RunScope,
  warehouses: number,
  options: RunOptions,
): AsyncGenerator<{ task: EngineTask; more: boolean }> {
  const { method, horizonMonths: horizon } = params;
  const { itemIds, warehouseIds } = scope;
  const batchGroups = options.batchGroups ?? BATCH_GROUPS;
  const source = options.engineThreads === 0 ? null : store.threadReadable;
  if (source !== null && warehouses > 0) {
    let items = trx.selectFrom('items').select('id').orderBy('id');
    if (itemIds !== null) items = items.where('id', 'in', itemIds);
    const ids = (await items.execute()).map((r) => r.id);
    const perBatch = Math.max(1, Math.floor(batchGroups / warehouses));
    if (ids.length > perBatch) {
      for (let i = 0; i < ids.length; i += perBatch) {
        const range = { first: ids[i]!, last: ids[Math.min(ids.length, i + perBatch) - 1]! };
        const query = historyQuery(trx, window.from, window.to, itemIds, warehouseIds, range);
        const read = { source, query: { sql: query.sql, parameters: query.parameters }, ...window };
        yield { task: { method, horizon, read }, more: true };
      }
      return;
    }
  }
  const stream = streamHistory(store, window, itemIds, warehouseIds, batchGroups);
  for await (const { skus, more } of stream) yield { task: { method, horizon, skus }, more };
}

export async function runForecasting(
  store: Store,
  params: ForecastParameters,
  actor: Actor,
  options: RunOptions = {},
): Promise<ForecastRunAnswer> {
  const started = performance.now();
  const itemIds = await idsOf(store.db, 'items', params.itemNumbers, 'Item Numbers');
  const warehouseIds = await idsOf(store.db, 'warehouses', params.warehouseNumbers, 'Warehouse Numbers');
  const asOfMonth = monthIndex(params.asOf);
  const scope: RunScope = {
    parameters: {
      'As Of': params.asOf,
      'History Months': params.historyMonths,
      'Horizon Months': params.horizonMonths,
      Method: params.method,
      'Item Numbers': params.itemNumbers,
      'Warehouse Numbers': params.warehouseNumbers,
    },
    asOf: params.asOf,
    dates: Array.from({ length: params.horizonMonths }, (_, k) =>
      k === 0 ? params.asOf : `${monthText(asOfMonth + k)}-01`,
    ),
    itemIds,
    warehouseIds,
  };
  const phases = options.phases ?? { readMs: 0, writeMs: 0, waitMs: 0, engineMs: 0, workerReadMs: 0 };
  const engine = new Engine(options.engineThreads);
  const lease = await claimLock(store);
  try {
    // A run writes a million lines and more, as the planning run does: the dialect's bulk-write settings, and its
    // commit leaves the copy into the database file to the checkpointer thread (SQLite).
    return await withBulkWriteSettings(store, (applySettings) =>
      store.dialect.withBackgroundCheckpoint(store.db, () =>
        inTransaction(store, async (trx) => {
          await applySettings(trx);
          let mark = performance.now();
          const lap = (phase: 'readMs' | 'writeMs' | 'waitMs') => {
            const now = performance.now();
            phases[phase] += now - mark;
            mark = now;
          };
          const run = await beginRun(trx, scope, actor);
          lap('writeMs');
          // Each batch of SKUs goes to the engine as its history comes; answers are written in the stream's order
          // while later batches compute.
          const inFlight: Promise<EngineAnswer>[] = [];
          const writeNext = async () => {
            const answer = await inFlight.shift()!;
            lap('waitMs');
            phases.engineMs += answer.engineMs;
            phases.workerReadMs += answer.readMs;
            await writeForecasts(trx, run, answer.forecasts);
            lap('writeMs');
          };
          const window = { from: asOfMonth - params.historyMonths, to: asOfMonth };
          const tasks = engineTasks(store, trx, params, window, scope, run.warehouses.size, options);
          for await (const { task, more } of tasks) {
            lap('readMs');
            inFlight.push(engine.forecast(task, more));
            while (inFlight.length > QUEUED_BATCHES) await writeNext();
            mark = performance.now();
          }
          lap('readMs');
          while (inFlight.length > 0) await writeNext();
          const answer = await finishRun(trx, run, scope, actor, started);
          lap('writeMs');
          return answer;
        }),
      ),
    );
  } finally {
    await engine.close();
    await releaseLease(store, LOCK, lease);
  }
}
