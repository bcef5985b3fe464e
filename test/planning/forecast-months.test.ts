import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  INACTIVE_FORECAST_LIST_STATUSES,
  NON_CONSUMING_SALES_STATUS,
} from '../../src/modules/planning/engine/index.js';
import { type Client, describeEachDatabase } from '../helpers/app.js';
import { insertCustomerWithShipTo, insertItem, insertWarehouse } from '../helpers/rows.js';

type Row = Record<string, unknown>;

/**
 * forecast_over_time and forecast_vs_sales read `forecast_months`, which triggers keep in the transaction of each
 * order write (migration 0018). After every kind of write (API and plain SQL: lines added, changed, moved to
 * another month, item or warehouse, removed, a list's status changed, an order deleted) both views answer
 * exactly what grouping every forecast and sales line at request time (the views' former query) answers.
 */
const sixOf = (value: unknown) => (value === null ? null : Number(Number(value).toFixed(6)));

describeEachDatabase('forecast views kept by triggers', (t) => {
  let admin: Client;

  beforeAll(async () => {
    admin = await t.admin();
    for (const number of ['A', 'B', 'C']) await insertItem(t.store, number);
    await insertWarehouse(t.store, 'W1');
    await insertWarehouse(t.store, 'W2');
    await insertCustomerWithShipTo(t.store, 'CUS-1', 'ST-1', 'Customer');
    const itemA = await t.store.db
      .selectFrom('items')
      .select('id')
      .where('number', '=', 'A')
      .executeTakeFirstOrThrow();
    await t.store.db.insertInto('sub_items').values({ number: 'A-RED', item_id: itemA.id }).execute();
  });

  const ok = async (method: 'post' | 'put' | 'delete', path: string, body?: Row) => {
    const res =
      method === 'delete'
        ? await admin.delete(path)
        : await admin[method](path, body as Record<string, unknown>);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Row;
  };
  const read = async (path: string) => {
    const res = await admin.get(path);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Row & { details: Row[] };
  };

  /** Both views as answered against the views' former query (every line grouped at request time). */
  async function expectViewsMatchTheLines() {
    const inactive = sql.join(INACTIVE_FORECAST_LIST_STATUSES.map((s) => sql.lit(s)));
    const forecast = sql`select fl.item_id, coalesce(fl.sub_item_id, 0) as sub_item, fl.warehouse_id,
        substr(fl.date, 1, 7) as month, sum(fl.quantity) as quantity
      from forecast_lines fl inner join forecasts h on h.id = fl.order_id
      where h.status not in (${inactive}) and fl.date is not null
      group by fl.item_id, coalesce(fl.sub_item_id, 0), fl.warehouse_id, substr(fl.date, 1, 7)`;
    const sales = sql`select sl.item_id, coalesce(sl.sub_item_id, 0) as sub_item, sl.warehouse_id,
        substr(coalesce(sl.ship_date, sl.order_date), 1, 7) as month, sum(sl.quantity) as quantity
      from sales_order_lines sl
      where sl.status <> ${sql.lit(NON_CONSUMING_SALES_STATUS)} and coalesce(sl.ship_date, sl.order_date) is not null
      group by sl.item_id, coalesce(sl.sub_item_id, 0), sl.warehouse_id,
        substr(coalesce(sl.ship_date, sl.order_date), 1, 7)`;
    const overTime = await sql<Row>`select i.number as item, w.number as warehouse, g.month,
        g.forecast, g.consumed
      from (select f.item_id, f.warehouse_id, f.month, sum(f.quantity) as forecast,
          sum(case when s.quantity is null then 0 when s.quantity < f.quantity then s.quantity else f.quantity end)
            as consumed
        from (${forecast}) f left join (${sales}) s on s.item_id = f.item_id and s.sub_item = f.sub_item
          and s.warehouse_id = f.warehouse_id and s.month = f.month
        group by f.item_id, f.warehouse_id, f.month) g
      inner join items i on i.id = g.item_id inner join warehouses w on w.id = g.warehouse_id
      order by i.number, w.id, g.month`.execute(t.store.db);
    const versus = await sql<Row>`select i.number as item, w.number as warehouse, g.month, g.forecast, g.sales
      from (select item_id, warehouse_id, month, sum(forecast) as forecast, sum(sales) as sales
        from (select item_id, warehouse_id, month, quantity as forecast, 0 as sales from (${forecast}) f
          union all select item_id, warehouse_id, month, 0 as forecast, quantity as sales from (${sales}) s) u
        group by item_id, warehouse_id, month) g
      inner join items i on i.id = g.item_id inner join warehouses w on w.id = g.warehouse_id
      order by i.number, w.id, g.month`.execute(t.store.db);

    const view = async (name: string) => {
      const res = await admin.get(`/api/views/${name}?page_size=1000`);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.extra.total).toBe(body.data.rows.length);
      return (body.data.rows as Row[]).map(({ id: _id, ...r }) => r);
    };
    expect(await view('forecast_over_time')).toEqual(
      overTime.rows.map((r) => ({
        'Item Number': r.item,
        'Warehouse Number': r.warehouse,
        Month: r.month,
        'Forecast Quantity': sixOf(r.forecast),
        'Consumed Quantity': sixOf(r.consumed),
        'Net Forecast': sixOf(Number(r.forecast) - Number(r.consumed)),
      })),
    );
    expect(await view('forecast_vs_sales')).toEqual(
      versus.rows.map((r) => {
        const [f, s] = [Number(r.forecast), Number(r.sales)];
        return {
          'Item Number': r.item,
          'Warehouse Number': r.warehouse,
          Month: r.month,
          'Forecast Quantity': sixOf(f),
          'Sales Quantity': sixOf(s),
          'Absolute Error': sixOf(Math.abs(f - s)),
          Accuracy: s === 0 ? null : Math.abs(f - s) >= s ? 0 : sixOf(1 - Math.abs(f - s) / s),
        };
      }),
    );
    return { overTime: overTime.rows.length, versus: versus.rows.length };
  }

  const fc1Header = {
    'Forecast List Number': 'FC-1',
    'Forecast List Name': 'Plan',
    'Forecast List Status': 'Active',
  };
  const soHeader = (number: string) => ({
    'SO List Number': number,
    'SO List Document Status': 'Open',
    'Customer Number': 'CUS-1',
  });
  const forecastLine = (
    item: string,
    warehouse: string,
    date: string | null,
    quantity: number,
    sub?: string,
  ) => ({
    'Item Number': item,
    ...(sub ? { 'Sub Item Number': sub } : {}),
    'Warehouse Number': warehouse,
    'Forecast Details Date': date,
    'Forecast Details Quantity': quantity,
  });
  const salesLine = (
    item: string,
    warehouse: string,
    ship: string | null,
    quantity: number,
    status = 'Open',
    sub?: string,
  ) => ({
    'Item Number': item,
    ...(sub ? { 'Sub Item Number': sub } : {}),
    'Warehouse Number': warehouse,
    'Ship To Number': 'ST-1',
    'SO Details Quantity': quantity,
    'SO Details Document Status': status,
    'SO Details Ship Date': ship,
  });

  describe('every write', () => {
    let forecastId: number;
    let salesId: number;

    let otherIds: { forecast: number; sales: number };
    let cancelledId: number;

    it('orders created', async () => {
      const forecast = async (number: string, details: Row[]) =>
        Number(
          (
            await ok('post', '/api/forecast', {
              'Forecast List Number': number,
              'Forecast List Name': 'Plan',
              'Forecast List Status': 'Active',
              details,
            })
          ).id,
        );
      const sales = async (number: string, details: Row[]) =>
        Number(
          (
            await ok('post', '/api/sales-order', {
              'SO List Number': number,
              'SO List Document Status': 'Open',
              'Customer Number': 'CUS-1',
              details,
            })
          ).id,
        );
      // An order has one warehouse: W2's lines are in orders of their own.
      forecastId = await forecast('FC-1', [
        forecastLine('A', 'W1', '2027-01-05', 5.5),
        forecastLine('A', 'W1', '2027-01-20', 2.25),
        forecastLine('A', 'W1', '2027-01-10', 3, 'A-RED'),
        forecastLine('A', 'W1', null, 7),
        forecastLine('C', 'W1', '2027-03-03', 0.1),
      ]);
      // An order names an item (and sub item) once.
      salesId = await sales('SO-1', [
        salesLine('A', 'W1', '2027-01-15', 3),
        salesLine('A', 'W1', '2027-01-17', 1.5, 'Shipped', 'A-RED'),
        salesLine('C', 'W1', '2027-03-09', 0.3),
      ]);
      cancelledId = await sales('SO-3', [salesLine('A', 'W1', '2027-01-16', 9, 'Cancelled')]);
      otherIds = {
        forecast: await forecast('FC-2', [
          forecastLine('B', 'W2', '2027-02-01', 4),
          forecastLine('C', 'W2', '2027-03-04', 0.2),
        ]),
        sales: await sales('SO-2', [salesLine('B', 'W2', '2027-03-01', 2)]),
      };
      expect(await expectViewsMatchTheLines()).toEqual({ overTime: 4, versus: 5 });
    });

    it('lines changed, moved, removed and added in an update', async () => {
      const fc = await read(`/api/forecast/${forecastId}`);
      const [a5, a20, _red, undated, c3] = fc.details;
      await ok('put', `/api/forecast/${forecastId}`, {
        ...fc1Header,
        details: [
          { id: a5!.id, ...forecastLine('A', 'W1', '2027-01-05', 1.75) },
          { id: a20!.id, ...forecastLine('A', 'W1', '2027-02-20', 2.25) },
          { id: undated!.id, ...forecastLine('A', 'W1', '2027-01-28', 7) },
          { id: c3!.id, ...forecastLine('B', 'W1', '2027-03-03', 0.1) },
          forecastLine('B', 'W1', '2027-04-01', 6),
        ],
      });
      const so = await read(`/api/sales-order/${salesId}`);
      const [open, red, c] = so.details;
      await ok('put', `/api/sales-order/${salesId}`, {
        ...soHeader('SO-1'),
        details: [
          { id: open!.id, ...salesLine('A', 'W1', '2027-01-15', 3, 'Cancelled') },
          { id: red!.id, ...salesLine('A', 'W1', '2027-02-17', 1.5, 'Shipped', 'A-RED') },
          { id: c!.id, ...salesLine('C', 'W1', null, 0.3) },
          salesLine('B', 'W1', '2027-04-30', 8),
        ],
      });
      const cancelled = await read(`/api/sales-order/${cancelledId}`);
      await ok('put', `/api/sales-order/${cancelledId}`, {
        ...soHeader('SO-3'),
        details: [{ id: cancelled.details[0]!.id, ...salesLine('A', 'W1', '2027-01-16', 9, 'Open') }],
      });
      await expectViewsMatchTheLines();
    });

    it("a list's status: Inactive takes its forecast out, Active brings it back", async () => {
      const before = await expectViewsMatchTheLines();
      const status = async (value: string) => {
        const fc = await read(`/api/forecast/${forecastId}`);
        const lines = fc.details.map((d) => ({
          id: d.id,
          ...forecastLine(
            String(d['Item Number']),
            'W1',
            d['Forecast Details Date'] as string | null,
            Number(d['Forecast Details Quantity']),
          ),
        }));
        await ok('put', `/api/forecast/${forecastId}`, {
          ...fc1Header,
          'Forecast List Status': value,
          details: lines,
        });
      };
      await status('Inactive');
      const inactive = await expectViewsMatchTheLines();
      expect(inactive.overTime).toBeLessThan(before.overTime);
      expect(inactive.versus).toBeGreaterThan(0);
      await status('Active');
      expect(await expectViewsMatchTheLines()).toEqual(before);
    });

    it('concurrent writes to the same months', async () => {
      const created = await Promise.all(
        [1, 2, 3, 4, 5, 6].map(async (n) => {
          const res = await admin.post('/api/sales-order', {
            ...soHeader(`SO-C${n}`),
            details: [
              salesLine('A', 'W1', `2027-01-0${n}`, n),
              salesLine('C', 'W1', `2027-03-0${n}`, n / 10),
            ],
          });
          expect(res.statusCode, res.body).toBe(200);
          return Number(res.json().id);
        }),
      );
      await expectViewsMatchTheLines();
      await Promise.all(created.map((id) => ok('delete', `/api/sales-order/${id}`)));
      await expectViewsMatchTheLines();
    });

    it('plain SQL writes (imports, scripts) are kept too', async () => {
      const db = t.store.db;
      const b = await db.selectFrom('items').select('id').where('number', '=', 'B').executeTakeFirstOrThrow();
      const w2 = await db
        .selectFrom('warehouses')
        .select('id')
        .where('number', '=', 'W2')
        .executeTakeFirstOrThrow();
      await db
        .updateTable('forecast_lines')
        .set({ item_id: b.id, warehouse_id: w2.id, quantity: 0.7 })
        .where('order_id', '=', forecastId)
        .where('date', '=', '2027-03-03')
        .execute();
      await db
        .updateTable('sales_order_lines')
        .set({ ship_date: null, order_date: '2027-03-31' })
        .where('order_id', '=', salesId)
        .where('status', '=', 'Open')
        .execute();
      await db.updateTable('forecasts').set({ status: 'Archived' }).where('id', '=', forecastId).execute();
      await expectViewsMatchTheLines();
      await db.updateTable('forecasts').set({ status: 'Draft' }).where('id', '=', forecastId).execute();
      await expectViewsMatchTheLines();
    });

    it('a line and whole orders deleted', async () => {
      const so = await read(`/api/sales-order/${salesId}`);
      await ok('delete', `/api/sales-order-details/${so.details[0]!.id}`);
      await expectViewsMatchTheLines();
      await ok('delete', `/api/forecast/${forecastId}`);
      await expectViewsMatchTheLines();
      if (t.store.kind === 'postgres') {
        // TRUNCATE fires no row trigger: its statement trigger computes every month again.
        await sql`truncate sales_order_lines`.execute(t.store.db);
        expect((await expectViewsMatchTheLines()).versus).toBeGreaterThan(0);
      }
      await ok('delete', `/api/sales-order/${salesId}`);
      await ok('delete', `/api/forecast/${otherIds.forecast}`);
      await ok('delete', `/api/sales-order/${otherIds.sales}`);
      await ok('delete', `/api/sales-order/${cancelledId}`);
      expect(await expectViewsMatchTheLines()).toEqual({ overTime: 0, versus: 0 });
      expect(await t.store.db.selectFrom('forecast_months').selectAll().execute()).toEqual([]);
    });
  });

  it('the migration names the statuses the planning engine uses', () => {
    // Migration 0018 writes them into its triggers: a change of either needs a migration computing the months again.
    expect(INACTIVE_FORECAST_LIST_STATUSES).toEqual(['Inactive', 'Archived']);
    expect(NON_CONSUMING_SALES_STATUS).toBe('Cancelled');
  });
});
