/** The If-Match header of a request, when it has one. */
export const ifMatchOf = (headers: Record<string, unknown>) =>
  typeof headers['if-match'] === 'string' ? headers['if-match'] : undefined;

/** Whether an If-Match header names the `current` ETag (`*` matches any; a weak tag compares by its value). */
export function ifMatchAccepts(ifMatch: string, current: string): boolean {
  const tags = ifMatch.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  return tags.some((tag) => tag === '*' || tag === current);
}
