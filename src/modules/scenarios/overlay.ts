/**
 * The what-if overlay (shared/spec/planning.md part 4): scenario adjustments applied to the engine's PlanInput in
 * memory. Pure: it never reads the database or the clock and never mutates its input, so the base data (and the
 * base plan computed from the same input) stay exactly as they were.
 */

import type {
  PlanForecastLine,
  PlanInput,
  PlanManufacturingLine,
  PlanPurchaseLine,
  PlanSalesLine,
  PlanTransferLine,
} from '../planning/engine/index.js';
import { lineRole } from '../planning/engine/index.js';

/** The engine's line of each kind of order a scenario lists, cancels and adds. */
export interface LinesOf {
  purchase: PlanPurchaseLine;
  sales: PlanSalesLine;
  manufacturing: PlanManufacturingLine;
  forecast: PlanForecastLine;
  transfer: PlanTransferLine;
}
export type LineKindKey = keyof LinesOf;
/** The PlanInput lists of order lines. */
export type LineListKey =
  | 'purchaseLines'
  | 'salesLines'
  | 'manufacturingLines'
  | 'forecastLines'
  | 'transferLines';
export type LineLists = Partial<Pick<PlanInput, LineListKey>>;

interface LineKind<K extends LineKindKey> {
  /** `Order Type` of Cancel Order and Add Order. */
  orderType: string;
  /** Its lines in PlanInput. */
  list: LineListKey;
  /** The number of the order (forecast list) a line belongs to: what Cancel Order names. */
  numberOf: (line: LinesOf[K]) => string;
}

/** One declaration per kind: every per-kind step of the overlay reads it. */
export const LINE_KINDS = {
  purchase: { orderType: 'Purchase', list: 'purchaseLines', numberOf: (l) => l.orderNumber },
  sales: { orderType: 'Sales', list: 'salesLines', numberOf: (l) => l.orderNumber },
  manufacturing: { orderType: 'Manufacturing', list: 'manufacturingLines', numberOf: (l) => l.orderNumber },
  forecast: { orderType: 'Forecast', list: 'forecastLines', numberOf: (l) => l.forecastNumber },
  transfer: { orderType: 'Transfer', list: 'transferLines', numberOf: (l) => l.orderNumber },
} as const satisfies { [K in LineKindKey]: LineKind<K> };

export type ScenarioOrderType = (typeof LINE_KINDS)[LineKindKey]['orderType'];
export const LINE_KIND_KEYS = Object.keys(LINE_KINDS) as LineKindKey[];
export const SCENARIO_ORDER_TYPES: readonly ScenarioOrderType[] = LINE_KIND_KEYS.map(
  (k) => LINE_KINDS[k].orderType,
);
export const kindOfOrderType = (type: ScenarioOrderType): LineKindKey =>
  LINE_KIND_KEYS.find((k) => LINE_KINDS[k].orderType === type)!;

/** The lines of one kind in an input (or any holder of line lists); an absent list is empty. */
export const linesOf = <K extends LineKindKey>(lists: LineLists, kind: K): LinesOf[K][] =>
  (lists[LINE_KINDS[kind].list] ?? []) as LinesOf[K][];

/** Sets the lines of one kind in an input (or any holder of line lists). */
export const setLines = <K extends LineKindKey>(lists: LineLists, kind: K, lines: LinesOf[K][]) => {
  (lists as Record<LineListKey, unknown>)[LINE_KINDS[kind].list] = lines;
};

export interface DemandChange {
  type: 'Demand Change';
  percent: number;
  itemNumber?: string;
  customerNumber?: string;
  warehouseNumber?: string;
  fromDate?: string;
  toDate?: string;
}
export interface SupplierDelay {
  type: 'Supplier Delay';
  days: number;
  supplierNumber?: string;
  itemNumber?: string;
}
export interface SafetyStockChange {
  type: 'Safety Stock Change';
  percent?: number;
  quantity?: number;
  itemNumber?: string;
  warehouseNumber?: string;
}
export interface CancelOrder {
  type: 'Cancel Order';
  orderType: ScenarioOrderType;
  orderNumber: string;
}
/** An Add Order adjustment after the order engine validated its body: its lines, in the list of its kind. */
export interface AddOrder extends LineLists {
  type: 'Add Order';
  orderType: ScenarioOrderType;
}
export type Adjustment = DemandChange | SupplierDelay | SafetyStockChange | CancelOrder | AddOrder;

export type ScenarioChange = 'Modified' | 'Added' | 'Cancelled';

