import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CompiledQuery, Kysely, PostgresDialect, type RawBuilder, sql } from 'kysely';
import { type ArrayStream, type DialectHelpers, errorCode, type ValueFormat } from './dialect.js';
import { postgresViolation } from './errors/postgres.js';
import type { Executor } from './index.js';
import { postgresBulk } from './postgres-bulk.js';
import type { Database } from './schema.js';
import { postgresStatistics } from './statistics.js';

// The driver is loaded when a PostgreSQL store is opened: a service on SQLite does not pay for loading it at start.
const load = createRequire(import.meta.url);
let driver:
  | {
      pg: typeof import('pg');
      Cursor: typeof import('pg-cursor');
      copyFrom: typeof import('pg-copy-streams').from;
    }
  | undefined;
const postgresDriver = () => {
  driver ??= {
    pg: load('pg') as typeof import('pg'),
    Cursor: load('pg-cursor') as typeof import('pg-cursor'),
    copyFrom: (load('pg-copy-streams') as typeof import('pg-copy-streams')).from,
  };
  return driver;
};

/**
 * The data of a `copy … from stdin` statement run through Kysely (copyInto): chunks of COPY's text format. Kysely
 * hands a statement's parameters to the pooled client as they are, so the client of the caller's transaction
 * streams them (CopyClient).
 */
class CopyData {
  constructor(readonly chunks: Iterable<string> | AsyncIterable<string>) {}
}

let copyClient: (new (config?: string | import('pg').ClientConfig) => import('pg').Client) | undefined;
/**
 * pg's client, except that a `copy … from stdin` statement whose one parameter is CopyData streams that data
 * (pg-copy-streams) instead of being sent as a query: the pool's clients are these, so COPY runs on the connection
 * (and in the transaction) of whichever Kysely executor ran it.
 */
const copyClientClass = () => {
  if (copyClient) return copyClient;
  const { pg, copyFrom } = postgresDriver();
  class CopyClient extends pg.Client {
    // biome-ignore lint/suspicious/noExplicitAny: pg's query has a dozen overloads; this passes them all through
    override query(...args: any[]): any {
      const [text, values] = args;
      if (typeof text === 'string' && Array.isArray(values) && values[0] instanceof CopyData)
        return this.copy(text, values[0]);
      // biome-ignore lint/suspicious/noExplicitAny: as above
      return (super.query as (...a: any[]) => any)(...args);
    }
    private async copy(text: string, data: CopyData) {
      const stream = super.query(copyFrom(text));
      await pipeline(Readable.from(data.chunks, { objectMode: false }), stream);
      return { command: 'COPY', rowCount: stream.rowCount, rows: [] };
    }
  }
  copyClient = CopyClient;
  return copyClient;
};

/** A value in COPY's text format: `\N` for null, backslash, tab, newline and carriage return escaped. */
export function copyValue(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') throw new Error(`copyValue: a ${typeof value} is neither text nor a number`);
  return /[\\\t\n\r]/.test(value) ? value.replace(/[\\\t\n\r]/g, escapeCopyCharacter) : value;
}
const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
const escapeCopyCharacter = (c: string) => COPY_ESCAPES[c]!;

/**
 * `copy table (columns) from stdin` in the executor's connection (its transaction, if any), the rows given as
 * chunks of COPY's text format (lines of copyValue texts joined by tabs, each ended by a newline). Table and
 * column names are the caller's constants.
 */
export async function copyInto(
  db: Executor,
  table: string,
  columns: readonly string[],
  chunks: Iterable<string> | AsyncIterable<string>,
): Promise<void> {
  await db.executeQuery(
    CompiledQuery.raw(`copy ${table} (${columns.join(', ')}) from stdin`, [new CopyData(chunks)]),
  );
}

