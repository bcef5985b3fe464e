/**
 * The results writer: a plan's SKUs, SKU days, buckets, planned orders, exceptions and pegging stored in the
 * `plan_…` tables the planning views read. Rows are read from the plan's columns while they are inserted: no
 * object per row. A full run stores every SKU (SKU s is plan_skus s + 1, planned order i is plan_orders i + 1);
 * net change stores a selection of SKUs with ids after the stored ones. The same row specs give each SKU's digest
 * (result-digest.ts), which tells net change whose plan changed.
 */
import { type ColumnType, FLOAT, INT, insertMany, TEXT } from '../../core/db/bulk.js';
import { dialectOf, type Executor } from '../../core/db/index.js';
import { bucketCalendar } from './buckets.js';
import {
  DEMAND_FORECAST,
  DEMAND_KINDS,
  DEMAND_PLANNED_MO,
  DEMAND_PLANNED_TO,
  EXCEPTION_TYPES,
  firmSupplyLine,
  NO_DAY,
  ORDER_TYPES,
  orderDemandLine,
  type PlanResult,
} from './engine/index.js';
import type { LoadedPlanData } from './loader.js';
import type { SkuIdentity } from './suggestion-builder.js';

export const RESULT_TABLES = [
  'plan_skus',
  'plan_days',
  'plan_buckets',
  'plan_orders',
  'plan_exceptions',
  'plan_pegging',
] as const;

/** Its columns by name, each with its type and the value of row i, in the table's insert order. */
export type ColumnSpecs = Record<string, readonly [type: ColumnType, value: (i: number) => unknown]>;

/**
 * Inserts `count` rows of `table` as `specs` describe them; `beforeRow(i)`, when given, runs before row i's values
 * are read (for figures that carry from one row to the next).
 */
