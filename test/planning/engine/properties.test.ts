import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PlanInput, PlanResult } from '../../../src/modules/planning/engine/index.js';
import { plan } from '../../../src/modules/planning/engine/index.js';
import { emptyInput } from './world.js';

/**
 * Random small networks: up to 6 items (an item's BOM uses only items after it, so there is no cycle), made,
 * bought through up to 3 allocations, or without source; 2 warehouses; lines of every kind and status dated
 * around and beyond the horizon; quantities, minimums and multiples with decimals.
 */
const PLAN_DATE = '2026-01-05';
const STATUSES = ['Open', 'Shipped', 'In Progress', 'Delivered', 'Closed', 'Cancelled', 'Suggested', 'Held'];
const WAREHOUSES = ['W1', 'W2'];

const dateOf = (offset: number) => new Date(Date.UTC(2026, 0, 5 + offset)).toISOString().slice(0, 10);
const dayOf = (date: string) => Math.round((Date.parse(date) - Date.parse(PLAN_DATE)) / 86_400_000);
const micro = (n: number) => Math.round(n * 1e6);

const quantity = fc.integer({ min: 0, max: 400 }).map((n) => n / 4);
const lotRule = fc.record({
  minimum: fc.constantFrom(null, 0, 3, 7.5, 40),
  multiple: fc.constantFrom(null, 0, 0.5, 1, 6, 25),
  lead: fc.integer({ min: 0, max: 8 }),
});
const itemSpec = fc.record({
  source: fc.constantFrom('make', 'buy', 'buy', 'none'),
  components: fc.array(
    fc.record({ offset: fc.integer({ min: 1, max: 5 }), qty: fc.constantFrom(0.5, 1, 2, 3) }),
    {
      maxLength: 3,
    },
  ),
  lot: lotRule,
  allocations: fc.array(
    fc.record({
      percent: fc.constantFrom(null, 0, 30, 70, 100, 12.5),
      lot: lotRule,
      shipFrom: fc.constantFrom('SF', 'SF', 'SF', null),
    }),
    { minLength: 1, maxLength: 3 },
  ),
});
const lineSpec = fc.record({
  kind: fc.constantFrom('po', 'mo', 'so', 'so', 'fc'),
  item: fc.integer({ min: 0, max: 5 }),
  warehouse: fc.constantFrom(...WAREHOUSES),
  sub: fc.constantFrom(null, null, null, 'X'),
  // Days in steps of 3 so that lines often meet on one SKU and day (ties must not depend on input order).
  day: fc.option(
    fc.integer({ min: -4, max: 15 }).map((d) => d * 3),
    { nil: null },
  ),
  start: fc.integer({ min: -10, max: 5 }),
  qty: quantity,
  status: fc.constantFrom(...STATUSES),
  listStatus: fc.constantFrom('Active', 'Active', 'Inactive'),
});
const network = fc.record({
  horizon: fc.integer({ min: 1, max: 40 }),
  items: fc.array(itemSpec, { minLength: 1, maxLength: 6 }),
  stock: fc.array(
    fc.record({
      item: fc.integer({ min: 0, max: 5 }),
      warehouse: fc.constantFrom(...WAREHOUSES),
      onHand: quantity,
      safety: fc.option(
        fc.integer({ min: 0, max: 40 }).map((n) => n / 2),
        { nil: null },
      ),
    }),
    { maxLength: 8 },
  ),
  lines: fc.array(lineSpec, { maxLength: 40, size: 'medium' }),
});

type Network = typeof network extends fc.Arbitrary<infer T> ? T : never;

