import { mkdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { Worker } from 'node:worker_threads';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, type RawBuilder, SqliteDialect, sql } from 'kysely';
import { type ArrayStream, type DialectHelpers, errorCode, type ValueFormat } from './dialect.js';
import { sqliteViolation } from './errors/sqlite.js';
import type { Database } from './schema.js';
import { sqliteBulk } from './sqlite-bulk.js';
import { openSqliteReadConnection } from './sqlite-thread-read.js';
import { noStatistics } from './statistics.js';

export const sqliteHelpers: DialectHelpers = {
  kind: 'sqlite',
  ...sqliteBulk,
  jsonValue(column: RawBuilder<unknown>, key: string, format: ValueFormat) {
    const path = `$."${key.replaceAll('"', '\\"')}"`;
    const value = sql`json_extract(${column}, ${path})`;
    if (format === 'number' || format === 'currency') return sql`cast(${value} as real)`;
    return value;
  },
  daysBetween: (from, to) => sql<number>`cast(julianday(${to}) - julianday(${from}) as integer)`,
  groupText: (value) => sql<string>`group_concat(${value}, ',')`,
  async withMigrationLock(db, run) {
    // Kysely's SQLite adapter has no cross-process lock; BEGIN IMMEDIATE takes the write lock (other processes
    // wait on busy_timeout) and makes the whole migration atomic. The dialect's single connection runs both.
    await sql`begin immediate`.execute(db);
    try {
      const result = await run();
      await sql`commit`.execute(db);
      return result;
    } catch (error) {
      await sql`rollback`.execute(db);
      throw error;
    }
  },
  async suspendTriggers(trx, table, groups) {
    const { rows } = await sql<{ name: string; sql: string }>`select name, sql from sqlite_master
      where type = 'trigger' and tbl_name = ${table}`.execute(trx);
    const suspended = rows.filter((r) =>
      groups.some((g) => r.name === `${table}_${g}` || r.name.startsWith(`${table}_${g}_`)),
    );
    for (const trigger of suspended) await sql`drop trigger ${sql.id(trigger.name)}`.execute(trx);
    return async () => {
      for (const trigger of suspended) await sql.raw(trigger.sql).execute(trx);
    };
  },
  async withBackgroundCheckpoint(db, work) {
    const database = connections.get(db);
    const checkpointer = database === undefined ? undefined : checkpointers.get(database);
    if (checkpointer === undefined) return work();
    // Holding the connection, as a query would: a stream (a scenario's) may be reading on it meanwhile, and starting
    // the thread sets a pragma on it.
    const handedOver = await db.connection().execute(async (connection) => {
      if (!checkpointer.start()) return false;
      await sql`pragma wal_autocheckpoint = 0`.execute(connection);
      return true;
    });
    // No thread to hand the checkpoint to: as before.
    if (!handedOver) return work();
    const generation = ++checkpointer.handovers;
    try {
      return await work();
    } finally {
      // The usual bound now would make the next commit (the run's lock release) copy the whole log itself, on the
      // event loop, while the thread copies it too (measured: 1.8-2.1 s after a planning run). The bound stays
      // above the log's present size until the thread has copied it, then returns to the usual one.
      await sql
        .raw(`pragma wal_autocheckpoint = ${checkpointer.walPages() + checkpointer.pages()}`)
        .execute(db);
      checkpointer.whenCaughtUp(() => {
        if (checkpointer.handovers !== generation) return;
        sql
          .raw(`pragma wal_autocheckpoint = ${checkpointer.pages()}`)
          .execute(db)
          .catch(() => {});
      });
    }
  },
  forUpdate: (query) => query,
  jsonWithoutKey(column, key) {
    return sql<string>`json_remove(${column}, ${`$."${key.replaceAll('"', '\\"')}"`})`;
  },
  serializeOn: async () => {},
  isUniqueViolation: (error) => {
    const code = errorCode(error);
    return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
  },
  violationOf: sqliteViolation,
  isForeignKeyViolation: (error) => errorCode(error) === 'SQLITE_CONSTRAINT_FOREIGNKEY',
  // SQLite stores any value it is given; only a string or blob beyond its size limit is refused.
  isInvalidValue: (error) => errorCode(error) === 'SQLITE_TOOBIG',
  isRetryable: (error) => {
    const code = errorCode(error);
    return code === 'SQLITE_BUSY' || code === 'SQLITE_BUSY_SNAPSHOT' || code === 'SQLITE_LOCKED';
  },
  statistics: noStatistics,
};

