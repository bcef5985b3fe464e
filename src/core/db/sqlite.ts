import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, type RawBuilder, SqliteDialect, sql } from 'kysely';
import { type DialectHelpers, errorCode, type ValueFormat } from './dialect.js';
import type { Database } from './schema.js';

export const sqliteHelpers: DialectHelpers = {
  kind: 'sqlite',
  jsonValue(column: RawBuilder<unknown>, key: string, format: ValueFormat) {
    const path = `$."${key.replaceAll('"', '\\"')}"`;
    const value = sql`json_extract(${column}, ${path})`;
    if (format === 'number' || format === 'currency') return sql`cast(${value} as real)`;
    return value;
  },
  daysBetween: (from, to) => sql<number>`cast(julianday(${to}) - julianday(${from}) as integer)`,
  async withMigrationLock(db, run) {
    // Kysely's SQLite adapter has no cross-process lock; BEGIN IMMEDIATE takes the write lock (other processes
    // wait on busy_timeout) and makes the whole migration atomic. The dialect's single connection runs both.
    await sql`begin immediate`.execute(db);
    try {
      const result = await run();
      await sql`commit`.execute(db);
      return result;
    } catch (error) {
      await sql`rollback`.execute(db);
      throw error;
    }
  },
  forUpdate: (query) => query,
  jsonWithoutKey(column, key) {
    return sql<string>`json_remove(${column}, ${`$."${key.replaceAll('"', '\\"')}"`})`;
  },
  serializeOn: async () => {},
  isUniqueViolation: (error) => {
    const code = errorCode(error);
    return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
  },
  isForeignKeyViolation: (error) => errorCode(error) === 'SQLITE_CONSTRAINT_FOREIGNKEY',
  // SQLite stores any value it is given; only a string or blob beyond its size limit is refused.
  isInvalidValue: (error) => errorCode(error) === 'SQLITE_TOOBIG',
  isRetryable: (error) => {
    const code = errorCode(error);
    return code === 'SQLITE_BUSY' || code === 'SQLITE_BUSY_SNAPSHOT' || code === 'SQLITE_LOCKED';
  },
};

/** Distinct SQL texts whose prepared statements are kept (a view's queries vary only with the filters used). */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely's SQLite driver prepares every query anew, and preparing (parsing and planning) a view's query costs more
 * than running it for one page: measured with --cpu-prof it was a sixth of the service's CPU on the by-item view.
 * The statement of a SQL text is kept and reused (least recently used out first). Safe on this connection because
 * Kysely runs one query at a time on it, streams included (a stream holds the connection until it ends).
 */
function cachePreparedStatements(database: SqliteDatabase.Database): void {
  const prepare = database.prepare.bind(database);
  const statements = new Map<string, SqliteDatabase.Statement>();
  database.prepare = ((source: string) => {
    let statement = statements.get(source);
    if (statement) statements.delete(source);
    else {
      statement = prepare(source);
      if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
    }
    statements.set(source, statement);
    return statement;
  }) as SqliteDatabase.Database['prepare'];
}

export function openSqlite(path: string): Kysely<Database> {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const database = new SqliteDatabase(path);
  database.pragma('journal_mode = WAL');
  database.pragma('busy_timeout = 5000');
  database.pragma('foreign_keys = ON');
  database.pragma('synchronous = NORMAL');
  cachePreparedStatements(database);
  // Kysely's SQLite dialect keeps this one connection and serialises its use, so all writes share it.
  return new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
}

/** A read connection for streaming reads (Store.leaseReader); `query_only` refuses any write through it. */
export function openSqliteReader(path: string): Kysely<Database> {
  const database = new SqliteDatabase(path);
  database.pragma('busy_timeout = 5000');
  database.pragma('query_only = ON');
  // A stream reads each page once: a small cache (and sorter budget) keeps a large export's memory down.
  database.pragma('cache_size = -4000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
}
