import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, describeEachDatabase } from '../helpers/app.js';
import { expectError, insertCustomerWithShipTo, insertItem, insertWarehouse } from '../helpers/rows.js';
import { insertSales } from './sales.js';

type Row = Record<string, unknown>;

describeEachDatabase('statistical forecasting run', (t) => {
  let admin: Client;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    admin = await t.admin();
    for (const n of ['A', 'B', 'C']) ids[n] = await insertItem(t.store, n);
    ids.W1 = await insertWarehouse(t.store, 'W1');
    ids.W2 = await insertWarehouse(t.store, 'W2');
    const customer = await insertCustomerWithShipTo(t.store, 'CUS-1', 'ST-1');
    // A in W1: 10 a month through 2025 (ship dates); a Cancelled line is no demand.
    const aLines = Array.from(
      { length: 12 },
      (_, m) =>
        [ids.A!, ids.W1!, 10, 'Open', `2025-${String(m + 1).padStart(2, '0')}-10`, null] as [
          number,
          number,
          number,
          string,
          string | null,
          string | null,
        ],
    );
    await insertSales(t.store, 'SO-A', customer, aLines);
    // B in W2: two sales (order dates only) in March and September 2025, a Cancelled one in June.
    await insertSales(t.store, 'SO-B', customer, [
      [ids.B!, ids.W2!, 4, 'Open', null, '2025-03-05'],
      [ids.B!, ids.W2!, 100, 'Cancelled', null, '2025-06-01'],
      [ids.B!, ids.W2!, 6, 'Closed', null, '2025-09-05'],
    ]);
    // C: only a sale before the window and one in the month of the latest As Of: no forecast.
    await insertSales(t.store, 'SO-C', customer, [
      [ids.C!, ids.W1!, 7, 'Open', '2023-05-01', null],
      [ids.C!, ids.W1!, 7, 'Open', '2026-02-02', null],
    ]);
  });

  const run = async (body: Row) => {
    const res = await admin.post('/api/forecasting/run', body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Row;
  };
  const statLines = async (list: string) =>
    (
      await t.store.db
        .selectFrom('forecast_lines as l')
        .innerJoin('forecasts as f', 'f.id', 'l.order_id')
        .innerJoin('items as i', 'i.id', 'l.item_id')
        .select(['i.number as item', 'l.date', 'l.quantity', 'l.customer_id', 'f.status'])
        .where('f.number', '=', list)
        .orderBy('i.number')
        .orderBy('l.date')
        .execute()
    ).map((r) => ({ ...r, quantity: Number(r.quantity) }));

  describe('a run', () => {
    let first: Row;
    beforeAll(async () => {
      first = await run({ 'As Of': '2026-01-15', 'History Months': 12, 'Horizon Months': 3 });
    });

    it('answers the run and counts the methods', () => {
      expect(first['As Of']).toBe('2026-01-15');
      expect(first['SKUs Forecast']).toBe(2);
      const methods = first.Methods as Record<string, number>;
      expect(methods.Croston).toBe(1);
      expect(Object.values(methods).reduce((a, b) => a + b, 0)).toBe(2);
      expect(first['Forecast Run Id']).toEqual(expect.any(Number));
      expect(first['Duration Ms']).toEqual(expect.any(Number));
    });

    it('stores STAT lists per warehouse, one line per SKU and month, the first dated As Of', async () => {
      expect(await statLines('STAT-W1')).toEqual(
        ['2026-01-15', '2026-02-01', '2026-03-01'].map((date) => ({
          item: 'A',
          date,
          quantity: 10,
          customer_id: null,
          status: 'Statistical',
        })),
      );
      const w2 = await statLines('STAT-W2');
      expect(w2.map((l) => [l.item, l.date])).toEqual([
        ['B', '2026-01-15'],
        ['B', '2026-02-01'],
        ['B', '2026-03-01'],
      ]);
      // Croston forecasts the same rate every month, above 0.
      expect(new Set(w2.map((l) => l.quantity)).size).toBe(1);
      expect(w2[0]!.quantity).toBeGreaterThan(0);
    });

    it('lists the run and answers it by id', async () => {
      const list = await admin.get('/api/forecasting/runs');
      expect(list.statusCode, list.body).toBe(200);
      const rows = list.json().data.rows as Row[];
      expect(rows[0]!['Forecast Run Id']).toBe(first['Forecast Run Id']);
      const one = await admin.get(`/api/forecasting/runs/${first['Forecast Run Id']}`);
      expect(one.statusCode, one.body).toBe(200);
      expect(one.json()).toMatchObject({
        'Forecast Run Id': first['Forecast Run Id'],
        'As Of': '2026-01-15',
        'SKUs Forecast': 2,
        Methods: first.Methods,
        Parameters: { 'History Months': 12, 'Horizon Months': 3, Method: 'Auto' },
      });
    });

    it('records one forecasting.run.completed event per run', async () => {
      const events = await t.store.db
        .selectFrom('events')
        .select(['event', 'entity_id'])
        .where('entity_type', '=', 'ForecastRun')
        .execute();
      expect(events).toEqual([{ event: 'Completed', entity_id: String(first['Forecast Run Id']) }]);
    });

    it('answers the item endpoint with history, holdout and forecast', async () => {
      const res = await admin.get(`/api/forecasting/item/${ids.B}`);
      expect(res.statusCode, res.body).toBe(200);
      const [sku] = res.json().skus as Row[];
      expect(sku).toMatchObject({ 'Warehouse Number': 'W2', Method: 'Croston', 'As Of': '2026-01-15' });
      expect(['Intermittent', 'Lumpy']).toContain(sku!['Demand Pattern']);
      // The series starts at the first month with a sale; the Cancelled line is no demand.
      expect(sku!.history).toEqual(
        [4, 0, 0, 0, 0, 0, 6, 0, 0, 0].map((Quantity, k) => ({
          Month: `2025-${String(k + 3).padStart(2, '0')}`,
          Quantity,
        })),
      );
      // h = min(12, floor(10 / 3)) = 3 months held out: October to December.
      expect((sku!.holdout as Row[]).map((h) => [h.Month, h.Actual])).toEqual([
        ['2025-10', 0],
        ['2025-11', 0],
        ['2025-12', 0],
      ]);
      expect((sku!.forecast as Row[]).map((f) => f.Date)).toEqual(['2026-01-15', '2026-02-01', '2026-03-01']);
      const inW1 = await admin.get(`/api/forecasting/item/${ids.B}/${ids.W1}`);
      expect(inW1.statusCode, inW1.body).toBe(200);
      expect(inW1.json().skus).toEqual([]);
      expectError(await admin.get('/api/forecasting/item/99999'), 400, 'ItemMaster.NotFound');
      expectError(await admin.get(`/api/forecasting/item/${ids.B}/99999`), 400, 'WarehouseMaster.NotFound');
    });

    it('shows the view statistical_forecast with its columns, and exports it', async () => {
      const res = await admin.get('/api/views/statistical_forecast');
      expect(res.statusCode, res.body).toBe(200);
      const { rows, headers } = res.json().data as { rows: Row[]; headers: { key: string }[] };
      expect(headers.map((h) => h.key).filter((k) => k !== 'id')).toEqual([
        'Item Number',
        'Sub Item Number',
        'Warehouse Number',
        'Demand Pattern',
        'Method',
        'Parameters',
        'History Months',
        'Holdout MAE',
        'Holdout WAPE',
        'Bias',
        'Next Month Forecast',
        'Horizon Total',
      ]);
      expect(rows.map((r) => [r['Item Number'], r['Warehouse Number'], r['History Months']])).toEqual([
        ['A', 'W1', 12],
        ['B', 'W2', 10],
      ]);
      expect(rows[0]).toMatchObject({
        'Next Month Forecast': 10,
        'Horizon Total': 30,
        'Holdout MAE': 0,
        Bias: 0,
      });
      // B's holdout actuals sum to 0: no WAPE.
      expect(rows[1]!['Holdout WAPE']).toBeNull();
      const exported = await admin.post('/api/export-data', { view_name: 'statistical_forecast' });
      expect(exported.statusCode, exported.body.slice(0, 200)).toBe(200);
      expect(exported.headers['content-type']).toContain('spreadsheetml');
      const zip = await JSZip.loadAsync(exported.rawPayload);
      const sheet = await zip.file('xl/worksheets/sheet1.xml')?.async('string');
      expect(sheet).toContain('Demand Pattern');
    });
  });

  describe('a second run replaces the first', () => {
    it('replaces every line of the SKUs in scope, and only those', async () => {
      const all = await run({ 'As Of': '2026-02-01', 'History Months': 12, 'Horizon Months': 2 });
      expect(all['SKUs Forecast']).toBe(2);
      expect((await statLines('STAT-W1')).map((l) => [l.item, l.date])).toEqual([
        ['A', '2026-02-01'],
        ['A', '2026-03-01'],
      ]);
      expect((await statLines('STAT-W2')).map((l) => l.date)).toEqual(['2026-02-01', '2026-03-01']);
      // A run for item A only leaves B's lines alone.
      const onlyA = await run({
        'As Of': '2026-01-20',
        'History Months': 12,
        'Horizon Months': 1,
        'Item Numbers': ['A'],
        Method: 'Moving Average',
      });
      expect(onlyA).toMatchObject({ 'SKUs Forecast': 1, Methods: { 'Moving Average': 1 } });
      expect((await statLines('STAT-W1')).map((l) => [l.item, l.date, l.quantity])).toEqual([
        ['A', '2026-01-20', 10],
      ]);
      expect((await statLines('STAT-W2')).map((l) => l.date)).toEqual(['2026-02-01', '2026-03-01']);
      const view = (await admin.get('/api/views/statistical_forecast')).json().data.rows as Row[];
      expect(view.map((r) => [r['Item Number'], r.Method])).toEqual([
        ['A', 'Moving Average'],
        ['B', 'Croston'],
      ]);
      const lists = await t.store.db.selectFrom('forecasts').select('number').orderBy('number').execute();
      expect(lists.map((l) => l.number)).toEqual(['STAT-W1', 'STAT-W2']);
    });
  });

  describe('codes', () => {
    it('400 Forecasting.InvalidParameters for every bad value', async () => {
      for (const body of [
        { 'History Months': 5 },
        { 'History Months': 121 },
        { 'History Months': 12.5 },
        { 'Horizon Months': 0 },
        { 'Horizon Months': 37 },
        { Method: 'Naive' },
        { 'As Of': '2026-02-30' },
        { 'As Of': 20260101 },
        { 'Item Numbers': ['A', 'NOPE'] },
        { 'Item Numbers': 'A' },
        { 'Warehouse Numbers': ['W9'] },
        { Horizon: 3 },
      ])
        expectError(await admin.post('/api/forecasting/run', body), 400, 'Forecasting.InvalidParameters');
      expectError(await admin.post('/api/forecasting/run', [1]), 400, 'Forecasting.InvalidParameters');
    });

    it('409 Forecasting.AlreadyRunning while the lock is held, then runs again', async () => {
      const until = new Date(Date.now() + 60_000).toISOString();
      await t.store.db
        .updateTable('service_locks')
        .set({ locked_at: until })
        .where('name', '=', 'forecasting-run')
        .execute();
      expectError(await admin.post('/api/forecasting/run', {}), 409, 'Forecasting.AlreadyRunning');
      await t.store.db
        .updateTable('service_locks')
        .set({ locked_at: null })
        .where('name', '=', 'forecasting-run')
        .execute();
      await run({ 'As Of': '2026-01-15', 'History Months': 12, 'Horizon Months': 3 });
    });

    it('400 Forecasting.NotFound for an unknown run', async () => {
      expectError(await admin.get('/api/forecasting/runs/99999'), 400, 'Forecasting.NotFound');
    });

    it('400 Forecasting.ReservedStatus for a forecast list created or updated as Statistical', async () => {
      const list = (status: string) => ({
        'Forecast List Number': 'FC-MINE',
        'Forecast List Status': status,
        details: [
          {
            'Item Number': 'A',
            'Warehouse Number': 'W1',
            'Forecast Details Date': '2026-02-01',
            'Forecast Details Quantity': 5,
          },
        ],
      });
      expectError(await admin.post('/api/forecast', list('Statistical')), 400, 'Forecasting.ReservedStatus');
      const created = await admin.post('/api/forecast', list('Active'));
      expect(created.statusCode, created.body).toBe(200);
      const id = created.json()['Forecast Id'] ?? created.json().id;
      const current = await admin.get(`/api/forecast/${id}`);
      expect(current.statusCode, current.body).toBe(200);
      const updated = await admin.put(`/api/forecast/${id}`, list('Statistical'), {
        'If-Match': current.headers.etag as string,
      });
      expectError(updated, 400, 'Forecasting.ReservedStatus');
      const stat = await t.store.db
        .selectFrom('forecasts')
        .select('id')
        .where('number', '=', 'STAT-W1')
        .executeTakeFirstOrThrow();
      const statNow = await admin.get(`/api/forecast/${stat.id}`);
      expect(statNow.statusCode, statNow.body).toBe(200);
      expectError(
        await admin.put(
          `/api/forecast/${stat.id}`,
          { ...list('Statistical'), 'Forecast List Number': 'STAT-W1' },
          {
            'If-Match': statNow.headers.etag as string,
          },
        ),
        400,
        'Forecasting.ReservedStatus',
      );
      await admin.delete(`/api/forecast/${id}`);
    });
  });
});
