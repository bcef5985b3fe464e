/**
 * Forecasting's vocabulary that the API answers and the web app shows. Imports nothing.
 */

/** The statistical forecast's methods (planning.md part 6): a run is asked for one of these, or Auto. */
export const FORECAST_METHODS = [
  'Moving Average',
  'Simple Exponential Smoothing',
  'Damped Trend',
  'Holt-Winters',
  'Croston',
] as const;

export type ForecastMethod = (typeof FORECAST_METHODS)[number];
