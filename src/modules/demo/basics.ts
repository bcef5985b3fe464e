/**
 * What every part of the demo company shares: its scales, the seeded generator, date helpers and the demand
 * shape. The company's data path: masters.ts (masters, items, BOMs, inventory, users), orders.ts (a year of orders
 * and forecasts), history.ts (three years of sales history), assembled by company.ts.
 */

export type Scale = 'small' | 'medium' | 'large';
export const SCALES: readonly Scale[] = ['small', 'medium', 'large'];

export interface Size {
  warehouses: number;
  suppliers: number;
  customers: number;
  items: number;
  /** Order lines of all four types together (about), the sales history aside. */
  orderLines: number;
  asns: number;
}

export const SIZES: Record<Scale, Size> = {
  small: { warehouses: 2, suppliers: 5, customers: 6, items: 40, orderLines: 400, asns: 8 },
  medium: { warehouses: 4, suppliers: 60, customers: 150, items: 2_000, orderLines: 50_000, asns: 300 },
  large: {
    warehouses: 8,
    suppliers: 500,
    customers: 1_000,
    items: 20_000,
    orderLines: 1_000_000,
    asns: 2_000,
  },
};

export type Body = Record<string, unknown>;
export type OrderKind = 'purchase' | 'sales' | 'manufacturing' | 'forecast';

/** mulberry32: a small, fast, seedable generator (Math.random cannot be seeded). */
export function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  return { next, int, pick };
}
export type Random = ReturnType<typeof generator>;

export const pad = (n: number, width: number) => String(n).padStart(width, '0');
const DAY = 86_400_000;
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
export const round2 = (n: number) => Math.round(n * 100) / 100;

/** The first day of the month `months` after `monthStart` (YYYY-MM-01). */
export function monthOffset(monthStart: string, months: number): string {
  const y = Number(monthStart.slice(0, 4));
  const m = Number(monthStart.slice(5, 7)) - 1 + months;
  return `${y + Math.floor(m / 12)}-${pad((((m % 12) + 12) % 12) + 1, 2)}-01`;
}

/** Seasonality (peak in late autumn) and a yearly trend of +12 %, as a factor on month `m` of 12 (0 = oldest). */
export const season = (month: number, m: number) =>
  (1 + 0.35 * Math.sin(((month - 7) / 12) * 2 * Math.PI)) * (1 + (0.12 * m) / 12);

export interface Item {
  number: string;
  type: 'Finished Good' | 'Sub-Assembly' | 'Component' | 'Raw Material';
  unit: string;
  price: number;
  subItems: string[];
  /** Yearly demand of a finished good, units. */
  demand: number;
}
