import fc from 'fast-check';
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import type { Store } from '../../src/core/db/index.js';
import { replanNetChange } from '../../src/modules/planning/net-change.js';
import {
  collapseDirtyItems,
  planningScope,
  readDirtyItems,
} from '../../src/modules/planning/net-change-scope.js';
import { type Client, describeEachDatabase } from '../helpers/app.js';
import {
  insertCustomerWithShipTo,
  insertItem,
  insertShipFrom,
  insertSupplier,
  insertWarehouse,
} from '../helpers/rows.js';
import { lockProcurement } from '../orders/fixtures.js';
import { danglingNumbers, planSnapshot } from './plan-snapshot.js';
import { P, type Row, runPlan } from './run-world.js';

/**
 * planning.md part 7's invariant as a property: after random sequences of writes of every kind planning reads,
 * each followed by a net change, the stored plan equals a full run's at the same Plan Date and horizon.
 *
 * The world: FG is made at WH-1 (BOM-FG: 2 SUB + 1 RAW1) and distributed to WH-2; SUB is made (BOM-SUB: 3 RAW2);
 * RAW1 and GOOD are bought from SUP-1 / SF-1 (their planned purchases can share a Suggested PO), RAW2 from SUP-1
 * and SUP-2; GOOD is distributed to WH-2. Sales at both warehouses, a forecast, an open PO, MO and TO.
 */
