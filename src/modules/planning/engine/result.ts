/**
 * The plan handed out: the state's columns as PlanColumns, and PlanResult's lists built from them only when first
 * read (a caller that reads the columns never builds them).
 */
import { NO_DAY, ORDER_TYPES } from './codes.js';
import { exceptionList, exceptionMessage } from './exceptions.js';
import { peggingRows } from './pegging.js';
import { fromMicro } from './quantities.js';
import type { PlanState } from './state.js';
import type {
  ForecastConsumption,
  PeggingRow,
  PlanColumns,
  PlanException,
  PlannedOrder,
  PlanResult,
  SkuDay,
  SkuPlan,
  SkuTotals,
} from './types.js';

/** The result of the netted state (its columns are handed over: the state's own are emptied). */
export function planResult(state: PlanState): PlanResult {
  const { calendar, input, totals, orders, pegs, days, exceptions, planned } = state;
  const columns: PlanColumns = {
    dayText: (day) => calendar.text(day),
    skus: [],
    skuCount: planned.length,
    skuItemNumber: (s) => planned[s]!.itemNumber,
    skuSubItemNumber: (s) => planned[s]!.subItemNumber,
    skuWarehouseNumber: (s) => planned[s]!.warehouseNumber,
    skuSource: (s) => planned[s]!.source!.kind,
    skuBomNumber: (s) => planned[s]!.source!.bom?.bomNumber ?? null,
    skuOnHand: Float64Array.from(planned, (sku) => fromMicro(sku.onHand)),
    skuSafetyStock: Float64Array.from(planned, (sku) => fromMicro(sku.safety)),
    skuSalesDemand: totals.sales.done(),
    skuForecastDemand: totals.forecast.done(),
    skuDependentDemand: totals.dependent.done(),
    skuTransferDemand: totals.transfer.done(),
    skuScheduledReceipts: totals.scheduled.done(),
    skuPlannedReceipts: totals.planned.done(),
    skuEndingBalance: totals.ending.done(),
    skuExcessQuantity: totals.excess.done(),
    skuFirstShortageDay: totals.firstShortage.done(),
    skuExceptionCount: totals.exceptions.done(),
    dayStart: state.dayStart.done(),
    day: days.day.subarray(0, days.length),
    salesDemand: days.sales.subarray(0, days.length),
    forecastDemand: days.forecast.subarray(0, days.length),
    dependentDemand: days.dependent.subarray(0, days.length),
    transferDemand: days.transfer.subarray(0, days.length),
    scheduledReceipts: days.scheduled.subarray(0, days.length),
    plannedReceipts: days.planned.subarray(0, days.length),
    balance: days.balance.subarray(0, days.length),
    exceptionSku: exceptions.sku.done(),
    exceptionType: exceptions.type.done(),
    exceptionDay: exceptions.day.done(),
    exceptionQuantity: exceptions.qty.done(),
    exceptionOrder: exceptions.order.done(),
    exceptionSupplyType: exceptions.supplyType.done(),
    exceptionSupplyRef: exceptions.supplyRef.done(),
    exceptionMessage: (i) => exceptionMessage(state, columns, i),
    orderCount: orders.sku.length,
    orderSku: orders.sku.done(),
    orderType: orders.type.done(),
    orderQuantity: orders.qty.done(),
    orderReleaseDay: orders.release.done(),
    orderReceiptDay: orders.receipt.done(),
    orderLeadTimeDays: orders.leadTime.done(),
    orderAllocation: orders.allocation.done(),
    orderDistribution: orders.distribution.done(),
    pegCount: pegs.sku.length,
    pegSku: pegs.sku.done(),
    pegSupplyType: pegs.supplyType.done(),
    pegSupplyRef: pegs.supplyRef.done(),
    pegSupplyDay: pegs.supplyDay.done(),
    pegDemandKind: pegs.demandKind.done(),
    pegDemandRef: pegs.demandRef.done(),
    pegDemandDay: pegs.demandDay.done(),
    pegQuantity: pegs.qty.done(),
  };

  const skuTotals = (): SkuTotals[] =>
    planned.map((sku, s) => {
      const c = columns;
      const shortage = c.skuFirstShortageDay[s]!;
      return {
        itemNumber: sku.itemNumber,
        subItemNumber: sku.subItemNumber,
        warehouseNumber: sku.warehouseNumber,
        lowLevelCode: sku.code,
        source: c.skuSource(s),
        bomNumber: c.skuBomNumber(s),
        onHand: c.skuOnHand[s]!,
        safetyStock: c.skuSafetyStock[s]!,
        salesDemand: c.skuSalesDemand[s]!,
        forecastDemand: c.skuForecastDemand[s]!,
        dependentDemand: c.skuDependentDemand[s]!,
        transferDemand: c.skuTransferDemand[s]!,
        scheduledReceipts: c.skuScheduledReceipts[s]!,
        plannedReceipts: c.skuPlannedReceipts[s]!,
        endingBalance: c.skuEndingBalance[s]!,
        firstShortageDate: shortage === NO_DAY ? null : calendar.text(shortage),
        excessQuantity: c.skuExcessQuantity[s]!,
        exceptionCount: c.skuExceptionCount[s]!,
      };
    });
  lazy(columns, 'skus', skuTotals);

  // A SKU's plan is its totals (columns.skus) with its days.
  const skuList = (): SkuPlan[] =>
    columns.skus.map((totals, s) => {
      const c = columns;
      const days: SkuDay[] = [];
      for (let r = c.dayStart[s]!; r < c.dayStart[s + 1]!; r++)
        days.push({
          date: calendar.text(c.day[r]!),
          salesDemand: c.salesDemand[r]!,
          forecastDemand: c.forecastDemand[r]!,
          dependentDemand: c.dependentDemand[r]!,
          transferDemand: c.transferDemand[r]!,
          scheduledReceipts: c.scheduledReceipts[r]!,
          plannedReceipts: c.plannedReceipts[r]!,
          balance: c.balance[r]!,
        });
      return { ...totals, days };
    });

  const plannedOrders = (): PlannedOrder[] => {
    const c = columns;
    const list: PlannedOrder[] = [];
    for (let index = 0; index < c.orderCount; index++) {
      const sku = planned[c.orderSku[index]!]!;
      const orderType = ORDER_TYPES[c.orderType[index]!]!;
      const a = c.orderAllocation[index]! >= 0 ? input.allocations[c.orderAllocation[index]!]! : null;
      const d = c.orderDistribution[index]! >= 0 ? input.distributions![c.orderDistribution[index]!]! : null;
      const receiptDate = calendar.text(c.orderReceiptDay[index]!);
      const release = c.orderReleaseDay[index]!;
      const key = [orderType, sku.itemNumber, sku.subItemNumber, sku.warehouseNumber, receiptDate];
      if (a) key.push(a.supplierNumber, a.shipFromNumber);
      if (d) key.push(d.fromWarehouseNumber);
      list.push({
        itemNumber: sku.itemNumber,
        subItemNumber: sku.subItemNumber,
        warehouseNumber: sku.warehouseNumber,
        index,
        key: JSON.stringify(key),
        orderType,
        quantity: c.orderQuantity[index]!,
        releaseDate: calendar.text(release),
        receiptDate,
        late: release < 0,
        leadTimeDays: c.orderLeadTimeDays[index]!,
        allocationId: a?.allocationId ?? null,
        supplierNumber: a?.supplierNumber ?? null,
        shipFromNumber: a?.shipFromNumber ?? null,
        unitPrice: a?.unitPrice ?? null,
        bomNumber: a || d ? null : c.skuBomNumber(c.orderSku[index]!),
        distributionId: d?.distributionId ?? null,
        fromWarehouseNumber: d?.fromWarehouseNumber ?? null,
      });
    }
    return list;
  };

  const pegging = (): PeggingRow[] => peggingRows(state, columns);

  const result = {
    planDate: calendar.text(0),
    horizonDays: state.horizon,
    endDate: calendar.text(state.last),
    skus: [] as SkuPlan[],
    plannedOrders: [] as PlannedOrder[],
    exceptions: [] as PlanException[],
    pegging: [] as PeggingRow[],
    forecastConsumption: [] as ForecastConsumption[],
  };
  lazy(result, 'skus', skuList);
  lazy(result, 'plannedOrders', plannedOrders);
  lazy(result, 'pegging', pegging);
  lazy(result, 'exceptions', () => exceptionList(state, columns));
  lazy(result, 'forecastConsumption', state.forecastRows);
  Object.defineProperty(result, 'columns', { value: columns, enumerable: false });
  return result as PlanResult;
}

/**
 * Makes `object[key]` the value `build` answers, built when first read (then kept, and writable as before):
 * the objects of a large plan cost more to build and collect than the plan itself.
 */
function lazy<T extends object, K extends keyof T>(object: T, key: K, build: () => T[K]): T {
  Object.defineProperty(object, key, {
    enumerable: true,
    configurable: true,
    get() {
      const value = build();
      Object.defineProperty(object, key, { value, enumerable: true, configurable: true, writable: true });
      return value;
    },
    set(value: T[K]) {
      Object.defineProperty(object, key, { value, enumerable: true, configurable: true, writable: true });
    },
  });
  return object;
}
