import { Calendar } from './calendar.js';
import { Float64Column, Int32Column, Uint8Column } from './columns.js';
import { fromMicro, lotSize, shareOf, toMicro } from './quantities.js';
import {
  INACTIVE_FORECAST_LIST_STATUSES,
  lineRole,
  NON_CONSUMING_SALES_STATUS,
  namesSku,
} from './statuses.js';
import type {
  DemandType,
  ExceptionType,
  ForecastConsumption,
  PeggingRow,
  PlanAllocation,
  PlanBom,
  PlanColumns,
  PlanException,
  PlanInput,
  PlannedOrder,
  PlannedOrderType,
  PlanOptions,
  PlanResult,
  SkuDay,
  SkuPlan,
  SkuSource,
  SkuTotals,
  SupplyType,
} from './types.js';

/** The input cannot be planned (bad plan date or horizon, a cycle in the Active BOMs). */
export class PlanInputError extends Error {
  override name = 'PlanInputError';
}

/** The codes of PlanColumns: orderType, pegSupplyType and pegDemandKind index these. */
export const ORDER_TYPES: readonly PlannedOrderType[] = ['Purchase', 'Manufacturing'];
export const SUPPLY_TYPES: readonly SupplyType[] = [
  'On Hand',
  'Purchase',
  'Manufacturing',
  'Planned Purchase',
  'Planned Manufacturing',
];
/** Dependent demand is of an open MO line (3) or of a planned MO (4). */
export const DEMAND_KINDS: readonly DemandType[] = [
  'Safety Stock',
  'Sales Order',
  'Forecast',
  'Dependent',
  'Dependent',
];
export const DEMAND_SAFETY_STOCK = 0;
export const DEMAND_SALES = 1;
export const DEMAND_FORECAST = 2;
export const DEMAND_OPEN_MO = 3;
export const DEMAND_PLANNED_MO = 4;
/** exceptionType of PlanColumns indexes these. */
export const EXCEPTION_TYPES: readonly ExceptionType[] = ['Late', 'Stockout', 'No Source', 'Excess'];
/** PlanColumns.skuFirstShortageDay of a SKU that is never short (below every day number). */
export const NO_DAY = -2147483648;
const EXCEPTION_LATE = 0;
const EXCEPTION_STOCKOUT = 1;
const EXCEPTION_NO_SOURCE = 2;
const EXCEPTION_EXCESS = 3;
/** What each exception but Late says, before its date and quantity. */
const EXCEPTION_TEXTS = [
  '',
  'Projected balance falls below 0',
  'No Active BOM and no supplier allocation with a ship-from; balance falls below safety stock',
  'Projected balance exceeds safety stock plus 90 days of average demand',
];
const PURCHASE = 0;
const MANUFACTURING = 1;
const SUPPLY_ON_HAND = 0;
const SUPPLY_PO = 1;
const SUPPLY_MO = 2;
const SUPPLY_PLANNED_PO = 3;
const SUPPLY_PLANNED_MO = 4;

// Event kinds, in the order they are taken within one day: receipts (PO before MO, spec "Pegging"), then
// demands (sales, forecast, dependent of open MOs, dependent of planned MOs). kind − 1 is the DEMAND_KINDS code.
const PO = 0;
const MO = 1;
const SO = 2;
const FC = 3;
const DEP = 4;
const DEP_PLANNED = 5;
const FIRST_DEMAND = SO;
/** Event chains are insertion-sorted in runs of this many, then merged. */
const SORT_RUN = 16;

/**
 * Events (something that happens to a SKU on a day) live in one buffer shared by every SKU, each SKU holding a
 * chain of them in insertion order: about a million events as objects kept the garbage collector busy.
 * Quantities in millionths; `ref` is the index in the input array of its kind (purchaseLines, …; planned MOs:
 * the order index); `order` breaks ties within a day and kind: the line id (planned MOs: their index), so input
 * order does not matter. An event is one 32-byte record (day, kind, ref and next as 32-bit integers, then qty and
 * order as doubles): a SKU's events are scattered over the buffer, so a column per field meant a memory access
 * per field and event when the SKU is netted, a record one.
 */
class Events {
  /** Event e's day, kind, ref and next at 8e … 8e + 3. */
  ints: Int32Array;
  /** Event e's qty and order at 4e + 2 and 4e + 3 (the same buffer). */
  doubles: Float64Array;
  length = 0;

  constructor(capacity: number) {
    this.doubles = new Float64Array(4 * capacity);
    this.ints = new Int32Array(this.doubles.buffer);
  }

  /** Adds an event (no next yet) and answers its number. */
  push(day: number, kind: number, qty: number, ref: number, order: number): number {
    const e = this.length;
    if (4 * e === this.doubles.length) {
      const grown = new Float64Array(2 * this.doubles.length);
      grown.set(this.doubles);
      this.doubles = grown;
      this.ints = new Int32Array(grown.buffer);
    }
    const i = 8 * e;
    this.ints[i] = day;
    this.ints[i + 1] = kind;
    this.ints[i + 2] = ref;
    this.ints[i + 3] = -1;
    this.doubles[4 * e + 2] = qty;
    this.doubles[4 * e + 3] = order;
    this.length = e + 1;
    return e;
  }

  clear(): void {
    this.doubles = new Float64Array(0);
    this.ints = new Int32Array(0);
    this.length = 0;
  }
}

/** What the engine keeps per item number: found with one lookup by the number, then shared by its SKUs. */
interface ItemEntry {
  number: string;
  /** Position of the number among every item number's, by compareText (rankSkus). */
  rank: number;
  code: number;
  /** Resolved when the item is first netted. */
  source: Source | null;
  /** Its SKUs without sub item, by warehouse index (the warehouses' numbers in order of first sight). */
  skus: (Sku | undefined)[];
  /** Its SKUs with a sub item: sub item number → warehouse number → SKU. */
  subSkus: Map<string, Map<string, Sku>> | null;
}

