import { type Kysely, sql } from 'kysely';
import type { Store } from '../src/core/db/index.js';
import { nowIso } from '../src/core/db/transaction.js';
import { insertedIds } from './seed-shared.js';

/** Sizes of the bench dataset (issue 12): a million PO lines by default. */
export interface DatasetSize {
  poLines: number;
  purchaseOrders: number;
  soLines: number;
  salesOrders: number;
  items: number;
  warehouses: number;
  suppliers: number;
  customers: number;
}

export const FULL_SIZE: DatasetSize = {
  poLines: 1_000_000,
  purchaseOrders: 130_000,
  soLines: 500_000,
  salesOrders: 65_000,
  items: 20_000,
  warehouses: 10,
  suppliers: 50,
  customers: 50,
};

/** The same proportions scaled by `factor` (tests use a small copy), never below one of each. */
export function scaled(factor: number): DatasetSize {
  const of = (n: number) => Math.max(1, Math.round(n * factor));
  return {
    poLines: of(FULL_SIZE.poLines),
    purchaseOrders: of(FULL_SIZE.purchaseOrders),
    soLines: of(FULL_SIZE.soLines),
    salesOrders: of(FULL_SIZE.salesOrders),
    items: of(FULL_SIZE.items),
    warehouses: Math.min(FULL_SIZE.warehouses, of(FULL_SIZE.warehouses * 10)),
    suppliers: Math.min(FULL_SIZE.suppliers, of(FULL_SIZE.suppliers * 10)),
    customers: Math.min(FULL_SIZE.customers, of(FULL_SIZE.customers * 10)),
  };
}

export const itemNumber = (i: number) => `ITEM-${String(i + 1).padStart(6, '0')}`;
export const warehouseNumber = (i: number) => `WH-${String(i + 1).padStart(2, '0')}`;
export const supplierNumber = (i: number) => `SUP-${String(i + 1).padStart(3, '0')}`;
export const shipFromNumber = (i: number) => `SF-${String(i + 1).padStart(3, '0')}`;

