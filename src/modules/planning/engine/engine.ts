import { Calendar } from './calendar.js';
import { fromMicro, lotSize, toMicro } from './quantities.js';
import {
  INACTIVE_FORECAST_LIST_STATUSES,
  lineRole,
  NON_CONSUMING_SALES_STATUS,
  namesSku,
} from './statuses.js';
import type {
  DemandType,
  ForecastConsumption,
  PeggingRow,
  PlanAllocation,
  PlanBom,
  PlanException,
  PlanInput,
  PlannedOrder,
  PlanOptions,
  PlanResult,
  SkuDay,
  SkuPlan,
  SkuSource,
  SupplyType,
} from './types.js';

/** The input cannot be planned (bad plan date or horizon, a cycle in the Active BOMs). */
export class PlanInputError extends Error {
  override name = 'PlanInputError';
}

// Event kinds, in the order they are taken within one day: receipts (PO before MO, spec "Pegging"), then
// demands (sales, forecast, dependent of open MOs, dependent of planned MOs).
const PO = 0;
const MO = 1;
const SO = 2;
const FC = 3;
const DEP = 4;
const DEP_PLANNED = 5;
const FIRST_DEMAND = SO;

/** Something that happens to a SKU on a day. Quantities in millionths. */
interface Event {
  day: number;
  kind: number;
  qty: number;
  /** Index in the input array of its kind (purchaseLines, manufacturingLines, …); planned MOs: order index. */
  ref: number;
  /** Tie-break within a day and kind: the line id (planned MOs: their index), so input order does not matter. */
  order: number;
}

interface Sku {
  itemNumber: string;
  subItemNumber: string | null;
  warehouseNumber: string;
  code: number;
  onHand: number;
  safety: number;
  events: Event[];
  /** The component SKUs of its Active BOM (same warehouse, no sub item), found at its first planned MO. */
  components: Sku[] | null;
  /** The start of its planned orders' keys (JSON of type and SKU, without the closing bracket). */
  keyPrefix: string | null;
  /** Its forecast by calendar month ('YYYY-MM'), while forecast is consumed. */
  months: Map<string, ForecastGroup> | null;
}

interface Source {
  kind: SkuSource;
  bom: PlanBom | null;
  allocations: WeightedAllocation[];
  weightSum: number;
}

interface WeightedAllocation {
  allocation: PlanAllocation;
  weight: number;
  minimum: number;
  multiple: number;
  leadTime: number;
  /** `,"<supplier>","<ship-from>"]`: the end of its planned orders' keys. */
  keyTail: string;
}

/**
 * The FIFO queue of a SKU's supplies for pegging, as parallel arrays reused from one SKU to the next: a large plan
 * has about a million supplies, and an object each would only feed the garbage collector.
 */
class SupplyQueue {
  readonly type: SupplyType[] = [];
  readonly day: number[] = [];
  readonly qty: number[] = [];
  readonly lineId: (number | null)[] = [];
  readonly orderNumber: (string | null)[] = [];
  readonly plannedIndex: (number | null)[] = [];
  length = 0;

