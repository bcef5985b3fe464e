/**
 * The forecasting engine (planning.md part 6): pure, no Fastify, no Kysely, no I/O.
 *
 * FIRST VERSION, INCOMPLETE: only `Moving Average` is implemented; every other method (and `Auto`) falls back
 * to it. The public face below is final; the real methods follow in their own files.
 */

export type ForecastMethod =
  | 'Moving Average'
  | 'Simple Exponential Smoothing'
  | 'Damped Trend'
  | 'Holt-Winters'
  | 'Croston';
export type DemandPattern = 'Smooth' | 'Erratic' | 'Intermittent' | 'Lumpy';

export interface ForecastOptions {
  method: 'Auto' | ForecastMethod;
  /** Horizon Months. */
  horizon: number;
}

export interface SkuForecast {
  pattern: DemandPattern;
  method: ForecastMethod;
  /** e.g. "alpha=0.31", "alpha=0.52 beta=0.08 phi=0.95", "k=6". */
  parameters: string;
  /** `horizon` values, never negative, rounded to 3 decimals. */
  forecast: number[];
  /** The chosen method's holdout months (may be empty). */
  holdout: { actual: number[]; forecast: number[] };
  holdoutMae: number | null;
  holdoutWape: number | null;
  /** Mean error over the holdout, forecast − actual (positive: over-forecast). */
  bias: number | null;
}

const round3 = (value: number) => Math.round(Math.max(0, value) * 1000) / 1000;

/** Syntetos–Boylan classification: ADI = n ÷ months with a sale, CV² of the non-zero quantities. */
export function classifyDemand(series: readonly number[]): DemandPattern {
  const sizes = series.filter((q) => q > 0);
  const adi = sizes.length === 0 ? Number.POSITIVE_INFINITY : series.length / sizes.length;
  let cv2 = 0;
  if (sizes.length > 1) {
    const mean = sizes.reduce((a, b) => a + b, 0) / sizes.length;
    const variance = sizes.reduce((a, q) => a + (q - mean) ** 2, 0) / sizes.length;
    cv2 = variance / (mean * mean);
  }
  if (adi < 1.32) return cv2 < 0.49 ? 'Smooth' : 'Erratic';
  return cv2 < 0.49 ? 'Intermittent' : 'Lumpy';
}

/** series: monthly quantities y1..yn starting at the SKU's first month with a sale (n >= 1). */
export function forecastSeries(series: readonly number[], options: ForecastOptions): SkuForecast {
  const n = series.length;
  const mean = (from: number, to: number) => {
    let sum = 0;
    for (let t = from; t < to; t++) sum += series[t]!;
    return sum / (to - from);
  };
  let k = n;
  if (n > 3) {
    const eligible = [3, 6, 12].filter((c) => c < n);
    const big = eligible[eligible.length - 1]!;
    let best = Number.POSITIVE_INFINITY;
    for (const c of eligible) {
      let error = 0;
      for (let t = big; t < n; t++) error += Math.abs(mean(t - c, t) - series[t]!);
      if (error < best) {
        best = error;
        k = c;
      }
    }
  }
  const level = round3(mean(n - k, n));
  return {
    pattern: classifyDemand(series),
    method: 'Moving Average',
    parameters: `k=${k}`,
    forecast: Array.from({ length: options.horizon }, () => level),
    holdout: { actual: [], forecast: [] },
    holdoutMae: null,
    holdoutWape: null,
    bias: null,
  };
}
