import type { MemoryRow } from '../../core/list/memory.js';
import { suggestedOrders } from '../planning/suggestion-builder.js';
import { SCENARIO_KINDS } from './kinds.js';
import type { LineKindKey } from './overlay.js';
import type { ProjectedScenario } from './project.js';

export const SCENARIO_CHANGE = 'Scenario Change';

/** The scenario's planned orders as Suggested lines with the fields part 2 gives them, ids below the added ones. */
export function suggestionRows(
  projected: ProjectedScenario,
  kind: LineKindKey,
  blank: Record<string, null>,
): MemoryRow[] {
  const suggested = SCENARIO_KINDS[kind].suggested;
  if (suggested === undefined) return [];
  const id = projected.scenario.id;
  projected.suggestions ??= suggestedOrders(projected.plan, projected.base.data, {
    purchase: (n) => `SCN-${id}-${n}`,
    manufacturing: (n) => `SCN-MO-${id}-${n}`,
    transfer: (n) => `SCN-TO-${id}-${n}`,
  });
  // Below every added line's id (those count down from -1).
  let next = -(projected.added[kind].reduce((n, a) => n + a.lineIds.length, 0) + 1);
  // Every row a copy of one object holding all its keys (the view's columns, the id and the change), values set
  // after: fast-shaped objects, ten times quicker to build than literals spreading `blank` and adding keys.
  const template: MemoryRow = { ...blank, id: 0, [SCENARIO_CHANGE]: 'Suggested' };
  // No header: its id is null (as the view's blank has it).
  template[SCENARIO_KINDS[kind].config.idField] = null;
  return suggested(projected.suggestions).map((values) => {
    const row: MemoryRow = { ...template };
    row.id = next--;
    for (const key in values) if (key in template) row[key] = values[key];
    return row;
  });
}
