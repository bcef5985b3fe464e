import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { ValueFormat } from '../db/dialect.js';
import type { Database, Executor } from '../db/index.js';
import { type ColumnDef, defineView, type FromClause, type ViewDef } from './view.js';

/**
 * Compact view declarations: `tableView` for a view over one table and the records it references, and `columnsOf`
 * for the columns of any view.
 *
 * The compact form of a view's columns: one entry per column, header key → what it reads, in header order.
 *
 *     columnsOf('a', { 'ASN Number': 'number', 'PO List Number': 'p.number', 'ASN Quantity': num('quantity') })
 *
 * reads `a.number` and `p.number` as strings and `a.quantity` as a number. A bare column name belongs to the
 * view's main alias (the first argument), a qualified one (`p.number`) names its own; computed columns give SQL.
 * The result is exactly the `ColumnDef[]` written out in full, so the engine, export and headers see no change.
 */

/** What a column reads: a column of the main alias (`status`), a qualified column (`p.number`), or SQL. */
export type ColumnSource = string | RawBuilder<unknown>;

/** The optional parts of a column (`searchable`, `notNull`, `alias`, `ref`, `joins`). */
export type ColumnOptions = Omit<ColumnDef, 'key' | 'format' | 'sql'>;

/** A column with its format and options. */
export interface TypedColumn extends ColumnOptions {
  format: ValueFormat;
  source: ColumnSource;
}

/** A column of the compact form: a bare source is a string column. */
export type ColumnSpec = ColumnSource | TypedColumn;

/** The specs of a view's columns by header key, in header order. */
export type ColumnSpecs = Record<string, ColumnSpec>;

const typed =
  (format: ValueFormat) =>
  (source: ColumnSource, options: ColumnOptions = {}): TypedColumn => ({ format, source, ...options });

export const text = typed('string');
export const num = typed('number');
export const money = typed('currency');
export const date = typed('date');
export const datetime = typed('datetime');
export const bool = typed('boolean');

const isTyped = (spec: ColumnSpec): spec is TypedColumn => typeof spec === 'object' && 'source' in spec;

/** `source` as SQL over the view's FROM clause, a bare column name qualified by `alias`. */
function sourceSql(alias: string, source: ColumnSource): RawBuilder<unknown> {
  if (typeof source !== 'string') return source;
  return sql.raw(source.includes('.') ? source : `${alias}.${source}`);
}

/** The columns of `specs` in their order; `alias` qualifies bare column names. */
export function columnsOf(alias: string, specs: ColumnSpecs): ColumnDef[] {
  return Object.entries(specs).map(([key, spec]) => {
    // An integer-like key would be listed before the others by JavaScript and change the header order.
    if (/^(0|[1-9]\d*)$/.test(key))
      throw new Error(`column key "${key}" cannot keep its place in a compact view`);
    const { format, source, ...options } = isTyped(spec) ? spec : { format: 'string' as const, source: spec };
    return { key, format, sql: sourceSql(alias, source), ...options };
  });
}

/** The option of a column whose value is never null (see `ColumnDef.notNull`). */
export const NOT_NULL: ColumnOptions = { notNull: true };

/**
 * The standard record stamps: who created the record (`by`, default `created_by`) and when (`created_at`), and when
 * it last changed (`updated_at`) unless `updated` is false. `notNull` where the table's timestamps are NOT NULL.
 */
export function createdColumns({ by = 'created_by', updated = true, notNull = false } = {}): ColumnSpecs {
  const stamp = (column: string) => datetime(column, notNull ? NOT_NULL : {});
  return {
    'Created By': by,
    'Created At': stamp('created_at'),
    ...(updated ? { 'Updated At': stamp('updated_at') } : {}),
  };
}

type TableName = keyof Database & string;
/** A table of the schema under an alias: `'asns as a'`. */
type AliasedTable = `${TableName} as ${string}`;

/** A referenced record joined on its primary key by the reference column: inner, or `left(…)` where it may be null. */
export type RefJoinSpec = string | { left: string };
export const left = (reference: string): RefJoinSpec => ({ left: reference });

/** The compact declaration of a view over one table and the records it references. */
export interface TableViewDef extends Pick<ViewDef, 'name' | 'defaultSort' | 'idFormat' | 'total'> {
  /** The main table and its alias: bare column names belong to it, and rows are its records (`alias.id`). */
  table: AliasedTable;
  /** Referenced tables, joined in this order on their `id`: `{ 'items as i': 'l.item_id' }`. */
  refs?: Partial<Record<AliasedTable, RefJoinSpec>>;
  /** The row id when not the main alias's `id`. */
  id?: RawBuilder<unknown>;
  columns: ColumnSpecs;
}

// biome-ignore lint/suspicious/noExplicitAny: tables named by a declaration, each checked against the schema's names
const untypedTables = (db: Executor) => db as unknown as Kysely<any>;

/** The view a `TableViewDef` declares: the same `ViewDef` as written out with `defineView`. */
export function tableView(def: TableViewDef): ViewDef {
  const alias = def.table.slice(def.table.indexOf(' as ') + 4);
  const refs = Object.entries(def.refs ?? {}) as [AliasedTable, RefJoinSpec][];
  return defineView({
    name: def.name,
    from: (db) =>
      refs.reduce((query: FromClause, [table, spec]) => {
        const refAlias = table.slice(table.indexOf(' as ') + 4);
        return typeof spec === 'string'
          ? query.innerJoin(table, `${refAlias}.id`, spec)
          : query.leftJoin(table, `${refAlias}.id`, spec.left);
      }, untypedTables(db).selectFrom(def.table)),
    id: def.id ?? sql.raw(`${alias}.id`),
    ...(def.idFormat ? { idFormat: def.idFormat } : {}),
    columns: columnsOf(alias, def.columns),
    defaultSort: def.defaultSort,
    ...(def.total ? { total: def.total } : {}),
  });
}
