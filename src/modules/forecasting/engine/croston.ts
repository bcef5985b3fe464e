import { type FittedModel, formatParameter } from './model.js';

/**
 * Croston's method with the Syntetos–Boylan correction (Syntetos & Boylan 2005, "SBA"), as planning.md part 6
 * fixes it: one smoothing constant α = 0.1 for the non-zero sizes z and the intervals p between them; z starts at
 * the first non-zero quantity and p at the series' ADI (months ÷ months with a sale). At every later non-zero
 * month: z ← z + α (y − z), p ← p + α (q − p), q the months since the previous non-zero month. Forecast, the same
 * every month: z ÷ p × (1 − α ÷ 2). A series without any sale forecasts 0.
 */
export const CROSTON_ALPHA = 0.1;

export function fitCroston(y: ArrayLike<number>, n: number): FittedModel {
  let first = -1;
  let nonZero = 0;
  for (let t = 0; t < n; t++) {
    if (y[t]! > 0) {
      nonZero++;
      if (first < 0) first = t;
    }
  }
  let rate = 0;
  if (first >= 0) {
    let size = y[first]!;
    let interval = n / nonZero;
    let since = 0;
    for (let t = first + 1; t < n; t++) {
      since++;
      if (y[t]! > 0) {
        size += CROSTON_ALPHA * (y[t]! - size);
        interval += CROSTON_ALPHA * (since - interval);
        since = 0;
      }
    }
    rate = (size / interval) * (1 - CROSTON_ALPHA / 2);
  }
  return {
    parameters: `alpha=${formatParameter(CROSTON_ALPHA)}`,
    forecast: (horizon) => new Float64Array(horizon).fill(rate),
  };
}
