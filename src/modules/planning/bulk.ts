import { CompiledQuery } from 'kysely';
import type { Executor } from '../../core/db/index.js';
import { dialectOf } from '../../core/db/index.js';
import { nowIso } from '../../core/db/transaction.js';
import { type Actor, type Change, diff } from '../../core/events/outbox.js';

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

/** Column types of insertMany: PostgreSQL's array element type for unnest. */
export const INT = 'integer';
export const FLOAT = 'double precision';
export const TEXT = 'text';
/**
 * Text of a kilobyte or more (JSON payloads): makes PostgreSQL take multi-row VALUES instead of unnest, as pg's
 * escaping of such texts into an array literal, and PostgreSQL's parsing of it, cost 3.5 times the VALUES insert
 * (20,000 event payloads of 1.1 kB: 7.4 s against 2.1 s); for numbers and short texts unnest is 2-3 times faster.
 */
export const LONG_TEXT = 'long text';
export type ColumnType = typeof INT | typeof FLOAT | typeof TEXT | typeof LONG_TEXT;

/** Rows per PostgreSQL statement in insertMany: one array parameter per column, so any size binds. */
const PG_ROWS_PER_STATEMENT = 20_000;

/**
 * Inserts `count` rows whose values `fill(i, row)` writes into `row` (reused, in `columns` order), so a large
 * write allocates no object per row. PostgreSQL: `insert … select * from unnest($1::type[], …)`, one statement
 * per PG_ROWS_PER_STATEMENT rows (measured: 2-3 times faster than multi-row VALUES of 30,000 parameters), unless a
 * column is LONG_TEXT. SQLite, and PostgreSQL with LONG_TEXT: multi-row VALUES statements of up to MAX_PARAMETERS parameters (measured on
 * the planning run's tables: as fast as, or faster than, one reused single-row statement per row).
 * With `returning` (an integer column, the id), answers its values in the order of the rows: both databases
 * return a multi-row VALUES insert's rows in order, and PostgreSQL inserts unnest's rows in array order.
 */
export async function insertMany(
  db: Executor,
  table: string,
  columns: readonly (readonly [name: string, type: ColumnType])[],
  count: number,
  fill: (i: number, row: unknown[]) => void,
  returning?: string,
): Promise<number[]> {
  const returned: number[] = [];
  if (count === 0) return returned;
  const tail = returning === undefined ? '' : ` returning ${returning}`;
  const collect = (rows: unknown[]) => {
    if (returning === undefined) return;
    for (const r of rows) returned.push(Number((r as Record<string, unknown>)[returning]));
  };
  const row: unknown[] = new Array(columns.length).fill(null);
  const postgres = dialectOf(db).kind === 'postgres';
  if (postgres && !columns.some(([, type]) => type === LONG_TEXT)) {
    const text =
      `insert into ${table} (${columns.map(([name]) => name).join(', ')}) select * from unnest(` +
      `${columns.map(([, type], k) => `$${k + 1}::${type}[]`).join(', ')})${tail}`;
    for (let start = 0; start < count; start += PG_ROWS_PER_STATEMENT) {
      const end = Math.min(count, start + PG_ROWS_PER_STATEMENT);
      const arrays = columns.map(() => new Array<unknown>(end - start));
      for (let i = start; i < end; i++) {
        fill(i, row);
        for (let k = 0; k < row.length; k++) arrays[k]![i - start] = row[k];
      }
      collect((await db.executeQuery(CompiledQuery.raw(text, arrays))).rows);
    }
    return returned;
  }
  const names = columns.map(([name]) => name);
  const perChunk = Math.max(
    1,
    Math.min(
      Math.floor(MAX_PARAMETERS / columns.length),
      columns.some(([, type]) => type === LONG_TEXT) ? LONG_TEXT_ROWS : Number.POSITIVE_INFINITY,
    ),
  );
  for (let start = 0; start < count; start += perChunk) {
    const end = Math.min(count, start + perChunk);
    const parameters = new Array<unknown>((end - start) * row.length);
    let p = 0;
    for (let i = start; i < end; i++) {
      fill(i, row);
      for (let k = 0; k < row.length; k++) parameters[p++] = row[k];
    }
    const text = insertText(postgres, table, names, end - start) + tail;
    collect((await db.executeQuery(CompiledQuery.raw(text, parameters))).rows);
  }
  return returned;
}

/** Which of `types` have change tracking on (their changes also write audit records). */
export async function trackedTypes(db: Executor, types: readonly string[]): Promise<Set<string>> {
  const rows = await db
    .selectFrom('change_tracking_settings')
    .select('entity_type')
    .where('entity_type', 'in', [...types])
    .where('enabled', '=', 1)
    .execute();
  return new Set(rows.map((r) => r.entity_type));
}

