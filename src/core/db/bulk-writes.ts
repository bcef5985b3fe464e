/**
 * Capabilities of a dialect for writers of many rows at once (the planning run, bulk imports, seeds) and for long
 * reads of one snapshot: each dialect file implements them (sqlite-bulk.ts, postgres-bulk.ts), and code outside
 * core/db reaches them through the dialect object or bulk.ts, never by testing the dialect's name.
 */
import { sql } from 'kysely';
import type { Executor, Store } from './index.js';

/** Column types of insertMany (PostgreSQL's names; the COPY text of a value does not depend on them). */
export const INT = 'integer';
export const FLOAT = 'double precision';
export const TEXT = 'text';
/** Text of a kilobyte or more (JSON payloads): SQLite's statements take at most LONG_TEXT_ROWS rows of them. */
export const LONG_TEXT = 'long text';
export type ColumnType = typeof INT | typeof FLOAT | typeof TEXT | typeof LONG_TEXT;

/** Bound parameters per statement: under SQLite's 32,766 and PostgreSQL's 65,535. */
export const MAX_PARAMETERS = 30_000;
/**
 * Rows per statement when a value is a kilobyte or more (event payloads): a chunk's values stay alive until its
 * statement has run, and a smaller chunk lets them die young instead of being copied by every scavenge.
 */
export const LONG_TEXT_ROWS = 500;

export type BulkColumns = readonly (readonly [name: string, type: ColumnType])[];

/** A column whose value is the same in every row of an insertMany (a status, the actor, the write's time). */
export type SharedColumn = readonly [name: string, type: ColumnType, value: unknown];

/** Writes row i's values into `row` (reused, in the columns' order). */
export type FillRow = (i: number, row: unknown[]) => void;

export interface InsertManyOptions {
  /**
   * The table's integer primary key (SQLite: INTEGER PRIMARY KEY, with or without AUTOINCREMENT; PostgreSQL: an
   * identity column): the new rows' values of it are answered, in the order of the rows.
   */
  returning?: string;
  /** Columns with one value for every row. */
  shared?: readonly SharedColumn[];
  /**
   * The columns of a unique key of the table: a row whose key is present already replaces that row's other
   * columns instead of failing (an upsert). Not with `returning`.
   */
  upsertKey?: readonly string[];
}

/** `on conflict (key) do update set c = excluded.c, …` for the columns `names` that are not in the key. */
export function upsertClause(key: readonly string[], names: readonly string[]): string {
  const set = names.filter((name) => !key.includes(name)).map((name) => `${name} = excluded.${name}`);
  return ` on conflict (${key.join(', ')}) do update set ${set.join(', ')}`;
}

/** A dialect's insertMany (BulkCapabilities.insertMany). */
export type InsertMany = (
  db: Executor,
  table: string,
  columns: BulkColumns,
  count: number,
  fill: FillRow,
  options: InsertManyOptions,
) => Promise<number[]>;

/**
 * A dialect's BulkCapabilities.insertValuesText: `insert into table (columns) values …` for `rows` rows, `tuple`
 * writing row r's placeholders; each text built once per table, columns and row count.
 */
export function cachedInsertValuesText(tuple: (row: number, columns: readonly string[]) => string) {
  const statements = new Map<string, string>();
  return (table: string, columns: readonly string[], rows: number): string => {
    const key = `${table}|${columns.join(',')}|${rows}`;
    let text = statements.get(key);
    if (text === undefined) {
      const tuples: string[] = [];
      for (let r = 0; r < rows; r++) tuples.push(tuple(r, columns));
      text = `insert into ${table} (${columns.join(', ')}) values ${tuples.join(',')}`;
      statements.set(key, text);
    }
    return text;
  };
}

export interface BulkCapabilities {
  /** `insert into table (columns) values (…), (…)` for `rows` rows, in the dialect's placeholder style. */
  insertValuesText(table: string, columns: readonly string[], rows: number): string;
  /**
   * The placeholder of a statement's `n`-th parameter (from 1) of `type`, typed where the dialect needs it (a
   * VALUES list's columns): `?` (SQLite binds in the order of the text) or `$n::type` (PostgreSQL).
   */
  placeholder(n: number, type: ColumnType): string;
  /**
   * Inserts `count` rows (count ≥ 1) whose values `fill` writes, with no object per row: SQLite multi-row VALUES
   * statements (shared columns bound once per statement), PostgreSQL one COPY. With `returning`, answers the new
   * keys in the order of the rows; with `upsertKey`, a row whose key is present updates that row.
   */
  insertMany: InsertMany;
  /**
   * Before filling a table this transaction has just emptied: drops the index `name` where building it once
   * afterwards is cheaper than keeping it row by row (SQLite), and answers what builds it again once the table is
   * filled. Elsewhere nothing is dropped and the answer does nothing.
   */
  deferIndexBuild(db: Executor, name: string): Promise<() => Promise<void>>;
  /**
   * Runs `work`, a bulk write of `tables` in the transaction `trx`, so that the base-data counter (the `base` row of
   * data_versions, kept by migration 0016's triggers) moves once for it instead of once per row. SQLite drops the
   * tables' row triggers meanwhile, creates them again and moves the counter once; PostgreSQL's trigger moves it
   * once per transaction already.
   */
  withBulkCounterTriggers<T>(trx: Executor, tables: readonly string[], work: () => Promise<T>): Promise<T>;
  /**
   * The base-data counter as the transaction `trx`, which has written a counted table, will leave it at its
   * commit, or null when another transaction has moved it since it read `seenAtStart`: SQLite counts the
   * transaction's writes as they happen (and has one writer at a time); PostgreSQL counts them once at the commit.
   */
  baseVersionAtCommit(trx: Executor, seenAtStart: number): Promise<number | null>;
  /**
   * Settings of the connection for a transaction `trx` that writes far more than usual and has not written yet;
   * answers what puts the connection's own back, run on the store's connection once the transaction has ended.
   */
  bulkWriteSettings(trx: Executor): Promise<(db: Executor) => Promise<void>>;
  /** After replacing `tables` wholesale: refreshes the statistics the query planner reads, where it needs them. */
  refreshStatistics(db: Executor, tables: readonly string[]): Promise<void>;
  /** Runs `work` on one consistent snapshot of every table, without holding the writer's connection. */
  inReadSnapshot<T>(store: Store, work: (db: Executor) => Promise<T>): Promise<T>;
  /**
   * Whether a write transaction and a read on another connection make progress at the same time (a database
   * server works on the write while this process reads); false where both run on this thread.
   */
  readonly overlapsReadsWithWrites: boolean;
  /** Whether `count(*)` of a large table is cheap (counted from an index) rather than a visit of every row. */
  readonly exactCountIsCheap: boolean;
}

/** The base-data counter (the `base` row of data_versions, migration 0016) as `db` sees it. */
export async function readBaseVersion(db: Executor): Promise<number> {
  const row = await sql<{
    version: string | number;
  }>`select version from data_versions where name = 'base'`.execute(db);
  return Number(row.rows[0]?.version ?? 0);
}
