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
} from '../planning/engine/index.js';
import { lineRole } from '../planning/engine/index.js';

export type ScenarioOrderType = 'Purchase' | 'Sales' | 'Manufacturing' | 'Forecast';

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
/** An Add Order adjustment after the order engine validated its body; the caller turns it into plan lines. */
export interface AddOrder {
  type: 'Add Order';
  orderType: ScenarioOrderType;
  purchaseLines?: PlanPurchaseLine[];
  salesLines?: PlanSalesLine[];
  manufacturingLines?: PlanManufacturingLine[];
  forecastLines?: PlanForecastLine[];
}
export type Adjustment = DemandChange | SupplierDelay | SafetyStockChange | CancelOrder | AddOrder;

export type ScenarioChange = 'Modified' | 'Added' | 'Cancelled';
export type LineKindKey = 'purchase' | 'sales' | 'manufacturing' | 'forecast';

export interface OverlayResult {
  /** The scenario's engine input (cancelled lines removed). */
  input: PlanInput;
  /** What the scenario did to each base or added line, by kind and line id; lines not here are Unchanged. */
  changes: Record<LineKindKey, Map<number, ScenarioChange>>;
  /** The cancelled lines as they were, to be listed with Scenario Change `Cancelled`. */
  cancelled: {
    purchaseLines: PlanPurchaseLine[];
    salesLines: PlanSalesLine[];
    manufacturingLines: PlanManufacturingLine[];
    forecastLines: PlanForecastLine[];
  };
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
    purchaseLines: base.purchaseLines.map((l) => ({ ...l })),
    salesLines: base.salesLines.map((l) => ({ ...l })),
    manufacturingLines: base.manufacturingLines.map((l) => ({ ...l })),
    forecastLines: base.forecastLines.map((l) => ({ ...l })),
  };
  const changes: OverlayResult['changes'] = {
    purchase: new Map(),
    sales: new Map(),
    manufacturing: new Map(),
    forecast: new Map(),
  };
  const cancelled: OverlayResult['cancelled'] = {
    purchaseLines: [],
    salesLines: [],
    manufacturingLines: [],
    forecastLines: [],
  };
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
        const cancel = <L extends { lineId: number }>(
          kind: LineKindKey,
          lines: L[],
          out: L[],
          isOrder: (l: L) => boolean,
        ): L[] =>
          lines.filter((l) => {
            if (!isOrder(l)) return true;
            changes[kind].set(l.lineId, 'Cancelled');
            out.push(l);
            return false;
          });
        const n = adj.orderNumber;
        if (adj.orderType === 'Purchase')
          input.purchaseLines = cancel(
            'purchase',
            input.purchaseLines,
            cancelled.purchaseLines,
            (l) => l.orderNumber === n,
          );
        else if (adj.orderType === 'Sales')
          input.salesLines = cancel(
            'sales',
            input.salesLines,
            cancelled.salesLines,
            (l) => l.orderNumber === n,
          );
        else if (adj.orderType === 'Manufacturing')
          input.manufacturingLines = cancel(
            'manufacturing',
            input.manufacturingLines,
            cancelled.manufacturingLines,
            (l) => l.orderNumber === n,
          );
        else
          input.forecastLines = cancel(
            'forecast',
            input.forecastLines,
            cancelled.forecastLines,
            (l) => l.forecastNumber === n,
          );
        break;
      }
      case 'Add Order': {
        const add = <L extends { lineId: number }>(
          kind: LineKindKey,
          target: L[],
          lines: L[] | undefined,
        ) => {
          for (const l of lines ?? []) {
            target.push({ ...l });
            changes[kind].set(l.lineId, 'Added');
          }
        };
        add('purchase', input.purchaseLines, adj.purchaseLines);
        add('sales', input.salesLines, adj.salesLines);
        add('manufacturing', input.manufacturingLines, adj.manufacturingLines);
        add('forecast', input.forecastLines, adj.forecastLines);
        break;
      }
    }
  }
  return { input, changes, cancelled, purchaseDelays };
}
