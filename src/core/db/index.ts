import { type Kysely, PostgresAdapter, type Transaction } from 'kysely';
import { type DatabaseKind, databaseKindOf } from '../config.js';
import type { DialectHelpers } from './dialect.js';
import { openPostgres, postgresHelpers } from './postgres.js';
import type { Database } from './schema.js';
import { openSqlite, sqliteHelpers } from './sqlite.js';

export type { Database } from './schema.js';
export type Db = Kysely<Database>;
export type Tx = Transaction<Database>;
/** A connection or a transaction: queries take this as their first argument. */
export type Executor = Kysely<Database> | Transaction<Database>;

export interface Store {
  db: Db;
  dialect: DialectHelpers;
  kind: DatabaseKind;
}

export function openStore(databaseUrl: string): Store {
  const kind = databaseKindOf(databaseUrl);
  if (kind === 'sqlite') {
    return { db: openSqlite(databaseUrl.slice('sqlite:'.length)), dialect: sqliteHelpers, kind };
  }
  return { db: openPostgres(databaseUrl), dialect: postgresHelpers, kind };
}

/** The dialect helpers of the database behind a connection or transaction. */
export const dialectOf = (db: Executor): DialectHelpers =>
  db.getExecutor().adapter instanceof PostgresAdapter ? postgresHelpers : sqliteHelpers;
