import { describe, expect, it } from 'vitest';
import type { PlanResult } from '../../../src/modules/planning/engine/index.js';
import { PlanInputError, plan } from '../../../src/modules/planning/engine/index.js';
import { World } from './world.js';

/** Planned orders as [type, item, warehouse, quantity, release, receipt, from warehouse or supplier or BOM]. */
const orders = (result: PlanResult) =>
  result.plannedOrders.map((o) => [
    o.orderType,
    o.subItemNumber === null ? o.itemNumber : `${o.itemNumber}/${o.subItemNumber}`,
    o.warehouseNumber,
    o.quantity,
    o.releaseDate,
    o.receiptDate,
    o.fromWarehouseNumber ?? o.supplierNumber ?? o.bomNumber,
  ]);
const sku = (result: PlanResult, item: string, warehouse: string) =>
  result.skus.find((s) => s.itemNumber === item && s.warehouseNumber === warehouse)!;
/** A SKU's days as [date, transfer demand, other demand, scheduled, planned, balance]. */
const days = (result: PlanResult, item: string, warehouse: string) =>
  sku(result, item, warehouse).days.map((d) => [
    d.date,
    d.transferDemand,
    d.salesDemand + d.forecastDemand + d.dependentDemand,
    d.scheduledReceipts,
    d.plannedReceipts,
    d.balance,
  ]);

