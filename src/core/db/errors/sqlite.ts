import { sql } from 'kysely';
import { errorCode } from '../dialect.js';
import type { Executor } from '../index.js';
import type { ViolationReader } from './violation.js';

/** `UNIQUE constraint failed: boms.number` / `… failed: index 'name'` / `NOT NULL constraint failed: t.c`. */
function failedColumns(message: string): { table?: string; columns: string[]; index?: string } {
  const detail = message.slice(message.indexOf(':') + 1).trim();
  const index = /^index '(.+)'$/.exec(detail)?.[1];
  if (index) return { index, columns: [] };
  const names = detail.split(',').map((part) => part.trim().split('.'));
  return { table: names[0]?.[0], columns: names.map((name) => name[1] ?? '') };
}

/**
 * SQLite reports a unique violation by table and columns, so the name is looked up among the table's unique
 * indexes: an index created by name keeps it; a column's UNIQUE and the primary key take the names PostgreSQL
 * gives them (`<table>_<columns>_key`, `<table>_pkey`), so one mapping serves both dialects.
 */
async function uniqueIndexName(db: Executor, table: string, columns: string[]): Promise<string | undefined> {
  const { rows } = await sql<{ name: string; origin: string }>`
    select name, origin from pragma_index_list(${table}) where "unique" = 1`.execute(db);
  for (const index of rows) {
    const info = await sql<{ name: string }>`select name from pragma_index_info(${index.name})`.execute(db);
    const indexed = info.rows.map((r) => r.name);
    if (indexed.length !== columns.length || indexed.some((c, i) => c !== columns[i])) continue;
    if (index.origin === 'pk') return `${table}_pkey`;
    return index.origin === 'u' ? `${table}_${columns.join('_')}_key` : index.name;
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
    return { kind: 'unique', constraint: table && `${table}_pkey`, table, columns };
  }
  if (code !== 'SQLITE_CONSTRAINT_UNIQUE') return undefined;
  const { table, columns, index } = failedColumns(message);
  const constraint = index ?? (table ? await uniqueIndexName(db, table, columns) : undefined);
  return { kind: 'unique', constraint, table, columns };
};
