import type { Executor } from '../db/index.js';
import { nowIso } from '../db/transaction.js';

export type ChangeAction = 'Created' | 'Updated' | 'Deleted';

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
}

/** Field-level differences: field → {old, new}, only for fields whose value changed. */
export function diff(before: Snapshot | null | undefined, after: Snapshot | null | undefined) {
  const changes: Record<string, { old: unknown; new: unknown }> = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    const oldValue = before?.[key] ?? null;
    const newValue = after?.[key] ?? null;
    if (JSON.stringify(oldValue) !== JSON.stringify(newValue))
      changes[key] = { old: oldValue, new: newValue };
  }
  return changes;
}

/**
 * Records a domain event in the outbox, inside the caller's transaction, and the audit record when change
 * tracking is enabled for the entity type. Audit, notifications and webhooks all read from this one source;
 * a rolled-back write leaves neither behind.
 */
export async function recordChange(trx: Executor, actor: Actor, change: Change, extraEvents: string[] = []) {
  const now = nowIso();
  const changes = diff(change.before, change.after);
  if (change.action === 'Updated' && Object.keys(changes).length === 0 && extraEvents.length === 0) return;
  const entityId = String(change.entityId);
  const payload = JSON.stringify({ changes, before: change.before ?? null, after: change.after ?? null });
  const event = await trx
    .insertInto('events')
    .values({
      event: change.action,
      entity_type: change.entityType,
      entity_id: entityId,
      actor_id: actor.id,
      actor_name: actor.name,
      payload,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const name of extraEvents) {
    await trx
      .insertInto('events')
      .values({
        event: name,
        entity_type: change.entityType,
        entity_id: entityId,
        actor_id: actor.id,
        actor_name: actor.name,
        payload,
        created_at: now,
      })
      .execute();
  }
  const tracking = await trx
    .selectFrom('change_tracking_settings')
    .select('enabled')
    .where('entity_type', '=', change.entityType)
    .executeTakeFirst();
  if (tracking?.enabled === 1 && (change.action !== 'Updated' || Object.keys(changes).length > 0)) {
    await trx
      .insertInto('audit_log')
      .values({
        event_id: event.id,
        entity_type: change.entityType,
        entity_id: entityId,
        action: change.action,
        changed_by: actor.name,
        changed_at: now,
        changes: JSON.stringify(changes),
      })
      .execute();
  }
}
