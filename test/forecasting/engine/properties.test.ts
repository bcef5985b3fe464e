import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ForecastMethod } from '../../../src/modules/forecasting/engine/index.js';
import { forecastSeries } from '../../../src/modules/forecasting/engine/index.js';

const ALL_METHODS: readonly ('Auto' | ForecastMethod)[] = [
  'Auto',
  'Moving Average',
  'Simple Exponential Smoothing',
  'Damped Trend',
  'Holt-Winters',
  'Croston',
];
const RUNS = { numRuns: 60 };

describe('forecasting engine properties', () => {
  it('a constant series forecasts that constant (every method but Croston, whose SBA factor is 0.95)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 48 }),
        fc.double({ min: 0.5, max: 10_000, noNaN: true }),
        fc.constantFrom(...ALL_METHODS.filter((m) => m !== 'Croston')),
        (n, level, method) => {
          const result = forecastSeries(new Array(n).fill(level), { method, horizon: 6 });
          expect(result.method).not.toBe('Croston');
          // Rounding to 3 decimals, and a relative 1e-6 for the optimiser's floating-point arithmetic.
          for (const f of result.forecast)
            expect(Math.abs(f - level)).toBeLessThanOrEqual(0.0005 + 1e-6 * level);
        },
      ),
      RUNS,
    );
  });

  it('Damped Trend extrapolates a linear trend in its direction', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 8, max: 48 }),
        fc.double({ min: 0.5, max: 20, noNaN: true }),
        fc.boolean(),
        fc.array(fc.double({ min: -0.2, max: 0.2, noNaN: true }), { minLength: 48, maxLength: 48 }),
        (n, slope, up, noise) => {
          const signed = up ? slope : -slope;
          const start = up ? 100 : 100 + slope * n;
          const y = Array.from({ length: n }, (_, t) => start + signed * t + noise[t]! * slope);
          const { forecast } = forecastSeries(y, { method: 'Damped Trend', horizon: 12 });
          const last = y[n - 1]!;
          if (up) {
            expect(forecast[11]!).toBeGreaterThan(forecast[0]!);
            expect(forecast[0]!).toBeGreaterThan(last);
          } else {
            expect(forecast[11]!).toBeLessThan(forecast[0]!);
            expect(forecast[0]!).toBeLessThan(last);
          }
        },
      ),
      RUNS,
    );
  });

  it('Holt-Winters repeats a 12-month seasonal pattern', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 24, max: 48 }),
        fc.array(fc.double({ min: -40, max: 40, noNaN: true }), { minLength: 12, maxLength: 12 }),
        (n, raw) => {
          const mean = raw.reduce((a, b) => a + b, 0) / 12;
          const shape = raw.map((s) => s - mean);
          const y = Array.from({ length: n }, (_, t) => 100 + shape[t % 12]!);
          const { forecast, method } = forecastSeries(y, { method: 'Holt-Winters', horizon: 24 });
          expect(method).toBe('Holt-Winters');
          for (let h = 0; h < 24; h++) expect(forecast[h]!).toBeCloseTo(100 + shape[(n + h) % 12]!, 1);
        },
      ),
      RUNS,
    );
  });

  it('a series with zeros in most months is Intermittent or Lumpy and gets Croston', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 2, max: 6 })), {
          minLength: 1,
          maxLength: 12,
        }),
        (sales) => {
          // Each sale followed by 1–5 months without one: more than half the months are zeros.
          const y: number[] = [];
          for (const [quantity, gap] of sales) y.push(quantity, ...new Array<number>(gap - 1).fill(0));
          const result = forecastSeries(y, { method: 'Auto', horizon: 3 });
          expect(['Intermittent', 'Lumpy']).toContain(result.pattern);
          expect(result.method).toBe('Croston');
        },
      ),
      RUNS,
    );
  });

  const anySeries = fc.array(fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 1000 })), {
    minLength: 1,
    maxLength: 60,
  });

  it('never forecasts a negative quantity, and rounds to 3 decimals', () => {
    const falling = fc
      .integer({ min: 6, max: 48 })
      .map((n) => Array.from({ length: n }, (_, t) => 10 * (n - t)));
    fc.assert(
      fc.property(fc.oneof(anySeries, falling), fc.constantFrom(...ALL_METHODS), (series, method) => {
        const y = series.slice();
        if (y[0] === 0) y[0] = 1;
        const result = forecastSeries(y, { method, horizon: 24 });
        expect(result.forecast).toHaveLength(24);
        for (const f of [...result.forecast, ...result.holdout.forecast]) {
          expect(f).toBeGreaterThanOrEqual(0);
          expect(Math.round(f * 1000) / 1000).toBe(f);
        }
      }),
      RUNS,
    );
  });

  it('gives the same output for the same input', () => {
    fc.assert(
      fc.property(anySeries, fc.constantFrom(...ALL_METHODS), (series, method) => {
        const y = series.slice();
        if (y[0] === 0) y[0] = 1;
        const copy = y.slice();
        const first = forecastSeries(y, { method, horizon: 12 });
        expect(forecastSeries(copy, { method, horizon: 12 })).toEqual(first);
        expect(y).toEqual(copy);
      }),
      RUNS,
    );
  });
});
