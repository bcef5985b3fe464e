import { type ColumnDefinitionBuilder, type CreateTableBuilder, sql } from 'kysely';
import { isPostgres, type MigrationDb } from './util.js';

/**
 * Tables and indexes as declarations. A column is written as SQL reads, `<type>` then any of `primary key`,
 * `identity`, `not null`, `unique`, `default <'text' or number>`, `references <table>.<column>`,
 * `on delete cascade`; each clause becomes the Kysely builder call of the same name, so the DDL is the builder's
 * (Kysely orders the clauses itself). `identity`: the database assigns the value (AUTOINCREMENT on SQLite, an
 * identity column on PostgreSQL). Object keys keep their order, which is the table's column order.
 */
export type Columns = Record<string, string>;

/** The integer key the database assigns. */
export const ID = 'integer primary key identity';
export const TIMESTAMPS = { created_at: 'text not null', updated_at: 'text not null' } as const;
/** Custom-column values as a JSON object. */
export const CUSTOM = { custom: "text not null default '{}'" } as const;

const TYPES = ['double precision', 'integer', 'bigint', 'text'] as const;
const CLAUSE =
  /\s*(?:(primary key)|(identity)|(not null)|(unique)|default ('[^']*'|-?\d+)|references (\w+\.\w+)|(on delete cascade))/y;

/** The builder callback of one column declaration; throws on text it does not know. */
function columnBuilder(postgres: boolean, spec: string) {
  const type = TYPES.find((t) => spec === t || spec.startsWith(`${t} `));
  if (!type) throw new Error(`column type unknown: ${spec}`);
  const clauses: ((c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder)[] = [];
  CLAUSE.lastIndex = type.length;
  while (CLAUSE.lastIndex < spec.length) {
    const m = CLAUSE.exec(spec);
    if (!m) throw new Error(`column declaration not understood: ${spec}`);
    const [, primaryKey, identity, notNull, unique, defaultValue, references, cascade] = m;
    if (primaryKey) clauses.push((c) => c.primaryKey());
    else if (identity) clauses.push((c) => (postgres ? c.generatedByDefaultAsIdentity() : c.autoIncrement()));
    else if (notNull) clauses.push((c) => c.notNull());
    else if (unique) clauses.push((c) => c.unique());
    else if (defaultValue !== undefined)
      clauses.push((c) =>
        c.defaultTo(defaultValue.startsWith("'") ? defaultValue.slice(1, -1) : Number(defaultValue)),
      );
    else if (references) clauses.push((c) => c.references(references));
    else if (cascade) clauses.push((c) => c.onDelete('cascade'));
  }
  return { type, build: (c: ColumnDefinitionBuilder) => clauses.reduce((b, f) => f(b), c) };
}

export interface TableConstraints {
  primaryKey?: Record<string, string[]>;
  unique?: Record<string, string[]>;
  /** SQLite only: rows stored in the primary key's b-tree. */
  withoutRowid?: boolean;
}

export async function createTable(
  db: MigrationDb,
  name: string,
  columns: Columns,
  constraints: TableConstraints = {},
): Promise<void> {
  const postgres = isPostgres(db);
  let table: CreateTableBuilder<string, string> = db.schema.createTable(name);
  for (const [column, declaration] of Object.entries(columns)) {
    const { type, build } = columnBuilder(postgres, declaration);
    table = table.addColumn(column, type, build);
  }
  for (const [constraint, keyColumns] of Object.entries(constraints.primaryKey ?? {}))
    table = table.addPrimaryKeyConstraint(constraint, keyColumns);
  for (const [constraint, keyColumns] of Object.entries(constraints.unique ?? {}))
    table = table.addUniqueConstraint(constraint, keyColumns);
  if (constraints.withoutRowid) table = table.modifyEnd(sql`without rowid`);
  await table.execute();
}

/** Adds the declared columns to an existing table, one ALTER TABLE each (all SQLite accepts). */
export async function addColumns(db: MigrationDb, table: string, columns: Columns): Promise<void> {
  const postgres = isPostgres(db);
  for (const [column, declaration] of Object.entries(columns)) {
    const { type, build } = columnBuilder(postgres, declaration);
    await db.schema.alterTable(table).addColumn(column, type, build).execute();
  }
}

export interface IndexOptions {
  unique?: boolean;
  /** A partial index: rows whose columns equal these values. */
  where?: Record<string, string | number>;
}

export async function createIndex(
  db: MigrationDb,
  name: string,
  table: string,
  columns: string[],
  { unique, where = {} }: IndexOptions = {},
): Promise<void> {
  let builder = db.schema.createIndex(name).on(table).columns(columns);
  if (unique) builder = builder.unique();
  for (const [column, value] of Object.entries(where)) builder = builder.where(sql.ref(column), '=', value);
  await builder.execute();
}
