/**
 * The forecasting engine (planning.md part 6): pure, no Fastify, no Kysely, no I/O. One file per method; this
 * file classifies the series, runs the holdout selection of `Auto`, and clamps and rounds.
 *
 * Auto: Intermittent and Lumpy series use Croston (whatever their length); other series shorter than 6 months use
 * Moving Average; the rest fit each eligible method of Moving Average, Simple Exponential Smoothing, Damped Trend,
 * Holt-Winters on the series without its last h = min(12, ⌊n ÷ 3⌋) months, score each by the mean absolute
 * error of its forecasts for those months (clamped at 0, not rounded), and refit the lowest (ties: that order) on
 * the whole series. The holdout figures are the chosen method's on those months, for a named method too (empty
 * when h = 0 or the method is not eligible on the shortened series). Bias is the mean error, forecast − actual:
 * positive means over-forecast. A named Holt-Winters on a series under 24 months falls back to Damped Trend.
 */
import type { ForecastMethod } from '../../../catalogue/forecasting.js';
import { classifyDemand, type DemandPattern } from './classify.js';
import { fitCroston } from './croston.js';
import { fitDampedTrend } from './damped-trend.js';
import { fitHoltWinters, HOLT_WINTERS_MIN_MONTHS } from './holt-winters.js';
import type { FittedModel } from './model.js';
import { fitMovingAverage } from './moving-average.js';
import { fitSimpleExponentialSmoothing } from './simple-exponential-smoothing.js';

export { classifyDemand, type DemandPattern, type ForecastMethod };

export interface ForecastOptions {
  method: 'Auto' | ForecastMethod;
  /** Horizon Months. */
  horizon: number;
}

export interface SkuForecast {
  pattern: DemandPattern;
  method: ForecastMethod;
  /** e.g. "alpha=0.31", "alpha=0.52 beta=0.08 phi=0.95", "alpha=0.2 beta=0.01 gamma=0.3", "k=6". */
  parameters: string;
  /** `horizon` values, never negative, rounded to 3 decimals. */
  forecast: number[];
  /** The chosen method's holdout months (may be empty); forecasts clamped at 0 and rounded to 3 decimals. */
  holdout: { actual: number[]; forecast: number[] };
  /** Mean absolute error over the holdout (of the clamped, unrounded forecasts). */
  holdoutMae: number | null;
  /** Σ|error| ÷ Σ actual over the holdout; null when the actuals sum to 0. */
  holdoutWape: number | null;
  /** Mean error over the holdout, forecast − actual: positive means over-forecast. */
  bias: number | null;
}

/** The methods that compete in Auto for Smooth and Erratic series, in their tie-breaking order. */
export const COMPETING_METHODS = [
  'Moving Average',
  'Simple Exponential Smoothing',
  'Damped Trend',
  'Holt-Winters',
] as const satisfies readonly ForecastMethod[];
export const AUTO_MIN_MONTHS = 6;
const MAX_HOLDOUT = 12;

/** Fits `method` on the first `n` months of `y`; null when the method is not eligible for that length. */
export function fitMethod(method: ForecastMethod, y: Float64Array, n: number): FittedModel | null {
  switch (method) {
    case 'Moving Average':
      return fitMovingAverage(y, n);
    case 'Simple Exponential Smoothing':
      return fitSimpleExponentialSmoothing(y, n);
    case 'Damped Trend':
      return fitDampedTrend(y, n);
    case 'Holt-Winters':
      return fitHoltWinters(y, n);
    case 'Croston':
      return fitCroston(y, n);
  }
}

interface Holdout {
  forecast: Float64Array;
  mae: number;
}

/** Fits on all but the last `h` months and scores the clamped forecasts for them; null when not eligible. */
function scoreHoldout(method: ForecastMethod, y: Float64Array, h: number): Holdout | null {
  const n = y.length;
  const model = fitMethod(method, y, n - h);
  if (model === null) return null;
  const forecast = model.forecast(h);
  let error = 0;
  for (let i = 0; i < h; i++) {
    forecast[i] = Math.max(0, forecast[i]!);
    error += Math.abs(forecast[i]! - y[n - h + i]!);
  }
  return { forecast, mae: error / h };
}

const round3 = (value: number) => Math.round(Math.max(0, value) * 1000) / 1000;

/** series: monthly quantities y1..yn starting at the SKU's first month with a sale (n >= 1). */
export function forecastSeries(series: readonly number[], options: ForecastOptions): SkuForecast {
  const y = Float64Array.from(series);
  const n = y.length;
  const pattern = classifyDemand(y);
  const h = Math.min(MAX_HOLDOUT, Math.floor(n / 3));
  let method: ForecastMethod;
  let holdout: Holdout | null = null;
  if (options.method !== 'Auto') {
    method = options.method;
    if (method === 'Holt-Winters' && n < HOLT_WINTERS_MIN_MONTHS) method = 'Damped Trend';
    if (h > 0) holdout = scoreHoldout(method, y, h);
  } else if (pattern === 'Intermittent' || pattern === 'Lumpy') {
    method = 'Croston';
    if (h > 0) holdout = scoreHoldout(method, y, h);
  } else if (n < AUTO_MIN_MONTHS || h === 0) {
    method = 'Moving Average';
    if (h > 0) holdout = scoreHoldout(method, y, h);
  } else {
    method = 'Moving Average';
    for (const candidate of COMPETING_METHODS) {
      const score = scoreHoldout(candidate, y, h);
      // Lower by more than floating-point noise (a tie keeps the method listed first).
      if (score !== null && (holdout === null || score.mae < holdout.mae - 1e-9 * Math.max(1, holdout.mae))) {
        holdout = score;
        method = candidate;
      }
    }
  }
  const model = fitMethod(method, y, n)!;
  const forecast = Array.from(model.forecast(options.horizon), round3);
  return { pattern, method, parameters: model.parameters, forecast, ...holdoutFigures(y, h, holdout) };
}

function holdoutFigures(
  y: Float64Array,
  h: number,
  holdout: Holdout | null,
): Pick<SkuForecast, 'holdout' | 'holdoutMae' | 'holdoutWape' | 'bias'> {
  if (holdout === null)
    return { holdout: { actual: [], forecast: [] }, holdoutMae: null, holdoutWape: null, bias: null };
  const actual = Array.from(y.subarray(y.length - h));
  let absolute = 0;
  let signed = 0;
  let total = 0;
  for (let i = 0; i < h; i++) {
    const e = holdout.forecast[i]! - actual[i]!;
    absolute += Math.abs(e);
    signed += e;
    total += actual[i]!;
  }
  return {
    holdout: { actual, forecast: Array.from(holdout.forecast, round3) },
    holdoutMae: holdout.mae,
    holdoutWape: total > 0 ? absolute / total : null,
    bias: signed / h,
  };
}
