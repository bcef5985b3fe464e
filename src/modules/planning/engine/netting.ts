/**
 * Netting of one SKU (planning spec, "Netting", and part 5): its events sorted by day and kind, the projected
 * balance day by day, planned orders received on the day the balance would fall below safety stock (lot-sized,
 * split over the supplier allocations, made by the Active BOM, whose components get the dependent demand, or
 * transferred by the distribution, whose From warehouse gets the transfer demand), then its exceptions, its
 * pegging and its totals.
 */
import {
  DEP_PLANNED,
  FC,
  FIRST_DEMAND,
  MANUFACTURING,
  MO,
  NO_DAY,
  PO,
  PURCHASE,
  SO,
  SUPPLY_MO,
  SUPPLY_ON_HAND,
  SUPPLY_PLANNED_MO,
  SUPPLY_PLANNED_PO,
  SUPPLY_PLANNED_TO,
  SUPPLY_PO,
  SUPPLY_TO,
  TDEP,
  TDEP_PLANNED,
  TO,
  TRANSFER,
} from './codes.js';
import { addEvent } from './events.js';
import { addSkuExceptions } from './exceptions.js';
import { peg } from './pegging.js';
import { fromMicro, lotSize, shareOf } from './quantities.js';
import { addRescheduleMessages } from './reschedule.js';
import { skuOf } from './skus.js';
import { sourceOf } from './sources.js';
import type { PlanState, Sku, Source } from './state.js';

/** Event chains are insertion-sorted in runs of this many, then merged. */
const SORT_RUN = 16;

/** Nets `sku`, whose every event exists (every SKU of a lower low-level code is netted), as SKU planned.length. */
export function netSku(state: PlanState, sku: Sku): void {
  const skuIndex = state.planned.length;
  const source = sourceOf(state, sku);
  const count = sortedEvents(state, sku);
  const { chain, evDay, evKind, evRef, evQty, supplies, orders, days, totals } = state;
  let demandTotal = 0;
  for (let k = 0; k < count; k++) if (evKind[chain[k]!]! >= FIRST_DEMAND) demandTotal += evQty[chain[k]!]!;
  const excessLimit = sku.safety + Math.round((90 * demandTotal) / state.horizon);

  supplies.length = 0;
  const plainDays = state.plainDays;
  plainDays.length = 0;
  if (sku.onHand > 0) supplies.push(SUPPLY_ON_HAND, 0, sku.onHand, -1);
  const firstOrder = orders.sku.length;
  state.dayStart.push(days.length);
  let balance = sku.onHand;
  let plainBalance = sku.onHand; // without planned receipts: First Shortage Date
  let firstShortage: number | null = null;
  let stockoutDay: number | null = null;
  let largestShortage = 0;
  let noSourceDay: number | null = null;
  let largestShortfall = 0;
  let excessDay: number | null = null;
  let largestExcess = 0;
  let totalSales = 0;
  let totalForecast = 0;
  let totalDependent = 0;
  let totalTransfer = 0;
  let totalScheduled = 0;
  let totalPlanned = 0;

  let i = 0;
  let day = 0;
  for (;;) {
    let sales = 0;
    let forecast = 0;
    let dependent = 0;
    let transfer = 0;
    let scheduled = 0;
    for (; i < count && evDay[chain[i]!] === day; i++) {
      const e = chain[i]!;
      const qty = evQty[e]!;
      switch (evKind[e]) {
        case PO:
          scheduled += qty;
          supplies.push(SUPPLY_PO, day, qty, evRef[e]!);
          break;
        case MO:
          scheduled += qty;
          supplies.push(SUPPLY_MO, day, qty, evRef[e]!);
          break;
        case TO:
          scheduled += qty;
          supplies.push(SUPPLY_TO, day, qty, evRef[e]!);
          break;
        case SO:
          sales += qty;
          break;
        case FC:
          forecast += qty;
          break;
        case TDEP:
        case TDEP_PLANNED:
          transfer += qty;
          break;
        default:
          dependent += qty;
      }
    }
    const demand = sales + forecast + dependent + transfer;
    balance += scheduled - demand;
    plainBalance += scheduled - demand;
    let receipts = 0;
    if (balance < sku.safety && source.kind !== 'None') {
      receipts = planReceipts(state, sku, skuIndex, source, day, sku.safety - balance);
      balance += receipts;
    }
    days.push(
      day,
      fromMicro(sales),
      fromMicro(forecast),
      fromMicro(dependent),
      fromMicro(transfer),
      fromMicro(scheduled),
      fromMicro(receipts),
      fromMicro(balance),
    );
    totalSales += sales;
    totalForecast += forecast;
    totalDependent += dependent;
    totalTransfer += transfer;
    totalScheduled += scheduled;
    totalPlanned += receipts;
    plainDays.day[plainDays.length] = day;
    plainDays.balance[plainDays.length++] = plainBalance;
    if (plainBalance < 0 && firstShortage === null) firstShortage = day;
    if (balance < 0) {
      stockoutDay ??= day;
      if (-balance > largestShortage) largestShortage = -balance;
    }
    if (source.kind === 'None' && balance < sku.safety) {
      noSourceDay ??= day;
      if (sku.safety - balance > largestShortfall) largestShortfall = sku.safety - balance;
    }
    if (balance > excessLimit) {
      excessDay ??= day;
      if (balance - excessLimit > largestExcess) largestExcess = balance - excessLimit;
    }
    if (i >= count) break;
    day = evDay[chain[i]!]!;
  }

  let exceptionCount = addSkuExceptions(
    state,
    skuIndex,
    firstOrder,
    stockoutDay,
    largestShortage,
    noSourceDay,
    largestShortfall,
    excessDay,
    largestExcess,
  );
  exceptionCount += addRescheduleMessages(state, sku, skuIndex);
  peg(state, sku, skuIndex, count);

  totals.sales.push(fromMicro(totalSales));
  totals.forecast.push(fromMicro(totalForecast));
  totals.dependent.push(fromMicro(totalDependent));
  totals.transfer.push(fromMicro(totalTransfer));
  totals.scheduled.push(fromMicro(totalScheduled));
  totals.planned.push(fromMicro(totalPlanned));
  totals.ending.push(fromMicro(balance));
  totals.excess.push(fromMicro(largestExcess));
  totals.firstShortage.push(firstShortage ?? NO_DAY);
  totals.exceptions.push(exceptionCount);
  state.planned.push(sku);
}

