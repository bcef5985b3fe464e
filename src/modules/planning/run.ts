import { sql } from 'kysely';
import { dialectOf, type Executor, type Store } from '../../core/db/index.js';
import { inTransaction, nowIso } from '../../core/db/transaction.js';
import { AppError, badRequest } from '../../core/errors.js';
import type { Actor } from '../../core/events/outbox.js';
import { enqueueOperation, procurementLocked, registerQueuedHandler } from '../integrations/queue.js';
import { bucketCalendar } from './buckets.js';
import { FLOAT, INT, insertMany, TEXT } from './bulk.js';
import {
  DEMAND_FORECAST,
  DEMAND_KINDS,
  DEMAND_OPEN_MO,
  DEMAND_PLANNED_MO,
  DEMAND_SALES,
  EXCEPTION_TYPES,
  NO_DAY,
  ORDER_TYPES,
  type PlanInput,
  type PlanResult,
  plan,
} from './engine/index.js';
import { type LoadedPlanData, loadPlanInput, subItemKey } from './loader.js';
import { type ReplacedSuggestions, recordRun } from './record.js';
import {
  removeSuggestedManufacturingOrders,
  removeSuggestedPurchaseOrders,
  replaceSuggestedPurchaseOrders,
  type SuggestedManufacturingOrder,
  type SuggestedPurchaseOrder,
  writeSuggestedManufacturingOrders,
  writeSuggestedPurchaseOrders,
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

/** Ids of a planned SKU (PlanColumns.skus index), with its numbers. */
export interface SkuIdentity {
  itemId: number;
  itemNumber: string;
  subItemId: number | null;
  subItemNumber: string | null;
  warehouseId: number;
  warehouseNumber: string;
}

/**
 * The orders to write, numbered as part 2 says, from the engine's planned orders (read from its columns: a large
 * plan has hundreds of thousands). `numbers[i]` is the number of planned order i; `skus[s]` the ids of SKU s.
 */
export function suggestedOrders(result: PlanResult, data: LoadedPlanData, numbering: SuggestionNumbers) {
  const { ids, masters } = data;
  const c = result.columns;
  const allocations = data.input.allocations;
  const idOf = (map: Map<string, number>, number: string, what: string) => {
    const id = map.get(number);
    if (id === undefined) throw new Error(`${what} ${number} is not among the loaded masters`);
    return id;
  };
  // From the SKU columns: the engine's SkuTotals objects are never built for a run.
  const skus: SkuIdentity[] = new Array(c.skuCount);
  for (let s = 0; s < c.skuCount; s++) {
    const itemNumber = c.skuItemNumber(s);
    const subItemNumber = c.skuSubItemNumber(s);
    const warehouseNumber = c.skuWarehouseNumber(s);
    skus[s] = {
      itemId: idOf(ids.item, itemNumber, 'Item'),
      itemNumber,
      subItemId:
        subItemNumber === null ? null : idOf(ids.subItem, subItemKey(itemNumber, subItemNumber), 'Sub item'),
      subItemNumber,
      warehouseId: idOf(ids.warehouse, warehouseNumber, 'Warehouse'),
      warehouseNumber,
    };
  }
  const supplierIds = new Map([...masters.suppliers].map(([id, n]) => [n, id]));
  const shipFromIds = new Map([...masters.shipFroms].map(([id, n]) => [n, id]));
  const bomIds = new Map([...masters.boms].map(([id, n]) => [n, id]));

  // One PO per supplier + ship-from + warehouse + release date, numbered by release date, then those numbers.
  interface Group {
    release: number;
    supplier: string;
    shipFrom: string;
    warehouse: string;
    orders: number[];
  }
  // A group's key is a number: release day, supplier + ship-from (as a small number per allocation) and
  // warehouse (no text joined per planned order; a large plan has 150,000 planned purchases).
  const sources = new Map<string, number>();
  const sourceOfAllocation = allocations.map((a) => {
    const text = `${a.supplierNumber}\u0000${a.shipFromNumber}`;
    let n = sources.get(text);
    if (n === undefined) {
      n = sources.size;
      sources.set(text, n);
    }
    return n;
  });
  const warehouseSlots = new Map<number, number>();
  const warehouseOfSku = skus.map((s) => {
    let n = warehouseSlots.get(s.warehouseId);
    if (n === undefined) {
      n = warehouseSlots.size;
      warehouseSlots.set(s.warehouseId, n);
    }
    return n;
  });
  let firstRelease = 0;
  for (let i = 0; i < c.orderCount; i++) firstRelease = Math.min(firstRelease, c.orderReleaseDay[i]!);
  const slots = Math.max(1, sources.size) * Math.max(1, warehouseSlots.size);
  const groups = new Map<number, Group>();
  const numbers: string[] = new Array(c.orderCount);
  const manufacturing: SuggestedManufacturingOrder[] = [];
  for (let i = 0; i < c.orderCount; i++) {
    const sku = skus[c.orderSku[i]!]!;
    if (c.orderType[i] === 1) {
      const number = numbering.manufacturing(manufacturing.length + 1);
      numbers[i] = number;
      const bomNumber = c.skuBomNumber(c.orderSku[i]!) as string;
      manufacturing.push({
        number,
        itemId: sku.itemId,
        itemNumber: sku.itemNumber,
        subItemId: sku.subItemId,
        subItemNumber: sku.subItemNumber,
        warehouseId: sku.warehouseId,
        warehouseNumber: sku.warehouseNumber,
        bomId: idOf(bomIds, bomNumber, 'BOM'),
        bomNumber,
        quantity: c.orderQuantity[i]!,
        releaseDate: c.dayText(c.orderReleaseDay[i]!),
        receiptDate: c.dayText(c.orderReceiptDay[i]!),
      });
      continue;
    }
    const allocation = allocations[c.orderAllocation[i]!]!;
    const release = c.orderReleaseDay[i]!;
    const key =
      (release - firstRelease) * slots +
      sourceOfAllocation[c.orderAllocation[i]!]! * warehouseSlots.size +
      warehouseOfSku[c.orderSku[i]!]!;
    let group = groups.get(key);
    if (!group) {
      group = {
        release,
        supplier: allocation.supplierNumber,
        shipFrom: allocation.shipFromNumber as string,
        warehouse: sku.warehouseNumber,
        orders: [],
      };
      groups.set(key, group);
    }
    group.orders.push(i);
  }
  const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  // Release dates as day numbers sort as their texts do.
  const ordered = [...groups.values()].sort(
    (a, b) =>
      a.release - b.release ||
      cmp(a.supplier, b.supplier) ||
      cmp(a.shipFrom, b.shipFrom) ||
      cmp(a.warehouse, b.warehouse),
  );
  const purchase: SuggestedPurchaseOrder[] = ordered.map((group, n) => {
    const number = numbering.purchase(n + 1);
    const releaseDate = c.dayText(group.release);
    const shipFromId = idOf(shipFromIds, group.shipFrom, 'Ship from');
    return {
      number,
      supplierId: idOf(supplierIds, group.supplier, 'Supplier'),
      supplierNumber: group.supplier,
      releaseDate,
      lines: group.orders.map((i) => {
        numbers[i] = number;
        const allocation = allocations[c.orderAllocation[i]!]!;
        const sku = skus[c.orderSku[i]!]!;
        // Field by field: an object spread into a literal builds it in V8's slow, dictionary-like way (measured:
        // the suggested lines of a large run took 390 MB of heap built with spreads).
        return {
          itemId: sku.itemId,
          itemNumber: sku.itemNumber,
          subItemId: sku.subItemId,
          subItemNumber: sku.subItemNumber,
          warehouseId: sku.warehouseId,
          warehouseNumber: sku.warehouseNumber,
          shipFromId,
          shipFromNumber: group.shipFrom,
          quantity: c.orderQuantity[i]!,
          price: allocation.unitPrice,
          releaseDate,
          receiptDate: c.dayText(c.orderReceiptDay[i]!),
        };
      }),
    };
  });
  return { purchase, manufacturing, numbers, skus };
}

/**
 * SQLite: drops the index `name` of a table the run has just emptied, and answers the function that creates it
 * again from its own stored text once the table is filled, so it is built by one sort instead of an insert per row
 * at random places. For an index whose key the rows do not arrive in order of, such as `plan_orders_default_sort`
 * (order numbers as texts, the rows in the engine's order): measured on the bench's 277,083 planned orders, their
 * insert with the index built after took 1.4-1.6 s of CPU against 2.0-2.6 s with it kept (load average 8). Only
 * for a table the run replaces whole (the build sorts all its rows). Nothing else sees the index missing: the
 * run's transaction is the only writer, readers see the last commit's schema, a rollback restores it. PostgreSQL:
 * unchanged (dropping an index locks the table against its readers).
 */
async function dropIndexUntilFilled(db: Executor, name: string): Promise<() => Promise<void>> {
  if (dialectOf(db).kind !== 'sqlite') return async () => {};
  const schema = await sql<{ name: string; sql: string }>`select name, sql from sqlite_master
    where (type = 'index' and name = ${name}) or (type = 'table' and name = 'sqlite_stat1')`.execute(db);
  const index = schema.rows.find((r) => r.name === name);
  if (index === undefined) return async () => {};
  // Dropping an index drops its ANALYZE statistics too (sqlite_stat1, when an ANALYZE made it): put back as they were.
  const stats = schema.rows.some((r) => r.name === 'sqlite_stat1')
    ? (
        await sql<{
          tbl: string;
          stat: string;
        }>`select tbl, stat from sqlite_stat1 where idx = ${name}`.execute(db)
      ).rows
    : [];
  await sql`drop index ${sql.id(name)}`.execute(db);
  return async () => {
    await sql.raw(index.sql).execute(db);
    for (const { tbl, stat } of stats)
      await sql`insert into sqlite_stat1 (tbl, idx, stat) values (${tbl}, ${name}, ${stat})`.execute(db);
  };
}

const RESULT_TABLES = [
  'plan_skus',
  'plan_days',
  'plan_buckets',
  'plan_orders',
  'plan_exceptions',
  'plan_pegging',
] as const;

/** Deletes the last run's results (views read them until the run's transaction commits). */
async function removeResults(db: Executor) {
  for (const table of RESULT_TABLES) await db.deleteFrom(table).execute();
}

/** Stores `result`'s results in the tables removeResults emptied (views read these). */
async function storeResults(
  db: Executor,
  input: PlanInput,
  result: PlanResult,
  numbers: readonly string[],
  skus: readonly SkuIdentity[],
  data: LoadedPlanData,
) {
  // Rows are read from the plan's columns while they are inserted: no object per row. SKU s is plan_skus s + 1.
  const c = result.columns;
  await insertMany(
    db,
    'plan_skus',
    [
      ['id', INT],
      ['item_id', INT],
      ['sub_item_id', INT],
      ['warehouse_id', INT],
      ['item_number', TEXT],
      ['sub_item_number', TEXT],
      ['warehouse_number', TEXT],
      ['source', TEXT],
      ['on_hand', FLOAT],
      ['safety_stock', FLOAT],
      ['open_supply', FLOAT],
      ['open_demand', FLOAT],
      ['days_of_supply', FLOAT],
      ['first_shortage_date', TEXT],
      ['excess_quantity', FLOAT],
      ['exception_count', INT],
    ],
    c.skuCount,
    (i, row) => {
      const s = skus[i]!;
      const demand = c.skuSalesDemand[i]! + c.skuForecastDemand[i]! + c.skuDependentDemand[i]!;
      const onHand = c.skuOnHand[i]!;
      const shortage = c.skuFirstShortageDay[i]!;
      row[0] = i + 1;
      row[1] = s.itemId;
      row[2] = s.subItemId;
      row[3] = s.warehouseId;
      row[4] = s.itemNumber;
      row[5] = s.subItemNumber;
      row[6] = s.warehouseNumber;
      row[7] = c.skuSource(i);
      row[8] = onHand;
      row[9] = c.skuSafetyStock[i]!;
      row[10] = c.skuScheduledReceipts[i]!;
      row[11] = round6(demand);
      row[12] = demand > 0 ? round6(onHand / (demand / result.horizonDays)) : null;
      row[13] = shortage === NO_DAY ? null : c.dayText(shortage);
      row[14] = c.skuExcessQuantity[i]!;
      row[15] = c.skuExceptionCount[i]!;
    },
  );
  // Cumulative figures per SKU: the sums restart at each SKU's first day.
  let skuOfRow = 0;
  let sales = 0;
  let forecast = 0;
  let dependent = 0;
  let scheduled = 0;
  let planned = 0;
  await insertMany(
    db,
    'plan_days',
    [
      ['sku_id', INT],
      ['day', TEXT],
      ['balance', FLOAT],
      ['cum_sales', FLOAT],
      ['cum_forecast', FLOAT],
      ['cum_dependent', FLOAT],
      ['cum_scheduled', FLOAT],
      ['cum_planned', FLOAT],
    ],
    c.day.length,
    (r, row) => {
      while (r >= c.dayStart[skuOfRow + 1]!) {
        skuOfRow++;
        sales = forecast = dependent = scheduled = planned = 0;
      }
      sales += c.salesDemand[r]!;
      forecast += c.forecastDemand[r]!;
      dependent += c.dependentDemand[r]!;
      scheduled += c.scheduledReceipts[r]!;
      planned += c.plannedReceipts[r]!;
      row[0] = skuOfRow + 1;
      row[1] = c.dayText(c.day[r]!);
      row[2] = c.balance[r]!;
      row[3] = round6(sales);
      row[4] = round6(forecast);
      row[5] = round6(dependent);
      row[6] = round6(scheduled);
      row[7] = round6(planned);
    },
  );
  const buckets = bucketCalendar(result.planDate, result.horizonDays);
  await insertMany(
    db,
    'plan_buckets',
    [
      ['kind', TEXT],
      ['seq', INT],
      ['bucket_start', TEXT],
      ['first_day', TEXT],
      ['last_day', TEXT],
    ],
    buckets.length,
    (i, row) => {
      const b = buckets[i]!;
      row[0] = b.kind;
      row[1] = b.seq;
      row[2] = b.start;
      row[3] = b.firstDay;
      row[4] = b.lastDay;
    },
  );

  const supplierIds = new Map([...data.masters.suppliers].map(([id, n]) => [n, id]));
  const shipFromIds = new Map([...data.masters.shipFroms].map(([id, n]) => [n, id]));
  const bomIds = new Map([...data.masters.boms].map(([id, n]) => [n, id]));
  const buildOrderSort = await dropIndexUntilFilled(db, 'plan_orders_default_sort');
  await insertMany(
    db,
    'plan_orders',
    [
      ['id', INT],
      ['sku_id', INT],
      ['order_type', TEXT],
      ['order_number', TEXT],
      ['quantity', FLOAT],
      ['release_date', TEXT],
      ['receipt_date', TEXT],
      ['late', INT],
      ['supplier_id', INT],
      ['ship_from_id', INT],
      ['unit_price', FLOAT],
      ['bom_id', INT],
    ],
    c.orderCount,
    (i, row) => {
      const allocation = c.orderAllocation[i]! >= 0 ? input.allocations[c.orderAllocation[i]!]! : null;
      const release = c.orderReleaseDay[i]!;
      const bomNumber = allocation ? null : c.skuBomNumber(c.orderSku[i]!);
      row[0] = i + 1;
      row[1] = c.orderSku[i]! + 1;
      row[2] = ORDER_TYPES[c.orderType[i]!];
      row[3] = numbers[i];
      row[4] = c.orderQuantity[i]!;
      row[5] = c.dayText(release);
      row[6] = c.dayText(c.orderReceiptDay[i]!);
      row[7] = release < 0 ? 1 : 0;
      row[8] = allocation ? (supplierIds.get(allocation.supplierNumber) ?? null) : null;
      row[9] =
        allocation && allocation.shipFromNumber !== null
          ? (shipFromIds.get(allocation.shipFromNumber) ?? null)
          : null;
      row[10] = allocation ? allocation.unitPrice : null;
      row[11] = bomNumber === null ? null : (bomIds.get(bomNumber) ?? null);
    },
  );
  await buildOrderSort();
  await insertMany(
    db,
    'plan_exceptions',
    [
      ['sku_id', INT],
      ['exception_type', TEXT],
      ['exception_date', TEXT],
      ['quantity', FLOAT],
      ['order_number', TEXT],
      ['message', TEXT],
    ],
    c.exceptionSku.length,
    (i, row) => {
      // From the columns: the exceptions' objects are never built (a message per row, dropped young).
      const order = c.exceptionOrder[i]!;
      row[0] = c.exceptionSku[i]! + 1;
      row[1] = EXCEPTION_TYPES[c.exceptionType[i]!]!;
      row[2] = c.dayText(c.exceptionDay[i]!);
      row[3] = c.exceptionQuantity[i]!;
      row[4] = order < 0 ? null : (numbers[order] ?? null);
      row[5] = c.exceptionMessage(i);
    },
  );
  // Only planned orders' pegging is stored (the run plans without firm supply's).
  await insertMany(
    db,
    'plan_pegging',
    [
      ['order_id', INT],
      ['sku_id', INT],
      ['quantity', FLOAT],
      ['demand_type', TEXT],
      ['demand_number', TEXT],
      ['demand_date', TEXT],
    ],
    c.pegCount,
    (r, row) => {
      const kind = c.pegDemandKind[r]!;
      const ref = c.pegDemandRef[r]!;
      row[0] = c.pegSupplyRef[r]! + 1;
      row[1] = c.pegSku[r]! + 1;
      row[2] = c.pegQuantity[r]!;
      row[3] = DEMAND_KINDS[kind];
      row[4] =
        kind === DEMAND_SALES
          ? input.salesLines[ref]!.orderNumber
          : kind === DEMAND_FORECAST
            ? input.forecastLines[ref]!.forecastNumber
            : kind === DEMAND_OPEN_MO
              ? input.manufacturingLines[ref]!.orderNumber
              : kind === DEMAND_PLANNED_MO
                ? (numbers[ref] ?? null)
                : null;
      row[5] = c.dayText(c.pegDemandDay[r]!);
    },
  );
  // PostgreSQL plans the views' first pages from table statistics, and tables replaced wholesale keep the old ones
  // (none after the first run) until autovacuum gets to them: the bench's pegging first page took 788 ms instead of
  // a few. ANALYZE samples each table (0.8 s in all on the bench company) and commits with the run.
  if (dialectOf(db).kind === 'postgres')
    await sql`analyze plan_skus, plan_days, plan_buckets, plan_orders, plan_exceptions, plan_pegging`.execute(
      db,
    );
}

/** The tables whose Suggested orders a run replaces: each has the base-data counter's row triggers (0016). */
const ORDER_TABLES = [
  'manufacturing_orders',
  'manufacturing_order_lines',
  'purchase_orders',
  'purchase_order_lines',
];

/**
 * SQLite: runs `work` (in the run's transaction) with the base-data counter's row triggers on the order tables
 * dropped, then creates them again from their own stored text and moves the counter once, as they would have.
 * Each trigger updates the counter's row once per row written (measured: a fifth of the time of the run's order
 * inserts, hundreds of thousands of rows). Nothing else can see them missing: SQLite has one writer, which is
 * this transaction, readers see the last commit's schema, and a rollback puts them back. PostgreSQL's counter
 * trigger is deferred and bumps once per transaction already, so it is left alone there.
 */
async function withoutCounterTriggers<T>(trx: Executor, work: () => Promise<T>): Promise<T> {
  if (dialectOf(trx).kind !== 'sqlite') return work();
  const names = ORDER_TABLES.flatMap((table) =>
    ['insert', 'update', 'delete'].map((operation) => `${table}_base_data_${operation}`),
  );
  const triggers = (
    await sql<{ name: string; sql: string }>`select name, sql from sqlite_master
      where type = 'trigger' and name in (${sql.join(names)})`.execute(trx)
  ).rows;
  for (const trigger of triggers) await sql`drop trigger ${sql.id(trigger.name)}`.execute(trx);
  const result = await work();
  for (const trigger of triggers) await sql.raw(trigger.sql).execute(trx);
  if (triggers.length > 0)
    await trx
      .updateTable('data_versions')
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .where('name', '=', 'base')
      .execute();
  return result;
}

/** SQLite: the page cache of the run's transaction, in KiB (the connection's is SQLite's default of 2 MB). */
const RUN_CACHE_KIB = 32_000;

/**
 * SQLite: settings of the connection for the run's transaction `trx`, which has not written yet; answers the
 * statements that put the connection's own back once the transaction has ended (none on PostgreSQL).
 * - `temp_store = memory`: the statement journals in memory (the transaction's pager takes the setting when it
 *   starts writing). A multi-row insert into a table with constraints keeps the former content of each page it
 *   changes, in case it must be undone alone; past 64 kB that journal is a temporary file: 363,000 writes of a
 *   page to it in one bench run (strace), about 1.1 s of the write phase's system CPU (2.7-3.1 s against
 *   1.6-1.9 s, load average 6). In memory, one statement's journal is at most the pages it changes (a few MB).
 *   When the connection's temporary database is open (temp tables; the service makes none) the setting cannot
 *   change in a transaction, and is left.
 * - a 32 MB page cache instead of 2 MB: the run writes some 500 MB, and a full cache spills its changed pages to
 *   the WAL before the commit, to read them back when they change again (strace of one run: 375,000 page writes
 *   to the WAL for a database 125,000 pages larger, 256,000 reads back); the order lines' item index and the
 *   results' sort indexes take their rows at random places. Measured: 0.6-0.8 s less system CPU in the write
 *   phase (load average 11; 128 MB did no better), at most 30 MB more memory during the run.
 */
async function runConnectionSettings(trx: Executor): Promise<string[]> {
  if (dialectOf(trx).kind !== 'sqlite') return [];
  const restore: string[] = [];
  const cache = (await sql<{ cache_size: number }>`pragma cache_size`.execute(trx)).rows[0]?.cache_size;
  if (cache !== undefined && (cache < 0 ? -cache : cache * 4) < RUN_CACHE_KIB) {
    await sql.raw(`pragma cache_size = -${RUN_CACHE_KIB}`).execute(trx);
    restore.push(`pragma cache_size = ${cache}`);
  }
  const tempStore =
    (await sql<{ temp_store: number }>`pragma temp_store`.execute(trx)).rows[0]?.temp_store ?? 0;
  if (tempStore !== 2)
    try {
      await sql`pragma temp_store = memory`.execute(trx);
      restore.push(`pragma temp_store = ${tempStore}`);
    } catch {
      // "temporary storage cannot be changed from within a transaction": the files, as before.
    }
  return restore;
}

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
  /** SQLite: what puts the connection's settings back after the run's transaction (runConnectionSettings). */
  let restoreSettings: string[] | undefined;
  let planning: Promise<unknown> | undefined;
  try {
    const started = performance.now();
    const startedAt = nowIso();
    let loaded = started;
    let computed = started;
    const planInputs = async () => {
      const data = await loadPlanInput(store, params.planDate, params.horizonDays);
      loaded = performance.now();
      // Only planned orders' pegging is stored: firm supply's would double the pegging for nothing.
      const result = plan(data.input, { firmPegging: false });
      computed = performance.now();
      return { data, result };
    };
    // PostgreSQL: the load and the plan (this process, the load's own connection) run while the run's transaction
    // removes the last run's suggestions and results (another backend): the server deletes on the second core
    // instead of after the plan. SQLite: one after the other, as one thread does both.
    const overlap = store.kind === 'postgres';
    const inputs = overlap ? planInputs() : await planInputs();
    planning = Promise.resolve(inputs).catch(() => {});
    // The run writes some 500 MB; its commit leaves the copy into the database file to the checkpointer thread.
    const answer = await store.dialect.withBackgroundCheckpoint(store.db, () =>
      inTransaction(store, async (trx) => {
        restoreSettings ??= await runConnectionSettings(trx);
        const queued = await procurementLocked(trx);
        let replaced: ReplacedSuggestions | undefined;
        const summary = await withoutCounterTriggers(trx, async () => {
          // SQLite removes each table's old rows right before it writes the table again (as replace… does), so the
          // pages they free are taken again at once, while in its page cache.
          const early = overlap
            ? {
                manufacturing: await removeSuggestedManufacturingOrders(trx),
                purchase: queued ? 0 : await removeSuggestedPurchaseOrders(trx),
              }
            : undefined;
          if (early) await removeResults(trx);
          const { data, result } = await inputs;
          const run = await trx
            .insertInto('plan_runs')
            .values({
              plan_date: params.planDate,
              horizon_days: params.horizonDays,
              skus_planned: result.columns.skuCount,
              planned_purchase_lines: 0,
              planned_manufacturing_lines: 0,
              exceptions: result.columns.exceptionSku.length,
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
          const { purchase, manufacturing, numbers, skus } = suggestedOrders(result, data, runNumbers(runId));
          const removedManufacturing =
            early?.manufacturing ?? (await removeSuggestedManufacturingOrders(trx));
          await writeSuggestedManufacturingOrders(trx, manufacturing);
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
          await storeResults(trx, data.input, result, numbers, skus, data);
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
          // A run that wrote many suggestions grew the order tables: their statistics follow (PostgreSQL).
          await store.dialect.statistics.analyze(
            trx,
            purchaseLines + manufacturing.length >= 1000 ? ORDER_TABLES : [],
          );
          log({ runId, ...timings });
          replaced = {
            purchase: { removed: removedPurchase, created: queued ? 0 : purchase.length },
            manufacturing: { removed: removedManufacturing, created: manufacturing.length },
          };
          return {
            'Plan Run Id': runId,
            'Plan Date': params.planDate,
            'Horizon Days': params.horizonDays,
            'SKUs Planned': result.columns.skuCount,
            'Planned Purchase Lines': purchaseLines,
            'Planned Manufacturing Lines': manufacturing.length,
            Exceptions: result.columns.exceptionSku.length,
            'Duration Ms': duration,
            notification_type: queued ? 'Warning' : 'Success',
          } satisfies RunAnswer;
        });
        await recordRun(trx, actor, summary, replaced!);
        return summary;
      }),
    );
    return answer;
  } finally {
    // A run that failed before it used its plan still waits for the load and plan to end (their errors are the
    // transaction's), so nothing of it outlives the lock.
    await planning;
    for (const statement of restoreSettings ?? []) await sql.raw(statement).execute(store.db);
    await releaseLock(store, lease);
  }
}
