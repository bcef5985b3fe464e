import { type FittedModel, formatParameter } from './model.js';
import { InitialStates, logit, NelderMead, share } from './optimiser.js';

/**
 * Holt-Winters, additive trend and additive seasonality of m = 12 months: ETS(A,A,A) in the error-correction form
 * of Hyndman & Athanasopoulos (FPP3 §8.3):
 *   ŷ_t = ℓ_{t−1} + b_{t−1} + s_{t−m},  e_t = y_t − ŷ_t,
 *   ℓ_t = ℓ_{t−1} + b_{t−1} + α e_t,  b_t = b_{t−1} + β e_t,  s_t = s_{t−m} + γ e_t;
 *   forecast ŷ_{n+h} = ℓ_n + h b_n + s_{n+h−m(⌊(h−1)/m⌋+1)}.
 * α ∈ (0, 1), β ∈ (0, α), γ ∈ (0, 1 − α) (the usual ETS region), each through a logistic transform.
 * Initial states: the 12 initial seasonal components are normalised to sum to 0 (s_12 = −(s_1 + … + s_11)), so
 * ℓ_0, b_0 and 11 seasonal components are free. They start from the first two years (seasonal: each month's
 * deviation from its year's mean, averaged over both years; b_0 the change of the yearly means ÷ 12; ℓ_0 the
 * first year's mean less 6.5 b_0); α, β, γ are fitted by Nelder–Mead (from α 0.3, β/α 0.1, γ/(1−α) 0.15) with
 * those states held, the 13 states are then solved by least squares for those parameters (the errors are linear
 * in them), and the parameters fitted again from there with those states. Eligible only when the fitted series has at least 24 months.
 */
export const SEASON = 12;
export const HOLT_WINTERS_MIN_MONTHS = 2 * SEASON;
const STATES = 2 + SEASON - 1;
const START = [0.3, 0.1, 0.15] as const;

/** Working buffers, reused by every fit (the engine is synchronous); the fitted model keeps its own copies. */
const scratch = {
  seasonal: new Float64Array(SEASON),
  states: new Float64Array(STATES),
  start: new Float64Array(3),
  parameters: new Float64Array(3),
  raw: new Float64Array(SEASON),
  errors: new Float64Array(128),
};

export function fitHoltWinters(y: ArrayLike<number>, n: number): FittedModel | null {
  if (n < HOLT_WINTERS_MIN_MONTHS) return null;
  const { seasonal, states, start } = scratch;
  if (scratch.errors.length < n) scratch.errors = new Float64Array(n);
  const errors = scratch.errors;
  initialStates(y, states);
  // α, β, γ: in a typed array, as a closure's numbers would be boxed anew at every evaluation.
  const parameters = scratch.parameters;
  const setParameters = (x: ArrayLike<number>) => {
    const alpha = share(x[0]!);
    parameters[0] = alpha;
    parameters[1] = alpha * share(x[1]!);
    parameters[2] = (1 - alpha) * share(x[2]!);
  };
  /** Runs the recursion; leaves the final level, trend and seasonal components in `final` and `seasonal`. */
  const final = { level: 0, trend: 0 };
  const run = (initial: Float64Array, out: Float64Array, offset: number): number => {
    const a = parameters[0]!;
    const bt = parameters[1]!;
    const g = parameters[2]!;
    let level = initial[0]!;
    let trend = initial[1]!;
    let last = 0;
    for (let j = 0; j < SEASON - 1; j++) {
      seasonal[j] = initial[2 + j]!;
      last -= initial[2 + j]!;
    }
    seasonal[SEASON - 1] = last;
    let sse = 0;
    for (let t = 0, slot = 0; t < n; t++) {
      const e = y[t]! - (level + trend + seasonal[slot]!);
      out[offset + t] = e;
      sse += e * e;
      level += trend + a * e;
      trend += bt * e;
      seasonal[slot] = seasonal[slot]! + g * e;
      slot = slot === SEASON - 1 ? 0 : slot + 1;
    }
    final.level = level;
    final.trend = trend;
    return sse;
  };
  const objective = (x: Float64Array) => {
    setParameters(x);
    return run(states, errors, 0);
  };
  const optimiser = NelderMead.of(3);
  start[0] = logit(START[0]);
  start[1] = logit(START[1]);
  start[2] = logit(START[2]);
  optimiser.minimise(objective, start, 1, 70, 1e-5);
  const solver = InitialStates.of(STATES, n);
  setParameters(optimiser.best);
  solver.solve(run);
  states.set(solver.states);
  optimiser.bestValue = objective(optimiser.best);
  optimiser.minimise(objective, optimiser.best, 0.3, 40, 1e-5);
  setParameters(optimiser.best);
  run(states, errors, 0);
  // `seasonal` now holds s_{n−11} … s_n by slot: month n+h uses the slot (n + h − 1) mod 12.
  const { level, trend } = final;
  const components = seasonal.slice();
  const alpha = parameters[0]!;
  const beta = parameters[1]!;
  const gamma = parameters[2]!;
  return {
    get parameters() {
      return `alpha=${formatParameter(alpha)} beta=${formatParameter(beta)} gamma=${formatParameter(gamma)}`;
    },
    forecast: (horizon) => {
      const out = new Float64Array(horizon);
      for (let h = 1; h <= horizon; h++) out[h - 1] = level + h * trend + components[(n + h - 1) % SEASON]!;
      return out;
    },
  };
}

/** The starting states from the first two years (see the file's comment). */
function initialStates(y: ArrayLike<number>, states: Float64Array): void {
  let first = 0;
  let second = 0;
  for (let j = 0; j < SEASON; j++) {
    first += y[j]!;
    second += y[SEASON + j]!;
  }
  first /= SEASON;
  second /= SEASON;
  const trend = (second - first) / SEASON;
  states[0] = first - 6.5 * trend;
  states[1] = trend;
  // Deviations from each year's mean (with the trend inside the year removed), averaged over both years.
  let sum = 0;
  const { raw } = scratch;
  for (let j = 0; j < SEASON; j++) {
    const within = (j - 5.5) * trend;
    raw[j] = (y[j]! - first - within + (y[SEASON + j]! - second - within)) / 2;
    sum += raw[j]!;
  }
  for (let j = 0; j < SEASON - 1; j++) states[2 + j] = raw[j]! - sum / SEASON;
}
