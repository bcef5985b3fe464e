import type { Insertable } from 'kysely';
import { insertRows } from '../src/core/db/bulk.js';
import type { Database, Executor } from '../src/core/db/index.js';

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

/** Inserts `rows` into `table` in one statement and answers their new ids, in the rows' order. */
export async function insertedIds<
  T extends 'warehouses' | 'suppliers' | 'customers' | 'ship_froms' | 'ship_tos' | 'items',
>(db: Executor, table: T, rows: Insertable<Database[T]>[]): Promise<number[]> {
  return (await db.insertInto(table).values(rows).returning('id').execute()).map((r) => r.id);
}

/** `count` rows of a master known by number and name, `<prefix><n>` and `<name> <n>` (ids 1…`count`), Active. */
const seedNumbered = (db: Executor, table: string, count: number, prefix: string, name: string) =>
  insertRows(
    db,
    table,
    ['id', 'number', 'name', 'status'],
    Array.from({ length: count }, (_, k) => [k + 1, `${prefix}${k + 1}`, `${name} ${k + 1}`, 'Active']),
  );

/** Warehouses W1…W`count` (ids 1…`count`), Active. */
export const seedWarehouses = (db: Executor, count: number) =>
  seedNumbered(db, 'warehouses', count, 'W', 'Warehouse');

/** Suppliers S1…S`count` (ids 1…`count`), Active. */
export const seedSuppliers = (db: Executor, count: number) =>
  seedNumbered(db, 'suppliers', count, 'S', 'Supplier');

/** Customers C1…C`count` (ids 1…`count`), each with its own ship-to ST<n> of the same id, all Active. */
export async function seedCustomers(db: Executor, count: number): Promise<void> {
  await seedNumbered(db, 'customers', count, 'C', 'Customer');
  await insertRows(
    db,
    'ship_tos',
    ['id', 'number', 'name', 'customer_id', 'status'],
    Array.from({ length: count }, (_, c) => [c + 1, `ST${c + 1}`, `Ship-to ${c + 1}`, c + 1, 'Active']),
  );
}
