import SqliteDatabase from 'better-sqlite3';
import type { ThreadQuery } from './thread-read.js';

/**
 * A connection for long reads of a SQLite file (Store.leaseReader's readers, a worker thread's reads):
 * `query_only` refuses any write through it; a stream reads each page once, so a small cache (and sorter budget)
 * keeps a large export's memory down.
 */
export function openSqliteReadConnection(path: string): SqliteDatabase.Database {
  const database = new SqliteDatabase(path);
  database.pragma('busy_timeout = 5000');
  database.pragma('query_only = ON');
  database.pragma('cache_size = -4000');
  return database;
}

/** This thread's read connection per file (a worker thread lives for its pool's run). */
const connections = new Map<string, SqliteDatabase.Database>();

/** Runs `query` on this thread's read connection to `path`; rows as arrays (no object per row). */
export function readSqliteArrays(path: string, query: ThreadQuery): unknown[][] {
  let database = connections.get(path);
  if (database === undefined) {
    database = openSqliteReadConnection(path);
    connections.set(path, database);
  }
  const statement = database.prepare(query.sql);
  statement.raw(true);
  return statement.all(...query.parameters) as unknown[][];
}
