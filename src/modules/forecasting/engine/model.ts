/** What every method's fit answers: its parameters as text and a forecast for the months after the fitted ones. */
export interface FittedModel {
  /** e.g. "alpha=0.31", "k=6" (a getter where formatting costs: holdout fits never read it). */
  readonly parameters: string;
  /** Unclamped, unrounded forecasts for the `horizon` months after the fitted series. */
  forecast(horizon: number): Float64Array;
}

/** A parameter as text: at most 3 decimals, no trailing zeros. */
export const formatParameter = (value: number) => String(Number(value.toFixed(3)));
