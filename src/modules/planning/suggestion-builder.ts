/**
 * The Suggested orders of a plan (planning spec parts 2 and 5), built from the engine's planned orders: planned
 * purchases grouped into one PO per supplier + ship-from + warehouse + release date, each planned MO an order of
 * its own, planned transfers grouped into one TO per From + receiving warehouse + ship date, numbered as the
 * caller says (the run's `SUG-<run>-<n>`, a scenario's own). Used by the run and by scenarios.
 */
import { ORDER_TYPES, type PlanResult } from './engine/index.js';
import { type LoadedPlanData, subItemKey } from './loader.js';
import type { SuggestedTransferOrder } from './suggested-transfers.js';
import type { SkuIdentity, SuggestedManufacturingOrder, SuggestedPurchaseOrder } from './suggestions.js';

/** How suggested orders are numbered: the run's `SUG-<run>-<n>` (part 2), a scenario's own. */
export interface SuggestionNumbers {
  purchase: (n: number) => string;
  manufacturing: (n: number) => string;
  transfer: (n: number) => string;
}

const MANUFACTURING = ORDER_TYPES.indexOf('Manufacturing');
const TRANSFER = ORDER_TYPES.indexOf('Transfer');
const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export type { SkuIdentity } from './suggestions.js';

const masterId = (map: Map<string, number>, number: string, what: string) => {
  const id = map.get(number);
  if (id === undefined) throw new Error(`${what} ${number} is not among the loaded masters`);
  return id;
};

/** The ids of every SKU of the plan, by engine SKU index (from the SKU columns: no SkuTotals objects built). */
export function skuIdentities(result: PlanResult, data: LoadedPlanData): SkuIdentity[] {
  const { ids } = data;
  const c = result.columns;
  const skus: SkuIdentity[] = new Array(c.skuCount);
  for (let s = 0; s < c.skuCount; s++) {
    const itemNumber = c.skuItemNumber(s);
    const subItemNumber = c.skuSubItemNumber(s);
    const warehouseNumber = c.skuWarehouseNumber(s);
    skus[s] = {
      itemId: masterId(ids.item, itemNumber, 'Item'),
      itemNumber,
      subItemId:
        subItemNumber === null
          ? null
          : masterId(ids.subItem, subItemKey(itemNumber, subItemNumber), 'Sub item'),
      subItemNumber,
      warehouseId: masterId(ids.warehouse, warehouseNumber, 'Warehouse'),
      warehouseNumber,
    };
  }
  return skus;
}

/**
 * The orders to write, numbered as part 2 says, from the engine's planned orders (read from its columns, no
 * object per planned order). `numbers[i]` is the number of planned order i; `skus[s]` the ids of SKU s.
 */
