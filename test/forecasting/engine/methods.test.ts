import { describe, expect, it } from 'vitest';
import { classifyDemand, forecastSeries } from '../../../src/modules/forecasting/engine/index.js';

/** Every expected number below is worked out by hand from the method's definition; the working is beside it. */
describe('Moving Average', () => {
  it('chooses k by the MAE of one-step forecasts over months K+1 … n', () => {
    // n = 7: k ∈ {3, 6}, K = 6, scored on month 7 alone: k=3 forecasts mean(4,5,6) = 5 (error 2), k=6 forecasts
    // mean(1…6) = 3.5 (error 3.5) → k = 3; the forecast is mean(5, 6, 7) = 6.
    const result = forecastSeries([1, 2, 3, 4, 5, 6, 7], { method: 'Moving Average', horizon: 3 });
    expect(result.parameters).toBe('k=3');
    expect(result.forecast).toEqual([6, 6, 6]);
  });

  it('prefers the larger k when it scores better, the smaller on a tie', () => {
    // n = 8, K = 6, scored on months 7 and 8 (values 9 and 1 after a flat 5). k=3: month 7 uses months 4–6
    // (5, 5, 5) → 5, error 4; month 8 uses months 5–7 (5, 5, 9) → 19/3, error 16/3; total 28/3.
    // k=6: month 7 → 5, error 4; month 8 uses months 2–7 (5,5,5,5,5,9) → 34/6, error 28/6; total 52/6 < 28/3.
    // So k = 6, forecast mean(months 3–8) = (5+5+5+5+9+1)/6 = 5.
    const lumpy = forecastSeries([5, 5, 5, 5, 5, 5, 9, 1], { method: 'Moving Average', horizon: 1 });
    expect(lumpy.parameters).toBe('k=6');
    expect(lumpy.forecast).toEqual([5]);
    // A flat series: every k scores 0, the smaller wins.
    expect(forecastSeries(new Array(15).fill(4), { method: 'Moving Average', horizon: 1 }).parameters).toBe(
      'k=3',
    );
  });

  it('uses the mean of all months when n ≤ 3, rounded to 3 decimals', () => {
    // (1 + 1 + 2) / 3 = 1.3333… → 1.333.
    const result = forecastSeries([1, 1, 2], { method: 'Moving Average', horizon: 2 });
    expect(result.forecast).toEqual([1.333, 1.333]);
    expect(result.parameters).toBe('k=3');
  });
});

describe('Simple Exponential Smoothing', () => {
  it('fits α → 0 and ℓ0 = the mean on two points', () => {
    // y = (10, 12), d = 10 − ℓ0: SSE = d² + (2 + (1 − α) d)². For α → 0 the minimum over d is at d = −1 (SSE 2),
    // for α → 1 it is 4 (d = 0): so α at its lower bound, ℓ0 = 11, and ℓ2 = 11 + α(…) ≈ 11.
    const result = forecastSeries([10, 12], { method: 'Simple Exponential Smoothing', horizon: 1 });
    expect(result.parameters).toBe('alpha=0');
    expect(result.forecast[0]).toBeCloseTo(11, 2);
  });

  it('fits α → 1 on a step', () => {
    // y = 0,0,0,0,10,…: with α = 1 and ℓ0 = 0 only the step month errs (SSE 100); any α < 1 adds errors after it.
    const result = forecastSeries([1, 0, 0, 0, 10, 10, 10, 10, 10, 10], {
      method: 'Simple Exponential Smoothing',
      horizon: 2,
    });
    expect(result.parameters).toBe('alpha=1');
    expect(result.forecast).toEqual([10, 10]);
  });
});

