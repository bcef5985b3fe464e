import { view } from '../../core/auth/privileges.js';
import { badRequest } from '../../core/errors.js';
import { createdColumns, date, NOT_NULL, num, tableView, text } from '../../core/list/compact.js';
import { defineMemoryView } from '../../core/list/memory.js';
import { registerView } from '../../core/list/registry.js';
import { COMPARISON_COLUMNS, comparisonRows } from './comparison.js';
import { SCENARIO_KINDS } from './kinds.js';
import { LINE_KIND_KEYS, type LineKindKey } from './overlay.js';
import { projectScenario } from './project.js';
import { projectedRows } from './rows.js';

const privilege = view('Scenarios');

/** GET /api/scenario-analysis and view_name scenario_list. */
export const scenarioListView = tableView({
  name: 'scenario_list',
  table: 'scenarios as s',
  columns: {
    'Scenario Name': text('name', NOT_NULL),
    'Scenario Description': 'description',
    'Scenario Status': text('status', NOT_NULL),
    'Plan Date': date('plan_date'),
    'Horizon Days': num('horizon_days'),
    ...createdColumns({ notNull: true }),
  },
  defaultSort: { key: 'Updated At', type: 'Descending' },
});
registerView({ view: scenarioListView, privilege });

/** The views read by name take their scenario from the filter `Scenario Id` (required). */
function scenarioScope(name: string) {
  return (filters: Record<string, unknown>) => {
    const { 'Scenario Id': raw, ...rest } = filters;
    const value = Array.isArray(raw) ? raw[0] : raw;
    const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1)
      throw badRequest(
        'List.InvalidFilter',
        `View ${name} needs the filter "Scenario Id": a scenario's integer id`,
      );
    return { scope: id, filters: rest };
  };
}

const projectedView = (kind: LineKindKey) => {
  const cfg = SCENARIO_KINDS[kind].config;
  return defineMemoryView<number>({
    name: `scenario_${cfg.views.details}`,
    load: async (store, scenarioId) => {
      const projected = await projectScenario(store, scenarioId);
      const { columns, rows } = await projectedRows(store, projected, kind);
      return { columns, rows, defaultSort: { key: cfg.numberKey, type: 'Descending' } };
    },
  });
};

export const PROJECTED_VIEWS = Object.fromEntries(LINE_KIND_KEYS.map((k) => [k, projectedView(k)])) as Record<
  LineKindKey,
  ReturnType<typeof projectedView>
>;
for (const projected of Object.values(PROJECTED_VIEWS))
  registerView({ view: projected, privilege, scope: scenarioScope(projected.name) });

export const comparisonView = defineMemoryView<number>({
  name: 'scenario_comparison',
  load: async (store, scenarioId) => {
    const projected = await projectScenario(store, scenarioId);
    return {
      columns: COMPARISON_COLUMNS,
      rows: comparisonRows(projected),
      defaultSort: { key: 'Stockout Days Difference', type: 'Descending' },
    };
  },
});
registerView({ view: comparisonView, privilege, scope: scenarioScope('scenario_comparison') });