export interface OverlayResult {
  /** The scenario's engine input (cancelled lines removed). */
  input: PlanInput;
  /** What the scenario did to each base or added line, by kind and line id; lines not here are Unchanged. */
  changes: Record<LineKindKey, Map<number, ScenarioChange>>;
  /** The cancelled lines as they were, to be listed with Scenario Change `Cancelled`. */
  cancelled: Required<LineLists>;
  /**
   * Days each PO line's dates were shifted by Supplier Delay adjustments (summed), so a listing can shift the
   * dates the engine does not read (Ship Date) as it shifts the ones it does.
   */
  purchaseDelays: Map<number, number>;
}

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/** 'YYYY-MM-DD' plus whole days (null stays null). */
export function shiftDate(date: string | null, days: number): string | null {
  if (date === null) return null;
  const t = Date.parse(`${date.slice(0, 10)}T00:00:00Z`) + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

const inRange = (date: string | null, from?: string, to?: string) => {
  if (from === undefined && to === undefined) return true;
  if (date === null) return false;
  const d = date.slice(0, 10);
  return (from === undefined || d >= from) && (to === undefined || d <= to);
};

/** Applies the adjustments in order (each sees the previous ones' effect) to a copy of `base`. */
export function applyScenario(base: PlanInput, adjustments: readonly Adjustment[]): OverlayResult {
  const input: PlanInput = {
    ...base,
    allocations: base.allocations.map((a) => ({ ...a })),
    skus: base.skus.map((s) => ({ ...s })),
  };
  const changes = {} as OverlayResult['changes'];
  const cancelled = {} as OverlayResult['cancelled'];
  for (const kind of LINE_KIND_KEYS) {
    setLines(
      input,
      kind,
      linesOf(base, kind).map((l) => ({ ...l })),
    );
    changes[kind] = new Map();
    setLines(cancelled, kind, []);
  }
  const purchaseDelays = new Map<number, number>();
  const modify = (kind: LineKindKey, id: number) => {
    if (!changes[kind].has(id)) changes[kind].set(id, 'Modified');
  };

  for (const adj of adjustments) {
    switch (adj.type) {
      case 'Demand Change': {
        const factor = 1 + adj.percent / 100;
        const matches = (l: { itemNumber: string; warehouseNumber: string; customerNumber: string | null }) =>
          (adj.itemNumber === undefined || l.itemNumber === adj.itemNumber) &&
          (adj.warehouseNumber === undefined || l.warehouseNumber === adj.warehouseNumber) &&
          (adj.customerNumber === undefined || l.customerNumber === adj.customerNumber);
        for (const l of input.salesLines) {
          if (matches(l) && inRange(l.shipDate ?? l.orderDate, adj.fromDate, adj.toDate)) {
            l.quantity = round6(l.quantity * factor);
            modify('sales', l.lineId);
          }
        }
        for (const l of input.forecastLines) {
          if (matches(l) && inRange(l.date, adj.fromDate, adj.toDate)) {
            l.quantity = round6(l.quantity * factor);
            modify('forecast', l.lineId);
          }
        }
        break;
      }
      case 'Supplier Delay': {
        const matches = (l: { supplierNumber: string; itemNumber: string }) =>
          (adj.supplierNumber === undefined || l.supplierNumber === adj.supplierNumber) &&
          (adj.itemNumber === undefined || l.itemNumber === adj.itemNumber);
        for (const l of input.purchaseLines) {
          if (matches(l) && lineRole('purchase', l.status) === 'Supply') {
            l.etaDate = shiftDate(l.etaDate, adj.days);
            l.requestDate = shiftDate(l.requestDate, adj.days);
            l.orderDate = shiftDate(l.orderDate, adj.days);
            purchaseDelays.set(l.lineId, (purchaseDelays.get(l.lineId) ?? 0) + adj.days);
            modify('purchase', l.lineId);
          }
        }
        for (const a of input.allocations) {
          if (matches(a)) a.leadTimeDays = Math.max(0, (a.leadTimeDays ?? 0) + adj.days);
        }
        break;
      }
      case 'Safety Stock Change': {
        for (const s of input.skus) {
          if (adj.itemNumber !== undefined && s.itemNumber !== adj.itemNumber) continue;
          if (adj.warehouseNumber !== undefined && s.warehouseNumber !== adj.warehouseNumber) continue;
          const current = s.safetyStock ?? 0;
          const next = adj.quantity !== undefined ? adj.quantity : current * (1 + (adj.percent ?? 0) / 100);
          s.safetyStock = Math.max(0, round6(next));
        }
        break;
      }
      case 'Cancel Order': {
        const cancel = <K extends LineKindKey>(kind: K) => {
          const numberOf = LINE_KINDS[kind].numberOf as (line: LinesOf[K]) => string;
          const out = linesOf(cancelled, kind);
          const kept = linesOf(input, kind).filter((l) => {
            if (numberOf(l) !== adj.orderNumber) return true;
            changes[kind].set(l.lineId, 'Cancelled');
            out.push(l);
            return false;
          });
          setLines(input, kind, kept);
        };
        cancel(kindOfOrderType(adj.orderType));
        break;
      }
      case 'Add Order': {
        for (const kind of LINE_KIND_KEYS) {
          const target = linesOf(input, kind);
          for (const l of linesOf(adj, kind)) {
            target.push({ ...l });
            changes[kind].set(l.lineId, 'Added');
          }
        }
        break;
      }
    }
  }
  return { input, changes, cancelled, purchaseDelays };
}
