import { type QueryExecutorProvider, sql } from 'kysely';
import { errorCode } from '../dialect.js';
import type { ViolationReader } from './violation.js';

/** `UNIQUE constraint failed: boms.number` / `… failed: index 'name'` / `NOT NULL constraint failed: t.c`. */
function failedColumns(message: string): { table?: string; columns: string[]; index?: string } {
  const detail = message.slice(message.indexOf(':') + 1).trim();
  const index = /^index '(.+)'$/.exec(detail)?.[1];
  if (index) return { index, columns: [] };
  const names = detail.split(',').map((part) => part.trim().split('.'));
  return { table: names[0]?.[0], columns: names.map((name) => name[1] ?? '') };
}

/** Named table constraints of a CREATE TABLE: `constraint "name" unique ("a", "b")` (Kysely's spelling). */
function namedConstraints(createTable: string): { name: string; columns: string[] }[] {
  const found = createTable.matchAll(/constraint\s+"([^"]+)"\s+(?:unique|primary key)\s*\(([^)]*)\)/gi);
  return [...found].map((m) => ({
    name: m[1] ?? '',
    columns: (m[2] ?? '').split(',').map((c) => c.trim().replace(/^"|"$/g, '')),
  }));
}

const sameColumns = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((c, i) => c === b[i]);

/**
 * SQLite reports a unique violation by table and columns, so the name is looked up among the table's unique
 * indexes: an index created by name keeps it, and so does a named table constraint (read from the table's
 * CREATE statement); an unnamed column UNIQUE and primary key take the names PostgreSQL gives them
 * (`<table>_<columns>_key`, `<table>_pkey`), so one mapping of names serves both dialects.
 */
async function uniqueIndexName(
  db: QueryExecutorProvider,
  table: string,
  columns: string[],
): Promise<string | undefined> {
  const { rows } = await sql<{ name: string; origin: string }>`
    select name, origin from pragma_index_list(${table}) where "unique" = 1`.execute(db);
  for (const index of rows) {
    const info = await sql<{ name: string }>`select name from pragma_index_info(${index.name})`.execute(db);
    if (
      !sameColumns(
        info.rows.map((r) => r.name),
        columns,
      )
    )
      continue;
    if (index.origin === 'c') return index.name;
    const created = await sql<{ sql: string }>`
      select sql from sqlite_master where type = 'table' and name = ${table}`.execute(db);
    const named = namedConstraints(created.rows[0]?.sql ?? '').find((c) => sameColumns(c.columns, columns));
    if (named) return named.name;
    return index.origin === 'pk' ? `${table}_pkey` : `${table}_${columns.join('_')}_key`;
  }
  return undefined;
}

export const sqliteViolation: ViolationReader = async (error, db) => {
  const code = errorCode(error);
  const message = error instanceof Error ? error.message : '';
  if (code === 'SQLITE_CONSTRAINT_FOREIGNKEY')
    return { kind: 'foreignKey', constraint: undefined, table: undefined, columns: [] };
  if (code === 'SQLITE_CONSTRAINT_NOTNULL') {
    const { table, columns } = failedColumns(message);
    return { kind: 'notNull', constraint: undefined, table, columns };
  }
  if (code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
    const { table, columns } = failedColumns(message);
    const constraint = table ? ((await uniqueIndexName(db, table, columns)) ?? `${table}_pkey`) : undefined;
    return { kind: 'unique', constraint, table, columns };
  }
  if (code !== 'SQLITE_CONSTRAINT_UNIQUE') return undefined;
  const { table, columns, index } = failedColumns(message);
  const constraint = index ?? (table ? await uniqueIndexName(db, table, columns) : undefined);
  return { kind: 'unique', constraint, table, columns };
};
