import type { CompiledQuery, Kysely, RawBuilder, SelectQueryBuilder } from 'kysely';
import type { DatabaseKind } from '../config.js';
import type { BulkCapabilities } from './bulk-writes.js';
import type { ViolationReader } from './errors/violation.js';
import type { Database } from './schema.js';
import type { TableStatistics } from './statistics.js';

/**
 * A dialect's stream of a SELECT's rows as arrays of column values, `batchRows` at a time, on the connection `db`
 * (one that dialect opened): no object per row.
 */
export type ArrayStream = (
  db: Kysely<Database>,
  query: CompiledQuery,
  batchRows: number,
) => AsyncGenerator<unknown[][]>;

export type ValueFormat = 'string' | 'string-link' | 'number' | 'currency' | 'date' | 'datetime' | 'boolean';

/**
 * Everything that differs between SQLite and PostgreSQL, as one interface with one file per dialect
 * (sqlite.ts, postgres.ts). Code outside core/db asks this object instead of testing the dialect's name.
 */
export interface DialectHelpers extends BulkCapabilities {
  readonly kind: DatabaseKind;
  /** Reads `key` from a JSON text column, typed for comparison and sorting by `format`. */
  jsonValue(column: RawBuilder<unknown>, key: string, format: ValueFormat): RawBuilder<unknown>;
  /** Whole days from date `from` to date `to` (both `YYYY-MM-DD` text), negative when `to` is earlier. */
  daysBetween(from: RawBuilder<unknown>, to: RawBuilder<unknown>): RawBuilder<number>;
  /**
   * An aggregate: the group's values of `value` (a text expression) joined by commas, in no particular order. For a
   * read that hands one row per group to JavaScript instead of one per row (the forecasting run's history).
   */
  groupText(value: RawBuilder<unknown>): RawBuilder<string>;
  /** Adds a row lock (`FOR UPDATE`) where the database has one; SQLite's single writer makes it moot. */
  // biome-ignore lint/suspicious/noExplicitAny: generic over any query shape
  forUpdate<QB extends SelectQueryBuilder<any, any, any>>(query: QB): QB;
  /** The JSON text `column` (an object) without `key`, as JSON text: removes a custom column's stored values. */
  jsonWithoutKey(column: RawBuilder<unknown>, key: string): RawBuilder<string>;
  /**
   * Serialises writers that check a rule spanning many rows (such as "the BOM structure has no cycle") for the
   * rest of the transaction: a transaction-scoped advisory lock on PostgreSQL; SQLite has a single writer.
   */
  serializeOn(trx: Kysely<Database>, name: string): Promise<void>;
  isUniqueViolation(error: unknown): boolean;
  isForeignKeyViolation(error: unknown): boolean;
  /** The unique, foreign-key or not-null constraint a write was refused for (errors/sqlite.ts, errors/postgres.ts). */
  violationOf: ViolationReader;
  /**
   * The database refused a value the client sent (an integer beyond the column's range, a NUL character, a
   * string too long for an index): the request is at fault, so it is answered 400, never 500.
   */
  isInvalidValue(error: unknown): boolean;
  /**
   * Runs the migrator so that a second process migrating the same database waits for the first.
   * PostgreSQL: Kysely's migrator already holds an advisory lock. SQLite: a write transaction held throughout.
   */
  withMigrationLock<T>(db: Kysely<Database>, run: () => Promise<T>): Promise<T>;
  /**
   * Runs `work`, a transaction writing far more than usual (the planning run), so that its commit does not copy the
   * log into the database on the request's thread. SQLite: the write connection's automatic checkpoint is off
   * meanwhile and the checkpointer thread does it; PostgreSQL: just runs it.
   */
  withBackgroundCheckpoint<T>(db: Kysely<Database>, work: () => Promise<T>): Promise<T>;
  /**
   * Suspends the row triggers of `table` whose names start with `<table>_<group>` for each of `groups`, inside
   * transaction `trx`, until the answered `resume` (before the commit): for a bulk write that maintains what they
   * keep itself, set-based. SQLite: the triggers are dropped and created again from their own text (DDL is
   * transactional; other connections never see them missing); PostgreSQL: ALTER TABLE … DISABLE TRIGGER (a SHARE
   * ROW EXCLUSIVE lock until the commit: other writers of the table wait, readers do not).
   */
  suspendTriggers(trx: Kysely<Database>, table: string, groups: string[]): Promise<() => Promise<void>>;
  /** Errors after which the whole transaction may be run again (busy, serialization, deadlock). */
  isRetryable(error: unknown): boolean;
  /** The planner's table statistics: ANALYZE after bulk writes, the autovacuum setting (statistics.ts). */
  readonly statistics: TableStatistics;
}

export function errorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = (error as { code: unknown }).code;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}
