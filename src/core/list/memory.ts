import type { ValueFormat } from '../db/dialect.js';
import type { Store } from '../db/index.js';
import { badRequest } from '../errors.js';
import {
  comparable,
  type FilterValue,
  invalidFilter,
  type ListQuery,
  naturalKey,
  rangeFormats,
  stringFormats,
} from './engine.js';
import { type Header, headerFormat, type ListEnvelope, type SortType } from './view.js';

/**
 * Views whose rows are computed, not stored (a what-if scenario's projected orders): the rows are built in memory
 * and this file gives them the list engine's semantics exactly — the same filters (values, null, {from, to}),
 * search, sort (nulls last, text naturally then case-insensitively first, id breaking ties in the same direction) and paging —
 * so a client cannot tell them from a SQL view, and the export writes them the same way.
 */
export interface MemoryColumn {
  key: string;
  format: ValueFormat;
  alias?: string;
}

export type MemoryRow = Record<string, unknown> & { id: number };

export interface MemoryTable {
  columns: MemoryColumn[];
  rows: readonly MemoryRow[];
  defaultSort: { key: string; type: SortType };
}

/** A view the registry serves from memory: `load` computes its rows for a scope. */
export interface MemoryViewDef<Scope = void> {
  name: string;
  kind: 'memory';
  load: (store: Store, scope: Scope) => Promise<MemoryTable>;
}

export const defineMemoryView = <Scope = void>(
  view: Omit<MemoryViewDef<Scope>, 'kind'>,
): MemoryViewDef<Scope> => ({
  ...view,
  kind: 'memory',
});

type Scalar = string | number | boolean | null;

/** A row value as the filter compares it: booleans as 1/0, like the database stores them. */
const stored = (value: unknown): Scalar =>
  value === true ? 1 : value === false ? 0 : value === undefined ? null : (value as Scalar);

function matcher(column: MemoryColumn, filter: FilterValue): ((row: MemoryRow) => boolean) | undefined {
  const key = column.key;
  if (Array.isArray(filter)) {
    const values = new Set(filter.filter((v) => v !== null).map((v) => comparable(column, v)));
    const nulls = filter.includes(null);
    // An empty list places no constraint: clients send [] for "any".
    if (values.size === 0 && !nulls) return undefined;
    return (row) => {
      const v = stored(row[key]);
      return v === null ? nulls : values.has(v);
    };
  }
  if (!rangeFormats.has(column.format))
    throw invalidFilter(`"${key}" is not a number or date column; filter it with a list of values`);
  const from =
    filter.from === undefined || filter.from === null ? undefined : comparable(column, filter.from);
  const to = filter.to === undefined || filter.to === null ? undefined : comparable(column, filter.to);
  if (from === undefined && to === undefined) return undefined;
  return (row) => {
    const v = stored(row[key]);
    if (v === null) return false;
    return (
      (from === undefined || (v as number | string) >= (from as number | string)) &&
      (to === undefined || (v as number | string) <= (to as number | string))
    );
  };
}

const order = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);

type Selected = { headers: Header[]; sort: { key: string; type: SortType }; rows: MemoryRow[] };

/**
 * Answers already filtered and sorted, per rows array (a cached scenario keeps its array) and query, so paging
 * through a computed view sorts it once. The oldest query of an array is dropped past MAX_QUERIES.
 */
const selections = new WeakMap<readonly MemoryRow[], Map<string, Selected>>();
const MAX_QUERIES = 8;

/** The filtered rows of `table` in the query's sort order, with the answer's headers and sort. */
export function selectRows(table: MemoryTable, query: Omit<ListQuery, 'page' | 'pageSize'>): Selected {
  const key = JSON.stringify([query.filters, query.search ?? null, query.sort ?? table.defaultSort]);
  let held = selections.get(table.rows);
  const found = held?.get(key);
  if (found) return found;
  const selected = select(table, query);
  if (!held) {
    held = new Map();
    selections.set(table.rows, held);
  }
  held.set(key, selected);
  if (held.size > MAX_QUERIES) held.delete(held.keys().next().value as string);
  return selected;
}

function select(table: MemoryTable, query: Omit<ListQuery, 'page' | 'pageSize'>): Selected {
  const byKey = new Map(table.columns.map((c) => [c.key, c]));
  const column = (key: string): MemoryColumn => {
    const found = byKey.get(key) ?? (key === 'id' ? { key: 'id', format: 'number' as const } : undefined);
    if (!found) throw badRequest('List.UnknownColumn', `Unknown column "${key}" in this view`);
    return found;
  };
  const tests: ((row: MemoryRow) => boolean)[] = [];
  for (const [key, filter] of Object.entries(query.filters)) {
    const test = matcher(column(key), filter);
    if (test) tests.push(test);
  }
  if (query.search) {
    const needle = query.search.toLowerCase();
    const searchable = table.columns.filter((c) => stringFormats.has(c.format)).map((c) => c.key);
    if (searchable.length > 0)
      tests.push((row) =>
        searchable.some((key) => {
          const v = row[key];
          return typeof v === 'string' && v.toLowerCase().includes(needle);
        }),
      );
  }
  const sort = query.sort ?? table.defaultSort;
  const sortColumn = column(sort.key);
  const sign = sort.type === 'Descending' ? -1 : 1;
  const text = stringFormats.has(sortColumn.format);
  // Each row's sort value (and its folded text) computed once, not per comparison.
  const decorated = table.rows
    .filter((row) => tests.every((test) => test(row)))
    .map((row) => {
      const value = stored(row[sortColumn.key]);
      const natural = text && value !== null ? naturalKey(String(value)) : null;
      return { row, value, natural, folded: text && value !== null ? String(value).toLowerCase() : '' };
    });
  decorated.sort((a, b) => {
    const x = a.value;
    const y = b.value;
    // Nulls last in both directions.
    if (x === null || y === null) {
      if (x !== y) return x === null ? 1 : -1;
    } else {
      if (a.natural && b.natural) {
        for (let i = 0; i < 3; i++) {
          const part = order(a.natural[i] as string | number, b.natural[i] as string | number);
          if (part !== 0) return sign * part;
        }
      }
      if (text) {
        const folded = order(a.folded, b.folded);
        if (folded !== 0) return sign * folded;
      }
      const plain = order(x as string | number, y as string | number);
      if (plain !== 0) return sign * plain;
    }
    return sign * (a.row.id - b.row.id);
  });
  const headers = table.columns.map((c) => {
    const format = headerFormat(c.format);
    return c.alias ? { key: c.key, format, alias: c.alias } : { key: c.key, format };
  });
  return { headers, sort, rows: decorated.map((d) => d.row) };
}

/** One page of a memory table in the list envelope of specification 2.15. */
export function runMemoryList(table: MemoryTable, query: ListQuery): ListEnvelope {
  const { headers, sort, rows } = selectRows(table, query);
  const offset = (query.page - 1) * query.pageSize;
  return {
    data: { headers, sort, rows: rows.slice(offset, offset + query.pageSize) },
    extra: { page: query.page, page_size: query.pageSize, total: rows.length },
  };
}
