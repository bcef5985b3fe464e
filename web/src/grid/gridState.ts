import type { ColumnFilter, ListFilters, ListQuery, SortType } from '../api/types';

/**
 * The table screen's state, all of it in the URL (bookmarkable, shareable): column filters, search, sort, page,
 * page size and hidden columns. TanStack Router keeps objects in search params as JSON.
 */
export interface GridSearch {
  filters?: ListFilters;
  q?: string;
  sort?: string;
  dir?: SortType;
  page?: number;
  size?: number;
  hide?: string[];
}

export const PAGE_SIZES = [25, 50, 100, 250] as const;
export const DEFAULT_PAGE_SIZE = 50;

const isScalar = (v: unknown): v is string | number | boolean =>
  typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';

function validFilter(value: unknown): ColumnFilter | undefined {
  if (Array.isArray(value)) {
    const values = value.filter(isScalar);
    return values.length > 0 ? values : undefined;
  }
  if (value && typeof value === 'object') {
    const { from, to } = value as { from?: unknown; to?: unknown };
    const range: { from?: string | number; to?: string | number } = {};
    if (typeof from === 'string' || typeof from === 'number') range.from = from;
    if (typeof to === 'string' || typeof to === 'number') range.to = to;
    return range.from === undefined && range.to === undefined ? undefined : range;
  }
  return undefined;
}

/** Drops anything malformed from a hand-edited URL instead of failing the screen. */
export function validateGridSearch(search: Record<string, unknown>): GridSearch {
  const out: GridSearch = {};
  if (search.filters && typeof search.filters === 'object' && !Array.isArray(search.filters)) {
    const filters: ListFilters = {};
    for (const [key, value] of Object.entries(search.filters)) {
      const filter = validFilter(value);
      if (filter) filters[key] = filter;
    }
    if (Object.keys(filters).length > 0) out.filters = filters;
  }
  if (typeof search.q === 'string' && search.q !== '') out.q = search.q;
  if (typeof search.sort === 'string' && search.sort !== '') out.sort = search.sort;
  if (search.dir === 'Ascending' || search.dir === 'Descending') out.dir = search.dir;
  const page = Number(search.page);
  if (Number.isInteger(page) && page > 1) out.page = page;
  const size = Number(search.size);
  if (Number.isInteger(size) && size >= 1 && size <= 1000 && size !== DEFAULT_PAGE_SIZE) out.size = size;
  if (Array.isArray(search.hide)) {
    const hide = search.hide.filter((h): h is string => typeof h === 'string');
    if (hide.length > 0) out.hide = hide;
  }
  return out;
}

/** The list parameters of contract part 3 for one page of the screen's state. */
export function listQueryOf(state: GridSearch, page = state.page ?? 1): ListQuery {
  return {
    filters: state.filters,
    search: state.q,
    sort: state.sort ? { key: state.sort, type: state.dir ?? 'Ascending' } : undefined,
    page,
    page_size: state.size ?? DEFAULT_PAGE_SIZE,
  };
}

/** A new state with one column's filter set (or removed when empty); any filter change starts at page 1. */
export function withFilter(state: GridSearch, key: string, filter: ColumnFilter | undefined): GridSearch {
  const filters = { ...state.filters };
  if (filter === undefined || (Array.isArray(filter) && filter.length === 0)) delete filters[key];
  else filters[key] = filter;
  return { ...state, filters: Object.keys(filters).length > 0 ? filters : undefined, page: undefined };
}
