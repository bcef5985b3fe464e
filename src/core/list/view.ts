import { type RawBuilder, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { ValueFormat } from '../db/dialect.js';
import type { Executor } from '../db/index.js';

export type SortType = 'Ascending' | 'Descending';

/**
 * Tables whose records carry custom-column values (specification 2.8), declared by the custom-columns module
 * (`modules/custom-columns/tables.ts`), which merges them into this interface (one key per table).
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging
export interface CustomTables {}
export type CustomTable = keyof CustomTables & string;

export interface ColumnDef {
  /** Field name in rows, headers, filters and sort: exactly the specification's name. */
  key: string;
  format: ValueFormat;
  alias?: string;
  /** SQL expression over the view's FROM clause. */
  sql: RawBuilder<unknown>;
  /** Whether `search` looks in this column; defaults to true for string columns. */
  searchable?: boolean;
  /**
   * Set when the column shows a value of a referenced record (its number): `id` is the reference's id column over
   * the view's FROM clause, `table`.`column` the value shown. A filter of values on it resolves the referenced ids
   * first (`id in (select id from table where column in …)`), so an index on the view's own `id` column serves it.
   */
  ref?: { id: RawBuilder<unknown>; table: string; column: string };
  /** The value is never null (NOT NULL in the database): its sort needs no nulls-last term, so an index can serve it. */
  notNull?: boolean;
  /**
   * Referenced records `sql` reads, each LEFT JOINed on its primary key (`alias.id = id`) only to the queries that
   * select this column: the planner looks a row's reference up by the key (or hashes a small table for a whole
   * export), where a correlated subquery per row and column ran as a subplan per row on PostgreSQL. Columns naming
   * the same record share its alias, which is joined once.
   */
  joins?: RefJoin[];
}

/** A referenced record joined by its primary key: `left join table as alias on alias.id = id`. */
export interface RefJoin {
  alias: string;
  table: string;
  /** The reference's id column over the view's FROM clause. */
  id: RawBuilder<unknown>;
}

// biome-ignore lint/suspicious/noExplicitAny: a view's FROM clause may join any tables
export type FromClause = SelectQueryBuilder<any, any, object>;

/**
 * One declarative table view. The list engine turns it into list endpoints (filters, search, sort, paging),
 * the export turns it into XLSX, and custom columns of `custom.table` join its columns without a change here.
 */
export interface ViewDef<Scope = void> {
  name: string;
  /** FROM, joins, grouping and any scope (such as one item's rows); columns are added by the engine. */
  from: (db: Executor, scope: Scope) => FromClause;
  /** Expression of each row's id: an integer unless `idFormat` is 'string'. */
  id: RawBuilder<unknown>;
  /**
   * Expressions that sort rows exactly as `id` does, when `id` combines them (`sku * 10000 + seq`): sorts break
   * ties by them instead of by `id`, so indexes on them serve the tie-break and a first page needs no sort.
   */
  idOrder?: RawBuilder<unknown>[];
  /** Rows identified by a string (issue tracker tickets, contract part 4); integer ids are the default. */
  idFormat?: 'number' | 'string';
  columns: ColumnDef[];
  defaultSort: { key: string; type: SortType };
  /** Where custom-column values live: the custom table and the SQL alias of the row holding `custom`. */
  custom?: { table: CustomTable; source: string };
  /**
   * `id` is the primary key of the FROM clause's driving table. A page then picks its ids first, from the columns
   * its filters, search and sort use (and only their joins), and computes the other columns (reference names, line
   * counts) for those rows only: ordering 2,600 orders of one supplier no longer evaluates every subquery and join
   * of every order.
   */
  pageByIds?: boolean;
  /**
   * The exact number of rows of the view with no filter and no search, when a cheaper query than counting the
   * view's rows knows it (a product of two counts, one table's count where every join finds its row): a page's
   * `extra.total` then never walks every row. Filtered pages still count their rows.
   */
  total?: (db: Executor, scope: Scope) => Promise<number>;
}

/** The five header formats of specification 2.15: the only ones a list or view answer names. */
export const HEADER_FORMATS = ['string', 'string-link', 'number', 'date', 'boolean'] as const;
export type HeaderFormat = (typeof HEADER_FORMATS)[number];

/**
 * The public format of a column (contract part 3). Timestamps (`datetime`) are answered as `date` with ISO 8601
 * date-time values and money (`currency`) as `number`; the export keeps the column's own format for its cells.
 */
export function headerFormat(format: ValueFormat): HeaderFormat {
  if (format === 'datetime') return 'date';
  if (format === 'currency') return 'number';
  return format;
}

export interface Header {
  key: string;
  format: HeaderFormat;
  alias?: string;
}

export interface ListEnvelope {
  data: { headers: Header[]; sort: { key: string; type: SortType }; rows: Record<string, unknown>[] };
  extra: { page: number; page_size: number; total: number };
}

export const defineView = <Scope = void>(view: ViewDef<Scope>) => view;

/**
 * `from` with the LEFT JOINs the `columns` read, each alias once. A LEFT JOIN on a primary key neither drops nor
 * repeats a row, so the rows are those of `from` whichever columns are joined.
 */
export function withJoins(from: FromClause, columns: readonly ColumnDef[]): FromClause {
  const joined = new Set<string>();
  let query = from;
  for (const column of columns)
    for (const join of column.joins ?? []) {
      if (joined.has(join.alias)) continue;
      joined.add(join.alias);
      query = query.leftJoin(`${join.table} as ${join.alias}`, (on) =>
        on.on(sql<SqlBool>`${sql.ref(`${join.alias}.id`)} = ${join.id}`),
      );
    }
  return query;
}
