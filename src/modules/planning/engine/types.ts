/**
 * The planning engine's input and output: plain data, no database rows, no classes. `plan(input)` (engine.ts)
 * turns a PlanInput into a PlanResult following docs/planning.md and shared/spec/planning.md part 1.
 *
 * API stability: this file only grows. Fields are never renamed or removed; additions are listed here.
 *   - PlanOptions (second, optional argument of plan): `firmPegging: false` leaves out the pegging rows of firm
 *     supply (on hand, open PO and MO lines), for callers that store only planned orders' pegging.
 *   - PlanResult.columns (not enumerable): the same plan as typed arrays (SKU days, planned orders, pegging), with
 *     day numbers and indexes instead of texts and objects. `skus`, `plannedOrders` and `pegging` are built
 *     from them when first read; a large caller (the run) reads the columns and never builds them.
 *     SUPPLY_TYPES, DEMAND_KINDS and ORDER_TYPES (engine.ts) name the codes the columns hold.
 *   - PlanColumns.exceptionType, exceptionDay, exceptionQuantity, exceptionOrder and exceptionMessage: the
 *     exceptions as columns (EXCEPTION_TYPES names the codes); PlanResult.exceptions is built from them when read.
 *   - PlanColumns.skuCount, skuItemNumber … skuExceptionCount: PlanColumns.skus as columns (NO_DAY: no shortage);
 *     `skus` is built from them when first read, as PlanResult.forecastConsumption is from the engine's groups.
 *   - Reschedule messages (spec part 1): exception types Reschedule In, Reschedule Out and Cancel for firm
 *     receipts, PlanInput.rescheduleToleranceDays, PlanException.firmLineId and firmOrderNumber,
 *     PlanColumns.exceptionSupplyType and exceptionSupplyRef.
 *   - Transfers (spec part 5): PlanInput.distributions and transferLines (optional, empty when absent); the
 *     order type, source, supply and demand type `Transfer` (and `Planned Transfer`); transferDemand on SKUs,
 *     SKU days and as columns; PlannedOrder.fromWarehouseNumber and distributionId; PlanColumns.orderDistribution.
 *
 * Conventions
 * - Dates are 'YYYY-MM-DD' strings (a longer ISO text is read by its first 10 characters); `null` = absent.
 * - Master records are named by their numbers (Item Number, Supplier Number, …) exactly as stored, so what-if
 *   scenarios can match adjustments on them; order lines also carry their database ids so the run can link
 *   results back. Scenario-added lines may use any ids (e.g. negative) that are unique within their kind.
 * - Quantities are decimals; the engine computes in millionths (6 decimal places) and answers numbers rounded
 *   to 6 decimals.
 * - A SKU is Item Number + Sub Item Number (null when none) + Warehouse Number.
 * - Line statuses are passed as stored; the engine reads them through LINE_STATUS_ROLES (statuses.ts), the one
 *   status table. Pass lines of every status (Closed, Cancelled, Delivered included): a line of any status
 *   other than Suggested names a SKU to plan, and sales lines of every status but Cancelled consume forecast.
 */

/** Identifies a SKU. */
export interface SkuKey {
  itemNumber: string;
  /** null when the SKU has no sub item. */
  subItemNumber: string | null;
  warehouseNumber: string;
}

// ---------------------------------------------------------------- input

export interface PlanInput {
  /** The plan date P, 'YYYY-MM-DD'. The engine never reads the clock: the caller decides "today". */
  planDate: string;
  /** H: days P … P+H−1 are planned (the run allows 1…1095). */
  horizonDays: number;
  /** Items that have an Active BOM (others may be listed with `activeBomNumber: null` or left out). */
  items: PlanItem[];
  /** Every Active BOM, plus every BOM an open MO line names. */
  boms: PlanBom[];
  /** Supplier allocations of items (used only for items without an Active BOM). */
  allocations: PlanAllocation[];
  /** Inventory records: on hand and safety stock. A SKU without one has 0 and 0. */
  skus: PlanSku[];
  purchaseLines: PlanPurchaseLine[];
  manufacturingLines: PlanManufacturingLine[];
  salesLines: PlanSalesLine[];
  forecastLines: PlanForecastLine[];
  /** Active item distributions (spec part 5): a SKU whose warehouse one names is replenished from its From. */
  distributions?: PlanDistribution[];
  /** Transfer order lines of every status but Suggested (spec part 5). */
  transferLines?: PlanTransferLine[];
  /**
   * `Reschedule Tolerance Days` (0…365, default 7): a firm receipt whose need date is more than this after its
   * date gets `Reschedule Out`.
   */
  rescheduleToleranceDays?: number;
}

