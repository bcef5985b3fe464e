/**
 * Pegging (planning spec, "Pegging"): FIFO, a SKU's supplies in the order they came (on hand, then by day)
 * against its safety stock first, then its demands by day. Firm supply's rows only when PlanOptions.firmPegging.
 */
import {
  DEMAND_FORECAST,
  DEMAND_KINDS,
  DEMAND_OFFSET,
  DEMAND_OPEN_MO,
  DEMAND_OPEN_TO,
  DEMAND_PLANNED_MO,
  DEMAND_PLANNED_TO,
  DEMAND_SALES,
  FIRST_DEMAND,
  isPlannedSupply,
  SUPPLY_MO,
  SUPPLY_PO,
  SUPPLY_TO,
  SUPPLY_TYPES,
} from './codes.js';
import { fromMicro } from './quantities.js';
import type { PlanState, Sku } from './state.js';
import type {
  PeggingRow,
  PlanColumns,
  PlanInput,
  PlanManufacturingLine,
  PlanPurchaseLine,
  PlanSalesLine,
  PlanTransferLine,
} from './types.js';

/** The firm line a supply is (SUPPLY_TYPES code, the line's index): a PO, MO or TO line; null on hand or planned. */
export function firmSupplyLine(
  input: PlanInput,
  type: number,
  ref: number,
): PlanPurchaseLine | PlanManufacturingLine | PlanTransferLine | null {
  if (type === SUPPLY_PO) return input.purchaseLines[ref]!;
  if (type === SUPPLY_MO) return input.manufacturingLines[ref]!;
  if (type === SUPPLY_TO) return input.transferLines![ref]!;
  return null;
}

/**
 * The order line a demand is (DEMAND_KINDS code, the line's index): an SO, open MO or open TO line; null for safety
 * stock, a forecast or a planned order.
 */
export function orderDemandLine(
  input: PlanInput,
  kind: number,
  ref: number,
): PlanSalesLine | PlanManufacturingLine | PlanTransferLine | null {
  switch (kind) {
    case DEMAND_SALES:
      return input.salesLines[ref]!;
    case DEMAND_OPEN_MO:
      return input.manufacturingLines[ref]!;
    case DEMAND_OPEN_TO:
      return input.transferLines![ref]!;
    default:
      return null;
  }
}

/** Pegs the SKU just netted: its supplies (state.supplies) against its `count` sorted events. */
export function peg(state: PlanState, sku: Sku, skuIndex: number, count: number): void {
  const { supplies, pegs, chain, evKind, evQty, evDay, evRef, firmPegging } = state;
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
      demandKind = kind - DEMAND_OFFSET;
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
      if (firmPegging || isPlannedSupply(type)) {
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
}

/** PlanResult.pegging, built from the columns. */
export function peggingRows(state: PlanState, c: PlanColumns): PeggingRow[] {
  const { input, calendar } = state;
  const rows: PeggingRow[] = [];
  for (let r = 0; r < c.pegCount; r++) {
    const sku = state.planned[c.pegSku[r]!]!;
    const supplyType = c.pegSupplyType[r]!;
    const supplyRef = c.pegSupplyRef[r]!;
    const supplyLine = firmSupplyLine(input, supplyType, supplyRef);
    const demandKind = c.pegDemandKind[r]!;
    const demandRef = c.pegDemandRef[r]!;
    const demandLine = orderDemandLine(input, demandKind, demandRef);
    const forecastLine = demandKind === DEMAND_FORECAST ? input.forecastLines[demandRef]! : null;
    const demandPlanned = demandKind === DEMAND_PLANNED_MO || demandKind === DEMAND_PLANNED_TO;
    rows.push({
      itemNumber: sku.itemNumber,
      subItemNumber: sku.subItemNumber,
      warehouseNumber: sku.warehouseNumber,
      supplyType: SUPPLY_TYPES[supplyType]!,
      plannedOrderIndex: isPlannedSupply(supplyType) ? supplyRef : null,
      supplyLineId: supplyLine?.lineId ?? null,
      supplyOrderNumber: supplyLine?.orderNumber ?? null,
      supplyDate: calendar.text(c.pegSupplyDay[r]!),
      demandType: DEMAND_KINDS[demandKind]!,
      demandNumber: demandLine?.orderNumber ?? forecastLine?.forecastNumber ?? null,
      demandLineId: demandLine?.lineId ?? forecastLine?.lineId ?? null,
      demandPlannedOrderIndex: demandPlanned ? demandRef : null,
      demandDate: calendar.text(c.pegDemandDay[r]!),
      quantity: c.pegQuantity[r]!,
    });
  }
  return rows;
}
