import type { Executor } from '../db/index.js';
import { insertReturningIds } from '../db/insert.js';
import { nowIso } from '../db/transaction.js';

/** `Completed`: an operation that is one event of its own (a planning run). */
export type ChangeAction = 'Created' | 'Updated' | 'Deleted' | 'Completed';

export interface Actor {
  id: number | null;
  name: string | null;
}

export const SYSTEM_ACTOR: Actor = { id: null, name: 'system' };

/** Field name → value, in the API's field names (custom-column keys included). */
export type Snapshot = Record<string, unknown>;

export interface Change {
  entityType: string;
  entityId: string | number;
  action: ChangeAction;
  before?: Snapshot | null;
  after?: Snapshot | null;
  /** Audited whatever the change-tracking settings say (entity types that 2.13's settings do not name). */
  alwaysAudited?: boolean;
  /**
   * The Entity Number when the snapshot does not hold it: an order line is found by its order's number, which its
   * own snapshot does not carry.
   */
  entityNumber?: string | null;
}

/** Values whose JSON texts differ exactly when the values differ (===): compared without serialising them. */
const plain = (value: unknown) =>
  value === null ||
  typeof value === 'string' ||
  typeof value === 'boolean' ||
  (typeof value === 'number' && Number.isFinite(value));

/** Field-level differences: field → {old, new}, only for fields whose value changed. */
export function diff(before: Snapshot | null | undefined, after: Snapshot | null | undefined) {
  const changes: Record<string, { old: unknown; new: unknown }> = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    const oldValue = before?.[key] ?? null;
    const newValue = after?.[key] ?? null;
    // Every order write diffs each field of each line: most are plain values, compared without JSON.stringify.
    const changed =
      plain(oldValue) && plain(newValue)
        ? oldValue !== newValue
        : JSON.stringify(oldValue) !== JSON.stringify(newValue);
    if (changed) changes[key] = { old: oldValue, new: newValue };
  }
  return changes;
}

/** An event's payload as readers see it: the field-level changes and the snapshots before and after. */
export interface EventPayload {
  changes: Record<string, { old: unknown; new: unknown }>;
  before: Snapshot | null;
  after: Snapshot | null;
}

/**
 * The payload text an event stores: its snapshots only. The changes are diff(before, after), so they are not
 * stored again (they were half of every Created event's bytes: 225 of the planning run's 450 MB of events);
 * readEventPayload derives them.
 */
export function eventPayloadText(
  before: Snapshot | null | undefined,
  after: Snapshot | null | undefined,
): string {
  return JSON.stringify({ before: before ?? null, after: after ?? null });
}

const asSnapshot = (value: unknown): Snapshot | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Snapshot) : null;

/**
 * An event's stored payload text as changes and snapshots: the changes are read from the text when it has them
 * (events stored before eventPayloadText), else diffed from the snapshots, which gives the same object. A text
 * that is no JSON object reads as no changes and no snapshots.
 */
export function readEventPayload(text: string | null): EventPayload {
  let parsed: { changes?: unknown; before?: unknown; after?: unknown } | null = null;
  try {
    const value: unknown = text === null ? null : JSON.parse(text);
    if (value !== null && typeof value === 'object') parsed = value;
  } catch {
    // Not JSON: nothing to read.
  }
  const before = asSnapshot(parsed?.before);
  const after = asSnapshot(parsed?.after);
  const stored = asSnapshot(parsed?.changes) as EventPayload['changes'] | null;
  return { changes: stored ?? diff(before, after), before, after };
}

/**
 * The field of a record's snapshot that holds the number or name people know it by (`PO List Number`, `Item
 * Number`), by entity type: registered by the modules that declare the entities, written beside each audit record
 * as its Entity Number (contract part 7: a record's history is found by its number).
 */
const NUMBER_FIELDS = new Map<string, string>();

export function registerNumberField(entityType: string, field: string): void {
  NUMBER_FIELDS.set(entityType, field);
}

/** The Entity Number of a change's record: the one given with the change, else its registered field in the snapshot after (else before) the change. */
export function entityNumberOf(
  change: Pick<Change, 'entityType' | 'before' | 'after' | 'entityNumber'>,
): string | null {
  if (change.entityNumber !== undefined && change.entityNumber !== null) return change.entityNumber;
  const field = NUMBER_FIELDS.get(change.entityType);
  const value = field === undefined ? undefined : (change.after ?? change.before)?.[field];
  return value === null || value === undefined ? null : String(value);
}

