/**
 * The plan's SKUs: found by item, sub item and warehouse number, created on first mention, kept by low-level code,
 * and ordered by their numbers. One map by item number (the input's own strings: their hashes are computed once),
 * then the SKU by warehouse index in the item's array: a joined key would be built and hashed again at every line.
 */
import { compareText } from './codes.js';
import { transferLevel } from './sources.js';
import type { ItemEntry, PlanState, Sku } from './state.js';

/** The SKU of these numbers, created (with 0 on hand and 0 safety stock) on first mention. */
export function skuOf(state: PlanState, item: string, sub: string | null, warehouse: string): Sku {
  let entry = state.itemEntries.get(item);
  if (entry === undefined) {
    entry = {
      number: item,
      rank: -1,
      code: state.sources.codes.get(item) ?? 0,
      source: null,
      skus: [],
      subSkus: null,
    };
    state.itemEntries.set(item, entry);
  }
  if (sub === null) {
    const w = warehouseIndex(state, warehouse);
    while (entry.skus.length <= w) entry.skus.push(undefined);
    let sku = entry.skus[w];
    if (sku === undefined) {
      sku = newSku(state, entry, item, null, warehouse, w);
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
    sku = newSku(state, entry, item, sub, warehouse, warehouseIndex(state, warehouse));
    byWarehouse.set(warehouse, sku);
  }
  return sku;
}

function warehouseIndex(state: PlanState, warehouse: string): number {
  let w = state.warehouseIndexes.get(warehouse);
  if (w === undefined) {
    w = state.warehouseIndexes.size;
    state.warehouseIndexes.set(warehouse, w);
  }
  return w;
}

function newSku(
  state: PlanState,
  entry: ItemEntry,
  item: string,
  sub: string | null,
  warehouse: string,
  w: number,
): Sku {
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
    source: null,
    transferLevel: transferLevel(state.sources, item, warehouse),
    transferFrom: null,
  };
  const levels = state.levels;
  while (levels.length <= code) levels.push([]);
  const byTransfer = levels[code]!;
  while (byTransfer.length <= sku.transferLevel) byTransfer.push([]);
  byTransfer[sku.transferLevel]!.push(sku);
  return sku;
}

/**
 * The order of SKUs by item, sub item and warehouse number (planning order, forecast rows), for the SKUs that
 * exist now. The item and warehouse numbers are ranked once (again when new ones appeared), so a comparison is of
 * two numbers, not of two texts.
 */
export function skuOrder(state: PlanState): (a: Sku, b: Sku) => number {
  if (state.itemEntries.size !== state.rankedItems) {
    const entries = [...state.itemEntries.values()].sort((a, b) => compareText(a.number, b.number));
    for (let r = 0; r < entries.length; r++) entries[r]!.rank = r;
    state.rankedItems = state.itemEntries.size;
  }
  const warehouseRank = state.warehouseRank;
  if (warehouseRank.length !== state.warehouseIndexes.size) {
    const numbers = [...state.warehouseIndexes.keys()];
    const order = numbers.map((_, w) => w).sort((a, b) => compareText(numbers[a]!, numbers[b]!));
    for (let r = 0; r < order.length; r++) warehouseRank[order[r]!] = r;
  }
  return (a, b) =>
    a.item.rank - b.item.rank ||
    (a.subItemNumber === b.subItemNumber
      ? 0
      : a.subItemNumber === null
        ? -1
        : b.subItemNumber === null
          ? 1
          : compareText(a.subItemNumber, b.subItemNumber)) ||
    warehouseRank[a.warehouse]! - warehouseRank[b.warehouse]!;
}