async function insertColumns(
  db: Executor,
  table: string,
  count: number,
  specs: ColumnSpecs,
  beforeRow?: (i: number) => void,
): Promise<void> {
  const names = Object.keys(specs);
  const values = names.map((name) => specs[name]![1]);
  await insertMany(
    db,
    table,
    names.map((name) => [name, specs[name]![0]] as const),
    count,
    (i, row) => {
      beforeRow?.(i);
      for (let k = 0; k < values.length; k++) row[k] = values[k]!(i);
    },
  );
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/** Deletes the last run's results (views read them until the run's transaction commits). */
export async function removeResults(db: Executor): Promise<void> {
  for (const table of RESULT_TABLES) await db.deleteFrom(table).execute();
}

/** Which SKUs of a plan to store, and the ids they and their planned orders take. */
export interface ResultSelection {
  /** Engine SKU indices, ascending. */
  skus: Int32Array;
  firstSkuId: number;
  firstOrderId: number;
  /** The whole plan, into emptied tables (a full run): the buckets too, and the tables' statistics after. */
  full?: boolean;
}

/** Every SKU of `result`, with the ids a full run gives (s + 1, i + 1). */
export const wholePlan = (result: PlanResult): ResultSelection => ({
  skus: Int32Array.from({ length: result.columns.skuCount }, (_, s) => s),
  firstSkuId: 1,
  firstOrderId: 1,
  full: true,
});

/** One result table's rows of a plan: row k of `count` is the plan's row `at(k)`, of engine SKU `sku(k)`. */
export interface ResultTable {
  table: (typeof RESULT_TABLES)[number];
  count: number;
  sku: (k: number) => number;
  specs: ColumnSpecs;
  beforeRow?: (k: number) => void;
}

/** Rows 0 … count − 1 of a plan's column kept when their SKU is selected (`skuId[sku] > 0`). */
function selectedRows(count: number, skuOfRow: ArrayLike<number>, skuId: Int32Array): Int32Array {
  let kept = 0;
  for (let r = 0; r < count; r++) if (skuId[skuOfRow[r]!]! > 0) kept++;
  const rows = new Int32Array(kept);
  kept = 0;
  for (let r = 0; r < count; r++) if (skuId[skuOfRow[r]!]! > 0) rows[kept++] = r;
  return rows;
}

/**
 * The rows the plan stores for the selected SKUs, table by table, with the ids `selection` gives. `numbers[i]` is
 * the number of planned order i (empty for a digest: the numbers are left out), `skus[s]` the ids of SKU s.
 */
export function resultTables(
  result: PlanResult,
  numbers: readonly string[],
  skus: readonly SkuIdentity[],
  data: LoadedPlanData,
  selection: ResultSelection,
  /** A day's value: its date (stored); the digest takes the day number itself, the same for one plan date. */
  dayOf: (day: number) => string | number = result.columns.dayText,
): ResultTable[] {
  const c = result.columns;
  const skuId = new Int32Array(c.skuCount);
  selection.skus.forEach((s, k) => {
    skuId[s] = selection.firstSkuId + k;
  });
  const selected = selection.skus;
  const demandOf = (s: number) =>
    c.skuSalesDemand[s]! + c.skuForecastDemand[s]! + c.skuDependentDemand[s]! + c.skuTransferDemand[s]!;
  const skuTable: ResultTable = {
    table: 'plan_skus',
    count: selected.length,
    sku: (k) => selected[k]!,
    specs: skuSpecs(result, skus, (k) => selected[k]!, skuId, demandOf, dayOf),
  };

  // The selected SKUs' daily rows, in SKU order; cumulative figures restart at each SKU's first day.
  let dayCount = 0;
  for (const s of selected) dayCount += c.dayStart[s + 1]! - c.dayStart[s]!;
  const dayRow = new Int32Array(dayCount);
  const daySku = new Int32Array(dayCount);
  dayCount = 0;
  for (const s of selected)
    for (let r = c.dayStart[s]!; r < c.dayStart[s + 1]!; r++) {
      dayRow[dayCount] = r;
      daySku[dayCount++] = s;
    }
  let currentSku = -1;
  let sales = 0;
  let forecast = 0;
  let dependent = 0;
  let transfer = 0;
  let scheduled = 0;
  let planned = 0;
  const dayTable: ResultTable = {
    table: 'plan_days',
    count: dayCount,
    sku: (k) => daySku[k]!,
    specs: {
      sku_id: [INT, (k) => skuId[daySku[k]!]],
      day: [TEXT, (k) => dayOf(c.day[dayRow[k]!]!)],
      balance: [FLOAT, (k) => c.balance[dayRow[k]!]!],
      cum_sales: [FLOAT, () => round6(sales)],
      cum_forecast: [FLOAT, () => round6(forecast)],
      cum_dependent: [FLOAT, () => round6(dependent)],
      cum_scheduled: [FLOAT, () => round6(scheduled)],
      cum_planned: [FLOAT, () => round6(planned)],
      cum_transfer: [FLOAT, () => round6(transfer)],
    },
    beforeRow: (k) => {
      const r = dayRow[k]!;
      if (daySku[k] !== currentSku) {
        currentSku = daySku[k]!;
        sales = forecast = dependent = transfer = scheduled = planned = 0;
      }
      sales += c.salesDemand[r]!;
      forecast += c.forecastDemand[r]!;
      dependent += c.dependentDemand[r]!;
      transfer += c.transferDemand[r]!;
      scheduled += c.scheduledReceipts[r]!;
      planned += c.plannedReceipts[r]!;
    },
  };

  const orderRows = selectedRows(c.orderCount, c.orderSku, skuId);
  const orderId = new Int32Array(c.orderCount);
  orderRows.forEach((i, k) => {
    orderId[i] = selection.firstOrderId + k;
  });
  const orderTable: ResultTable = {
    table: 'plan_orders',
    count: orderRows.length,
    sku: (k) => c.orderSku[orderRows[k]!]!,
    specs: orderSpecs(result, numbers, data, (k) => orderRows[k]!, skuId, orderId, dayOf),
  };

  // From the columns: the exceptions' objects are never built.
  const exceptionRows = selectedRows(c.exceptionSku.length, c.exceptionSku, skuId);
  const exception = (k: number) => exceptionRows[k]!;
  const exceptionTable: ResultTable = {
    table: 'plan_exceptions',
    count: exceptionRows.length,
    sku: (k) => c.exceptionSku[exception(k)]!,
    specs: {
      sku_id: [INT, (k) => skuId[c.exceptionSku[exception(k)]!]],
      exception_type: [TEXT, (k) => EXCEPTION_TYPES[c.exceptionType[exception(k)]!]!],
      exception_date: [TEXT, (k) => dayOf(c.exceptionDay[exception(k)]!)],
      quantity: [FLOAT, (k) => c.exceptionQuantity[exception(k)]!],
      order_number: [
        TEXT,
        (k) => {
          const i = exception(k);
          return c.exceptionOrder[i]! >= 0
            ? (numbers[c.exceptionOrder[i]!] ?? null)
            : firmOrderNumber(data, c.exceptionSupplyType[i]!, c.exceptionSupplyRef[i]!);
        },
      ],
      message: [TEXT, (k) => c.exceptionMessage(exception(k))],
    },
  };

  // Only planned orders' pegging is stored (the run plans without firm supply's).
  const pegRows = selectedRows(c.pegCount, c.pegSku, skuId);
  const peg = (k: number) => pegRows[k]!;
  const peggingTable: ResultTable = {
    table: 'plan_pegging',
    count: pegRows.length,
    sku: (k) => c.pegSku[peg(k)]!,
    specs: {
      order_id: [INT, (k) => orderId[c.pegSupplyRef[peg(k)]!]],
      sku_id: [INT, (k) => skuId[c.pegSku[peg(k)]!]],
      quantity: [FLOAT, (k) => c.pegQuantity[peg(k)]!],
      demand_type: [TEXT, (k) => DEMAND_KINDS[c.pegDemandKind[peg(k)]!]],
      demand_number: [
        TEXT,
        (k) => demandNumber(data, numbers, c.pegDemandKind[peg(k)]!, c.pegDemandRef[peg(k)]!),
      ],
      demand_date: [TEXT, (k) => dayOf(c.pegDemandDay[peg(k)]!)],
    },
  };
  return [skuTable, dayTable, orderTable, exceptionTable, peggingTable];
}

/** plan_skus' columns of the selected SKU `at(k)`. */
function skuSpecs(
  result: PlanResult,
  skus: readonly SkuIdentity[],
  at: (k: number) => number,
  skuId: Int32Array,
  demandOf: (s: number) => number,
  dayOf: (day: number) => string | number,
): ColumnSpecs {
  const c = result.columns;
  return {
    id: [INT, (k) => skuId[at(k)]],
    item_id: [INT, (k) => skus[at(k)]!.itemId],
    sub_item_id: [INT, (k) => skus[at(k)]!.subItemId],
    warehouse_id: [INT, (k) => skus[at(k)]!.warehouseId],
    item_number: [TEXT, (k) => skus[at(k)]!.itemNumber],
    sub_item_number: [TEXT, (k) => skus[at(k)]!.subItemNumber],
    warehouse_number: [TEXT, (k) => skus[at(k)]!.warehouseNumber],
    source: [TEXT, (k) => c.skuSource(at(k))],
    on_hand: [FLOAT, (k) => c.skuOnHand[at(k)]!],
    safety_stock: [FLOAT, (k) => c.skuSafetyStock[at(k)]!],
    open_supply: [FLOAT, (k) => c.skuScheduledReceipts[at(k)]!],
    open_demand: [FLOAT, (k) => round6(demandOf(at(k)))],
    days_of_supply: [
      FLOAT,
      (k) => {
        const demand = demandOf(at(k));
        return demand > 0 ? round6(c.skuOnHand[at(k)]! / (demand / result.horizonDays)) : null;
      },
    ],
    first_shortage_date: [
      TEXT,
      (k) => (c.skuFirstShortageDay[at(k)] === NO_DAY ? null : dayOf(c.skuFirstShortageDay[at(k)]!)),
    ],
    excess_quantity: [FLOAT, (k) => c.skuExcessQuantity[at(k)]!],
    exception_count: [INT, (k) => c.skuExceptionCount[at(k)]!],
  };
}

/** plan_orders' columns of the planned order `at(k)`. */
function orderSpecs(
  result: PlanResult,
  numbers: readonly string[],
  data: LoadedPlanData,
  at: (k: number) => number,
  skuId: Int32Array,
  orderId: Int32Array,
  dayOf: (day: number) => string | number,
): ColumnSpecs {
  const c = result.columns;
  const input = data.input;
  const supplierIds = new Map([...data.masters.suppliers].map(([id, n]) => [n, id]));
  const shipFromIds = new Map([...data.masters.shipFroms].map(([id, n]) => [n, id]));
  const bomIds = new Map([...data.masters.boms].map(([id, n]) => [n, id]));
  const warehouseIds = new Map([...data.masters.warehouses].map(([id, n]) => [n, id]));
  const allocationOf = (i: number) =>
    c.orderAllocation[i]! >= 0 ? input.allocations[c.orderAllocation[i]!]! : null;
  return {
    id: [INT, (k) => orderId[at(k)]],
    sku_id: [INT, (k) => skuId[c.orderSku[at(k)]!]],
    order_type: [TEXT, (k) => ORDER_TYPES[c.orderType[at(k)]!]],
    order_number: [TEXT, (k) => numbers[at(k)]],
    quantity: [FLOAT, (k) => c.orderQuantity[at(k)]!],
    release_date: [TEXT, (k) => dayOf(c.orderReleaseDay[at(k)]!)],
    receipt_date: [TEXT, (k) => dayOf(c.orderReceiptDay[at(k)]!)],
    late: [INT, (k) => (c.orderReleaseDay[at(k)]! < 0 ? 1 : 0)],
    supplier_id: [
      INT,
      (k) => {
        const allocation = allocationOf(at(k));
        return allocation ? (supplierIds.get(allocation.supplierNumber) ?? null) : null;
      },
    ],
    ship_from_id: [
      INT,
      (k) => {
        const allocation = allocationOf(at(k));
        return allocation && allocation.shipFromNumber !== null
          ? (shipFromIds.get(allocation.shipFromNumber) ?? null)
          : null;
      },
    ],
    unit_price: [FLOAT, (k) => allocationOf(at(k))?.unitPrice ?? null],
    bom_id: [
      INT,
      (k) => {
        const i = at(k);
        const bomNumber =
          allocationOf(i) || c.orderDistribution[i]! >= 0 ? null : c.skuBomNumber(c.orderSku[i]!);
        return bomNumber === null ? null : (bomIds.get(bomNumber) ?? null);
      },
    ],
    from_warehouse_id: [
      INT,
      (k) => {
        const d = c.orderDistribution[at(k)]!;
        return d < 0 ? null : (warehouseIds.get(input.distributions![d]!.fromWarehouseNumber) ?? null);
      },
    ],
  };
}

/**
 * Stores the selected SKUs of `result` (every SKU for a run, after removeResults; the replanned ones for net
 * change, after their old rows were removed), each with its digest. `numbers[i]` is the number of planned order i,
 * `skus[s]` the ids of SKU s (suggestedOrders), `digests[s]` SKU s's digest (skuDigests).
 */
export async function storeResults(
  db: Executor,
  result: PlanResult,
  numbers: readonly string[],
  skus: readonly SkuIdentity[],
  data: LoadedPlanData,
  digests: readonly string[],
  selection: ResultSelection = wholePlan(result),
): Promise<void> {
  const dialect = dialectOf(db);
  const whole = selection.full === true;
  for (const table of resultTables(result, numbers, skus, data, selection)) {
    const specs: ColumnSpecs =
      table.table === 'plan_skus'
        ? { ...table.specs, result_hash: [TEXT, (k) => digests[table.sku(k)]] }
        : table.specs;
    // The orders arrive in the engine's order, not in the order of this index's key (order numbers as texts).
    const buildIndex =
      whole && table.table === 'plan_orders'
        ? await dialect.deferIndexBuild(db, 'plan_orders_default_sort')
        : async () => {};
    await insertColumns(db, table.table, table.count, specs, table.beforeRow);
    await buildIndex();
  }
  if (whole) {
    const buckets = bucketCalendar(result.planDate, result.horizonDays);
    await insertColumns(db, 'plan_buckets', buckets.length, {
      kind: [TEXT, (i) => buckets[i]!.kind],
      seq: [INT, (i) => buckets[i]!.seq],
      bucket_start: [TEXT, (i) => buckets[i]!.start],
      first_day: [TEXT, (i) => buckets[i]!.firstDay],
      last_day: [TEXT, (i) => buckets[i]!.lastDay],
    });
    // The views' first pages are planned from table statistics, which tables replaced wholesale do not keep apt.
    await dialect.refreshStatistics(db, RESULT_TABLES);
  }
}

/** The firm order a reschedule message names (SUPPLY_TYPES code and line index), or null. */
function firmOrderNumber(data: LoadedPlanData, supplyType: number, ref: number): string | null {
  return ref < 0 ? null : (firmSupplyLine(data.input, supplyType, ref)?.orderNumber ?? null);
}

/** The number of a pegging row's demand: its order's, its forecast's, or the planned MO's or transfer's. */
function demandNumber(data: LoadedPlanData, numbers: readonly string[], kind: number, ref: number) {
  if (kind === DEMAND_FORECAST) return data.input.forecastLines[ref]!.forecastNumber;
  if (kind === DEMAND_PLANNED_MO || kind === DEMAND_PLANNED_TO) return numbers[ref] ?? null;
  return orderDemandLine(data.input, kind, ref)?.orderNumber ?? null;
}
