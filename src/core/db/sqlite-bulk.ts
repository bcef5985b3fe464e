/** SQLite's side of BulkCapabilities (bulk-writes.ts). */
import { CompiledQuery, sql } from 'kysely';
import {
  type BulkCapabilities,
  cachedInsertValuesText,
  INT,
  type InsertMany,
  LONG_TEXT,
  LONG_TEXT_ROWS,
  MAX_PARAMETERS,
  readBaseVersion,
  upsertClause,
} from './bulk-writes.js';
import type { Executor } from './index.js';

const insertValuesText = cachedInsertValuesText((_, columns) => `(${columns.map(() => '?').join(',')})`);

const sharedStatements = new Map<string, string>();

/**
 * A multi-row insert of `rows` rows of `columns`, the shared columns' values bound once:
 * `insert into t (a, b, s) select column1, column2, ? from (values (?, ?), …)` (the shared parameters come first,
 * as their marks do), so a write whose rows share most values binds far fewer parameters.
 */
function insertSharedText(
  table: string,
  columns: readonly string[],
  shared: readonly string[],
  rows: number,
) {
  if (shared.length === 0) return insertValuesText(table, columns, rows);
  const key = `${table}|${columns.join(',')}|${shared.join(',')}|${rows}`;
  let text = sharedStatements.get(key);
  if (text === undefined) {
    const tuple = `(${columns.map(() => '?').join(',')})`;
    text =
      `insert into ${table} (${[...columns, ...shared].join(', ')}) select ` +
      `${[...columns.map((_, k) => `column${k + 1}`), ...shared.map(() => '?')].join(', ')} from (values ` +
      `${new Array<string>(rows).fill(tuple).join(',')})`;
    sharedStatements.set(key, text);
  }
  return text;
}

/**
 * The id SQLite gives the next row of `table` (INTEGER PRIMARY KEY): one more than the largest id ever used when
 * the key is AUTOINCREMENT (sqlite_sequence), or than the largest present otherwise. This transaction is the only
 * writer, so ids given explicitly from it are the ones the inserts would have chosen (and cost no RETURNING).
 */
async function nextId(db: Executor, table: string, key: string): Promise<number> {
  const { rows } = await db.executeQuery<{ seq: number | null; max: number | null }>(
    CompiledQuery.raw(
      `select (select seq from sqlite_sequence where name = ?) as seq, (select max(${key}) from ${table}) as max`,
      [table],
    ),
  );
  return Math.max(Number(rows[0]?.seq ?? 0), Number(rows[0]?.max ?? 0)) + 1;
}

const insertMany: InsertMany = async (db, table, columns, count, fill, options) => {
  const { returning, shared = [], upsertKey } = options;
  const returned: number[] = [];
  let fillRow = fill;
  let all = columns;
  if (returning !== undefined) {
    const first = await nextId(db, table, returning);
    for (let i = 0; i < count; i++) returned.push(first + i);
    all = [[returning, INT], ...columns];
    const inner: unknown[] = new Array(columns.length).fill(null);
    fillRow = (i, row) => {
      fill(i, inner);
      row[0] = first + i;
      for (let k = 0; k < inner.length; k++) row[k + 1] = inner[k];
    };
  }
  const names = all.map(([name]) => name);
  const sharedNames = shared.map(([name]) => name);
  const sharedValues = shared.map(([, , value]) => value);
  // An upsert after `insert … select` needs a WHERE clause, which tells SQLite's parser where the select ends.
  const upsert =
    upsertKey === undefined
      ? ''
      : `${shared.length > 0 ? ' where true' : ''}${upsertClause(upsertKey, [...names, ...sharedNames])}`;
  const row: unknown[] = new Array(all.length).fill(null);
  const perChunk = Math.max(
    1,
    Math.min(
      Math.floor((MAX_PARAMETERS - shared.length) / all.length),
      [...all, ...shared].some(([, type]) => type === LONG_TEXT) ? LONG_TEXT_ROWS : Number.POSITIVE_INFINITY,
    ),
  );
  for (let start = 0; start < count; start += perChunk) {
    const end = Math.min(count, start + perChunk);
    const parameters = new Array<unknown>(shared.length + (end - start) * row.length);
    let p = 0;
    for (const value of sharedValues) parameters[p++] = value;
    for (let i = start; i < end; i++) {
      fillRow(i, row);
      for (let k = 0; k < row.length; k++) parameters[p++] = row[k];
    }
    await db.executeQuery(
      CompiledQuery.raw(insertSharedText(table, names, sharedNames, end - start) + upsert, parameters),
    );
  }
  return returned;
};

/**
 * Drops the index `name` of a table the transaction has just emptied, and answers what creates it again from its
 * own stored text once the table is filled, so it is built by one sort instead of an insert per row at random
 * places (for an index whose key the rows do not arrive in order of). Only for a table replaced whole (the build
 * sorts all its rows). Nothing else sees the index missing: the transaction is the only writer, readers see the
 * last commit's schema, a rollback restores it.
 */
