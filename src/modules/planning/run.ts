/**
 * A planning run (POST /api/planning/run, the CLI): lock → load → plan → write → record.
 * - lock: the `planning-run` lease (core/db/lease-lock.ts), one run at a time across instances;
 * - load: loader.ts reads the plan's input on one read snapshot;
 * - plan: the engine (engine/), pure;
 * - write: in one transaction, the run's row, the Suggested orders (suggestion-builder.ts builds them,
 *   suggestions.ts replaces the last run's) and the results the views read (results.ts);
 * - record: the run's change event, in the same transaction.
 */
import { withBulkWriteSettings } from '../../core/db/bulk.js';
import type { Executor, Store } from '../../core/db/index.js';
import { claimLease, leaseHolder, releaseLease } from '../../core/db/lease-lock.js';
import { inTransaction, nowIso } from '../../core/db/transaction.js';
import { AppError } from '../../core/errors.js';
import type { Actor } from '../../core/events/outbox.js';
import { enqueueOperation, procurementLocked, registerQueuedHandler } from '../integrations/queue.js';
import { type PlanResult, plan } from './engine/index.js';
import { type LoadedPlanData, loadPlanInput } from './loader.js';
import { forgetDirtyItems, reclaimDirtyItems } from './net-change-scope.js';
import { DEFAULT_RESCHEDULE_TOLERANCE_DAYS, type RunParameters } from './params.js';
import { type ReplacedSuggestions, recordRun } from './record.js';
import { skuDigests } from './result-digest.js';
import { removeResults, storeResults } from './results.js';
import { planVersionMarker } from './settings.js';
import { removeSuggestedTransferOrders, writeSuggestedTransferOrders } from './suggested-transfers.js';
import { type SuggestionNumbers, suggestedOrders } from './suggestion-builder.js';
import {
  removeSuggestedManufacturingOrders,
  removeSuggestedPurchaseOrders,
  replaceSuggestedPurchaseOrders,
  type SuggestedPurchaseOrder,
  writeSuggestedManufacturingOrders,
  writeSuggestedPurchaseOrders,
} from './suggestions.js';

/** A run's lease on the `planning-run` lock: a process that dies mid-run blocks others at most this long. */
export const LEASE_MS = 10 * 60_000;
/** The lock full runs and net change share (part 7: they never overlap, across instances). */
export const LOCK = 'planning-run';
/** Net change's name on the lock: a full run waits for a replan (seconds at most) rather than refusing. */
export const NET_CHANGE_HOLDER = 'net-change';
const FULL_RUN_HOLDER = 'full-run';
/** How long a full run waits for net change to let go of the lock. */
const WAIT_FOR_NET_CHANGE_MS = 120_000;

