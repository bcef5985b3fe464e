import { CompiledQuery } from 'kysely';
import type { Executor } from '../../core/db/index.js';
import { dialectOf } from '../../core/db/index.js';
import { copyInto, copyValue } from '../../core/db/postgres.js';

/** Bound parameters per statement: under SQLite's 32,766 and PostgreSQL's 65,535. */
const MAX_PARAMETERS = 30_000;
/**
 * Rows per statement when a value is a kilobyte or more (event payloads): a chunk's values stay alive until its
 * statement has run, and 4,000 payloads of 1-2 kB outlived V8's young generation, so every scavenge copied
 * megabytes of them (measured on the planning run's 198,000 events: 500 rows per statement cut the event
 * inserts' CPU by about a quarter against 4,285).
 */
const LONG_TEXT_ROWS = 500;

const statements = new Map<string, string>();

/** `insert into table (columns) values (…), (…)` for `rows` rows, in the dialect's placeholder style (cached). */
function insertText(postgres: boolean, table: string, columns: readonly string[], rows: number): string {
  const key = `${postgres}|${table}|${columns.join(',')}|${rows}`;
  let text = statements.get(key);
  if (text === undefined) {
    const tuples: string[] = [];
    let n = 0;
    for (let r = 0; r < rows; r++) {
      const marks = columns.map(() => (postgres ? `$${++n}` : '?'));
      tuples.push(`(${marks.join(',')})`);
    }
    text = `insert into ${table} (${columns.join(', ')}) values ${tuples.join(',')}`;
    statements.set(key, text);
  }
  return text;
}

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
  const postgres = dialectOf(db).kind === 'postgres';
  const perChunk = Math.max(1, Math.min(maxRows, Math.floor(MAX_PARAMETERS / columns.length)));
  let parameters: unknown[] = [];
  let count = 0;
  const flush = async () => {
    if (count === 0) return;
    await db.executeQuery(CompiledQuery.raw(insertText(postgres, table, columns, count), parameters));
    parameters = [];
    count = 0;
  };
  for (const row of rows) {
    for (const value of row) parameters.push(value);
    if (++count === perChunk) await flush();
  }
  await flush();
}

/** Column types of insertMany (PostgreSQL's names; the COPY text of a value does not depend on them). */
export const INT = 'integer';
export const FLOAT = 'double precision';
export const TEXT = 'text';
/** Text of a kilobyte or more (JSON payloads): SQLite's statements take at most LONG_TEXT_ROWS rows of them. */
export const LONG_TEXT = 'long text';
export type ColumnType = typeof INT | typeof FLOAT | typeof TEXT | typeof LONG_TEXT;

/** A column whose value is the same in every row of an insertMany (a status, the actor, the write's time). */
export type SharedColumn = readonly [name: string, type: ColumnType, value: unknown];

export interface InsertManyOptions {
  /**
   * The table's integer primary key (SQLite: INTEGER PRIMARY KEY, with or without AUTOINCREMENT; PostgreSQL: an
   * identity column): the new rows' values of it are answered, in the order of the rows.
   */
  returning?: string;
  /** Columns with one value for every row. */
  shared?: readonly SharedColumn[];
}

/**
 * The id SQLite gives the next row of `table` (INTEGER PRIMARY KEY): one more than the largest id ever used when
 * the key is AUTOINCREMENT (sqlite_sequence), or than the largest present otherwise. This transaction is the only
 * writer, so ids given explicitly from it are the ones the inserts would have chosen.
 */
async function sqliteNextId(db: Executor, table: string, key: string): Promise<number> {
  const { rows } = await db.executeQuery<{ seq: number | null; max: number | null }>(
    CompiledQuery.raw(
      `select (select seq from sqlite_sequence where name = ?) as seq, (select max(${key}) from ${table}) as max`,
      [table],
    ),
  );
  return Math.max(Number(rows[0]?.seq ?? 0), Number(rows[0]?.max ?? 0)) + 1;
}

const sqliteStatements = new Map<string, string>();

/**
 * SQLite's multi-row insert of `rows` rows of `columns`, the shared columns' values bound once:
 * `insert into t (a, b, s) select column1, column2, ? from (values (?, ?), …)` (the shared parameters come first,
 * as their marks do). Measured on the run's 197,748 events, five of whose seven columns are shared: 10-20 % less
 * CPU than binding every value of every row.
 */
function sqliteInsertText(
  table: string,
  columns: readonly string[],
  shared: readonly string[],
  rows: number,
) {
  if (shared.length === 0) return insertText(false, table, columns, rows);
  const key = `${table}|${columns.join(',')}|${shared.join(',')}|${rows}`;
  let text = sqliteStatements.get(key);
  if (text === undefined) {
    const tuple = `(${columns.map(() => '?').join(',')})`;
    text =
      `insert into ${table} (${[...columns, ...shared].join(', ')}) select ` +
      `${[...columns.map((_, k) => `column${k + 1}`), ...shared.map(() => '?')].join(', ')} from (values ` +
      `${new Array<string>(rows).fill(tuple).join(',')})`;
    sqliteStatements.set(key, text);
  }
  return text;
}

