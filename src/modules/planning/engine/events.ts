/**
 * The input turned into events: each inventory record sets its SKU's on hand and safety stock, each supply or
 * demand line becomes an event on its SKU's day, an open MO line adds its components' dependent demand, and
 * an open TO line is demand at its From warehouse and supply at its receiving one, and forecast lines add what
 * sales have not consumed (forecasts.ts). Planned MOs and transfers add theirs while netting.
 */
import { DEP, FC, MO, PO, SO, TDEP, TO } from './codes.js';
import { consumeForecasts } from './forecasts.js';
import { toMicro } from './quantities.js';
import { skuOf } from './skus.js';
import type { PlanState, Sku } from './state.js';
import { lineRole, namesSku } from './statuses.js';
import type { PlanManufacturingLine, PlanPurchaseLine, PlanTransferLine } from './types.js';

/** An event dated `day` (before P: on P; after the horizon: ignored), chained after the SKU's others. */
export function addEvent(
  state: PlanState,
  sku: Sku,
  day: number,
  kind: number,
  qty: number,
  ref: number,
  order: number,
): void {
  if (day > state.last) return;
  const events = state.events;
  const e = events.push(day < 0 ? 0 : day, kind, qty, ref, order);
  if (sku.last < 0) sku.first = e;
  else events.ints[8 * sku.last + 3] = e;
  sku.last = e;
  sku.count += 1;
}

/** Every SKU the input names, with its on hand, safety stock and the events of its lines. */
export function addInputEvents(state: PlanState): void {
  const { input, calendar, last } = state;
  const { activeBoms, bomByNumber } = state.sources;
  for (const record of input.skus) {
    const sku = skuOf(state, record.itemNumber, record.subItemNumber, record.warehouseNumber);
    sku.onHand = toMicro(record.onHand);
    sku.safety = toMicro(record.safetyStock);
  }
  input.purchaseLines.forEach((line, index) => {
    if (!namesSku('purchase', line.status)) return;
    const sku = skuOf(state, line.itemNumber, line.subItemNumber, line.warehouseNumber);
    if (lineRole('purchase', line.status) !== 'Supply') return;
    addEvent(state, sku, purchaseReceiptDay(state, line), PO, toMicro(line.quantity), index, line.lineId);
  });
  input.manufacturingLines.forEach((line, index) => {
    if (!namesSku('manufacturing', line.status)) return;
    const sku = skuOf(state, line.itemNumber, line.subItemNumber, line.warehouseNumber);
    if (lineRole('manufacturing', line.status) !== 'Supply') return;
    const quantity = toMicro(line.quantity);
    addEvent(state, sku, manufacturingReceiptDay(state, line), MO, quantity, index, line.lineId);
    const bom = line.bomNumber === null ? activeBoms.get(line.itemNumber) : bomByNumber.get(line.bomNumber);
    const start = calendar.offset(line.startDate ?? line.dueDate, 0);
    if (!bom || start > last) return;
    for (const component of bom.components) {
      const componentSku = skuOf(state, component.itemNumber, null, line.warehouseNumber);
      addEvent(
        state,
        componentSku,
        start,
        DEP,
        Math.round(quantity * component.quantity),
        index,
        line.lineId,
      );
    }
  });
  addTransferLines(state);
  const salesSkus = state.salesSkus;
  input.salesLines.forEach((line, index) => {
    const sku = skuOf(state, line.itemNumber, line.subItemNumber, line.warehouseNumber);
    salesSkus.push(sku);
    if (lineRole('sales', line.status) !== 'Demand') return;
    addEvent(
      state,
      sku,
      calendar.offset(line.shipDate ?? line.orderDate, 0),
      SO,
      toMicro(line.quantity),
      index,
      line.lineId,
    );
  });
  state.forecastRows = consumeForecasts(state, (sku, day, qty, index) =>
    // What is left of a forecast line dated before P is dropped (not moved to P like other past-due demand).
    day >= 0 ? addEvent(state, sku, day, FC, qty, index, input.forecastLines[index]!.lineId) : undefined,
  );
}

/**
 * Transfer order lines (planning.md part 5): supply at the receiving warehouse on Receipt Date (else Ship Date,
 * else Order Date, else P); an Open or In Progress line is also demand at From on Ship Date (else Order Date,
 * else P). The From SKU is planned only when that demand falls inside the horizon.
 */
function addTransferLines(state: PlanState): void {
  const { input, calendar, last } = state;
  (input.transferLines ?? []).forEach((line, index) => {
    if (!namesSku('transfer', line.status)) return;
    const sku = skuOf(state, line.itemNumber, line.subItemNumber, line.warehouseNumber);
    const role = lineRole('transfer', line.status);
    if (role === 'None') return;
    const quantity = toMicro(line.quantity);
    addEvent(state, sku, transferReceiptDay(state, line), TO, quantity, index, line.lineId);
    if (role !== 'Transfer') return;
    const shipDay = calendar.offset(line.shipDate ?? line.orderDate, 0);
    if (shipDay > last) return;
    const from = skuOf(state, line.itemNumber, line.subItemNumber, line.fromWarehouseNumber);
    addEvent(state, from, shipDay, TDEP, quantity, index, line.lineId);
  });
}

// The day a firm receipt counts, as a day number before past-due receipts are moved to P (reschedule.ts judges only
// receipts on or after P).

/** A PO line's receipt: ETA, else Request, else Order Date, else P. */
export const purchaseReceiptDay = (state: PlanState, line: PlanPurchaseLine) =>
  state.calendar.offset(line.etaDate ?? line.requestDate ?? line.orderDate, 0);

/** An MO line's receipt: Due Date, else P. */
export const manufacturingReceiptDay = (state: PlanState, line: PlanManufacturingLine) =>
  state.calendar.offset(line.dueDate, 0);

/** A TO line's receipt: Receipt Date, else Ship Date, else Order Date, else P. */
export const transferReceiptDay = (state: PlanState, line: PlanTransferLine) =>
  state.calendar.offset(line.receiptDate ?? line.shipDate ?? line.orderDate, 0);
