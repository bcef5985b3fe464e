/**
 * Two small, allocation-free numerical tools the methods share:
 * - `NelderMead`: the downhill simplex (Nelder & Mead 1965; coefficients 1, 2, ½, ½) over an unconstrained space;
 *   a method maps each coordinate onto its bounded parameter (logistic transform), so bounds always hold.
 * - `InitialStates`: for a linear exponential-smoothing recursion the one-step errors are affine in the initial
 *   states, so for given smoothing parameters the initial states that minimise the squared error are a small
 *   least-squares problem: one run with zero states, one per state with that state at 1, the normal equations
 *   solved by Cholesky (with a tiny ridge for series too short to identify every state).
 * Buffers are allocated once per instance; the inner loops allocate nothing.
 */

export type Objective = (x: Float64Array) => number;

export const logistic = (u: number) => 1 / (1 + Math.exp(-u));
export const logit = (p: number) => Math.log(p / (1 - p));

/** The smoothing parameters' bound: a share is kept within [MIN, 1 − MIN]. */
const MIN = 1e-4;
/** A share in (0, 1), kept within [0.0001, 0.9999], from an unconstrained coordinate. */
export const share = (u: number) => MIN + (1 - 2 * MIN) * logistic(u);

export class NelderMead {
  private static readonly shared = new Map<number, NelderMead>();

  /**
   * One optimiser per dimension, reused and reset (as `InitialStates.of`): `minimise` writes every buffer before
   * reading it, so a reset optimiser answers exactly what a new one would. The engine is synchronous.
   */
  static of(dim: number): NelderMead {
    let optimiser = NelderMead.shared.get(dim);
    if (optimiser === undefined) {
      optimiser = new NelderMead(dim);
      NelderMead.shared.set(dim, optimiser);
    }
    optimiser.bestValue = Number.POSITIVE_INFINITY;
    optimiser.best.fill(0);
    return optimiser;
  }

  private readonly simplex: Float64Array;
  private readonly values: Float64Array;
  private readonly centroid: Float64Array;
  private readonly reflected: Float64Array;
  private readonly trial: Float64Array;
  readonly best: Float64Array;
  bestValue = Number.POSITIVE_INFINITY;

  constructor(private readonly dim: number) {
    this.simplex = new Float64Array((dim + 1) * dim);
    this.values = new Float64Array(dim + 1);
    this.centroid = new Float64Array(dim);
    this.reflected = new Float64Array(dim);
    this.trial = new Float64Array(dim);
    this.best = new Float64Array(dim);
  }

  /**
   * Minimises `f` from `start` (step `step` along each axis); keeps the best point over every call in `best`.
   * `start` is read before anything is written, so it may be `best` itself.
   */
  minimise(
    f: Objective,
    start: ArrayLike<number>,
    step: number,
    maxEvaluations: number,
    tolerance = 1e-8,
  ): void {
    const { dim, simplex, values, centroid, reflected, trial } = this;
    for (let i = 0; i <= dim; i++) {
      for (let j = 0; j < dim; j++) trial[j] = start[j]! + (i === j + 1 ? step : 0);
      simplex.set(trial, i * dim);
      values[i] = f(trial);
    }
    let evaluations = dim + 1;
    while (evaluations < maxEvaluations) {
      // Order: find best, worst and second worst (no sort, dim is tiny).
      let lo = 0;
      let hi = 0;
      for (let i = 1; i <= dim; i++) {
        if (values[i]! < values[lo]!) lo = i;
        if (values[i]! > values[hi]!) hi = i;
      }
      let nh = lo;
      for (let i = 0; i <= dim; i++) if (i !== hi && values[i]! > values[nh]!) nh = i;
      if (Math.abs(values[hi]! - values[lo]!) <= tolerance * (Math.abs(values[lo]!) + 1e-12)) break;
      centroid.fill(0);
      for (let i = 0; i <= dim; i++) {
        if (i === hi) continue;
        for (let j = 0; j < dim; j++) centroid[j]! += simplex[i * dim + j]! / dim;
      }
      const w = hi * dim;
      for (let j = 0; j < dim; j++) reflected[j] = centroid[j]! + (centroid[j]! - simplex[w + j]!);
      const fr = f(reflected);
      evaluations++;
      if (fr < values[lo]!) {
        for (let j = 0; j < dim; j++) trial[j] = centroid[j]! + 2 * (centroid[j]! - simplex[w + j]!);
        const fe = f(trial);
        evaluations++;
        if (fe < fr) this.replace(hi, trial, fe);
        else this.replace(hi, reflected, fr);
      } else if (fr < values[nh]!) {
        this.replace(hi, reflected, fr);
      } else {
        const outside = fr < values[hi]!;
        for (let j = 0; j < dim; j++)
          trial[j] = outside
            ? centroid[j]! + 0.5 * (reflected[j]! - centroid[j]!)
            : centroid[j]! + 0.5 * (simplex[w + j]! - centroid[j]!);
        const fc = f(trial);
        evaluations++;
        if (fc < (outside ? fr : values[hi]!)) this.replace(hi, trial, fc);
        else {
          // Shrink towards the best vertex.
          for (let i = 0; i <= dim; i++) {
            if (i === lo) continue;
            for (let j = 0; j < dim; j++)
              trial[j] = simplex[lo * dim + j]! + 0.5 * (simplex[i * dim + j]! - simplex[lo * dim + j]!);
            simplex.set(trial, i * dim);
            values[i] = f(trial);
            evaluations++;
          }
        }
      }
    }
    for (let i = 0; i <= dim; i++) {
      if (values[i]! < this.bestValue) {
        this.bestValue = values[i]!;
        for (let j = 0; j < dim; j++) this.best[j] = simplex[i * dim + j]!;
      }
    }
  }