function toInput(net: Network): PlanInput {
  const count = net.items.length;
  const name = (i: number) => `I${i % count}`;
  const input = emptyInput(PLAN_DATE, net.horizon);
  let id = 0;
  net.items.forEach((spec, i) => {
    if (spec.source === 'make') {
      input.items.push({ itemNumber: name(i), activeBomNumber: `B${i}` });
      input.boms.push({
        bomNumber: `B${i}`,
        itemNumber: name(i),
        leadTimeDays: spec.lot.lead,
        minimumQuantity: spec.lot.minimum,
        orderMultiple: spec.lot.multiple,
        components: spec.components
          .filter((c) => i + c.offset < count)
          .map((c) => ({ itemNumber: name(i + c.offset), quantity: c.qty })),
      });
    } else if (spec.source === 'buy') {
      spec.allocations.forEach((a, k) => {
        id += 1;
        input.allocations.push({
          allocationId: id,
          itemNumber: name(i),
          supplierNumber: `S${k}`,
          shipFromNumber: a.shipFrom && `${a.shipFrom}${k}`,
          allocationPercent: a.percent,
          leadTimeDays: a.lot.lead,
          minimumOrderQuantity: a.lot.minimum,
          orderMultiple: a.lot.multiple,
          unitPrice: 2,
        });
      });
    }
  });
  const seen = new Set<string>();
  for (const s of net.stock) {
    const key = `${name(s.item)}/${s.warehouse}`;
    if (seen.has(key)) continue;
    seen.add(key);
    input.skus.push({
      itemNumber: name(s.item),
      subItemNumber: null,
      warehouseNumber: s.warehouse,
      onHand: s.onHand,
      safetyStock: s.safety,
    });
  }
  for (const l of net.lines) {
    id += 1;
    const base = {
      lineId: id,
      orderId: id,
      itemNumber: name(l.item),
      subItemNumber: l.sub,
      warehouseNumber: l.warehouse,
      quantity: l.qty,
      status: l.status,
    };
    const date = l.day === null ? null : dateOf(l.day);
    if (l.kind === 'po') {
      input.purchaseLines.push({
        ...base,
        orderNumber: `PO${id}`,
        supplierNumber: 'S0',
        shipFromNumber: 'SF0',
        etaDate: null,
        requestDate: date,
        orderDate: dateOf(-3),
        price: 1,
      });
    } else if (l.kind === 'mo') {
      const make = input.items.find((it) => it.itemNumber === base.itemNumber);
      input.manufacturingLines.push({
        ...base,
        orderNumber: `MO${id}`,
        bomNumber: make?.activeBomNumber ?? null,
        startDate: l.day === null ? null : dateOf(l.day + l.start),
        dueDate: date,
      });
    } else if (l.kind === 'so') {
      input.salesLines.push({
        ...base,
        orderNumber: `SO${id}`,
        customerNumber: 'C',
        shipDate: date,
        orderDate: null,
      });
    } else {
      input.forecastLines.push({
        ...base,
        forecastId: 1,
        forecastNumber: 'F1',
        listStatus: l.listStatus,
        customerNumber: null,
        date: date ?? dateOf(0),
      });
    }
  }
  return input;
}

/** The lot rule the engine had to respect for a planned order, read from the input (not from the result). */
function ruleOf(input: PlanInput, result: PlanResult, index: number) {
  const order = result.plannedOrders[index]!;
  if (order.orderType === 'Manufacturing') {
    const bom = input.boms.find((b) => b.bomNumber === order.bomNumber)!;
    return {
      minimum: bom.minimumQuantity ?? 0,
      multiple: bom.orderMultiple ?? 0,
      lead: bom.leadTimeDays ?? 0,
    };
  }
  const a = input.allocations.find((x) => x.allocationId === order.allocationId)!;
  return { minimum: a.minimumOrderQuantity ?? 0, multiple: a.orderMultiple ?? 0, lead: a.leadTimeDays ?? 0 };
}

const skuName = (s: { itemNumber: string; subItemNumber: string | null; warehouseNumber: string }) =>
  `${s.itemNumber}/${s.subItemNumber}/${s.warehouseNumber}`;

const RUNS = { numRuns: 300 };