/**
 * A SELECT whose text starts with this answers its rows as arrays of the columns' values (better-sqlite3's raw
 * mode) through Kysely's driver, which reads every statement as objects: `selectArrays` (index.ts) prefixes it.
 */
export const SQLITE_ARRAY_ROWS = '/* rows as arrays */ ';

/** Statements of SQLITE_ARRAY_ROWS texts are prepared in raw mode (their own texts, so a cached one stays so). */
function arrayRowsByMarker(database: SqliteDatabase.Database): void {
  const prepare = database.prepare.bind(database);
  database.prepare = ((source: string) => {
    const statement = prepare(source);
    if (source.startsWith(SQLITE_ARRAY_ROWS)) statement.raw(true);
    return statement;
  }) as SqliteDatabase.Database['prepare'];
}

/** Distinct SQL texts whose prepared statements are kept (a view's queries vary only with the filters used). */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely's SQLite driver prepares every query anew, and preparing (parsing and planning) a view's query costs more
 * than running it for one page: measured with --cpu-prof it was a sixth of the service's CPU on the by-item view.
 * The statement of a SQL text is kept and reused (least recently used out first). Safe on this connection because
 * Kysely runs one query at a time on it, streams included (a stream holds the connection until it ends).
 */
function cachePreparedStatements(database: SqliteDatabase.Database): void {
  const prepare = database.prepare.bind(database);
  const statements = new Map<string, SqliteDatabase.Statement>();
  database.prepare = ((source: string) => {
    let statement = statements.get(source);
    if (statement) statements.delete(source);
    else {
      statement = prepare(source);
      if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
    }
    statements.set(source, statement);
    return statement;
  }) as SqliteDatabase.Database['prepare'];
}

/** Commits on the write connection before the checkpointer thread starts (a short-lived store never needs one). */
const CHECKPOINTER_AFTER_COMMITS = 200;
/** How often the checkpointer thread copies the WAL into the database file. */
const CHECKPOINT_EVERY_MS = 100;
/**
 * WAL size (pages) at which the write connection checkpoints by itself after a commit, as SQLite's default of
 * 1000 does: a bound for when the thread falls behind; the thread has copied most pages by then, so it is short.
 */
const FALLBACK_AUTOCHECKPOINT_PAGES = 16_000;

/**
 * The checkpointer thread: its own connection, a PASSIVE checkpoint (never waits for readers or the writer). Asked
 * to ('report'), it says when a checkpoint has copied the whole log ('caught-up').
 */
