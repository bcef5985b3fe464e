import { queryOptions } from '@tanstack/react-query';
import { type ListPath, queryOf, type RecordListPath, rowsAs, typedApi, unwrap } from '../api/typed';
import type { ListSource } from './catalog';
import { type GridSearch, listQueryOf } from './gridState';

/**
 * The list query of the generic table, apart from the grid itself: the route's loader asks for the first page
 * while the grid's chunk (AG Grid) is still loading, and the grid then finds the answer in the cache.
 */

/** Where a list's rows come from: a registry view (exportable), a collection endpoint or a record's list. */
export interface GridSource {
  /** The registry view name (GET /api/views/<view>, POST /api/export-data) … */
  view?: string;
  /** … or a collection endpoint answering the list envelope (e.g. /api/user). */
  endpoint?: ListPath;
  /** … or a list of one record (e.g. GET /api/scenario-analysis/{id}/comparison). */
  recordList?: { path: RecordListPath; id: number };
}

/** The grid source of a catalog entry. */
export const gridSourceOf = (list: ListSource): GridSource =>
  list.endpoint ? { endpoint: list.endpoint } : { view: list.name };

export const pathOf = ({ endpoint, recordList, view }: GridSource) =>
  endpoint ?? recordList?.path.replace('{id}', String(recordList.id)) ?? `/api/views/${view}`;

/** The request of one page of the source's list. */
function listPage(source: GridSource, query: Record<string, string>, signal: AbortSignal) {
  if (source.endpoint) return typedApi.GET(source.endpoint, { params: { query }, signal });
  if (source.recordList) {
    const { path, id } = source.recordList;
    return typedApi.GET(path, { params: { path: { id }, query }, signal });
  }
  return typedApi.GET('/api/views/{view_name}', {
    params: { path: { view_name: source.view ?? '' }, query },
    signal,
  });
}

/** One page of a list; the grid's row model and the screen's header/total read the same cached answer. */
export const listPageQuery = (source: GridSource, state: GridSearch, page: number) => {
  const query = listQueryOf(state, page);
  return queryOptions({
    queryKey: ['list', pathOf(source), query],
    queryFn: async ({ signal }) => rowsAs(await unwrap(listPage(source, queryOf({ ...query }), signal))),
    staleTime: 5_000,
  });
};
