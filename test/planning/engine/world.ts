import type {
  PlanAllocation,
  PlanBom,
  PlanDistribution,
  PlanForecastLine,
  PlanInput,
  PlanManufacturingLine,
  PlanPurchaseLine,
  PlanSalesLine,
  PlanSku,
  PlanTransferLine,
} from '../../../src/modules/planning/engine/index.js';

/** An input with nothing to plan yet. */
export function emptyInput(planDate: string, horizonDays: number): PlanInput {
  return {
    planDate,
    horizonDays,
    items: [],
    boms: [],
    allocations: [],
    skus: [],
    purchaseLines: [],
    manufacturingLines: [],
    salesLines: [],
    forecastLines: [],
  };
}

/**
 * A small builder of engine inputs for tests: defaults for every field a case does not care about, ids counted
 * per kind of line. Warehouse `W1` unless told.
 */
export class World {
  private ids = 0;
  readonly input: PlanInput;

  constructor(planDate = '2026-01-05', horizonDays = 30) {
    this.input = emptyInput(planDate, horizonDays);
  }

  private nextId() {
    this.ids += 1;
    return this.ids;
  }

  stock(itemNumber: string, onHand: number, safetyStock: number | null = null, more: Partial<PlanSku> = {}) {
    this.input.skus.push({
      itemNumber,
      subItemNumber: null,
      warehouseNumber: 'W1',
      onHand,
      safetyStock,
      ...more,
    });
    return this;
  }

  buy(itemNumber: string, more: Partial<PlanAllocation> = {}) {
    this.input.allocations.push({
      allocationId: this.nextId(),
      itemNumber,
      supplierNumber: 'S1',
      shipFromNumber: 'SF1',
      allocationPercent: 100,
      leadTimeDays: 0,
      minimumOrderQuantity: 0,
      orderMultiple: 0,
      unitPrice: 1,
      ...more,
    });
    return this;
  }

  make(itemNumber: string, components: Record<string, number>, more: Partial<PlanBom> = {}) {
    const bomNumber = more.bomNumber ?? `BOM-${itemNumber}`;
    this.input.items.push({ itemNumber, activeBomNumber: bomNumber });
    this.input.boms.push({
      bomNumber,
      itemNumber,
      leadTimeDays: 0,
      minimumQuantity: 0,
      orderMultiple: 0,
      components: Object.entries(components).map(([component, quantity]) => ({
        itemNumber: component,
        quantity,
      })),
      ...more,
    });
    return this;
  }

  sale(itemNumber: string, shipDate: string | null, quantity: number, more: Partial<PlanSalesLine> = {}) {
    const lineId = this.nextId();
    this.input.salesLines.push({
      lineId,
      orderId: lineId,
      orderNumber: `SO-${lineId}`,
      customerNumber: 'C1',
      itemNumber,
      subItemNumber: null,
      warehouseNumber: 'W1',
      quantity,
      status: 'Open',
      shipDate,
      orderDate: null,
      ...more,
    });
    return this;
  }

  forecast(itemNumber: string, date: string, quantity: number, more: Partial<PlanForecastLine> = {}) {
    const lineId = this.nextId();
    this.input.forecastLines.push({
      lineId,
      forecastId: 1,
      forecastNumber: 'FC-1',
      listStatus: 'Active',
      customerNumber: null,
      itemNumber,
      subItemNumber: null,
      warehouseNumber: 'W1',
      date,
      quantity,
      ...more,
    });
    return this;
  }

  po(itemNumber: string, etaDate: string | null, quantity: number, more: Partial<PlanPurchaseLine> = {}) {
    const lineId = this.nextId();
    this.input.purchaseLines.push({
      lineId,
      orderId: lineId,
      orderNumber: `PO-${lineId}`,
      supplierNumber: 'S1',
      shipFromNumber: 'SF1',
      itemNumber,
      subItemNumber: null,
      warehouseNumber: 'W1',
      quantity,
      status: 'Open',
      etaDate,
      requestDate: null,
      orderDate: null,
      price: 1,
      ...more,
    });
    return this;
  }

  mo(
    itemNumber: string,
    startDate: string | null,
    dueDate: string | null,
    quantity: number,
    more: Partial<PlanManufacturingLine> = {},
  ) {
    const lineId = this.nextId();
    this.input.manufacturingLines.push({
      lineId,
      orderId: lineId,
      orderNumber: `MO-${lineId}`,
      itemNumber,
      subItemNumber: null,
      warehouseNumber: 'W1',
      bomNumber: null,
      quantity,
      status: 'Open',
      startDate,
      dueDate,
      ...more,
    });
    return this;
  }

  /** An Active distribution of the item from one warehouse into another. */
  distribute(itemNumber: string, from: string, to: string, more: Partial<PlanDistribution> = {}) {
    this.input.distributions ??= [];
    this.input.distributions.push({
      distributionId: this.nextId(),
      itemNumber,
      fromWarehouseNumber: from,
      toWarehouseNumber: to,
      leadTimeDays: 0,
      minimumQuantity: 0,
      multiple: 0,
      ...more,
    });
    return this;
  }

  /** A transfer order line shipping `from` → `to` (the line's Warehouse Number). */
  transfer(
    itemNumber: string,
    from: string,
    to: string,
    shipDate: string | null,
    receiptDate: string | null,
    quantity: number,
    more: Partial<PlanTransferLine> = {},
  ) {
    const lineId = this.nextId();
    this.input.transferLines ??= [];
    this.input.transferLines.push({
      lineId,
      orderId: lineId,
      orderNumber: `TO-${lineId}`,
      itemNumber,
      subItemNumber: null,
      warehouseNumber: to,
      fromWarehouseNumber: from,
      quantity,
      status: 'Open',
      shipDate,
      orderDate: null,
      receiptDate,
      ...more,
    });
    return this;
  }
}