export function suggestedOrders(
  result: PlanResult,
  data: LoadedPlanData,
  numbering: SuggestionNumbers,
  skus: readonly SkuIdentity[] = skuIdentities(result, data),
  /** Only the planned orders of the SKUs this answers true for (net change: the replanned ones). */
  only?: (sku: number) => boolean,
) {
  const { masters } = data;
  const c = result.columns;
  const allocations = data.input.allocations;
  const idOf = masterId;
  const supplierIds = new Map([...masters.suppliers].map(([id, n]) => [n, id]));
  const shipFromIds = new Map([...masters.shipFroms].map(([id, n]) => [n, id]));
  const bomIds = new Map([...masters.boms].map(([id, n]) => [n, id]));

  // One PO per supplier + ship-from + warehouse + release date, numbered by release date, then those numbers.
  interface Group {
    release: number;
    supplier: string;
    shipFrom: string;
    warehouse: string;
    orders: number[];
  }
  // A group's key is a number: release day, supplier + ship-from (as a small number per allocation) and
  // warehouse (no text joined per planned order).
  const sources = new Map<string, number>();
  const sourceOfAllocation = allocations.map((a) => {
    const text = `${a.supplierNumber}\u0000${a.shipFromNumber}`;
    let n = sources.get(text);
    if (n === undefined) {
      n = sources.size;
      sources.set(text, n);
    }
    return n;
  });
  const warehouseSlots = new Map<number, number>();
  const warehouseOfSku = skus.map((s) => {
    let n = warehouseSlots.get(s.warehouseId);
    if (n === undefined) {
      n = warehouseSlots.size;
      warehouseSlots.set(s.warehouseId, n);
    }
    return n;
  });
  let firstRelease = 0;
  for (let i = 0; i < c.orderCount; i++) firstRelease = Math.min(firstRelease, c.orderReleaseDay[i]!);
  const slots = Math.max(1, sources.size) * Math.max(1, warehouseSlots.size);
  const groups = new Map<number, Group>();
  const numbers: string[] = new Array(c.orderCount);
  const manufacturing: SuggestedManufacturingOrder[] = [];
  const transferOrders: number[] = [];
  for (let i = 0; i < c.orderCount; i++) {
    if (only && !only(c.orderSku[i]!)) continue;
    const sku = skus[c.orderSku[i]!]!;
    if (c.orderType[i] === TRANSFER) {
      transferOrders.push(i);
      continue;
    }
    if (c.orderType[i] === MANUFACTURING) {
      const number = numbering.manufacturing(manufacturing.length + 1);
      numbers[i] = number;
      const bomNumber = c.skuBomNumber(c.orderSku[i]!) as string;
      manufacturing.push({
        number,
        itemId: sku.itemId,
        itemNumber: sku.itemNumber,
        subItemId: sku.subItemId,
        subItemNumber: sku.subItemNumber,
        warehouseId: sku.warehouseId,
        warehouseNumber: sku.warehouseNumber,
        bomId: idOf(bomIds, bomNumber, 'BOM'),
        bomNumber,
        quantity: c.orderQuantity[i]!,
        releaseDate: c.dayText(c.orderReleaseDay[i]!),
        receiptDate: c.dayText(c.orderReceiptDay[i]!),
      });
      continue;
    }
    const allocation = allocations[c.orderAllocation[i]!]!;
    const release = c.orderReleaseDay[i]!;
    const key =
      (release - firstRelease) * slots +
      sourceOfAllocation[c.orderAllocation[i]!]! * warehouseSlots.size +
      warehouseOfSku[c.orderSku[i]!]!;
    let group = groups.get(key);
    if (!group) {
      group = {
        release,
        supplier: allocation.supplierNumber,
        shipFrom: allocation.shipFromNumber as string,
        warehouse: sku.warehouseNumber,
        orders: [],
      };
      groups.set(key, group);
    }
    group.orders.push(i);
  }
  // Release dates as day numbers sort as their texts do.
  const ordered = [...groups.values()].sort(
    (a, b) =>
      a.release - b.release ||
      cmp(a.supplier, b.supplier) ||
      cmp(a.shipFrom, b.shipFrom) ||
      cmp(a.warehouse, b.warehouse),
  );
  const purchase: SuggestedPurchaseOrder[] = ordered.map((group, n) => {
    const number = numbering.purchase(n + 1);
    const releaseDate = c.dayText(group.release);
    const shipFromId = idOf(shipFromIds, group.shipFrom, 'Ship from');
    return {
      number,
      supplierId: idOf(supplierIds, group.supplier, 'Supplier'),
      supplierNumber: group.supplier,
      releaseDate,
      lines: group.orders.map((i) => {
        numbers[i] = number;
        const allocation = allocations[c.orderAllocation[i]!]!;
        const sku = skus[c.orderSku[i]!]!;
        // Field by field: an object spread into a literal builds it in V8's slow, dictionary-like way.
        return {
          itemId: sku.itemId,
          itemNumber: sku.itemNumber,
          subItemId: sku.subItemId,
          subItemNumber: sku.subItemNumber,
          warehouseId: sku.warehouseId,
          warehouseNumber: sku.warehouseNumber,
          shipFromId,
          shipFromNumber: group.shipFrom,
          quantity: c.orderQuantity[i]!,
          price: allocation.unitPrice,
          releaseDate,
          receiptDate: c.dayText(c.orderReceiptDay[i]!),
        };
      }),
    };
  });
  const transfer = suggestedTransfers(result, data, numbering, transferOrders, skus, numbers);
  return { purchase, manufacturing, transfer, numbers, skus };
}

/**
 * One Suggested TO per From + receiving warehouse + ship date (part 5), numbered by ship date, From, then receiving
 * warehouse; sets the numbers of its planned orders in `numbers`.
 */
function suggestedTransfers(
  result: PlanResult,
  data: LoadedPlanData,
  numbering: SuggestionNumbers,
  orders: readonly number[],
  skus: readonly SkuIdentity[],
  numbers: string[],
): SuggestedTransferOrder[] {
  const c = result.columns;
  const distributions = data.input.distributions ?? [];
  const groups = new Map<string, { ship: number; from: string; to: string; orders: number[] }>();
  for (const i of orders) {
    const from = distributions[c.orderDistribution[i]!]!.fromWarehouseNumber;
    const to = skus[c.orderSku[i]!]!.warehouseNumber;
    const ship = c.orderReleaseDay[i]!;
    const key = `${ship}\u0000${from}\u0000${to}`;
    let group = groups.get(key);
    if (!group) {
      group = { ship, from, to, orders: [] };
      groups.set(key, group);
    }
    group.orders.push(i);
  }
  const ordered = [...groups.values()].sort(
    (a, b) => a.ship - b.ship || cmp(a.from, b.from) || cmp(a.to, b.to),
  );
  return ordered.map((group, n) => {
    const number = numbering.transfer(n + 1);
    const shipDate = c.dayText(group.ship);
    const fromId = data.ids.warehouse.get(group.from);
    if (fromId === undefined) throw new Error(`Warehouse ${group.from} is not among the loaded masters`);
    return {
      number,
      fromWarehouseId: fromId,
      fromWarehouseNumber: group.from,
      shipDate,
      lines: group.orders.map((i) => {
        numbers[i] = number;
        const sku = skus[c.orderSku[i]!]!;
        return {
          itemId: sku.itemId,
          itemNumber: sku.itemNumber,
          subItemId: sku.subItemId,
          subItemNumber: sku.subItemNumber,
          warehouseId: sku.warehouseId,
          warehouseNumber: sku.warehouseNumber,
          quantity: c.orderQuantity[i]!,
          shipDate,
          receiptDate: c.dayText(c.orderReceiptDay[i]!),
        };
      }),
    };
  });
}