/**
 * Copies the SKU's events out of the shared buffer into the state's event columns and sorts them (the chain holds
 * them in insertion order, so equal keys keep that order); answers how many there are.
 */
function sortedEvents(state: PlanState, sku: Sku): number {
  if (state.chain.length < sku.count) {
    const size = Math.max(sku.count, state.chain.length * 2);
    state.chain = new Int32Array(size);
    state.evDay = new Int32Array(size);
    state.evKind = new Int32Array(size);
    state.evRef = new Int32Array(size);
    state.evQty = new Float64Array(size);
    state.evOrder = new Float64Array(size);
  }
  const { chain, evDay, evKind, evRef, evQty, evOrder } = state;
  let count = 0;
  const ints = state.events.ints;
  const doubles = state.events.doubles;
  for (let e = sku.first; e >= 0; e = ints[8 * e + 3]!) {
    evDay[count] = ints[8 * e]!;
    evKind[count] = ints[8 * e + 1]!;
    evRef[count] = ints[8 * e + 2]!;
    evQty[count] = doubles[4 * e + 2]!;
    evOrder[count] = doubles[4 * e + 3]!;
    chain[count] = count;
    count++;
  }
  sortChain(state, count);
  return count;
}

/**
 * Sorts chain[0 … count − 1] by day, kind and order; equal keys keep their order (insertion order). A stable
 * merge sort of insertion-sorted runs, its comparisons written out instead of a comparator called for each.
 */
function sortChain(state: PlanState, count: number): void {
  const chain = state.chain;
  const day = state.evDay;
  const kind = state.evKind;
  const order = state.evOrder;
  for (let lo = 0; lo < count; lo += SORT_RUN) {
    const hi = lo + SORT_RUN < count ? lo + SORT_RUN : count;
    for (let i = lo + 1; i < hi; i++) {
      const e = chain[i]!;
      const eDay = day[e]!;
      const eKind = kind[e]!;
      const eOrder = order[e]!;
      let j = i - 1;
      for (; j >= lo; j--) {
        const f = chain[j]!;
        // Moves f right only when e sorts strictly before it.
        if (
          !(
            eDay < day[f]! ||
            (eDay === day[f] && (eKind < kind[f]! || (eKind === kind[f] && eOrder < order[f]!)))
          )
        )
          break;
        chain[j + 1] = f;
      }
      chain[j + 1] = e;
    }
  }
  if (count <= SORT_RUN) return;
  if (state.merged.length < chain.length) state.merged = new Int32Array(chain.length);
  let from = chain;
  let to = state.merged;
  for (let width = SORT_RUN; width < count; width *= 2) {
    for (let lo = 0; lo < count; lo += 2 * width) {
      const mid = lo + width < count ? lo + width : count;
      const hi = lo + 2 * width < count ? lo + 2 * width : count;
      let i = lo;
      let j = mid;
      let k = lo;
      while (i < mid && j < hi) {
        const a = from[i]!;
        const b = from[j]!;
        // The right run's event goes first only when it sorts strictly before: stable.
        if (
          day[b]! < day[a]! ||
          (day[b] === day[a] && (kind[b]! < kind[a]! || (kind[b] === kind[a] && order[b]! < order[a]!)))
        ) {
          to[k++] = b;
          j++;
        } else {
          to[k++] = a;
          i++;
        }
      }
      while (i < mid) to[k++] = from[i++]!;
      while (j < hi) to[k++] = from[j++]!;
    }
    const swap = from;
    from = to;
    to = swap;
  }
  if (from !== chain) chain.set(from.subarray(0, count));
}

