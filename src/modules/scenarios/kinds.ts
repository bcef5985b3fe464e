/**
 * One declaration per order type a scenario knows (planning.md parts 4 and 5): its order configuration, the paths
 * of its projected lines, the engine line an added order's line becomes, the fields adjustments change, and the
 * Suggested rows the scenario's plan gives it. Every per-type step of the scenarios code reads this table.
 */
import type { ApiRecord, OrderConfig } from '../orders/engine/types.js';
import { forecasts } from '../orders/forecast.js';
import { manufacturingOrders } from '../orders/manufacturing.js';
import { purchaseOrders } from '../orders/purchase.js';
import { salesOrders } from '../orders/sales.js';
import { transferOrders } from '../orders/transfer.js';
import type { suggestedOrders } from '../planning/suggestion-builder.js';
import {
  LINE_KIND_KEYS,
  LINE_KINDS,
  type LineKindKey,
  type LinesOf,
  type ScenarioOrderType,
} from './overlay.js';

export type Suggestions = ReturnType<typeof suggestedOrders>;

/** What every added line has whatever its kind (ids below every real one). */
export interface AddedLineBase {
  lineId: number;
  itemNumber: string;
  subItemNumber: string | null;
  warehouseNumber: string;
  quantity: number;
  /** The added order's number. */
  number: string;
}

export interface ScenarioKind<K extends LineKindKey> {
  config: OrderConfig;
  /** Stems of `GET /api/<stem>/{scenario_id}`. */
  paths: readonly string[];
  /** The line column holding the quantity. */
  quantityKey: string;
  /** Engine line field → view column, for the fields an adjustment changes. */
  patches: readonly [keyof LinesOf[K] & string, string][];
  /** The engine's line for one line of an added order (its validated create body). */
  planLine(order: ApiRecord, line: ApiRecord, base: AddedLineBase): LinesOf[K];
  /**
   * The scenario's planned orders of this type as Suggested lines (the view's values, by column), with the
   * fields planning.md part 2 (part 5 for transfers) gives a Suggested line. Absent: the type is never planned,
   * and the base's lines are all listed.
   */
  suggested?(suggestions: Suggestions): Record<string, unknown>[];
}

const text = (v: unknown) => (typeof v === 'string' ? v : null);

/** The engine's PlanLineBase fields of an added line. */
const lineBase = ({ number, ...base }: AddedLineBase, status: unknown) => ({
  ...base,
  orderId: 0,
  orderNumber: number,
  status: String(status),
});

