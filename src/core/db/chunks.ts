/** Values of an `in (…)` list per query: far below either database's limit on bound parameters. */
export const IN_LIST_SIZE = 500;

/** `values` in consecutive slices of at most `size`, for one query each. */
export function chunks<T>(values: readonly T[], size = IN_LIST_SIZE): T[][] {
  return Array.from({ length: Math.ceil(values.length / size) }, (_, i) =>
    values.slice(i * size, (i + 1) * size),
  );
}