/** Planned orders received on `day` for a shortfall; answers the quantity received. */
function planReceipts(
  state: PlanState,
  sku: Sku,
  skuIndex: number,
  source: Source,
  day: number,
  shortfall: number,
): number {
  if (source.distribution >= 0) return planTransfer(state, sku, skuIndex, source, day, shortfall);
  if (source.bom) {
    const bom = source.bom;
    const quantity = lotSize(shortfall, source.minimum, source.multiple);
    const leadTime = source.leadTime;
    const index = addOrder(state, skuIndex, MANUFACTURING, quantity, day, leadTime, -1, -1);
    const start = day - leadTime;
    sku.components ??= bom.components.map((c) => skuOf(state, c.itemNumber, null, sku.warehouseNumber));
    for (let k = 0; k < bom.components.length; k++) {
      const component = bom.components[k]!;
      addEvent(
        state,
        sku.components[k]!,
        start,
        DEP_PLANNED,
        Math.round(quantity * component.quantity),
        index,
        index,
      );
    }
    return quantity;
  }
  const allocations = source.allocations;
  if (allocations.length === 1) {
    // The usual case: one allocation takes the whole shortfall.
    const a = allocations[0]!;
    const quantity = lotSize(shortfall, a.minimum, a.multiple);
    addOrder(state, skuIndex, PURCHASE, quantity, day, a.leadTime, a.index, -1);
    return quantity;
  }
  let received = 0;
  let shares = 0;
  const needs = allocations.map((a) => {
    const need = shareOf(shortfall, a.weight, source.weightSum);
    shares += need;
    return need;
  });
  // Rounding of the shares can only leave a millionth or so short: the first share takes it.
  if (shares < shortfall) needs[0]! += shortfall - shares;
  allocations.forEach((a, k) => {
    const quantity = lotSize(needs[k]!, a.minimum, a.multiple);
    addOrder(state, skuIndex, PURCHASE, quantity, day, a.leadTime, a.index, -1);
    received += quantity;
  });
  return received;
}

/**
 * A planned transfer received on `day` (planning.md part 5): lot-sized by the distribution, shipped `lead time`
 * days earlier, when it places the same quantity as transfer demand on the From warehouse's SKU (same item and
 * sub item; before P: on P). That SKU is netted later (a higher distribution level). Answers the quantity.
 */
function planTransfer(
  state: PlanState,
  sku: Sku,
  skuIndex: number,
  source: Source,
  day: number,
  shortfall: number,
): number {
  const quantity = lotSize(shortfall, source.minimum, source.multiple);
  const index = addOrder(state, skuIndex, TRANSFER, quantity, day, source.leadTime, -1, source.distribution);
  const from = state.input.distributions![source.distribution]!.fromWarehouseNumber;
  sku.transferFrom ??= skuOf(state, sku.itemNumber, sku.subItemNumber, from);
  addEvent(state, sku.transferFrom, day - source.leadTime, TDEP_PLANNED, quantity, index, index);
  return quantity;
}

/** A planned order of SKU `skuIndex` received on `day`, queued as its supply; answers its index. */
function addOrder(
  state: PlanState,
  skuIndex: number,
  type: number,
  qty: number,
  day: number,
  leadTimeDays: number,
  allocation: number,
  distribution: number,
): number {
  const orders = state.orders;
  const index = orders.sku.length;
  orders.sku.push(skuIndex);
  orders.type.push(type);
  orders.qty.push(fromMicro(qty));
  orders.release.push(day - leadTimeDays);
  orders.receipt.push(day);
  orders.leadTime.push(leadTimeDays);
  orders.allocation.push(allocation);
  orders.distribution.push(distribution);
  const supply =
    type === PURCHASE ? SUPPLY_PLANNED_PO : type === TRANSFER ? SUPPLY_PLANNED_TO : SUPPLY_PLANNED_MO;
  state.supplies.push(supply, day, qty, index);
  return index;
}
