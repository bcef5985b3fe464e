import SqliteDatabase from 'better-sqlite3';
import type { ThreadQuery } from './thread-read.js';

/** This thread's read connection per file (a worker thread lives for its pool's run). */
const connections = new Map<string, SqliteDatabase.Database>();

/** Runs `query` on a read-only connection of this thread to `path`; rows as arrays (no object per row). */
export function readSqliteArrays(path: string, query: ThreadQuery): unknown[][] {
  let database = connections.get(path);
  if (database === undefined) {
    database = new SqliteDatabase(path, { readonly: true });
    database.pragma('busy_timeout = 5000');
    database.pragma('cache_size = -4000');
    connections.set(path, database);
  }
  const statement = database.prepare(query.sql);
  statement.raw(true);
  return statement.all(...query.parameters) as unknown[][];
}