/**
 * Inserts `count` rows whose values `fill(i, row)` writes into `row` (reused, in `columns` order), so a large
 * write allocates no object per row. PostgreSQL: one `copy … from stdin` for all the rows (copyMany). SQLite:
 * multi-row VALUES statements of up to MAX_PARAMETERS
 * parameters (measured on the planning run's tables: as fast as, or faster than, one reused single-row statement
 * per row). `shared` columns are bound once per statement on SQLite (repeated in each row on PostgreSQL).
 * With `returning` (the integer primary key), answers its values in the order of the rows: PostgreSQL draws them
 * from the key's sequence first (nextIds) and copies them with the rows; SQLite is given the ids it
 * would have chosen (sqliteNextId) instead of reading them back (measured: RETURNING cost a third of the CPU of
 * the run's 123,381 MO headers).
 */
export async function insertMany(
  db: Executor,
  table: string,
  columns: readonly (readonly [name: string, type: ColumnType])[],
  count: number,
  fill: (i: number, row: unknown[]) => void,
  options: InsertManyOptions = {},
): Promise<number[]> {
  const { returning, shared = [] } = options;
  const returned: number[] = [];
  if (count === 0) return returned;
  const postgres = dialectOf(db).kind === 'postgres';
  if (!postgres) {
    let fillRow = fill;
    let all = columns;
    if (returning !== undefined) {
      const first = await sqliteNextId(db, table, returning);
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
    const row: unknown[] = new Array(all.length).fill(null);
    const perChunk = Math.max(
      1,
      Math.min(
        Math.floor((MAX_PARAMETERS - shared.length) / all.length),
        [...all, ...shared].some(([, type]) => type === LONG_TEXT)
          ? LONG_TEXT_ROWS
          : Number.POSITIVE_INFINITY,
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
        CompiledQuery.raw(sqliteInsertText(table, names, sharedNames, end - start), parameters),
      );
    }
    return returned;
  }
  // PostgreSQL: one COPY per call (copyMany); ids for `returning` are drawn from the key's sequence first.
  if (returning === undefined) {
    await copyMany(db, table, columns, count, fill, shared);
    return returned;
  }
  const ids = await nextIds(db, table, returning, count);
  const inner: unknown[] = new Array(columns.length).fill(null);
  await copyMany(
    db,
    table,
    [[returning, INT], ...columns],
    count,
    (i, row) => {
      fill(i, inner);
      row[0] = ids[i];
      for (let k = 0; k < inner.length; k++) row[k + 1] = inner[k];
    },
    shared,
  );
  return ids;
}

/**
 * PostgreSQL: `count` values of the identity sequence of `table`.`key`, ascending: the ids an insert of `count`
 * rows would have given them in order (each row's default draws the next value; so do these, in one statement).
 * The sequence is named once, by an uncorrelated subquery (an init plan): `pg_get_serial_sequence` is stable, not
 * immutable, so as nextval's argument it was evaluated again for every row, 0.6-0.7 s of the server's time for
 * the run's 197,747 order ids against 0.1 s for nextval alone (psql, the bench company).
 */
async function nextIds(db: Executor, table: string, key: string, count: number): Promise<number[]> {
  const { rows } = await db.executeQuery<{ id: number | string }>(
    CompiledQuery.raw(
      'select nextval((select pg_get_serial_sequence($1, $2)::regclass)) as id from generate_series(1, $3)',
      [table, key, count],
    ),
  );
  return rows.map((r) => Number(r.id)).sort((a, b) => a - b);
}

/** Characters of COPY text handed to the connection at a time. */
const COPY_CHUNK = 1 << 16;

/**
 * PostgreSQL: insertMany's rows as one `copy … from stdin`, the text built a chunk at a time as the server reads
 * it (so Node formats the next rows while PostgreSQL inserts the last ones). Measured on the planning run (bench
 * company, in process, three runs each, load average 4-8): the write phase's Node CPU fell from 16.2 to 6.8 s
 * (run 1) and from 17.9 to 7.7 s (run 2, 395,000 events) against `insert … select * from unnest(…)` per 20,000
 * rows and multi-row VALUES of 500 rows for the events (pg escaping texts into array literals and parameters,
 * PostgreSQL parsing and planning each statement); PostgreSQL's own work is the same rows, indexes, triggers and
 * WAL either way (bench/README.md).
 */
async function copyMany(
  db: Executor,
  table: string,
  columns: readonly (readonly [name: string, type: ColumnType])[],
  count: number,
  fill: (i: number, row: unknown[]) => void,
  shared: readonly SharedColumn[],
): Promise<void> {
  const row: unknown[] = new Array(columns.length).fill(null);
  // The shared columns' text is the same at the end of every line.
  let tail = '';
  for (const [, , value] of shared) tail += `\t${copyValue(value)}`;
  tail += '\n';
  function* chunks() {
    let text = '';
    for (let i = 0; i < count; i++) {
      fill(i, row);
      let line = copyValue(row[0]);
      for (let k = 1; k < row.length; k++) line += `\t${copyValue(row[k])}`;
      text += line + tail;
      if (text.length >= COPY_CHUNK) {
        yield text;
        text = '';
      }
    }
    if (text !== '') yield text;
  }
  await copyInto(db, table, [...columns.map(([name]) => name), ...shared.map(([name]) => name)], chunks());
}
