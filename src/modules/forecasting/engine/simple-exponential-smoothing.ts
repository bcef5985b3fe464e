import { type FittedModel, formatParameter } from './model.js';
import { logit, NelderMead, share } from './optimiser.js';

/**
 * Simple Exponential Smoothing, ETS(A,N,N) (Hyndman & Athanasopoulos, FPP3 §8.1, error-correction form):
 *   ŷ_t = ℓ_{t−1},  e_t = y_t − ŷ_t,  ℓ_t = ℓ_{t−1} + α e_t;  forecast ŷ_{n+h} = ℓ_n.
 * α ∈ (0, 1) (kept within [0.0001, 0.9999]) and the initial level ℓ_0 minimise the in-sample one-step squared
 * error: ℓ_0 is solved exactly for each α (the errors are linear in it), α by Nelder–Mead on logit(α) from two
 * starts (0.2 and 0.7).
 */
/** The two starts, 0.2 and 0.7, as logit(α). */
const STARTS = [[logit(0.2)], [logit(0.7)]] as const;

/** ℓ_0 of the last `bestLevel`: in a typed array, as a closure's number would be boxed anew at every evaluation. */
const LEVEL0 = new Float64Array(1);

/**
 * The least squared error over ℓ_0 for `alpha` (ℓ_0 left in LEVEL0): e_t(ℓ_0) = e_t(0) − (1 − α)^(t−1) ℓ_0.
 */
function bestLevel(y: ArrayLike<number>, n: number, alpha: number): number {
  let level = 0;
  let weight = 1;
  let ww = 0;
  let we = 0;
  let ee = 0;
  for (let t = 0; t < n; t++) {
    const e = y[t]! - level;
    level += alpha * e;
    ww += weight * weight;
    we += weight * e;
    ee += e * e;
    weight *= 1 - alpha;
  }
  const level0 = we / ww;
  LEVEL0[0] = level0;
  return Math.max(0, ee - we * level0);
}

export function fitSimpleExponentialSmoothing(y: ArrayLike<number>, n: number): FittedModel {
  const objective = (x: Float64Array) => bestLevel(y, n, share(x[0]!));
  const optimiser = NelderMead.of(1);
  for (const start of STARTS) optimiser.minimise(objective, start, 1, 40, 1e-6);
  const alpha = share(optimiser.best[0]!);
  bestLevel(y, n, alpha);
  let level = LEVEL0[0]!;
  for (let t = 0; t < n; t++) level += alpha * (y[t]! - level);
  return {
    get parameters() {
      return `alpha=${formatParameter(alpha)}`;
    },
    forecast: (horizon) => new Float64Array(horizon).fill(level),
  };
}
