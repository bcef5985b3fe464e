import type { Executor } from '../../core/db/index.js';
import { nowIso } from '../../core/db/transaction.js';
import { type Actor, recordChange, trackedEntityTypes } from '../../core/events/outbox.js';
import type { RunAnswer } from './run.js';

/** Per order type, the Suggested orders a run removed and the ones it created. */
export interface ReplacedSuggestions {
  purchase: { removed: number; created: number };
  manufacturing: { removed: number; created: number };
  transfer: { removed: number; created: number };
}

/** The outbox source of a run's event: `Inventory` / `PlanningRun` / `Completed` (planning.run.completed). */
export const RUN_SOURCE = 'PlanningRun';
/** The entity of a run's audit record. */
export const RUN_AUDIT_ENTITY = 'Planning Run';

/**
 * Records a planning run as one operation (planning.md part 2): one outbox event whose payload is the run's
 * answer, and, when change tracking covers an order type whose Suggested orders it removed or created, one audit
 * record naming per such type the Suggested orders removed (`old`) and created (`new`). The Suggested orders themselves are not evented or audited.
 */
export async function recordRun(
  trx: Executor,
  actor: Actor,
  answer: RunAnswer,
  replaced: ReplacedSuggestions,
) {
  const runId = answer['Plan Run Id'];
  await recordChange(trx, actor, {
    entityType: RUN_SOURCE,
    entityId: runId,
    action: 'Completed',
    after: { ...answer },
  });
  const tracked = await trackedEntityTypes(trx);
  const changes: Record<string, { old: number; new: number }> = {};
  // Per order type the run touched (it removed or created Suggested orders of it) whose changes are tracked.
  for (const [entity, name, counts] of [
    ['PurchaseOrderList', 'Suggested Purchase Orders', replaced.purchase],
    ['ManufacturingOrderList', 'Suggested Manufacturing Orders', replaced.manufacturing],
    ['TransferOrderList', 'Suggested Transfer Orders', replaced.transfer],
  ] as const)
    if (tracked.has(entity) && (counts.removed > 0 || counts.created > 0))
      changes[name] = { old: counts.removed, new: counts.created };
  if (Object.keys(changes).length === 0) return;
  const event = await trx
    .selectFrom('events')
    .select('id')
    .where('entity_type', '=', RUN_SOURCE)
    .where('entity_id', '=', String(runId))
    .orderBy('id', 'desc')
    .executeTakeFirst();
  await trx
    .insertInto('audit_log')
    .values({
      event_id: event?.id ?? null,
      entity_type: RUN_AUDIT_ENTITY,
      entity_id: String(runId),
      action: 'Completed',
      changed_by: actor.name,
      changed_at: nowIso(),
      changes: JSON.stringify(changes),
    })
    .execute();
}