/** An Active item distribution: `itemNumber` (and its sub items) at `toWarehouseNumber` comes from `from…`. */
export interface PlanDistribution {
  /** Database id, echoed on planned transfers. */
  distributionId: number;
  itemNumber: string;
  fromWarehouseNumber: string;
  toWarehouseNumber: string;
  /** `Transfer Lead Time Days`, whole days ≥ 0 (null = 0). */
  leadTimeDays: number | null;
  /** `Minimum Transfer Quantity` (null = 0 = none). */
  minimumQuantity: number | null;
  /** `Transfer Multiple` (null = 0 = none). */
  multiple: number | null;
}

export interface PlanItem {
  itemNumber: string;
  /** The item's Active BOM (at most one per item), or null: then the item is bought or has no source. */
  activeBomNumber: string | null;
}

export interface PlanBom {
  bomNumber: string;
  /** The item the BOM makes. */
  itemNumber: string;
  /** `BOM Lead Time Days`, whole days ≥ 0 (null = 0). */
  leadTimeDays: number | null;
  /** `BOM Minimum Quantity` (null = 0 = none). */
  minimumQuantity: number | null;
  /** `BOM Order Multiple` (null = 0 = none). */
  orderMultiple: number | null;
  components: PlanBomComponent[];
}

export interface PlanBomComponent {
  /** Component item; its demand falls on the SKU without sub item in the MO's warehouse. */
  itemNumber: string;
  /** `Component Quantity` per unit of the parent. */
  quantity: number;
}

export interface PlanAllocation {
  /** Database id, echoed on planned purchase orders. */
  allocationId: number;
  itemNumber: string;
  supplierNumber: string;
  /**
   * Resolved ship-from: the allocation's own Ship From Number, else the supplier's first Active ship-from by
   * number; null when neither exists, and then the allocation does not count.
   */
  shipFromNumber: string | null;
  /** `Allocation Percent` (null = 0). */
  allocationPercent: number | null;
  /** `Lead Time Days`, whole days ≥ 0 (null = 0). */
  leadTimeDays: number | null;
  /** `Minimum Order Quantity` (null = 0 = none). */
  minimumOrderQuantity: number | null;
  /** `Order Multiple` (null = 0 = none). */
  orderMultiple: number | null;
  /** `Unit Price`, copied to the planned order. */
  unitPrice: number | null;
}

/** An inventory record. */
export interface PlanSku extends SkuKey {
  /** `Inventory Quantity` on day P. */
  onHand: number;
  /** `Inventory Safety Stock` (null = 0). */
  safetyStock: number | null;
}

interface PlanLineBase extends SkuKey {
  /** Line id in its table (unique per kind of line). */
  lineId: number;
  /** Header id and number. */
  orderId: number;
  orderNumber: string;
  quantity: number;
  /** The line's document status as stored (see LINE_STATUS_ROLES). */
  status: string;
}

export interface PlanPurchaseLine extends PlanLineBase {
  supplierNumber: string;
  shipFromNumber: string | null;
  /** Dated at ETA, else Request, else Order date, else P. */
  etaDate: string | null;
  requestDate: string | null;
  orderDate: string | null;
  price: number | null;
}

export interface PlanManufacturingLine extends PlanLineBase {
  /** The line's BOM Number; null means the item's Active BOM. */
  bomNumber: string | null;
  /** Component demand on Start Date, else Due Date (before P: on P). */
  startDate: string | null;
  /** Receipt on Due Date (null: P). */
  dueDate: string | null;
}

export interface PlanSalesLine extends PlanLineBase {
  customerNumber: string;
  /** Dated at Ship Date, else Order Date, else P. */
  shipDate: string | null;
  orderDate: string | null;
}

/** A transfer order line: `warehouseNumber` (of SkuKey) receives, `fromWarehouseNumber` ships. */
export interface PlanTransferLine extends PlanLineBase {
  fromWarehouseNumber: string;
  /** Demand at From on Ship Date, else Order Date, else P. */
  shipDate: string | null;
  orderDate: string | null;
  /** Supply at the receiving warehouse on Receipt Date, else Ship Date (else as the ship date). */
  receiptDate: string | null;
}

export interface PlanForecastLine extends SkuKey {
  lineId: number;
  /** Forecast list id and number. */
  forecastId: number;
  forecastNumber: string;
  /** `Forecast List Status`: lines of an `Inactive` or `Archived` list are ignored. */
  listStatus: string;
  customerNumber: string | null;
  /** `Forecast Details Date` (null: P). */
  date: string | null;
  quantity: number;
}

/** How much to answer; the plan itself is the same whatever the options. */
export interface PlanOptions {
  /**
   * Pegging rows of firm supply (on hand, open PO and MO lines) as well as of planned orders. Default true.
   * Without them a large plan answers about half as many pegging rows.
   */
  firmPegging?: boolean;
}

// ---------------------------------------------------------------- output

