/** The scenario against the base plan: per SKU figures (the comparison) and one item's balances (the chart). */
import type { MemoryColumn, MemoryRow } from '../../core/list/memory.js';
import { ORDER_TYPES, type PlanInput, type PlanResult, plan } from '../planning/engine/index.js';
import { PLAN_OPTIONS, type ProjectedScenario } from './project.js';

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date.slice(0, 10)}T00:00:00Z`) / DAY_MS;
const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

interface SkuFigures {
  stockoutDays: number;
  lateOrders: number;
  plannedReceipts: number;
  suggestedSpend: number;
}

/**
 * Per SKU: days the projected balance (planned receipts included) is below 0, late planned orders, receipts, spend.
 * Read from the plan's columns: the SKUs' and planned orders' objects of a 100,000-SKU plan are built for nothing
 * else, and building them took most of a comparison's time and heap.
 */
function figuresOf(
  result: PlanResult,
  input: PlanInput,
): Map<string, { key: SkuKeyText; figures: SkuFigures }> {
  const c = result.columns;
  // Day numbers of the columns count from the plan date (0).
  const end = dayNumber(result.endDate) - dayNumber(result.planDate);
  const out = new Map<string, { key: SkuKeyText; figures: SkuFigures }>();
  const figuresOfSku: SkuFigures[] = new Array(c.skuCount);
  for (let s = 0; s < c.skuCount; s++) {
    const key: SkuKeyText = {
      itemNumber: c.skuItemNumber(s),
      subItemNumber: c.skuSubItemNumber(s),
      warehouseNumber: c.skuWarehouseNumber(s),
    };
    const text = JSON.stringify([key.itemNumber, key.subItemNumber, key.warehouseNumber]);
    let entry = out.get(text);
    if (!entry) {
      entry = { key, figures: { stockoutDays: 0, lateOrders: 0, plannedReceipts: 0, suggestedSpend: 0 } };
      out.set(text, entry);
    }
    const figures = entry.figures;
    figuresOfSku[s] = figures;
    figures.plannedReceipts = c.skuPlannedReceipts[s]!;
    // A day's balance holds until the next day listed, or the end of the horizon.
    const last = c.dayStart[s + 1]! - 1;
    for (let r = c.dayStart[s]!; r <= last; r++) {
      if (c.balance[r]! >= 0) continue;
      const until = r === last ? end + 1 : c.day[r + 1]!;
      figures.stockoutDays += Math.max(0, Math.min(until, end + 1) - c.day[r]!);
    }
  }
  for (let i = 0; i < c.orderCount; i++) {
    const figures = figuresOfSku[c.orderSku[i]!]!;
    if (c.orderReleaseDay[i]! < 0) figures.lateOrders++;
    if (ORDER_TYPES[c.orderType[i]!] === 'Purchase')
      figures.suggestedSpend +=
        c.orderQuantity[i]! * (input.allocations[c.orderAllocation[i]!]?.unitPrice ?? 0);
  }
  return out;
}

interface SkuKeyText {
  itemNumber: string;
  subItemNumber: string | null;
  warehouseNumber: string;
}

export const COMPARISON_COLUMNS: MemoryColumn[] = [
  { key: 'Item Number', format: 'string' },
  { key: 'Sub Item Number', format: 'string' },
  { key: 'Warehouse Number', format: 'string' },
  { key: 'Base Stockout Days', format: 'number' },
  { key: 'Scenario Stockout Days', format: 'number' },
  { key: 'Stockout Days Difference', format: 'number' },
  { key: 'Base Late Orders', format: 'number' },
  { key: 'Scenario Late Orders', format: 'number' },
  { key: 'Late Orders Difference', format: 'number' },
  { key: 'Base Planned Receipts', format: 'number' },
  { key: 'Scenario Planned Receipts', format: 'number' },
  { key: 'Planned Receipts Difference', format: 'number' },
  { key: 'Base Suggested Spend', format: 'number' },
  { key: 'Scenario Suggested Spend', format: 'number' },
  { key: 'Suggested Spend Difference', format: 'number' },
  { key: 'Changed', format: 'boolean' },
];

/** Base against scenario per SKU of either plan (the base planned with the scenario's date and horizon). */
export function comparisonRows(projected: ProjectedScenario): MemoryRow[] {
  if (projected.comparison) return projected.comparison;
  const base = projected.base;
  base.plan ??= plan(base.data.input, PLAN_OPTIONS);
  const before = figuresOf(base.plan, base.data.input);
  const after = figuresOf(projected.plan, projected.overlay.input);
  const zero: SkuFigures = { stockoutDays: 0, lateOrders: 0, plannedReceipts: 0, suggestedSpend: 0 };
  const keys = [...new Set([...before.keys(), ...after.keys()])].sort();
  const rows = keys.map((text, i): MemoryRow => {
    const key = (before.get(text) ?? after.get(text))!.key;
    const b = before.get(text)?.figures ?? zero;
    const s = after.get(text)?.figures ?? zero;
    return {
      id: i + 1,
      'Item Number': key.itemNumber,
      'Sub Item Number': key.subItemNumber,
      'Warehouse Number': key.warehouseNumber,
      'Base Stockout Days': b.stockoutDays,
      'Scenario Stockout Days': s.stockoutDays,
      'Stockout Days Difference': s.stockoutDays - b.stockoutDays,
      'Base Late Orders': b.lateOrders,
      'Scenario Late Orders': s.lateOrders,
      'Late Orders Difference': s.lateOrders - b.lateOrders,
      'Base Planned Receipts': round6(b.plannedReceipts),
      'Scenario Planned Receipts': round6(s.plannedReceipts),
      'Planned Receipts Difference': round6(s.plannedReceipts - b.plannedReceipts),
      'Base Suggested Spend': round6(b.suggestedSpend),
      'Scenario Suggested Spend': round6(s.suggestedSpend),
      'Suggested Spend Difference': round6(s.suggestedSpend - b.suggestedSpend),
      Changed:
        s.stockoutDays !== b.stockoutDays ||
        s.lateOrders !== b.lateOrders ||
        round6(s.plannedReceipts - b.plannedReceipts) !== 0 ||
        round6(s.suggestedSpend - b.suggestedSpend) !== 0,
    };
  });
  projected.comparison = rows;
  return rows;
}

export interface BalancePoint {
  Date: string;
  Balance: number;
}

export interface SkuBalances {
  'Item Number': string;
  'Sub Item Number': string | null;
  'Warehouse Number': string;
  'Base Safety Stock': number;
  'Scenario Safety Stock': number;
  /** Each day on which something happens, with the balance at its end (it holds until the next one). */
  Base: BalancePoint[];
  Scenario: BalancePoint[];
}

/** One item's SKUs, base and scenario projected balances side by side (the web app's comparison chart). */
export function itemBalances(projected: ProjectedScenario, itemNumber: string): SkuBalances[] {
  const base = projected.base;
  base.plan ??= plan(base.data.input, PLAN_OPTIONS);
  const text = (s: { subItemNumber: string | null; warehouseNumber: string }) =>
    `${s.subItemNumber ?? ''}\u0000${s.warehouseNumber}`;
  const out = new Map<string, SkuBalances>();
  const entry = (s: { subItemNumber: string | null; warehouseNumber: string }) => {
    let found = out.get(text(s));
    if (!found) {
      found = {
        'Item Number': itemNumber,
        'Sub Item Number': s.subItemNumber,
        'Warehouse Number': s.warehouseNumber,
        'Base Safety Stock': 0,
        'Scenario Safety Stock': 0,
        Base: [],
        Scenario: [],
      };
      out.set(text(s), found);
    }
    return found;
  };
  // The item's SKUs only, from the columns (not every SKU's days as objects).
  const each = (
    result: PlanResult,
    take: (balances: SkuBalances, safetyStock: number, points: BalancePoint[]) => void,
  ) => {
    const c = result.columns;
    for (let s = 0; s < c.skuCount; s++) {
      if (c.skuItemNumber(s) !== itemNumber) continue;
      const points: BalancePoint[] = [];
      for (let r = c.dayStart[s]!; r < c.dayStart[s + 1]!; r++)
        points.push({ Date: c.dayText(c.day[r]!), Balance: c.balance[r]! });
      take(
        entry({ subItemNumber: c.skuSubItemNumber(s), warehouseNumber: c.skuWarehouseNumber(s) }),
        c.skuSafetyStock[s]!,
        points,
      );
    }
  };
  each(base.plan, (e, safetyStock, points) => {
    e['Base Safety Stock'] = safetyStock;
    e.Base = points;
  });
  each(projected.plan, (e, safetyStock, points) => {
    e['Scenario Safety Stock'] = safetyStock;
    e.Scenario = points;
  });
  return [...out.values()].sort((a, b) =>
    text({ subItemNumber: a['Sub Item Number'], warehouseNumber: a['Warehouse Number'] }) <
    text({ subItemNumber: b['Sub Item Number'], warehouseNumber: b['Warehouse Number'] })
      ? -1
      : 1,
  );
}
