/**
 * Net change (planning.md part 7): the stored plan follows the writes. A replan plans the data with the last full
 * run's Plan Date, Horizon Days and tolerance, finds the SKUs whose stored plan differs (their digests,
 * result-digest.ts, new SKUs and SKUs gone), adds every SKU pegged to a planned order of one of them (its pegging
 * names that order's number, which changes), and in one transaction replaces only those SKUs' Suggested lines and
 * result rows, records a `Net Change` run and one `planning.updated` event (`Inventory` / `Plan` / `Updated`)
 * naming them. Under the lock full runs take, so the two never overlap.
 */

import { inReadSnapshot, readBaseVersion, withBulkWriteSettings } from '../../core/db/bulk.js';
import { chunks } from '../../core/db/chunks.js';
import type { Executor, Store } from '../../core/db/index.js';
import { selectArrays } from '../../core/db/index.js';
import { claimLease, releaseLease } from '../../core/db/lease-lock.js';
import { inTransaction, nowIso } from '../../core/db/transaction.js';
import { recordChange, SYSTEM_ACTOR } from '../../core/events/outbox.js';
import { procurementLocked } from '../integrations/queue.js';
import { DEMAND_PLANNED_MO, DEMAND_PLANNED_TO, ORDER_TYPES, type PlanResult, plan } from './engine/index.js';
import { type ItemScope, type LoadedPlanData, readPlanInput } from './loader.js';
import {
  type ReplannedOrders,
  removeSuggestedLinesOf,
  skuKey,
  writeReplannedOrders,
} from './net-change-orders.js';
import {
  type DirtyItems,
  forgetDirtyItems,
  planningScope,
  readDirtyItems,
  reclaimDirtyItems,
} from './net-change-scope.js';
import { skuDigests } from './result-digest.js';
import { storeResults } from './results.js';
import { LEASE_MS, LOCK, NET_CHANGE_HOLDER, ORDER_TABLES, runNumbers } from './run.js';
import { markPlanned, planVersionMarker, readSettings } from './settings.js';
import { type SkuIdentity, skuIdentities, suggestedOrders } from './suggestion-builder.js';

/** The source of a net change's event: `Inventory` / `Plan` / `Updated` (planning.updated). */
export const PLAN_SOURCE = 'Plan';

/** Where a replan's time went, in ms: load, plan, the digests and their comparison, the transaction. */
export interface NetChangeTimings {
  loadMs: number;
  computeMs: number;
  compareMs: number;
  writeMs: number;
}

export type NetChangeOutcome =
  | { kind: 'replanned'; runId: number; skus: number; timings: NetChangeTimings }
  | { kind: 'current' }
  | { kind: 'busy' }
  | { kind: 'off' };

/** Beyond this many items to plan, a replan plans the whole company (one load instead of hundreds of lists). */
const SCOPE_LIMIT = 2_000;

/** A stored SKU: its plan_skus id and digest. */
interface StoredSku {
  id: number;
  digest: string | null;
}

/**
 * Replans what changed since the stored plan, if anything did and net change is on: `busy` when a run or another
 * replan holds the lock, or an integration run holds procurement (tried again later).
 */
