import { describe, expect, it } from 'vitest';
import type { PlanResult } from '../../../src/modules/planning/engine/index.js';
import { PlanInputError, plan } from '../../../src/modules/planning/engine/index.js';
import { World } from './world.js';

/** Planned orders as [item, quantity, release, receipt] (plus supplier for purchases), compact to compare. */
const orders = (result: PlanResult) =>
  result.plannedOrders.map((o) =>
    o.orderType === 'Purchase'
      ? [o.itemNumber, o.quantity, o.releaseDate, o.receiptDate, o.supplierNumber]
      : [o.itemNumber, o.quantity, o.releaseDate, o.receiptDate, o.bomNumber],
  );
const skuOf = (result: PlanResult, item: string) => result.skus.find((s) => s.itemNumber === item)!;
const days = (result: PlanResult, item: string) =>
  skuOf(result, item).days.map((d) => [
    d.date,
    d.salesDemand + d.forecastDemand + d.dependentDemand,
    d.scheduledReceipts,
    d.plannedReceipts,
    d.balance,
  ]);

describe('textbook cases (P = 2026-01-05, H = 30)', () => {
  it('single level: safety stock 20 and a 3-day lead time', () => {
    const world = new World()
      .stock('A', 50, 20)
      .buy('A', { leadTimeDays: 3 })
      .sale('A', '2026-01-08', 40)
      .sale('A', '2026-01-15', 30);
    const result = plan(world.input);
    // 01-08: 50 − 40 = 10 < 20 → receive 10; 01-15: 20 − 30 = −10 → receive 30. Each released 3 days earlier.
    expect(orders(result)).toEqual([
      ['A', 10, '2026-01-05', '2026-01-08', 'S1'],
      ['A', 30, '2026-01-12', '2026-01-15', 'S1'],
    ]);
    expect(days(result, 'A')).toEqual([
      ['2026-01-05', 0, 0, 0, 50],
      ['2026-01-08', 40, 0, 10, 20],
      ['2026-01-15', 30, 0, 30, 20],
    ]);
    expect(result.plannedOrders.every((o) => !o.late)).toBe(true);
    expect(result.exceptions).toEqual([]);
    // FIFO: safety stock from on hand, then the first sale from on hand (30) and the first order (10).
    expect(
      result.pegging.map((p) => [p.supplyType, p.plannedOrderIndex, p.demandType, p.demandDate, p.quantity]),
    ).toEqual([
      ['On Hand', null, 'Safety Stock', '2026-01-05', 20],
      ['On Hand', null, 'Sales Order', '2026-01-08', 30],
      ['Planned Purchase', 0, 'Sales Order', '2026-01-08', 10],
      ['Planned Purchase', 1, 'Sales Order', '2026-01-15', 30],
    ]);
    expect(result.pegging[1]).toMatchObject({
      demandNumber: 'SO-2',
      demandLineId: 2,
      supplyDate: '2026-01-05',
    });
  });

  it('lot sizing: raise to the minimum, then round up to the multiple, decimals to 6 places', () => {
    const world = new World()
      .buy('B', { minimumOrderQuantity: 25, orderMultiple: 10 })
      .sale('B', '2026-01-06', 12)
      .sale('B', '2026-01-10', 20)
      .sale('B', '2026-01-20', 5)
      .buy('D', { orderMultiple: 0.25 })
      .sale('D', '2026-01-06', 1.1)
      .buy('E', { minimumOrderQuantity: 0.000003 })
      .sale('E', '2026-01-06', 0.0000011);
    const result = plan(world.input);
    // B: need 12 → 25 → 30 (balance 18); need 2 → 25 → 30 (balance 28); 28 − 5 = 23 needs nothing.
    // D: 1.1 → 1.25. E: 0.0000011 is 0.000001 at 6 places → minimum 0.000003.
    expect(orders(result)).toEqual([
      ['B', 30, '2026-01-06', '2026-01-06', 'S1'],
      ['B', 30, '2026-01-10', '2026-01-10', 'S1'],
      ['D', 1.25, '2026-01-06', '2026-01-06', 'S1'],
      ['E', 0.000003, '2026-01-06', '2026-01-06', 'S1'],
    ]);
    expect(skuOf(result, 'B').endingBalance).toBe(23);
    expect(skuOf(result, 'D').endingBalance).toBe(0.15);
  });

  it('a 70/30 supplier split: each share lot-sized and led by its own allocation', () => {
    const world = new World()
      .buy('C', { supplierNumber: 'S1', allocationPercent: 70, leadTimeDays: 2, unitPrice: 3 })
      .buy('C', {
        supplierNumber: 'S2',
        shipFromNumber: 'SF2',
        allocationPercent: 30,
        leadTimeDays: 5,
        orderMultiple: 5,
      })
      // No ship-from to resolve: does not count.
      .buy('C', { supplierNumber: 'S3', shipFromNumber: null, allocationPercent: 50 })
      .sale('C', '2026-01-15', 100)
      .sale('C', '2026-01-20', 10);
    const result = plan(world.input);
    // 100 → 70 from S1 and 30 from S2; 10 → 7 from S1 and 3 → 5 from S2 (balance 2 carries forward).
    expect(orders(result)).toEqual([
      ['C', 70, '2026-01-13', '2026-01-15', 'S1'],
      ['C', 30, '2026-01-10', '2026-01-15', 'S2'],
      ['C', 7, '2026-01-18', '2026-01-20', 'S1'],
      ['C', 5, '2026-01-15', '2026-01-20', 'S2'],
    ]);
    expect(result.plannedOrders[0]).toMatchObject({ unitPrice: 3, shipFromNumber: 'SF1', leadTimeDays: 2 });
    expect(result.plannedOrders[1]).toMatchObject({ shipFromNumber: 'SF2', allocationId: 2 });
    expect(skuOf(result, 'C').endingBalance).toBe(2);
  });

  it('split shares are rounded up to 6 decimals, not a millionth more when the share is whole', () => {
    // Three equal allocations of 1.1 %: 3 split into 1 + 1 + 1 (1.1 ÷ 3.3 is not exact in binary); 1 into
    // 0.333334 each (rounded up), the surplus of 0.000002 carried in the balance.
    const world = new World()
      .buy('Q', { supplierNumber: 'S1', allocationPercent: 1.1 })
      .buy('Q', { supplierNumber: 'S2', allocationPercent: 1.1 })
      .buy('Q', { supplierNumber: 'S3', allocationPercent: 1.1 })
      .sale('Q', '2026-01-06', 3)
      .sale('Q', '2026-01-08', 1);
    const result = plan(world.input);
    expect(orders(result).map((o) => [o[1], o[3], o[4]])).toEqual([
      [1, '2026-01-06', 'S1'],
      [1, '2026-01-06', 'S2'],
      [1, '2026-01-06', 'S3'],
      [0.333334, '2026-01-08', 'S1'],
      [0.333334, '2026-01-08', 'S2'],
      [0.333334, '2026-01-08', 'S3'],
    ]);
    expect(skuOf(result, 'Q').endingBalance).toBe(0.000002);
  });

  it('allocations all at 0 percent share equally', () => {
    const world = new World()
      .buy('Z', { supplierNumber: 'S2', allocationPercent: 0 })
      .buy('Z', { supplierNumber: 'S1', allocationPercent: null })
      .sale('Z', '2026-01-06', 10);
    expect(orders(plan(world.input))).toEqual([
      ['Z', 5, '2026-01-06', '2026-01-06', 'S1'],
      ['Z', 5, '2026-01-06', '2026-01-06', 'S2'],
    ]);
  });

  it('three levels with a shared component and stock at the middle level', () => {
    // TOP = 1 MID + 2 RAW (1 day); MID = 3 RAW (2 days); RAW bought in 4 days. RAW is used on two levels.
    const world = new World()
      .make('TOP', { MID: 1, RAW: 2 }, { leadTimeDays: 1 })
      .make('MID', { RAW: 3 }, { leadTimeDays: 2 })
      .buy('RAW', { leadTimeDays: 4 })
      .stock('MID', 4)
      .stock('RAW', 5)
      .sale('TOP', '2026-01-20', 10);
    const result = plan(world.input);
    expect(result.skus.map((s) => [s.itemNumber, s.lowLevelCode, s.source])).toEqual([
      ['TOP', 0, 'Make'],
      ['MID', 1, 'Make'],
      ['RAW', 2, 'Buy'],
    ]);
    // TOP: 10 made, released 01-19 → MID needs 10 and RAW 20 on 01-19.
    // MID: 4 on hand, makes 6, released 01-17 → RAW needs 18 on 01-17.
    // RAW: 5 on hand: 01-17 5 − 18 → buy 13; 01-19 0 − 20 → buy 20.
    expect(orders(result)).toEqual([
      ['TOP', 10, '2026-01-19', '2026-01-20', 'BOM-TOP'],
      ['MID', 6, '2026-01-17', '2026-01-19', 'BOM-MID'],
      ['RAW', 13, '2026-01-13', '2026-01-17', 'S1'],
      ['RAW', 20, '2026-01-15', '2026-01-19', 'S1'],
    ]);
    expect(days(result, 'RAW')).toEqual([
      ['2026-01-05', 0, 0, 0, 5],
      ['2026-01-17', 18, 0, 13, 0],
      ['2026-01-19', 20, 0, 20, 0],
    ]);
    // RAW's dependent demands peg back to the planned MOs that cause them.
    expect(
      result.pegging
        .filter((p) => p.itemNumber === 'RAW')
        .map((p) => [p.supplyType, p.demandType, p.demandPlannedOrderIndex, p.quantity]),
    ).toEqual([
      ['On Hand', 'Dependent', 1, 5],
      ['Planned Purchase', 'Dependent', 1, 13],
      ['Planned Purchase', 'Dependent', 0, 20],
    ]);
  });

  it('forecast consumption within a month: earliest forecast first, every sale but Cancelled counts', () => {
    const world = new World()
      .buy('F')
      .forecast('F', '2026-01-20', 50)
      .forecast('F', '2026-01-10', 50)
      .forecast('F', '2026-02-10', 40)
      .forecast('F', '2026-01-15', 999, { listStatus: 'Inactive', forecastNumber: 'OLD' })
      .sale('F', '2026-01-03', 20, { status: 'Closed' }) // before P, not demand, still consumes
      .sale('F', '2026-01-12', 30) // open: demand and consumes
      .sale('F', '2026-01-25', 100, { status: 'Cancelled' }) // neither
      .sale('F', '2026-03-01', 10) // after the horizon: consumes March only (no forecast there)
      // G: the rest of a forecast dated before P is dropped.
      .buy('G')
      .forecast('G', '2026-01-02', 40)
      .sale('G', '2026-01-06', 10);
    const result = plan(world.input);
    expect(
      result.forecastConsumption.map((f) => [
        f.itemNumber,
        f.month,
        f.forecastQuantity,
        f.salesQuantity,
        f.consumedQuantity,
        f.netQuantity,
      ]),
    ).toEqual([
      ['F', '2026-01', 100, 50, 50, 50],
      ['F', '2026-02', 40, 0, 0, 40],
      ['G', '2026-01', 40, 10, 10, 30],
    ]);
    // F: the 01-10 forecast is consumed, 50 of 01-20 left; February is after the horizon (ends 02-03).
    expect(orders(result)).toEqual([
      ['F', 30, '2026-01-12', '2026-01-12', 'S1'],
      ['F', 50, '2026-01-20', '2026-01-20', 'S1'],
      ['G', 10, '2026-01-06', '2026-01-06', 'S1'],
    ]);
    expect(skuOf(result, 'F').forecastDemand).toBe(50);
    expect(skuOf(result, 'G').forecastDemand).toBe(0);
    const forecastPeg = result.pegging.find((p) => p.demandType === 'Forecast')!;
    expect(forecastPeg).toMatchObject({
      demandNumber: 'FC-1',
      demandLineId: 2,
      demandDate: '2026-01-20',
      quantity: 50,
    });
  });

  it('a late release: planned on its need date, released before P, with a Late exception', () => {
    const world = new World().buy('L', { leadTimeDays: 10 }).sale('L', '2026-01-08', 5);
    const result = plan(world.input);
    expect(result.plannedOrders).toHaveLength(1);
    expect(result.plannedOrders[0]).toMatchObject({
      receiptDate: '2026-01-08',
      releaseDate: '2025-12-29',
      late: true,
      quantity: 5,
    });
    expect(result.exceptions).toEqual([
      expect.objectContaining({
        itemNumber: 'L',
        type: 'Late',
        date: '2025-12-29',
        quantity: 5,
        plannedOrderIndex: 0,
      }),
    ]);
  });

  it('a firm order is not moved: a need before it gets a planned order; Suggested lines are replaced', () => {
    const world = new World()
      .buy('K')
      .po('K', '2026-01-20', 100)
      .po('K', '2026-01-08', 1000, { status: 'Suggested' })
      .po('X', '2026-01-08', 5, { status: 'Suggested' }) // names no SKU
      .sale('K', '2026-01-10', 30);
    const result = plan(world.input);
    expect(orders(result)).toEqual([['K', 30, '2026-01-10', '2026-01-10', 'S1']]);
    expect(days(result, 'K')).toEqual([
      ['2026-01-05', 0, 0, 0, 0],
      ['2026-01-10', 30, 0, 30, 0],
      ['2026-01-20', 0, 100, 0, 100],
    ]);
    expect(result.skus.map((s) => s.itemNumber)).toEqual(['K']);
    // Excess: 100 > 0 + 90 × 30 ÷ 30 = 90 from 01-20 on. The PO is needed on 01-10 (the spec's case): moving it
    // in, then planning again, would remove the planned order.
    expect(result.exceptions).toEqual([
      expect.objectContaining({ type: 'Excess', date: '2026-01-20', quantity: 10 }),
      expect.objectContaining({
        type: 'Reschedule In',
        date: '2026-01-10',
        quantity: 100,
        firmOrderNumber: 'PO-2',
        message:
          'Firm purchase order PO-2 receipt of 100 on 2026-01-20 is needed on 2026-01-10: reschedule in to 2026-01-10',
      }),
    ]);
    expect(skuOf(result, 'K').excessQuantity).toBe(10);
  });

  it('No Source and Stockout: one each per SKU, first day and largest amount', () => {
    const world = new World()
      .stock('N', 10, 5)
      .sale('N', '2026-01-07', 8)
      .sale('N', '2026-01-09', 6)
      .po('N', '2026-01-12', 20);
    const result = plan(world.input);
    expect(result.plannedOrders).toEqual([]);
    expect(skuOf(result, 'N').source).toBe('None');
    // Balances 10 → 2 (01-07) → −4 (01-09) → 16 (01-12); the PO is needed from 01-07 (below safety stock 5).
    expect(result.exceptions.map((e) => [e.type, e.date, e.quantity])).toEqual([
      ['Stockout', '2026-01-09', 4],
      ['No Source', '2026-01-07', 9],
      ['Reschedule In', '2026-01-07', 20],
    ]);
    expect(skuOf(result, 'N').firstShortageDate).toBe('2026-01-09');
    expect(skuOf(result, 'N').exceptionCount).toBe(3);
  });

  it('dates: past due counts on P, the horizon cuts, statuses follow the table', () => {
    const world = new World('2026-01-05', 10)
      .stock('A', 0, 0)
      .buy('A')
      .po('A', null, 4, { requestDate: '2025-12-01' }) // past due → P
      .po('A', null, 3, { status: 'Shipped' }) // in transit, no date → P
      .po('A', '2026-01-06', 50, { status: 'Delivered' }) // nothing
      .sale('A', null, 2, { orderDate: '2025-12-20' }) // past due → P
      .sale('A', '2026-01-06', 9, { status: 'Shipped' }) // has left
      .sale('A', '2026-01-07', 10, { status: 'Whatever' }) // counts as Open
      .sale('A', '2026-01-08', 1, { status: 'Suggested' }) // counts as Open
      .sale('A', '2026-01-15', 500); // after P+H−1 = 01-14: ignored
    const result = plan(world.input);
    expect(days(result, 'A')).toEqual([
      ['2026-01-05', 2, 7, 0, 5],
      ['2026-01-07', 10, 0, 5, 0],
      ['2026-01-08', 1, 0, 1, 0],
    ]);
    expect(result.endDate).toBe('2026-01-14');
  });

  it('open MOs: receipt on the due date, component demand from their own BOM on the start date', () => {
    const world = new World()
      .make('P1', { C1: 1 }, { bomNumber: 'ACTIVE' })
      .mo('P1', '2026-01-07', '2026-01-09', 4, { bomNumber: 'OLD' })
      .mo('P1', null, '2026-01-10', 1) // no BOM named: the Active one, on its due date
      .mo('P1', '2026-01-07', '2026-01-09', 99, { status: 'Suggested' });
    world.input.boms.push({
      bomNumber: 'OLD',
      itemNumber: 'P1',
      leadTimeDays: 0,
      minimumQuantity: 0,
      orderMultiple: 0,
      components: [{ itemNumber: 'C2', quantity: 2.5 }],
    });
    const result = plan(world.input);
    expect(days(result, 'P1')).toEqual([
      ['2026-01-05', 0, 0, 0, 0],
      ['2026-01-09', 0, 4, 0, 4],
      ['2026-01-10', 0, 1, 0, 5],
    ]);
    expect(days(result, 'C2')).toEqual([
      ['2026-01-05', 0, 0, 0, 0],
      ['2026-01-07', 10, 0, 0, -10],
    ]);
    expect(days(result, 'C1')).toEqual([
      ['2026-01-05', 0, 0, 0, 0],
      ['2026-01-10', 1, 0, 0, -1],
    ]);
    expect(result.pegging.filter((p) => p.itemNumber === 'C1')).toEqual([]);
    expect(result.exceptions.filter((e) => e.itemNumber === 'C2').map((e) => e.type)).toEqual([
      'Stockout',
      'No Source',
    ]);
  });

  it('a planned MO released before P puts its component demand on P', () => {
    const world = new World().make('T', { R: 2 }, { leadTimeDays: 5 }).buy('R').sale('T', '2026-01-07', 3);
    const result = plan(world.input);
    expect(orders(result)).toEqual([
      ['T', 3, '2026-01-02', '2026-01-07', 'BOM-T'],
      ['R', 6, '2026-01-05', '2026-01-05', 'S1'],
    ]);
    expect(result.exceptions.map((e) => [e.itemNumber, e.type, e.date])).toEqual([
      ['T', 'Late', '2026-01-02'],
    ]);
  });

  it('a sub-item SKU uses its item’s allocations; components are demanded without sub item', () => {
    const world = new World()
      .buy('S')
      .sale('S', '2026-01-06', 2, { subItemNumber: 'RED' })
      .sale('S', '2026-01-06', 3);
    const result = plan(world.input);
    expect(result.plannedOrders.map((o) => [o.subItemNumber, o.quantity])).toEqual([
      [null, 3],
      ['RED', 2],
    ]);
    expect(result.plannedOrders.map((o) => o.key)).toEqual([
      JSON.stringify(['Purchase', 'S', null, 'W1', '2026-01-06', 'S1', 'SF1']),
      JSON.stringify(['Purchase', 'S', 'RED', 'W1', '2026-01-06', 'S1', 'SF1']),
    ]);
    const made = plan(new World().make('M', {}).sale('M', '2026-01-07', 1).input);
    expect(made.plannedOrders[0]!.key).toBe(JSON.stringify(['Manufacturing', 'M', null, 'W1', '2026-01-07']));
  });

  it('refuses a horizon below 1, a bad plan date and a BOM cycle', () => {
    expect(() => plan(new World('2026-01-05', 0).input)).toThrow(PlanInputError);
    expect(() => plan(new World('5 Jan', 10).input)).toThrow(PlanInputError);
    const cycle = new World().make('A', { B: 1 }).make('B', { A: 1 });
    expect(() => plan(cycle.input)).toThrow(/cycle/);
  });
});

describe('options', () => {
  it('firmPegging: false leaves out the pegging of firm supply, and nothing else', () => {
    const world = new World().stock('A', 5, 1).buy('A').po('A', '2026-01-07', 2).sale('A', '2026-01-08', 10);
    const all = plan(world.input);
    const lean = plan(world.input, { firmPegging: false });
    expect(all.pegging.map((p) => p.supplyType)).toEqual([
      'On Hand',
      'On Hand',
      'Purchase',
      'Planned Purchase',
    ]);
    expect(lean.pegging).toEqual(all.pegging.filter((p) => p.plannedOrderIndex !== null));
    expect({ ...lean, pegging: [] }).toEqual({ ...all, pegging: [] });
  });
});

it('lead times are whole days ≥ 0 whatever a scenario computed', () => {
  const world = new World()
    .buy('A', { leadTimeDays: -3 })
    .buy('A', { supplierNumber: 'S2', leadTimeDays: 2.4 })
    .sale('A', '2026-01-10', 2);
  expect(
    plan(world.input).plannedOrders.map((o) => [o.supplierNumber, o.releaseDate, o.leadTimeDays]),
  ).toEqual([
    ['S1', '2026-01-10', 0],
    ['S2', '2026-01-08', 2],
  ]);
});
