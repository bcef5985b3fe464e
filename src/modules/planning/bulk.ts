import {
  INT,
  insertMany,
  insertRows,
  LONG_TEXT,
  LONG_TEXT_ROWS,
  type SharedColumn,
  TEXT,
} from '../../core/db/bulk.js';
import type { Executor } from '../../core/db/index.js';
import { nowIso } from '../../core/db/transaction.js';
import { type Actor, type Change, diff, eventPayloadText, type Snapshot } from '../../core/events/outbox.js';

export {
  type ColumnType,
  FLOAT,
  INT,
  type InsertManyOptions,
  insertMany,
  insertRows,
  LONG_TEXT,
  type SharedColumn,
  TEXT,
} from '../../core/db/bulk.js';

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

/** A field name as a JSON text. */
function quoted(key: string): string {
  let name = quotedKeys.get(key);
  if (name === undefined) {
    name = JSON.stringify(key);
    if (quotedKeys.size < 1000) quotedKeys.set(key, name);
  }
  return name;
}

/**
 * The payload text recordChange stores for a Created change of a snapshot given as its field names and their
 * values' JSON texts (`null` for null), in order: the same characters as eventPayloadText(null, after), with no
 * value stringified twice.
 */
export function createdPayloadText(names: readonly string[], texts: readonly string[]): string {
  let fields = '';
  for (let k = 0; k < names.length; k++) fields += `${k === 0 ? '' : ','}${quoted(names[k]!)}:${texts[k]!}`;
  return `{"before":null,"after":{${fields}}}`;
}

/**
 * The payload text recordChange stores for a Deleted change of `before`: the same characters as
 * eventPayloadText(before, null) (a field whose value has no JSON text, undefined, is left out, as JSON.stringify
 * leaves it out).
 */
export function deletedPayloadText(before: Snapshot): string {
  let fields = '';
  for (const key of Object.keys(before)) {
    const value = JSON.stringify(before[key]) as string | undefined;
    if (value === undefined) continue;
    fields += `${fields === '' ? '' : ','}${quoted(key)}:${value}`;
  }
  return `{"before":{${fields}},"after":null}`;
}

/**
 * `action` events of an entity type without change tracking (the caller checked with trackedTypes), `count` of
 * them, from `event(i)` (its payload as createdPayloadText or deletedPayloadText writes it), written with
 * insertMany: what recordChanges writes for them, without a Change object per event.
 */
export async function insertEvents(
  db: Executor,
  actor: Actor,
  action: 'Created' | 'Deleted',
  entityType: string,
  count: number,
  event: (i: number) => { entityId: string | number; payload: string },
): Promise<void> {
  await insertMany(
    db,
    'events',
    [
      ['entity_id', TEXT],
      ['payload', LONG_TEXT],
    ],
    count,
    (i, row) => {
      const { entityId, payload } = event(i);
      row[0] = String(entityId);
      row[1] = payload;
    },
    { shared: eventColumns(actor, action, entityType, nowIso()) },
  );
}

/** An events row's columns other than the entity's id and the payload: the same for all of one write's events. */
const eventColumns = (actor: Actor, event: string, entityType: string, now: string): SharedColumn[] => [
  ['event', TEXT, event],
  ['entity_type', TEXT, entityType],
  ['actor_id', INT, actor.id],
  ['actor_name', TEXT, actor.name],
  ['created_at', TEXT, now],
];

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
        eventPayloadText(change.before, change.after),
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