  push(
    type: SupplyType,
    day: number,
    qty: number,
    lineId: number | null,
    orderNumber: string | null,
    planned: number | null,
  ) {
    const i = this.length++;
    this.type[i] = type;
    this.day[i] = day;
    this.qty[i] = qty;
    this.lineId[i] = lineId;
    this.orderNumber[i] = orderNumber;
    this.plannedIndex[i] = planned;
  }
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const compareSkus = (a: Sku, b: Sku) =>
  compareText(a.itemNumber, b.itemNumber) ||
  (a.subItemNumber === b.subItemNumber
    ? 0
    : a.subItemNumber === null
      ? -1
      : b.subItemNumber === null
        ? 1
        : compareText(a.subItemNumber, b.subItemNumber)) ||
  compareText(a.warehouseNumber, b.warehouseNumber);
const compareEvents = (a: Event, b: Event) => a.day - b.day || a.kind - b.kind || a.order - b.order;

/**
 * Low-level codes of items from their Active BOMs: 0 for an item no Active BOM uses, else 1 + the highest code
 * of the items whose Active BOM uses it. Items not named answer 0. A cycle cannot be planned level by level.
 */
export function lowLevelCodes(activeBoms: ReadonlyMap<string, PlanBom>): Map<string, number> {
  const children = new Map<string, string[]>();
  const parents = new Map<string, number>();
  for (const [item, bom] of activeBoms) {
    const components = [...new Set(bom.components.map((c) => c.itemNumber))];
    children.set(item, components);
    if (!parents.has(item)) parents.set(item, 0);
    for (const component of components) parents.set(component, (parents.get(component) ?? 0) + 1);
  }
  const codes = new Map<string, number>();
  const ready: string[] = [];
  for (const [item, count] of parents) {
    codes.set(item, 0);
    if (count === 0) ready.push(item);
  }
  let done = 0;
  while (ready.length > 0) {
    const item = ready.pop()!;
    done += 1;
    const code = codes.get(item)!;
    for (const component of children.get(item) ?? []) {
      if (codes.get(component)! < code + 1) codes.set(component, code + 1);
      const left = parents.get(component)! - 1;
      parents.set(component, left);
      if (left === 0) ready.push(component);
    }
  }
  if (done < parents.size) {
    const stuck = [...parents].filter(([, count]) => count > 0).map(([item]) => item);
    throw new PlanInputError(`The Active BOMs form a cycle through item(s) ${stuck.slice(0, 5).join(', ')}`);
  }
  return codes;
}

/** Plans the input: time-phased MRP exactly as docs/planning.md describes. Pure: same input, same result. */
export function plan(input: PlanInput, options: PlanOptions = {}): PlanResult {
  const firmPegging = options.firmPegging ?? true;
  const horizon = input.horizonDays;
  if (!Number.isInteger(horizon) || horizon < 1) {
    throw new PlanInputError(`Horizon Days must be a whole number ≥ 1 (was ${horizon})`);
  }
  let calendar: Calendar;
  try {
    calendar = new Calendar(input.planDate);
  } catch (error) {
    throw new PlanInputError((error as Error).message);
  }
  const last = horizon - 1;

  // Sources ------------------------------------------------------------------------------------------------
  const bomByNumber = new Map(input.boms.map((bom) => [bom.bomNumber, bom]));
  const activeBoms = new Map<string, PlanBom>();
  for (const item of input.items) {
    const bom = item.activeBomNumber === null ? undefined : bomByNumber.get(item.activeBomNumber);
    if (bom) activeBoms.set(item.itemNumber, bom);
  }
  const codes = lowLevelCodes(activeBoms);
  const allocationsByItem = new Map<string, PlanAllocation[]>();
  for (const allocation of input.allocations) {
    if (allocation.shipFromNumber === null) continue; // spec: no ship-from to resolve, does not count
    const list = allocationsByItem.get(allocation.itemNumber);
    if (list) list.push(allocation);
    else allocationsByItem.set(allocation.itemNumber, [allocation]);
  }
  const sources = new Map<string, Source>();
  const sourceOf = (item: string): Source => {
    let source = sources.get(item);
    if (source) return source;
    const bom = activeBoms.get(item) ?? null;
    const allocations = bom ? [] : weighAllocations(allocationsByItem.get(item) ?? []);
    source = {
      kind: bom ? 'Make' : allocations.length > 0 ? 'Buy' : 'None',
      bom,
      allocations,
      weightSum: allocations.reduce((sum, a) => sum + a.weight, 0),
    };
    sources.set(item, source);
    return source;
  };

  // SKUs and their events -----------------------------------------------------------------------------------
  // Nested maps keyed by the input's own strings: their hashes are computed once, where a joined key would be
  // built and hashed again at every line.
  const skus = new Map<string, Map<string, Sku>>();
  const subSkus = new Map<string, Map<string, Map<string, Sku>>>();
  const levels: Sku[][] = [];
  const skuOf = (item: string, sub: string | null, warehouse: string): Sku => {
    let byWarehouse: Map<string, Sku>;
    if (sub === null) {
      byWarehouse = entry(skus, item);
    } else {
      byWarehouse = entry(entry(subSkus, item), sub);
    }
    let sku = byWarehouse.get(warehouse);
    if (!sku) {
      const code = codes.get(item) ?? 0;
      sku = {
        itemNumber: item,
        subItemNumber: sub,
        warehouseNumber: warehouse,
        code,
        onHand: 0,
        safety: 0,
        events: [],
        components: null,
        keyPrefix: null,
        months: null,
      };
      byWarehouse.set(warehouse, sku);
      while (levels.length <= code) levels.push([]);
      levels[code]!.push(sku);
    }
    return sku;
  };
  /** An event dated `day` (before P: on P; after the horizon: ignored). */
  const addEvent = (sku: Sku, day: number, kind: number, qty: number, ref: number, order: number) => {
    if (day > last) return;
    sku.events.push({ day: day < 0 ? 0 : day, kind, qty, ref, order });
  };

  for (const record of input.skus) {
    const sku = skuOf(record.itemNumber, record.subItemNumber, record.warehouseNumber);
    sku.onHand = toMicro(record.onHand);
    sku.safety = toMicro(record.safetyStock);
  }
  input.purchaseLines.forEach((line, index) => {
    if (!namesSku('purchase', line.status)) return;
    const sku = skuOf(line.itemNumber, line.subItemNumber, line.warehouseNumber);
    if (lineRole('purchase', line.status) !== 'Supply') return;
    const day = calendar.offset(line.etaDate ?? line.requestDate ?? line.orderDate, 0);
    addEvent(sku, day, PO, toMicro(line.quantity), index, line.lineId);
  });
  input.manufacturingLines.forEach((line, index) => {
    if (!namesSku('manufacturing', line.status)) return;
    const sku = skuOf(line.itemNumber, line.subItemNumber, line.warehouseNumber);
    if (lineRole('manufacturing', line.status) !== 'Supply') return;
    const quantity = toMicro(line.quantity);
    addEvent(sku, calendar.offset(line.dueDate, 0), MO, quantity, index, line.lineId);
    const bom = line.bomNumber === null ? activeBoms.get(line.itemNumber) : bomByNumber.get(line.bomNumber);
    const start = calendar.offset(line.startDate ?? line.dueDate, 0);
    if (!bom || start > last) return;
    for (const component of bom.components) {
      const componentSku = skuOf(component.itemNumber, null, line.warehouseNumber);
      addEvent(componentSku, start, DEP, Math.round(quantity * component.quantity), index, line.lineId);
    }
  });
  input.salesLines.forEach((line, index) => {
    const sku = skuOf(line.itemNumber, line.subItemNumber, line.warehouseNumber);
    if (lineRole('sales', line.status) !== 'Demand') return;
    addEvent(
      sku,
      calendar.offset(line.shipDate ?? line.orderDate, 0),
      SO,
      toMicro(line.quantity),
      index,
      line.lineId,
    );
  });
  const forecastConsumption = consumeForecasts(input, calendar, skuOf, (sku, day, qty, index) =>
    // What is left of a forecast line dated before P is dropped (not moved to P like other past-due demand).
    day >= 0 ? addEvent(sku, day, FC, qty, index, input.forecastLines[index]!.lineId) : undefined,
  );

  // Netting, level by level ---------------------------------------------------------------------------------
  const plannedOrders: PlannedOrder[] = [];
  const exceptions: PlanException[] = [];
  const pegging: PeggingRow[] = [];
  const skuPlans: SkuPlan[] = [];
  const supplies = new SupplyQueue();

  const netSku = (sku: Sku) => {
    const source = sourceOf(sku.itemNumber);
    const events = sku.events;
    events.sort(compareEvents);
    let demandTotal = 0;
    for (const event of events) if (event.kind >= FIRST_DEMAND) demandTotal += event.qty;
    const excessLimit = sku.safety + Math.round((90 * demandTotal) / horizon);

    supplies.length = 0;
    if (sku.onHand > 0) supplies.push('On Hand', 0, sku.onHand, null, null, null);
    const firstOrder = plannedOrders.length;
    const days: SkuDay[] = [];
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
    let totalScheduled = 0;
    let totalPlanned = 0;

    let i = 0;
    let day = 0;
    for (;;) {
      let sales = 0;
      let forecast = 0;
      let dependent = 0;
      let scheduled = 0;
      for (; i < events.length && events[i]!.day === day; i++) {
        const event = events[i]!;
        switch (event.kind) {
          case PO: {
            scheduled += event.qty;
            const line = input.purchaseLines[event.ref]!;
            supplies.push('Purchase', day, event.qty, line.lineId, line.orderNumber, null);
            break;
          }
          case MO: {
            scheduled += event.qty;
            const line = input.manufacturingLines[event.ref]!;
            supplies.push('Manufacturing', day, event.qty, line.lineId, line.orderNumber, null);
            break;
          }
          case SO:
            sales += event.qty;
            break;
          case FC:
            forecast += event.qty;
            break;
          default:
            dependent += event.qty;
        }
      }
      balance += scheduled - sales - forecast - dependent;
      plainBalance += scheduled - sales - forecast - dependent;
      let planned = 0;
      if (balance < sku.safety && source.kind !== 'None') {
        planned = planReceipts(sku, source, day, sku.safety - balance);
        balance += planned;
      }
      days.push({
        date: calendar.text(day),
        salesDemand: fromMicro(sales),
        forecastDemand: fromMicro(forecast),
        dependentDemand: fromMicro(dependent),
        scheduledReceipts: fromMicro(scheduled),
        plannedReceipts: fromMicro(planned),
        balance: fromMicro(balance),
      });
      totalSales += sales;
      totalForecast += forecast;
      totalDependent += dependent;
      totalScheduled += scheduled;
      totalPlanned += planned;
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
      if (i >= events.length) break;
      day = events[i]!.day;
    }

    // Exceptions of the SKU: its late orders, then one of each other kind.
    const before = exceptions.length;
    for (let index = firstOrder; index < plannedOrders.length; index++) {
      const order = plannedOrders[index]!;
      if (!order.late) continue;
      exceptions.push({
        itemNumber: sku.itemNumber,
        subItemNumber: sku.subItemNumber,
        warehouseNumber: sku.warehouseNumber,
        type: 'Late',
        date: order.releaseDate,
        quantity: order.quantity,
        plannedOrderIndex: index,
        message:
          `Planned ${order.orderType.toLowerCase()} order of ${order.quantity} received ${order.receiptDate} ` +
          `should have been released on ${order.releaseDate}, before the plan date`,
      });
    }
    if (stockoutDay !== null) {
      exceptions.push(
        skuException(sku, 'Stockout', stockoutDay, largestShortage, 'Projected balance falls below 0'),
      );
    }
    if (noSourceDay !== null) {
      exceptions.push(
        skuException(
          sku,
          'No Source',
          noSourceDay,
          largestShortfall,
          'No Active BOM and no supplier allocation with a ship-from; balance falls below safety stock',
        ),
      );
    }
    if (excessDay !== null) {
      exceptions.push(
        skuException(
          sku,
          'Excess',
          excessDay,
          largestExcess,
          'Projected balance exceeds safety stock plus 90 days of average demand',
        ),
      );
    }

    peg(sku, events);

    skuPlans.push({
      itemNumber: sku.itemNumber,
      subItemNumber: sku.subItemNumber,
      warehouseNumber: sku.warehouseNumber,
      lowLevelCode: sku.code,
      source: source.kind,
      bomNumber: source.bom?.bomNumber ?? null,
      onHand: fromMicro(sku.onHand),
      safetyStock: fromMicro(sku.safety),
      days,
      salesDemand: fromMicro(totalSales),
      forecastDemand: fromMicro(totalForecast),
      dependentDemand: fromMicro(totalDependent),
      scheduledReceipts: fromMicro(totalScheduled),
      plannedReceipts: fromMicro(totalPlanned),
      endingBalance: fromMicro(balance),
      firstShortageDate: firstShortage === null ? null : calendar.text(firstShortage),
      excessQuantity: fromMicro(largestExcess),
      exceptionCount: exceptions.length - before,
    });
  };

  const skuException = (sku: Sku, type: PlanException['type'], day: number, qty: number, what: string) => {
    const date = calendar.text(day);
    const quantity = fromMicro(qty);
    return {
      itemNumber: sku.itemNumber,
      subItemNumber: sku.subItemNumber,
      warehouseNumber: sku.warehouseNumber,
      type,
      date,
      quantity,
      plannedOrderIndex: null,
      message: `${what} on ${date} (${quantity})`,
    };
  };

  /** Planned orders received on `day` for a shortfall; answers the quantity received. */
  const planReceipts = (sku: Sku, source: Source, day: number, shortfall: number): number => {
    if (source.bom) {
      const bom = source.bom;
      const quantity = lotSize(shortfall, toMicro(bom.minimumQuantity), toMicro(bom.orderMultiple));
      const leadTime = wholeDays(bom.leadTimeDays);
      const index = addOrder(sku, 'Manufacturing', quantity, day, leadTime, null, bom.bomNumber);
      const start = day - leadTime;
      sku.components ??= bom.components.map((c) => skuOf(c.itemNumber, null, sku.warehouseNumber));
      bom.components.forEach((component, k) => {
        addEvent(
          sku.components![k]!,
          start,
          DEP_PLANNED,
          Math.round(quantity * component.quantity),
          index,
          index,
        );
      });
      return quantity;
    }
    let received = 0;
    let shares = 0;
    const needs = source.allocations.map((a) => {
      const need = Math.ceil((shortfall * a.weight) / source.weightSum);
      shares += need;
      return need;
    });
    // Rounding of the shares can only leave a millionth or so short: the first share takes it.
    if (shares < shortfall) needs[0]! += shortfall - shares;
    source.allocations.forEach((a, k) => {
      const quantity = lotSize(needs[k]!, a.minimum, a.multiple);
      addOrder(sku, 'Purchase', quantity, day, a.leadTime, a, null);
      received += quantity;
    });
    return received;
  };

  const addOrder = (
    sku: Sku,
    orderType: PlannedOrder['orderType'],
    qty: number,
    day: number,
    leadTimeDays: number,
    allocation: WeightedAllocation | null,
    bomNumber: string | null,
  ): number => {
    const index = plannedOrders.length;
    const receiptDate = calendar.text(day);
    const release = day - leadTimeDays;
    const supplierNumber = allocation?.allocation.supplierNumber ?? null;
    const shipFromNumber = allocation?.allocation.shipFromNumber ?? null;
    // The same text as JSON.stringify([type, item, sub, warehouse, receipt(, supplier, ship-from)]), built from
    // parts computed once per SKU and allocation: a large plan makes hundreds of thousands of keys.
    sku.keyPrefix ??= JSON.stringify([
      orderType,
      sku.itemNumber,
      sku.subItemNumber,
      sku.warehouseNumber,
    ]).slice(0, -1);
    const key = `${sku.keyPrefix},"${receiptDate}"${allocation ? allocation.keyTail : ']'}`;
    plannedOrders.push({
      itemNumber: sku.itemNumber,
      subItemNumber: sku.subItemNumber,
      warehouseNumber: sku.warehouseNumber,
      index,
      key,
      orderType,
      quantity: fromMicro(qty),
      releaseDate: calendar.text(release),
      receiptDate,
      late: release < 0,
      leadTimeDays,
      allocationId: allocation?.allocation.allocationId ?? null,
      supplierNumber,
      shipFromNumber,
      unitPrice: allocation?.allocation.unitPrice ?? null,
      bomNumber,
    });
    supplies.push(
      orderType === 'Purchase' ? 'Planned Purchase' : 'Planned Manufacturing',
      day,
      qty,
      null,
      null,
      index,
    );
    return index;
  };

  /** FIFO: supplies in the order they came (on hand, then by day) against safety stock, then demands by day. */
  const peg = (sku: Sku, events: Event[]) => {
    let s = 0;
    let left = supplies.length > 0 ? supplies.qty[0]! : 0;
    for (let e = -1; e < events.length; e++) {
      // e = −1 is the safety stock, pegged first.
      let need: number;
      let day: number;
      let demandType: DemandType;
      let demandNumber: string | null = null;
      let demandLineId: number | null = null;
      let demandPlannedOrderIndex: number | null = null;
      if (e < 0) {
        need = sku.safety;
        day = 0;
        demandType = 'Safety Stock';
      } else {
        const event = events[e]!;
        if (event.kind < FIRST_DEMAND) continue;
        need = event.qty;
        day = event.day;
        if (event.kind === SO) {
          const line = input.salesLines[event.ref]!;
          demandType = 'Sales Order';
          demandNumber = line.orderNumber;
          demandLineId = line.lineId;
        } else if (event.kind === FC) {
          const line = input.forecastLines[event.ref]!;
          demandType = 'Forecast';
          demandNumber = line.forecastNumber;
          demandLineId = line.lineId;
        } else if (event.kind === DEP) {
          const line = input.manufacturingLines[event.ref]!;
          demandType = 'Dependent';
          demandNumber = line.orderNumber;
          demandLineId = line.lineId;
        } else {
          demandType = 'Dependent';
          demandPlannedOrderIndex = event.ref;
        }
      }
      while (need > 0 && s < supplies.length) {
        if (left <= 0) {
          s += 1;
          left = s < supplies.length ? supplies.qty[s]! : 0;
          continue;
        }
        const taken = need < left ? need : left;
        if (firmPegging || supplies.plannedIndex[s] !== null) {
          pegging.push({
            itemNumber: sku.itemNumber,
            subItemNumber: sku.subItemNumber,
            warehouseNumber: sku.warehouseNumber,
            supplyType: supplies.type[s]!,
            plannedOrderIndex: supplies.plannedIndex[s]!,
            supplyLineId: supplies.lineId[s]!,
            supplyOrderNumber: supplies.orderNumber[s]!,
            supplyDate: calendar.text(supplies.day[s]!),
            demandType,
            demandNumber,
            demandLineId,
            demandPlannedOrderIndex,
            demandDate: calendar.text(day),
            quantity: fromMicro(taken),
          });
        }
        need -= taken;
        left -= taken;
      }
    }
  };

  for (let code = 0; code < levels.length; code++) {
    // Every SKU of this level exists now: only items of lower codes add dependent demand to it.
    const level = levels[code]!;
    level.sort(compareSkus);
    for (const sku of level) netSku(sku);
  }

  return {
    planDate: calendar.text(0),
    horizonDays: horizon,
    endDate: calendar.text(last),
    skus: skuPlans,
    plannedOrders,
    exceptions,
    pegging,
    forecastConsumption,
  };
}

/** A lead time as whole days ≥ 0 (the API allows no other; a scenario's arithmetic might). */
function wholeDays(days: number | null): number {
  return days === null || !(days > 0) ? 0 : Math.round(days);
}

/** The map under `key`, created empty the first time. */
function entry<K, V>(map: Map<K, Map<string, V>>, key: K): Map<string, V> {
  let inner = map.get(key);
  if (!inner) {
    inner = new Map();
    map.set(key, inner);
  }
  return inner;
}

/**
 * The allocations that take a share of each requirement, in a fixed order (supplier, ship-from, id): those of
 * positive percent weighted by it; when none has one, all of them equally.
 */
function weighAllocations(allocations: PlanAllocation[]): WeightedAllocation[] {
  const anyPositive = allocations.some((a) => (a.allocationPercent ?? 0) > 0);
  return allocations
    .map((allocation) => ({
      allocation,
      weight: anyPositive ? Math.max(0, allocation.allocationPercent ?? 0) : 1,
      minimum: toMicro(allocation.minimumOrderQuantity),
      multiple: toMicro(allocation.orderMultiple),
      leadTime: wholeDays(allocation.leadTimeDays),
      keyTail: `,${JSON.stringify(allocation.supplierNumber)},${JSON.stringify(allocation.shipFromNumber)}]`,
    }))
    .filter((a) => a.weight > 0)
    .sort(
      (a, b) =>
        compareText(a.allocation.supplierNumber, b.allocation.supplierNumber) ||
        compareText(a.allocation.shipFromNumber ?? '', b.allocation.shipFromNumber ?? '') ||
        a.allocation.allocationId - b.allocation.allocationId,
    );
}

interface ForecastGroup {
  sku: Sku;
  month: string;
  lines: { index: number; day: number; lineId: number; qty: number }[];
  forecast: number;
  sales: number;
}

/**
 * Forecast consumption per SKU and calendar month: the month's sales lines (every status but Cancelled, any
 * date) consume its forecast lines earliest first, then by id, never below zero. Hands each line's rest to
 * `demand` and answers one row per SKU and month with forecast.
 */
function consumeForecasts(
  input: PlanInput,
  calendar: Calendar,
  skuOf: (item: string, sub: string | null, warehouse: string) => Sku,
  demand: (sku: Sku, day: number, qty: number, index: number) => void,
): ForecastConsumption[] {
  const groups: ForecastGroup[] = [];
  input.forecastLines.forEach((line, index) => {
    const sku = skuOf(line.itemNumber, line.subItemNumber, line.warehouseNumber);
    if (INACTIVE_FORECAST_LIST_STATUSES.includes(line.listStatus)) return;
    const day = calendar.offset(line.date, 0);
    const month = calendar.month(day);
    sku.months ??= new Map();
    let group = sku.months.get(month);
    if (!group) {
      group = { sku, month, lines: [], forecast: 0, sales: 0 };
      sku.months.set(month, group);
      groups.push(group);
    }
    const qty = Math.max(0, toMicro(line.quantity));
    group.lines.push({ index, day, lineId: line.lineId, qty });
    group.forecast += qty;
  });
  if (groups.length === 0) return [];
  for (const line of input.salesLines) {
    if (line.status === NON_CONSUMING_SALES_STATUS) continue;
    const months = skuOf(line.itemNumber, line.subItemNumber, line.warehouseNumber).months;
    if (!months) continue;
    const group = months.get(calendar.month(calendar.offset(line.shipDate ?? line.orderDate, 0)));
    if (group) group.sales += toMicro(line.quantity);
  }
  for (const group of groups) group.sku.months = null;
  const sorted = groups.sort((a, b) => compareSkus(a.sku, b.sku) || compareText(a.month, b.month));
  return sorted.map((group) => {
    group.lines.sort((a, b) => a.day - b.day || a.lineId - b.lineId);
    let unconsumed = Math.max(0, group.sales);
    for (const line of group.lines) {
      const consumed = Math.min(unconsumed, line.qty);
      unconsumed -= consumed;
      if (line.qty - consumed > 0) demand(group.sku, line.day, line.qty - consumed, line.index);
    }
    const consumed = Math.min(group.forecast, Math.max(0, group.sales));
    return {
      itemNumber: group.sku.itemNumber,
      subItemNumber: group.sku.subItemNumber,
      warehouseNumber: group.sku.warehouseNumber,
      month: group.month,
      forecastQuantity: fromMicro(group.forecast),
      salesQuantity: fromMicro(group.sales),
      consumedQuantity: fromMicro(consumed),
      netQuantity: fromMicro(group.forecast - consumed),
    };
  });
}
