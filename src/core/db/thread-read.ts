/**
 * Reads by another thread of the same process (a worker of core/workers.ts), for long reads of a bulk run whose
 * own thread is busy writing: `Store.threadReadable` says where such a thread can read the database itself (null
 * where it cannot or need not), and `readArraysInThread`, called in the worker, runs a SELECT compiled for the
 * store there. What a worker reads is the last commit: while the run's transaction holds the write lock (it has
 * written), that is the state the run started from, for every read of the run.
 */
import { readSqliteArrays } from './sqlite-thread-read.js';

/** A SQLite database file: a worker opens it read-only (WAL: readers do not wait for the writer). */
export interface ThreadReadable {
  sqliteFile: string;
}

/** A SELECT compiled for the store's dialect, as a worker receives it. */
export interface ThreadQuery {
  sql: string;
  parameters: readonly unknown[];
}

/** Runs `query` in this thread on `source`; answers its rows as arrays of the selected columns' values. */
export function readArraysInThread(source: ThreadReadable, query: ThreadQuery): unknown[][] {
  return readSqliteArrays(source.sqliteFile, query);
}
