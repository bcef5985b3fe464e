import { TRACKED_ENTITY_TYPES } from '../../catalogue/entities.js';
import { view } from '../../core/auth/privileges.js';
import type { Store } from '../../core/db/index.js';
import { inTransaction } from '../../core/db/transaction.js';
import { badRequest } from '../../core/errors.js';
import { type Actor, recordChange } from '../../core/events/outbox.js';
import { datetime, num, tableView } from '../../core/list/compact.js';
import { registerView } from '../../core/list/registry.js';

export { TRACKED_ENTITY_TYPES };

export type Settings = { entities: Record<string, boolean> };

export async function readSettings(db: Store['db']): Promise<Settings> {
  const rows = await db.selectFrom('change_tracking_settings').selectAll().execute();
  const enabled = new Map(rows.map((r) => [r.entity_type, r.enabled === 1]));
  return { entities: Object.fromEntries(TRACKED_ENTITY_TYPES.map((t) => [t, enabled.get(t) ?? false])) };
}

/** Changes only the entity types the body names; refuses unknown types and non-boolean values. */
export async function updateSettings(store: Store, actor: Actor, entities: Record<string, unknown>) {
  for (const [type, value] of Object.entries(entities)) {
    if (!(TRACKED_ENTITY_TYPES as readonly string[]).includes(type))
      throw badRequest(
        'ChangeTracking.UnknownEntityType',
        `Unknown entity type "${type}"; one of ${TRACKED_ENTITY_TYPES.join(', ')}`,
      );
    if (typeof value !== 'boolean')
      throw badRequest('Request.Invalid', `body/entities/${type} must be boolean`);
  }
  return inTransaction(store, async (trx) => {
    const before = await readSettings(trx);
    for (const [type, value] of Object.entries(entities)) {
      const enabled = value ? 1 : 0;
      await trx
        .insertInto('change_tracking_settings')
        .values({ entity_type: type, enabled })
        .onConflict((oc) => oc.column('entity_type').doUpdateSet({ enabled }))
        .execute();
    }
    const after = await readSettings(trx);
    await recordChange(trx, actor, {
      entityType: 'ChangeTrackingSettings',
      entityId: 'entities',
      action: 'Updated',
      before: before.entities,
      after: after.entities,
    });
    return after;
  });
}

/** The audit log (contract part 6), newest first; `Changes` is field → {old, new}. */
export const logListView = tableView({
  name: 'log_list',
  table: 'audit_log as a',
  columns: {
    'Log Id': num('id'),
    'Entity Type': 'entity_type',
    'Entity Id': 'entity_id',
    'Entity Number': 'entity_number',
    Action: 'action',
    'Changed By': 'changed_by',
    'Changed At': datetime('changed_at'),
    Changes: 'changes',
  },
  defaultSort: { key: 'Log Id', type: 'Descending' },
});
registerView({ view: logListView, privilege: view('Logs') });

/** A list row's stored changes (JSON text) as the object they stand for. */
export function parseChanges(row: Record<string, unknown>) {
  const raw = row.Changes;
  return { ...row, Changes: typeof raw === 'string' ? (JSON.parse(raw) as unknown) : {} };
}
