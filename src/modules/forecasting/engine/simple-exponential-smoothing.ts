import { type FittedModel, formatParameter } from './model.js';
import { logit, NelderMead, share } from './optimiser.js';

/**
 * Simple Exponential Smoothing, ETS(A,N,N) (Hyndman & Athanasopoulos, FPP3 §8.1, error-correction form):
 *   ŷ_t = ℓ_{t−1},  e_t = y_t − ŷ_t,  ℓ_t = ℓ_{t−1} + α e_t;  forecast ŷ_{n+h} = ℓ_n.
 * α ∈ (0, 1) (kept within [0.0001, 0.9999]) and the initial level ℓ_0 minimise the in-sample one-step squared
 * error: ℓ_0 is solved exactly for each α (the errors are linear in it), α by Nelder–Mead on logit(α) from two
 * starts (0.2 and 0.7).
 */

export function fitSimpleExponentialSmoothing(y: ArrayLike<number>, n: number): FittedModel {
  let alpha = 0.5;
  let level0 = 0;
  /** The least squared error over ℓ_0 for the current α: e_t(ℓ_0) = e_t(0) − (1 − α)^(t−1) ℓ_0. */
  const bestLevel = () => {
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
    level0 = we / ww;
    return Math.max(0, ee - we * level0);
  };
  const objective = (x: Float64Array) => {
    alpha = share(x[0]!);
    return bestLevel();
  };
  const optimiser = new NelderMead(1);
  for (const start of [0.2, 0.7]) optimiser.minimise(objective, [logit(start)], 1, 40, 1e-6);
  alpha = share(optimiser.best[0]!);
  bestLevel();
  let level = level0;
  for (let t = 0; t < n; t++) level += alpha * (y[t]! - level);
  return {
    get parameters() {
      return `alpha=${formatParameter(alpha)}`;
    },
    forecast: (horizon) => new Float64Array(horizon).fill(level),
  };
}