const day = (n: number) => new Date(Date.UTC(2025, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
/** Lines of order `n` when `lines` are spread evenly over `orders` (sums to exactly `lines`). */
const linesOf = (n: number, lines: number, orders: number) =>
  Math.floor(((n + 1) * lines) / orders) - Math.floor((n * lines) / orders);

/** Rows per INSERT: 16 parameters a line stays under SQLite's 32,766 and PostgreSQL's 65,535 bound parameters. */
const ROWS_PER_INSERT = 1_000;
const ORDERS_PER_TRANSACTION = 2_000;

/**
 * Writes the bench dataset straight through the database layer (Kysely, multi-row INSERTs in a few large
 * transactions) into a freshly migrated database. Deterministic: the n-th order, line and master record are
 * always the same, so two runs (and the two databases) hold the same rows. Items are spread over the lines so
 * each item has about poLines / items PO lines, each in one of the warehouses.
 */
export async function buildDataset(
  store: Store,
  size: DatasetSize = FULL_SIZE,
  /** `false` leaves the statistics as they were before the load (a test of plans on stale statistics). */
  options: { analyze?: boolean } = {},
): Promise<void> {
  const db = store.db;
  const now = nowIso();
  const named = (count: number, number: (i: number) => string, name: string) =>
    Array.from({ length: count }, (_, i) => ({ number: number(i), name: `${name} ${i + 1}` }));
  const warehouses = await insertedIds(
    db,
    'warehouses',
    named(size.warehouses, warehouseNumber, 'Warehouse'),
  );
  const suppliers = await insertedIds(db, 'suppliers', named(size.suppliers, supplierNumber, 'Supplier'));
  const customers = await insertedIds(
    db,
    'customers',
    named(size.customers, (i) => `CUST-${String(i + 1).padStart(3, '0')}`, 'Customer'),
  );
  const shipFroms = await insertedIds(
    db,
    'ship_froms',
    suppliers.map((supplier_id, i) => ({ number: shipFromNumber(i), name: `Dock ${i + 1}`, supplier_id })),
  );
  const shipTos = await insertedIds(
    db,
    'ship_tos',
    customers.map((customer_id, i) => ({ number: `ST-${i + 1}`, name: `Door ${i + 1}`, customer_id })),
  );
  const items: number[] = [];
  for (let first = 0; first < size.items; first += ROWS_PER_INSERT) {
    const rows = Array.from({ length: Math.min(ROWS_PER_INSERT, size.items - first) }, (_, k) => ({
      number: itemNumber(first + k),
      description: `Item ${first + k + 1}`,
      type: 'Component',
      unit: 'EA',
      status: 'Active',
      created_at: now,
      updated_at: now,
    }));
    items.push(...(await insertedIds(db, 'items', rows)));
  }

  // Line j of order n: an item far from its neighbours' (a prime stride), a warehouse, dates that vary.
  const itemOf = (n: number, j: number) => items[(n * 7_919 + j * 104_729) % items.length]!;
  const warehouseOf = (n: number, j: number) => warehouses[(n + j) % warehouses.length]!;

  /** Writes `orders` headers of `table` and their `lines` lines, a transaction per ORDERS_PER_TRANSACTION orders. */
  const writeOrders = async (
    table: 'purchase_orders' | 'sales_orders',
    lineTable: 'purchase_order_lines' | 'sales_order_lines',
    orders: number,
    lines: number,
    header: (n: number) => Record<string, unknown>,
    line: (orderId: number, n: number, j: number) => Record<string, unknown>,
  ) => {
    // The two order types' rows differ in columns; the tables are addressed by name here.
    const loose = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    for (let first = 0; first < orders; first += ORDERS_PER_TRANSACTION) {
      const count = Math.min(ORDERS_PER_TRANSACTION, orders - first);
      await loose.transaction().execute(async (trx) => {
        const headers: unknown[] = [];
        for (let k = 0; k < count; k += ROWS_PER_INSERT) {
          const rows = Array.from({ length: Math.min(ROWS_PER_INSERT, count - k) }, (_, i) => ({
            ...header(first + k + i),
            created_at: now,
            updated_at: now,
          }));
          for (const r of await trx.insertInto(table).values(rows).returning('id').execute())
            headers.push(r.id);
        }
        let rows: Record<string, unknown>[] = [];
        for (let k = 0; k < count; k++) {
          const n = first + k;
          for (let j = 0; j < linesOf(n, lines, orders); j++) {
            rows.push(line(Number(headers[k]), n, j));
            if (rows.length === ROWS_PER_INSERT) {
              await trx.insertInto(lineTable).values(rows).execute();
              rows = [];
            }
          }
        }
        if (rows.length > 0) await trx.insertInto(lineTable).values(rows).execute();
      });
    }
  };

  await writeOrders(
    'purchase_orders',
    'purchase_order_lines',
    size.purchaseOrders,
    size.poLines,
    (n) => ({
      number: `PO-${String(n + 1).padStart(7, '0')}`,
      status: n % 7 === 0 ? 'Closed' : 'Open',
      order_date: n % 41 === 0 ? null : day(n % 500),
      supplier_id: suppliers[n % suppliers.length]!,
    }),
    (order_id, n, j) => ({
      order_id,
      item_id: itemOf(n, j),
      warehouse_id: warehouseOf(n, j),
      ship_from_id: shipFroms[n % shipFroms.length]!,
      price: Math.round(((n + j) % 997) * 1.37 * 100) / 100,
      quantity: 1 + ((n * 7 + j) % 250),
      status: j % 5 === 0 ? 'Shipped' : 'Open',
      tracking: j % 50 === 0 ? `=TRACK${n}` : `BOL-${n}-${j}`,
      order_date: day(n % 500),
      ship_date: day((n % 500) + 5),
      eta_date: (n + j) % 23 === 0 ? null : day((n % 500) + 12 + (j % 9)),
      first_promise_date: day((n % 500) + 10),
      request_date: day((n % 500) + 9),
    }),
  );
  await writeOrders(
    'sales_orders',
    'sales_order_lines',
    size.salesOrders,
    size.soLines,
    (n) => ({
      number: `SO-${String(n + 1).padStart(7, '0')}`,
      status: n % 9 === 0 ? 'Closed' : 'Open',
      order_date: day(n % 500),
      customer_id: customers[n % customers.length]!,
    }),
    (order_id, n, j) => ({
      order_id,
      item_id: itemOf(n + 17, j),
      warehouse_id: warehouseOf(n, j + 3),
      ship_to_id: shipTos[n % shipTos.length]!,
      price: Math.round(((n + j) % 991) * 2.11 * 100) / 100,
      quantity: 1 + ((n * 5 + j) % 120),
      status: j % 4 === 0 ? 'Shipped' : 'Open',
      order_date: day(n % 500),
      ship_date: day((n % 500) + 7),
    }),
  );
  // Statistics, so each planner sees the table sizes a real database would have; on PostgreSQL also the visibility
  // map that autovacuum would soon write after such a load, without which no index-only scan is planned.
  if (options.analyze === false) return;
  await (store.kind === 'postgres' ? sql`vacuum analyze` : sql`analyze`).execute(db);
}