const ITEMS = ['FG', 'SUB', 'RAW1', 'RAW2', 'GOOD'] as const;
const day = (offset: number) => {
  const d = new Date(`${P}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};

async function seedWorld(store: Store, admin: Client) {
  for (const item of ITEMS) await insertItem(store, item);
  await insertWarehouse(store, 'WH-1');
  await insertWarehouse(store, 'WH-2');
  const sup1 = await insertSupplier(store, 'SUP-1');
  const sup2 = await insertSupplier(store, 'SUP-2');
  await insertShipFrom(store, 'SF-1', sup1);
  await insertShipFrom(store, 'SF-2', sup2);
  await insertCustomerWithShipTo(store, 'CUS-1', 'ST-1', 'Customer');
  const ok = async (path: string, body: Row) => {
    const res = await admin.post(path, body);
    expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
  };
  await ok('/api/bill-of-materials', {
    'BOM Number': 'BOM-FG',
    'Item Number': 'FG',
    'BOM Lead Time Days': 2,
    details: [
      { 'Component Item Number': 'SUB', 'Component Quantity': 2 },
      { 'Component Item Number': 'RAW1', 'Component Quantity': 1 },
    ],
  });
  await ok('/api/bill-of-materials', {
    'BOM Number': 'BOM-SUB',
    'Item Number': 'SUB',
    'BOM Lead Time Days': 1,
    details: [{ 'Component Item Number': 'RAW2', 'Component Quantity': 3 }],
  });
  const allocation = (item: string, supplier: string, shipFrom: string, percent: number, extra: Row = {}) =>
    ok('/api/supplier-allocation', {
      'Item Number': item,
      'Supplier Number': supplier,
      'Ship From Number': shipFrom,
      'Allocation Percent': percent,
      'Lead Time Days': 5,
      'Unit Price': 1,
      ...extra,
    });
  await allocation('RAW1', 'SUP-1', 'SF-1', 100, { 'Minimum Order Quantity': 10, 'Order Multiple': 5 });
  await allocation('GOOD', 'SUP-1', 'SF-1', 100);
  await allocation('RAW2', 'SUP-1', 'SF-1', 60, { 'Lead Time Days': 7 });
  await allocation('RAW2', 'SUP-2', 'SF-2', 40, { 'Lead Time Days': 7 });
  for (const [item, lead, multiple] of [
    ['FG', 2, 0],
    ['GOOD', 3, 4],
  ] as const)
    await ok('/api/item-distribution', {
      'Item Number': item,
      'From Warehouse Number': 'WH-1',
      'To Warehouse Number': 'WH-2',
      'Transfer Lead Time Days': lead,
      'Minimum Transfer Quantity': 0,
      'Transfer Multiple': multiple,
      'Distribution Status': 'Active',
    });
  for (const item of ITEMS)
    await ok('/api/inventory', { 'Item Number': item, 'Warehouse Number': 'WH-1', 'Inventory Quantity': 5 });
  for (const item of ['FG', 'GOOD'])
    await ok('/api/inventory', {
      'Item Number': item,
      'Warehouse Number': 'WH-2',
      'Inventory Quantity': 1,
      'Inventory Safety Stock': 2,
    });
  const so = (item: string, warehouse: string, quantity: number, offset: number) => ({
    'Item Number': item,
    'Warehouse Number': warehouse,
    'Ship To Number': 'ST-1',
    'SO Details Quantity': quantity,
    'SO Details Document Status': 'Open',
    'SO Details Ship Date': day(offset),
  });
  await ok('/api/sales-order', {
    'SO List Number': 'SO-1',
    'SO List Document Status': 'Open',
    'Customer Number': 'CUS-1',
    details: [so('FG', 'WH-1', 4, 10), so('SUB', 'WH-1', 3, 25)],
  });
  await ok('/api/sales-order', {
    'SO List Number': 'SO-2',
    'SO List Document Status': 'Open',
    'Customer Number': 'CUS-1',
    details: [so('FG', 'WH-2', 6, 15), so('GOOD', 'WH-2', 9, 12)],
  });
  await ok('/api/forecast', {
    'Forecast List Number': 'FC-1',
    'Forecast List Name': 'Plan',
    'Forecast List Status': 'Active',
    details: [
      {
        'Item Number': 'GOOD',
        'Warehouse Number': 'WH-1',
        'Forecast Details Date': day(20),
        'Forecast Details Quantity': 7,
      },
    ],
  });
  await ok('/api/purchase-order', {
    'PO List Number': 'PO-1',
    'PO List Document Status': 'Open',
    'Supplier Number': 'SUP-1',
    details: [
      {
        'Item Number': 'RAW1',
        'Warehouse Number': 'WH-1',
        'Ship From Number': 'SF-1',
        'PO Details Quantity': 10,
        'PO Details Document Status': 'Open',
        'PO Details ETA Date': day(8),
      },
    ],
  });
  await ok('/api/manufacturing-order', {
    'MO List Number': 'MO-1',
    'MO List Document Status': 'Planned',
    details: [
      {
        'Item Number': 'SUB',
        'Warehouse Number': 'WH-1',
        'BOM Number': 'BOM-SUB',
        'MO Details Quantity': 4,
        'MO Details Document Status': 'Planned',
        'MO Details Start Date': day(3),
        'MO Details Due Date': day(5),
      },
    ],
  });
  await ok('/api/transfer-order', {
    'TO List Number': 'TO-1',
    'TO List Document Status': 'Open',
    'From Warehouse Number': 'WH-1',
    details: [
      {
        'Item Number': 'GOOD',
        'Warehouse Number': 'WH-2',
        'TO Details Quantity': 2,
        'TO Details Document Status': 'Open',
        'TO Details Ship Date': day(4),
        'TO Details Receipt Date': day(7),
      },
    ],
  });
}

/** One write planning reads, straight on the tables (every write path moves the same counter). */
type Write = (store: Store, pick: number, value: number) => Promise<unknown>;
/** The header table of an order line table: only firm orders' lines are written (Suggested ones are the plan's). */
const HEADERS: Record<string, string> = {
  sales_order_lines: 'sales_orders',
  purchase_order_lines: 'purchase_orders',
  manufacturing_order_lines: 'manufacturing_orders',
  transfer_order_lines: 'transfer_orders',
};
const nth = async (store: Store, table: string, pick: number) => {
  const header = HEADERS[table];
  const firm = header
    ? sql`where order_id in (select id from ${sql.table(header)} where status <> 'Suggested')`
    : sql``;
  const rows = (
    await sql<{ id: number }>`select id from ${sql.table(table)} ${firm} order by id`.execute(store.db)
  ).rows;
  return rows[pick % rows.length]!.id;
};
const update =
  (table: string, set: (value: number) => Record<string, unknown>): Write =>
  async (store, pick, value) => {
    const id = await nth(store, table, pick);
    const assignments = Object.entries(set(value)).map(([column, v]) => sql`${sql.ref(column)} = ${v}`);
    await sql`update ${sql.table(table)} set ${sql.join(assignments)} where id = ${id}`.execute(store.db);
  };
const STATUSES = ['Open', 'Cancelled', 'Closed', 'In Progress'];
const WRITES: Record<string, Write> = {
  'sales quantity': update('sales_order_lines', (v) => ({ quantity: 1 + (v % 20) })),
  'sales date': update('sales_order_lines', (v) => ({ ship_date: day(v % 60) })),
  'sales status': update('sales_order_lines', (v) => ({ status: STATUSES[v % STATUSES.length] })),
  'purchase quantity': update('purchase_order_lines', (v) => ({ quantity: 1 + (v % 30) })),
  'purchase date': update('purchase_order_lines', (v) => ({ eta_date: day((v % 50) - 5) })),
  'purchase status': update('purchase_order_lines', (v) => ({ status: STATUSES[v % STATUSES.length] })),
  'manufacturing quantity': update('manufacturing_order_lines', (v) => ({ quantity: 1 + (v % 12) })),
  'manufacturing date': update('manufacturing_order_lines', (v) => ({ due_date: day(v % 40) })),
  'transfer quantity': update('transfer_order_lines', (v) => ({ quantity: 1 + (v % 9) })),
  'transfer status': update('transfer_order_lines', (v) => ({
    status: ['Open', 'Shipped', 'Cancelled'][v % 3],
  })),
  forecast: update('forecast_lines', (v) => ({ quantity: v % 25 })),
  'on hand': update('inventory', (v) => ({ quantity: v % 15 })),
  'safety stock': update('inventory', (v) => ({ safety_stock: v % 6 })),
  'bom line': update('bom_lines', (v) => ({ quantity: 1 + (v % 4) })),
  allocation: update('supplier_allocations', (v) => ({ lead_time_days: v % 12 })),
  'item status': update('items', (v) => ({ status: v % 3 === 0 ? 'Inactive' : 'Active' })),
  // A component swapped for a purchased item (no BOM of its own, so no cycle): the old and new components move.
  'bom component': async (store, pick, value) => {
    const id = await nth(store, 'bom_lines', pick);
    await sql`update bom_lines set component_item_id =
      (select id from items where number = ${['RAW1', 'RAW2', 'GOOD'][value % 3]!}) where id = ${id}`.execute(
      store.db,
    );
  },
  'bom status': update('boms', (v) => ({ status: v % 2 === 0 ? 'Inactive' : 'Active' })),
  'order number': async (store, pick, value) => {
    const firm = (
      await sql<{
        id: number;
      }>`select id from purchase_orders where status <> 'Suggested' order by id`.execute(store.db)
    ).rows;
    const id = firm[pick % firm.length]!.id;
    // Unique: the id keeps two renamed orders apart.
    await sql`update purchase_orders set number = ${`PO-R${value}-${id}`} where id = ${id}`.execute(store.db);
  },
  'forecast list status': update('forecasts', (v) => ({ status: v % 2 === 0 ? 'Inactive' : 'Active' })),
  'sales line deleted': async (store, pick) => {
    const rows = (await sql<{ n: number }>`select count(*) as n from sales_order_lines`.execute(store.db))
      .rows;
    if (Number(rows[0]!.n) <= 2) return;
    await sql`delete from sales_order_lines where id = ${await nth(store, 'sales_order_lines', pick)}`.execute(
      store.db,
    );
  },
  distribution: update('item_distributions', (v) => ({
    status: v % 3 === 0 ? 'Inactive' : 'Active',
    lead_time_days: v % 5,
  })),
  'new sales line': async (store, pick, value) => {
    // The first line left (a deleted-line step may have emptied the first order; two lines always stay).
    const template = (await sql<Row>`select * from sales_order_lines order by id limit 1`.execute(store.db))
      .rows[0]!;
    const { id: _id, ...line } = template;
    const items = (await sql<{ id: number }>`select id from items order by id`.execute(store.db)).rows;
    const warehouses = (await sql<{ id: number }>`select id from warehouses order by id`.execute(store.db))
      .rows;
    await store.db
      .insertInto('sales_order_lines')
      .values({
        ...line,
        item_id: items[pick % items.length]!.id,
        warehouse_id: warehouses[value % warehouses.length]!.id,
        quantity: 1 + (value % 8),
        ship_date: day(value % 45),
      } as never)
      .execute();
  },
};

describeEachDatabase('net change equals a full run (property)', (t) => {
  let admin: Client;
  beforeAll(async () => {
    admin = await t.admin();
    await seedWorld(t.store, admin);
    await runPlan(admin);
  });

  it('a change at the regional warehouse replans the central warehouse that supplies it and its components', async () => {
    await sql`update sales_order_lines set quantity = 30
      where warehouse_id = (select id from warehouses where number = 'WH-2')
        and item_id = (select id from items where number = 'FG')`.execute(t.store.db);
    const outcome = await replanNetChange(t.store);
    expect(outcome.kind).toBe('replanned');
    const event = await t.store.db
      .selectFrom('events')
      .select('payload')
      .where('entity_type', '=', 'Plan')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const skus = (JSON.parse(event.payload ?? '{}') as { after: { SKUs: Row[] } }).after.SKUs.map(
      (s) => `${s['Item Number']}@${s['Warehouse Number']}`,
    );
    // 30 FG at WH-2 on day 15: a planned transfer of 31 (1 on hand, safety 2) ships from WH-1 on day 13, whose
    // planned MO needs more SUB and RAW1, and SUB's planned MO more RAW2. GOOD is untouched.
    expect(skus.sort()).toEqual(['FG@WH-1', 'FG@WH-2', 'RAW1@WH-1', 'RAW2@WH-1', 'SUB@WH-1']);
    const netChanged = await planSnapshot(t.store);
    await runPlan(admin);
    expect(netChanged).toEqual(await planSnapshot(t.store));
  });

  it('marks the items a write touches, not planning’s own Suggested lines; a renumbered master marks everything', async () => {
    const ids = new Map(
      (await sql<{ id: number; number: string }>`select id, number from items`.execute(t.store.db)).rows.map(
        (r) => [r.number, Number(r.id)],
      ),
    );
    const marked = async (write: () => Promise<unknown>) => {
      await sql`delete from plan_dirty_items`.execute(t.store.db);
      await write();
      const { items } = await readDirtyItems(t.store.db);
      return items === null ? null : [...ITEMS].filter((item) => items.includes(ids.get(item)!)).sort();
    };
    const run = (query: ReturnType<typeof sql>) => () => query.execute(t.store.db);
    expect(
      await marked(run(sql`update purchase_order_lines set quantity = quantity where status = 'Suggested'`)),
    ).toEqual([]);
    expect(
      await marked(
        run(sql`update sales_order_lines set quantity = quantity + 1
          where item_id = (select id from items where number = 'GOOD')`),
      ),
    ).toEqual(['GOOD']);
    // A BOM line: its component and its BOM's item.
    expect(
      await marked(
        run(sql`update bom_lines set quantity = quantity
          where bom_id = (select id from boms where number = 'BOM-SUB')`),
      ),
    ).toEqual(['RAW2', 'SUB']);
    // A header field planning reads: the items of its lines.
    expect(
      await marked(run(sql`update sales_orders set number = number || 'x' where number = 'SO-2'`)),
    ).toEqual(['FG', 'GOOD']);
    expect(await marked(run(sql`update sales_orders set number = 'SO-2' where number = 'SO-2x'`))).toEqual([
      'FG',
      'GOOD',
    ]);
    expect(await marked(run(sql`update warehouses set number = number where number = 'WH-2'`))).toEqual([]);
    expect(await marked(run(sql`update warehouses set number = 'WH-9' where number = 'WH-2'`))).toBeNull();
    await sql`update warehouses set number = 'WH-2' where number = 'WH-9'`.execute(t.store.db);
    // The scope: what is below the touched items, and everything above that.
    const scope = async (items: string[]) =>
      (await planningScope(
        t.store.db,
        items.map((i) => ids.get(i)!),
        100,
      ))!
        .map((id) => [...ids].find(([, v]) => v === id)![0])
        .sort();
    expect(await scope(['GOOD'])).toEqual(['GOOD']);
    expect(await scope(['RAW2'])).toEqual(['FG', 'RAW2', 'SUB']);
    expect(await scope(['SUB'])).toEqual(['FG', 'RAW2', 'SUB']);
    expect(await scope(['FG'])).toEqual(['FG', 'RAW1', 'RAW2', 'SUB']);
    expect(await planningScope(t.store.db, [ids.get('FG')!], 3)).toBeNull();
    // A replan of GOOD alone plans GOOD's SKUs and nothing else, and equals a full run.
    expect((await replanNetChange(t.store)).kind).toBe('replanned');
    await sql`update sales_order_lines set quantity = quantity + 2
      where item_id = (select id from items where number = 'GOOD')`.execute(t.store.db);
    expect((await replanNetChange(t.store)).kind).toBe('replanned');
    const last = await t.store.db
      .selectFrom('plan_runs')
      .select(['kind', 'skus_planned'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(last).toEqual({ kind: 'Net Change', skus_planned: 2 });
    expect((await readDirtyItems(t.store.db)).markIds).toEqual([]);
    // Marks no plan follows (net change off) collapse into one of everything: the next replan plans it all.
    await sql`update sales_order_lines set quantity = quantity + 1`.execute(t.store.db);
    await collapseDirtyItems(t.store);
    const collapsed = await readDirtyItems(t.store.db);
    expect([collapsed.items, collapsed.markIds.length]).toEqual([null, 1]);
    await collapseDirtyItems(t.store);
    expect((await readDirtyItems(t.store.db)).markIds).toEqual(collapsed.markIds);
    expect((await replanNetChange(t.store)).kind).toBe('replanned');
    expect((await readDirtyItems(t.store.db)).markIds).toEqual([]);
    const netChanged = await planSnapshot(t.store);
    await runPlan(admin);
    expect(netChanged).toEqual(await planSnapshot(t.store));
  });

  it('waits while an integration run locks procurement (no lease claimed), and replans when it ends', async () => {
    const unlock = await lockProcurement(t.store);
    await sql`update sales_order_lines set quantity = quantity + 1`.execute(t.store.db);
    expect((await replanNetChange(t.store)).kind).toBe('busy');
    const lock = await t.store.db
      .selectFrom('service_locks')
      .select('locked_at')
      .where('name', '=', 'planning-run')
      .executeTakeFirstOrThrow();
    expect(lock.locked_at).toBeNull();
    await unlock();
    expect((await replanNetChange(t.store)).kind).toBe('replanned');
    const netChanged = await planSnapshot(t.store);
    await runPlan(admin);
    expect(netChanged).toEqual(await planSnapshot(t.store));
  });

  it('after any sequence of writes, each followed by a net change, the plan is a full run’s', async () => {
    const names = Object.keys(WRITES);
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ kind: fc.constantFrom(...names), pick: fc.nat(50), value: fc.nat(1000) }), {
          minLength: 1,
          maxLength: 5,
        }),
        async (writes) => {
          for (const w of writes) {
            await WRITES[w.kind]!(t.store, w.pick, w.value);
            const outcome = await replanNetChange(t.store);
            expect(['replanned', 'current']).toContain(outcome.kind);
          }
          const netChanged = await planSnapshot(t.store);
          expect(await danglingNumbers(t.store)).toEqual([]);
          await runPlan(admin);
          expect(netChanged).toEqual(await planSnapshot(t.store));
        },
      ),
      {
        numRuns: Number(process.env.NET_CHANGE_PROPERTY_RUNS ?? 12),
        ...(process.env.NET_CHANGE_PROPERTY_SEED
          ? { seed: Number(process.env.NET_CHANGE_PROPERTY_SEED) }
          : {}),
      },
    );
  }, 300_000);
});
