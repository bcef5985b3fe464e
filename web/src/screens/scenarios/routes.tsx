import { type AnyRoute, createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { ListRow } from '../../api/types';
import { validateGridSearch } from '../../grid/gridState';
import type { NavEntry } from '../../plugins';

/** What-if scenarios: the list, and one scenario's editor with its comparison against the base plan. */
export const routes = (parent: AnyRoute) => [
  createRoute({
    getParentRoute: () => parent,
    path: '/scenarios',
    validateSearch: validateGridSearch,
    component: lazyRouteComponent(() => import('./ScenariosScreen'), 'ScenariosScreen'),
  }),
  createRoute({
    getParentRoute: () => parent,
    path: '/scenarios/$id',
    component: lazyRouteComponent(() => import('./ScenarioScreen'), 'ScenarioScreen'),
  }),
];

export const nav: NavEntry[] = [
  {
    label: 'Scenarios',
    to: '/scenarios',
    group: 'Inventory',
    privilege: { type: 'Scenarios', access: 'View' },
  },
];

export const rowLinks = {
  scenario_list: (row: ListRow) => `/scenarios/${row.id}`,
};
export const createLinks = { scenario_list: '/scenarios/new' };