// W1 is the central warehouse, W2 (and W3) regional: by number W1 comes first, so the order of planning must come
// from the distributions, not the numbers.
describe('transfers between warehouses (planning.md part 5; P = 2026-01-05, H = 30)', () => {
  it('a regional shortage becomes a planned transfer whose source demand becomes a purchase at the central one', () => {
    const world = new World()
      .stock('A', 5, 0)
      .stock('A', 10, 0, { warehouseNumber: 'W2' })
      .buy('A', { leadTimeDays: 3 })
      .distribute('A', 'W1', 'W2', { leadTimeDays: 2 })
      .sale('A', '2026-01-10', 30, { warehouseNumber: 'W2' });
    const result = plan(world.input);
    // W2: 10 − 30 = −20 on 01-10 → transfer 20, shipped 01-08; W1: 5 − 20 = −15 on 01-08 → buy 15, released 01-05.
    expect(orders(result)).toEqual([
      ['Transfer', 'A', 'W2', 20, '2026-01-08', '2026-01-10', 'W1'],
      ['Purchase', 'A', 'W1', 15, '2026-01-05', '2026-01-08', 'S1'],
    ]);
    expect(result.skus.map((s) => [s.warehouseNumber, s.source, s.transferDemand])).toEqual([
      ['W2', 'Transfer', 0],
      ['W1', 'Buy', 20],
    ]);
    expect(days(result, 'A', 'W1')).toEqual([
      ['2026-01-05', 0, 0, 0, 0, 5],
      ['2026-01-08', 20, 0, 0, 15, 0],
    ]);
    expect(result.plannedOrders[0]).toMatchObject({
      distributionId: 2,
      late: false,
      key: expect.any(String),
    });
    expect(result.exceptions).toEqual([]);
    // Pegging: the regional sale from its stock and the transfer; the transfer's demand from the central stock
    // and the purchase.
    expect(
      result.pegging.map((p) => [
        p.warehouseNumber,
        p.supplyType,
        p.plannedOrderIndex,
        p.demandType,
        p.demandNumber,
        p.demandPlannedOrderIndex,
        p.quantity,
      ]),
    ).toEqual([
      ['W2', 'On Hand', null, 'Sales Order', 'SO-3', null, 10],
      ['W2', 'Planned Transfer', 0, 'Sales Order', 'SO-3', null, 20],
      ['W1', 'On Hand', null, 'Transfer', null, 0, 5],
      ['W1', 'Planned Purchase', 1, 'Transfer', null, 0, 15],
    ]);
  });

  it('transfer minimum and multiple: raise to the minimum, then round up to the multiple', () => {
    const world = new World()
      .buy('A')
      .distribute('A', 'W1', 'W2', { minimumQuantity: 25, multiple: 10 })
      .sale('A', '2026-01-07', 20, { warehouseNumber: 'W2' });
    const result = plan(world.input);
    expect(orders(result)).toEqual([
      ['Transfer', 'A', 'W2', 30, '2026-01-07', '2026-01-07', 'W1'],
      ['Purchase', 'A', 'W1', 30, '2026-01-07', '2026-01-07', 'S1'],
    ]);
    expect(sku(result, 'A', 'W2').endingBalance).toBe(10);
  });

  it('a late transfer: shipped before P is Late, and its demand on the source counts on P', () => {
    const world = new World()
      .buy('A')
      .distribute('A', 'W1', 'W2', { leadTimeDays: 10 })
      .sale('A', '2026-01-08', 20, { warehouseNumber: 'W2' });
    const result = plan(world.input);
    expect(orders(result)).toEqual([
      ['Transfer', 'A', 'W2', 20, '2025-12-29', '2026-01-08', 'W1'],
      ['Purchase', 'A', 'W1', 20, '2026-01-05', '2026-01-05', 'S1'],
    ]);
    expect(result.exceptions).toEqual([
      {
        itemNumber: 'A',
        subItemNumber: null,
        warehouseNumber: 'W2',
        type: 'Late',
        date: '2025-12-29',
        quantity: 20,
        plannedOrderIndex: 0,
        firmLineId: null,
        firmOrderNumber: null,
        message:
          'Planned transfer order of 20 received 2026-01-08 should have been released on 2025-12-29, before the plan date',
      },
    ]);
  });

  it('a Shipped transfer line is supply at the receiving warehouse only; an Open one is also demand at From', () => {
    const shipped = new World()
      .transfer('A', 'W1', 'W2', '2026-01-06', '2026-01-09', 40, { status: 'Shipped' })
      .sale('A', '2026-01-10', 30, { warehouseNumber: 'W2' });
    const result = plan(shipped.input);
    expect(result.skus.map((s) => s.warehouseNumber)).toEqual(['W2']);
    expect(days(result, 'A', 'W2')).toEqual([
      ['2026-01-05', 0, 0, 0, 0, 0],
      ['2026-01-09', 0, 0, 40, 0, 40],
      ['2026-01-10', 0, 30, 0, 0, 10],
    ]);
    expect(
      result.pegging.map((p) => [p.supplyType, p.supplyOrderNumber, p.supplyLineId, p.quantity]),
    ).toEqual([['Transfer', 'TO-1', 1, 30]]);

    const open = new World()
      .stock('A', 100, 0)
      .transfer('A', 'W1', 'W2', '2026-01-06', '2026-01-09', 40)
      .sale('A', '2026-01-10', 30, { warehouseNumber: 'W2' });
    const both = plan(open.input);
    expect(days(both, 'A', 'W1')).toEqual([
      ['2026-01-05', 0, 0, 0, 0, 100],
      ['2026-01-06', 40, 0, 0, 0, 60],
    ]);
    expect(both.pegging.filter((p) => p.warehouseNumber === 'W1')).toMatchObject([
      { supplyType: 'On Hand', demandType: 'Transfer', demandNumber: 'TO-1', demandLineId: 1, quantity: 40 },
    ]);
    // Without dates the ship date is P and the receipt the ship date; Delivered, Closed, Cancelled and Suggested
    // lines are nothing.
    const undated = new World().transfer('A', 'W1', 'W2', null, null, 7);
    for (const status of ['Delivered', 'Closed', 'Cancelled', 'Suggested'])
      undated.transfer('A', 'W1', 'W2', '2026-01-06', '2026-01-09', 1000, { status });
    expect(
      plan(undated.input).skus.map((s) => [s.warehouseNumber, s.transferDemand, s.scheduledReceipts]),
    ).toEqual([
      ['W1', 7, 0],
      ['W2', 0, 7],
    ]);
  });

  it('a two-level chain: central → regional → store, each lead time in turn', () => {
    const world = new World()
      .buy('A', { leadTimeDays: 2 })
      .distribute('A', 'W1', 'W2', { leadTimeDays: 1 })
      .distribute('A', 'W2', 'W3', { leadTimeDays: 1 })
      .stock('A', 0, 0)
      .sale('A', '2026-01-20', 50, { warehouseNumber: 'W3' });
    const result = plan(world.input);
    expect(orders(result)).toEqual([
      ['Transfer', 'A', 'W3', 50, '2026-01-19', '2026-01-20', 'W2'],
      ['Transfer', 'A', 'W2', 50, '2026-01-18', '2026-01-19', 'W1'],
      ['Purchase', 'A', 'W1', 50, '2026-01-16', '2026-01-18', 'S1'],
    ]);
    expect(result.skus.map((s) => [s.warehouseNumber, s.source])).toEqual([
      ['W3', 'Transfer'],
      ['W2', 'Transfer'],
      ['W1', 'Buy'],
    ]);
  });

  it('a made item distributed: the transfer takes precedence at the regional warehouse, the central one makes it', () => {
    const world = new World()
      .make('M', { K: 2 }, { leadTimeDays: 1 })
      .buy('K')
      .distribute('M', 'W1', 'W2', { leadTimeDays: 2 })
      .sale('M', '2026-01-12', 10, { warehouseNumber: 'W2' });
    const result = plan(world.input);
    expect(orders(result)).toEqual([
      ['Transfer', 'M', 'W2', 10, '2026-01-10', '2026-01-12', 'W1'],
      ['Manufacturing', 'M', 'W1', 10, '2026-01-09', '2026-01-10', 'BOM-M'],
      ['Purchase', 'K', 'W1', 20, '2026-01-09', '2026-01-09', 'S1'],
    ]);
    expect(result.skus.map((s) => [s.itemNumber, s.warehouseNumber, s.source, s.bomNumber])).toEqual([
      ['M', 'W2', 'Transfer', null],
      ['M', 'W1', 'Make', 'BOM-M'],
      ['K', 'W1', 'Buy', null],
    ]);
  });

  it("a distribution applies to the item's sub items", () => {
    const world = new World()
      .buy('A')
      .distribute('A', 'W1', 'W2')
      .sale('A', '2026-01-07', 5, { warehouseNumber: 'W2', subItemNumber: 'X' });
    expect(orders(plan(world.input))).toEqual([
      ['Transfer', 'A/X', 'W2', 5, '2026-01-07', '2026-01-07', 'W1'],
      ['Purchase', 'A/X', 'W1', 5, '2026-01-07', '2026-01-07', 'S1'],
    ]);
  });

  it('a source without a source of its own reports No Source for the transfer demand', () => {
    const world = new World()
      .distribute('A', 'W1', 'W2')
      .sale('A', '2026-01-07', 5, { warehouseNumber: 'W2' });
    const result = plan(world.input);
    expect(orders(result)).toEqual([['Transfer', 'A', 'W2', 5, '2026-01-07', '2026-01-07', 'W1']]);
    expect(result.exceptions.map((e) => [e.warehouseNumber, e.type, e.date, e.quantity])).toEqual([
      ['W1', 'Stockout', '2026-01-07', 5],
      ['W1', 'No Source', '2026-01-07', 5],
    ]);
  });

  it('Active distributions that return to a warehouse cannot be planned', () => {
    const world = new World().distribute('A', 'W1', 'W2').distribute('A', 'W2', 'W1').sale('A', null, 1);
    expect(() => plan(world.input)).toThrow(PlanInputError);
  });
});
