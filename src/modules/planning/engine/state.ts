/**
 * The one object a plan's steps share (frePPLe's SolverData): the input, the calendar, the sources, the SKUs and
 * their events, the current SKU's sorted events, and the columns the netting fills. Every step is a function of
 * it (sources.ts, skus.ts, events.ts, forecasts.ts, netting.ts, exceptions.ts, pegging.ts, result.ts); engine.ts
 * runs them in order. Its fields are all set in the constructor, so its shape never changes in the hot loops.
 */
import { Calendar } from './calendar.js';
import { PlanInputError } from './codes.js';
import { DayRows, Events, Float64Column, Int32Column, SupplyQueue, Uint8Column } from './columns.js';
import { type SourceTable, sourceTable } from './sources.js';
import type {
  ForecastConsumption,
  PlanAllocation,
  PlanBom,
  PlanInput,
  PlanOptions,
  SkuSource,
} from './types.js';

/** What the engine keeps per item number: found with one lookup by the number, then shared by its SKUs. */
export interface ItemEntry {
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

export interface Sku {
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
  /** Where its planned supply comes from, resolved when it is netted (sources.ts). */
  source: Source | null;
  /** Its distribution level within its item (sources.ts transferLevel): lower levels are netted first. */
  transferLevel: number;
  /** The SKU its planned transfers ship from, found at its first planned transfer. */
  transferFrom: Sku | null;
  /** While forecast is consumed: its forecast groups as pairs of month key and group number, or null if none. */
  forecastGroups: number[] | null;
}

export interface Source {
  kind: SkuSource;
  bom: PlanBom | null;
  allocations: WeightedAllocation[];
  weightSum: number;
  /** The BOM's or distribution's lot sizing in millionths and lead time in days (0 when bought). */
  minimum: number;
  multiple: number;
  leadTime: number;
  /** Transfers: the distribution's index in PlanInput.distributions; −1 otherwise. */
  distribution: number;
}

export interface WeightedAllocation {
  allocation: PlanAllocation;
  /** Its index in PlanInput.allocations. */
  index: number;
  weight: number;
  minimum: number;
  multiple: number;
  leadTime: number;
}

/** The first capacity of the current SKU's event columns (they grow to the largest SKU's count). */
const CHAIN_CAPACITY = 1024;

export class PlanState {
  readonly input: PlanInput;
  readonly calendar: Calendar;
  readonly horizon: number;
  /** The horizon's last day number (events after it are ignored). */
  readonly last: number;
  /** Whether firm supply's pegging rows are kept (PlanOptions.firmPegging). */
  readonly firmPegging: boolean;
  /** PlanInput.rescheduleToleranceDays (default 7). */
  readonly tolerance: number;
  /** The current SKU's days: day and balance without planned receipts after it (netting.ts, reschedule.ts). */
  readonly plainDays = { day: [] as number[], balance: [] as number[], length: 0 };
  readonly sources: SourceTable;

  // SKUs (skus.ts): one map by item number, then the SKU by warehouse index in the item's array.
  readonly itemEntries = new Map<string, ItemEntry>();
  readonly warehouseIndexes = new Map<string, number>();
  /**
   * The SKUs by low-level code, then by distribution level within it: netted level by level, so every SKU after
   * each SKU that places demand on it (BOM parents have lower codes, receiving warehouses lower distribution levels).
   */
  readonly levels: Sku[][][] = [];
  /** How many item numbers had ranks at the last ranking, and each warehouse index's rank. */
  rankedItems = 0;
  readonly warehouseRank: number[] = [];

  // Events (events.ts, forecasts.ts).
  readonly events: Events;
  /** Each sales line's SKU, kept for the forecast consumption (one lookup by numbers per line, not two). */
  readonly salesSkus: Sku[] = [];
  /** Builds the forecast consumption rows (set once forecasts are consumed; read only if asked for). */
  forecastRows: () => ForecastConsumption[] = () => [];

  // The current SKU's events (netting.ts), copied out of the shared buffer into columns of their own
  // (k = 0 … count − 1, in insertion order), reused from one SKU to the next; `chain` holds their k in sorted
  // order, `merged` is the one to merge into.
  chain = new Int32Array(CHAIN_CAPACITY);
  merged = new Int32Array(CHAIN_CAPACITY);
  evDay = new Int32Array(CHAIN_CAPACITY);
  evKind = new Int32Array(CHAIN_CAPACITY);
  evRef = new Int32Array(CHAIN_CAPACITY);
  evQty = new Float64Array(CHAIN_CAPACITY);
  evOrder = new Float64Array(CHAIN_CAPACITY);

