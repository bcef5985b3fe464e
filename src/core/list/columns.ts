import { type RawBuilder, sql } from 'kysely';
import type { ValueFormat } from '../db/dialect.js';
import type { ColumnDef } from './view.js';

/**
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