export type PlannedOrderType = 'Purchase' | 'Manufacturing' | 'Transfer';
export type SkuSource = 'Make' | 'Buy' | 'Transfer' | 'None';
export type ExceptionType =
  | 'Late'
  | 'Stockout'
  | 'No Source'
  | 'Excess'
  | 'Reschedule In'
  | 'Reschedule Out'
  | 'Cancel';
export type DemandType = 'Safety Stock' | 'Sales Order' | 'Forecast' | 'Dependent' | 'Transfer';
/** Firm supply is what is already there or ordered; planned supply is the engine's suggestion. */
export type SupplyType =
  | 'On Hand'
  | 'Purchase'
  | 'Manufacturing'
  | 'Planned Purchase'
  | 'Planned Manufacturing'
  | 'Transfer'
  | 'Planned Transfer';

export interface PlanResult {
  planDate: string;
  horizonDays: number;
  /** Last day planned, P+H−1. */
  endDate: string;
  /** One per SKU planned, in planning order (low-level code, then item, sub item, warehouse). */
  skus: SkuPlan[];
  /** In planning order, then receipt date, then supplier and ship-from. `index` is the position here. */
  plannedOrders: PlannedOrder[];
  exceptions: PlanException[];
  pegging: PeggingRow[];
  /** Per SKU and calendar month that has forecast lines of an active list (any date, horizon or not). */
  forecastConsumption: ForecastConsumption[];
  /** The plan as columns (not enumerable: a copy or comparison of results sees only the fields above). */
  readonly columns: PlanColumns;
}

/**
 * SKU days, planned orders and pegging as typed arrays. SKUs are indexes into PlanResult.skus, days are numbers
 * relative to P (P = 0, before P negative; `dayText` gives 'YYYY-MM-DD'), quantities are decimals as in the
 * objects. Row i of the order columns is plannedOrders[i]; row i of the pegging columns is pegging[i].
 */
export interface PlanColumns {
  dayText(day: number): string;
  /** PlanResult.skus without their days, in the same order (built from the sku… columns when first read). */
  skus: readonly SkuTotals[];
  /** skus[s] field by field without building the list. */
  skuCount: number;
  skuItemNumber(s: number): string;
  skuSubItemNumber(s: number): string | null;
  skuWarehouseNumber(s: number): string;
  skuSource(s: number): SkuSource;
  skuBomNumber(s: number): string | null;
  skuOnHand: Float64Array;
  skuSafetyStock: Float64Array;
  skuSalesDemand: Float64Array;
  skuForecastDemand: Float64Array;
  skuDependentDemand: Float64Array;
  skuTransferDemand: Float64Array;
  skuScheduledReceipts: Float64Array;
  skuPlannedReceipts: Float64Array;
  skuEndingBalance: Float64Array;
  skuExcessQuantity: Float64Array;
  /** The first shortage's day, NO_DAY when none. */
  skuFirstShortageDay: Int32Array;
  skuExceptionCount: Int32Array;
  /** The days of skus[s] are rows dayStart[s] … dayStart[s + 1] − 1 of the day columns. */
  dayStart: Int32Array;
  day: Int32Array;
  salesDemand: Float64Array;
  forecastDemand: Float64Array;
  dependentDemand: Float64Array;
  transferDemand: Float64Array;
  scheduledReceipts: Float64Array;
  plannedReceipts: Float64Array;
  balance: Float64Array;

  /** The SKU of each of PlanResult.exceptions. */
  exceptionSku: Int32Array;
  /** Exception i's type (index into EXCEPTION_TYPES), day, quantity and planned order index (−1: none), and its
   * message: PlanResult.exceptions[i] without building the list. */
  exceptionType: Uint8Array;
  exceptionDay: Int32Array;
  exceptionQuantity: Float64Array;
  exceptionOrder: Int32Array;
  /** Reschedule messages: the firm receipt's SUPPLY_TYPES code and its line's index in its input list (else −1). */
  exceptionSupplyType: Uint8Array;
  exceptionSupplyRef: Int32Array;
  exceptionMessage(i: number): string;

  orderCount: number;
  orderSku: Int32Array;
  /** Index into ORDER_TYPES. */
  orderType: Uint8Array;
  orderQuantity: Float64Array;
  orderReleaseDay: Int32Array;
  orderReceiptDay: Int32Array;
  orderLeadTimeDays: Int32Array;
  /** Purchases: index of the allocation in PlanInput.allocations; −1 for manufacturing and transfers. */
  orderAllocation: Int32Array;
  /** Transfers: index of the distribution in PlanInput.distributions; −1 otherwise. */
  orderDistribution: Int32Array;

