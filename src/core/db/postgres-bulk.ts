/** PostgreSQL's side of BulkCapabilities (bulk-writes.ts). */
import { CompiledQuery, sql } from 'kysely';
import {
  type BulkCapabilities,
  type BulkColumns,
  cachedInsertValuesText,
  type FillRow,
  INT,
  type InsertMany,
  LONG_TEXT,
  readBaseVersion,
  type SharedColumn,
  TEXT,
  upsertClause,
} from './bulk-writes.js';
import type { Executor } from './index.js';
import { copyInto, copyValue } from './postgres.js';

/** Row r's placeholders are numbered on from the rows before it: `($1,$2),($3,$4)`. */
const insertValuesText = cachedInsertValuesText(
  (row, columns) => `(${columns.map((_, k) => `$${row * columns.length + k + 1}`).join(',')})`,
);

/**
 * One COPY per call (copyMany); ids for `returning` are drawn from the key's sequence first and copied with the
 * rows. An upsert copies into a temporary table of the same columns, then inserts from it with `on conflict`.
 */
const insertMany: InsertMany = async (db, table, columns, count, fill, options) => {
  const { returning, shared = [], upsertKey } = options;
  if (upsertKey !== undefined) {
    const names = [...columns, ...shared].map(([name]) => name).join(', ');
    const staging = `${table}_upserted`;
    const run = (text: string) => db.executeQuery(CompiledQuery.raw(text));
    await run(`create temporary table ${staging} as select ${names} from ${table} with no data`);
    try {
      await copyMany(db, staging, columns, count, fill, shared);
      await run(
        `insert into ${table} (${names}) select ${names} from ${staging}` +
          upsertClause(upsertKey, names.split(', ')),
      );
    } finally {
      await run(`drop table ${staging}`);
    }
    return [];
  }
  if (returning === undefined) {
    await copyMany(db, table, columns, count, fill, shared);
    return [];
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
};

/**
 * `count` values of the identity sequence of `table`.`key`, ascending: the ids an insert of `count` rows would
 * have given them in order (each row's default draws the next value; so do these, in one statement). The sequence
 * is named once, by an uncorrelated subquery (an init plan): `pg_get_serial_sequence` is stable, not immutable, so
 * as nextval's argument it would be evaluated again for every row.
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
 * insertMany's rows as one `copy … from stdin`, the text built a chunk at a time as the server reads it (so Node
 * formats the next rows while PostgreSQL inserts the last ones): no statement to parse and plan per chunk, no
 * escaping into array literals or parameters.
 */
async function copyMany(
  db: Executor,
  table: string,
  columns: BulkColumns,
  count: number,
  fill: FillRow,
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

export const postgresBulk: BulkCapabilities = {
  insertValuesText,
  placeholder: (n, type) => `$${n}::${type === LONG_TEXT ? TEXT : type}`,
  insertMany,
  // Dropping an index would lock the table against its readers.
  deferIndexBuild: async () => async () => {},
  // The base-data counter's trigger is deferred and moves it once per transaction already.
  withBulkCounterTriggers: (_trx, _tables, work) => work(),
  // The deferred trigger counts the transaction once, at its commit.
  async baseVersionAtCommit(trx, seenAtStart) {
    const now = await readBaseVersion(trx);
    return now === seenAtStart ? now + 1 : null;
  },
  bulkWriteSettings: async () => async () => {},
  // The planner reads table statistics, and tables replaced wholesale keep the old ones (none after their first
  // fill) until autovacuum gets to them: ANALYZE samples each table and commits with the transaction. A coarse
  // sample (a tenth of the default) tells the planner the tables' sizes and spreads, which is what picks an index
  // for a first page, in a tenth of the time.
  async refreshStatistics(db, tables) {
    await sql`set local default_statistics_target = 10`.execute(db);
    await sql`analyze ${sql.join(tables.map((table) => sql.id(table)))}`.execute(db);
    await sql`set local default_statistics_target to default`.execute(db);
  },
  inReadSnapshot: (store, work) => store.db.transaction().setIsolationLevel('repeatable read').execute(work),
  overlapsReadsWithWrites: true,
  exactCountIsCheap: false,
};