describe('Damped Trend', () => {
  it('recovers a series the damped model generates exactly, and continues it', () => {
    // y_t = 100 + 10 (φ + … + φ^t) with φ = 0.9 is the model's forecast path from ℓ0 = 100, b0 = 10, so the errors
    // are 0 for any α, β and φ = 0.9. After n = 10 months the next values are 100 + 10·0.9(1 − 0.9^(10+h))/0.1:
    // h = 1: 100 + 90(1 − 0.9^11) = 161.757, h = 2: 100 + 90(1 − 0.9^12) = 164.582.
    const y = Array.from({ length: 10 }, (_, t) => 100 + 90 * (1 - 0.9 ** (t + 1)));
    const result = forecastSeries(y, { method: 'Damped Trend', horizon: 2 });
    expect(result.parameters).toMatch(/phi=0\.9$/);
    expect(result.forecast[0]).toBeCloseTo(161.757, 1);
    expect(result.forecast[1]).toBeCloseTo(164.582, 1);
  });
});

describe('Holt-Winters', () => {
  const shape = [5, 8, 12, 7, 0, -4, -9, -11, -6, -2, 1, -1]; // sums to 0
  const value = (t: number) => 50 + 2 * t + shape[(t - 1) % 12]!; // t = 1 … n

  it('fits level + trend + a fixed 12-month shape exactly and extrapolates it', () => {
    // The series is the model's own path (ℓ0 = 50, b0 = 2, the initial seasonal components = shape), so the
    // least-squares initial states give zero error and the forecast is the same formula for t = 37, 38, …
    const y = Array.from({ length: 36 }, (_, i) => value(i + 1));
    const result = forecastSeries(y, { method: 'Holt-Winters', horizon: 13 });
    for (const [h, f] of result.forecast.entries()) expect(f).toBeCloseTo(value(37 + h), 1);
  });

  it('is not eligible under 24 months: a named Holt-Winters falls back to Damped Trend', () => {
    const y = Array.from({ length: 23 }, (_, i) => value(i + 1));
    expect(forecastSeries(y, { method: 'Holt-Winters', horizon: 1 }).method).toBe('Damped Trend');
  });
});

describe('Croston (Syntetos–Boylan)', () => {
  it('smooths sizes and intervals with α = 0.1 from the first size and the ADI', () => {
    // y = 4,0,0,6,0,2: ADI = 6/3 = 2; z = 4, p = 2. Month 4 (interval 3): z = 4.2, p = 2.1. Month 6 (interval 2):
    // z = 4.2 + 0.1(2 − 4.2) = 3.98, p = 2.1 + 0.1(2 − 2.1) = 2.09. Forecast 3.98 / 2.09 × 0.95 = 1.80909…
    const result = forecastSeries([4, 0, 0, 6, 0, 2], { method: 'Croston', horizon: 2 });
    expect(result.parameters).toBe('alpha=0.1');
    expect(result.forecast).toEqual([1.809, 1.809]);
  });
});

describe('classifyDemand (Syntetos & Boylan 2005 cut-offs)', () => {
  it.each([
    [[1, 1, 1, 1], 'Smooth'], // ADI 1, CV² 0
    [[1, 10, 1, 10], 'Erratic'], // ADI 1, mean 5.5, variance 20.25, CV² 0.669
    [[5, 0, 5, 0], 'Intermittent'], // ADI 2, CV² 0
    [[1, 0, 10, 0], 'Lumpy'], // ADI 2, CV² 0.669
    [[7, 0, 0], 'Intermittent'], // one non-zero month: CV² 0
    [[...new Array(25).fill(3), ...new Array(8).fill(0)], 'Intermittent'], // ADI 33/25 = 1.32 exactly: ≥ 1.32
    [[...new Array(26).fill(3), ...new Array(8).fill(0)], 'Smooth'], // ADI 34/26 = 1.308
  ] as const)('%j → %s', (series, pattern) => {
    expect(classifyDemand(series)).toBe(pattern);
  });
});

