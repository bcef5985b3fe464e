import { beforeAll, describe, expect, it } from 'vitest';
import { edit } from '../../src/core/auth/privileges.js';
import { type Client, describeEachDatabase } from '../helpers/app.js';
import { expectError } from '../helpers/rows.js';
import { type Line, type Masters, seedMasters } from './fixtures.js';

const moLine = (overrides: Line = {}): Line => ({
  id: null,
  'Item Number': 'ITEM-1',
  'Sub Item Number': null,
  'Warehouse Number': 'WH-1',
  'BOM Number': null,
  'MO Details Quantity': 5,
  'MO Details Document Status': 'Planned',
  'MO Details Start Date': '2026-03-01',
  'MO Details Due Date': '2026-03-10',
  ...overrides,
});
const moBody = (number: string, details: Line[] = [moLine()], overrides: Line = {}): Line => ({
  'MO List Number': number,
  'MO List Document Status': 'Planned',
  'MO List Order Date': '2026-02-20',
  'Manufacturing Order Id': null,
  details,
  ...overrides,
});
const fcLine = (overrides: Line = {}): Line => ({
  id: null,
  'Item Number': 'ITEM-1',
  'Sub Item Number': null,
  'Warehouse Number': 'WH-1',
  'Customer Number': 'CUST-1',
  'Forecast Details Date': '2026-04-01',
  'Forecast Details Quantity': 100,
  ...overrides,
});
const fcBody = (number: string, details: Line[] = [fcLine()], overrides: Line = {}): Line => ({
  'Forecast List Number': number,
  'Forecast List Name': `Forecast ${number}`,
  'Forecast List Status': 'Draft',
  'Forecast Id': null,
  details,
  ...overrides,
});

