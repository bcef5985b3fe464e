import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { plan } from '../../src/modules/planning/engine/index.js';
import { applyScenario, shiftDate } from '../../src/modules/scenarios/overlay.js';
import { World } from '../planning/engine/world.js';

/** Plan date 2026-01-05, horizon 30, warehouse W1, supplier S1 (see World). */
describe('scenario overlay (pure)', () => {
  it('a cancelled PO is listed as Cancelled and the plan suggests a replacement', () => {
    const w = new World()
      .stock('A', 0)
      .buy('A', { leadTimeDays: 2 })
      .sale('A', '2026-01-15', 10)
      .po('A', '2026-01-12', 10);
    const before = structuredClone(w.input);
    expect(plan(w.input).plannedOrders).toHaveLength(0);
    const poNumber = w.input.purchaseLines[0]!.orderNumber;
    const { input, changes, cancelled } = applyScenario(w.input, [
      { type: 'Cancel Order', orderType: 'Purchase', orderNumber: poNumber },
    ]);
    expect(input.purchaseLines).toHaveLength(0);
    expect(cancelled.purchaseLines.map((l) => l.orderNumber)).toEqual([poNumber]);
    expect(changes.purchase.get(w.input.purchaseLines[0]!.lineId)).toBe('Cancelled');
    const planned = plan(input).plannedOrders;
    expect(planned.map((p) => [p.orderType, p.quantity, p.receiptDate, p.releaseDate])).toEqual([
      ['Purchase', 10, '2026-01-15', '2026-01-13'],
    ]);
    expect(w.input).toEqual(before);
  });

  it('a supplier delay moves open PO dates, lengthens lead time and can make a suggestion Late', () => {
    const w = new World()
      .stock('A', 0)
      .buy('A', { leadTimeDays: 2 })
      .sale('A', '2026-01-09', 5)
      .po('A', '2026-01-07', 5);
    w.po('A', '2026-01-08', 3, { status: 'Closed' });
    w.sale('A', '2026-01-08', 1);
    const before = structuredClone(w.input);
    const base = plan(w.input);
    expect(base.plannedOrders.map((p) => p.late)).toEqual([false]);
    const { input, changes } = applyScenario(w.input, [
      { type: 'Supplier Delay', days: 5, supplierNumber: 'S1' },
    ]);
    expect(input.purchaseLines.map((l) => [l.etaDate, l.status])).toEqual([
      ['2026-01-12', 'Open'],
      ['2026-01-08', 'Closed'],
    ]);
    expect(changes.purchase.size).toBe(1);
    expect(input.allocations[0]!.leadTimeDays).toBe(7);
    const planned = plan(input).plannedOrders;
    expect(planned.some((p) => p.late)).toBe(true);
    expect(w.input).toEqual(before);
  });

  it('a supplier delay moves a line dated by its Order Date alone, so its supply moves too', () => {
    const w = new World()
      .stock('A', 0)
      .buy('A', { leadTimeDays: 1 })
      .sale('A', '2026-01-09', 5)
      .po('A', '2026-01-07', 5);
    const line = w.input.purchaseLines[0]!;
    Object.assign(line, { etaDate: null, requestDate: null, orderDate: '2026-01-07' });
    expect(plan(w.input).plannedOrders).toHaveLength(0);
    const { input, changes, purchaseDelays } = applyScenario(w.input, [
      { type: 'Supplier Delay', days: 5, supplierNumber: 'S1' },
    ]);
    expect(input.purchaseLines.map((l) => [l.etaDate, l.requestDate, l.orderDate])).toEqual([
      [null, null, '2026-01-12'],
    ]);
    expect(changes.purchase.get(line.lineId)).toBe('Modified');
    expect(purchaseDelays.get(line.lineId)).toBe(5);
    // The PO now arrives after the sale: a planned order covers the sale's day.
    expect(plan(input).plannedOrders.map((p) => [p.quantity, p.receiptDate])).toEqual([[5, '2026-01-09']]);
  });

  it('+100% demand doubles the planned receipts of a single-level item', () => {
    const w = new World().stock('A', 0).buy('A').sale('A', '2026-01-10', 7).forecast('A', '2026-01-20', 4);
    const base = plan(w.input);
    const { input, changes } = applyScenario(w.input, [
      { type: 'Demand Change', percent: 100, itemNumber: 'A' },
    ]);
    const scenario = plan(input);
    expect(scenario.skus[0]!.plannedReceipts).toBe(2 * base.skus[0]!.plannedReceipts);
    expect(changes.sales.size + changes.forecast.size).toBe(2);
  });

  it('a demand change narrowed by dates and customer leaves other lines alone', () => {
    const w = new World()
      .sale('A', '2026-01-10', 7)
      .sale('A', '2026-02-10', 7)
      .sale('A', '2026-01-10', 7, { customerNumber: 'C2' });
    const { input } = applyScenario(w.input, [
      {
        type: 'Demand Change',
        percent: -50,
        customerNumber: 'C1',
        fromDate: '2026-01-01',
        toDate: '2026-01-31',
      },
    ]);
    expect(input.salesLines.map((l) => l.quantity)).toEqual([3.5, 7, 7]);
  });

  it('safety stock by quantity or percent, never below 0', () => {
    const w = new World().stock('A', 0, 10).stock('B', 0, 4);
    const { input } = applyScenario(w.input, [
      { type: 'Safety Stock Change', itemNumber: 'A', percent: 50 },
      { type: 'Safety Stock Change', itemNumber: 'B', quantity: 0 },
      { type: 'Safety Stock Change', itemNumber: 'A', percent: -500 },
    ]);
    expect(input.skus.map((s) => s.safetyStock)).toEqual([0, 0]);
  });

  it('added lines plan and are marked Added', () => {
    const w = new World().stock('A', 0).buy('A');
    const extra = new World().sale('A', '2026-01-10', 6).input.salesLines.map((l) => ({ ...l, lineId: -1 }));
    const { input, changes } = applyScenario(w.input, [
      { type: 'Add Order', orderType: 'Sales', salesLines: extra },
    ]);
    expect(changes.sales.get(-1)).toBe('Added');
    expect(plan(input).skus[0]!.plannedReceipts).toBe(6);
    expect(w.input.salesLines).toHaveLength(0);
  });

  it('a cancelled transfer leaves both warehouses; an added one is supply at its destination', () => {
    const w = new World()
      .stock('A', 0)
      .stock('A', 5, null, { warehouseNumber: 'W2' })
      .buy('A')
      .distribute('A', 'W1', 'W2')
      .transfer('A', 'W2', 'W1', '2026-01-08', '2026-01-09', 5)
      .sale('A', '2026-01-12', 5);
    const before = structuredClone(w.input);
    const number = w.input.transferLines![0]!.orderNumber;
    const cancelledPlan = applyScenario(w.input, [
      { type: 'Cancel Order', orderType: 'Transfer', orderNumber: number },
    ]);
    expect(cancelledPlan.input.transferLines).toEqual([]);
    expect(cancelledPlan.cancelled.transferLines.map((l) => l.orderNumber)).toEqual([number]);
    expect(cancelledPlan.changes.transfer.get(w.input.transferLines![0]!.lineId)).toBe('Cancelled');
    // W1 no longer receives the 5: it buys them.
    expect(plan(w.input).plannedOrders).toEqual([]);
    expect(plan(cancelledPlan.input).plannedOrders.map((p) => [p.warehouseNumber, p.quantity])).toEqual([
      ['W1', 5],
    ]);
    const extra = { ...w.input.transferLines![0]!, lineId: -1, orderNumber: 'TO-NEW', quantity: 3 };
    const added = applyScenario(w.input, [
      { type: 'Add Order', orderType: 'Transfer', transferLines: [extra] },
    ]);
    expect(added.changes.transfer.get(-1)).toBe('Added');
    expect(added.input.transferLines!.map((l) => l.quantity)).toEqual([5, 3]);
    expect(w.input).toEqual(before);
  });

  it('shiftDate crosses months and keeps null', () => {
    expect(shiftDate('2026-01-30', 3)).toBe('2026-02-02');
    expect(shiftDate('2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftDate(null, 3)).toBeNull();
  });

  it('property: no adjustments projects exactly the base plan and leaves the input as it was', () => {
    const line = fc.record({
      kind: fc.constantFrom('sale', 'po', 'forecast'),
      item: fc.constantFrom('A', 'B', 'C'),
      offset: fc.integer({ min: -5, max: 40 }),
      qty: fc.integer({ min: 1, max: 40 }),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 12 }), fc.integer({ min: 0, max: 5 }), (lines, lead) => {
        const w = new World().stock('A', 3, 2).buy('A', { leadTimeDays: lead }).buy('B', { leadTimeDays: 1 });
        for (const l of lines) {
          const date = shiftDate('2026-01-05', l.offset)!;
          if (l.kind === 'sale') w.sale(l.item, date, l.qty);
          else if (l.kind === 'po') w.po(l.item, date, l.qty);
          else w.forecast(l.item, date, l.qty);
        }
        const before = structuredClone(w.input);
        const { input, changes } = applyScenario(w.input, []);
        expect(plan(input)).toEqual(plan(w.input));
        expect(changes.purchase.size + changes.sales.size + changes.forecast.size).toBe(0);
        expect(w.input).toEqual(before);
      }),
      { numRuns: 60 },
    );
  });
});
