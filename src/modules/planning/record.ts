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
 * answer, and, when change tracking covers an order type it replaced, one audit record naming per such type the
 * Suggested orders removed (`old`) and created (`new`). The Suggested orders themselves are not evented or audited.
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
  if (tracked.has('PurchaseOrderList'))
    changes['Suggested Purchase Orders'] = { old: replaced.purchase.removed, new: replaced.purchase.created };
  if (tracked.has('ManufacturingOrderList'))
    changes['Suggested Manufacturing Orders'] = {
      old: replaced.manufacturing.removed,
      new: replaced.manufacturing.created,
    };
  if (tracked.has('TransferOrderList'))
    changes['Suggested Transfer Orders'] = {
      old: replaced.transfer.removed,
      new: replaced.transfer.created,
    };
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