/** The entity types whose change tracking is enabled (the whole set; it is small). */
export async function trackedEntityTypes(trx: Executor): Promise<ReadonlySet<string>> {
  const rows = await trx
    .selectFrom('change_tracking_settings')
    .select('entity_type')
    .where('enabled', '=', 1)
    .execute();
  return new Set(rows.map((r) => r.entity_type));
}

/** Rows per multi-row INSERT: well under SQLite's and PostgreSQL's bound-parameter limits for these tables. */
const CHUNK = 500;

/**
 * Records a domain event in the outbox, inside the caller's transaction, and the audit record when change
 * tracking is enabled for the entity type. Audit, notifications and webhooks all read from this one source;
 * a rolled-back write leaves neither behind.
 */
export async function recordChange(trx: Executor, actor: Actor, change: Change, extraEvents: string[] = []) {
  await recordChanges(trx, actor, [change], extraEvents);
}

/** recordChange of a record created: its snapshot after. */
export const recordCreated = (
  trx: Executor,
  actor: Actor,
  entityType: string,
  entityId: Change['entityId'],
  after: Change['after'],
) => recordChange(trx, actor, { entityType, entityId, action: 'Created', after });

/** recordChange of a record updated: its snapshots before and after. */
export const recordUpdated = (
  trx: Executor,
  actor: Actor,
  entityType: string,
  entityId: Change['entityId'],
  before: Change['before'],
  after: Change['after'],
) => recordChange(trx, actor, { entityType, entityId, action: 'Updated', before, after });

/** recordChange of a record deleted: its snapshot before. */
export const recordDeleted = (
  trx: Executor,
  actor: Actor,
  entityType: string,
  entityId: Change['entityId'],
  before: Change['before'],
) => recordChange(trx, actor, { entityType, entityId, action: 'Deleted', before });

/**
 * recordChange for many changes at once (bulk writes: imports, the demo): one multi-row insert of events and
 * one of audit records per chunk, the change-tracking settings read once. The same rows as one call per change.
 */
export async function recordChanges(
  trx: Executor,
  actor: Actor,
  changes: readonly Change[],
  extraEvents: string[] = [],
  /** trackedEntityTypes as the caller already holds it (cached by the settings version); read here otherwise. */
  trackedTypes?: ReadonlySet<string>,
) {
  const now = nowIso();
  const rows = changes
    .map((change) => ({ change, changes: diff(change.before, change.after) }))
    .filter(
      (r) => r.change.action !== 'Updated' || Object.keys(r.changes).length > 0 || extraEvents.length > 0,
    );
  if (rows.length === 0) return;
  const tracked =
    trackedTypes ??
    new Set(
      (
        await trx
          .selectFrom('change_tracking_settings')
          .select('entity_type')
          .where('enabled', '=', 1)
          .where('entity_type', 'in', [...new Set(rows.map((r) => r.change.entityType))])
          .execute()
      ).map((r) => r.entity_type),
    );
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK).map((r) => ({
      ...r,
      entityId: String(r.change.entityId),
      payload: eventPayloadText(r.change.before, r.change.after),
    }));
    const eventOf = (r: (typeof chunk)[number], event: string) => ({
      event,
      entity_type: r.change.entityType,
      entity_id: r.entityId,
      actor_id: actor.id,
      actor_name: actor.name,
      payload: r.payload,
      created_at: now,
    });
    // Both databases return the ids of a multi-row VALUES insert in the order of its rows.
    const ids = await insertReturningIds(
      trx,
      'events',
      chunk.map((r) => eventOf(r, r.change.action)),
    );
    for (const name of extraEvents)
      await trx
        .insertInto('events')
        .values(chunk.map((r) => eventOf(r, name)))
        .execute();
    const audit = chunk
      .map((r, i) => ({ r, eventId: ids[i]! }))
      .filter(
        ({ r }) =>
          (r.change.alwaysAudited === true || tracked.has(r.change.entityType)) &&
          (r.change.action !== 'Updated' || Object.keys(r.changes).length > 0),
      )
      .map(({ r, eventId }) => ({
        event_id: eventId,
        entity_type: r.change.entityType,
        entity_id: r.entityId,
        action: r.change.action,
        entity_number: entityNumberOf(r.change),
        changed_by: actor.name,
        changed_at: now,
        changes: JSON.stringify(r.changes),
      }));
    if (audit.length > 0) await trx.insertInto('audit_log').values(audit).execute();
  }
}
