/**
 * Reschedule messages (planning spec part 1): what to do with firm supply, never a change to the plan. A firm
 * receipt (an open PO, MO or TO line received on or after P, inside the horizon) is judged against the SKU's
 * balance without planned receipts and *without that receipt*: the first day that balance falls below safety stock
 * is its need date. Before the receipt: `Reschedule In`; more than the tolerance after it: `Reschedule Out`; none
 * inside the horizon: `Cancel`. Receipts are judged one at a time, each against all the others.
 */
import {
  EXCEPTION_CANCEL,
  EXCEPTION_RESCHEDULE_IN,
  EXCEPTION_RESCHEDULE_OUT,
  SUPPLY_MO,
  SUPPLY_PO,
  SUPPLY_TO,
} from './codes.js';
import { manufacturingReceiptDay, purchaseReceiptDay, transferReceiptDay } from './events.js';
import { addException } from './exceptions.js';
import { fromMicro } from './quantities.js';
import type { PlanState, Sku } from './state.js';
import type { PlanColumns, PlanManufacturingLine, PlanPurchaseLine, PlanTransferLine } from './types.js';

/** A firm receipt's line, what it is called in messages, and its receipt day (before past-due ones move to P). */
export function firmReceipt(state: PlanState, supplyType: number, ref: number) {
  const input = state.input;
  if (supplyType === SUPPLY_PO) {
    const line: PlanPurchaseLine = input.purchaseLines[ref]!;
    return { line, noun: 'purchase order', day: purchaseReceiptDay(state, line) };
  }
  if (supplyType === SUPPLY_MO) {
    const line: PlanManufacturingLine = input.manufacturingLines[ref]!;
    return { line, noun: 'manufacturing order', day: manufacturingReceiptDay(state, line) };
  }
  if (supplyType === SUPPLY_TO) {
    const line: PlanTransferLine = input.transferLines![ref]!;
    return { line, noun: 'transfer order', day: transferReceiptDay(state, line) };
  }
  return null;
}

/**
 * The reschedule messages of the SKU just netted, from its firm supplies (state.supplies) and its days' balances
 * without planned receipts (state.plainDays); answers how many.
 */
export function addRescheduleMessages(state: PlanState, sku: Sku, skuIndex: number): number {
  const { supplies, plainDays, exceptions } = state;
  const { day: days, balance } = plainDays;
  const count = plainDays.length;
  const safety = sku.safety;
  let firstBelow = -1;
  for (let k = 0; k < count; k++)
    if (balance[k]! < safety) {
      firstBelow = k;
      break;
    }
  let added = 0;
  let k = 0;
  for (let s = 0; s < supplies.length; s++) {
    const type = supplies.type[s]!;
    if (type !== SUPPLY_PO && type !== SUPPLY_MO && type !== SUPPLY_TO) continue;
    const ref = supplies.ref[s]!;
    // Past-due receipts count on P as supply for the others but are not judged.
    if (firmReceipt(state, type, ref)!.day < 0) continue;
    const day = supplies.day[s]!;
    const qty = supplies.qty[s]!;
    let need: number | null = null;
    if (firstBelow >= 0 && days[firstBelow]! < day) need = days[firstBelow]!;
    else {
      // Supplies come in day order, so the scan for this receipt's day starts where the last one's did.
      while (k < count && days[k]! < day) k++;
      for (let j = k; j < count; j++)
        if (balance[j]! - qty < safety) {
          need = days[j]!;
          break;
        }
    }
    const message =
      need === null
        ? EXCEPTION_CANCEL
        : need < day
          ? EXCEPTION_RESCHEDULE_IN
          : need > day + state.tolerance
            ? EXCEPTION_RESCHEDULE_OUT
            : -1;
    if (message < 0) continue;
    addException(exceptions, skuIndex, message, need ?? day, fromMicro(qty), -1, type, ref);
    added++;
  }
  return added;
}

/** The message of reschedule exception i: the receipt's order, quantity, current date and the date to move it to. */
export function rescheduleMessage(state: PlanState, c: PlanColumns, i: number): string {
  const firm = firmReceipt(state, c.exceptionSupplyType[i]!, c.exceptionSupplyRef[i]!)!;
  const receipt = state.calendar.text(firm.day);
  const what = `Firm ${firm.noun} ${firm.line.orderNumber} receipt of ${c.exceptionQuantity[i]} on ${receipt}`;
  const need = state.calendar.text(c.exceptionDay[i]!);
  if (c.exceptionType[i] === EXCEPTION_CANCEL) return `${what} is not needed inside the horizon: cancel it`;
  const move = c.exceptionType[i] === EXCEPTION_RESCHEDULE_IN ? 'reschedule in' : 'reschedule out';
  return `${what} is needed on ${need}: ${move} to ${need}`;
}