async function deferIndexBuild(db: Executor, name: string): Promise<() => Promise<void>> {
  const schema = await sql<{ name: string; sql: string }>`select name, sql from sqlite_master
    where (type = 'index' and name = ${name}) or (type = 'table' and name = 'sqlite_stat1')`.execute(db);
  const index = schema.rows.find((r) => r.name === name);
  if (index === undefined) return async () => {};
  // Dropping an index drops its ANALYZE statistics too (sqlite_stat1, when an ANALYZE made it): put back as they were.
  const stats = schema.rows.some((r) => r.name === 'sqlite_stat1')
    ? (
        await sql<{
          tbl: string;
          stat: string;
        }>`select tbl, stat from sqlite_stat1 where idx = ${name}`.execute(db)
      ).rows
    : [];
  await sql`drop index ${sql.id(name)}`.execute(db);
  return async () => {
    await sql.raw(index.sql).execute(db);
    for (const { tbl, stat } of stats)
      await sql`insert into sqlite_stat1 (tbl, idx, stat) values (${tbl}, ${name}, ${stat})`.execute(db);
  };
}

/**
 * The base-data counter's row triggers (migration 0016) update the counter's row once per row written: for a bulk
 * write they are dropped, created again from their own stored text afterwards, and the counter moved once, as they
 * would have. Nothing else can see them missing: SQLite has one writer, which is this transaction, readers see the
 * last commit's schema, and a rollback puts them back.
 */
async function withBulkCounterTriggers<T>(
  trx: Executor,
  tables: readonly string[],
  work: () => Promise<T>,
): Promise<T> {
  const names = tables.flatMap((table) =>
    ['insert', 'update', 'delete'].map((operation) => `${table}_base_data_${operation}`),
  );
  const triggers = (
    await sql<{ name: string; sql: string }>`select name, sql from sqlite_master
      where type = 'trigger' and name in (${sql.join(names)})`.execute(trx)
  ).rows;
  for (const trigger of triggers) await sql`drop trigger ${sql.id(trigger.name)}`.execute(trx);
  const result = await work();
  for (const trigger of triggers) await sql.raw(trigger.sql).execute(trx);
  if (triggers.length > 0)
    await sql`update data_versions set version = version + 1 where name = 'base'`.execute(trx);
  return result;
}

/** The page cache of a bulk write's transaction, in KiB (the connection's is SQLite's default of 2 MB). */
const BULK_CACHE_KIB = 32_000;

/**
 * - `temp_store = memory`: the statement journals in memory (the transaction's pager takes the setting when it
 *   starts writing). A multi-row insert into a table with constraints keeps the former content of each page it
 *   changes, in case it must be undone alone; past 64 kB that journal is a temporary file, written and read back
 *   through the kernel. In memory, one statement's journal is at most the pages it changes (a few MB). When the
 *   connection's temporary database is open (temp tables; the service makes none) the setting cannot change in a
 *   transaction, and is left.
 * - a 32 MB page cache instead of 2 MB: a full cache spills its changed pages to the WAL before the commit, to read
 *   them back when they change again, and a bulk write's indexes take their rows at random places.
 */
async function bulkWriteSettings(trx: Executor): Promise<(db: Executor) => Promise<void>> {
  const restore: string[] = [];
  const cache = (await sql<{ cache_size: number }>`pragma cache_size`.execute(trx)).rows[0]?.cache_size;
  if (cache !== undefined && (cache < 0 ? -cache : cache * 4) < BULK_CACHE_KIB) {
    await sql.raw(`pragma cache_size = -${BULK_CACHE_KIB}`).execute(trx);
    restore.push(`pragma cache_size = ${cache}`);
  }
  const tempStore =
    (await sql<{ temp_store: number }>`pragma temp_store`.execute(trx)).rows[0]?.temp_store ?? 0;
  if (tempStore !== 2)
    try {
      await sql`pragma temp_store = memory`.execute(trx);
      restore.push(`pragma temp_store = ${tempStore}`);
    } catch {
      // "temporary storage cannot be changed from within a transaction": the files, as before.
    }
  return async (db) => {
    for (const statement of restore) await sql.raw(statement).execute(db);
  };
}

export const sqliteBulk: BulkCapabilities = {
  insertValuesText,
  placeholder: () => '?',
  insertMany,
  deferIndexBuild,
  withBulkCounterTriggers,
  // The transaction's writes are counted already, and no other transaction writes while it does.
  baseVersionAtCommit: (trx) => readBaseVersion(trx),
  bulkWriteSettings,
  // SQLite's query planner keeps the statistics of the last ANALYZE; a replaced table's are still apt.
  refreshStatistics: async () => {},
  // A read transaction on a reader connection (WAL), which leaves the writer connection free meanwhile.
  inReadSnapshot(store, work) {
    const lease = store.leaseReader();
    return lease.db
      .transaction()
      .execute(work)
      .finally(() => lease.release());
  },
  overlapsReadsWithWrites: false,
  exactCountIsCheap: true,
};
