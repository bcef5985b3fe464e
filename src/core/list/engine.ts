import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { ValueFormat } from '../db/dialect.js';
import type { Executor, Store } from '../db/index.js';
import { AppError, badRequest } from '../errors.js';
import {
  type ColumnDef,
  type FromClause,
  type Header,
  headerFormat,
  type ListEnvelope,
  type SortType,
  type ViewDef,
  withJoins,
} from './view.js';

export const MAX_PAGE_SIZE = 1000;
export const DEFAULT_PAGE_SIZE = 50;

type Scalar = string | number | boolean | null;
export type FilterValue = Scalar[] | { from?: Scalar; to?: Scalar };

export interface ListQuery {
  filters: Record<string, FilterValue>;
  search?: string;
  sort?: { key: string; type: SortType };
  page: number;
  pageSize: number;
}

/** The raw query-string parameters every collection GET accepts (contract part 3). */
export interface RawListParams {
  filters?: string;
  filter?: string;
  search?: string;
  sort?: string;
  page?: string;
  page_size?: string;
}

const invalidJson = (name: string) =>
  new AppError(400, 'JSON.Invalid', `Query parameter ${name} is not valid JSON`);
export const invalidFilter = (message: string) => badRequest('List.InvalidFilter', message);

function parseJsonParam(name: string, raw: string | undefined): unknown {
  if (raw === undefined || raw === '') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    throw invalidJson(name);
  }
}

const isScalar = (v: unknown): v is Scalar =>
  v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';

export function parseFilters(raw: unknown, name = 'filters'): Record<string, FilterValue> {
  if (raw === undefined || raw === null) return {};
  if (typeof raw !== 'object' || Array.isArray(raw)) throw invalidFilter(`${name} must be a JSON object`);
  const filters: Record<string, FilterValue> = Object.create(null);
  for (const [key, value] of Object.entries(raw)) {
    if (Array.isArray(value)) {
      if (!value.every(isScalar))
        throw invalidFilter(`Filter values of "${key}" must be strings, numbers or booleans`);
      filters[key] = value;
    } else if (isScalar(value)) {
      filters[key] = [value];
    } else if (typeof value === 'object') {
      const { from, to, ...rest } = value as Record<string, unknown>;
      if (
        Object.keys(rest).length > 0 ||
        !(from === undefined || isScalar(from)) ||
        !(to === undefined || isScalar(to))
      )
        throw invalidFilter(`Filter of "${key}" must be an array of values or {"from", "to"}`);
      filters[key] = { from: from as Scalar | undefined, to: to as Scalar | undefined };
    }
  }
  return filters;
}

export function parseSort(raw: unknown): ListQuery['sort'] {
  if (raw === undefined || raw === null) return undefined;
  const candidate = raw as { key?: unknown; type?: unknown };
  if (typeof raw !== 'object' || typeof candidate.key !== 'string')
    throw badRequest(
      'List.InvalidSort',
      'sort must be {"key": column key, "type": "Ascending" or "Descending"}',
    );
  const type = candidate.type ?? 'Ascending';
  if (type !== 'Ascending' && type !== 'Descending')
    throw badRequest('List.InvalidSort', 'sort type must be "Ascending" or "Descending"');
  return { key: candidate.key, type };
}

function parsePositive(name: string, raw: string | undefined, fallback: number, max: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(value) || value < 1 || value > max)
    throw badRequest('List.InvalidPage', `${name} must be a whole number from 1 to ${max}`);
  return value;
}

