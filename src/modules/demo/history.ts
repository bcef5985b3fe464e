/**
 * Three years of sales history for the demo company's finished goods, so a statistical forecasting run (planning.md
 * part 6) has something to learn from: the 36 whole months before the month of the company's "today", one series
 * per SKU (each finished good in each warehouse stocking it, per sub item when it has some), a mix of the four
 * demand patterns the forecast tells apart, the pattern by the good's place in the list:
 *
 * - smooth: a level with noise;
 * - trending: growing (three in four) or shrinking by a third to three quarters of its level over the three years;
 * - seasonal: the company's autumn peak (`season`, ±35 %) on a yearly growth of 12 %;
 * - intermittent: a sale in about one month in four, of a few months' worth.
 *
 * Each month's sales of a warehouse are shipped orders of up to `LINES_PER_ORDER` lines, shipped in that month, to
 * the customers in turn. Deterministic: its own generator stream.
 */
import { addDays, type Body, generator, monthOffset, pad, round2, season } from './basics.js';
import type { Masters } from './masters.js';
import type { History } from './orders.js';

export const HISTORY_MONTHS = 36;
const LINES_PER_ORDER = 40;
const PATTERNS = ['smooth', 'trending', 'seasonal', 'intermittent'] as const;
export type DemoPattern = (typeof PATTERNS)[number];

interface Sku {
  item: string;
  sub: string | null;
  warehouse: string;
  price: number;
  /** Quantity per month, oldest first: HISTORY_MONTHS of them. */
  quantities: number[];
}

/** The pattern of the n-th finished good (0-based). */
export const patternOf = (n: number): DemoPattern => PATTERNS[n % PATTERNS.length]!;

export function buildHistory(masters: Masters, seed: number, asOf: string): History {
  const g = generator(seed ^ 0x55);
  const monthStart = `${asOf.slice(0, 7)}-01`;
  const first = monthOffset(monthStart, -HISTORY_MONTHS);
  const skus: Sku[] = [];
  masters.fgs.forEach((fg, n) => {
    const pattern = patternOf(n);
    const places = masters.placesOf.get(fg.number) ?? [masters.warehouseNumbers[0]!];
    const subs = fg.subItems.length > 0 ? fg.subItems : [null];
    const growth = g.next() < 0.75 ? 0.3 + g.next() * 0.45 : -(0.3 + g.next() * 0.3);
    for (const warehouse of places)
      for (const sub of subs) {
        const base = fg.demand / 12 / places.length / subs.length;
        const quantities = Array.from({ length: HISTORY_MONTHS }, (_, t) => {
          const noise = () => 1 + (g.next() - 0.5) * 0.3;
          const calendar = Number(monthOffset(first, t).slice(5, 7)) - 1;
          let q: number;
          if (pattern === 'smooth') q = base * noise();
          else if (pattern === 'trending')
            q = base * (1 + (growth * (t - HISTORY_MONTHS / 2)) / HISTORY_MONTHS) * noise();
          else if (pattern === 'seasonal')
            q = base * season(calendar, t - HISTORY_MONTHS + 12) * (1 + (g.next() - 0.5) * 0.16);
          else q = g.next() < 0.25 ? base * (1 + g.next() * 5) : 0;
          return Math.max(0, Math.round(q));
        });
        skus.push({ item: fg.number, sub, warehouse, price: fg.price, quantities });
      }
  });

  // Per month and warehouse, the SKUs sold, LINES_PER_ORDER to an order.
  const orders: { month: number; warehouse: string; skus: Sku[] }[] = [];
  for (let t = 0; t < HISTORY_MONTHS; t++)
    for (const warehouse of masters.warehouseNumbers) {
      const sold = skus.filter((s) => s.warehouse === warehouse && s.quantities[t]! > 0);
      for (let k = 0; k < sold.length; k += LINES_PER_ORDER)
        orders.push({ month: t, warehouse, skus: sold.slice(k, k + LINES_PER_ORDER) });
    }

  function* make(): Generator<Body> {
    const o = generator(seed ^ 0x56);
    for (const [index, order] of orders.entries()) {
      const customer = masters.customerNumbers[index % masters.customerNumbers.length]!;
      const shipDate = addDays(monthOffset(first, order.month), o.int(0, 27));
      const orderDate = addDays(shipDate, -o.int(2, 14));
      const shipTo = o.pick(masters.shipTosOf.get(customer)!);
      const number = `SO-H${pad(index + 1, 6)}`;
      yield {
        'SO List Number': number,
        'SO List Document Status': 'Invoiced',
        'SO List Order Date': orderDate,
        'Customer Number': customer,
        'Priority Customer': false,
        details: order.skus.map((sku) => ({
          'Item Number': sku.item,
          'Sub Item Number': sku.sub,
          'Warehouse Number': order.warehouse,
          'Ship To Number': shipTo,
          'SO Details Price': round2(sku.price * (0.95 + o.next() * 0.1)),
          'SO Details Quantity': sku.quantities[order.month],
          'SO Details Document Status': 'Invoiced',
          'SO Details Order Date': orderDate,
          'SO Details Ship Date': shipDate,
          'SO Details Tracking': `TRK-${number}`,
          'SO Details Unique Id': null,
        })),
      };
    }
  }
  return { count: orders.length, orders: make };
}
