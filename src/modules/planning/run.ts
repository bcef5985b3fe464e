import type { Executor, Store } from '../../core/db/index.js';
import { inTransaction, nowIso } from '../../core/db/transaction.js';
import { AppError, badRequest } from '../../core/errors.js';
import { type Actor, recordChange } from '../../core/events/outbox.js';
import { enqueueOperation, procurementLocked, registerQueuedHandler } from '../integrations/queue.js';
import { bucketCalendar } from './buckets.js';
import { insertRows } from './bulk.js';
import { type PlanResult, plan, type SkuKey } from './engine/index.js';
import { type LoadedPlanData, loadPlanInput, subItemKey } from './loader.js';
import {
  replaceSuggestedManufacturingOrders,
  replaceSuggestedPurchaseOrders,
  type SuggestedManufacturingOrder,
  type SuggestedPurchaseOrder,
} from './suggestions.js';

export const DEFAULT_HORIZON_DAYS = 365;
export const MAX_HORIZON_DAYS = 1095;
/** A run's lease on the `planning-run` lock: a process that dies mid-run blocks others at most this long. */
const LEASE_MS = 10 * 60_000;
const LOCK = 'planning-run';

export interface RunParameters {
  planDate: string;
  horizonDays: number;
}

export interface RunAnswer {
  'Plan Run Id': number;
  'Plan Date': string;
  'Horizon Days': number;
  'SKUs Planned': number;
  'Planned Purchase Lines': number;
  'Planned Manufacturing Lines': number;
  Exceptions: number;
  'Duration Ms': number;
  notification_type: 'Success' | 'Warning';
}

export interface RunTimings {
  loadMs: number;
  computeMs: number;
  writeMs: number;
}

const invalid = (message: string) => badRequest('Planning.InvalidParameters', message);

/** A real calendar date written YYYY-MM-DD. */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** The run's parameters from its optional body; anything else is 400 Planning.InvalidParameters. */
export function runParameters(body: unknown, today: string): RunParameters {
  if (body === undefined || body === null) return { planDate: today, horizonDays: DEFAULT_HORIZON_DAYS };
  if (typeof body !== 'object' || Array.isArray(body))
    throw invalid('The body must be a JSON object {"Plan Date", "Horizon Days"} or absent');
  const given = body as Record<string, unknown>;
  for (const key of Object.keys(given))
    if (key !== 'Plan Date' && key !== 'Horizon Days')
      throw invalid(`Unknown parameter "${key}": a run takes "Plan Date" and "Horizon Days"`);
  const date = given['Plan Date'];
  const horizon = given['Horizon Days'];
  if (date !== undefined && date !== null && (typeof date !== 'string' || !isCalendarDate(date)))
    throw invalid('Plan Date must be a date written YYYY-MM-DD');
  if (
    horizon !== undefined &&
    horizon !== null &&
    (typeof horizon !== 'number' || !Number.isInteger(horizon) || horizon < 1 || horizon > MAX_HORIZON_DAYS)
  )
    throw invalid(`Horizon Days must be a whole number from 1 to ${MAX_HORIZON_DAYS}`);
  return {
    planDate: typeof date === 'string' ? date : today,
    horizonDays: typeof horizon === 'number' ? horizon : DEFAULT_HORIZON_DAYS,
  };
}

const alreadyRunning = () =>
  new AppError(409, 'Planning.AlreadyRunning', 'Another planning run is in progress; try again when it ends');

/**
 * Takes the run lock for this process: the `planning-run` row of `service_locks` holds the lease's end while a
 * run is in progress (null when free). A conditional update claims it, so exactly one of several instances
 * succeeds; a lease left by a process that died runs out after LEASE_MS.
 */
async function claimLock(store: Store): Promise<string> {
  const now = new Date();
  const until = new Date(now.getTime() + LEASE_MS).toISOString();
  const result = await inTransaction(store, (trx) =>
    trx
      .updateTable('service_locks')
      .set({ locked_at: until })
      .where('name', '=', LOCK)
      .where((eb) => eb.or([eb('locked_at', 'is', null), eb('locked_at', '<', now.toISOString())]))
      .executeTakeFirst(),
  );
  if (Number(result.numUpdatedRows) !== 1) throw alreadyRunning();
  return until;
}