export const SCENARIO_KINDS: { [K in LineKindKey]: ScenarioKind<K> } = {
  purchase: {
    config: purchaseOrders,
    paths: ['scenario-purchase-order-details'],
    quantityKey: 'PO Details Quantity',
    patches: [
      ['quantity', 'PO Details Quantity'],
      ['etaDate', 'PO Details ETA Date'],
      ['requestDate', 'PO Details Request Date'],
      ['orderDate', 'PO Details Order Date'],
    ],
    planLine: (order, line, base) => ({
      ...lineBase(base, line['PO Details Document Status']),
      supplierNumber: String(order['Supplier Number']),
      shipFromNumber: text(line['Ship From Number']),
      etaDate: text(line['PO Details ETA Date']),
      requestDate: text(line['PO Details Request Date']),
      orderDate: text(line['PO Details Order Date']),
      price: typeof line['PO Details Price'] === 'number' ? line['PO Details Price'] : null,
    }),
    suggested: ({ purchase }) =>
      purchase.flatMap((order) =>
        order.lines.map((line) => ({
          'PO List Number': order.number,
          'PO List Document Status': 'Suggested',
          'PO List Order Date': order.releaseDate,
          'Supplier Number': order.supplierNumber,
          'Item Number': line.itemNumber,
          'Sub Item Number': line.subItemNumber,
          'Warehouse Number': line.warehouseNumber,
          'Ship From Number': line.shipFromNumber,
          'PO Details Price': line.price,
          'PO Details Quantity': line.quantity,
          'PO Details Document Status': 'Suggested',
          'PO Details Order Date': line.releaseDate,
          'PO Details Request Date': line.receiptDate,
          'PO Details ETA Date': line.receiptDate,
        })),
      ),
  },
  sales: {
    config: salesOrders,
    paths: ['scenario-sales-order-details'],
    quantityKey: 'SO Details Quantity',
    patches: [['quantity', 'SO Details Quantity']],
    planLine: (order, line, base) => ({
      ...lineBase(base, line['SO Details Document Status']),
      customerNumber: String(order['Customer Number']),
      shipDate: text(line['SO Details Ship Date']),
      orderDate: text(line['SO Details Order Date']),
    }),
  },
  manufacturing: {
    config: manufacturingOrders,
    paths: ['scenario-manufacturing-order-details'],
    quantityKey: 'MO Details Quantity',
    patches: [['quantity', 'MO Details Quantity']],
    planLine: (_order, line, base) => ({
      ...lineBase(base, line['MO Details Document Status']),
      bomNumber: text(line['BOM Number']),
      startDate: text(line['MO Details Start Date']),
      dueDate: text(line['MO Details Due Date']),
    }),
    suggested: ({ manufacturing }) =>
      manufacturing.map((order) => ({
        'MO List Number': order.number,
        'MO List Document Status': 'Suggested',
        'Item Number': order.itemNumber,
        'Sub Item Number': order.subItemNumber,
        'Warehouse Number': order.warehouseNumber,
        'BOM Number': order.bomNumber,
        'MO Details Quantity': order.quantity,
        'MO Details Document Status': 'Suggested',
        'MO Details Start Date': order.releaseDate,
        'MO Details Due Date': order.receiptDate,
      })),
  },
  forecast: {
    config: forecasts,
    paths: ['scenario-forecast-details', 'scenario-forecast-order-details'],
    quantityKey: 'Forecast Details Quantity',
    patches: [['quantity', 'Forecast Details Quantity']],
    planLine: (order, line, base) => ({
      itemNumber: base.itemNumber,
      subItemNumber: base.subItemNumber,
      warehouseNumber: base.warehouseNumber,
      lineId: base.lineId,
      forecastId: 0,
      forecastNumber: base.number,
      listStatus: String(order['Forecast List Status']),
      customerNumber: text(line['Customer Number']),
      date: text(line['Forecast Details Date']),
      quantity: base.quantity,
    }),
  },
  transfer: {
    config: transferOrders,
    paths: ['scenario-transfer-order-details'],
    quantityKey: 'TO Details Quantity',
    patches: [['quantity', 'TO Details Quantity']],
    planLine: (order, line, base) => ({
      ...lineBase(base, line['TO Details Document Status']),
      fromWarehouseNumber: String(order['From Warehouse Number']),
      shipDate: text(line['TO Details Ship Date']),
      orderDate: text(order['TO List Order Date']),
      receiptDate: text(line['TO Details Receipt Date']),
    }),
    suggested: ({ transfer }) =>
      transfer.flatMap((order) =>
        order.lines.map((line) => ({
          'TO List Number': order.number,
          'TO List Document Status': 'Suggested',
          'TO List Order Date': order.shipDate,
          'From Warehouse Number': order.fromWarehouseNumber,
          'Item Number': line.itemNumber,
          'Sub Item Number': line.subItemNumber,
          'Warehouse Number': line.warehouseNumber,
          'TO Details Quantity': line.quantity,
          'TO Details Document Status': 'Suggested',
          'TO Details Ship Date': line.shipDate,
          'TO Details Receipt Date': line.receiptDate,
        })),
      ),
  },
};

/** The order configuration of each `Order Type` a scenario names. */
export const ORDER_CONFIGS = Object.fromEntries(
  LINE_KIND_KEYS.map((k) => [LINE_KINDS[k].orderType, SCENARIO_KINDS[k].config]),
) as Record<ScenarioOrderType, OrderConfig>;
