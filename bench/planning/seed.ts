import { sql } from 'kysely';
import { insertRows } from '../../src/core/db/bulk.js';
import type { Store } from '../../src/core/db/index.js';
import { inTransaction } from '../../src/core/db/transaction.js';
import { random, seedCustomers, seedSuppliers, seedWarehouses } from '../seed-shared.js';

/**
 * A deterministic company written straight into the tables (multi-row inserts through the database layer), with
 * the proportions of the engine's own bench (bench/planning-engine.bench.ts) so the two measure the same world:
 * `items` items in four BOM levels (20 % finished goods, 20 % and 20 % sub-assemblies, all made by an Active BOM of
 * 2–4 components mostly one level down; 40 % bought parts with one allocation or a 70/30 split), lot sizes of a
 * few weeks' need, five warehouses with an inventory record for every item, and `lines` open order and forecast
 * lines dated around the year from `planDate`: 40 % sales and 25 % forecast of finished goods, 25 % purchase of
 * bought parts, 10 % manufacturing.
 */
export interface SeedSize {
  items: number;
  lines: number;
  planDate: string;
}

export { random };

/** Warehouses 1–5; bench/planning/network.ts makes 1 the central one. */
export const WAREHOUSES = 5;
const SUPPLIERS = 50;
const CUSTOMERS = 100;
const LINES_PER_ORDER = 4;

