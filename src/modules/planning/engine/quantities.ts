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
