import { type Kysely, PostgresAdapter, type Transaction } from 'kysely';
import { type DatabaseKind, databaseKindOf } from '../config.js';
import type { DialectHelpers } from './dialect.js';
import { openPostgres, postgresHelpers } from './postgres.js';
import type { Database } from './schema.js';
import { openSqlite, openSqliteReader, sqliteHelpers } from './sqlite.js';

export type { Database } from './schema.js';
export type Db = Kysely<Database>;
export type Tx = Transaction<Database>;
/** A connection or a transaction: queries take this as their first argument. */
export type Executor = Kysely<Database> | Transaction<Database>;

export interface Store {
  db: Db;
  /**
   * For long reads that stream (exports): on SQLite a connection of its own (reads only), so a stream running for
   * seconds does not hold the one connection every other request needs; WAL gives it a consistent snapshot. On
   * PostgreSQL the same pool as `db`.
   */
  reader: Db;
  dialect: DialectHelpers;
  kind: DatabaseKind;
}

export function openStore(databaseUrl: string): Store {
  const kind = databaseKindOf(databaseUrl);
  if (kind === 'sqlite') {
    const path = databaseUrl.slice('sqlite:'.length);
    const db = openSqlite(path);
    // A second connection to :memory: would be another, empty database.
    const reader = path === ':memory:' ? db : openSqliteReader(path);
    return { db, reader, dialect: sqliteHelpers, kind };
  }
  const db = openPostgres(databaseUrl);
  return { db, reader: db, dialect: postgresHelpers, kind };
}

/** Closes every connection of the store. */
export async function closeStore(store: Store): Promise<void> {
  await store.db.destroy();
  if (store.reader !== store.db) await store.reader.destroy();
}

/** The dialect helpers of the database behind a connection or transaction. */
export const dialectOf = (db: Executor): DialectHelpers =>
  db.getExecutor().adapter instanceof PostgresAdapter ? postgresHelpers : sqliteHelpers;