  private replace(index: number, point: Float64Array, value: number) {
    this.simplex.set(point, index * this.dim);
    this.values[index] = value;
  }
}

/** Runs the recursion from the initial states `states` over the fitted months, writing its one-step errors at `offset`. */
export type ErrorRun = (states: Float64Array, errors: Float64Array, offset: number) => void;

export class InitialStates {
  private static readonly shared = new Map<number, InitialStates>();

  /**
   * One solver per shape, reused: `solve` writes every buffer before reading it, so a reused solver answers exactly
   * what a new one would (allocating five typed arrays per fit was a tenth of the engine's time at 100,000 SKUs).
   * The engine is synchronous: no two fits use one at the same time.
   */
  static of(count: number, months: number): InitialStates {
    const key = count * 100_000 + months;
    let solver = InitialStates.shared.get(key);
    if (solver === undefined) {
      solver = new InitialStates(count, months);
      InitialStates.shared.set(key, solver);
    }
    return solver;
  }

  readonly states: Float64Array;
  private readonly base: Float64Array;
  private readonly columns: Float64Array;
  private readonly normal: Float64Array;
  private readonly rhs: Float64Array;

  constructor(
    private readonly count: number,
    private readonly months: number,
  ) {
    this.states = new Float64Array(count);
    this.base = new Float64Array(months);
    this.columns = new Float64Array(count * months);
    this.normal = new Float64Array(count * count);
    this.rhs = new Float64Array(count);
  }

  /** Sets `states` to the least-squares initial states for `run`; answers the resulting sum of squared errors. */
  solve(run: ErrorRun): number {
    const { count: p, months: n, states, base, columns, normal, rhs } = this;
    states.fill(0);
    run(states, base, 0);
    for (let j = 0; j < p; j++) {
      states[j] = 1;
      run(states, columns, j * n);
      states[j] = 0;
      for (let t = 0; t < n; t++) columns[j * n + t] = columns[j * n + t]! - base[t]!;
    }
    // Normal equations of min ||base + C·x||²: (CᵀC) x = −Cᵀ base.
    let trace = 0;
    for (let a = 0; a < p; a++) {
      for (let b = 0; b <= a; b++) {
        let sum = 0;
        for (let t = 0; t < n; t++) sum += columns[a * n + t]! * columns[b * n + t]!;
        normal[a * p + b] = sum;
      }
      trace += normal[a * p + a]!;
      let r = 0;
      for (let t = 0; t < n; t++) r -= columns[a * n + t]! * base[t]!;
      rhs[a] = r;
    }
    const ridge = 1e-9 * (trace / p) + 1e-12;
    // Cholesky in place (lower triangle), then the two triangular solves.
    for (let a = 0; a < p; a++) {
      for (let b = 0; b <= a; b++) {
        let sum = normal[a * p + b]! + (a === b ? ridge : 0);
        for (let c = 0; c < b; c++) sum -= normal[a * p + c]! * normal[b * p + c]!;
        if (a === b) normal[a * p + a] = Math.sqrt(Math.max(sum, ridge));
        else normal[a * p + b] = sum / normal[b * p + b]!;
      }
    }
    for (let a = 0; a < p; a++) {
      let sum = rhs[a]!;
      for (let c = 0; c < a; c++) sum -= normal[a * p + c]! * states[c]!;
      states[a] = sum / normal[a * p + a]!;
    }
    for (let a = p - 1; a >= 0; a--) {
      let sum = states[a]!;
      for (let c = a + 1; c < p; c++) sum -= normal[c * p + a]! * states[c]!;
      states[a] = sum / normal[a * p + a]!;
    }
    let sse = 0;
    for (let t = 0; t < n; t++) {
      let e = base[t]!;
      for (let j = 0; j < p; j++) e += columns[j * n + t]! * states[j]!;
      sse += e * e;
    }
    return sse;
  }
}
