/**
 * Where a SKU's planned supply comes from (planning spec, "Sourcing", and part 5): an Active item distribution into
 * its warehouse (Transfer), else its item's Active BOM (Make), else its supplier allocations with a ship-from
 * (Buy), else none; the items' low-level codes and, within an item, the warehouses' distribution levels, which
 * order the netting.
 */
import { compareText, PlanInputError } from './codes.js';
import { toMicro } from './quantities.js';
import type { PlanState, Sku, Source, WeightedAllocation } from './state.js';
import type { PlanAllocation, PlanBom, PlanDistribution, PlanInput } from './types.js';

/** The input's BOMs and allocations, indexed once per plan. */
export interface SourceTable {
  bomByNumber: Map<string, PlanBom>;
  /** Each item's Active BOM. */
  activeBoms: Map<string, PlanBom>;
  /** Low-level code by item number (items no Active BOM names: absent, 0). */
  codes: Map<string, number>;
  /** The indexes in PlanInput.allocations of each item's allocations that have a ship-from. */
  allocationsByItem: Map<string, number[]>;
  /** Item number → receiving warehouse number → index in PlanInput.distributions. */
  distributionsInto: Map<string, Map<string, number>>;
  /**
   * Item number → warehouse number → distribution level: 0 for a warehouse that supplies no other with the item,
   * else 1 + the highest level of the warehouses it supplies. Within an item, lower levels are netted first.
   */
  transferLevels: Map<string, Map<string, number>>;
}

export function sourceTable(input: PlanInput): SourceTable {
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
  const distributions = input.distributions ?? [];
  const distributionsInto = new Map<string, Map<string, number>>();
  distributions.forEach((d, index) => {
    let into = distributionsInto.get(d.itemNumber);
    if (into === undefined) {
      into = new Map();
      distributionsInto.set(d.itemNumber, into);
    }
    // One per item and receiving warehouse (the API's rule); a repeat in the input keeps the first.
    if (!into.has(d.toWarehouseNumber)) into.set(d.toWarehouseNumber, index);
  });
  return {
    bomByNumber,
    activeBoms,
    codes,
    allocationsByItem,
    distributionsInto,
    transferLevels: transferLevels(distributions, distributionsInto),
  };
}

/**
 * Each item's warehouses' distribution levels (SourceTable.transferLevels): a warehouse is netted after every
 * warehouse it supplies, whose planned transfers are its demand. A cycle cannot be ordered.
 */
function transferLevels(
  distributions: readonly PlanDistribution[],
  into: Map<string, Map<string, number>>,
): Map<string, Map<string, number>> {
  const levels = new Map<string, Map<string, number>>();
  for (const [item, byTo] of into) {
    const level = new Map<string, number>();
    // Walking up from each receiving warehouse: the level of From is at least one more than its receiver's.
    const raise = (warehouse: string, value: number, seen: Set<string>) => {
      if (seen.has(warehouse)) {
        throw new PlanInputError(
          `The Active distributions of item ${item} form a cycle through ${warehouse}`,
        );
      }
      if ((level.get(warehouse) ?? -1) >= value) return;
      level.set(warehouse, value);
      const index = byTo.get(warehouse);
      if (index === undefined) return;
      seen.add(warehouse);
      raise(distributions[index]!.fromWarehouseNumber, value + 1, seen);
      seen.delete(warehouse);
    };
    for (const to of byTo.keys()) raise(to, level.get(to) ?? 0, new Set());
    levels.set(item, level);
  }
  return levels;
}

/** The distribution level of a warehouse for an item (0 when it supplies no other). */
export function transferLevel(table: SourceTable, item: string, warehouse: string): number {
  return table.transferLevels.get(item)?.get(warehouse) ?? 0;
}

/** The index in PlanInput.distributions of the Active distribution into this item's warehouse, or −1. */
export function distributionInto(table: SourceTable, item: string, warehouse: string): number {
  return table.distributionsInto.get(item)?.get(warehouse) ?? -1;
}

/**
 * The source of a SKU: a transfer when an Active distribution names its item and warehouse (kept on the SKU),
 * else its item's, resolved when the item is first netted and then kept on its entry.
 */
export function sourceOf(state: PlanState, sku: Sku): Source {
  if (sku.source) return sku.source;
  const distribution = distributionInto(state.sources, sku.itemNumber, sku.warehouseNumber);
  if (distribution >= 0) {
    const d = state.input.distributions![distribution]!;
    sku.source = {
      kind: 'Transfer',
      bom: null,
      allocations: [],
      weightSum: 0,
      minimum: toMicro(d.minimumQuantity),
      multiple: toMicro(d.multiple),
      leadTime: wholeDays(d.leadTimeDays),
      distribution,
    };
    return sku.source;
  }
  sku.source = itemSource(state, sku);
  return sku.source;
}

/** The source of a SKU's item without distributions: Make, Buy or None. */
function itemSource(state: PlanState, sku: Sku): Source {
  if (sku.item.source) return sku.item.source;
  const { activeBoms, allocationsByItem } = state.sources;
  const item = sku.itemNumber;
  const bom = activeBoms.get(item) ?? null;
  const allocations = bom ? [] : weighAllocations(state.input.allocations, allocationsByItem.get(item) ?? []);
  const source: Source = {
    kind: bom ? 'Make' : allocations.length > 0 ? 'Buy' : 'None',
    bom,
    allocations,
    weightSum: allocations.reduce((sum, a) => sum + a.weight, 0),
    minimum: bom ? toMicro(bom.minimumQuantity) : 0,
    multiple: bom ? toMicro(bom.orderMultiple) : 0,
    leadTime: bom ? wholeDays(bom.leadTimeDays) : 0,
    distribution: -1,
  };
  sku.item.source = source;
  return source;
}

/**
 * Low-level codes of items from their Active BOMs: 0 for an item no Active BOM uses, else 1 + the highest code
 * of the items whose Active BOM uses it. Items not named answer 0. A cycle cannot be planned level by level.
 */
export function lowLevelCodes(activeBoms: ReadonlyMap<string, PlanBom>): Map<string, number> {
  // Items numbered in order of first mention (parent, then its components), with their components as lists of
  // numbers: cheaper than a map and a set per BOM on a large company.
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
