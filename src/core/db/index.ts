import { type Compilable, CompiledQuery, type Kysely, PostgresAdapter, type Transaction } from 'kysely';
import { type DatabaseKind, databaseKindOf } from '../config.js';
import type { ArrayStream, DialectHelpers } from './dialect.js';
import { openPostgres, postgresArrays, postgresHelpers } from './postgres.js';
import type { Database } from './schema.js';
import { openSqlite, openSqliteReader, SQLITE_ARRAY_ROWS, sqliteArrays, sqliteHelpers } from './sqlite.js';
import type { ThreadReadable } from './thread-read.js';

export type { Database } from './schema.js';
export type Db = Kysely<Database>;
export type Tx = Transaction<Database>;
/** A connection or a transaction: queries take this as their first argument. */
export type Executor = Kysely<Database> | Transaction<Database>;

/** A connection lent for one long read; `release` (idempotent) gives it back. */
export interface ReaderLease {
  db: Db;
  release(): void;
  /**
   * Streams the rows of a SELECT compiled for `db` as arrays of its columns' values, `batchRows` at a time (for
   * exports: no object per row). Holds the connection (SQLite) or a pooled client (PostgreSQL) until the stream ends
   * or is returned.
   */
  arrays(query: CompiledQuery, batchRows: number): AsyncGenerator<unknown[][]>;
}

export interface Store {
  db: Db;
  /**
   * For long reads that stream (exports, the planning load): on SQLite one of a few read-only connections of their
   * own, so a stream running for seconds holds neither the one connection every other request needs nor another
   * export (with a single reader, exports under load queued behind each other: p99 48 s); WAL gives each a
   * consistent snapshot. On PostgreSQL the same pool as `db`.
   */
  leaseReader(): ReaderLease;
  dialect: DialectHelpers;
  kind: DatabaseKind;
  /**
   * Where a worker thread can read the database itself (thread-read.ts): a SQLite file. Null for an in-memory
   * database (another connection would see another, empty one) and for PostgreSQL (the server reads apart from
   * this process already).
   */
  threadReadable: ThreadReadable | null;
  /** Every connection the store opened, for closeStore. */
  connections: Db[];
}

/** SQLite read connections: two cores serve a few concurrent streams; more would only share the same CPU. */
const SQLITE_READERS = 3;

/** Lends the reader with the fewest current leases (Kysely queues on a connection if all are busy). */
function readerPool(readers: Db[], arrays: ArrayStream): () => ReaderLease {
  const leases = readers.map(() => 0);
  return () => {
    let index = 0;
    for (let i = 1; i < readers.length; i++) if (leases[i]! < leases[index]!) index = i;
    leases[index]!++;
    let released = false;
    return {
      db: readers[index]!,
      arrays: (query, batchRows) => arrays(readers[index]!, query, batchRows),
      release: () => {
        if (released) return;
        released = true;
        leases[index]!--;
      },
    };
  };
}

export function openStore(databaseUrl: string): Store {
  const kind = databaseKindOf(databaseUrl);
  if (kind === 'sqlite') {
    const path = databaseUrl.slice('sqlite:'.length);
    const db = openSqlite(path);
    // A second connection to :memory: would be another, empty database.
    const readers =
      path === ':memory:' ? [db] : Array.from({ length: SQLITE_READERS }, () => openSqliteReader(path));
    const connections = readers[0] === db ? [db] : [db, ...readers];
    return {
      db,
      leaseReader: readerPool(readers, sqliteArrays),
      dialect: sqliteHelpers,
      kind,
      connections,
      threadReadable: path === ':memory:' ? null : { sqliteFile: path },
    };
  }
  const db = openPostgres(databaseUrl);
  return {
    db,
    leaseReader: readerPool([db], postgresArrays),
    dialect: postgresHelpers,
    kind,
    connections: [db],
    threadReadable: null,
  };
}

/** Closes every connection of the store. */
export async function closeStore(store: Store): Promise<void> {
  for (const connection of store.connections) await connection.destroy();
}

/** The dialect helpers of the database behind a connection or transaction. */
export const dialectOf = (db: Executor): DialectHelpers =>
  db.getExecutor().adapter instanceof PostgresAdapter ? postgresHelpers : sqliteHelpers;

/**
 * Runs a SELECT on `db` (a connection or a transaction, its snapshot) and answers its rows as arrays of the
 * selected columns' values, in select order: for reads of hundreds of thousands of rows (the planning load), where
 * better-sqlite3's object per row cost twice reading the row as an array (measured: 300,000 order lines, 550
 * against 250 ms of CPU). PostgreSQL answers objects, taken apart here (its reads are not bound by this).
 */
export async function selectArrays<Row extends unknown[]>(
  db: Executor,
  query: Compilable<unknown>,
): Promise<Row[]> {
  const compiled = query.compile();
  if (dialectOf(db).kind === 'sqlite') {
    const result = await db.executeQuery(
      CompiledQuery.raw(SQLITE_ARRAY_ROWS + compiled.sql, [...compiled.parameters]),
    );
    return result.rows as Row[];
  }
  const result = await db.executeQuery(compiled);
  return (result.rows as Record<string, unknown>[]).map((row) => Object.values(row) as Row);
}