export async function replanNetChange(store: Store): Promise<NetChangeOutcome> {
  // Checked first as well, so that waiting for an integration run claims no lease at every pass.
  if (await procurementLocked(store.db)) return { kind: 'busy' };
  const lease = await claimLease(store, LOCK, LEASE_MS, NET_CHANGE_HOLDER);
  if (lease === null) return { kind: 'busy' };
  const startedAt = nowIso();
  try {
    const settings = await readSettings(store.db);
    if (!settings['Net Change']) return { kind: 'off' };
    const last = await store.db
      .selectFrom('plan_runs')
      .select(['plan_date', 'horizon_days', 'reschedule_tolerance_days'])
      .where('kind', '=', 'Full')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    // Before any full run there is nothing to keep current.
    if (!last) return { kind: 'off' };
    if ((await readBaseVersion(store.db)) === settings.plannedVersion) return { kind: 'current' };
    if (await procurementLocked(store.db)) return { kind: 'busy' };
    const loading = performance.now();
    // What changed and the input to plan for it, on one snapshot: the marks read are the writes the input shows.
    const { data, dirty, stored, version } = await inReadSnapshot(store, async (db) => {
      const dirty = await readDirtyItems(db);
      const scope = dirty.items === null ? null : await planningScope(db, dirty.items, SCOPE_LIMIT);
      if (scope?.length === 0)
        return {
          data: null,
          dirty,
          stored: new Map<string, StoredSku>(),
          version: await readBaseVersion(db),
        };
      const within: ItemScope = scope ?? undefined;
      const data = await readPlanInput(db, last.plan_date, last.horizon_days, within);
      return { data, dirty, stored: await storedSkus(db, within), version: data.baseVersion ?? -1 };
    });
    if (data === null) {
      // The writes touched nothing planning reads (e.g. custom columns): the plan is current as it is.
      await noReplan(store, dirty, version, settings.plannedVersion);
      return { kind: 'current' };
    }
    const snapshot = data.baseVersion ?? -1;
    if (snapshot === settings.plannedVersion) return { kind: 'current' };
    data.input.rescheduleToleranceDays = last.reschedule_tolerance_days;
    const started = performance.now();
    const result = plan(data.input, { firmPegging: false });
    const computed = performance.now();
    const skus = skuIdentities(result, data);
    const digests = skuDigests(result, skus, data);
    const { replanned, gone } = affectedSkus(result, skus, digests, stored);
    const compared = performance.now();
    if (replanned.length === 0 && gone.length === 0) {
      // Nothing to write: the plan is current with the load's data (a write since keeps the counter past it).
      await noReplan(store, dirty, snapshot, settings.plannedVersion);
      return { kind: 'current' };
    }
    const runId = await withBulkWriteSettings(store, (applySettings) =>
      inTransaction(store, async (trx) => {
        await applySettings(trx);
        const marker = await planVersionMarker(trx);
        const id = await store.dialect.withBulkCounterTriggers(trx, ORDER_TABLES, () =>
          writeNetChange(trx, {
            data,
            result,
            skus,
            digests,
            stored,
            replanned,
            gone,
            last,
            loading,
            started,
            computed,
            startedAt,
          }),
        );
        await forgetDirtyItems(trx, dirty.markIds);
        await marker.done(snapshot);
        return id;
      }),
    );
    await reclaimDirtyItems(store, dirty.markIds.length);
    const ms = (from: number, to: number) => Math.round(to - from);
    return {
      kind: 'replanned',
      runId,
      skus: replanned.length + gone.length,
      timings: {
        loadMs: ms(loading, started),
        computeMs: ms(started, computed),
        compareMs: ms(computed, compared),
        writeMs: ms(compared, performance.now()),
      },
    };
  } finally {
    await releaseLease(store, LOCK, lease);
  }
}

/** The writes since the plan changed none of its SKUs: forgets their marks and records the plan current. */
async function noReplan(store: Store, dirty: DirtyItems, snapshot: number, plannedVersion: number) {
  await inTransaction(store, async (trx) => {
    await forgetDirtyItems(trx, dirty.markIds);
    if (snapshot !== plannedVersion) await markPlanned(trx, snapshot);
  });
}

async function storedSkus(db: Executor, scope: ItemScope): Promise<Map<string, StoredSku>> {
  const rows = await selectArrays<[number, number, number | null, number, string | null]>(
    db,
    db
      .selectFrom('plan_skus')
      .select(['id', 'item_id', 'sub_item_id', 'warehouse_id', 'result_hash'])
      .$if(scope !== undefined, (qb) => qb.where('item_id', 'in', scope ?? [])),
  );
  return new Map(
    rows.map(([id, item, sub, warehouse, digest]) => [skuKey(item, sub, warehouse), { id, digest }]),
  );
}

/**
 * The SKUs to replan (engine indices, ascending): those whose digest differs from the stored one or that are new,
 * and, transitively, those with pegging to a planned order of one of them; and the stored SKUs the plan has no more.
 */
export function affectedSkus(
  result: PlanResult,
  skus: readonly SkuIdentity[],
  digests: readonly string[],
  stored: ReadonlyMap<string, StoredSku>,
): { replanned: number[]; gone: StoredSku[] } {
  const c = result.columns;
  const keys = skus.map((s) => skuKey(s.itemId, s.subItemId, s.warehouseId));
  const affected = new Uint8Array(c.skuCount);
  const queue: number[] = [];
  for (let s = 0; s < c.skuCount; s++)
    if (stored.get(keys[s]!)?.digest !== digests[s]) {
      affected[s] = 1;
      queue.push(s);
    }
  // Pegged to a planned MO or transfer of SKU p: the SKU names that order's number, which a replan of p renews.
  const pegged = new Map<number, number[]>();
  for (let r = 0; r < c.pegCount; r++) {
    const kind = c.pegDemandKind[r];
    if (kind !== DEMAND_PLANNED_MO && kind !== DEMAND_PLANNED_TO) continue;
    const parent = c.orderSku[c.pegDemandRef[r]!]!;
    const list = pegged.get(parent);
    if (list) list.push(c.pegSku[r]!);
    else pegged.set(parent, [c.pegSku[r]!]);
  }
  while (queue.length > 0) {
    for (const child of pegged.get(queue.pop()!) ?? [])
      if (!affected[child]) {
        affected[child] = 1;
        queue.push(child);
      }
  }
  const replanned: number[] = [];
  for (let s = 0; s < c.skuCount; s++) if (affected[s]) replanned.push(s);
  const present = new Set(keys);
  const gone = [...stored].filter(([key]) => !present.has(key)).map(([, sku]) => sku);
  return { replanned, gone };
}

