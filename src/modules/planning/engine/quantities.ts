/**
 * Quantities inside the engine are whole millionths (6 decimal places, spec part 1), held in doubles: integer
 * arithmetic is exact below 2^53 (9 billion units), so sums, comparisons with safety stock and lot sizes never
 * drift by a rounding error.
 */
export const SCALE = 1_000_000;

export function toMicro(quantity: number | null | undefined): number {
  if (quantity === null || quantity === undefined || !Number.isFinite(quantity)) return 0;
  return Math.round(quantity * SCALE);
}

export function fromMicro(micro: number): number {
  return micro / SCALE;
}

/**
 * The smallest quantity ≥ `need` that is ≥ `minimum` and a multiple of `multiple` (0 means none): raise to the
 * minimum, then round up to the multiple. All three in millionths.
 */
export function lotSize(need: number, minimum: number, multiple: number): number {
  let quantity = need > minimum ? need : minimum;
  if (multiple > 0) quantity = Math.ceil(quantity / multiple) * multiple;
  return quantity;
}

/**
 * `total × weight ÷ weightSum` rounded up to a whole millionth (spec part 1: each share rounded up to 6
 * decimals). Percents such as 1.1 are not exact in binary, so the quotient of a share that is exactly whole can
 * come out a few ulps above it; those ulps (a relative 1e-12, far below a millionth for any quantity the engine
 * holds) are not a millionth more.
 */
export function shareOf(total: number, weight: number, weightSum: number): number {
  const share = (total * weight) / weightSum;
  return Math.ceil(share - Math.abs(share) * 1e-12);
}
