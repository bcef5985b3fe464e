/** The planning API's shapes (planning.md parts 2 and 3) and the queries the planner's screens share. */
import { queryOptions } from '@tanstack/react-query';
import { EXCEPTION_TYPES } from '../../../../src/catalogue/planning';
import { type AnswerOf, queryOf, rowsAs, typedApi, unwrap } from '../../api/typed';
import type { ListFilters, ListRow, ListSort } from '../../api/types';

/** A planning run's answer, as the service describes it. */
export type RunAnswer = AnswerOf<'/api/planning/run', 'post'>;

/** A stored planning run: its Kind is `Full`, or `Net Change` when the service kept the plan current after a write. */
export type PlanRun = AnswerOf<'/api/planning/runs/{id}', 'get'>;

/** The exception types a planning run answers, declared in src/catalogue/planning.ts. */
export { EXCEPTION_TYPES };
export type ExceptionType = (typeof EXCEPTION_TYPES)[number];

export interface ChartDay {
  Date: string;
  'Sales Demand': number;
  'Forecast Demand': number;
  'Dependent Demand': number;
  'Transfer Demand': number;
  'Scheduled Receipts': number;
  'Planned Receipts': number;
  Balance: number;
}

export interface ChartException {
  'Exception Type': ExceptionType;
  'Exception Date': string;
  'Exception Quantity': number;
  'Order Number': string | null;
  Message: string;
}

export interface ChartPegging {
  'Order Number': string;
  'Order Type': 'Purchase' | 'Manufacturing';
  'Receipt Date': string;
  'Pegged Quantity': number;
  'Demand Type': 'Safety Stock' | 'Sales Order' | 'Forecast' | 'Dependent';
  'Demand Number': string | null;
  'Demand Date': string | null;
}

export interface ChartSku {
  'Sub Item Number': string | null;
  'Warehouse Id': number;
  'Warehouse Number': string;
  Source: 'Make' | 'Buy' | 'None';
  'On Hand': number;
  'Safety Stock': number;
  days: ChartDay[];
  exceptions: ChartException[];
  pegging: ChartPegging[];
}

export interface ChartAnswer {
  'Item Id': number;
  'Item Number': string;
  'Plan Run Id': number | null;
  'Plan Date': string | null;
  skus: ChartSku[];
}

export interface ListParams {
  filters?: ListFilters;
  search?: string;
  sort?: ListSort;
  page?: number;
  page_size?: number;
}

/** One page of a registry view (GET /api/views/<name>). */
export const viewQuery = (name: string, params: ListParams = {}) =>
  queryOptions({
    queryKey: ['view', name, params],
    queryFn: async ({ signal }) =>
      rowsAs(
        await unwrap(
          typedApi.GET('/api/views/{view_name}', {
            params: { path: { view_name: name }, query: queryOf({ ...params }) },
            signal,
          }),
        ),
      ),
    staleTime: 5_000,
  });

/** The newest planning run, or null before the first. */
export const lastRunQuery = queryOptions({
  queryKey: ['planning', 'last-run'],
  queryFn: async ({ signal }) => {
    const envelope = rowsAs<PlanRun & ListRow>(
      await unwrap(
        typedApi.GET('/api/planning/runs', { params: { query: queryOf({ page_size: 1 }) }, signal }),
      ),
    );
    return envelope.data.rows[0] ?? null;
  },
  staleTime: 5_000,
});

/** The id of the item numbered `number` (the item screen's URL names the item by number), from its lookup. */
export const itemByNumberQuery = (number: string) =>
  queryOptions({
    queryKey: ['planning', 'item-by-number', number],
    queryFn: async ({ signal }) => {
      const envelope = rowsAs(
        await unwrap(
          typedApi.GET('/api/lookup/{master}', {
            params: {
              path: { master: 'item' },
              query: queryOf({ filters: { Number: [number] }, page_size: 1 }),
            },
            signal,
          }),
        ),
      );
      const row = envelope.data.rows.find((r) => r.Number === number);
      return row ? { id: Number(row.id), description: String(row.Name ?? '') } : null;
    },
    staleTime: 60_000,
  });

/** Every warehouse's number, for the screens' warehouse filters (the lookup answers every signed-in user). */
export const warehouseNumbersQuery = queryOptions({
  queryKey: ['lookup', 'warehouse', 'numbers'],
  queryFn: async ({ signal }) => {
    const envelope = rowsAs(
      await unwrap(
        typedApi.GET('/api/lookup/{master}', {
          params: { path: { master: 'warehouse' }, query: queryOf({ page_size: 1000 }) },
          signal,
        }),
      ),
    );
    return envelope.data.rows.map((r) => String(r.Number));
  },
  staleTime: 60_000,
});

/** Marks when the item chart's data arrived (User Timing), so the browser test can time the render after it. */
export const CHART_DATA_MARK = 'supplyline:plan-data';
export const CHART_RENDER_MEASURE = 'supplyline:plan-render';

export const itemChartQuery = (itemId: number, warehouseId?: number) =>
  queryOptions({
    queryKey: ['planning', 'item', itemId, warehouseId ?? null],
    queryFn: async ({ signal }) => {
      const answer = (await unwrap(
        warehouseId === undefined
          ? typedApi.GET('/api/planning/item/{item_id}', { params: { path: { item_id: itemId } }, signal })
          : typedApi.GET('/api/planning/item/{item_id}/{warehouse_id}', {
              params: { path: { item_id: itemId, warehouse_id: warehouseId } },
              signal,
            }),
      )) as ChartAnswer;
      performance.mark(CHART_DATA_MARK);
      return answer;
    },
    staleTime: 5_000,
  });

/** The app path of an item's screen under `base`, optionally opened on one SKU (warehouse and sub item). */
export function itemScreenPath(
  base: string,
  itemNumber: string,
  warehouse?: string | null,
  sub?: string | null,
): string {
  const search = new URLSearchParams();
  // JSON text, as the router writes strings that could read as numbers.
  if (warehouse) search.set('warehouse', JSON.stringify(warehouse));
  if (sub) search.set('sub', JSON.stringify(sub));
  const query = search.toString();
  return `${base}/${encodeURIComponent(itemNumber)}${query ? `?${query}` : ''}`;
}

/** The app path of an item's planning screen, optionally opened on one SKU (warehouse and sub item). */
export const itemPlanningPath = (itemNumber: string, warehouse?: string | null, sub?: string | null) =>
  itemScreenPath('/planning/item', itemNumber, warehouse, sub);

/** The supply path screen of an order by its number (JSON text, as the router writes strings). */
export const supplyPathPath = (number: string) =>
  `/planning/path?${new URLSearchParams({ order: JSON.stringify(number) }).toString()}`;

/** The order editor of a suggested or firm order by its number (resolved on the order screen's list). */
/** The order types an order link can open. */
export type LinkedOrderType = 'Purchase' | 'Manufacturing' | 'Transfer' | 'Sales' | 'Forecast';

export function orderPath(orderType: LinkedOrderType, number: string) {
  return `/planning/order/${orderType}/${encodeURIComponent(number)}`;
}

const DAY = 86_400_000;
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);