  pegCount: number;
  pegSku: Int32Array;
  /** Index into SUPPLY_TYPES. */
  pegSupplyType: Uint8Array;
  /** Planned supply: its order index; Purchase / Manufacturing / Transfer: the line's index in purchaseLines /
   * manufacturingLines / transferLines; On Hand: −1. */
  pegSupplyRef: Int32Array;
  pegSupplyDay: Int32Array;
  /** Index into DEMAND_KINDS. */
  pegDemandKind: Uint8Array;
  /** Sales / forecast / open MO / open TO demand: the line's index in salesLines / forecastLines /
   * manufacturingLines / transferLines; a planned MO's or planned transfer's: its order index; safety stock: −1. */
  pegDemandRef: Int32Array;
  pegDemandDay: Int32Array;
  pegQuantity: Float64Array;
}

/**
 * A SKU's demand and receipts: on one day (SkuDay), or their totals inside the horizon, past due included
 * (SkuPlan).
 */
export interface SkuQuantities {
  salesDemand: number;
  forecastDemand: number;
  dependentDemand: number;
  /** Transfer demand: open TO lines shipping from this SKU and planned transfers sourced from it. */
  transferDemand: number;
  /** Open PO, MO and TO lines received. */
  scheduledReceipts: number;
  plannedReceipts: number;
}

export interface SkuPlan extends SkuKey, SkuQuantities {
  /** Low-level code of the item (0 = nothing uses it). */
  lowLevelCode: number;
  source: SkuSource;
  /** Active BOM Number when made. */
  bomNumber: string | null;
  onHand: number;
  safetyStock: number;
  /** Days with anything happening, ascending. The balance holds between them. */
  days: SkuDay[];
  /** Balance at the end of the horizon (planned receipts included). */
  endingBalance: number;
  /** First day the balance without planned receipts is below 0, or null. */
  firstShortageDate: string | null;
  /** Largest excess (Excess exception quantity), 0 when none. */
  excessQuantity: number;
  /** Exceptions of this SKU. */
  exceptionCount: number;
}

/** A SKU's plan without its days (PlanColumns.skus). */
export type SkuTotals = Omit<SkuPlan, 'days'>;

/** One day of a SKU on which something happens (also day P always, so the first balance is there). */
export interface SkuDay extends SkuQuantities {
  date: string;
  /** Balance at the end of the day, planned receipts included. */
  balance: number;
}

export interface PlannedOrder extends SkuKey {
  /** Position in PlanResult.plannedOrders (pegging and exceptions refer to it). */
  index: number;
  /**
   * Stable across runs on the same data: type, SKU, receipt date and (for purchases) supplier and ship-from,
   * JSON-encoded. At most one planned order shares it.
   */
  key: string;
  orderType: PlannedOrderType;
  quantity: number;
  releaseDate: string;
  receiptDate: string;
  /** Release date before P. */
  late: boolean;
  leadTimeDays: number;
  /** Purchases: the allocation used. */
  allocationId: number | null;
  supplierNumber: string | null;
  shipFromNumber: string | null;
  unitPrice: number | null;
  /** Manufacturing: the item's Active BOM. */
  bomNumber: string | null;
  /** Transfers: the distribution used and the warehouse that ships (releaseDate is the ship date). */
  distributionId: number | null;
  fromWarehouseNumber: string | null;
}

export interface PlanException extends SkuKey {
  type: ExceptionType;
  date: string;
  quantity: number;
  /** The planned order, for Late. */
  plannedOrderIndex: number | null;
  /** The firm order, for reschedule messages: its line id and number. */
  firmLineId: number | null;
  firmOrderNumber: string | null;
  message: string;
}

/**
 * A quantity of one supply matched (first in, first out) to one demand of the same SKU. Planned orders'
 * rows make the `planning_pegging` view; firm supply rows let the UI show which supply covers a demand.
 */
export interface PeggingRow extends SkuKey {
  supplyType: SupplyType;
  /** Planned supply: its index in plannedOrders. */
  plannedOrderIndex: number | null;
  /** Firm PO/MO/TO supply: its line id and order number. */
  supplyLineId: number | null;
  supplyOrderNumber: string | null;
  /** When the supply counts (on hand: P). */
  supplyDate: string;
  demandType: DemandType;
  /** SO, forecast list, MO or TO number (null for safety stock and for planned MOs' and transfers' demand). */
  demandNumber: string | null;
  /** SO, forecast, MO or TO line id (null for safety stock and planned orders). */
  demandLineId: number | null;
  /** Dependent demand of a planned MO, transfer demand of a planned transfer: its index in plannedOrders. */
  demandPlannedOrderIndex: number | null;
  /** When the demand counts (past due: P). */
  demandDate: string;
  quantity: number;
}

export interface ForecastConsumption extends SkuKey {
  /** 'YYYY-MM'. */
  month: string;
  forecastQuantity: number;
  /** Sales (every status but Cancelled) of the SKU dated in the month. */
  salesQuantity: number;
  consumedQuantity: number;
  netQuantity: number;
}
