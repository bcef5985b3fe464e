import { type FittedModel, formatParameter } from './model.js';
import { logistic, logit, NelderMead, share } from './optimiser.js';

/**
 * Damped Trend: additive damped trend (Gardner & McKenzie 1985), ETS(A,Ad,N) in the error-correction form of
 * Hyndman & Athanasopoulos (FPP3 §8.2):
 *   ŷ_t = ℓ_{t−1} + φ b_{t−1},  e_t = y_t − ŷ_t,  ℓ_t = ŷ_t + α e_t,  b_t = φ b_{t−1} + β e_t;
 *   forecast ŷ_{n+h} = ℓ_n + (φ + φ² + … + φ^h) b_n.
 * β here is the ETS β (= α β* of the component form), so β ∈ (0, α) is the usual admissible region.
 * α ∈ (0, 1), β = α·r with r ∈ (0, 1), φ ∈ [0.8, 0.98], each through a logistic transform; the initial level and
 * trend (ℓ_0, b_0) are solved exactly for each (α, β, φ) (the errors are linear in them). Nelder–Mead from
 * α 0.3, β/α 0.1, φ 0.9, then again from the best point found.
 */
const PHI_LOW = 0.8;
const PHI_HIGH = 0.98;
const STARTS = [[0.3, 0.1, 0.9]] as const;
/** The starting point's and the fit's buffers, reused by every fit (the engine is synchronous). */
const START = new Float64Array(3);
const FIT = new Float64Array(5);
const [ALPHA, BETA, PHI, LEVEL0, TREND0] = [0, 1, 2, 3, 4] as const;

export function fitDampedTrend(y: ArrayLike<number>, n: number): FittedModel {
  // α, β, φ and the best ℓ_0, b_0 for them: in a typed array, as a closure's numbers would be boxed anew at every
  // evaluation.
  const fit = FIT;
  const setParameters = (x: ArrayLike<number>) => {
    const alpha = share(x[0]!);
    fit[ALPHA] = alpha;
    fit[BETA] = alpha * share(x[1]!);
    fit[PHI] = PHI_LOW + (PHI_HIGH - PHI_LOW) * logistic(x[2]!);
  };
  /**
   * The least in-sample squared error over (ℓ_0, b_0) for the current parameters, the states left in fit[LEVEL0]
   * and fit[TREND0]. One pass runs three recursions at once: from zero states on the data (errors e), and from ℓ_0 = 1 and
   * from b_0 = 1 on zero data (the errors' sensitivities c1, c2; e(ℓ_0, b_0) = e + ℓ_0 c1 + b_0 c2), accumulating
   * the 2 × 2 normal equations.
   */
  const bestStates = () => {
    const a = fit[ALPHA]!;
    const bt = fit[BETA]!;
    const ph = fit[PHI]!;
    let l = 0;
    let b = 0;
    let l1 = 1;
    let b1 = 0;
    let l2 = 0;
    let b2 = 1;
    let s11 = 0;
    let s12 = 0;
    let s22 = 0;
    let r1 = 0;
    let r2 = 0;
    let ee = 0;
    for (let t = 0; t < n; t++) {
      const p0 = l + ph * b;
      const e = y[t]! - p0;
      l = p0 + a * e;
      b = ph * b + bt * e;
      const p1 = l1 + ph * b1;
      const c1 = -p1;
      l1 = p1 + a * c1;
      b1 = ph * b1 + bt * c1;
      const p2 = l2 + ph * b2;
      const c2 = -p2;
      l2 = p2 + a * c2;
      b2 = ph * b2 + bt * c2;
      s11 += c1 * c1;
      s12 += c1 * c2;
      s22 += c2 * c2;
      r1 -= c1 * e;
      r2 -= c2 * e;
      ee += e * e;
    }
    // A small ridge on b_0 (and a far smaller one on ℓ_0): on a series too short to identify a trend (one month)
    // the trend starts at 0 instead of an arbitrary split of the level.
    s11 += 1e-15 * (s11 + s22) + 1e-15;
    s22 += 1e-6 * (s11 + s22) + 1e-9;
    const det = s11 * s22 - s12 * s12;
    const level0 = (r1 * s22 - r2 * s12) / det;
    const trend0 = (r2 * s11 - r1 * s12) / det;
    fit[LEVEL0] = level0;
    fit[TREND0] = trend0;
    return Math.max(0, ee - (level0 * r1 + trend0 * r2));
  };
  const objective = (x: Float64Array) => {
    setParameters(x);
    return bestStates();
  };
  const optimiser = NelderMead.of(3);
  const start = START;
  for (const [a, r, p] of STARTS) {
    start[0] = logit(a);
    start[1] = logit(r);
    start[2] = logit((p - PHI_LOW) / (PHI_HIGH - PHI_LOW));
    optimiser.minimise(objective, start, 1, 80, 1e-6);
  }
  // A second start from the best point with a smaller simplex: Nelder–Mead can stall on a ridge.
  optimiser.minimise(objective, optimiser.best, 0.3, 40, 1e-6);
  setParameters(optimiser.best);
  bestStates();
  const alpha = fit[ALPHA]!;
  const beta = fit[BETA]!;
  const phi = fit[PHI]!;
  let level = fit[LEVEL0]!;
  let trend = fit[TREND0]!;
  for (let t = 0; t < n; t++) {
    const damped = phi * trend;
    const e = y[t]! - (level + damped);
    level = level + damped + alpha * e;
    trend = damped + beta * e;
  }
  return {
    get parameters() {
      return `alpha=${formatParameter(alpha)} beta=${formatParameter(beta)} phi=${formatParameter(phi)}`;
    },
    forecast: (horizon) => {
      const out = new Float64Array(horizon);
      let damping = 0;
      let power = 1;
      for (let h = 0; h < horizon; h++) {
        power *= phi;
        damping += power;
        out[h] = level + damping * trend;
      }
      return out;
    },
  };
}
