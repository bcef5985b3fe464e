import { queryOptions } from '@tanstack/react-query';
import { api } from '../api/client';
import type { ListEnvelope } from '../api/types';
import type { ListSource } from './catalog';
import { type GridSearch, listQueryOf } from './gridState';

/**
 * The list query of the generic table, apart from the grid itself: the route's loader asks for the first page
 * while the grid's chunk (AG Grid) is still loading, and the grid then finds the answer in the cache.
 */

/** Where a list's rows come from: a registry view (exportable) or a collection endpoint. */
export interface GridSource {
  /** The registry view name (GET /api/views/<view>, POST /api/export-data) … */
  view?: string;
  /** … or a collection endpoint answering the list envelope (e.g. /api/user). */
  endpoint?: string;
}

/** The grid source of a catalog entry. */
export const gridSourceOf = (list: ListSource): GridSource =>
  list.endpoint ? { endpoint: list.endpoint } : { view: list.name };

export const pathOf = (source: GridSource) => source.endpoint ?? `/api/views/${source.view}`;

/** One page of a list; the grid's row model and the screen's header/total read the same cached answer. */
export const listPageQuery = (source: GridSource, state: GridSearch, page: number) => {
  const query = listQueryOf(state, page);
  return queryOptions({
    queryKey: ['list', pathOf(source), query],
    queryFn: ({ signal }) => api.get<ListEnvelope>(pathOf(source), { ...query }, signal),
    staleTime: 5_000,
  });
};