export async function seedCompany(store: Store, size: SeedSize): Promise<void> {
  const rand = random(20260105);
  const int = (min: number, max: number) => min + Math.floor(rand() * (max - min + 1));
  const now = new Date().toISOString();
  const start = Date.parse(`${size.planDate}T00:00:00Z`);
  const day = (offset: number) => new Date(start + offset * 86_400_000).toISOString().slice(0, 10);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const bounds = [0, 0.2, 0.4, 0.6, 1].map((f) => Math.round(f * size.items));
  const level = (i: number) => bounds.findIndex((b, k) => i >= b && i < (bounds[k + 1] ?? Infinity));
  const inLevel = (l: number) => int(bounds[l]!, bounds[l + 1]! - 1);
  const made = bounds[3]!;

  await inTransaction(store, async (db) => {
    const itemId = (i: number) => i + 1;
    await insertRows(
      db,
      'items',
      ['id', 'number', 'description', 'type', 'unit', 'status', 'created_at', 'updated_at'],
      Array.from({ length: size.items }, (_, i) => [
        itemId(i),
        `I${String(i).padStart(6, '0')}`,
        `Item ${i}`,
        level(i) === 3 ? 'Part' : 'Assembly',
        'EA',
        'Active',
        now,
        now,
      ]),
    );
    await seedWarehouses(db, WAREHOUSES);
    await seedSuppliers(db, SUPPLIERS);
    await insertRows(
      db,
      'ship_froms',
      ['id', 'number', 'name', 'address', 'status', 'supplier_id'],
      Array.from({ length: SUPPLIERS }, (_, s) => [
        s + 1,
        `SF${s + 1}`,
        `Dock ${s + 1}`,
        '',
        'Active',
        s + 1,
      ]),
    );
    await seedCustomers(db, CUSTOMERS);

    const boms: unknown[][] = [];
    const bomLines: unknown[][] = [];
    for (let i = 0; i < made; i++) {
      const l = level(i);
      boms.push([
        i + 1,
        `B${i}`,
        itemId(i),
        'Active',
        int(1, 10),
        pick([100, 200, 400]) * 2 ** l,
        pick([0, 10, 50]),
        now,
        now,
      ]);
      const components = new Map<number, number>();
      const count = int(2, 4);
      for (let c = 0; c < count; c++)
        components.set(inLevel(rand() < 0.8 ? l + 1 : int(l + 1, 3)), pick([1, 1, 2, 3, 0.5]));
      for (const [c, quantity] of components) bomLines.push([i + 1, itemId(c), quantity]);
    }
    await insertRows(
      db,
      'boms',
      [
        'id',
        'number',
        'item_id',
        'status',
        'lead_time_days',
        'minimum_quantity',
        'order_multiple',
        'created_at',
        'updated_at',
      ],
      boms,
    );
    await insertRows(db, 'bom_lines', ['bom_id', 'component_item_id', 'quantity'], bomLines);

    const allocations: unknown[][] = [];
    for (let i = made; i < size.items; i++) {
      const first = int(1, SUPPLIERS);
      const second = rand() < 0.3 ? (first % SUPPLIERS) + 1 : 0;
      for (const [supplier, percent] of second
        ? [
            [first, 70],
            [second, 30],
          ]
        : [[first, 100]])
        allocations.push([
          itemId(i),
          supplier,
          supplier,
          percent,
          int(3, 40),
          pick([1000, 2000, 5000]),
          pick([0, 50, 100, 12.5]),
          int(1, 10_000) / 100,
          `${itemId(i)}:${supplier}:${supplier}`,
        ]);
    }
    await insertRows(
      db,
      'supplier_allocations',
      [
        'item_id',
        'supplier_id',
        'ship_from_id',
        'allocation_percent',
        'lead_time_days',
        'minimum_order_quantity',
        'order_multiple',
        'unit_price',
        'unique_key',
      ],
      allocations,
    );

    const inventory: unknown[][] = [];
    for (let i = 0; i < size.items; i++)
      for (let w = 1; w <= WAREHOUSES; w++)
        inventory.push([itemId(i), w, int(0, 400), pick([0, 0, 10, 25, null]), now, now]);
    await insertRows(
      db,
      'inventory',
      ['item_id', 'warehouse_id', 'quantity', 'safety_stock', 'created_at', 'updated_at'],
      inventory,
    );

    // Orders of LINES_PER_ORDER lines (MOs: one line), the line counts in the mix above.
    const count = (share: number) => Math.round(size.lines * share);
    const orders = async (
      header: 'sales_orders' | 'purchase_orders' | 'manufacturing_orders' | 'forecasts',
      prefix: string,
      lines: number,
      perOrder: number,
      headerValues: () => unknown[],
      headerColumns: string[],
      line: (orderId: number) => unknown[],
      lineTable: string,
      lineColumns: string[],
    ) => {
      const headers: unknown[][] = [];
      const rows: unknown[][] = [];
      for (let o = 0; o * perOrder < lines; o++) {
        headers.push([o + 1, `${prefix}${o + 1}`, 'Open', now, now, ...headerValues()]);
        for (let l = 0; l < perOrder && o * perOrder + l < lines; l++) rows.push(line(o + 1));
      }
      await insertRows(
        db,
        header,
        ['id', 'number', 'status', 'created_at', 'updated_at', ...headerColumns],
        headers,
      );
      await insertRows(db, lineTable, lineColumns, rows);
    };
    const warehouse = () => int(1, WAREHOUSES);
    await orders(
      'sales_orders',
      'SO',
      count(0.4),
      LINES_PER_ORDER,
      () => [int(1, CUSTOMERS)],
      ['customer_id'],
      (id) => [
        id,
        itemId(int(0, bounds[2]! - 1)),
        warehouse(),
        int(1, CUSTOMERS),
        int(1, 20),
        'Open',
        day(int(-10, 364)),
      ],
      'sales_order_lines',
      ['order_id', 'item_id', 'warehouse_id', 'ship_to_id', 'quantity', 'status', 'ship_date'],
    );
    await orders(
      'purchase_orders',
      'PO',
      count(0.25),
      LINES_PER_ORDER,
      () => [int(1, SUPPLIERS)],
      ['supplier_id'],
      (id) => [
        id,
        itemId(inLevel(3)),
        warehouse(),
        int(1, SUPPLIERS),
        int(10, 100),
        'Open',
        day(int(-5, 200)),
      ],
      'purchase_order_lines',
      ['order_id', 'item_id', 'warehouse_id', 'ship_from_id', 'quantity', 'status', 'eta_date'],
    );
    await orders(
      'manufacturing_orders',
      'MO',
      count(0.1),
      1,
      () => [],
      [],
      (id) => {
        const i = int(0, made - 1);
        const due = int(-20, 384);
        return [id, itemId(i), warehouse(), i + 1, int(1, 200), 'Open', day(due - 5), day(due)];
      },
      'manufacturing_order_lines',
      ['order_id', 'item_id', 'warehouse_id', 'bom_id', 'quantity', 'status', 'start_date', 'due_date'],
    );
    await orders(
      'forecasts',
      'FC',
      count(0.25),
      1000,
      () => [],
      [],
      (id) => [id, itemId(int(0, bounds[1]! - 1)), warehouse(), int(1, 200), day(int(-20, 384))],
      'forecast_lines',
      ['order_id', 'item_id', 'warehouse_id', 'quantity', 'date'],
    );
    // Ids were given explicitly: PostgreSQL's identity sequences must continue after them.
    if (store.kind === 'postgres')
      for (const table of [
        'items',
        'warehouses',
        'suppliers',
        'ship_froms',
        'customers',
        'ship_tos',
        'boms',
        'sales_orders',
        'purchase_orders',
        'manufacturing_orders',
        'forecasts',
      ])
        await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(
          db,
        );
  });
}
