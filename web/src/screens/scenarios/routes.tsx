import type { AnyRoute } from '@tanstack/react-router';
import type { ListRow } from '../../api/types';
import { validateGridSearch } from '../../grid/gridState';
import { lazyScreens, navGroup } from '../routing';

/** What-if scenarios: the list, and one scenario's editor with its comparison against the base plan. */
export const routes = (parent: AnyRoute) => [
  lazyScreens(parent, validateGridSearch)('/scenarios', () => import('./ScenariosScreen'), 'ScenariosScreen'),
  lazyScreens(parent)('/scenarios/$id', () => import('./ScenarioScreen'), 'ScenarioScreen'),
];

export const nav = [navGroup('Inventory')('Scenarios', '/scenarios', 'Scenarios')];

export const rowLinks = {
  scenario_list: (row: ListRow) => `/scenarios/${row.id}`,
};
export const createLinks = { scenario_list: '/scenarios/new' };