/** Claims the lock for a full run: null when another full run holds it; a replan under way is waited for. */
async function claimForFullRun(store: Store): Promise<string | null> {
  const until = Date.now() + WAIT_FOR_NET_CHANGE_MS;
  for (;;) {
    const lease = await claimLease(store, LOCK, LEASE_MS, FULL_RUN_HOLDER);
    if (lease !== null) return lease;
    const holder = await leaseHolder(store, LOCK);
    if (holder !== undefined && (holder !== NET_CHANGE_HOLDER || Date.now() > until)) return null;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface RunAnswer {
  'Plan Run Id': number;
  'Plan Date': string;
  'Horizon Days': number;
  'SKUs Planned': number;
  'Planned Purchase Lines': number;
  'Planned Manufacturing Lines': number;
  'Planned Transfer Lines': number;
  Exceptions: number;
  'Duration Ms': number;
  notification_type: 'Success' | 'Warning';
}

export interface RunTimings {
  loadMs: number;
  computeMs: number;
  writeMs: number;
}

const alreadyRunning = () =>
  new AppError(409, 'Planning.AlreadyRunning', 'Another planning run is in progress; try again when it ends');

export const runNumbers = (runId: number): SuggestionNumbers => ({
  purchase: (n) => `SUG-${runId}-${n}`,
  manufacturing: (n) => `SUG-MO-${runId}-${n}`,
  transfer: (n) => `SUG-TO-${runId}-${n}`,
});

/** The tables whose Suggested orders a run replaces: each has the base-data counter's row triggers (0016). */
export const ORDER_TABLES = [
  'manufacturing_orders',
  'manufacturing_order_lines',
  'purchase_orders',
  'purchase_order_lines',
  'transfer_orders',
  'transfer_order_lines',
];

/** The queued form of a run's PO writes, applied when the integration run that locked procurement ends. */
interface QueuedSuggestions {
  runId: number;
  orders: SuggestedPurchaseOrder[];
}

registerQueuedHandler('planning.suggested-purchase-orders', async (store, payload) => {
  await inTransaction(store, (trx) =>
    replaceSuggestedPurchaseOrders(trx, (payload as QueuedSuggestions).orders),
  );
});

/** When the run started, loaded and computed (performance.now()), and its start as stored. */
interface RunClock {
  started: number;
  startedAt: string;
  loaded: number;
  computed: number;
}

interface Planned {
  data: LoadedPlanData;
  result: PlanResult;
}

/**
 * Loads the data (one read snapshot), plans, and in one transaction replaces the Suggested POs and MOs, stores the
 * results and records the run. One run at a time across instances.
 */
export async function runPlanning(
  store: Store,
  params: RunParameters,
  actor: Actor,
  log: (timings: RunTimings & { runId: number }) => void = () => {},
): Promise<RunAnswer> {
  const lease = await claimForFullRun(store);
  if (lease === null) throw alreadyRunning();
  let planning: Promise<unknown> | undefined;
  try {
    const started = performance.now();
    const clock: RunClock = { started, startedAt: nowIso(), loaded: started, computed: started };
    const loadAndPlan = async (): Promise<Planned> => {
      const data = await loadPlanInput(store, params.planDate, params.horizonDays);
      data.input.rescheduleToleranceDays = params.rescheduleToleranceDays;
      clock.loaded = performance.now();
      // Only planned orders' pegging is stored: firm supply's would double the pegging for nothing.
      const result = plan(data.input, { firmPegging: false });
      clock.computed = performance.now();
      return { data, result };
    };
    // Where the database works beside this process, the load and the plan run while the run's transaction
    // removes the last run's suggestions and results; elsewhere one after the other.
    const overlap = store.dialect.overlapsReadsWithWrites;
    const inputs = overlap ? loadAndPlan() : await loadAndPlan();
    planning = Promise.resolve(inputs).catch(() => {});
    // The run writes far more than any other transaction: the dialect's bulk-write settings, and its commit leaves
    // the copy into the database file to the background checkpoint.
    const summary = await withBulkWriteSettings(store, (applySettings) =>
      store.dialect.withBackgroundCheckpoint(store.db, () =>
        inTransaction(store, async (trx) => {
          await applySettings(trx);
          const marker = await planVersionMarker(trx);
          const queued = await procurementLocked(trx);
          const { summary, replaced } = await store.dialect.withBulkCounterTriggers(trx, ORDER_TABLES, () =>
            writeRun(trx, { params, actor, queued, overlap, inputs, clock, log }),
          );
          // A run that wrote many suggestions grew the order tables: their statistics follow.
          const written =
            summary['Planned Purchase Lines'] +
            summary['Planned Manufacturing Lines'] +
            summary['Planned Transfer Lines'];
          if (written >= 1000) await store.dialect.refreshStatistics(trx, ORDER_TABLES);
          await recordRun(trx, actor, summary, replaced);
          const { data } = await inputs;
          await forgetDirtyItems(trx, data.dirtyMarks ?? []);
          await marker.done(data.baseVersion ?? -1);
          return summary;
        }),
      ),
    );
    await reclaimDirtyItems(store, (await inputs).data.dirtyMarks?.length ?? 0);
    return summary;
  } finally {
    // A run that failed before it used its plan still waits for the load and plan to end (their errors are the
    // transaction's), so nothing of it outlives the lock.
    await planning;
    await releaseLease(store, LOCK, lease);
  }
}

interface RunWrite {
  params: RunParameters;
  actor: Actor;
  /** Procurement is locked by an integration run: the POs are queued until it ends. */
  queued: boolean;
  /** The last run's rows are removed before the plan is awaited (overlapsReadsWithWrites). */
  overlap: boolean;
  inputs: Planned | Promise<Planned>;
  clock: RunClock;
  log: (timings: RunTimings & { runId: number }) => void;
}

/**
 * The run's writes in its transaction `trx`: its row, the Suggested orders, the results; answers its summary and
 * the Suggested orders it removed and created.
 */
async function writeRun(
  trx: Executor,
  run: RunWrite,
): Promise<{ summary: RunAnswer; replaced: ReplacedSuggestions }> {
  const { params, actor, queued, clock } = run;
  // Otherwise each table's old rows are removed right before it is written again (as replace… does), so the
  // pages they free are taken again at once, while in the page cache.
  const early = run.overlap
    ? {
        manufacturing: await removeSuggestedManufacturingOrders(trx),
        transfer: await removeSuggestedTransferOrders(trx),
        purchase: queued ? 0 : await removeSuggestedPurchaseOrders(trx),
      }
    : undefined;
  if (early) await removeResults(trx);
  const { data, result } = await run.inputs;
  const notification = queued ? 'Warning' : 'Success';
  const { id: runId } = await trx
    .insertInto('plan_runs')
    .values({
      plan_date: params.planDate,
      horizon_days: params.horizonDays,
      reschedule_tolerance_days: params.rescheduleToleranceDays ?? DEFAULT_RESCHEDULE_TOLERANCE_DAYS,
      skus_planned: result.columns.skuCount,
      planned_purchase_lines: 0,
      planned_manufacturing_lines: 0,
      exceptions: result.columns.exceptionSku.length,
      duration_ms: 0,
      load_ms: Math.round(clock.loaded - clock.started),
      compute_ms: Math.round(clock.computed - clock.loaded),
      write_ms: 0,
      notification_type: notification,
      started_by: actor.name,
      started_at: clock.startedAt,
      finished_at: clock.startedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { purchase, manufacturing, transfer, numbers, skus } = suggestedOrders(
    result,
    data,
    runNumbers(runId),
  );
  const removedManufacturing = early?.manufacturing ?? (await removeSuggestedManufacturingOrders(trx));
  await writeSuggestedManufacturingOrders(trx, manufacturing);
  const removedTransfer = early?.transfer ?? (await removeSuggestedTransferOrders(trx));
  await writeSuggestedTransferOrders(trx, transfer);
  let removedPurchase = 0;
  if (queued)
    await enqueueOperation(
      trx,
      'planning.suggested-purchase-orders',
      { runId, orders: purchase } satisfies QueuedSuggestions,
      actor,
    );
  else {
    removedPurchase = early?.purchase ?? (await removeSuggestedPurchaseOrders(trx));
    await writeSuggestedPurchaseOrders(trx, purchase);
  }
  if (!early) await removeResults(trx);
  await storeResults(trx, result, numbers, skus, data, skuDigests(result, skus, data));
  const purchaseLines = purchase.reduce((n, o) => n + o.lines.length, 0);
  const transferLines = transfer.reduce((n, o) => n + o.lines.length, 0);
  const written = performance.now();
  const timings = {
    loadMs: Math.round(clock.loaded - clock.started),
    computeMs: Math.round(clock.computed - clock.loaded),
    writeMs: Math.round(written - clock.computed),
  };
  const duration = Math.round(written - clock.started);
  await trx
    .updateTable('plan_runs')
    .set({
      planned_purchase_lines: purchaseLines,
      planned_manufacturing_lines: manufacturing.length,
      planned_transfer_lines: transferLines,
      duration_ms: duration,
      write_ms: timings.writeMs,
      finished_at: nowIso(),
    })
    .where('id', '=', runId)
    .execute();
  run.log({ runId, ...timings });
  const summary: RunAnswer = {
    'Plan Run Id': runId,
    'Plan Date': params.planDate,
    'Horizon Days': params.horizonDays,
    'SKUs Planned': result.columns.skuCount,
    'Planned Purchase Lines': purchaseLines,
    'Planned Manufacturing Lines': manufacturing.length,
    'Planned Transfer Lines': transferLines,
    Exceptions: result.columns.exceptionSku.length,
    'Duration Ms': duration,
    notification_type: notification,
  };
  const replaced: ReplacedSuggestions = {
    purchase: { removed: removedPurchase, created: queued ? 0 : purchase.length },
    manufacturing: { removed: removedManufacturing, created: manufacturing.length },
    transfer: { removed: removedTransfer, created: transfer.length },
  };
  return { summary, replaced };
}