describe('Auto and the holdout figures', () => {
  it('gives an intermittent series Croston, scored on its last ⌊n/3⌋ months', () => {
    // n = 9, h = 3. ADI 9/4 = 2.25, sizes 4, 6, 2, 3: mean 3.75, variance 2.1875, CV² 0.156 → Intermittent.
    // Croston on the first 6 months forecasts 1.80909… (the case above); actuals 0, 0, 3:
    // errors +1.80909, +1.80909, −1.19091: MAE = 4.80909/3 = 1.60303, WAPE = 4.80909/3 = 1.60303,
    // bias (forecast − actual) = 2.42727/3 = 0.80909.
    const result = forecastSeries([4, 0, 0, 6, 0, 2, 0, 0, 3], { method: 'Auto', horizon: 1 });
    expect(result.pattern).toBe('Intermittent');
    expect(result.method).toBe('Croston');
    expect(result.holdout).toEqual({ actual: [0, 0, 3], forecast: [1.809, 1.809, 1.809] });
    expect(result.holdoutMae).toBeCloseTo(1.60303, 4);
    expect(result.holdoutWape).toBeCloseTo(1.60303, 4);
    expect(result.bias).toBeCloseTo(0.80909, 4);
  });

  it('uses Moving Average under 6 months and for a tie (first in the listed order)', () => {
    const short = forecastSeries([3, 5, 4, 6, 5], { method: 'Auto', horizon: 1 });
    expect(short.method).toBe('Moving Average');
    // h = 1: MA on the first 4 months (k = 3: mean 5), actual 5: error 0.
    expect(short.holdout).toEqual({ actual: [5], forecast: [5] });
    const flat = forecastSeries(new Array(30).fill(8), { method: 'Auto', horizon: 2 });
    expect(flat.method).toBe('Moving Average');
    expect(flat.holdoutMae).toBe(0);
    expect(flat.holdoutWape).toBe(0);
    expect(flat.bias).toBe(0);
    expect(flat.forecast).toEqual([8, 8]);
  });

  it('answers WAPE null when the holdout actuals sum to 0, and no holdout when h = 0', () => {
    const zeros = forecastSeries([5, 0, 0, 0, 0, 0], { method: 'Croston', horizon: 1 });
    expect(zeros.holdoutWape).toBeNull();
    expect(zeros.holdoutMae).not.toBeNull();
    const tiny = forecastSeries([5, 4], { method: 'Auto', horizon: 1 });
    expect(tiny.holdout).toEqual({ actual: [], forecast: [] });
    expect([tiny.holdoutMae, tiny.holdoutWape, tiny.bias]).toEqual([null, null, null]);
  });

  it('picks Holt-Winters for AirPassengers 1957–1959 (strong seasonality)', () => {
    const y = [
      315, 301, 356, 348, 355, 422, 465, 467, 404, 347, 305, 336, 340, 318, 362, 348, 363, 435, 491, 505, 404,
      359, 310, 337, 360, 342, 406, 396, 420, 472, 548, 559, 463, 407, 362, 405,
    ];
    const result = forecastSeries(y, { method: 'Auto', horizon: 12 });
    expect(result.method).toBe('Holt-Winters');
    expect(result.holdout.actual).toEqual(y.slice(24));
    // July and August stay the peak months of the forecast (1960's actual: 622 and 606).
    const peak = Math.max(...result.forecast);
    expect([result.forecast[6], result.forecast[7]]).toContain(peak);
  });

  it('holds out h = min(12, ⌊n/3⌋) months; a named method not eligible on the shortened series has no holdout', () => {
    const series = (n: number) => Array.from({ length: n }, (_, t) => 20 + (t % 5));
    // n = 20: h = 6; n = 45: h = min(12, 15) = 12.
    expect(forecastSeries(series(20), { method: 'Auto', horizon: 1 }).holdout.actual).toEqual(
      series(20).slice(14),
    );
    expect(forecastSeries(series(45), { method: 'Auto', horizon: 1 }).holdout.actual).toHaveLength(12);
    // n = 30: Holt-Winters fits the whole series (30 ≥ 24) but not the first 20 months (h = 10).
    const named = forecastSeries(series(30), { method: 'Holt-Winters', horizon: 1 });
    expect(named.method).toBe('Holt-Winters');
    expect([named.holdout.actual, named.holdoutMae]).toEqual([[], null]);
  });
});