/** The SKU days' columns, written a row at a time (one capacity check per row instead of one per column). */
class DayRows {
  day: Int32Array;
  sales: Float64Array;
  forecast: Float64Array;
  dependent: Float64Array;
  scheduled: Float64Array;
  planned: Float64Array;
  balance: Float64Array;
  length = 0;

  constructor(capacity: number) {
    this.day = new Int32Array(capacity);
    this.sales = new Float64Array(capacity);
    this.forecast = new Float64Array(capacity);
    this.dependent = new Float64Array(capacity);
    this.scheduled = new Float64Array(capacity);
    this.planned = new Float64Array(capacity);
    this.balance = new Float64Array(capacity);
  }

  push(
    day: number,
    sales: number,
    forecast: number,
    dependent: number,
    scheduled: number,
    planned: number,
    balance: number,
  ): void {
    const r = this.length;
    if (r === this.day.length) this.grow();
    this.day[r] = day;
    this.sales[r] = sales;
    this.forecast[r] = forecast;
    this.dependent[r] = dependent;
    this.scheduled[r] = scheduled;
    this.planned[r] = planned;
    this.balance[r] = balance;
    this.length = r + 1;
  }

  private grow(): void {
    const capacity = this.day.length * 2;
    const grown = <T extends Int32Array | Float64Array>(from: T, to: T) => {
      to.set(from);
      return to;
    };
    this.day = grown(this.day, new Int32Array(capacity));
    this.sales = grown(this.sales, new Float64Array(capacity));
    this.forecast = grown(this.forecast, new Float64Array(capacity));
    this.dependent = grown(this.dependent, new Float64Array(capacity));
    this.scheduled = grown(this.scheduled, new Float64Array(capacity));
    this.planned = grown(this.planned, new Float64Array(capacity));
    this.balance = grown(this.balance, new Float64Array(capacity));
  }
}

interface Sku {
  item: ItemEntry;
  itemNumber: string;
  subItemNumber: string | null;
  warehouseNumber: string;
  /** Index of its warehouse number (order of first sight). */
  warehouse: number;
  code: number;
  onHand: number;
  safety: number;
  /** First and last of its events in Events (−1: none), and how many. */
  first: number;
  last: number;
  count: number;
  /** The component SKUs of its Active BOM (same warehouse, no sub item), found at its first planned MO. */
  components: Sku[] | null;
  /** While forecast is consumed: its forecast groups as pairs of month key and group number, or null if none. */
  forecastGroups: number[] | null;
}

interface Source {
  kind: SkuSource;
  bom: PlanBom | null;
  allocations: WeightedAllocation[];
  weightSum: number;
  /** The BOM's lot sizing in millionths and lead time in days (0 when bought). */
  minimum: number;
  multiple: number;
  leadTime: number;
}

interface WeightedAllocation {
  allocation: PlanAllocation;
  /** Its index in PlanInput.allocations. */
  index: number;
  weight: number;
  minimum: number;
  multiple: number;
  leadTime: number;
}

/**
 * The FIFO queue of a SKU's supplies for pegging, as parallel arrays reused from one SKU to the next: a large plan
 * has about a million supplies, and an object each would only feed the garbage collector.
 */
class SupplyQueue {
  /** SUPPLY_TYPES code. */
  readonly type: number[] = [];
  readonly day: number[] = [];
  readonly qty: number[] = [];
  /** The order index (planned) or the line's input index (PO, MO); −1 on hand. */
  readonly ref: number[] = [];
  length = 0;

