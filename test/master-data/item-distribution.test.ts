import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import { edit, view } from '../../src/core/auth/privileges.js';
import { closesCycle } from '../../src/modules/master-data/item-distribution.js';
import { type Client, describeEachDatabase } from '../helpers/app.js';
import { create, createUnits, expectError, item, queryString } from './fixtures.js';

const PATH = '/api/item-distribution';

/** A multipart/form-data body with one file field (the import endpoint's upload). */
function multipart(name: string, content: Buffer | string) {
  const boundary = '----supplyline-distribution-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const distribution = (itemNumber: string, from: string, to: string, extra: Record<string, unknown> = {}) => ({
  'Item Number': itemNumber,
  'From Warehouse Number': from,
  'To Warehouse Number': to,
  ...extra,
});

describeEachDatabase('item distributions (planning.md part 5)', (t) => {
  let admin: Client;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    admin = await t.admin();
    await createUnits(admin);
    for (const number of ['ID-A', 'ID-B', 'ID-C', 'ID-D', 'ID-E']) {
      const stored = await create(admin, '/api/item-master', item(number));
      ids[number] = stored.id;
    }
    for (const number of ['DW-1', 'DW-2', 'DW-3', 'DW-4']) {
      const stored = await create(admin, '/api/warehouse-master', {
        'Warehouse Number': number,
        'Warehouse Name': `Warehouse ${number}`,
      });
      ids[number] = stored.id;
    }
  });

  const rowsOf = async (entityType: string, entityId: number) => ({
    audit: await t.store.db
      .selectFrom('audit_log')
      .select(['action', 'changes', 'entity_number'])
      .where('entity_type', '=', entityType)
      .where('entity_id', '=', String(entityId))
      .orderBy('id')
      .execute(),
    events: await t.store.db
      .selectFrom('events')
      .select(['event', 'payload'])
      .where('entity_type', '=', entityType)
      .where('entity_id', '=', String(entityId))
      .orderBy('id')
      .execute(),
  });

  it('create, get, list, view, update with If-Match and delete; each write tracked and evented', async () => {
    const created = await admin.post(PATH, distribution('ID-A', 'DW-1', 'DW-2'));
    expect(created.statusCode, created.body).toBe(200);
    expect(created.headers.etag).toBe('"1"');
    const record = created.json();
    expect(record).toEqual({
      id: expect.any(Number),
      'Item Id': ids['ID-A'],
      'Item Number': 'ID-A',
      'From Warehouse Id': ids['DW-1'],
      'From Warehouse Number': 'DW-1',
      'To Warehouse Id': ids['DW-2'],
      'To Warehouse Number': 'DW-2',
      'Transfer Lead Time Days': 0,
      'Minimum Transfer Quantity': 0,
      'Transfer Multiple': 0,
      'Distribution Status': 'Active',
    });
    const stored = await t.store.db
      .selectFrom('item_distributions')
      .selectAll()
      .where('id', '=', record.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      item_id: ids['ID-A'],
      from_warehouse_id: ids['DW-1'],
      to_warehouse_id: ids['DW-2'],
      status: 'Active',
      version: 1,
    });

    const got = await admin.get(`${PATH}/${record.id}`);
    expect(got.statusCode).toBe(200);
    expect(got.json()).toEqual(record);
    expect(got.headers.etag).toBe('"1"');

    const list = await admin.get(`${PATH}?${queryString({ filters: { 'Item Number': ['ID-A'] } })}`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.rows).toEqual([record]);
    const viewed = await admin.get(`/api/views/item_distribution?${queryString({ search: 'ID-A' })}`);
    expect(viewed.statusCode, viewed.body).toBe(200);
    expect(viewed.json().data.headers.map((h: { key: string }) => h.key)).toEqual(
      Object.keys(record).filter((key) => key !== 'id'),
    );
    expect(viewed.json().data.rows).toEqual([record]);

    const stale = await admin.put(
      `${PATH}/${record.id}`,
      { 'Transfer Lead Time Days': 3 },
      { 'If-Match': '"7"' },
    );
    expectError(stale, 412, 'ItemDistribution.Conflict');
    const updated = await admin.put(
      `${PATH}/${record.id}`,
      { 'Transfer Lead Time Days': 2, 'Minimum Transfer Quantity': 10, 'Transfer Multiple': 5 },
      { 'If-Match': '"1"' },
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.headers.etag).toBe('"2"');
    expect(updated.json()).toEqual({
      ...record,
      'Transfer Lead Time Days': 2,
      'Minimum Transfer Quantity': 10,
      'Transfer Multiple': 5,
    });

    expectError(
      await admin.delete(`${PATH}/${record.id}`, { 'If-Match': '"1"' }),
      412,
      'ItemDistribution.Conflict',
    );
    const deleted = await admin.delete(`${PATH}/${record.id}`, { 'If-Match': '"2"' });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expectError(await admin.get(`${PATH}/${record.id}`), 400, 'ItemDistribution.NotFound');
    expect(
      await t.store.db.selectFrom('item_distributions').select('id').where('id', '=', record.id).execute(),
    ).toEqual([]);

    // Tracked by default in a new database (contract part 7), and evented like every master.
    expect((await admin.get('/api/change-tracking-settings')).json().entities.ItemDistribution).toBe(true);
    const { audit, events } = await rowsOf('ItemDistribution', record.id);
    expect(audit.map((a) => a.action)).toEqual(['Created', 'Updated', 'Deleted']);
    expect(audit[0]!.entity_number).toBe('ID-A');
    expect(JSON.parse(audit[1]!.changes)).toEqual({
      'Transfer Lead Time Days': { old: 0, new: 2 },
      'Minimum Transfer Quantity': { old: 0, new: 10 },
      'Transfer Multiple': { old: 0, new: 5 },
    });
    expect(events.map((e) => e.event)).toEqual(['Created', 'Updated', 'Deleted']);
    const log = await admin.get(
      `/api/log-list?${queryString({ filters: { 'Entity Type': ['ItemDistribution'], 'Entity Id': [String(record.id)] } })}`,
    );
    expect(log.statusCode, log.body).toBe(200);
    expect(log.json().data.rows).toHaveLength(3);
  });

  it('answers the codes of part 5 in their order: unknown records, SameWarehouse, AlreadyExists, Cycle', async () => {
    // Unknown id first, whatever the body.
    expectError(await admin.get(`${PATH}/999999`), 400, 'ItemDistribution.NotFound');
    expectError(
      await admin.put(`${PATH}/999999`, { 'To Warehouse Number': 'NOPE', 'From Warehouse Number': 'NOPE' }),
      400,
      'ItemDistribution.NotFound',
    );
    expectError(await admin.delete(`${PATH}/999999`), 400, 'ItemDistribution.NotFound');

    // A chain DW-1 → DW-2 → DW-3 of ID-B.
    const first = await create(admin, PATH, distribution('ID-B', 'DW-1', 'DW-2'));
    const second = await create(
      admin,
      PATH,
      distribution('ID-B', 'DW-2', 'DW-3', { 'Transfer Lead Time Days': 1 }),
    );

    // Unknown item or warehouse before SameWarehouse.
    expectError(await admin.post(PATH, distribution('NO-ITEM', 'DW-2', 'DW-2')), 400, 'ItemMaster.NotFound');
    const unknownFrom = expectError(
      await admin.post(PATH, distribution('ID-B', 'NO-WH', 'NO-WH')),
      400,
      'WarehouseMaster.NotFound',
    );
    expect(unknownFrom.Message).toContain('NO-WH');
    expectError(
      await admin.post(PATH, distribution('ID-B', 'DW-4', 'NO-WH')),
      400,
      'WarehouseMaster.NotFound',
    );
    // SameWarehouse before AlreadyExists (ID-B into DW-2 exists).
    expectError(
      await admin.post(PATH, distribution('ID-B', 'DW-2', 'DW-2')),
      400,
      'ItemDistribution.SameWarehouse',
    );
    expectError(
      await admin.put(`${PATH}/${first.id}`, { 'From Warehouse Number': 'DW-2' }),
      400,
      'ItemDistribution.SameWarehouse',
    );
    // AlreadyExists before Cycle: into DW-2 again, from DW-3 which DW-2 supplies.
    const exists = expectError(
      await admin.post(PATH, distribution('ID-B', 'DW-3', 'DW-2')),
      400,
      'ItemDistribution.AlreadyExists',
    );
    expect(exists.Message).toContain('ID-B');
    expectError(
      await admin.put(`${PATH}/${second.id}`, {
        'From Warehouse Number': 'DW-1',
        'To Warehouse Number': 'DW-2',
      }),
      400,
      'ItemDistribution.AlreadyExists',
    );
    // Cycle: DW-3 → DW-1 closes DW-1 → DW-2 → DW-3.
    expectError(await admin.post(PATH, distribution('ID-B', 'DW-3', 'DW-1')), 400, 'ItemDistribution.Cycle');
    // An Inactive distribution closes no chain; made Active it would.
    const inactive = await create(
      admin,
      PATH,
      distribution('ID-B', 'DW-3', 'DW-1', { 'Distribution Status': 'Inactive' }),
    );
    expectError(
      await admin.put(`${PATH}/${inactive.id}`, { 'Distribution Status': 'Active' }),
      400,
      'ItemDistribution.Cycle',
    );
    // Changing a link of the chain can close it too: DW-2 → DW-3 becomes DW-2 → DW-1? (into DW-1: exists).
    expectError(
      await admin.put(`${PATH}/${second.id}`, { 'To Warehouse Number': 'DW-1' }),
      400,
      'ItemDistribution.AlreadyExists',
    );
    // Inactive records count for AlreadyExists.
    expectError(
      await admin.post(PATH, distribution('ID-B', 'DW-4', 'DW-1')),
      400,
      'ItemDistribution.AlreadyExists',
    );
    // With the chain's first link Inactive, DW-3 → DW-1 may be Active; then DW-1 → DW-2 may not return.
    await admin.put(`${PATH}/${first.id}`, { 'Distribution Status': 'Inactive' });
    const reactivated = await admin.put(`${PATH}/${inactive.id}`, { 'Distribution Status': 'Active' });
    expect(reactivated.statusCode, reactivated.body).toBe(200);
    expectError(
      await admin.put(`${PATH}/${first.id}`, { 'Distribution Status': 'Active' }),
      400,
      'ItemDistribution.Cycle',
    );
    // Another item's network is its own.
    await create(admin, PATH, distribution('ID-C', 'DW-3', 'DW-1'));
    await create(admin, PATH, distribution('ID-C', 'DW-1', 'DW-2'));

    // Nothing refused was stored.
    const rows = await t.store.db
      .selectFrom('item_distributions')
      .select(['from_warehouse_id', 'to_warehouse_id', 'status'])
      .where('item_id', '=', ids['ID-B']!)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { from_warehouse_id: ids['DW-1'], to_warehouse_id: ids['DW-2'], status: 'Inactive' },
      { from_warehouse_id: ids['DW-2'], to_warehouse_id: ids['DW-3'], status: 'Active' },
      { from_warehouse_id: ids['DW-3'], to_warehouse_id: ids['DW-1'], status: 'Active' },
    ]);
  });

  it('refuses bad values: whole days ≥ 0, quantities ≥ 0, the two statuses, the required references', async () => {
    const body = distribution('ID-D', 'DW-1', 'DW-2');
    for (const [field, value] of [
      ['Transfer Lead Time Days', -1],
      ['Minimum Transfer Quantity', -0.5],
      ['Transfer Multiple', -2],
    ] as const)
      expectError(await admin.post(PATH, { ...body, [field]: value }), 400, 'ItemDistribution.InvalidValue');
    expectError(await admin.post(PATH, { ...body, 'Transfer Lead Time Days': 1.5 }), 400, 'Request.Invalid');
    expectError(
      await admin.post(PATH, { ...body, 'Distribution Status': 'Retired' }),
      400,
      'Request.Invalid',
    );
    for (const field of ['Item Number', 'From Warehouse Number', 'To Warehouse Number'] as const) {
      const { [field]: _, ...without } = body;
      expectError(await admin.post(PATH, without), 400, 'Request.Invalid');
    }
    expectError(await admin.post(PATH, { ...body, Planet: 'Mars' }), 400, 'Request.UnknownField');
    const stored = await create(admin, PATH, { ...body, 'Minimum Transfer Quantity': 2.5 });
    expect(stored['Minimum Transfer Quantity']).toBe(2.5);
  });

  it('Inventory privilege: View reads, Edit writes', async () => {
    const viewer = await t.loginWith([view('Inventory')]);
    expect((await viewer.get(PATH)).statusCode).toBe(200);
    expect((await viewer.get('/api/views/item_distribution')).statusCode).toBe(200);
    expectError(await viewer.post(PATH, distribution('ID-E', 'DW-1', 'DW-2')), 403, 'User.NotPrivileged');
    const other = await t.loginWith([edit('Item Master')]);
    expectError(await other.get(PATH), 403, 'User.NotPrivileged');
    expectError(await t.anonymous().get(PATH), 401, 'User.NotAuthenticated');
    const editor = await t.loginWith([edit('Inventory')]);
    const stored = await create(editor, PATH, distribution('ID-E', 'DW-1', 'DW-2'));
    expect((await editor.delete(`${PATH}/${stored.id}`)).statusCode).toBe(200);
  });

  it('custom columns of the ItemDistribution table: on records, the view and the tracked changes', async () => {
    const column = await create(admin, '/api/custom-columns', {
      table: 'ItemDistribution',
      key: 'Route Code',
      format: 'string',
      alias: 'Route',
    });
    expect(column.table).toBe('ItemDistribution');
    expectError(
      await admin.post('/api/custom-columns', {
        table: 'ItemDistribution',
        key: 'Transfer Multiple',
        format: 'number',
      }),
      400,
      'CustomColumn.InvalidKey',
    );
    const stored = await create(admin, PATH, distribution('ID-E', 'DW-3', 'DW-4', { 'Route Code': 'R-7' }));
    expect(stored['Route Code']).toBe('R-7');
    expectError(
      await admin.put(`${PATH}/${stored.id}`, { 'Route Code': 7 }),
      400,
      'CustomColumn.InvalidValue',
    );
    const updated = await admin.put(`${PATH}/${stored.id}`, { 'Route Code': 'R-8' });
    expect(updated.json()['Route Code']).toBe('R-8');
    const viewed = (
      await admin.get(`/api/views/item_distribution?${queryString({ filters: { id: [stored.id] } })}`)
    ).json();
    expect(viewed.data.headers).toContainEqual(
      expect.objectContaining({ key: 'Route Code', alias: 'Route' }),
    );
    expect(viewed.data.rows[0]['Route Code']).toBe('R-8');
    const { audit } = await rowsOf('ItemDistribution', stored.id);
    expect(JSON.parse(audit[1]!.changes)).toEqual({ 'Route Code': { old: 'R-7', new: 'R-8' } });
    const removed = await admin.delete(`/api/custom-columns/${column.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await admin.get(`${PATH}/${stored.id}`)).json()).not.toHaveProperty('Route Code');
  });

  it('an item or warehouse named by a distribution is still in use', async () => {
    const itemRow = await create(admin, '/api/item-master', item('ID-USED'));
    const warehouse = await create(admin, '/api/warehouse-master', {
      'Warehouse Number': 'DW-USED',
      'Warehouse Name': 'Used',
    });
    const stored = await create(admin, PATH, distribution('ID-USED', 'DW-1', 'DW-USED'));
    expectError(await admin.delete(`/api/item-master/${itemRow.id}`), 400, 'ItemMaster.StillInUse');
    expectError(
      await admin.delete(`/api/warehouse-master/${warehouse.id}`),
      400,
      'WarehouseMaster.StillInUse',
    );
    await admin.delete(`${PATH}/${stored.id}`);
    expect((await admin.delete(`/api/warehouse-master/${warehouse.id}`)).statusCode).toBe(200);
    expect((await admin.delete(`/api/item-master/${itemRow.id}`)).statusCode).toBe(200);
  });

  it('exports to XLSX and imports back the same records; an import row breaking a rule names its line and code', async () => {
    const before = (await admin.get('/api/views/item_distribution?page_size=1000')).json().data
      .rows as Record<string, unknown>[];
    expect(before.length).toBeGreaterThan(3);
    const exported = await admin.post('/api/export-data', { view_name: 'item_distribution' });
    expect(exported.statusCode, exported.body.slice(0, 200)).toBe(200);
    const sheet = await (await JSZip.loadAsync(exported.rawPayload))
      .file('xl/worksheets/sheet1.xml')
      ?.async('string');
    expect(sheet).toContain('Transfer Lead Time Days');

    // Clear the table, then import the export: the same records come back (new ids).
    await t.store.db.deleteFrom('item_distributions').execute();
    const { body, headers } = multipart('item_distribution.xlsx', exported.rawPayload);
    const imported = await admin.request('POST', '/api/import/item_distribution', body, headers);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toMatchObject({
      table: 'item_distribution',
      rows: before.length,
      stored: before.length,
    });
    const withoutIds = (rows: Record<string, unknown>[]) =>
      rows.map(({ id: _, ...rest }) => JSON.stringify(rest)).sort();
    const after = (await admin.get('/api/views/item_distribution?page_size=1000')).json().data.rows;
    expect(withoutIds(after)).toEqual(withoutIds(before));

    const csv = [
      'Item Number,From Warehouse Number,To Warehouse Number,Transfer Lead Time Days,Distribution Status',
      'ID-D,DW-2,DW-4,3,Active',
      'ID-D,DW-4,DW-4,1,Active',
      'ID-D,DW-4,DW-1,1,Active',
      'ID-D,DW-1,DW-4,1,Active',
    ].join('\n');
    const upload = multipart('distributions.csv', csv);
    const refused = await admin.request('POST', '/api/import/item_distribution', upload.body, upload.headers);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().Code).toBe('Import.InvalidRows');
    expect(refused.json().errors.map((e: { line: number; Code: string }) => [e.line, e.Code])).toEqual([
      [3, 'ItemDistribution.SameWarehouse'],
      [4, 'ItemDistribution.Cycle'],
      [5, 'ItemDistribution.AlreadyExists'],
    ]);
    // The AlreadyExists and Cycle answers above saw row 2 written in the import's transaction, which rolled back.
    const count = await t.store.db
      .selectFrom('item_distributions')
      .select('id')
      .where('item_id', '=', ids['ID-D']!)
      .execute();
    expect(count).toHaveLength(
      after.filter((r: Record<string, unknown>) => r['Item Number'] === 'ID-D').length,
    );
  });
});

describe('distribution cycles (pure)', () => {
  it('closesCycle follows the sources of From', () => {
    const chain = [
      { fromWarehouseId: 1, toWarehouseId: 2 },
      { fromWarehouseId: 2, toWarehouseId: 3 },
    ];
    expect(closesCycle(chain, 3, 1)).toBe(true);
    expect(closesCycle(chain, 2, 1)).toBe(true);
    expect(closesCycle(chain, 1, 4)).toBe(false);
    expect(closesCycle(chain, 5, 1)).toBe(false);
    expect(closesCycle(chain, 4, 4)).toBe(true);
  });
});