const CHECKPOINTER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.module);
const db = new Database(workerData.path);
let report = false;
const timer = setInterval(() => {
  try {
    const [result] = db.pragma('wal_checkpoint(PASSIVE)');
    if (report && result.log === result.checkpointed) { report = false; parentPort.postMessage('caught-up'); }
  } catch {}
}, workerData.everyMs);
parentPort.on('message', (message) => {
  if (message === 'report') { report = true; return; }
  clearInterval(timer); db.close(); parentPort.close();
});
`;

/**
 * Moves WAL checkpoints off the event loop. SQLite checkpoints after the commit that grows the WAL past 1000 pages,
 * on the committing connection, and a checkpoint fsyncs the database file: measured on a 10-line PO create, the
 * commit took 1.0–1.4 ms of wall time with those checkpoints and 0.3–0.5 ms without, the difference waiting on the
 * disk with the whole process blocked (better-sqlite3 is synchronous). A worker thread with a connection of its own
 * runs PASSIVE checkpoints instead; the write connection keeps a far larger automatic checkpoint as a bound on the
 * WAL's size. Durability is unchanged (synchronous = NORMAL commits to the WAL either way). It starts after some
 * commits, so the many short-lived stores of tests and commands never spawn a thread.
 */
function checkpointOffThread(database: SqliteDatabase.Database, path: string): void {
  let commits = 0;
  let worker: Worker | undefined;
  let failed = false;
  /** Starts the thread once; false when it cannot run. */
  const start = () => {
    if (worker === undefined) {
      worker = new Worker(CHECKPOINTER_SOURCE, {
        eval: true,
        workerData: {
          path,
          module: createRequire(import.meta.url).resolve('better-sqlite3'),
          everyMs: CHECKPOINT_EVERY_MS,
        },
      });
      worker.unref();
      worker.on('message', (message) => {
        if (message !== 'caught-up') return;
        const then = caughtUp;
        caughtUp = undefined;
        then?.();
      });
      // A thread that cannot run leaves the checkpoints to the write connection, as before.
      worker.on('error', () => {
        failed = true;
        database.pragma('wal_autocheckpoint = 1000');
      });
      database.pragma(`wal_autocheckpoint = ${FALLBACK_AUTOCHECKPOINT_PAGES}`);
    }
    return !failed;
  };
  // A log frame is a page and its 24-byte header.
  const frameBytes = Number(database.pragma('page_size', { simple: true })) + 24;
  let caughtUp: (() => void) | undefined;
  checkpointers.set(database, {
    start,
    pages: () => (failed ? 1000 : FALLBACK_AUTOCHECKPOINT_PAGES),
    walPages: () => {
      try {
        return Math.ceil(statSync(`${path}-wal`).size / frameBytes);
      } catch {
        return 0;
      }
    },
    handovers: 0,
    whenCaughtUp: (then) => {
      caughtUp = then;
      worker?.postMessage('report');
    },
  });
  const prepare = database.prepare.bind(database);
  database.prepare = ((source: string) => {
    if (worker === undefined && source === 'commit' && ++commits >= CHECKPOINTER_AFTER_COMMITS) start();
    return prepare(source);
  }) as SqliteDatabase.Database['prepare'];
  const close = database.close.bind(database);
  database.close = () => {
    worker?.postMessage('close');
    return close();
  };
}

export function openSqlite(path: string): Kysely<Database> {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const database = new SqliteDatabase(path);
  database.pragma('journal_mode = WAL');
  database.pragma('busy_timeout = 5000');
  database.pragma('foreign_keys = ON');
  database.pragma('synchronous = NORMAL');
  arrayRowsByMarker(database);
  cachePreparedStatements(database);
  if (path !== ':memory:') checkpointOffThread(database, path);
  // Kysely's SQLite dialect keeps this one connection and serialises its use, so all writes share it.
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
  connections.set(db, database);
  return db;
}

/** A read connection for streaming reads (Store.leaseReader). */
export function openSqliteReader(path: string): Kysely<Database> {
  const database = openSqliteReadConnection(path);
  arrayRowsByMarker(database);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
  connections.set(db, database);
  return db;
}

/** The better-sqlite3 connection behind each Kysely instance this module opened. */
const connections = new WeakMap<Kysely<Database>, SqliteDatabase.Database>();
/** The checkpointer of each write connection on a file: starts its thread; the automatic checkpoint it leaves. */
const checkpointers = new WeakMap<
  SqliteDatabase.Database,
  {
    start: () => boolean;
    /** The automatic checkpoint's usual bound (pages). */
    pages: () => number;
    /** The log file's size in pages (it is reused, not shrunk, after a checkpoint: an upper bound of its content). */
    walPages: () => number;
    /** Counts withBackgroundCheckpoint's hand-overs, so a late "caught up" restores only the latest's bound. */
    handovers: number;
    /** Calls `then` once the thread has copied the whole log. */
    whenCaughtUp: (then: () => void) => void;
  }
>();

/**
 * Streams the rows of a SELECT as arrays of column values (better-sqlite3's raw mode), `batchRows` at a time. An
 * object per row with the view's 20-odd named columns cost more than the query itself (an export of 200,000 rows:
 * about 3.6 s as objects, 2.1 s as arrays). Kysely's hold on the connection (its mutex) is taken for the whole
 * stream, as its own streams do, so nothing else runs on the connection meanwhile.
 */
export const sqliteArrays: ArrayStream = async function* (db, query, batchRows) {
  const database = connections.get(db);
  if (!database) throw new Error('not a connection of openSqlite');
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = () => {};
  const holding = new Promise<void>((resolve) => {
    held = resolve;
  });
  const connection = db.connection().execute(async () => {
    held();
    await released;
  });
  // A failure to take the connection rejects `connection`: it ends the wait too.
  await Promise.race([holding, connection]);
  try {
    const statement = database.prepare(query.sql);
    statement.raw(true);
    try {
      let batch: unknown[][] = [];
      for (const row of statement.iterate(query.parameters as unknown[]) as IterableIterator<unknown[]>) {
        batch.push(row);
        if (batch.length >= batchRows) {
          yield batch;
          batch = [];
        }
      }
      if (batch.length > 0) yield batch;
    } finally {
      // The statement may be the connection's cached one (openSqlite), which Kysely reads as objects.
      statement.raw(false);
    }
  } finally {
    release();
    await connection;
  }
};