describeEachDatabase('manufacturing orders and forecasts', (t) => {
  let admin: Client;
  let masters: Masters;
  beforeAll(async () => {
    masters = await seedMasters(t.store);
    admin = await t.admin();
  });
  const create = async (path: string, body: Line) => {
    const response = await admin.post(`/api/${path}`, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().id as number;
  };
  const read = async (path: string, id: number) =>
    (await admin.get(`/api/${path}/${id}`)).json() as Line & { details: Line[] };

  describe('manufacturing orders', () => {
    it("defaults a line's BOM to the item's Active BOM and reads back in the create field names", async () => {
      const body = moBody('MO-1', [
        moLine(),
        moLine({ 'Item Number': 'ITEM-2', 'BOM Number': 'BOM-2' }),
        moLine({ 'Item Number': 'ITEM-3' }),
      ]);
      const id = await create('manufacturing-order', body);
      const record = await read('manufacturing-order', id);
      expect(record).toEqual({
        ...body,
        id,
        'Manufacturing Order Id': id,
        details: [
          { ...moLine(), id: record.details[0]!.id, 'BOM Number': 'BOM-1' },
          { ...moLine({ 'Item Number': 'ITEM-2', 'BOM Number': 'BOM-2' }), id: record.details[1]!.id },
          // ITEM-3 has no BOM at all.
          { ...moLine({ 'Item Number': 'ITEM-3' }), id: record.details[2]!.id },
        ],
      });
      const stored = await t.store.db
        .selectFrom('manufacturing_order_lines')
        .select('bom_id')
        .where('order_id', '=', id)
        .orderBy('id')
        .execute();
      expect(stored.map((s) => s.bom_id)).toEqual([masters.boms['BOM-1'], masters.boms['BOM-2'], null]);
    });

    it('references its BOM, so a BOM in use cannot be deleted', async () => {
      await create('manufacturing-order', moBody('MO-BOM', [moLine({ 'BOM Number': 'BOM-1-OLD' })]));
      let failure: unknown;
      try {
        await t.store.db.deleteFrom('boms').where('id', '=', masters.boms['BOM-1-OLD']!).execute();
      } catch (error) {
        failure = error;
      }
      expect(t.store.dialect.isForeignKeyViolation(failure)).toBe(true);
    });

    const laterFaults = (line: Line) => ({
      ...line,
      'Item Number': 'ITEM-404',
      'Warehouse Number': 'WH-404',
      'BOM Number': 'BOM-404',
    });
    const cases: [string, Line, string][] = [
      ['empty details', moBody('MO-V1', []), 'OrderList.NoItems'],
      [
        'several warehouses',
        moBody('MO-V2', [
          laterFaults(moLine()),
          laterFaults(moLine({ 'Item Number': 'ITEM-2' })),
          moLine({ 'Item Number': 'ITEM-2', 'Warehouse Number': 'WH-2' }),
        ]),
        'OrderList.MultipleWarehouses',
      ],
      [
        'repeated item rows',
        moBody('MO-V3', [
          moLine({ 'BOM Number': 'BOM-404' }),
          moLine({ 'MO Details Start Date': '2026-04-01' }),
        ]),
        'OrderDetails.DuplicateRows',
      ],
      [
        'start after due',
        moBody('MO-V4', [laterFaults(moLine({ 'MO Details Start Date': '2026-03-11' }))]),
        'ManufacturingOrderDetails.StartAfterDue',
      ],
      ['unknown item', moBody('MO-V5', [laterFaults(moLine())]), 'ItemMaster.NotFound'],
      [
        'unknown sub-item',
        moBody('MO-V6', [moLine({ 'Sub Item Number': 'SUB-404', 'Warehouse Number': 'WH-404' })]),
        'SubItemMaster.NotFound',
      ],
      [
        'unknown warehouse',
        moBody('MO-V7', [moLine({ 'Warehouse Number': 'WH-404', 'BOM Number': 'BOM-404' })]),
        'WarehouseMaster.NotFound',
      ],
      ['unknown BOM', moBody('MO-V8', [moLine({ 'BOM Number': 'BOM-404' })]), 'BillOfMaterials.NotFound'],
      [
        "another item's BOM",
        moBody('MO-V9', [moLine({ 'BOM Number': 'BOM-2' })]),
        'BillOfMaterials.NotFound',
      ],
      [
        'unknown line field (no custom columns on MO lines)',
        moBody('MO-V10', [moLine({ Colour: 'red' })]),
        'Request.UnknownField',
      ],
    ];
    for (const [title, body, code] of cases)
      it(`${title} → ${code}`, async () => {
        await expectError(await admin.post('/api/manufacturing-order', body), 400, code);
        expect(
          await t.store.db
            .selectFrom('manufacturing_orders')
            .select('id')
            .where('number', '=', body['MO List Number'] as string)
            .execute(),
        ).toEqual([]);
      });

    it('updates, deletes lines, refuses stale ETags, needs Manufacturing', async () => {
      const id = await create(
        'manufacturing-order',
        moBody('MO-UPD', [moLine(), moLine({ 'Item Number': 'ITEM-2' })]),
      );
      await expectError(
        await admin.post('/api/manufacturing-order', moBody('MO-UPD')),
        400,
        'ManufacturingOrderList.AlreadyExists',
      );
      const first = await admin.get(`/api/manufacturing-order/${id}`);
      const record = first.json();
      const ok = await admin.put(
        `/api/manufacturing-order/${id}`,
        { ...record, details: [{ ...record.details[1], 'MO Details Document Status': 'Released' }] },
        { 'if-match': first.headers.etag as string },
      );
      expect(ok.statusCode, ok.body).toBe(200);
      const after = await read('manufacturing-order', id);
      expect(after.details).toEqual([{ ...record.details[1], 'MO Details Document Status': 'Released' }]);
      await expectError(
        await admin.put(`/api/manufacturing-order/${id}`, record, {
          'if-match': first.headers.etag as string,
        }),
        412,
        'ManufacturingOrderList.Conflict',
      );
      const demand = await t.loginWith([edit('Demand')]);
      await expectError(await demand.get(`/api/manufacturing-order/${id}`), 403, 'User.NotPrivileged');
      const maker = await t.loginWith([edit('Manufacturing')]);
      expect(
        (await maker.delete(`/api/manufacturing-order-details/${after.details[0]!.id}`)).statusCode,
      ).toBe(200);
      await expectError(
        await admin.get(`/api/manufacturing-order/${id}`),
        400,
        'ManufacturingOrderList.NotFound',
      );
      await expectError(
        await maker.delete(`/api/manufacturing-order-details/${after.details[0]!.id}`),
        400,
        'ManufacturingOrderDetails.NotFound',
      );
      const statusEvents = await t.store.db
        .selectFrom('events')
        .select('entity_type')
        .where('event', '=', 'StatusChange')
        .execute();
      expect(statusEvents).toEqual([{ entity_type: 'ManufacturingOrderDetails' }]);
    });

    it('lists headers, lines and the by-item view', async () => {
      await create(
        'manufacturing-order',
        moBody('MO-LIST', [moLine({ 'Item Number': 'ITEM-5', 'MO Details Due Date': '2026-09-09' })]),
      );
      const list = (await admin.get('/api/manufacturing-order?search=MO-LIST')).json();
      expect(list.data.rows).toEqual([
        expect.objectContaining({
          'MO List Number': 'MO-LIST',
          'Warehouse Number': 'WH-1',
          'MO List Line Count': 1,
        }),
      ]);
      const lines = (
        await admin.get(
          `/api/manufacturing-order-details?filters=${encodeURIComponent('{"MO List Number":["MO-LIST"]}')}`,
        )
      ).json();
      expect(lines.data.rows).toEqual([
        expect.objectContaining({
          'Item Number': 'ITEM-5',
          'BOM Number': null,
          'MO Details Due Date': '2026-09-09',
        }),
      ]);
      const byItem = (await admin.get(`/api/manufacturing-order-item/${masters.items['ITEM-5']}`)).json();
      expect(byItem.data.sort).toEqual({ key: 'MO Details Due Date', type: 'Descending' });
      expect(byItem.tags).toEqual({ Planned: 1 });
      expect(byItem.data.rows).toEqual([
        expect.objectContaining({ 'MO List Number': 'MO-LIST', 'Warehouse Name': 'Main warehouse' }),
      ]);
    });
  });

  describe('forecasts', () => {
    it('creates (one row per item, customer and date), reads back, updates and deletes', async () => {
      const body = fcBody('FC-1', [
        fcLine(),
        fcLine({ 'Forecast Details Date': '2026-05-01' }),
        fcLine({ 'Customer Number': null, 'Forecast Details Date': null }),
      ]);
      const id = await create('forecast', body);
      const record = await read('forecast', id);
      expect(record).toEqual({
        ...body,
        id,
        'Forecast Id': id,
        details: (body.details as Line[]).map((l, i) => ({ ...l, id: record.details[i]!.id })),
      });
      const response = await admin.put(`/api/forecast/${id}`, {
        ...record,
        'Forecast List Status': 'Final',
        details: [record.details[2], fcLine({ 'Item Number': 'ITEM-2' })],
      });
      expect(response.statusCode, response.body).toBe(200);
      const after = await read('forecast', id);
      expect(after['Forecast List Status']).toBe('Final');
      expect(after.details.map((l) => l['Item Number'])).toEqual(['ITEM-1', 'ITEM-2']);
      expect(after.details[0]!.id).toBe(record.details[2]!.id);
      expect((await admin.delete(`/api/forecast/${id}`)).statusCode).toBe(200);
      await expectError(await admin.get(`/api/forecast/${id}`), 400, 'ForecastList.NotFound');
    });

    const cases: [string, Line, string][] = [
      ['empty details', fcBody('FC-V1', []), 'OrderList.NoItems'],
      [
        'several warehouses',
        fcBody('FC-V2', [fcLine({ 'Item Number': 'X' }), fcLine({ 'Warehouse Number': 'WH-2' })]),
        'OrderList.MultipleWarehouses',
      ],
      [
        'repeated item, customer and date',
        fcBody('FC-V3', [fcLine({ 'Customer Number': 'X' }), fcLine({ 'Customer Number': 'X' })]),
        'OrderDetails.DuplicateRows',
      ],
      [
        'unknown item',
        fcBody('FC-V4', [fcLine({ 'Item Number': 'X', 'Warehouse Number': 'X', 'Customer Number': 'X' })]),
        'ItemMaster.NotFound',
      ],
      [
        'unknown sub-item',
        fcBody('FC-V5', [fcLine({ 'Sub Item Number': 'X', 'Warehouse Number': 'X' })]),
        'SubItemMaster.NotFound',
      ],
      [
        'unknown warehouse',
        fcBody('FC-V6', [fcLine({ 'Warehouse Number': 'X', 'Customer Number': 'X' })]),
        'WarehouseMaster.NotFound',
      ],
      ['unknown customer', fcBody('FC-V7', [fcLine({ 'Customer Number': 'X' })]), 'CustomerMaster.NotFound'],
      ['bad date', fcBody('FC-V8', [fcLine({ 'Forecast Details Date': '2026-13-01' })]), 'Request.Invalid'],
    ];
    for (const [title, body, code] of cases)
      it(`${title} → ${code}`, async () => {
        await expectError(await admin.post('/api/forecast', body), 400, code);
      });

    it('needs Demand; by-item view; line delete with the last-line rule; duplicate number', async () => {
      const id = await create('forecast', fcBody('FC-BI', [fcLine({ 'Item Number': 'ITEM-5' })]));
      await expectError(
        await admin.post('/api/forecast', fcBody('FC-BI')),
        400,
        'ForecastList.AlreadyExists',
      );
      const maker = await t.loginWith([edit('Manufacturing')]);
      await expectError(await maker.get('/api/forecast'), 403, 'User.NotPrivileged');
      const demand = await t.loginWith([edit('Demand')]);
      const byItem = (
        await demand.get(`/api/forecast-item/${masters.items['ITEM-5']}/${masters.warehouses['WH-1']}`)
      ).json();
      expect(byItem.data.rows).toEqual([
        {
          id: expect.any(Number),
          'Forecast List Number': 'FC-BI',
          'Forecast List Name': 'Forecast FC-BI',
          'Warehouse Number': 'WH-1',
          'Warehouse Name': 'Main warehouse',
          'Customer Number': 'CUST-1',
          'Customer Name': 'Initech',
          'Forecast Details Date': '2026-04-01',
          'Forecast Details Quantity': 100,
        },
      ]);
      expect(byItem.tags).toEqual({});
      const line = (await read('forecast', id)).details[0]!;
      expect((await demand.delete(`/api/forecast-details/${line.id}`)).statusCode).toBe(200);
      await expectError(await demand.get(`/api/forecast/${id}`), 400, 'ForecastList.NotFound');
      await expectError(
        await demand.delete(`/api/forecast-details/${line.id}`),
        400,
        'ForecastDetails.NotFound',
      );
    });
  });
});
