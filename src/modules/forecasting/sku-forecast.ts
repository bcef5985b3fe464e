import { readArraysInThread, type ThreadQuery, type ThreadReadable } from '../../core/db/thread-read.js';
import { type ForecastMethod, forecastSeries, type SkuForecast } from './engine/index.js';
import { type SkuHistory, skusOfRows } from './history.js';

/**
 * A batch of SKUs for the engine, in the stream's order: their histories, or where a worker thread reads them
 * itself (`read`: the history query of a range of items, months `from` to `to`).
 */
export type EngineTask = {
  method: 'Auto' | ForecastMethod;
  horizon: number;
} & (
  | { skus: SkuHistory[] }
  | { read: { source: ThreadReadable; query: ThreadQuery; from: number; to: number } }
);

/** One SKU's forecast as the write needs it: the engine's answer, its series already as the stored texts. */
export interface Forecast {
  sku: Omit<SkuHistory, 'quantities'>;
  historyMonths: number;
  /** The history and the holdout as their stored JSON texts (a few hundred bytes instead of arrays of numbers). */
  historyText: string;
  holdoutText: string;
  result: Omit<SkuForecast, 'holdout'>;
}

export interface EngineAnswer {
  forecasts: Forecast[];
  /** How long the engine took for the batch (ms), on whichever thread ran it. */
  engineMs: number;
  /** How long reading the batch's history took the worker that read it (ms; 0 when it was handed over). */
  readMs: number;
}

/** Forecasts a batch (pure but for a worker's read: runs on the run's thread or in a worker, `engine-worker.ts`). */
export function forecastSkus(task: EngineTask): EngineAnswer {
  const { method, horizon } = task;
  let started = performance.now();
  let readMs = 0;
  let skus: SkuHistory[];
  if ('skus' in task) skus = task.skus;
  else {
    const { source, query, from, to } = task.read;
    skus = skusOfRows(readArraysInThread(source, query), from, to);
    const read = performance.now();
    readMs = read - started;
    started = read;
  }
  const forecasts = skus.map(({ quantities, ...sku }): Forecast => {
    const { holdout, ...result } = forecastSeries(quantities, { method, horizon });
    return {
      sku,
      historyMonths: quantities.length,
      historyText: JSON.stringify(quantities),
      holdoutText: JSON.stringify(holdout),
      result,
    };
  });
  return { forecasts, engineMs: performance.now() - started, readMs };
}
