/**
 * Exceptions (planning spec, "Exceptions"): each late planned order, and at most one Stockout, No Source and
 * Excess per SKU, kept as columns while netting; their objects and messages are built only when read.
 */
import {
  EXCEPTION_EXCESS,
  EXCEPTION_LATE,
  EXCEPTION_NO_SOURCE,
  EXCEPTION_RESCHEDULE_IN,
  EXCEPTION_STOCKOUT,
  EXCEPTION_TYPES,
  ORDER_TYPES,
} from './codes.js';
import { fromMicro } from './quantities.js';
import { firmReceipt, rescheduleMessage } from './reschedule.js';
import type { PlanState } from './state.js';
import type { PlanColumns, PlanException } from './types.js';

/** What each exception but Late says, before its date and quantity. */
const EXCEPTION_TEXTS = [
  '',
  'Projected balance falls below 0',
  'No Active BOM and no supplier allocation with a ship-from; balance falls below safety stock',
  'Projected balance exceeds safety stock plus 90 days of average demand',
];

/**
 * The exceptions of the SKU just netted: its late orders (those from `firstOrder` on released before P), then one
 * of each other kind whose day is not null. Answers how many.
 */
export function addSkuExceptions(
  state: PlanState,
  skuIndex: number,
  firstOrder: number,
  stockoutDay: number | null,
  largestShortage: number,
  noSourceDay: number | null,
  largestShortfall: number,
  excessDay: number | null,
  largestExcess: number,
): number {
  const exceptions = state.exceptions;
  const orders = state.orders;
  const before = exceptions.sku.length;
  for (let index = firstOrder; index < orders.sku.length; index++) {
    const release = orders.release.data[index]!;
    if (release >= 0) continue;
    addException(exceptions, skuIndex, EXCEPTION_LATE, release, orders.qty.data[index]!, index, 0, -1);
  }
  if (stockoutDay !== null)
    addException(
      exceptions,
      skuIndex,
      EXCEPTION_STOCKOUT,
      stockoutDay,
      fromMicro(largestShortage),
      -1,
      0,
      -1,
    );
  if (noSourceDay !== null)
    addException(
      exceptions,
      skuIndex,
      EXCEPTION_NO_SOURCE,
      noSourceDay,
      fromMicro(largestShortfall),
      -1,
      0,
      -1,
    );
  if (excessDay !== null)
    addException(exceptions, skuIndex, EXCEPTION_EXCESS, excessDay, fromMicro(largestExcess), -1, 0, -1);
  return exceptions.sku.length - before;
}

/** An exception: `order` is a planned order's index (−1: none), `supplyType` and `supplyRef` a firm receipt's. */
export function addException(
  exceptions: PlanState['exceptions'],
  skuIndex: number,
  type: number,
  day: number,
  quantity: number,
  order: number,
  supplyType: number,
  supplyRef: number,
): void {
  exceptions.sku.push(skuIndex);
  exceptions.type.push(type);
  exceptions.day.push(day);
  exceptions.qty.push(quantity);
  exceptions.order.push(order);
  exceptions.supplyType.push(supplyType);
  exceptions.supplyRef.push(supplyRef);
}

/** The message of exception i. */
export function exceptionMessage(state: PlanState, c: PlanColumns, i: number): string {
  const calendar = state.calendar;
  const date = calendar.text(c.exceptionDay[i]!);
  const quantity = c.exceptionQuantity[i]!;
  const type = c.exceptionType[i]!;
  if (type >= EXCEPTION_RESCHEDULE_IN) return rescheduleMessage(state, c, i);
  if (type === EXCEPTION_LATE) {
    const order = c.exceptionOrder[i]!;
    return (
      `Planned ${ORDER_TYPES[c.orderType[order]!]!.toLowerCase()} order of ${quantity} received ` +
      `${calendar.text(c.orderReceiptDay[order]!)} should have been released on ${date}, before the ` +
      'plan date'
    );
  }
  return `${EXCEPTION_TEXTS[type]} on ${date} (${quantity})`;
}

/** PlanResult.exceptions, built from the columns. */
export function exceptionList(state: PlanState, c: PlanColumns): PlanException[] {
  const list: PlanException[] = [];
  for (let i = 0; i < c.exceptionSku.length; i++) {
    const sku = state.planned[c.exceptionSku[i]!]!;
    const order = c.exceptionOrder[i]!;
    const firm = firmReceipt(state, c.exceptionSupplyType[i]!, c.exceptionSupplyRef[i]!);
    list.push({
      itemNumber: sku.itemNumber,
      subItemNumber: sku.subItemNumber,
      warehouseNumber: sku.warehouseNumber,
      type: EXCEPTION_TYPES[c.exceptionType[i]!]!,
      date: state.calendar.text(c.exceptionDay[i]!),
      quantity: c.exceptionQuantity[i]!,
      plannedOrderIndex: order >= 0 ? order : null,
      firmLineId: firm?.line.lineId ?? null,
      firmOrderNumber: firm?.line.orderNumber ?? null,
      message: c.exceptionMessage(i),
    });
  }
  return list;
}
