import type { AnyRoute } from '@tanstack/react-router';
import { lazyScreens, navGroup } from '../routing';

/** State of the planner's screens in the URL (bookmarkable). */
export interface PlanningSearch {
  /** Item screen: the warehouse shown; exceptions list: the sort. */
  warehouse?: string;
  /** Item screen: the sub item of the SKU shown. */
  sub?: string;
  bucket?: 'Day' | 'Week' | 'Month';
  sort?: 'date' | 'quantity';
  dir?: 'asc' | 'desc';
  from?: string;
  to?: string;
  item?: string;
  kind?: 'purchase' | 'manufacturing' | 'transfer';
  late?: boolean;
  /** Supply path: the order whose path is shown. */
  order?: string;
  /** Analysis: the tab shown. */
  tab?: 'inventory' | 'forecast' | 'accuracy';
  /** Shortages: the supplier of the covering order, and the exception the shortage raises. */
  supplier?: string;
  exception?: ShortageException;
}

export const SHORTAGE_EXCEPTIONS = ['Stockout', 'No Source', 'Late', 'Covered'] as const;
export type ShortageException = (typeof SHORTAGE_EXCEPTIONS)[number];

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Drops anything malformed from a hand-edited URL instead of failing the screen. */
export function validatePlanningSearch(search: Record<string, unknown>): PlanningSearch {
  const out: PlanningSearch = {};
  const warehouse = text(search.warehouse);
  if (warehouse) out.warehouse = warehouse;
  const sub = text(search.sub);
  if (sub) out.sub = sub;
  if (search.bucket === 'Day' || search.bucket === 'Week' || search.bucket === 'Month')
    out.bucket = search.bucket;
  if (search.sort === 'date' || search.sort === 'quantity') out.sort = search.sort;
  if (search.dir === 'asc' || search.dir === 'desc') out.dir = search.dir;
  const from = text(search.from);
  if (from && DATE.test(from)) out.from = from;
  const to = text(search.to);
  if (to && DATE.test(to)) out.to = to;
  const item = text(search.item);
  if (item) out.item = item;
  if (search.kind === 'purchase' || search.kind === 'manufacturing' || search.kind === 'transfer')
    out.kind = search.kind;
  if (search.late === true) out.late = true;
  const order = text(search.order);
  if (order) out.order = order;
  if (search.tab === 'inventory' || search.tab === 'forecast' || search.tab === 'accuracy')
    out.tab = search.tab;
  const supplier = text(search.supplier);
  if (supplier) out.supplier = supplier;
  const exception = SHORTAGE_EXCEPTIONS.find((e) => e === search.exception);
  if (exception) out.exception = exception;
  return out;
}

/** The planner's screens: plan overview, item planning, suggestions, dashboards, analysis. */
export const routes = (parent: AnyRoute) => {
  const screen = lazyScreens(parent, validatePlanningSearch);
  return [
    screen('/planning/overview', () => import('./PlanOverviewScreen'), 'PlanOverviewScreen'),
    screen('/planning/item/$item', () => import('./ItemPlanningScreen'), 'ItemPlanningScreen'),
    screen('/planning/shortages', () => import('./ShortagesScreen'), 'ShortagesScreen'),
    screen('/planning/suggestions', () => import('./SuggestionsScreen'), 'SuggestionsScreen'),
    screen('/planning/path', () => import('./SupplyPathScreen'), 'SupplyPathScreen'),
    screen('/dashboards', () => import('./DashboardsScreen'), 'DashboardsScreen'),
    screen('/planning/analysis', () => import('./AnalysisScreen'), 'AnalysisScreen'),
    screen('/planning/order/$type/$number', () => import('./OrderLinkScreen'), 'OrderLinkScreen'),
  ];
};

const entry = navGroup('Planning');
export const nav = [
  entry('Plan overview', '/planning/overview', 'Inventory'),
  entry('Shortages', '/planning/shortages', 'Inventory'),
  entry('Suggestions', '/planning/suggestions', 'Inventory'),
  entry('Supply path', '/planning/path', 'Inventory'),
  entry('Dashboards', '/dashboards', 'Dashboard'),
];