  push(type: number, day: number, qty: number, ref: number) {
    const i = this.length++;
    this.type[i] = type;
    this.day[i] = day;
    this.qty[i] = qty;
    this.ref[i] = ref;
  }
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/**
 * Low-level codes of items from their Active BOMs: 0 for an item no Active BOM uses, else 1 + the highest code
 * of the items whose Active BOM uses it. Items not named answer 0. A cycle cannot be planned level by level.
 */
export function lowLevelCodes(activeBoms: ReadonlyMap<string, PlanBom>): Map<string, number> {
  // Items numbered in order of first mention (parent, then its components), with their components as lists of
  // numbers: a map and a set per BOM cost more than the sort itself on a large company (--cpu-prof).
  const numbers = new Map<string, number>();
  const names: string[] = [];
  const parents: number[] = [];
  const numberOf = (item: string) => {
    let n = numbers.get(item);
    if (n === undefined) {
      n = names.length;
      numbers.set(item, n);
      names.push(item);
      parents.push(0);
    }
    return n;
  };
  const children: number[][] = [];
  for (const [item, bom] of activeBoms) {
    const parent = numberOf(item);
    const components: number[] = [];
    for (const component of bom.components) {
      const child = numberOf(component.itemNumber);
      if (!components.includes(child)) components.push(child);
    }
    children[parent] = components;
    for (const child of components) parents[child]! += 1;
  }
  const codes = new Int32Array(names.length);
  const ready: number[] = [];
  for (let n = 0; n < names.length; n++) if (parents[n] === 0) ready.push(n);
  let done = 0;
  while (ready.length > 0) {
    const item = ready.pop()!;
    done += 1;
    const code = codes[item]!;
    for (const component of children[item] ?? []) {
      if (codes[component]! < code + 1) codes[component] = code + 1;
      if (--parents[component]! === 0) ready.push(component);
    }
  }
  if (done < names.length) {
    const stuck = names.filter((_, n) => parents[n]! > 0);
    throw new PlanInputError(`The Active BOMs form a cycle through item(s) ${stuck.slice(0, 5).join(', ')}`);
  }
  const answer = new Map<string, number>();
  for (let n = 0; n < names.length; n++) answer.set(names[n]!, codes[n]!);
  return answer;
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
  const allocationsByItem = new Map<string, number[]>();
  input.allocations.forEach((allocation, index) => {
    if (allocation.shipFromNumber === null) return; // spec: no ship-from to resolve, does not count
    const list = allocationsByItem.get(allocation.itemNumber);
    if (list) list.push(index);
    else allocationsByItem.set(allocation.itemNumber, [index]);
  });
  const sourceOf = (sku: Sku): Source => {
    if (sku.item.source) return sku.item.source;
    const item = sku.itemNumber;
    const bom = activeBoms.get(item) ?? null;
    const allocations = bom ? [] : weighAllocations(input.allocations, allocationsByItem.get(item) ?? []);
    const source: Source = {
      kind: bom ? 'Make' : allocations.length > 0 ? 'Buy' : 'None',
      bom,
      allocations,
      weightSum: allocations.reduce((sum, a) => sum + a.weight, 0),
      minimum: bom ? toMicro(bom.minimumQuantity) : 0,
      multiple: bom ? toMicro(bom.orderMultiple) : 0,
      leadTime: bom ? wholeDays(bom.leadTimeDays) : 0,
    };
    sku.item.source = source;
    return source;
  };

  // SKUs and their events -----------------------------------------------------------------------------------
  // One map by item number (the input's own strings: their hashes are computed once), then the SKU by warehouse
  // index in the item's array: a joined key would be built and hashed again at every line.
  const itemEntries = new Map<string, ItemEntry>();
  const warehouseIndexes = new Map<string, number>();
  const levels: Sku[][] = [];
  const skuOf = (item: string, sub: string | null, warehouse: string): Sku => {
    let entry = itemEntries.get(item);
    if (entry === undefined) {
      entry = { number: item, rank: -1, code: codes.get(item) ?? 0, source: null, skus: [], subSkus: null };
      itemEntries.set(item, entry);
    }
    if (sub === null) {
      let w = warehouseIndexes.get(warehouse);
      if (w === undefined) {
        w = warehouseIndexes.size;
        warehouseIndexes.set(warehouse, w);
      }
      while (entry.skus.length <= w) entry.skus.push(undefined);
      let sku = entry.skus[w];
      if (sku === undefined) {
        sku = newSku(entry, item, null, warehouse, w);
        entry.skus[w] = sku;
      }
      return sku;
    }
    entry.subSkus ??= new Map();
    let byWarehouse = entry.subSkus.get(sub);
    if (byWarehouse === undefined) {
      byWarehouse = new Map();
      entry.subSkus.set(sub, byWarehouse);
    }
    let sku = byWarehouse.get(warehouse);
    if (sku === undefined) {
      let w = warehouseIndexes.get(warehouse);
      if (w === undefined) {
        w = warehouseIndexes.size;
        warehouseIndexes.set(warehouse, w);
      }
      sku = newSku(entry, item, sub, warehouse, w);
      byWarehouse.set(warehouse, sku);
    }
    return sku;
  };
  const newSku = (entry: ItemEntry, item: string, sub: string | null, warehouse: string, w: number): Sku => {
    const code = entry.code;
    const sku: Sku = {
      item: entry,
      itemNumber: item,
      subItemNumber: sub,
      warehouseNumber: warehouse,
      warehouse: w,
      code,
      onHand: 0,
      safety: 0,
      first: -1,
      last: -1,
      count: 0,
      components: null,
      forecastGroups: null,
    };
    while (levels.length <= code) levels.push([]);
    levels[code]!.push(sku);
    return sku;
  };
  // SKUs compare by item, sub item and warehouse number (planning order, forecast rows). The item and warehouse
  // numbers are ranked once (again when new ones appeared), so a comparison is of two numbers, not of two texts.
  let rankedItems = 0;
  const warehouseRank: number[] = [];
  const rankSkus = () => {
    if (itemEntries.size !== rankedItems) {
      const entries = [...itemEntries.values()].sort((a, b) => compareText(a.number, b.number));
      for (let r = 0; r < entries.length; r++) entries[r]!.rank = r;
      rankedItems = itemEntries.size;
    }
    if (warehouseRank.length !== warehouseIndexes.size) {
      const numbers = [...warehouseIndexes.keys()];
      const order = numbers.map((_, w) => w).sort((a, b) => compareText(numbers[a]!, numbers[b]!));
      for (let r = 0; r < order.length; r++) warehouseRank[order[r]!] = r;
    }
  };
  const compareSkus = (a: Sku, b: Sku) =>
    a.item.rank - b.item.rank ||
    (a.subItemNumber === b.subItemNumber
      ? 0
      : a.subItemNumber === null
        ? -1
        : b.subItemNumber === null
          ? 1
          : compareText(a.subItemNumber, b.subItemNumber)) ||
    warehouseRank[a.warehouse]! - warehouseRank[b.warehouse]!;
  // Columns start near their final size (each doubling allocates the column again outside the heap, which V8
  // counts towards its next old-space collection): events are the lines, and the components' demand of open and
  // planned MOs; SKU days and pegging rows are about as many as events.
  const lineCount =
    input.purchaseLines.length +
    input.manufacturingLines.length +
    input.salesLines.length +
    input.forecastLines.length;
  const rowsHint = 1024 + 4 * lineCount + 2 * input.skus.length;
  const events = new Events(rowsHint);
  /** An event dated `day` (before P: on P; after the horizon: ignored), chained after the SKU's others. */
  const addEvent = (sku: Sku, day: number, kind: number, qty: number, ref: number, order: number) => {
    if (day > last) return;
    const e = events.push(day < 0 ? 0 : day, kind, qty, ref, order);
    if (sku.last < 0) sku.first = e;
    else events.ints[8 * sku.last + 3] = e;
    sku.last = e;
    sku.count += 1;
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
  // Each sales line's SKU, kept for the forecast consumption (one lookup by numbers per line, not two).
  const salesSkus: Sku[] = [];
  input.salesLines.forEach((line, index) => {
    const sku = skuOf(line.itemNumber, line.subItemNumber, line.warehouseNumber);
    salesSkus.push(sku);
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
  const forecastRows = consumeForecasts(
    input,
    calendar,
    skuOf,
    salesSkus,
    () => {
      rankSkus();
      return compareSkus;
    },
    (sku, day, qty, index) =>
      // What is left of a forecast line dated before P is dropped (not moved to P like other past-due demand).
      day >= 0 ? addEvent(sku, day, FC, qty, index, input.forecastLines[index]!.lineId) : undefined,
  );

  // Netting, level by level ---------------------------------------------------------------------------------
  // Each SKU's totals as columns (PlanColumns.sku…; `skus` is built from them when read): an object of 17 fields per
  // SKU, kept to the end, was 100,000 objects for the collector to copy and mark.
  const planned: Sku[] = [];
  const skusHint = input.skus.length + 1024;
  const totals = {
    sales: new Float64Column(skusHint),
    forecast: new Float64Column(skusHint),
    dependent: new Float64Column(skusHint),
    scheduled: new Float64Column(skusHint),
    planned: new Float64Column(skusHint),
    ending: new Float64Column(skusHint),
    excess: new Float64Column(skusHint),
    firstShortage: new Int32Column(skusHint),
    exceptions: new Int32Column(skusHint),
  };
  const supplies = new SupplyQueue();
  const dayStart = new Int32Column(input.skus.length + 1024);
  const ordersHint = 1024 + 3 * input.skus.length;
  // Exceptions as columns too (their objects and messages are built when read): 112,000 objects with their
  // texts, made during the netting and kept, were a third of what the old-space collections had to mark.
  const exceptionsHint = 1024 + 2 * input.skus.length;
  const exceptionColumns = {
    sku: new Int32Column(exceptionsHint),
    type: new Uint8Column(exceptionsHint),
    day: new Int32Column(exceptionsHint),
    qty: new Float64Column(exceptionsHint),
    order: new Int32Column(exceptionsHint),
  };
  const addException = (skuIndex: number, type: number, day: number, quantity: number, order: number) => {
    exceptionColumns.sku.push(skuIndex);
    exceptionColumns.type.push(type);
    exceptionColumns.day.push(day);
    exceptionColumns.qty.push(quantity);
    exceptionColumns.order.push(order);
  };
  const dayColumns = new DayRows(rowsHint);
  const orders = {
    sku: new Int32Column(ordersHint),
    type: new Uint8Column(ordersHint),
    qty: new Float64Column(ordersHint),
    release: new Int32Column(ordersHint),
    receipt: new Int32Column(ordersHint),
    leadTime: new Int32Column(ordersHint),
    allocation: new Int32Column(ordersHint),
  };
  const pegs = {
    sku: new Int32Column(rowsHint),
    supplyType: new Uint8Column(rowsHint),
    supplyRef: new Int32Column(rowsHint),
    supplyDay: new Int32Column(rowsHint),
    demandKind: new Uint8Column(rowsHint),
    demandRef: new Int32Column(rowsHint),
    demandDay: new Int32Column(rowsHint),
    qty: new Float64Column(rowsHint),
  };
  // The current SKU's events, copied out of the shared buffer into columns of their own (k = 0 … count − 1, in
  // insertion order), reused from one SKU to the next; `chain` holds their k in sorted order (and one to merge into).
  let chain = new Int32Array(1024);
  let merged = new Int32Array(1024);
  let evDay = new Int32Array(1024);
  let evKind = new Int32Array(1024);
  let evRef = new Int32Array(1024);
  let evQty = new Float64Array(1024);
  let evOrder = new Float64Array(1024);
  /**
   * Sorts chain[0 … count − 1] by day, kind and order; equal keys keep their order (insertion order). A stable
   * merge sort of insertion-sorted runs, its comparisons written out: Array.prototype.sort called a comparator
   * for each of some ten million comparisons.
   */
  const sortChain = (count: number) => {
    const day = evDay;
    const kind = evKind;
    const order = evOrder;
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
    if (merged.length < chain.length) merged = new Int32Array(chain.length);
    let from = chain;
    let to = merged;
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
  };

  const netSku = (sku: Sku) => {
    const skuIndex = planned.length;
    const source = sourceOf(sku);
    // Its events, sorted (the chain holds them in insertion order, so equal keys keep that order).
    if (chain.length < sku.count) {
      const size = Math.max(sku.count, chain.length * 2);
      chain = new Int32Array(size);
      evDay = new Int32Array(size);
      evKind = new Int32Array(size);
      evRef = new Int32Array(size);
      evQty = new Float64Array(size);
      evOrder = new Float64Array(size);
    }
    let count = 0;
    const ints = events.ints;
    const doubles = events.doubles;
    for (let e = sku.first; e >= 0; e = ints[8 * e + 3]!) {
      evDay[count] = ints[8 * e]!;
      evKind[count] = ints[8 * e + 1]!;
      evRef[count] = ints[8 * e + 2]!;
      evQty[count] = doubles[4 * e + 2]!;
      evOrder[count] = doubles[4 * e + 3]!;
      chain[count] = count;
      count++;
    }
    sortChain(count);
    let demandTotal = 0;
    for (let k = 0; k < count; k++) if (evKind[chain[k]!]! >= FIRST_DEMAND) demandTotal += evQty[chain[k]!]!;
    const excessLimit = sku.safety + Math.round((90 * demandTotal) / horizon);

    supplies.length = 0;
    if (sku.onHand > 0) supplies.push(SUPPLY_ON_HAND, 0, sku.onHand, -1);
    const firstOrder = orders.sku.length;
    dayStart.push(dayColumns.length);
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
          case SO:
            sales += qty;
            break;
          case FC:
            forecast += qty;
            break;
          default:
            dependent += qty;
        }
      }
      balance += scheduled - sales - forecast - dependent;
      plainBalance += scheduled - sales - forecast - dependent;
      let receipts = 0;
      if (balance < sku.safety && source.kind !== 'None') {
        receipts = planReceipts(sku, skuIndex, source, day, sku.safety - balance);
        balance += receipts;
      }
      dayColumns.push(
        day,
        fromMicro(sales),
        fromMicro(forecast),
        fromMicro(dependent),
        fromMicro(scheduled),
        fromMicro(receipts),
        fromMicro(balance),
      );
      totalSales += sales;
      totalForecast += forecast;
      totalDependent += dependent;
      totalScheduled += scheduled;
      totalPlanned += receipts;
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

    // Exceptions of the SKU: its late orders, then one of each other kind.
    const before = exceptionColumns.sku.length;
    for (let index = firstOrder; index < orders.sku.length; index++) {
      const release = orders.release.data[index]!;
      if (release >= 0) continue;
      addException(skuIndex, EXCEPTION_LATE, release, orders.qty.data[index]!, index);
    }
    if (stockoutDay !== null)
      addException(skuIndex, EXCEPTION_STOCKOUT, stockoutDay, fromMicro(largestShortage), -1);
    if (noSourceDay !== null)
      addException(skuIndex, EXCEPTION_NO_SOURCE, noSourceDay, fromMicro(largestShortfall), -1);
    if (excessDay !== null) addException(skuIndex, EXCEPTION_EXCESS, excessDay, fromMicro(largestExcess), -1);

    peg(sku, skuIndex, count);

    totals.sales.push(fromMicro(totalSales));
    totals.forecast.push(fromMicro(totalForecast));
    totals.dependent.push(fromMicro(totalDependent));
    totals.scheduled.push(fromMicro(totalScheduled));
    totals.planned.push(fromMicro(totalPlanned));
    totals.ending.push(fromMicro(balance));
    totals.excess.push(fromMicro(largestExcess));
    totals.firstShortage.push(firstShortage ?? NO_DAY);
    totals.exceptions.push(exceptionColumns.sku.length - before);
    planned.push(sku);
  };

  /** Planned orders received on `day` for a shortfall; answers the quantity received. */
  const planReceipts = (
    sku: Sku,
    skuIndex: number,
    source: Source,
    day: number,
    shortfall: number,
  ): number => {
    if (source.bom) {
      const bom = source.bom;
      const quantity = lotSize(shortfall, source.minimum, source.multiple);
      const leadTime = source.leadTime;
      const index = addOrder(skuIndex, MANUFACTURING, quantity, day, leadTime, -1);
      const start = day - leadTime;
      sku.components ??= bom.components.map((c) => skuOf(c.itemNumber, null, sku.warehouseNumber));
      for (let k = 0; k < bom.components.length; k++) {
        const component = bom.components[k]!;
        addEvent(
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
      addOrder(skuIndex, PURCHASE, quantity, day, a.leadTime, a.index);
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
      addOrder(skuIndex, PURCHASE, quantity, day, a.leadTime, a.index);
      received += quantity;
    });
    return received;
  };

  const addOrder = (
    skuIndex: number,
    type: number,
    qty: number,
    day: number,
    leadTimeDays: number,
    allocation: number,
  ): number => {
    const index = orders.sku.length;
    orders.sku.push(skuIndex);
    orders.type.push(type);
    orders.qty.push(fromMicro(qty));
    orders.release.push(day - leadTimeDays);
    orders.receipt.push(day);
    orders.leadTime.push(leadTimeDays);
    orders.allocation.push(allocation);
    supplies.push(type === PURCHASE ? SUPPLY_PLANNED_PO : SUPPLY_PLANNED_MO, day, qty, index);
    return index;
  };

  /** FIFO: supplies in the order they came (on hand, then by day) against safety stock, then demands by day. */
  const peg = (sku: Sku, skuIndex: number, count: number) => {
    let s = 0;
    let left = supplies.length > 0 ? supplies.qty[0]! : 0;
    for (let k = -1; k < count; k++) {
      // k = −1 is the safety stock, pegged first.
      let need: number;
      let day: number;
      let demandKind: number;
      let demandRef: number;
      if (k < 0) {
        need = sku.safety;
        day = 0;
        demandKind = 0;
        demandRef = -1;
      } else {
        const e = chain[k]!;
        const kind = evKind[e]!;
        if (kind < FIRST_DEMAND) continue;
        need = evQty[e]!;
        day = evDay[e]!;
        demandKind = kind - 1;
        demandRef = evRef[e]!;
      }
      while (need > 0 && s < supplies.length) {
        if (left <= 0) {
          s += 1;
          left = s < supplies.length ? supplies.qty[s]! : 0;
          continue;
        }
        const taken = need < left ? need : left;
        const type = supplies.type[s]!;
        if (firmPegging || type >= SUPPLY_PLANNED_PO) {
          pegs.sku.push(skuIndex);
          pegs.supplyType.push(type);
          pegs.supplyRef.push(supplies.ref[s]!);
          pegs.supplyDay.push(supplies.day[s]!);
          pegs.demandKind.push(demandKind);
          pegs.demandRef.push(demandRef);
          pegs.demandDay.push(day);
          pegs.qty.push(fromMicro(taken));
        }
        need -= taken;
        left -= taken;
      }
    }
  };

  for (let code = 0; code < levels.length; code++) {
    // Every SKU of this level exists now: only items of lower codes add dependent demand to it.
    const level = levels[code]!;
    rankSkus();
    level.sort(compareSkus);
    for (const sku of level) netSku(sku);
  }
  dayStart.push(dayColumns.length);
  chain = new Int32Array(0);
  merged = new Int32Array(0);
  events.clear();

  const columns: PlanColumns = {
    dayText: (day) => calendar.text(day),
    skus: [],
    skuCount: planned.length,
    skuItemNumber: (s) => planned[s]!.itemNumber,
    skuSubItemNumber: (s) => planned[s]!.subItemNumber,
    skuWarehouseNumber: (s) => planned[s]!.warehouseNumber,
    skuSource: (s) => planned[s]!.item.source!.kind,
    skuBomNumber: (s) => planned[s]!.item.source!.bom?.bomNumber ?? null,
    skuOnHand: Float64Array.from(planned, (sku) => fromMicro(sku.onHand)),
    skuSafetyStock: Float64Array.from(planned, (sku) => fromMicro(sku.safety)),
    skuSalesDemand: totals.sales.done(),
    skuForecastDemand: totals.forecast.done(),
    skuDependentDemand: totals.dependent.done(),
    skuScheduledReceipts: totals.scheduled.done(),
    skuPlannedReceipts: totals.planned.done(),
    skuEndingBalance: totals.ending.done(),
    skuExcessQuantity: totals.excess.done(),
    skuFirstShortageDay: totals.firstShortage.done(),
    skuExceptionCount: totals.exceptions.done(),
    dayStart: dayStart.done(),
    day: dayColumns.day.subarray(0, dayColumns.length),
    salesDemand: dayColumns.sales.subarray(0, dayColumns.length),
    forecastDemand: dayColumns.forecast.subarray(0, dayColumns.length),
    dependentDemand: dayColumns.dependent.subarray(0, dayColumns.length),
    scheduledReceipts: dayColumns.scheduled.subarray(0, dayColumns.length),
    plannedReceipts: dayColumns.planned.subarray(0, dayColumns.length),
    balance: dayColumns.balance.subarray(0, dayColumns.length),
    exceptionSku: exceptionColumns.sku.done(),
    exceptionType: exceptionColumns.type.done(),
    exceptionDay: exceptionColumns.day.done(),
    exceptionQuantity: exceptionColumns.qty.done(),
    exceptionOrder: exceptionColumns.order.done(),
    exceptionMessage: (i) => exceptionMessage(i),
    orderCount: orders.sku.length,
    orderSku: orders.sku.done(),
    orderType: orders.type.done(),
    orderQuantity: orders.qty.done(),
    orderReleaseDay: orders.release.done(),
    orderReceiptDay: orders.receipt.done(),
    orderLeadTimeDays: orders.leadTime.done(),
    orderAllocation: orders.allocation.done(),
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

  /** The message of exception i: the same text as when the objects were built during the netting. */
  const exceptionMessage = (i: number): string => {
    const c = columns;
    const date = calendar.text(c.exceptionDay[i]!);
    const quantity = c.exceptionQuantity[i]!;
    const type = c.exceptionType[i]!;
    if (type === EXCEPTION_LATE) {
      const order = c.exceptionOrder[i]!;
      return (
        `Planned ${ORDER_TYPES[c.orderType[order]!]!.toLowerCase()} order of ${quantity} received ` +
        `${calendar.text(c.orderReceiptDay[order]!)} should have been released on ${date}, before the ` +
        'plan date'
      );
    }
    return `${EXCEPTION_TEXTS[type]} on ${date} (${quantity})`;
  };

  const exceptionList = (): PlanException[] => {
    const c = columns;
    const list: PlanException[] = [];
    for (let i = 0; i < c.exceptionSku.length; i++) {
      const sku = planned[c.exceptionSku[i]!]!;
      const order = c.exceptionOrder[i]!;
      list.push({
        itemNumber: sku.itemNumber,
        subItemNumber: sku.subItemNumber,
        warehouseNumber: sku.warehouseNumber,
        type: EXCEPTION_TYPES[c.exceptionType[i]!]!,
        date: calendar.text(c.exceptionDay[i]!),
        quantity: c.exceptionQuantity[i]!,
        plannedOrderIndex: order >= 0 ? order : null,
        message: exceptionMessage(i),
      });
    }
    return list;
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
        scheduledReceipts: c.skuScheduledReceipts[s]!,
        plannedReceipts: c.skuPlannedReceipts[s]!,
        endingBalance: c.skuEndingBalance[s]!,
        firstShortageDate: shortage === NO_DAY ? null : calendar.text(shortage),
        excessQuantity: c.skuExcessQuantity[s]!,
        exceptionCount: c.skuExceptionCount[s]!,
      };
    });
  lazy(columns, 'skus', skuTotals);

  const skuList = (): SkuPlan[] =>
    columns.skus.map((sku, s) => {
      const c = columns;
      const days: SkuDay[] = [];
      for (let r = c.dayStart[s]!; r < c.dayStart[s + 1]!; r++)
        days.push({
          date: calendar.text(c.day[r]!),
          salesDemand: c.salesDemand[r]!,
          forecastDemand: c.forecastDemand[r]!,
          dependentDemand: c.dependentDemand[r]!,
          scheduledReceipts: c.scheduledReceipts[r]!,
          plannedReceipts: c.plannedReceipts[r]!,
          balance: c.balance[r]!,
        });
      return {
        itemNumber: sku.itemNumber,
        subItemNumber: sku.subItemNumber,
        warehouseNumber: sku.warehouseNumber,
        lowLevelCode: sku.lowLevelCode,
        source: sku.source,
        bomNumber: sku.bomNumber,
        onHand: sku.onHand,
        safetyStock: sku.safetyStock,
        days,
        salesDemand: sku.salesDemand,
        forecastDemand: sku.forecastDemand,
        dependentDemand: sku.dependentDemand,
        scheduledReceipts: sku.scheduledReceipts,
        plannedReceipts: sku.plannedReceipts,
        endingBalance: sku.endingBalance,
        firstShortageDate: sku.firstShortageDate,
        excessQuantity: sku.excessQuantity,
        exceptionCount: sku.exceptionCount,
      };
    });

  const plannedOrders = (): PlannedOrder[] => {
    const c = columns;
    const list: PlannedOrder[] = [];
    for (let index = 0; index < c.orderCount; index++) {
      const sku = planned[c.orderSku[index]!]!;
      const orderType = ORDER_TYPES[c.orderType[index]!]!;
      const a = c.orderAllocation[index]! >= 0 ? input.allocations[c.orderAllocation[index]!]! : null;
      const receiptDate = calendar.text(c.orderReceiptDay[index]!);
      const release = c.orderReleaseDay[index]!;
      const key = [orderType, sku.itemNumber, sku.subItemNumber, sku.warehouseNumber, receiptDate];
      if (a) key.push(a.supplierNumber, a.shipFromNumber);
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
        bomNumber: a ? null : c.skuBomNumber(c.orderSku[index]!),
      });
    }
    return list;
  };

