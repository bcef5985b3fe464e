import { type ForecastMethod, forecastSeries, type SkuForecast } from './engine/index.js';
import type { SkuHistory } from './history.js';

/** A batch of SKUs for the engine, in the stream's order. */
export interface EngineTask {
  skus: SkuHistory[];
  method: 'Auto' | ForecastMethod;
  horizon: number;
}

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
}

/** Forecasts a batch (pure: runs on the run's thread or in a worker thread, `engine-worker.ts`). */
export function forecastSkus({ skus, method, horizon }: EngineTask): EngineAnswer {
  const started = performance.now();
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
  return { forecasts, engineMs: performance.now() - started };
}
