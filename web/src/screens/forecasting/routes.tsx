import type { AnyRoute } from '@tanstack/react-router';
import { lazyScreens, navGroup } from '../routing';

/** State of the forecast screens in the URL (bookmarkable). */
export interface ForecastSearch {
  /** SKU list: filters. Item screen: the SKU shown (warehouse, sub item). */
  warehouse?: string;
  sub?: string;
  method?: string;
  pattern?: string;
  item?: string;
  /** SKU list: the column sorted on and its direction; the page. */
  sort?: SkuSort;
  dir?: 'asc' | 'desc';
  page?: number;
}

export const SKU_SORTS = [
  'Item Number',
  'Holdout MAE',
  'Holdout WAPE',
  'Bias',
  'Next Month Forecast',
] as const;
export type SkuSort = (typeof SKU_SORTS)[number];

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** Drops anything malformed from a hand-edited URL instead of failing the screen. */
export function validateForecastSearch(search: Record<string, unknown>): ForecastSearch {
  const out: ForecastSearch = {};
  for (const key of ['warehouse', 'sub', 'method', 'pattern', 'item'] as const) {
    const value = text(search[key]);
    if (value) out[key] = value;
  }
  if ((SKU_SORTS as readonly unknown[]).includes(search.sort)) out.sort = search.sort as SkuSort;
  if (search.dir === 'asc' || search.dir === 'desc') out.dir = search.dir;
  const page = Number(search.page);
  if (Number.isInteger(page) && page > 1) out.page = page;
  return out;
}

/** The statistical forecast: the runs and a new one, the SKUs with their method and error, one item's chart. */
export const routes = (parent: AnyRoute) => {
  const screen = lazyScreens(parent, validateForecastSearch);
  return [
    screen('/forecasting/runs', () => import('./ForecastRunsScreen'), 'ForecastRunsScreen'),
    screen('/forecasting/skus', () => import('./ForecastSkusScreen'), 'ForecastSkusScreen'),
    screen('/forecasting/item/$item', () => import('./ForecastItemScreen'), 'ForecastItemScreen'),
  ];
};

const entry = navGroup('Planning');
export const nav = [
  entry('Forecast runs', '/forecasting/runs', 'Demand'),
  entry('Statistical forecast', '/forecasting/skus', 'Demand'),
];