interface NetChangeWrite {
  data: LoadedPlanData;
  result: PlanResult;
  skus: readonly SkuIdentity[];
  digests: readonly string[];
  stored: ReadonlyMap<string, StoredSku>;
  replanned: readonly number[];
  gone: readonly StoredSku[];
  last: { plan_date: string; horizon_days: number; reschedule_tolerance_days: number };
  /** performance.now() when the load, the plan and its end began. */
  loading: number;
  started: number;
  computed: number;
  /** When the lease was claimed. */
  startedAt: string;
}

/** The net change's writes in `trx`: its run, the replanned SKUs' Suggested lines and results, its event. */
async function writeNetChange(trx: Executor, w: NetChangeWrite): Promise<number> {
  const { result, skus, replanned } = w;
  const c = result.columns;
  const countOf = (type: string) => c.orderType.filter((t) => ORDER_TYPES[t] === type).length;
  const { id: runId } = await trx
    .insertInto('plan_runs')
    .values({
      kind: 'Net Change',
      plan_date: w.last.plan_date,
      horizon_days: w.last.horizon_days,
      reschedule_tolerance_days: w.last.reschedule_tolerance_days,
      skus_planned: c.skuCount,
      skus_replanned: replanned.length + w.gone.length,
      planned_purchase_lines: countOf('Purchase'),
      planned_manufacturing_lines: countOf('Manufacturing'),
      planned_transfer_lines: countOf('Transfer'),
      exceptions: c.exceptionSku.length,
      duration_ms: 0,
      load_ms: Math.round(w.started - w.loading),
      compute_ms: Math.round(w.computed - w.started),
      write_ms: 0,
      notification_type: 'Success',
      started_by: SYSTEM_ACTOR.name,
      started_at: w.startedAt,
      finished_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  // Suggested orders: the affected SKUs' lines out, their new lines in.
  const affectedKeys = new Set<string>();
  const itemIds = new Set<number>();
  for (const s of replanned) {
    const sku = skus[s]!;
    affectedKeys.add(skuKey(sku.itemId, sku.subItemId, sku.warehouseId));
    itemIds.add(sku.itemId);
  }
  const goneIds = w.gone.map((g) => g.id);
  for (const ids of chunks(goneIds)) {
    const rows = await trx
      .selectFrom('plan_skus')
      .select(['item_id', 'sub_item_id', 'warehouse_id'])
      .where('id', 'in', ids)
      .execute();
    for (const r of rows) {
      affectedKeys.add(skuKey(r.item_id, r.sub_item_id, r.warehouse_id));
      itemIds.add(r.item_id);
    }
  }
  await removeSuggestedLinesOf(trx, [...itemIds], affectedKeys);
  const inPlan = new Uint8Array(c.skuCount);
  for (const s of replanned) inPlan[s] = 1;
  const all = suggestedOrders(result, w.data, runNumbers(runId), skus, (s) => inPlan[s] === 1);
  const ofReplanned = <L extends { itemId: number; subItemId: number | null; warehouseId: number }>(
    lines: L[],
  ) => lines.filter((l) => affectedKeys.has(skuKey(l.itemId, l.subItemId, l.warehouseId)));
  const purchase = renumbered(
    all.purchase.map((o) => ({ ...o, lines: ofReplanned(o.lines) })).filter((o) => o.lines.length > 0),
    (n) => `SUG-${runId}-${n}`,
  );
  const manufacturing = renumbered(
    all.manufacturing.filter((o) => affectedKeys.has(skuKey(o.itemId, o.subItemId, o.warehouseId))),
    (n) => `SUG-MO-${runId}-${n}`,
  );
  const transfer = renumbered(
    all.transfer.map((o) => ({ ...o, lines: ofReplanned(o.lines) })).filter((o) => o.lines.length > 0),
    (n) => `SUG-TO-${runId}-${n}`,
  );
  // The numbers suggestedOrders gave (over every group) → the ones given here (over the replanned groups).
  const renamed = new Map<string, string>();
  for (const o of [...purchase, ...manufacturing, ...transfer]) renamed.set(o.previous, o.number);
  const orders: ReplannedOrders = { purchase, manufacturing, transfer };
  const { numberOf } = await writeReplannedOrders(trx, orders);
  // Only the replanned SKUs' planned orders have numbers here (their rows are the ones stored).
  const numbers = Array.from(all.numbers, (n, i) =>
    inPlan[c.orderSku[i]!] ? (numberOf.get(renamed.get(n)!) ?? renamed.get(n)!) : n,
  );
  await keepStoredNumbers(trx, w, inPlan, numbers);

  // Results: the affected SKUs' rows out, the replanned ones in with ids after the stored ones.
  const oldIds = [
    ...replanned.flatMap((s) => {
      const sku = skus[s]!;
      const id = w.stored.get(skuKey(sku.itemId, sku.subItemId, sku.warehouseId))?.id;
      return id === undefined ? [] : [id];
    }),
    ...goneIds,
  ];
  for (const ids of chunks(oldIds))
    for (const table of ['plan_pegging', 'plan_exceptions', 'plan_orders', 'plan_days', 'plan_skus'] as const)
      await trx
        .deleteFrom(table)
        .where(table === 'plan_skus' ? 'id' : 'sku_id', 'in', ids)
        .execute();
  const maxSku = await trx
    .selectFrom('plan_skus')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  const maxOrder = await trx
    .selectFrom('plan_orders')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  await storeResults(trx, result, numbers, skus, w.data, w.digests, {
    skus: Int32Array.from(replanned),
    firstSkuId: Number(maxSku?.id ?? 0) + 1,
    firstOrderId: Number(maxOrder?.id ?? 0) + 1,
  });

  const written = performance.now();
  await trx
    .updateTable('plan_runs')
    .set({
      duration_ms: Math.round(written - w.loading),
      write_ms: Math.round(written - w.computed),
      finished_at: nowIso(),
    })
    .where('id', '=', runId)
    .execute();
  await recordChange(trx, SYSTEM_ACTOR, {
    entityType: PLAN_SOURCE,
    entityId: runId,
    action: 'Updated',
    after: {
      'Plan Run Id': runId,
      SKUs: replanned
        .map((s) => skus[s]!)
        .map((s) => ({
          'Item Number': s.itemNumber,
          'Sub Item Number': s.subItemNumber,
          'Warehouse Number': s.warehouseNumber,
        })),
    },
  });
  return runId;
}

/**
 * The planned orders of SKUs not replanned that a replanned SKU's pegging names (its demand is their dependent or
 * transfer demand) keep their stored numbers: an unchanged SKU's planned orders are stored in the engine's order,
 * so its k-th planned order is its k-th stored row.
 */
async function keepStoredNumbers(trx: Executor, w: NetChangeWrite, inPlan: Uint8Array, numbers: string[]) {
  const c = w.result.columns;
  const parents = new Set<number>();
  for (let r = 0; r < c.pegCount; r++) {
    const kind = c.pegDemandKind[r];
    if (!inPlan[c.pegSku[r]!] || (kind !== DEMAND_PLANNED_MO && kind !== DEMAND_PLANNED_TO)) continue;
    const parent = c.orderSku[c.pegDemandRef[r]!]!;
    if (!inPlan[parent]) parents.add(parent);
  }
  if (parents.size === 0) return;
  const ordersOf = new Map<number, number[]>();
  for (let i = 0; i < c.orderCount; i++) {
    const sku = c.orderSku[i]!;
    if (parents.has(sku)) ordersOf.set(sku, [...(ordersOf.get(sku) ?? []), i]);
  }
  for (const [sku, orders] of ordersOf) {
    const identity = w.skus[sku]!;
    const stored = w.stored.get(skuKey(identity.itemId, identity.subItemId, identity.warehouseId))!;
    const rows = await trx
      .selectFrom('plan_orders')
      .select('order_number')
      .where('sku_id', '=', stored.id)
      .orderBy('id')
      .execute();
    orders.forEach((i, k) => {
      numbers[i] = rows[k]!.order_number;
    });
  }
}

/** `orders` numbered 1, 2, … by `number`, each keeping the number it had as `previous`. */
function renumbered<O extends { number: string }>(orders: O[], number: (n: number) => string) {
  return orders.map((o, i) => ({ ...o, previous: o.number, number: number(i + 1) }));
}
