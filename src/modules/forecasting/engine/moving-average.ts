import { type FittedModel, formatParameter } from './model.js';

/**
 * Moving Average (planning.md part 6): the mean of the last k months, k ∈ {3, 6, 12} with k < n, the k whose
 * one-step forecasts (the mean of the k months before) have the lowest mean absolute error over the months
 * K+1 … n, K the largest eligible k (ties: the smaller k). n ≤ 3: the mean of all months.
 */
const CANDIDATES = [3, 6, 12] as const;

function meanOf(y: ArrayLike<number>, from: number, to: number): number {
  let sum = 0;
  for (let t = from; t < to; t++) sum += y[t]!;
  return sum / (to - from);
}

/** The chosen k for the first `n` months of `y`. */
export function chooseWindow(y: ArrayLike<number>, n: number): number {
  if (n <= 3) return n;
  let largest = 3;
  for (const k of CANDIDATES) if (k < n) largest = k;
  let bestK = 3;
  let bestError = Number.POSITIVE_INFINITY;
  for (const k of CANDIDATES) {
    if (k >= n) break;
    // Running window sum: the mean of the k months before month t (0-based t from `largest`).
    let windowSum = 0;
    for (let t = largest - k; t < largest; t++) windowSum += y[t]!;
    let error = 0;
    for (let t = largest; t < n; t++) {
      error += Math.abs(windowSum / k - y[t]!);
      windowSum += y[t]! - y[t - k]!;
    }
    // Every k is scored over the same months, so the sum orders them as the mean does; a strictly lower error
    // (beyond rounding noise of the running sums) is needed to replace the smaller k.
    if (bestError === Number.POSITIVE_INFINITY || error < bestError - 1e-9 * Math.max(1, bestError)) {
      bestError = error;
      bestK = k;
    }
  }
  return bestK;
}

export function fitMovingAverage(y: ArrayLike<number>, n: number): FittedModel {
  const k = chooseWindow(y, n);
  const level = meanOf(y, n - k, n);
  return {
    parameters: `k=${formatParameter(k)}`,
    forecast: (horizon) => new Float64Array(horizon).fill(level),
  };
}
