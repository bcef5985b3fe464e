import type { PlanForecastLine } from './engine/index.js';

/** Lists whose lines count as no planner's forecast: the run's own and those planning ignores. */
const NOT_A_PLANNER_LIST = ['Statistical', 'Inactive', 'Archived'];

const skuMonth = (line: PlanForecastLine) =>
  `${line.itemNumber}\u0000${line.subItemNumber ?? ''}\u0000${line.warehouseNumber}\u0000${line.date!.slice(0, 7)}`;

/**
 * The override rule of planning.md part 6: a Statistical line is dropped when a planner's own forecast list (any
 * status but Statistical, Inactive, Archived) has a line for the same SKU and month — the planner's number wins,
 * 0 included. Lines without a date have no month and override nothing.
 */
export function withoutOverriddenStatistical<T extends PlanForecastLine>(lines: T[]): T[] {
  if (!lines.some((l) => l.listStatus === 'Statistical')) return lines;
  const planned = new Set<string>();
  for (const line of lines)
    if (line.date !== null && !NOT_A_PLANNER_LIST.includes(line.listStatus)) planned.add(skuMonth(line));
  if (planned.size === 0) return lines;
  return lines.filter((l) => l.listStatus !== 'Statistical' || l.date === null || !planned.has(skuMonth(l)));
}
