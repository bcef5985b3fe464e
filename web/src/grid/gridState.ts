import type { ColumnFilter, ListFilters, ListHeader, ListQuery, SortType } from '../api/types';

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
  /** Columns hidden by default (internal ids) that the user chose to show. */
  show?: string[];
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
  for (const name of ['hide', 'show'] as const) {
    const list = search[name];
    if (!Array.isArray(list)) continue;
    const keys = list.filter((h): h is string => typeof h === 'string');
    if (keys.length > 0) out[name] = keys;
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

/** A column holding a database id (`id`, `Purchase Order Id`, `PO Details Id`): no business meaning to a user. */
export function isInternalId(header: ListHeader): boolean {
  return header.key === 'id' || (header.format === 'number' && / Id$/.test(header.key));
}

/**
 * The record's key column, the one a user reads a row by (PO List Number, Item Number): the declared one when the
 * list names it and the answer has it, else the first text column that is not an id.
 */
export function keyColumnOf(headers: ListHeader[], declared?: string): string | undefined {
  if (declared && headers.some((h) => h.key === declared)) return declared;
  return headers.find((h) => (h.format === 'string' || h.format === 'string-link') && !/ Id$/.test(h.key))
    ?.key;
}

/** Columns hidden by default: internal ids, except the key column (a run's number may be its id). */
export function defaultHidden(headers: ListHeader[], key?: string): string[] {
  return headers.filter((h) => h.key !== key && isInternalId(h)).map((h) => h.key);
}

/** The hidden columns of the screen: the defaults, minus those the user showed, plus those the user hid. */
export function hiddenColumns(headers: ListHeader[], state: GridSearch, key?: string): string[] {
  const shown = new Set(state.show ?? []);
  const hidden = new Set(defaultHidden(headers, key).filter((k) => !shown.has(k)));
  for (const k of state.hide ?? []) hidden.add(k);
  return headers.map((h) => h.key).filter((k) => hidden.has(k));
}

/** A new state with one column shown or hidden; the URL keeps only departures from the defaults. */
export function withColumn(
  state: GridSearch,
  headers: ListHeader[],
  column: string,
  visible: boolean,
  key?: string,
): GridSearch {
  const byDefault = defaultHidden(headers, key).includes(column);
  const hide = new Set(state.hide ?? []);
  const show = new Set(state.show ?? []);
  if (visible) {
    hide.delete(column);
    if (byDefault) show.add(column);
  } else {
    show.delete(column);
    if (!byDefault) hide.add(column);
  }
  return {
    ...state,
    hide: hide.size > 0 ? [...hide] : undefined,
    show: show.size > 0 ? [...show] : undefined,
  };
}