export const postgresHelpers: DialectHelpers = {
  kind: 'postgres',
  ...postgresBulk,
  jsonValue(column: RawBuilder<unknown>, key: string, format: ValueFormat) {
    const text = sql`((${column})::jsonb ->> ${sql.lit(key)})`;
    if (format === 'number' || format === 'currency') return sql`(${text})::double precision`;
    if (format === 'boolean') return sql`(case (${text}) when 'true' then 1 when 'false' then 0 end)`;
    return text;
  },
  daysBetween: (from, to) => sql<number>`((${to})::date - (${from})::date)`,
  groupText: (value) => sql<string>`string_agg(${value}, ',')`,
  withMigrationLock: (_db, run) => run(),
  withBackgroundCheckpoint: (_db, work) => work(),
  async suspendTriggers(trx, table, groups) {
    const { rows } = await sql<{ name: string }>`select tgname as name from pg_trigger
      where tgrelid = ${table}::regclass and not tgisinternal`.execute(trx);
    const suspended = rows
      .map((r) => r.name)
      .filter((name) => groups.some((g) => name === `${table}_${g}` || name.startsWith(`${table}_${g}_`)));
    for (const name of suspended)
      await sql`alter table ${sql.table(table)} disable trigger ${sql.id(name)}`.execute(trx);
    return async () => {
      for (const name of suspended)
        await sql`alter table ${sql.table(table)} enable trigger ${sql.id(name)}`.execute(trx);
    };
  },
  forUpdate: (query) => query.forUpdate() as typeof query,
  jsonWithoutKey: (column, key) => sql<string>`((${column})::jsonb - ${key}::text)::text`,
  async serializeOn(trx, name) {
    await sql`select pg_advisory_xact_lock(hashtext(${name}))`.execute(trx);
  },
  isUniqueViolation: (error) => errorCode(error) === '23505',
  violationOf: postgresViolation,
  isForeignKeyViolation: (error) => errorCode(error) === '23503',
  // Class 22 (data exception: out of range, invalid text, NUL byte, bad date) and 54000 (an index entry too long).
  isInvalidValue: (error) => {
    const code = errorCode(error);
    return code !== undefined && (code.startsWith('22') || code === '54000');
  },
  isRetryable: (error) => {
    const code = errorCode(error);
    return code === '40001' || code === '40P01';
  },
  statistics: postgresStatistics,
};

// COUNT(*) is int8 and SUM over integers is numeric; the service's values fit a JS number.
const typeParsers = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === 20) return (value: string) => Number.parseInt(value, 10);
    if (oid === 1700) return (value: string) => Number.parseFloat(value);
    // biome-ignore lint/suspicious/noExplicitAny: pg's overloads do not accept the union
    return postgresDriver().pg.types.getTypeParser(oid, format as any);
  },
};

export function openPostgres(connectionString: string): Kysely<Database> {
  const { pg, Cursor } = postgresDriver();
  const pool = new pg.Pool({ connectionString, max: 10, types: typeParsers, Client: copyClientClass() });
  // An idle client that loses its connection must not take the process down.
  pool.on('error', () => {});
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool, cursor: Cursor }) });
  pools.set(db, pool);
  return db;
}

/** The pool behind each Kysely instance this module opened. */
const pools = new WeakMap<Kysely<Database>, import('pg').Pool>();

/**
 * Streams the rows of a SELECT as arrays of column values (a cursor in pg's array row mode, with the pool's type
 * parsers, as Kysely's stream reads them), `batchRows` at a time: no object per row.
 */
export const postgresArrays: ArrayStream = async function* (db, query, batchRows) {
  const pool = pools.get(db);
  if (!pool) throw new Error('not a connection of openPostgres');
  const { Cursor } = postgresDriver();
  const client = await pool.connect();
  let failed = false;
  try {
    // A whole view's query costs past jit_above_cost, and compiling it took PostgreSQL 2-3 s of a 6-9 s export of
    // 200,000 rows (EXPLAIN ANALYZE of purchase_order_details): reset before the client goes back to the pool.
    await client.query('set jit = off');
  } catch (error) {
    client.release(true);
    throw error;
  }
  const cursor = client.query(new Cursor(query.sql, query.parameters as unknown[], { rowMode: 'array' }));
  try {
    for (;;) {
      const rows = (await cursor.read(batchRows)) as unknown[][];
      if (rows.length === 0) break;
      yield rows;
      if (rows.length < batchRows) break;
    }
  } catch (error) {
    failed = true;
    throw error;
  } finally {
    await cursor.close().catch(() => {
      failed = true;
    });
    if (!failed)
      await client.query('reset jit').catch(() => {
        failed = true;
      });
    // A client whose cursor failed is not given back to the pool as if it were sound.
    client.release(failed);
  }
};
