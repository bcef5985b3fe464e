import JSZip from 'jszip';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { edit, view } from '../../src/core/auth/privileges.js';
import { type Client, describeEachDatabase } from '../helpers/app.js';
import { expectError } from '../helpers/rows.js';

import { listRows, P, type Row, readRecord, runPlan, seed } from './run-world.js';

describeEachDatabase('planning run', (t) => {
  let admin: Client;

  beforeAll(async () => {
    admin = await t.admin();
    await seed(t, admin);
  });

  const run = (body: unknown = { 'Plan Date': P }) => runPlan(admin, body);
  const list = (path: string, filters: Row = {}) => listRows(admin, path, filters);
  const suggestedPurchaseOrders = () =>
    list('/api/purchase-order', { 'PO List Document Status': ['Suggested'] });
  const readOrder = (path: string, id: unknown) => readRecord(admin, path, id);

  let firstRun: Row;

  it('plans with a fixed Plan Date and writes the Suggested POs and MOs with the fields of part 2', async () => {
    firstRun = await run({ 'Plan Date': P, 'Horizon Days': 90 });
    const id = firstRun['Plan Run Id'] as number;
    expect(firstRun).toEqual({
      'Plan Run Id': expect.any(Number),
      'Plan Date': P,
      'Horizon Days': 90,
      'SKUs Planned': 3,
      'Planned Purchase Lines': 3,
      'Planned Manufacturing Lines': 1,
      'Planned Transfer Lines': 0,
      // Two Late BOLT orders; WHEEL ends 01-18 at 8, above 0 + 90 × (6 ÷ 90): Excess.
      Exceptions: 3,
      'Duration Ms': expect.any(Number),
      notification_type: 'Success',
    });

    const pos = await suggestedPurchaseOrders();
    const byNumber = new Map(pos.map((po) => [po['PO List Number'], po]));
    // Groups in release-date order, then supplier, ship-from and warehouse.
    expect([...byNumber.keys()].sort()).toEqual([`SUG-${id}-1`, `SUG-${id}-2`, `SUG-${id}-3`]);
    const bolt1 = await readOrder('purchase-order', byNumber.get(`SUG-${id}-1`)!.id);
    expect(bolt1).toMatchObject({
      'PO List Number': `SUG-${id}-1`,
      'PO List Document Status': 'Suggested',
      'PO List Order Date': '2026-12-25',
      'Supplier Number': 'SUP-1',
    });
    expect(bolt1.details).toEqual([
      expect.objectContaining({
        'Item Number': 'BOLT',
        'Sub Item Number': null,
        'Warehouse Number': 'WH-1',
        'Ship From Number': 'SF-1B',
        'PO Details Quantity': 3.5,
        'PO Details Price': 1,
        'PO Details Document Status': 'Suggested',
        'PO Details Order Date': '2026-12-25',
        'PO Details Request Date': P,
        'PO Details ETA Date': P,
      }),
    ]);
    const bolt2 = await readOrder('purchase-order', byNumber.get(`SUG-${id}-2`)!.id);
    expect(bolt2).toMatchObject({ 'Supplier Number': 'SUP-2', 'PO List Order Date': '2026-12-25' });
    expect(bolt2.details[0]).toMatchObject({
      'Ship From Number': 'SF-2',
      'PO Details Quantity': 1.5,
      'PO Details Price': 2,
    });
    const wheel = await readOrder('purchase-order', byNumber.get(`SUG-${id}-3`)!.id);
    expect(wheel).toMatchObject({ 'Supplier Number': 'SUP-1', 'PO List Order Date': '2027-01-13' });
    expect(wheel.details).toEqual([
      expect.objectContaining({
        'Item Number': 'WHEEL',
        'Ship From Number': 'SF-1A',
        'PO Details Quantity': 10,
        'PO Details Price': 3.5,
        'PO Details Document Status': 'Suggested',
        'PO Details Order Date': '2027-01-13',
        'PO Details Request Date': '2027-01-18',
        'PO Details ETA Date': '2027-01-18',
      }),
    ]);

    const mos = await list('/api/manufacturing-order', { 'MO List Document Status': ['Suggested'] });
    expect(mos.map((m) => m['MO List Number'])).toEqual([`SUG-MO-${id}-1`]);
    const mo = await readOrder('manufacturing-order', mos[0]!.id);
    expect(mo).toMatchObject({ 'MO List Number': `SUG-MO-${id}-1`, 'MO List Document Status': 'Suggested' });
    expect(mo.details).toEqual([
      expect.objectContaining({
        'Item Number': 'BIKE',
        'Sub Item Number': null,
        'Warehouse Number': 'WH-1',
        'BOM Number': 'BOM-BIKE',
        'MO Details Quantity': 3,
        'MO Details Document Status': 'Suggested',
        'MO Details Start Date': '2027-01-18',
        'MO Details Due Date': '2027-01-20',
      }),
    ]);

    // One operation (planning.md part 2): one Completed event (payload: the answer), one audit record, none per order.
    const events = await t.store.db
      .selectFrom('events')
      .select(['entity_type', 'entity_id', 'event', 'payload'])
      .where('entity_type', 'in', ['PurchaseOrderList', 'ManufacturingOrderList', 'PlanningRun'])
      .execute();
    expect(events.map((e) => [e.entity_type, e.entity_id, e.event])).toEqual([
      ['PlanningRun', String(id), 'Completed'],
    ]);
    expect(JSON.parse(events[0]!.payload).after).toEqual(firstRun);
    const audit = await t.store.db
      .selectFrom('audit_log')
      .select(['entity_type', 'changes'])
      .where('entity_type', 'in', ['PurchaseOrderList', 'ManufacturingOrderList', 'Planning Run'])
      .execute();
    expect(audit.map((a) => [a.entity_type, JSON.parse(a.changes)])).toEqual([
      [
        'Planning Run',
        {
          'Suggested Purchase Orders': { old: 0, new: 3 },
          'Suggested Manufacturing Orders': { old: 0, new: 1 },
        },
      ],
    ]);

    const runs = await list('/api/planning/runs');
    expect(runs[0]).toMatchObject({ 'Plan Run Id': id, 'Plan Date': P, 'SKUs Planned': 3 });
    const one = await admin.get(`/api/planning/runs/${id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({
      id,
      'Plan Run Id': id,
      'Load Ms': expect.any(Number),
      'Compute Ms': expect.any(Number),
      'Write Ms': expect.any(Number),
    });
    expectError(await admin.get('/api/planning/runs/999999'), 400, 'PlanRun.NotFound');
  });

  it('keeps a firmed order and replaces the other suggestions on the next run', async () => {
    const firstId = firstRun['Plan Run Id'] as number;
    const wheel = (await suggestedPurchaseOrders()).find(
      (po) => po['PO List Number'] === `SUG-${firstId}-3`,
    )!;
    const order = await readOrder('purchase-order', wheel.id);
    const firmed = await admin.put(`/api/purchase-order/${wheel.id}`, {
      ...order,
      'PO List Document Status': 'Open',
      details: order.details.map((l) => ({ ...l, 'PO Details Document Status': 'Open' })),
    });
    expect(firmed.statusCode, firmed.body).toBe(200);

    const second = await run({ 'Plan Date': P, 'Horizon Days': 90 });
    const id = second['Plan Run Id'] as number;
    expect(id).toBeGreaterThan(firstId);
    // The firmed PO now covers WHEEL: only the two BOLT suggestions are planned.
    expect(second).toMatchObject({ 'Planned Purchase Lines': 2, 'Planned Manufacturing Lines': 1 });
    const kept = await readOrder('purchase-order', wheel.id);
    expect(kept).toMatchObject({ 'PO List Number': `SUG-${firstId}-3`, 'PO List Document Status': 'Open' });
    const numbers = (await suggestedPurchaseOrders()).map((po) => po['PO List Number']).sort();
    expect(numbers).toEqual([`SUG-${id}-1`, `SUG-${id}-2`]);
    const mos = await list('/api/manufacturing-order', { 'MO List Document Status': ['Suggested'] });
    expect(mos.map((m) => m['MO List Number'])).toEqual([`SUG-MO-${id}-1`]);
    // The firm is an ordinary update; replacing suggestions writes no event, each run one.
    const events = await t.store.db
      .selectFrom('events')
      .select(['entity_type', 'entity_id', 'event'])
      .where('entity_type', 'in', ['PurchaseOrderList', 'PlanningRun'])
      .orderBy('id')
      .execute();
    expect(events.map((e) => [e.entity_type, e.entity_id, e.event])).toEqual([
      ['PlanningRun', String(firstId), 'Completed'],
      ['PurchaseOrderList', String(wheel.id), 'Updated'],
      ['PurchaseOrderList', String(wheel.id), 'StatusChange'],
      ['PlanningRun', String(id), 'Completed'],
    ]);
  });

  it('leaves PostgreSQL statistics of the results it stored, for the views to be planned with', async () => {
    if (t.store.kind !== 'postgres') return;
    await run({ 'Plan Date': P, 'Horizon Days': 90 });
    // reltuples is -1 on a table never analyzed (nor vacuumed): each run analyzes what it replaced.
    const { rows } = await sql<{ relname: string; reltuples: number }>`
      select relname, reltuples::float8 as reltuples from pg_class
      where relname in ('plan_skus', 'plan_days', 'plan_buckets', 'plan_orders', 'plan_exceptions', 'plan_pegging')
        and relkind = 'r' and relnamespace = current_schema()::regnamespace`.execute(t.store.db);
    expect(rows).toHaveLength(6);
    for (const row of rows) expect(row.reltuples, row.relname).toBeGreaterThanOrEqual(0);
    const pegging = rows.find((r) => r.relname === 'plan_pegging')!;
    const stored = await t.store.db
      .selectFrom('plan_pegging')
      .select((e) => e.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(pegging.reltuples).toBe(Number(stored.n));
  });

  it('SQLite: builds the planned orders sort index again, with its statistics, and puts the connection back', async () => {
    if (t.store.kind !== 'sqlite') return;
    await run({ 'Plan Date': P, 'Horizon Days': 90 });
    await sql`analyze`.execute(t.store.db);
    const state = async () => ({
      index: (
        await sql<{
          sql: string;
        }>`select sql from sqlite_master where name = 'plan_orders_default_sort'`.execute(t.store.db)
      ).rows,
      stats: (
        await sql<{
          stat: string;
        }>`select stat from sqlite_stat1 where idx = 'plan_orders_default_sort'`.execute(t.store.db)
      ).rows,
      tempStore: (await sql`pragma temp_store`.execute(t.store.db)).rows,
      cacheSize: (await sql`pragma cache_size`.execute(t.store.db)).rows,
    });
    // Settings of the connection's own that the run changes for its transaction: they must come back.
    const [cache] = (await sql`pragma cache_size`.execute(t.store.db)).rows;
    const [temp] = (await sql`pragma temp_store`.execute(t.store.db)).rows;
    await sql`pragma cache_size = -3000`.execute(t.store.db);
    await sql`pragma temp_store = file`.execute(t.store.db);
    const before = await state();
    expect(before.index).toHaveLength(1);
    expect(before.stats).toHaveLength(1);
    expect(before.cacheSize).toEqual([{ cache_size: -3000 }]);
    expect(before.tempStore).toEqual([{ temp_store: 1 }]);
    await run({ 'Plan Date': P, 'Horizon Days': 90 });
    expect(await state()).toEqual(before);
    await sql.raw(`pragma cache_size = ${(cache as { cache_size: number }).cache_size}`).execute(t.store.db);
    await sql.raw(`pragma temp_store = ${(temp as { temp_store: number }).temp_store}`).execute(t.store.db);
  });

  it('moves the base-data counter, and later writes to the orders still move it', async () => {
    const version = async () =>
      Number(
        (
          await t.store.db
            .selectFrom('data_versions')
            .select('version')
            .where('name', '=', 'base')
            .executeTakeFirstOrThrow()
        ).version,
      );
    const before = await version();
    await run({ 'Plan Date': P, 'Horizon Days': 90 });
    const afterRun = await version();
    expect(afterRun).toBeGreaterThan(before);
    // The run holds the row triggers back while it writes (SQLite); a later write must still be counted.
    const po = (await suggestedPurchaseOrders())[0]!;
    await t.store.db
      .updateTable('purchase_orders')
      .set({ updated_at: 'x' })
      .where('id', '=', po.id as number)
      .execute();
    expect(await version()).toBeGreaterThan(afterRun);
    const lines = await t.store.db
      .selectFrom('purchase_order_lines')
      .select('id')
      .where('order_id', '=', po.id as number)
      .execute();
    const counted = await version();
    await t.store.db
      .updateTable('purchase_order_lines')
      .set({ quantity: 7 })
      .where('id', '=', lines[0]!.id)
      .execute();
    expect(await version()).toBeGreaterThan(counted);
    const mo = (await list('/api/manufacturing-order', { 'MO List Document Status': ['Suggested'] }))[0]!;
    const countedMo = await version();
    await t.store.db
      .deleteFrom('manufacturing_orders')
      .where('id', '=', mo.id as number)
      .execute();
    expect(await version()).toBeGreaterThan(countedMo);
  });

  it('queues its PO writes while an integration run locks procurement, and they appear when it ends', async () => {
    const before = (await suggestedPurchaseOrders()).map((po) => po['PO List Number']).sort();
    const started = await admin.post('/api/integration-runs', { source: 'ERP' });
    expect(started.statusCode, started.body).toBe(200);
    const locked = await run({ 'Plan Date': P, 'Horizon Days': 90 });
    const id = locked['Plan Run Id'] as number;
    expect(locked.notification_type).toBe('Warning');
    // The POs wait; the MO is replaced at once.
    expect((await suggestedPurchaseOrders()).map((po) => po['PO List Number']).sort()).toEqual(before);
    const mos = await list('/api/manufacturing-order', { 'MO List Document Status': ['Suggested'] });
    expect(mos.map((m) => m['MO List Number'])).toEqual([`SUG-MO-${id}-1`]);
    const queued = await list('/api/queued-operations', {
      Operation: ['planning.suggested-purchase-orders'],
    });
    expect(queued.map((q) => q.Status)).toEqual(['Queued']);

    const finished = await admin.put(`/api/integration-runs/${started.json().id}`, {
      'Integration Status': 'Completed',
    });
    expect(finished.statusCode, finished.body).toBe(200);
    expect((await suggestedPurchaseOrders()).map((po) => po['PO List Number']).sort()).toEqual([
      `SUG-${id}-1`,
      `SUG-${id}-2`,
    ]);
    expect(
      (await list('/api/queued-operations', { Operation: ['planning.suggested-purchase-orders'] })).map(
        (q) => q.Status,
      ),
    ).toEqual(['Applied']);
  });

  it('answers 409 Planning.AlreadyRunning while another run holds the lock', async () => {
    // Another instance's run in progress: its lease on the planning-run lock has not run out.
    const lease = new Date(Date.now() + 60_000).toISOString();
    await t.store.db
      .updateTable('service_locks')
      .set({ locked_at: lease })
      .where('name', '=', 'planning-run')
      .execute();
    const runsBefore = (await list('/api/planning/runs')).length;
    expectError(await admin.post('/api/planning/run', { 'Plan Date': P }), 409, 'Planning.AlreadyRunning');
    expect(await list('/api/planning/runs')).toHaveLength(runsBefore);
    // A lease that ran out (its process died) no longer blocks.
    await t.store.db
      .updateTable('service_locks')
      .set({ locked_at: new Date(Date.now() - 1000).toISOString() })
      .where('name', '=', 'planning-run')
      .execute();
    await run({ 'Plan Date': P, 'Horizon Days': 90 });
    const lock = await t.store.db
      .selectFrom('service_locks')
      .select('locked_at')
      .where('name', '=', 'planning-run')
      .executeTakeFirstOrThrow();
    expect(lock.locked_at).toBeNull();
  });

  it('refuses bad parameters with 400 Planning.InvalidParameters and runs with defaults without a body', async () => {
    for (const body of [
      { 'Plan Date': '2027-02-30' },
      { 'Plan Date': '27-01-04' },
      { 'Plan Date': 20270104 },
      { 'Horizon Days': 0 },
      { 'Horizon Days': 1096 },
      { 'Horizon Days': 1.5 },
      { 'Horizon Days': '90' },
      { Horizon: 90 },
      [1],
      'today',
    ])
      expectError(
        await admin.post('/api/planning/run', JSON.stringify(body), { 'content-type': 'application/json' }),
        400,
        'Planning.InvalidParameters',
      );
    const res = await admin.request('POST', '/api/planning/run');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      'Plan Date': new Date().toISOString().slice(0, 10),
      'Horizon Days': 365,
    });
    const viewer = await t.loginWith([view('Inventory')]);
    expectError(await viewer.post('/api/planning/run', {}), 403, 'User.NotPrivileged');
    const editor = await t.loginWith([edit('Inventory')]);
    expect((await editor.post('/api/planning/run', { 'Plan Date': P, 'Horizon Days': 90 })).statusCode).toBe(
      200,
    );
  });

  it('the API description shows the run, its codes, the exception types and the engine status table', async () => {
    const description = (await admin.get('/api/openapi.json')).json();
    const operation = description.paths['/api/planning/run'].post;
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200', '400', '409']));
    const text = operation.description as string;
    for (const expected of [
      'Planning.InvalidParameters',
      'Planning.AlreadyRunning',
      '`Late`, `Stockout`, `No Source`, `Excess`',
      '| Suggested | None | Demand | None |',
      '| Shipped | Supply | None | Supply |',
    ])
      expect(text).toContain(expected);
    for (const path of [
      '/api/planning/runs',
      '/api/planning/runs/{id}',
      '/api/planning/item/{item_id}/{warehouse_id}',
    ])
      expect(description.paths[path]?.get, path).toBeDefined();
  });

  describe('views of the last run', () => {
    beforeAll(async () => {
      await run({ 'Plan Date': P, 'Horizon Days': 90 });
    });

    it('inventory_planning: every SKU and bucket; Week by default (ISO weeks), Day and Month on request', async () => {
      const wheel = { 'Item Number': ['WHEEL'] };
      const weeks = await list('/api/views/inventory_planning', wheel);
      expect(weeks).toHaveLength(13); // 90 days from a Monday: 12 whole weeks and one of 6 days
      expect(weeks[0]).toMatchObject({ 'Bucket Start': P, 'Starting Balance': 4, 'Projected Balance': 4 });
      // Week of 01-18: 6 WHEEL for the BIKE MO against the firmed PO of 10 received that day.
      expect(weeks[2]).toEqual({
        id: expect.any(Number),
        'Item Number': 'WHEEL',
        'Sub Item Number': null,
        'Warehouse Number': 'WH-1',
        'Bucket Start': '2027-01-18',
        'Starting Balance': 4,
        'Sales Demand': 0,
        'Forecast Demand': 0,
        'Dependent Demand': 6,
        'Transfer Demand': 0,
        'Scheduled Receipts': 10,
        'Planned Receipts': 0,
        'Projected Balance': 8,
        'Safety Stock': 0,
        'Projected Balance Without Planned': 8,
        'Below Safety Stock': false,
      });
      const days = await list('/api/views/inventory_planning', { ...wheel, Bucket: ['Day'] });
      expect(days).toHaveLength(90);
      const months = await list('/api/views/inventory_planning', { ...wheel, Bucket: ['Month'] });
      expect(months.map((m) => m['Bucket Start'])).toEqual([
        '2027-01-01',
        '2027-02-01',
        '2027-03-01',
        '2027-04-01',
      ]);
      expect(months[0]).toMatchObject({
        'Starting Balance': 4,
        'Projected Balance': 8,
        'Dependent Demand': 6,
      });
      const bolt = await list('/api/views/inventory_planning', { 'Item Number': ['BOLT'], Bucket: 'Month' });
      expect(bolt[0]).toMatchObject({ 'Planned Receipts': 5, 'Projected Balance': 5, 'Safety Stock': 5 });
      expectError(
        await admin.get(
          `/api/views/inventory_planning?filters=${encodeURIComponent(JSON.stringify({ Bucket: ['Year'] }))}`,
        ),
        400,
        'List.InvalidFilter',
      );
    });

    it('inventory_analysis, planning_exceptions and planning_pegging read the last run', async () => {
      const analysis = await list('/api/views/inventory_analysis');
      expect(analysis.map((r) => [r['Item Number'], r.Source])).toEqual([
        ['BIKE', 'Make'],
        ['BOLT', 'Buy'],
        ['WHEEL', 'Buy'],
      ]);
      expect(analysis[2]).toMatchObject({ 'On Hand': 4, 'Open Supply': 10, 'First Shortage Date': null });
      expect(analysis[0]).toMatchObject({ 'First Shortage Date': '2027-01-20', 'Exception Count': 0 });
      const exceptions = await list('/api/views/planning_exceptions');
      expect(exceptions.map((e) => [e['Item Number'], e['Exception Type'], e['Exception Date']])).toEqual([
        ['BOLT', 'Late', '2026-12-25'],
        ['BOLT', 'Late', '2026-12-25'],
        ['WHEEL', 'Excess', '2027-01-18'],
      ]);
      expect(exceptions[2]).toMatchObject({ 'Exception Quantity': 2, 'Order Number': null });
      const late = exceptions.filter((e) => e['Exception Type'] === 'Late');
      expect(late.map((e) => e['Order Number']).sort()).toEqual(
        (await suggestedPurchaseOrders()).map((po) => po['PO List Number']).sort(),
      );
      const pegging = await list('/api/views/planning_pegging', { 'Item Number': ['BIKE'] });
      expect(pegging).toEqual([
        {
          id: expect.any(Number),
          'Order Number': expect.stringMatching(/^SUG-MO-\d+-1$/),
          'Order Type': 'Manufacturing',
          'Item Number': 'BIKE',
          'Sub Item Number': null,
          'Warehouse Number': 'WH-1',
          'Receipt Date': '2027-01-20',
          'Pegged Quantity': 3,
          'Demand Type': 'Sales Order',
          'Demand Number': 'SO-1',
          'Demand Date': '2027-01-20',
        },
      ]);
    });

    it('the chart answers each SKU of an item with its days, exceptions and pegging', async () => {
      const wheel = await t.store.db
        .selectFrom('items')
        .select('id')
        .where('number', '=', 'WHEEL')
        .executeTakeFirstOrThrow();
      const res = await admin.get(`/api/planning/item/${wheel.id}`);
      expect(res.statusCode, res.body).toBe(200);
      const chart = res.json();
      expect(chart).toMatchObject({ 'Item Number': 'WHEEL', 'Plan Date': P });
      expect(chart.skus).toHaveLength(1);
      expect(chart.skus[0]).toMatchObject({ Source: 'Buy', 'On Hand': 4, 'Warehouse Number': 'WH-1' });
      expect(chart.skus[0].days).toContainEqual({
        Date: '2027-01-18',
        'Sales Demand': 0,
        'Forecast Demand': 0,
        'Dependent Demand': 6,
        'Transfer Demand': 0,
        'Scheduled Receipts': 10,
        'Planned Receipts': 0,
        Balance: 8,
      });
      const wh = chart.skus[0]['Warehouse Id'];
      expect((await admin.get(`/api/planning/item/${wheel.id}/${wh}`)).json().skus).toHaveLength(1);
      expectError(await admin.get('/api/planning/item/999999'), 400, 'ItemMaster.NotFound');
      expectError(await admin.get(`/api/planning/item/${wheel.id}/999999`), 400, 'WarehouseMaster.NotFound');
    });

    it('forecast_over_time and forecast_vs_sales read the orders directly', async () => {
      const res = await admin.post('/api/forecast', {
        'Forecast List Number': 'FC-1',
        'Forecast List Name': 'Plan',
        'Forecast List Status': 'Active',
        details: [
          {
            'Item Number': 'BIKE',
            'Warehouse Number': 'WH-1',
            'Forecast Details Date': '2027-01-05',
            'Forecast Details Quantity': 5,
          },
          {
            'Item Number': 'BIKE',
            'Warehouse Number': 'WH-1',
            'Forecast Details Date': '2027-02-05',
            'Forecast Details Quantity': 4,
          },
        ],
      });
      expect(res.statusCode, res.body).toBe(200);
      const overTime = await list('/api/views/forecast_over_time', { 'Item Number': ['BIKE'] });
      expect(overTime.map(({ id: _id, ...r }) => r)).toEqual([
        {
          'Item Number': 'BIKE',
          'Warehouse Number': 'WH-1',
          Month: '2027-01',
          'Forecast Quantity': 5,
          'Consumed Quantity': 3,
          'Net Forecast': 2,
        },
        {
          'Item Number': 'BIKE',
          'Warehouse Number': 'WH-1',
          Month: '2027-02',
          'Forecast Quantity': 4,
          'Consumed Quantity': 0,
          'Net Forecast': 4,
        },
      ]);
      const versus = await list('/api/views/forecast_vs_sales', { 'Item Number': ['BIKE'] });
      expect(versus.map(({ id: _id, ...r }) => r)).toEqual([
        {
          'Item Number': 'BIKE',
          'Warehouse Number': 'WH-1',
          Month: '2027-01',
          'Forecast Quantity': 5,
          'Sales Quantity': 3,
          'Absolute Error': 2,
          Accuracy: 0.333333,
        },
        {
          'Item Number': 'BIKE',
          'Warehouse Number': 'WH-1',
          Month: '2027-02',
          'Forecast Quantity': 4,
          'Sales Quantity': 0,
          'Absolute Error': 4,
          Accuracy: null,
        },
      ]);
      const demandViewer = await t.loginWith([view('Demand')]);
      expect((await demandViewer.get('/api/views/forecast_vs_sales')).statusCode).toBe(200);
      expectError(await demandViewer.get('/api/views/inventory_planning'), 403, 'User.NotPrivileged');
    });

    it('every planning view answers JSON and exports XLSX', async () => {
      for (const name of [
        'inventory_planning',
        'inventory_analysis',
        'planning_exceptions',
        'planning_pegging',
        'forecast_over_time',
        'forecast_vs_sales',
        'planning_runs',
      ]) {
        const json = await admin.get(`/api/views/${name}`);
        expect(json.statusCode, `${name}: ${json.body}`).toBe(200);
        const { rows, headers } = json.json().data;
        expect(rows.length, name).toBeGreaterThan(0);
        const exported = await admin.post('/api/export-data', { view_name: name });
        expect(exported.statusCode, `${name}: ${exported.body.slice(0, 200)}`).toBe(200);
        expect(exported.headers['content-type']).toContain('spreadsheetml');
        const zip = await JSZip.loadAsync(exported.rawPayload);
        const sheet = await zip.file('xl/worksheets/sheet1.xml')?.async('string');
        expect(sheet, name).toContain(headers[0].key);
      }
    });
  });
});