  // What the netting writes: PlanColumns before they are handed out (result.ts). SKU s is planned[s].
  readonly planned: Sku[] = [];
  /** Each SKU's totals (PlanColumns.sku…; `skus` is built from them when read). */
  readonly totals;
  /** The current SKU's supplies, in the order pegging takes them. */
  readonly supplies = new SupplyQueue();
  /** SKU s's days are rows dayStart[s] … dayStart[s + 1] − 1 of `days`. */
  readonly dayStart: Int32Column;
  readonly days: DayRows;
  /** Exceptions as columns (their objects and messages are built when read). */
  readonly exceptions;
  readonly orders;
  readonly pegs;

  constructor(input: PlanInput, options: PlanOptions) {
    const horizon = input.horizonDays;
    if (!Number.isInteger(horizon) || horizon < 1) {
      throw new PlanInputError(`Horizon Days must be a whole number ≥ 1 (was ${horizon})`);
    }
    try {
      this.calendar = new Calendar(input.planDate);
    } catch (error) {
      throw new PlanInputError((error as Error).message);
    }
    this.input = input;
    this.horizon = horizon;
    this.last = horizon - 1;
    this.firmPegging = options.firmPegging ?? true;
    this.tolerance = Math.max(0, Math.round(input.rescheduleToleranceDays ?? 7));
    this.sources = sourceTable(input);

    // Columns start near their final size (each doubling allocates the column again outside the heap, which V8
    // counts towards its next old-space collection): events are the lines, and the components' demand of open and
    // planned MOs; SKU days and pegging rows are about as many as events.
    const lineCount =
      input.purchaseLines.length +
      input.manufacturingLines.length +
      input.salesLines.length +
      input.forecastLines.length +
      2 * (input.transferLines?.length ?? 0);
    const rowsHint = 1024 + 4 * lineCount + 2 * input.skus.length;
    const skusHint = input.skus.length + 1024;
    const ordersHint = 1024 + 3 * input.skus.length;
    const exceptionsHint = 1024 + 2 * input.skus.length;
    this.events = new Events(rowsHint);
    this.totals = {
      sales: new Float64Column(skusHint),
      forecast: new Float64Column(skusHint),
      dependent: new Float64Column(skusHint),
      transfer: new Float64Column(skusHint),
      scheduled: new Float64Column(skusHint),
      planned: new Float64Column(skusHint),
      ending: new Float64Column(skusHint),
      excess: new Float64Column(skusHint),
      firstShortage: new Int32Column(skusHint),
      exceptions: new Int32Column(skusHint),
    };
    this.dayStart = new Int32Column(skusHint);
    this.days = new DayRows(rowsHint);
    this.exceptions = {
      sku: new Int32Column(exceptionsHint),
      type: new Uint8Column(exceptionsHint),
      day: new Int32Column(exceptionsHint),
      qty: new Float64Column(exceptionsHint),
      order: new Int32Column(exceptionsHint),
      supplyType: new Uint8Column(exceptionsHint),
      supplyRef: new Int32Column(exceptionsHint),
    };
    this.orders = {
      sku: new Int32Column(ordersHint),
      type: new Uint8Column(ordersHint),
      qty: new Float64Column(ordersHint),
      release: new Int32Column(ordersHint),
      receipt: new Int32Column(ordersHint),
      leadTime: new Int32Column(ordersHint),
      allocation: new Int32Column(ordersHint),
      distribution: new Int32Column(ordersHint),
    };
    this.pegs = {
      sku: new Int32Column(rowsHint),
      supplyType: new Uint8Column(rowsHint),
      supplyRef: new Int32Column(rowsHint),
      supplyDay: new Int32Column(rowsHint),
      demandKind: new Uint8Column(rowsHint),
      demandRef: new Int32Column(rowsHint),
      demandDay: new Int32Column(rowsHint),
      qty: new Float64Column(rowsHint),
    };
  }

  /** Lets go of the working buffers once every SKU is netted (the result keeps the state alive). */
  releaseWorkingBuffers(): void {
    this.chain = new Int32Array(0);
    this.merged = new Int32Array(0);
    this.evDay = new Int32Array(0);
    this.evKind = new Int32Array(0);
    this.evRef = new Int32Array(0);
    this.evQty = new Float64Array(0);
    this.evOrder = new Float64Array(0);
    this.events.clear();
  }
}
