/**
 * The results writer: a plan's SKUs, SKU days, buckets, planned orders, exceptions and pegging stored in the
 * `plan_…` tables the planning views read. Rows are read from the plan's columns while they are inserted: no
 * object per row. SKU s is plan_skus s + 1, planned order i is plan_orders i + 1.
 */
import { type ColumnType, FLOAT, INT, insertMany, TEXT } from '../../core/db/bulk.js';
import { dialectOf, type Executor } from '../../core/db/index.js';
import { bucketCalendar } from './buckets.js';
import {
  DEMAND_FORECAST,
  DEMAND_KINDS,
  DEMAND_OPEN_MO,
  DEMAND_OPEN_TO,
  DEMAND_PLANNED_MO,
  DEMAND_PLANNED_TO,
  DEMAND_SALES,
  EXCEPTION_TYPES,
  NO_DAY,
  ORDER_TYPES,
  type PlanResult,
  SUPPLY_TYPES,
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
type ColumnSpecs = Record<string, readonly [type: ColumnType, value: (i: number) => unknown]>;

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

/**
 * Stores `result` in the tables removeResults emptied. `numbers[i]` is the number of planned order i, `skus[s]`
 * the ids of SKU s (suggestedOrders).
 */
export async function storeResults(
  db: Executor,
  result: PlanResult,
  numbers: readonly string[],
  skus: readonly SkuIdentity[],
  data: LoadedPlanData,
): Promise<void> {
  const c = result.columns;
  const input = data.input;
  const dialect = dialectOf(db);
  const demandOf = (i: number) =>
    c.skuSalesDemand[i]! + c.skuForecastDemand[i]! + c.skuDependentDemand[i]! + c.skuTransferDemand[i]!;
  await insertColumns(db, 'plan_skus', c.skuCount, {
    id: [INT, (i) => i + 1],
    item_id: [INT, (i) => skus[i]!.itemId],
    sub_item_id: [INT, (i) => skus[i]!.subItemId],
    warehouse_id: [INT, (i) => skus[i]!.warehouseId],
    item_number: [TEXT, (i) => skus[i]!.itemNumber],
    sub_item_number: [TEXT, (i) => skus[i]!.subItemNumber],
    warehouse_number: [TEXT, (i) => skus[i]!.warehouseNumber],
    source: [TEXT, (i) => c.skuSource(i)],
    on_hand: [FLOAT, (i) => c.skuOnHand[i]!],
    safety_stock: [FLOAT, (i) => c.skuSafetyStock[i]!],
    open_supply: [FLOAT, (i) => c.skuScheduledReceipts[i]!],
    open_demand: [FLOAT, (i) => round6(demandOf(i))],
    days_of_supply: [
      FLOAT,
      (i) => {
        const demand = demandOf(i);
        return demand > 0 ? round6(c.skuOnHand[i]! / (demand / result.horizonDays)) : null;
      },
    ],
    first_shortage_date: [
      TEXT,
      (i) => (c.skuFirstShortageDay[i] === NO_DAY ? null : c.dayText(c.skuFirstShortageDay[i]!)),
    ],
    excess_quantity: [FLOAT, (i) => c.skuExcessQuantity[i]!],
    exception_count: [INT, (i) => c.skuExceptionCount[i]!],
  });

  // Cumulative figures per SKU: the sums restart at each SKU's first day.
  let skuOfRow = 0;
  let sales = 0;
  let forecast = 0;
  let dependent = 0;
  let transfer = 0;
  let scheduled = 0;
  let planned = 0;
  await insertColumns(
    db,
    'plan_days',
    c.day.length,
    {
      sku_id: [INT, () => skuOfRow + 1],
      day: [TEXT, (r) => c.dayText(c.day[r]!)],
      balance: [FLOAT, (r) => c.balance[r]!],
      cum_sales: [FLOAT, () => round6(sales)],
      cum_forecast: [FLOAT, () => round6(forecast)],
      cum_dependent: [FLOAT, () => round6(dependent)],
      cum_scheduled: [FLOAT, () => round6(scheduled)],
      cum_planned: [FLOAT, () => round6(planned)],
      cum_transfer: [FLOAT, () => round6(transfer)],
    },
    (r) => {
      while (r >= c.dayStart[skuOfRow + 1]!) {
        skuOfRow++;
        sales = forecast = dependent = transfer = scheduled = planned = 0;
      }
      sales += c.salesDemand[r]!;
      forecast += c.forecastDemand[r]!;
      dependent += c.dependentDemand[r]!;
      transfer += c.transferDemand[r]!;
      scheduled += c.scheduledReceipts[r]!;
      planned += c.plannedReceipts[r]!;
    },
  );

  const buckets = bucketCalendar(result.planDate, result.horizonDays);
  await insertColumns(db, 'plan_buckets', buckets.length, {
    kind: [TEXT, (i) => buckets[i]!.kind],
    seq: [INT, (i) => buckets[i]!.seq],
    bucket_start: [TEXT, (i) => buckets[i]!.start],
    first_day: [TEXT, (i) => buckets[i]!.firstDay],
    last_day: [TEXT, (i) => buckets[i]!.lastDay],
  });

  const supplierIds = new Map([...data.masters.suppliers].map(([id, n]) => [n, id]));
  const shipFromIds = new Map([...data.masters.shipFroms].map(([id, n]) => [n, id]));
  const bomIds = new Map([...data.masters.boms].map(([id, n]) => [n, id]));
  const warehouseIds = new Map([...data.masters.warehouses].map(([id, n]) => [n, id]));
  const allocationOf = (i: number) =>
    c.orderAllocation[i]! >= 0 ? input.allocations[c.orderAllocation[i]!]! : null;
  // The orders arrive in the engine's order, not in the order of this index's key (order numbers as texts).
  const buildOrderSort = await dialect.deferIndexBuild(db, 'plan_orders_default_sort');
  await insertColumns(db, 'plan_orders', c.orderCount, {
    id: [INT, (i) => i + 1],
    sku_id: [INT, (i) => c.orderSku[i]! + 1],
    order_type: [TEXT, (i) => ORDER_TYPES[c.orderType[i]!]],
    order_number: [TEXT, (i) => numbers[i]],
    quantity: [FLOAT, (i) => c.orderQuantity[i]!],
    release_date: [TEXT, (i) => c.dayText(c.orderReleaseDay[i]!)],
    receipt_date: [TEXT, (i) => c.dayText(c.orderReceiptDay[i]!)],
    late: [INT, (i) => (c.orderReleaseDay[i]! < 0 ? 1 : 0)],
    supplier_id: [
      INT,
      (i) => {
        const allocation = allocationOf(i);
        return allocation ? (supplierIds.get(allocation.supplierNumber) ?? null) : null;
      },
    ],
    ship_from_id: [
      INT,
      (i) => {
        const allocation = allocationOf(i);
        return allocation && allocation.shipFromNumber !== null
          ? (shipFromIds.get(allocation.shipFromNumber) ?? null)
          : null;
      },
    ],
    unit_price: [FLOAT, (i) => allocationOf(i)?.unitPrice ?? null],
    bom_id: [
      INT,
      (i) => {
        const bomNumber =
          allocationOf(i) || c.orderDistribution[i]! >= 0 ? null : c.skuBomNumber(c.orderSku[i]!);
        return bomNumber === null ? null : (bomIds.get(bomNumber) ?? null);
      },
    ],
    from_warehouse_id: [
      INT,
      (i) => {
        const d = c.orderDistribution[i]!;
        return d < 0 ? null : (warehouseIds.get(input.distributions![d]!.fromWarehouseNumber) ?? null);
      },
    ],
  });
  await buildOrderSort();

  // From the columns: the exceptions' objects are never built.
  await insertColumns(db, 'plan_exceptions', c.exceptionSku.length, {
    sku_id: [INT, (i) => c.exceptionSku[i]! + 1],
    exception_type: [TEXT, (i) => EXCEPTION_TYPES[c.exceptionType[i]!]!],
    exception_date: [TEXT, (i) => c.dayText(c.exceptionDay[i]!)],
    quantity: [FLOAT, (i) => c.exceptionQuantity[i]!],
    order_number: [
      TEXT,
      (i) =>
        c.exceptionOrder[i]! >= 0
          ? (numbers[c.exceptionOrder[i]!] ?? null)
          : firmOrderNumber(data, c.exceptionSupplyType[i]!, c.exceptionSupplyRef[i]!),
    ],
    message: [TEXT, (i) => c.exceptionMessage(i)],
  });

  // Only planned orders' pegging is stored (the run plans without firm supply's).
  await insertColumns(db, 'plan_pegging', c.pegCount, {
    order_id: [INT, (r) => c.pegSupplyRef[r]! + 1],
    sku_id: [INT, (r) => c.pegSku[r]! + 1],
    quantity: [FLOAT, (r) => c.pegQuantity[r]!],
    demand_type: [TEXT, (r) => DEMAND_KINDS[c.pegDemandKind[r]!]],
    demand_number: [TEXT, (r) => demandNumber(data, numbers, c.pegDemandKind[r]!, c.pegDemandRef[r]!)],
    demand_date: [TEXT, (r) => c.dayText(c.pegDemandDay[r]!)],
  });
  // The views' first pages are planned from table statistics, which tables replaced wholesale do not keep apt.
  await dialect.refreshStatistics(db, RESULT_TABLES);
}

/** The firm order a reschedule message names (SUPPLY_TYPES code and line index), or null. */
function firmOrderNumber(data: LoadedPlanData, supplyType: number, ref: number): string | null {
  const input = data.input;
  const type = SUPPLY_TYPES[supplyType];
  if (ref < 0) return null;
  if (type === 'Purchase') return input.purchaseLines[ref]!.orderNumber;
  if (type === 'Manufacturing') return input.manufacturingLines[ref]!.orderNumber;
  if (type === 'Transfer') return input.transferLines![ref]!.orderNumber;
  return null;
}

/** The number of a pegging row's demand: its order's, its forecast's, or the planned MO's or transfer's. */
function demandNumber(data: LoadedPlanData, numbers: readonly string[], kind: number, ref: number) {
  const input = data.input;
  return kind === DEMAND_SALES
    ? input.salesLines[ref]!.orderNumber
    : kind === DEMAND_FORECAST
      ? input.forecastLines[ref]!.forecastNumber
      : kind === DEMAND_OPEN_MO
        ? input.manufacturingLines[ref]!.orderNumber
        : kind === DEMAND_OPEN_TO
          ? input.transferLines![ref]!.orderNumber
          : kind === DEMAND_PLANNED_MO || kind === DEMAND_PLANNED_TO
            ? (numbers[ref] ?? null)
            : null;
}
