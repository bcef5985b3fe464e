/**
 * Writers of many rows and long reads of one snapshot, over the dialect's BulkCapabilities (bulk-writes.ts): what
 * modules call instead of asking which database they are on.
 */
import { CompiledQuery } from 'kysely';
import { type BulkColumns, type FillRow, type InsertManyOptions, MAX_PARAMETERS } from './bulk-writes.js';
import { dialectOf, type Executor, type Store } from './index.js';

export * from './bulk-writes.js';

/**
 * Inserts `rows` (values in `columns` order) with multi-row statements of as many rows as the parameter limit
 * allows: one statement per chunk, never one per row. `rows` may be a generator: only one chunk's values are held
 * at a time. Table and column names are the caller's constants.
 */
export async function insertRows(
  db: Executor,
  table: string,
  columns: readonly string[],
  rows: Iterable<readonly unknown[]>,
  maxRows = Number.POSITIVE_INFINITY,
): Promise<void> {
  const dialect = dialectOf(db);
  const perChunk = Math.max(1, Math.min(maxRows, Math.floor(MAX_PARAMETERS / columns.length)));
  let parameters: unknown[] = [];
  let count = 0;
  const flush = async () => {
    if (count === 0) return;
    await db.executeQuery(CompiledQuery.raw(dialect.insertValuesText(table, columns, count), parameters));
    parameters = [];
    count = 0;
  };
  for (const row of rows) {
    for (const value of row) parameters.push(value);
    if (++count === perChunk) await flush();
  }
  await flush();
}

/**
 * Inserts `count` rows whose values `fill(i, row)` writes into `row` (reused, in `columns` order), so a large
 * write allocates no object per row: SQLite multi-row VALUES statements of up to MAX_PARAMETERS parameters, the
 * `shared` columns bound once per statement; PostgreSQL one `copy … from stdin` for all the rows. With
 * `returning` (the integer primary key), answers its values in the order of the rows.
 */
export async function insertMany(
  db: Executor,
  table: string,
  columns: BulkColumns,
  count: number,
  fill: FillRow,
  options: InsertManyOptions = {},
): Promise<number[]> {
  if (count === 0) return [];
  return dialectOf(db).insertMany(db, table, columns, count, fill, options);
}

/**
 * Runs `work`, which opens a transaction writing far more than usual and calls `apply(trx)` in it before its first
 * write: the dialect's bulk-write settings hold for that transaction and the connection's own are put back after.
 */
export async function withBulkWriteSettings<T>(
  store: Store,
  work: (apply: (trx: Executor) => Promise<void>) => Promise<T>,
): Promise<T> {
  let restore: ((db: Executor) => Promise<void>) | undefined;
  try {
    return await work(async (trx) => {
      restore ??= await store.dialect.bulkWriteSettings(trx);
    });
  } finally {
    await restore?.(store.db);
  }
}

/**
 * Runs `work` on one snapshot of every table: a repeatable-read transaction on PostgreSQL; on SQLite a read
 * transaction on a reader connection (WAL), which leaves the writer connection free meanwhile.
 */
export function inReadSnapshot<T>(store: Store, work: (db: Executor) => Promise<T>): Promise<T> {
  return store.dialect.inReadSnapshot(store, work);
}
