/** How the planning load reads: large tables a page at a time as arrays, and the rows' shapes. */
import { type SelectQueryBuilder, sql } from 'kysely';
import { type Executor, selectArrays } from '../../core/db/index.js';

/** The large tables are read this many rows at a time. */
const CHUNK = 5000;

/**
 * The rows of a large table in id order, a page of CHUNK rows per query (`id > last`, the primary key's index), each
 * row an array of the selected columns' values, the id first: one statement answering arrays per page, where
 * Kysely's stream hands each row on through nested async generators and the SQLite driver builds an object per
 * row. Every page runs on the caller's snapshot (inReadSnapshot), so the pages agree with each other and with the
 * other tables.
 */
export async function* pages<DB, TB extends keyof DB, O, R extends [number, ...unknown[]]>(
  db: Executor,
  query: SelectQueryBuilder<DB, TB, O>,
): AsyncGenerator<R[]> {
  const id = sql.ref<number>('id');
  // The first page has no lower bound (a bound below any id would be out of PostgreSQL's integer range).
  let after: number | null = null;
  for (;;) {
    const rows: R[] = await selectArrays<R>(
      db,
      query
        .$if(after !== null, (page) => page.where(id, '>', after!))
        .orderBy(id)
        .limit(CHUNK),
    );
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < CHUNK) return;
    after = rows[rows.length - 1]![0];
  }
}

export const reverse = (map: Map<number, string>) => {
  const ids = new Map<string, number>();
  for (const [id, number] of map) ids.set(number, id);
  return ids;
};

export const byId = (rows: { id: number; number: string }[]) => new Map(rows.map((r) => [r.id, r.number]));

/** Rows of the large tables as read (`pages`, selectArrays): the selected columns in select order. */
export type BomRow = [
  id: number,
  number: string,
  item: number,
  status: string,
  leadTimeDays: number | null,
  minimumQuantity: number | null,
  orderMultiple: number | null,
];
export type AllocationRow = [
  id: number,
  item: number,
  supplier: number,
  shipFrom: number | null,
  percent: number | null,
  leadTimeDays: number | null,
  minimumOrderQuantity: number | null,
  orderMultiple: number | null,
  unitPrice: number | null,
];
export type InventoryRow = [
  id: number,
  item: number,
  subItem: number | null,
  warehouse: number,
  qty: number,
  safety: number | null,
];
export type PurchaseLineRow = [
  id: number,
  order: number,
  item: number,
  subItem: number | null,
  warehouse: number,
  shipFrom: number,
  qty: number,
  status: string,
  eta: string | null,
  request: string | null,
  orderDate: string | null,
  price: number | null,
];
export type ManufacturingLineRow = [
  id: number,
  order: number,
  item: number,
  subItem: number | null,
  warehouse: number,
  bom: number | null,
  qty: number,
  status: string,
  start: string | null,
  due: string | null,
];
export type SalesLineRow = [
  id: number,
  order: number,
  item: number,
  subItem: number | null,
  warehouse: number,
  qty: number,
  status: string,
  ship: string | null,
  orderDate: string | null,
];
export type ForecastLineRow = [
  id: number,
  list: number,
  item: number,
  subItem: number | null,
  warehouse: number,
  customer: number | null,
  date: string | null,
  qty: number,
];

/** A master's numbers indexed by id (holes where no id). */
export function numbersById(map: Map<number, string>): (string | undefined)[] {
  const numbers: (string | undefined)[] = [];
  for (const [id, number] of map) numbers[id] = number;
  return numbers;
}

export function named(numbers: readonly (string | undefined)[], id: number, what: string): string {
  const found = numbers[id];
  if (found === undefined) throw new Error(`${what} #${id} vanished while loading`);
  return found;
}

export function name(map: Map<number, string>, id: number, what: string): string {
  const found = map.get(id);
  if (found === undefined) throw new Error(`${what} #${id} vanished while loading`);
  return found;
}
