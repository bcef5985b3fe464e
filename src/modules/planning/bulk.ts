import { CompiledQuery } from 'kysely';
import type { Executor } from '../../core/db/index.js';
import { dialectOf } from '../../core/db/index.js';
import { nowIso } from '../../core/db/transaction.js';
import { type Actor, type Change, diff } from '../../core/events/outbox.js';

/** Bound parameters per statement: under SQLite's 32,766 and PostgreSQL's 65,535. */
const MAX_PARAMETERS = 30_000;

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
): Promise<void> {
  const postgres = dialectOf(db).kind === 'postgres';
  const perChunk = Math.max(1, Math.floor(MAX_PARAMETERS / columns.length));
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
  const tracked = new Set(
    (
      await db
        .selectFrom('change_tracking_settings')
        .select('entity_type')
        .where('entity_type', 'in', [...types])
        .where('enabled', '=', 1)
        .execute()
    ).map((r) => r.entity_type),
  );
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