/** Field names as JSON texts: a few names, quoted again for each of hundreds of thousands of events. */
const quotedKeys = new Map<string, string>();

/**
 * The payload text recordChange stores for a Created change of a snapshot given as its field names and their
 * values' JSON texts (`null` for null), in order: the same characters as
 * JSON.stringify({ changes: diff(null, after), before: null, after }) (a null value is left out of the changes,
 * as diff leaves it out), with no value stringified twice.
 */
export function createdPayloadText(names: readonly string[], texts: readonly string[]): string {
  let changes = '';
  let fields = '';
  for (let k = 0; k < names.length; k++) {
    const key = names[k]!;
    const value = texts[k]!;
    let name = quotedKeys.get(key);
    if (name === undefined) {
      name = JSON.stringify(key);
      if (quotedKeys.size < 1000) quotedKeys.set(key, name);
    }
    fields += `${fields === '' ? '' : ','}${name}:${value}`;
    if (value !== 'null') changes += `${changes === '' ? '' : ','}${name}:{"old":null,"new":${value}}`;
  }
  return `{"changes":{${changes}},"before":null,"after":{${fields}}}`;
}

/**
 * Created events of entity types without change tracking (the caller checked with trackedTypes), `count` of
 * them, from `event(i)` (its payload as createdPayloadText writes it), written with insertMany: what recordChanges
 * writes for them, without a Change object per event.
 */
export async function insertCreatedEvents(
  db: Executor,
  actor: Actor,
  entityType: string,
  count: number,
  event: (i: number) => { entityId: number; payload: string },
): Promise<void> {
  const now = nowIso();
  await insertMany(
    db,
    'events',
    [
      ['event', TEXT],
      ['entity_type', TEXT],
      ['entity_id', TEXT],
      ['actor_id', INT],
      ['actor_name', TEXT],
      ['payload', LONG_TEXT],
      ['created_at', TEXT],
    ],
    count,
    (i, row) => {
      const { entityId, payload } = event(i);
      row[0] = 'Created';
      row[1] = entityType;
      row[2] = String(entityId);
      row[3] = actor.id;
      row[4] = actor.name;
      row[5] = payload;
      row[6] = now;
    },
  );
}

/**
 * recordChange (core/events/outbox.ts) for many changes at once: the outbox events, then the audit records of the
 * entity types whose change tracking is on, in multi-row statements. Same payload shape as recordChange.
 * `changes` (of the entity types `types`) may be a generator: payloads are built one chunk at a time.
 */
export async function recordChanges(
  db: Executor,
  actor: Actor,
  types: readonly string[],
  changes: Iterable<Change>,
): Promise<void> {
  const now = nowIso();
  const tracked = await trackedTypes(db, types);
  const row = (change: Change) => {
    const changed = diff(change.before, change.after);
    return {
      change,
      changed,
      values: [
        change.action,
        change.entityType,
        String(change.entityId),
        actor.id,
        actor.name,
        JSON.stringify({ changes: changed, before: change.before ?? null, after: change.after ?? null }),
        now,
      ],
    };
  };
  const audited: ReturnType<typeof row>[] = [];
  function* untracked() {
    for (const change of changes) {
      if (tracked.has(change.entityType)) audited.push(row(change));
      else yield row(change).values;
    }
  }
  await insertRows(
    db,
    'events',
    ['event', 'entity_type', 'entity_id', 'actor_id', 'actor_name', 'payload', 'created_at'],
    untracked(),
    LONG_TEXT_ROWS,
  );
  // Audit records name their event: those events are inserted one chunk at a time with their ids read back.
  const perChunk = 500;
  for (let start = 0; start < audited.length; start += perChunk) {
    const chunk = audited.slice(start, start + perChunk);
    const inserted = await db
      .insertInto('events')
      .values(
        chunk.map((r) => ({
          event: r.change.action,
          entity_type: r.change.entityType,
          entity_id: String(r.change.entityId),
          actor_id: actor.id,
          actor_name: actor.name,
          payload: r.values[5] as string,
          created_at: now,
        })),
      )
      .returning(['id', 'entity_type', 'entity_id'])
      .execute();
    const eventIds = new Map(inserted.map((e) => [`${e.entity_type}|${e.entity_id}`, e.id]));
    await insertRows(
      db,
      'audit_log',
      ['event_id', 'entity_type', 'entity_id', 'action', 'changed_by', 'changed_at', 'changes'],
      chunk.map((r) => [
        eventIds.get(`${r.change.entityType}|${r.change.entityId}`) ?? null,
        r.change.entityType,
        String(r.change.entityId),
        r.change.action,
        actor.name,
        now,
        JSON.stringify(r.changed),
      ]),
    );
  }
}
