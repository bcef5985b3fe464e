/**
 * Marks the moment a first screen became usable (User Timing API), once per page load. The browser tests read
 * these marks to report time-to-interactive; nothing else depends on them.
 */
export function markInteractive(name: 'login' | 'grid'): void {
  const mark = `supplyline:${name}-interactive`;
  if (performance.getEntriesByName(mark).length === 0) performance.mark(mark);
}