async function releaseLock(store: Store, lease: string): Promise<void> {
  await store.db
    .updateTable('service_locks')
    .set({ locked_at: null })
    .where('name', '=', LOCK)
    .where('locked_at', '=', lease)
    .execute();
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/** How suggested orders are numbered: the run's `SUG-<run>-<n>` (part 2), a scenario's own. */
export interface SuggestionNumbers {
  purchase: (n: number) => string;
  manufacturing: (n: number) => string;
}

const runNumbers = (runId: number): SuggestionNumbers => ({
  purchase: (n) => `SUG-${runId}-${n}`,
  manufacturing: (n) => `SUG-MO-${runId}-${n}`,
});

/** The orders to write, numbered as part 2 says, from the engine's planned orders. */
export function suggestedOrders(result: PlanResult, data: LoadedPlanData, numbering: SuggestionNumbers) {
  const { ids, masters } = data;
  const idOf = (map: Map<string, number>, number: string, what: string) => {
    const id = map.get(number);
    if (id === undefined) throw new Error(`${what} ${number} is not among the loaded masters`);
    return id;
  };
  const skuIds = (sku: SkuKey) => {
    const itemId = idOf(ids.item, sku.itemNumber, 'Item');
    return {
      itemId,
      itemNumber: sku.itemNumber,
      subItemId:
        sku.subItemNumber === null
          ? null
          : idOf(ids.subItem, subItemKey(sku.itemNumber, sku.subItemNumber), 'Sub item'),
      subItemNumber: sku.subItemNumber,
      warehouseId: idOf(ids.warehouse, sku.warehouseNumber, 'Warehouse'),
      warehouseNumber: sku.warehouseNumber,
    };
  };
  const supplierIds = new Map([...masters.suppliers].map(([id, n]) => [n, id]));
  const shipFromIds = new Map([...masters.shipFroms].map(([id, n]) => [n, id]));
  const bomIds = new Map([...masters.boms].map(([id, n]) => [n, id]));

  // One PO per supplier + ship-from + warehouse + release date, numbered by release date, then those numbers.
  const groups = new Map<string, { key: string[]; orders: typeof result.plannedOrders }>();
  const numbers = new Map<number, string>();
  const manufacturing: SuggestedManufacturingOrder[] = [];
  for (const order of result.plannedOrders) {
    if (order.orderType === 'Manufacturing') {
      const number = numbering.manufacturing(manufacturing.length + 1);
      numbers.set(order.index, number);
      manufacturing.push({
        number,
        ...skuIds(order),
        bomId: idOf(bomIds, order.bomNumber as string, 'BOM'),
        bomNumber: order.bomNumber as string,
        quantity: order.quantity,
        releaseDate: order.releaseDate,
        receiptDate: order.receiptDate,
      });
      continue;
    }
    const key = [
      order.releaseDate,
      order.supplierNumber ?? '',
      order.shipFromNumber ?? '',
      order.warehouseNumber,
    ];
    const text = JSON.stringify(key);
    const group = groups.get(text) ?? { key, orders: [] };
    group.orders.push(order);
    groups.set(text, group);
  }
  const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const ordered = [...groups.values()].sort((a, b) => {
    for (let i = 0; i < a.key.length; i++) {
      const c = cmp(a.key[i] as string, b.key[i] as string);
      if (c !== 0) return c;
    }
    return 0;
  });
  const purchase: SuggestedPurchaseOrder[] = ordered.map((group, i) => {
    const number = numbering.purchase(i + 1);
    const first = group.orders[0]!;
    for (const order of group.orders) numbers.set(order.index, number);
    return {
      number,
      supplierId: idOf(supplierIds, first.supplierNumber as string, 'Supplier'),
      supplierNumber: first.supplierNumber as string,
      releaseDate: first.releaseDate,
      lines: group.orders.map((order) => ({
        ...skuIds(order),
        shipFromId: idOf(shipFromIds, order.shipFromNumber as string, 'Ship from'),
        shipFromNumber: order.shipFromNumber as string,
        quantity: order.quantity,
        price: order.unitPrice,
        releaseDate: order.releaseDate,
        receiptDate: order.receiptDate,
      })),
    };
  });
  return { purchase, manufacturing, numbers, skuIds };
}

const skuText = (sku: SkuKey) =>
  `${sku.itemNumber}\u0000${sku.subItemNumber ?? ''}\u0000${sku.warehouseNumber}`;

/** Replaces the stored results of the last run with `result`'s (views read these). */
async function storeResults(
  db: Executor,
  result: PlanResult,
  numbers: Map<number, string>,
  skuIds: ReturnType<typeof suggestedOrders>['skuIds'],
  data: LoadedPlanData,
) {
  for (const table of [
    'plan_skus',
    'plan_days',
    'plan_buckets',
    'plan_orders',
    'plan_exceptions',
    'plan_pegging',
  ] as const)
    await db.deleteFrom(table).execute();

  // Rows are generated while they are inserted, one chunk at a time, so memory holds the plan and one chunk.
  const skuId = new Map<string, number>();
  for (const [i, sku] of result.skus.entries()) skuId.set(skuText(sku), i + 1);
  function* skuRows() {
    for (const [i, sku] of result.skus.entries()) {
      const s = skuIds(sku);
      const demand = sku.salesDemand + sku.forecastDemand + sku.dependentDemand;
      yield [
        i + 1,
        s.itemId,
        s.subItemId,
        s.warehouseId,
        sku.itemNumber,
        sku.subItemNumber,
        sku.warehouseNumber,
        sku.source,
        sku.onHand,
        sku.safetyStock,
        sku.scheduledReceipts,
        round6(demand),
        demand > 0 ? round6(sku.onHand / (demand / result.horizonDays)) : null,
        sku.firstShortageDate,
        sku.excessQuantity,
        sku.exceptionCount,
      ];
    }
  }
  function* dayRows() {
    for (const [i, sku] of result.skus.entries()) {
      let sales = 0;
      let forecast = 0;
      let dependent = 0;
      let scheduled = 0;
      let planned = 0;
      for (const day of sku.days) {
        sales += day.salesDemand;
        forecast += day.forecastDemand;
        dependent += day.dependentDemand;
        scheduled += day.scheduledReceipts;
        planned += day.plannedReceipts;
        yield [
          i + 1,
          day.date,
          day.balance,
          round6(sales),
          round6(forecast),
          round6(dependent),
          round6(scheduled),
          round6(planned),
        ];
      }
    }
  }
  await insertRows(
    db,
    'plan_skus',
    [
      'id',
      'item_id',
      'sub_item_id',
      'warehouse_id',
      'item_number',
      'sub_item_number',
      'warehouse_number',
      'source',
      'on_hand',
      'safety_stock',
      'open_supply',
      'open_demand',
      'days_of_supply',
      'first_shortage_date',
      'excess_quantity',
      'exception_count',
    ],
    skuRows(),
  );
  await insertRows(
    db,
    'plan_days',
    [
      'sku_id',
      'day',
      'balance',
      'cum_sales',
      'cum_forecast',
      'cum_dependent',
      'cum_scheduled',
      'cum_planned',
    ],
    dayRows(),
  );
  await insertRows(
    db,
    'plan_buckets',
    ['kind', 'seq', 'bucket_start', 'first_day', 'last_day'],
    bucketCalendar(result.planDate, result.horizonDays).map((b) => [
      b.kind,
      b.seq,
      b.start,
      b.firstDay,
      b.lastDay,
    ]),
  );

  const sid = (sku: SkuKey) => skuId.get(skuText(sku)) as number;
  const supplierIds = new Map([...data.masters.suppliers].map(([id, n]) => [n, id]));
  const shipFromIds = new Map([...data.masters.shipFroms].map(([id, n]) => [n, id]));
  const bomIds = new Map([...data.masters.boms].map(([id, n]) => [n, id]));
  await insertRows(
    db,
    'plan_orders',
    [
      'id',
      'sku_id',
      'order_type',
      'order_number',
      'quantity',
      'release_date',
      'receipt_date',
      'late',
      'supplier_id',
      'ship_from_id',
      'unit_price',
      'bom_id',
    ],
    result.plannedOrders.map((o) => [
      o.index + 1,
      sid(o),
      o.orderType,
      numbers.get(o.index),
      o.quantity,
      o.releaseDate,
      o.receiptDate,
      o.late ? 1 : 0,
      o.supplierNumber === null ? null : (supplierIds.get(o.supplierNumber) ?? null),
      o.shipFromNumber === null ? null : (shipFromIds.get(o.shipFromNumber) ?? null),
      o.unitPrice,
      o.bomNumber === null ? null : (bomIds.get(o.bomNumber) ?? null),
    ]),
  );
  await insertRows(
    db,
    'plan_exceptions',
    ['sku_id', 'exception_type', 'exception_date', 'quantity', 'order_number', 'message'],
    result.exceptions.map((e) => [
      sid(e),
      e.type,
      e.date,
      e.quantity,
      e.plannedOrderIndex === null ? null : (numbers.get(e.plannedOrderIndex) ?? null),
      e.message,
    ]),
  );
  function* pegging() {
    for (const p of result.pegging) {
      if (p.plannedOrderIndex === null) continue;
      const demandNumber =
        p.demandPlannedOrderIndex !== null
          ? (numbers.get(p.demandPlannedOrderIndex) ?? null)
          : p.demandNumber;
      yield [p.plannedOrderIndex + 1, sid(p), p.quantity, p.demandType, demandNumber, p.demandDate];
    }
  }
  await insertRows(
    db,
    'plan_pegging',
    ['order_id', 'sku_id', 'quantity', 'demand_type', 'demand_number', 'demand_date'],
    pegging(),
  );
}

/** The queued form of a run's PO writes, applied when the integration run that locked procurement ends. */
interface QueuedSuggestions {
  runId: number;
  orders: SuggestedPurchaseOrder[];
}

registerQueuedHandler('planning.suggested-purchase-orders', async (store, payload, actor) => {
  await inTransaction(store, (trx) =>
    replaceSuggestedPurchaseOrders(trx, (payload as QueuedSuggestions).orders, actor),
  );
});

/**
 * POST /api/planning/run: loads the data (one read snapshot), plans, and in one transaction replaces the
 * Suggested POs and MOs, stores the results and records the events. One run at a time across instances.
 */
export async function runPlanning(
  store: Store,
  params: RunParameters,
  actor: Actor,
  log: (timings: RunTimings & { runId: number }) => void = () => {},
): Promise<RunAnswer> {
  const lease = await claimLock(store);
  try {
    const started = performance.now();
    const startedAt = nowIso();
    const data = await loadPlanInput(store, params.planDate, params.horizonDays);
    const loaded = performance.now();
    const result = plan(data.input);
    const computed = performance.now();
    const answer = await inTransaction(store, async (trx) => {
      const queued = await procurementLocked(trx);
      const run = await trx
        .insertInto('plan_runs')
        .values({
          plan_date: params.planDate,
          horizon_days: params.horizonDays,
          skus_planned: result.skus.length,
          planned_purchase_lines: 0,
          planned_manufacturing_lines: 0,
          exceptions: result.exceptions.length,
          duration_ms: 0,
          load_ms: Math.round(loaded - started),
          compute_ms: Math.round(computed - loaded),
          write_ms: 0,
          notification_type: queued ? 'Warning' : 'Success',
          started_by: actor.name,
          started_at: startedAt,
          finished_at: startedAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const runId = run.id;
      const { purchase, manufacturing, numbers, skuIds } = suggestedOrders(result, data, runNumbers(runId));
      await replaceSuggestedManufacturingOrders(trx, manufacturing, actor);
      if (queued)
        await enqueueOperation(
          trx,
          'planning.suggested-purchase-orders',
          { runId, orders: purchase } satisfies QueuedSuggestions,
          actor,
        );
      else await replaceSuggestedPurchaseOrders(trx, purchase, actor);
      await storeResults(trx, result, numbers, skuIds, data);
      const purchaseLines = purchase.reduce((n, o) => n + o.lines.length, 0);
      const written = performance.now();
      const timings = {
        loadMs: Math.round(loaded - started),
        computeMs: Math.round(computed - loaded),
        writeMs: Math.round(written - computed),
      };
      const duration = Math.round(written - started);
      await trx
        .updateTable('plan_runs')
        .set({
          planned_purchase_lines: purchaseLines,
          planned_manufacturing_lines: manufacturing.length,
          duration_ms: duration,
          write_ms: timings.writeMs,
          finished_at: nowIso(),
        })
        .where('id', '=', runId)
        .execute();
      const summary: RunAnswer = {
        'Plan Run Id': runId,
        'Plan Date': params.planDate,
        'Horizon Days': params.horizonDays,
        'SKUs Planned': result.skus.length,
        'Planned Purchase Lines': purchaseLines,
        'Planned Manufacturing Lines': manufacturing.length,
        Exceptions: result.exceptions.length,
        'Duration Ms': duration,
        notification_type: queued ? 'Warning' : 'Success',
      };
      await recordChange(trx, actor, {
        entityType: 'PlanRun',
        entityId: runId,
        action: 'Created',
        after: { ...summary },
      });
      log({ runId, ...timings });
      return summary;
    });
    return answer;
  } finally {
    await releaseLock(store, lease);
  }
}
