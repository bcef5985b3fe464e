/** The forecasting API's shapes (planning.md part 6) and the queries the forecast screens share. */
import { queryOptions } from '@tanstack/react-query';
import { FORECAST_METHODS as METHODS } from '../../../../src/catalogue/forecasting';
import { type BodyOf, queryOf, rowsAs, typedApi, unwrap } from '../../api/typed';
import type { ListRow } from '../../api/types';
import { itemScreenPath } from '../planning/api';

export type ForecastRunBody = BodyOf<'/api/forecasting/run', 'post'>;

/** The methods a run may be asked for besides Auto (src/catalogue/forecasting.ts); each one the API names. */
export const FORECAST_METHODS = METHODS satisfies readonly NamedMethod[];
type NamedMethod = Exclude<ForecastRunBody['Method'], 'Auto' | undefined>;
export const DEMAND_PATTERNS = ['Smooth', 'Erratic', 'Intermittent', 'Lumpy'] as const;

export interface ForecastRunRow extends ListRow {
  'Forecast Run Id': number;
  'As Of': string;
  'SKUs Forecast': number;
  /** JSON text: method → SKUs. */
  Methods: string;
  /** JSON text: the run's parameters. */
  Parameters: string;
  'Duration Ms': number;
  'Created By': string | null;
  'Created At': string;
}

export interface ForecastSku {
  'Sub Item Number': string | null;
  'Warehouse Id': number;
  'Warehouse Number': string;
  'Forecast Run Id': number;
  'As Of': string;
  'Demand Pattern': string;
  Method: string;
  Parameters: string;
  'Holdout MAE': number | null;
  'Holdout WAPE': number | null;
  Bias: number | null;
  history: { Month: string; Quantity: number }[];
  holdout: { Month: string; Actual: number; Forecast: number }[];
  forecast: { Date: string; Quantity: number }[];
}

export interface ForecastItemAnswer {
  'Item Id': number;
  'Item Number': string;
  skus: ForecastSku[];
}

export const forecastRunsQuery = (page: number) =>
  queryOptions({
    queryKey: ['forecasting', 'runs', page],
    queryFn: async ({ signal }) =>
      rowsAs<ForecastRunRow>(
        await unwrap(
          typedApi.GET('/api/forecasting/runs', {
            params: { query: queryOf({ page, page_size: 10 }) },
            signal,
          }),
        ),
      ),
    staleTime: 5_000,
  });

export const forecastItemQuery = (itemId: number) =>
  queryOptions({
    queryKey: ['forecasting', 'item', itemId],
    queryFn: async ({ signal }) =>
      (await unwrap(
        typedApi.GET('/api/forecasting/item/{item_id}', { params: { path: { item_id: itemId } }, signal }),
      )) as ForecastItemAnswer,
    staleTime: 5_000,
  });

/** The app path of an item's forecast screen, optionally on one SKU (warehouse and sub item). */
export const forecastItemPath = (itemNumber: string, warehouse?: string | null, sub?: string | null) =>
  itemScreenPath('/forecasting/item', itemNumber, warehouse, sub);

/** A JSON text column's object (the runs' Methods and Parameters), or an empty one. */
export function parseObject(text: unknown): Record<string, unknown> {
  if (typeof text !== 'string') return {};
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}