  const pegging = (): PeggingRow[] => {
    const c = columns;
    const rows: PeggingRow[] = [];
    for (let r = 0; r < c.pegCount; r++) {
      const sku = planned[c.pegSku[r]!]!;
      const supplyType = c.pegSupplyType[r]!;
      const supplyRef = c.pegSupplyRef[r]!;
      const supplyLine =
        supplyType === SUPPLY_PO
          ? input.purchaseLines[supplyRef]!
          : supplyType === SUPPLY_MO
            ? input.manufacturingLines[supplyRef]!
            : null;
      const demandKind = c.pegDemandKind[r]!;
      const demandRef = c.pegDemandRef[r]!;
      const demandLine =
        demandKind === SO - 1
          ? input.salesLines[demandRef]!
          : demandKind === DEP - 1
            ? input.manufacturingLines[demandRef]!
            : null;
      const forecastLine = demandKind === FC - 1 ? input.forecastLines[demandRef]! : null;
      rows.push({
        itemNumber: sku.itemNumber,
        subItemNumber: sku.subItemNumber,
        warehouseNumber: sku.warehouseNumber,
        supplyType: SUPPLY_TYPES[supplyType]!,
        plannedOrderIndex: supplyType >= SUPPLY_PLANNED_PO ? supplyRef : null,
        supplyLineId: supplyLine?.lineId ?? null,
        supplyOrderNumber: supplyLine?.orderNumber ?? null,
        supplyDate: calendar.text(c.pegSupplyDay[r]!),
        demandType: DEMAND_KINDS[demandKind]!,
        demandNumber: demandLine?.orderNumber ?? forecastLine?.forecastNumber ?? null,
        demandLineId: demandLine?.lineId ?? forecastLine?.lineId ?? null,
        demandPlannedOrderIndex: demandKind === DEP_PLANNED - 1 ? demandRef : null,
        demandDate: calendar.text(c.pegDemandDay[r]!),
        quantity: c.pegQuantity[r]!,
      });
    }
    return rows;
  };