describe('properties on random small networks', () => {
  it('no SKU with a source ends a day below its safety stock inside the horizon; none after it', () => {
    fc.assert(
      fc.property(network, (net) => {
        const input = toInput(net);
        const result = plan(input);
        for (const sku of result.skus) {
          for (const day of sku.days) {
            expect(dayOf(day.date)).toBeGreaterThanOrEqual(0);
            expect(dayOf(day.date)).toBeLessThan(input.horizonDays);
            if (sku.source !== 'None') expect(day.balance).toBeGreaterThanOrEqual(sku.safetyStock);
          }
        }
      }),
      RUNS,
    );
  });

  it('every planned quantity respects minimum and multiple and is the smallest that covers its share', () => {
    fc.assert(
      fc.property(network, (net) => {
        const input = toInput(net);
        const result = plan(input);
        const skus = new Map(result.skus.map((s) => [skuName(s), s]));
        for (const order of result.plannedOrders) {
          const { minimum, multiple } = ruleOf(input, result, order.index);
          const q = micro(order.quantity);
          expect(q).toBeGreaterThan(0);
          expect(q).toBeGreaterThanOrEqual(micro(minimum));
          if (multiple > 0) expect(q % micro(multiple)).toBe(0);
          // The shortfall of the day (before planned receipts) and this order's share of it.
          const sku = skus.get(skuName(order))!;
          const day = sku.days.find((d) => d.date === order.receiptDate)!;
          const shortfall = micro(sku.safetyStock) - (micro(day.balance) - micro(day.plannedReceipts));
          expect(shortfall).toBeGreaterThan(0);
          let share = shortfall;
          if (order.orderType === 'Purchase') {
            const usable = input.allocations.filter(
              (a) => a.itemNumber === order.itemNumber && a.shipFromNumber,
            );
            const positive = usable.some((a) => (a.allocationPercent ?? 0) > 0);
            const weight = (a: (typeof usable)[number]) => (positive ? (a.allocationPercent ?? 0) : 1);
            const sum = usable.reduce((t, a) => t + weight(a), 0);
            share = (shortfall * weight(usable.find((a) => a.allocationId === order.allocationId)!)) / sum;
          }
          // Smallest: one millionth less (or one multiple less) would miss the share or the minimum.
          const floor = Math.max(Math.ceil(share - 1e-6), micro(minimum));
          expect(q).toBeGreaterThanOrEqual(floor - 1);
          if (multiple > 0) expect(q - micro(multiple)).toBeLessThan(floor);
          else expect(q).toBeLessThanOrEqual(floor + 1);
        }
      }),
      RUNS,
    );
  });

  it('release dates are receipt dates minus the lead time; late exactly when released before P', () => {
    fc.assert(
      fc.property(network, (net) => {
        const input = toInput(net);
        const result = plan(input);
        const late = new Set(
          result.exceptions.filter((e) => e.type === 'Late').map((e) => e.plannedOrderIndex),
        );
        for (const order of result.plannedOrders) {
          const { lead } = ruleOf(input, result, order.index);
          expect(dayOf(order.releaseDate)).toBe(dayOf(order.receiptDate) - lead);
          expect(order.late).toBe(dayOf(order.releaseDate) < 0);
          expect(late.has(order.index)).toBe(order.late);
        }
      }),
      RUNS,
    );
  });

  it('pegging never exceeds an order and covers every demand of a SKU with a source', () => {
    fc.assert(
      fc.property(network, (net) => {
        const input = toInput(net);
        const result = plan(input);
        const pegged = new Map<number, number>();
        const byDemandDay = new Map<string, number>();
        const bySalesLine = new Map<number, number>();
        for (const row of result.pegging) {
          expect(row.quantity).toBeGreaterThan(0);
          if (row.plannedOrderIndex !== null) {
            pegged.set(row.plannedOrderIndex, (pegged.get(row.plannedOrderIndex) ?? 0) + micro(row.quantity));
          }
          if (row.demandType !== 'Safety Stock') {
            const key = `${skuName(row)}@${row.demandDate}`;
            byDemandDay.set(key, (byDemandDay.get(key) ?? 0) + micro(row.quantity));
          }
          if (row.demandType === 'Sales Order') {
            bySalesLine.set(
              row.demandLineId!,
              (bySalesLine.get(row.demandLineId!) ?? 0) + micro(row.quantity),
            );
          }
        }
        for (const order of result.plannedOrders) {
          expect(pegged.get(order.index) ?? 0).toBeLessThanOrEqual(micro(order.quantity));
        }
        const sourced = new Set(result.skus.filter((s) => s.source !== 'None').map(skuName));
        for (const sku of result.skus) {
          if (sku.source === 'None') continue;
          const safety = result.pegging
            .filter((r) => skuName(r) === skuName(sku) && r.demandType === 'Safety Stock')
            .reduce((t, r) => t + micro(r.quantity), 0);
          expect(safety).toBe(micro(sku.safetyStock));
          for (const day of sku.days) {
            const demand = micro(day.salesDemand) + micro(day.forecastDemand) + micro(day.dependentDemand);
            expect(byDemandDay.get(`${skuName(sku)}@${day.date}`) ?? 0).toBe(demand);
          }
        }
        // Each open sales line inside the horizon of a sourced SKU, whole (read from the input).
        for (const line of input.salesLines) {
          if (
            !sourced.has(skuName(line)) ||
            ['Shipped', 'Delivered', 'Closed', 'Cancelled'].includes(line.status)
          ) {
            continue;
          }
          if (line.shipDate && dayOf(line.shipDate) >= input.horizonDays) continue;
          if (line.quantity > 0) expect(bySalesLine.get(line.lineId)).toBe(micro(line.quantity));
        }
      }),
      RUNS,
    );
  });

  it('the same data planned twice, or in another order, gives the same result', () => {
    fc.assert(
      fc.property(network, fc.integer(), (net, seed) => {
        const input = toInput(net);
        const first = plan(input);
        expect(plan(structuredClone(input))).toEqual(first);
        const shuffled = structuredClone(input);
        for (const list of [
          shuffled.items,
          shuffled.boms,
          shuffled.allocations,
          shuffled.skus,
          shuffled.purchaseLines,
          shuffled.manufacturingLines,
          shuffled.salesLines,
          shuffled.forecastLines,
        ] as unknown[][]) {
          reorder(list, seed);
        }
        expect(plan(shuffled)).toEqual(first);
      }),
      { numRuns: 150 },
    );
  });

  it('the columns hold the same plan as the objects (the run writes from them)', () => {
    fc.assert(
      fc.property(network, (net) => {
        const input = toInput(net);
        const result = plan(input, { firmPegging: false });
        const c = result.columns;
        const text = c.dayText;
        expect(c.skus.map(skuName)).toEqual(result.skus.map(skuName));
        expect(c.dayStart).toHaveLength(result.skus.length + 1);
        result.skus.forEach((sku, s) => {
          const rows = [];
          for (let r = c.dayStart[s]!; r < c.dayStart[s + 1]!; r++)
            rows.push([text(c.day[r]!), c.salesDemand[r], c.plannedReceipts[r], c.balance[r]]);
          expect(rows).toEqual(sku.days.map((d) => [d.date, d.salesDemand, d.plannedReceipts, d.balance]));
        });
        expect(c.orderCount).toBe(result.plannedOrders.length);
        result.plannedOrders.forEach((order, i) => {
          expect(skuName(c.skus[c.orderSku[i]!]!)).toBe(skuName(order));
          expect(c.orderQuantity[i]).toBe(order.quantity);
          expect(text(c.orderReleaseDay[i]!)).toBe(order.releaseDate);
          expect(text(c.orderReceiptDay[i]!)).toBe(order.receiptDate);
          const allocation = c.orderAllocation[i]! >= 0 ? input.allocations[c.orderAllocation[i]!]! : null;
          expect(allocation?.allocationId ?? null).toBe(order.allocationId);
        });
        expect(result.exceptions.map((_e, i) => skuName(c.skus[c.exceptionSku[i]!]!))).toEqual(
          result.exceptions.map(skuName),
        );
        expect(c.pegCount).toBe(result.pegging.length);
        result.pegging.forEach((row, r) => {
          expect(skuName(c.skus[c.pegSku[r]!]!)).toBe(skuName(row));
          expect(c.pegSupplyRef[r]).toBe(row.plannedOrderIndex);
          expect(c.pegQuantity[r]).toBe(row.quantity);
          expect(text(c.pegDemandDay[r]!)).toBe(row.demandDate);
        });
      }),
      { numRuns: 150 },
    );
  });
});

/** A deterministic shuffle (Fisher–Yates over a small linear congruential sequence). */
function reorder(list: unknown[], seed: number) {
  let state = seed >>> 0;
  for (let i = list.length - 1; i > 0; i--) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    const j = state % (i + 1);
    [list[i], list[j]] = [list[j], list[i]];
  }
}
