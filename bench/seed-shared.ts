import { insertRows } from '../src/core/db/bulk.js';
import type { Executor } from '../src/core/db/index.js';

/** mulberry32: a small seeded generator, so every run of a bench sees the same world (the n-th draw is fixed). */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Warehouses W1…W`count` (ids 1…`count`), Active. */
export const seedWarehouses = (db: Executor, count: number) =>
  insertRows(
    db,
    'warehouses',
    ['id', 'number', 'name', 'status'],
    Array.from({ length: count }, (_, w) => [w + 1, `W${w + 1}`, `Warehouse ${w + 1}`, 'Active']),
  );

/** Customers C1…C`count` (ids 1…`count`), each with its own ship-to ST<n> of the same id, all Active. */
export async function seedCustomers(db: Executor, count: number): Promise<void> {
  await insertRows(
    db,
    'customers',
    ['id', 'number', 'name', 'status'],
    Array.from({ length: count }, (_, c) => [c + 1, `C${c + 1}`, `Customer ${c + 1}`, 'Active']),
  );
  await insertRows(
    db,
    'ship_tos',
    ['id', 'number', 'name', 'customer_id', 'status'],
    Array.from({ length: count }, (_, c) => [c + 1, `ST${c + 1}`, `Ship-to ${c + 1}`, c + 1, 'Active']),
  );
}