  const result = {
    planDate: calendar.text(0),
    horizonDays: horizon,
    endDate: calendar.text(last),
    skus: [] as SkuPlan[],
    plannedOrders: [] as PlannedOrder[],
    exceptions: [] as PlanException[],
    pegging: [] as PeggingRow[],
    forecastConsumption: [] as ForecastConsumption[],
  };
  lazy(result, 'skus', skuList);
  lazy(result, 'plannedOrders', plannedOrders);
  lazy(result, 'pegging', pegging);
  lazy(result, 'exceptions', exceptionList);
  lazy(result, 'forecastConsumption', forecastRows);
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

/** A lead time as whole days ≥ 0 (the API allows no other; a scenario's arithmetic might). */
function wholeDays(days: number | null): number {
  return days === null || !(days > 0) ? 0 : Math.round(days);
}

/**
 * The allocations that take a share of each requirement, in a fixed order (supplier, ship-from, id): those of
 * positive percent weighted by it; when none has one, all of them equally.
 */
function weighAllocations(all: readonly PlanAllocation[], indexes: number[]): WeightedAllocation[] {
  const anyPositive = indexes.some((i) => (all[i]!.allocationPercent ?? 0) > 0);
  return indexes
    .map((index) => ({ allocation: all[index]!, index }))
    .map(({ allocation, index }) => ({
      allocation,
      index,
      weight: anyPositive ? Math.max(0, allocation.allocationPercent ?? 0) : 1,
      minimum: toMicro(allocation.minimumOrderQuantity),
      multiple: toMicro(allocation.orderMultiple),
      leadTime: wholeDays(allocation.leadTimeDays),
    }))
    .filter((a) => a.weight > 0)
    .sort(
      (a, b) =>
        compareText(a.allocation.supplierNumber, b.allocation.supplierNumber) ||
        compareText(a.allocation.shipFromNumber ?? '', b.allocation.shipFromNumber ?? '') ||
        a.allocation.allocationId - b.allocation.allocationId,
    );
}

/**
 * Forecast consumption per SKU and calendar month: the month's sales lines (every status but Cancelled, any
 * date) consume its forecast lines earliest first, then by id, never below zero. Hands each line's rest to
 * `demand` and answers what builds one row per SKU and month with forecast. Groups and lines are numbered and kept in arrays
 * (an object, a list and a map per group were a tenth of the engine's time, --cpu-prof).
 */
function consumeForecasts(
  input: PlanInput,
  calendar: Calendar,
  skuOf: (item: string, sub: string | null, warehouse: string) => Sku,
  /** The SKU of each sales line. */
  salesSkus: readonly Sku[],
  /** The SKUs' order, once every SKU of a forecast line exists. */
  skuOrder: () => (a: Sku, b: Sku) => number,
  demand: (sku: Sku, day: number, qty: number, index: number) => void,
): () => ForecastConsumption[] {
  const lines = input.forecastLines;
  // Group g is a SKU and a month ('YYYY-MM' as year × 12 + month, which orders as the text), found in the SKU's
  // few pairs (a map keyed by SKU and month took numbers beyond the small-integer range: boxed and hashed).
  const groupOf = (sku: Sku, month: number) => {
    const pairs = sku.forecastGroups;
    if (pairs !== null)
      for (let k = 0; k < pairs.length; k += 2) if (pairs[k] === month) return pairs[k + 1]!;
    return -1;
  };
  const groupSku: Sku[] = [];
  const groupMonth: number[] = [];
  /** A day of the group's month, for its text. */
  const groupDay: number[] = [];
  const groupForecast: number[] = [];
  const groupSales: number[] = [];
  const groupLines: number[] = [];
  const lineGroup = new Int32Array(lines.length);
  const lineDay = new Int32Array(lines.length);
  const lineQty = new Float64Array(lines.length);
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    const sku = skuOf(line.itemNumber, line.subItemNumber, line.warehouseNumber);
    if (INACTIVE_FORECAST_LIST_STATUSES.includes(line.listStatus)) {
      lineGroup[index] = -1;
      continue;
    }
    const day = calendar.offset(line.date, 0);
    const month = calendar.monthKey(day);
    let group = groupOf(sku, month);
    if (group < 0) {
      group = groupSku.length;
      sku.forecastGroups ??= [];
      sku.forecastGroups.push(month, group);
      groupSku.push(sku);
      groupMonth.push(month);
      groupDay.push(day);
      groupForecast.push(0);
      groupSales.push(0);
      groupLines.push(0);
    }
    const qty = Math.max(0, toMicro(line.quantity));
    lineGroup[index] = group;
    lineDay[index] = day;
    lineQty[index] = qty;
    groupForecast[group]! += qty;
    groupLines[group]! += 1;
  }
  const groupCount = groupSku.length;
  if (groupCount === 0) return () => [];
  for (let i = 0; i < input.salesLines.length; i++) {
    const line = input.salesLines[i]!;
    if (line.status === NON_CONSUMING_SALES_STATUS) continue;
    const sku = salesSkus[i]!;
    if (sku.forecastGroups === null) continue;
    const group = groupOf(sku, calendar.monthKey(calendar.offset(line.shipDate ?? line.orderDate, 0)));
    if (group >= 0) groupSales[group]! += toMicro(line.quantity);
  }
  for (let g = 0; g < groupCount; g++) groupSku[g]!.forecastGroups = null;
  const compareSkus = skuOrder();
  const order = Array.from({ length: groupCount }, (_, g) => g).sort(
    (a, b) => compareSkus(groupSku[a]!, groupSku[b]!) || groupMonth[a]! - groupMonth[b]!,
  );
  // Each group's lines, groups in order, lines in input order within a group (then sorted by day and id).
  const start = new Int32Array(groupCount + 1);
  for (let r = 0; r < groupCount; r++) start[r + 1] = start[r]! + groupLines[order[r]!]!;
  const rankOf = new Int32Array(groupCount);
  for (let r = 0; r < groupCount; r++) rankOf[order[r]!] = r;
  const fill = start.slice(0, groupCount);
  const sorted = new Int32Array(start[groupCount]!);
  for (let index = 0; index < lines.length; index++) {
    const group = lineGroup[index]!;
    if (group >= 0) sorted[fill[rankOf[group]!]!++] = index;
  }
  const byDayAndId = (a: number, b: number) =>
    lineDay[a]! - lineDay[b]! || lines[a]!.lineId - lines[b]!.lineId;
  for (let r = 0; r < groupCount; r++) {
    const group = order[r]!;
    const sku = groupSku[group]!;
    const from = start[r]!;
    const to = start[r + 1]!;
    // A stable sort of the group's lines, as the list's sort was (insertion when few, as they usually are).
    if (to - from > 32) sorted.set(Array.from(sorted.subarray(from, to)).sort(byDayAndId), from);
    else
      for (let i = from + 1; i < to; i++) {
        const line = sorted[i]!;
        let j = i - 1;
        for (; j >= from && byDayAndId(line, sorted[j]!) < 0; j--) sorted[j + 1] = sorted[j]!;
        sorted[j + 1] = line;
      }
    let unconsumed = Math.max(0, groupSales[group]!);
    for (let i = from; i < to; i++) {
      const index = sorted[i]!;
      const qty = lineQty[index]!;
      const consumed = Math.min(unconsumed, qty);
      unconsumed -= consumed;
      if (qty - consumed > 0) demand(sku, lineDay[index]!, qty - consumed, index);
    }
  }
  // The rows are built when read (the run never reads them).
  return () =>
    order.map((group) => {
      const sku = groupSku[group]!;
      const sales = groupSales[group]!;
      const forecast = groupForecast[group]!;
      const consumed = Math.min(forecast, Math.max(0, sales));
      return {
        itemNumber: sku.itemNumber,
        subItemNumber: sku.subItemNumber,
        warehouseNumber: sku.warehouseNumber,
        month: calendar.month(groupDay[group]!),
        forecastQuantity: fromMicro(forecast),
        salesQuantity: fromMicro(sales),
        consumedQuantity: fromMicro(consumed),
        netQuantity: fromMicro(forecast - consumed),
      };
    });
}