export function parseListQuery(params: RawListParams): ListQuery {
  const filtersName = params.filters !== undefined ? 'filters' : 'filter';
  return {
    filters: parseFilters(parseJsonParam(filtersName, params.filters ?? params.filter), filtersName),
    search: params.search?.trim() || undefined,
    sort: parseSort(parseJsonParam('sort', params.sort)),
    page: parsePositive('page', params.page, 1, Number.MAX_SAFE_INTEGER),
    pageSize: parsePositive('page_size', params.page_size, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
  };
}

export const stringFormats = new Set<ValueFormat>(['string', 'string-link']);
export const rangeFormats = new Set<ValueFormat>(['number', 'currency', 'date', 'datetime']);

/** Columns of the view, then the visible custom columns of its table in their configured order. */
export async function resolveColumns<S>(
  store: Store,
  view: ViewDef<S>,
  db: Executor = store.db,
): Promise<ColumnDef[]> {
  if (!view.custom) return view.columns;
  const custom = await db
    .selectFrom('custom_columns')
    .select(['key', 'format', 'alias'])
    .where('table_name', '=', view.custom.table)
    .where('visible', '=', 1)
    .orderBy('display_order')
    .orderBy('id')
    .execute();
  const source = sql.ref(`${view.custom.source}.custom`);
  return [
    ...view.columns,
    ...custom.map((c) => ({
      key: c.key,
      format: c.format as ValueFormat,
      alias: c.alias ?? undefined,
      sql: store.dialect.jsonValue(source, c.key, c.format as ValueFormat),
    })),
  ];
}

/** A filter value as the column's format compares it (boolean as 1/0, numbers as numbers); a bad one is 400. */
export function comparable(column: Pick<ColumnDef, 'key' | 'format'>, value: Scalar): Scalar {
  if (column.format === 'boolean') {
    if (value === true || value === 'true' || value === 1) return 1;
    if (value === false || value === 'false' || value === 0) return 0;
    throw invalidFilter(`Filter values of "${column.key}" must be true or false`);
  }
  if (column.format === 'number' || column.format === 'currency') {
    const number = typeof value === 'number' ? value : Number(value);
    if (value === '' || value === null || typeof value === 'boolean' || !Number.isFinite(number))
      throw invalidFilter(`Filter values of "${column.key}" must be numbers`);
    return number;
  }
  return typeof value === 'string' ? value : String(value);
}

/**
 * A filter of values on a reference column, over the view's FROM clause. The referenced ids are looked up first
 * (one query on the referenced table's unique number), so the condition the view's query gets is
 * `reference_id in (1, 2)`: the planner sees the literal ids and the index on the reference column serves it,
 * where `in (select …)` leaves it guessing. A shown number is null exactly when the reference is.
 */
async function referenceCondition(
  db: Executor,
  column: ColumnDef,
  values: Scalar[],
): Promise<RawBuilder<SqlBool> | undefined> {
  const { id, table, column: shown } = column.ref!;
  const wanted = values.filter((v) => v !== null).map((v) => comparable(column, v));
  const parts: RawBuilder<SqlBool>[] = [];
  if (wanted.length > 0) {
    const found = await sql<{
      id: number;
    }>`select r.id from ${sql.table(table)} r where r.${sql.ref(shown)} in (${sql.join(wanted)})`.execute(db);
    const ids = found.rows.map((r) => Number(r.id));
    parts.push(ids.length > 0 ? sql<SqlBool>`${id} in (${sql.join(ids)})` : sql<SqlBool>`1 = 0`);
  }
  if (values.includes(null)) parts.push(sql<SqlBool>`${id} is null`);
  return parts.length === 0 ? undefined : sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
}

function filterCondition(column: ColumnDef, filter: FilterValue): RawBuilder<SqlBool> | undefined {
  const ref = sql.id('v', column.key);
  if (Array.isArray(filter)) {
    const values = filter.filter((v) => v !== null).map((v) => comparable(column, v));
    const parts: RawBuilder<SqlBool>[] = [];
    if (values.length > 0) parts.push(sql<SqlBool>`${ref} in (${sql.join(values)})`);
    if (filter.includes(null)) parts.push(sql<SqlBool>`${ref} is null`);
    // An empty list places no constraint: clients send [] for "any".
    if (parts.length === 0) return undefined;
    return sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
  }
  if (!rangeFormats.has(column.format))
    throw invalidFilter(`"${column.key}" is not a number or date column; filter it with a list of values`);
  const parts: RawBuilder<SqlBool>[] = [];
  if (filter.from !== undefined && filter.from !== null)
    parts.push(sql<SqlBool>`${ref} >= ${comparable(column, filter.from)}`);
  if (filter.to !== undefined && filter.to !== null)
    parts.push(sql<SqlBool>`${ref} <= ${comparable(column, filter.to)}`);
  return parts.length === 0 ? undefined : sql<SqlBool>`(${sql.join(parts, sql` and `)})`;
}

const DIGITS = sql.lit('0123456789');

/**
 * The natural order of text, in SQL both databases share (no regular expressions in SQLite): the text before its
 * trailing number (case-folded), then that number by value — its digits without leading zeros, shorter first,
 * then as text. `naturalKey` is the same in TypeScript (the memory views).
 */
function naturalTerms(ref: RawBuilder<unknown>): RawBuilder<unknown>[] {
  const stem = sql`rtrim(${ref}, ${DIGITS})`;
  const number = sql`ltrim(substr(${ref}, length(${stem}) + 1), ${sql.lit('0')})`;
  return [sql`lower(${stem})`, sql`length(${number})`, number];
}

/** The natural sort terms of `text` as naturalTerms gives them in SQL. */
export function naturalKey(text: string): [string, number, string] {
  const stem = text.replace(/[0-9]+$/, '');
  const number = text.slice(stem.length).replace(/^0+/, '');
  return [stem.toLowerCase(), number.length, number];
}

function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export interface PreparedView {
  headers: Header[];
  columns: ColumnDef[];
  sort: { key: string; type: SortType };
  // biome-ignore lint/suspicious/noExplicitAny: rows are shaped by the view at run time
  rows: (limit: number, offset: number) => any;
  /** One page's rows (what `rows` selects, read by ids first when the view is `pageByIds`). */
  page: (limit: number, offset: number) => Promise<Record<string, unknown>[]>;
  count: () => Promise<number>;
  toRow: (raw: Record<string, unknown>) => Record<string, unknown>;
  /**
   * A row of `rows` read as an array (its select order: id, the columns, then any id order) as the columns' values,
   * each as toRow gives it, id left out.
   */
  valuesOf: (raw: unknown[]) => unknown[];
}

/** Builds the one parameterised query of a view for `query`: the view's SELECT wrapped, then filtered and sorted. */
export async function prepareView<S>(
  store: Store,
  view: ViewDef<S>,
  query: Omit<ListQuery, 'page' | 'pageSize'>,
  scope: S,
  db: Executor = store.db,
): Promise<PreparedView> {
  const columns = await resolveColumns(store, view, db);
  const byKey = new Map(columns.map((c) => [c.key, c]));
  const column = (key: string) => {
    const found =
      byKey.get(key) ??
      (key === 'id'
        ? { key: 'id', format: view.idFormat ?? 'number', sql: view.id, notNull: true }
        : undefined);
    if (!found) throw badRequest('List.UnknownColumn', `Unknown column "${key}" in view ${view.name}`);
    return found;
  };

  const conditions: RawBuilder<SqlBool>[] = [];
  /** The columns `conditions` read. */
  const conditionKeys: string[] = [];
  /** Conditions over the view's FROM clause (reference filters), applied inside the view's SELECT. */
  const sourceConditions: RawBuilder<SqlBool>[] = [];
  for (const [key, filter] of Object.entries(query.filters)) {
    const filtered = column(key);
    if (filtered.ref && Array.isArray(filter)) {
      const condition = await referenceCondition(db, filtered, filter);
      if (condition) sourceConditions.push(condition);
      continue;
    }
    const condition = filterCondition(filtered, filter);
    if (condition) {
      conditions.push(condition);
      conditionKeys.push(key);
    }
  }
  if (query.search) {
    const pattern = `%${escapeLike(query.search.toLowerCase())}%`;
    const searchable = columns.filter((c) => c.searchable ?? stringFormats.has(c.format));
    if (searchable.length > 0) {
      const likes = searchable.map(
        (c) => sql<SqlBool>`lower(${sql.id('v', c.key)}) like ${pattern} escape '\\'`,
      );
      conditions.push(sql<SqlBool>`(${sql.join(likes, sql` or `)})`);
      conditionKeys.push(...searchable.map((c) => c.key));
    }
  }
  const sort = query.sort ?? view.defaultSort;
  const sortColumn = column(sort.key);
  const direction = sort.type === 'Descending' ? sql`desc` : sql`asc`;
  const sortRef = sql.id('v', sortColumn.key);

  let source = view.from(db, scope);
  for (const condition of sourceConditions) source = source.where(condition);
  const idOrder = (view.idOrder ?? []).map((expression, i) => ({ expression, key: `__id_order_${i}` }));
  const tieBreak = idOrder.length > 0 ? idOrder.map((o) => sql.id('v', o.key)) : [sql.id('v', 'id')];
  const select = (from: FromClause, shown: ColumnDef[]) =>
    withJoins(from, shown).select([
      view.id.as('id'),
      ...shown.map((c) => c.sql.as(c.key)),
      ...idOrder.map((o) => o.expression.as(o.key)),
    ]);
  const inner = select(source, columns);
  // The columns a page's order depends on (what the filters, the search and the sort read) and those its count
  // depends on (the same but the sort): each query joins only the references its columns read.
  const used = new Set([sortColumn.key, ...conditionKeys]);
  const narrow = select(
    source,
    columns.filter((c) => used.has(c.key)),
  );
  const counted = new Set(conditionKeys);
  const countable = select(
    source,
    columns.filter((c) => counted.has(c.key)),
  );
  const filtered = (from = inner) => {
    let q = db.selectFrom(from.as('v'));
    for (const condition of conditions) q = q.where(condition);
    return q;
  };
  // Nulls last in both directions on both databases, said as `nulls last` on the term itself: SQLite (whose own
  // order puts nulls first) and PostgreSQL can still walk an index for it, where a leading `case when … is null`
  // term made every filtered page sort all its rows. A column never null needs no such clause. Id (or the view's
  // idOrder) breaks ties so pages never overlap.
  const nullsLast = sortColumn.notNull ? sql`` : sql` nulls last`;
  // biome-ignore lint/suspicious/noExplicitAny: the wrapped query's row shape is the view's, known at run time
  const ordered = (q: any, limit: number, offset: number) =>
    q
      // Text sorts naturally (its trailing number by value: PO-2 before PO-10), then case-insensitively, so both
      // databases (byte order vs locale) agree.
      .$if(stringFormats.has(sortColumn.format), (o: typeof q) =>
        [...naturalTerms(sortRef), sql`lower(${sortRef})`].reduce(
          (by: typeof q, term) => by.orderBy(sql`${term} ${direction}${nullsLast}`),
          o,
        ),
      )
      .orderBy(sql`${sortRef} ${direction}${nullsLast}`)
      .$call((o: typeof q) => tieBreak.reduce((by, ref) => by.orderBy(sql`${ref} ${direction}`), o))
      .limit(limit)
      .offset(offset);
  const rows = (limit: number, offset: number) => ordered(filtered().selectAll(), limit, offset);
  const converters = columns.map((c) => [c.key, converterFor(c.format)] as const);
  const byIndex = converters.map(([, convert]) => convert);
  const idOf = view.idFormat === 'string' ? String : Number;
  return {
    headers: columns.map((c) => {
      const format = headerFormat(c.format);
      return c.alias ? { key: c.key, format, alias: c.alias } : { key: c.key, format };
    }),
    columns,
    sort,
    rows,
    page: async (limit, offset) => {
      if (!view.pageByIds) return (await rows(limit, offset).execute()) as Record<string, unknown>[];
      const picked = (await ordered(
        filtered(narrow).select(sql.id('v', 'id').as('id')),
        limit,
        offset,
      ).execute()) as {
        id: unknown;
      }[];
      if (picked.length === 0) return [];
      const found = (await db
        .selectFrom(
          select(
            source.where(sql<SqlBool>`${view.id} in (${sql.join(picked.map((p) => p.id))})`),
            columns,
          ).as('v'),
        )
        .selectAll()
        .execute()) as Record<string, unknown>[];
      const byId = new Map(found.map((row) => [String(row.id), row]));
      // A row deleted between the two reads is left out, as a later read would leave it out.
      return picked.flatMap(({ id }): Record<string, unknown>[] => {
        const row = byId.get(String(id));
        return row ? [row] : [];
      });
    },
    count: async () => {
      if (view.total && conditions.length === 0 && sourceConditions.length === 0)
        return view.total(db, scope);
      // Only a `pageByIds` view is known to keep its row count without its other columns (no aggregate in them).
      const row = await filtered(view.pageByIds ? countable : inner)
        .select(sql<number>`count(*)`.as('total'))
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },
    toRow: (raw) => {
      const row: Record<string, unknown> = { id: idOf(raw.id) };
      for (const [key, convert] of converters) row[key] = convert(raw[key]);
      return row;
    },
    valuesOf: (raw) => {
      const values: unknown[] = new Array(byIndex.length);
      for (let i = 0; i < byIndex.length; i++)
        values[i] = (byIndex[i] as (v: unknown) => unknown)(raw[i + 1]);
      return values;
    },
  };
}

function converterFor(format: ValueFormat): (value: unknown) => unknown {
  switch (format) {
    case 'number':
    case 'currency':
      return (v) => (v === null || v === undefined ? null : Number(v));
    case 'boolean':
      return (v) =>
        v === null || v === undefined ? null : v === true || v === 1 || v === '1' || v === 'true';
    default:
      return (v) => (v === undefined ? null : v);
  }
}

/** Answers one page of a view in the list envelope of specification 2.15 with `extra.total`. */
export async function runList<S>(
  store: Store,
  view: ViewDef<S>,
  query: ListQuery,
  scope: S,
  /** The row count when the caller already knows it (a by-item view's status tags add up to it). */
  knownTotal?: number,
): Promise<ListEnvelope> {
  const prepared = await prepareView(store, view, query, scope);
  const offset = (query.page - 1) * query.pageSize;
  const raw = await prepared.page(query.pageSize, offset);
  // A page that is not full (and not past the end) already tells the total: the rows are not counted again.
  const total =
    knownTotal ??
    (raw.length < query.pageSize && (raw.length > 0 || offset === 0)
      ? offset + raw.length
      : await prepared.count());
  return {
    data: { headers: prepared.headers, sort: prepared.sort, rows: raw.map(prepared.toRow) },
    extra: { page: query.page, page_size: query.pageSize, total },
  };
}
