import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { edit, view } from '../../src/core/auth/privileges.js';
import { type Client, describeEachDatabase } from '../helpers/app.js';
import { create, createUnits, expectError, item } from './fixtures.js';

const SETTINGS = '/api/change-tracking-settings';
const TYPES = [
  'PurchaseOrderList',
  'PurchaseOrderDetails',
  'SalesOrderList',
  'SalesOrderDetails',
  'ManufacturingOrderList',
  'TransferOrderList',
  'TransferOrderDetails',
  'ForecastList',
  'Inventory',
  'ItemMaster',
  'SupplierMaster',
  'CustomerMaster',
  'WarehouseMaster',
];

describeEachDatabase('change tracking and the audit log', (t) => {
  let admin: Client;
  const auditRows = (entityType: string, entityId?: number) => {
    let query = t.store.db.selectFrom('audit_log').selectAll().where('entity_type', '=', entityType);
    if (entityId !== undefined) query = query.where('entity_id', '=', String(entityId));
    return query.orderBy('id').execute();
  };
  const counts = async () => {
    const [audit, events] = await Promise.all([
      t.store.db.selectFrom('audit_log').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
      t.store.db.selectFrom('events').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    ]);
    return { audit: Number(audit.n), events: Number(events.n) };
  };

  beforeAll(async () => {
    admin = await t.admin();
    await createUnits(admin);
  });

  it('settings: all thirteen types (transfer orders since migration 0029), on in a new database (contract part 7); a partial put changes only those named', async () => {
    const first = await admin.get(SETTINGS);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ entities: Object.fromEntries(TYPES.map((type) => [type, true])) });
    const off = await admin.put(SETTINGS, {
      entities: Object.fromEntries(TYPES.map((type) => [type, false])),
    });
    expect(off.json()).toEqual({ entities: Object.fromEntries(TYPES.map((type) => [type, false])) });
    const put = await admin.put(SETTINGS, { entities: { ItemMaster: true, SupplierMaster: true } });
    expect(put.statusCode, put.body).toBe(200);
    const expected = Object.fromEntries(
      TYPES.map((type) => [type, type === 'ItemMaster' || type === 'SupplierMaster']),
    );
    expect(put.json()).toEqual({ entities: expected });
    await admin.put(SETTINGS, { entities: { SupplierMaster: false } });
    await admin.put(SETTINGS, { entities: { SupplierMaster: true } });
    expect((await admin.get(SETTINGS)).json()).toEqual({ entities: expected });
  });

  it('settings: unknown types and non-boolean values are refused and change nothing', async () => {
    const before = (await admin.get(SETTINGS)).json();
    const unknown = await admin.put(SETTINGS, { entities: { CustomerMaster: true, Planet: true } });
    expectError(unknown, 400, 'ChangeTracking.UnknownEntityType');
    expect(unknown.json().Message).toContain('Planet');
    expectError(await admin.put(SETTINGS, { entities: { CustomerMaster: 'yes' } }), 400, 'Request.Invalid');
    expectError(await admin.put(SETTINGS, { entities: { CustomerMaster: 1 } }), 400, 'Request.Invalid');
    expectError(await admin.put(SETTINGS, { entities: { CustomerMaster: null } }), 400, 'Request.Invalid');
    expectError(await admin.put(SETTINGS, {}), 400, 'Request.Invalid');
    expectError(await admin.put(SETTINGS, { entities: {}, other: 1 }), 400, 'Request.Invalid');
    expect((await admin.get(SETTINGS)).json()).toEqual(before);
  });

  it('settings: Change Tracking Settings View reads, Edit writes', async () => {
    expectError(await t.anonymous().get(SETTINGS), 401, 'User.NotAuthenticated');
    expectError(await (await t.loginWith([edit('Logs')])).get(SETTINGS), 403, 'User.NotPrivileged');
    const viewer = await t.loginWith([view('Change Tracking Settings')]);
    expect((await viewer.get(SETTINGS)).statusCode).toBe(200);
    expectError(await viewer.put(SETTINGS, { entities: { Inventory: false } }), 403, 'User.NotPrivileged');
    const editor = await t.loginWith([edit('Change Tracking Settings')]);
    expect((await editor.put(SETTINGS, { entities: { Inventory: false } })).statusCode).toBe(200);
  });

  it('records create, update and delete of enabled types with field-level old and new values', async () => {
    await create(admin, '/api/custom-columns', { table: 'ItemMaster', key: 'colour', format: 'string' });
    const created = await create(
      admin,
      '/api/item-master',
      item('AU-1', { 'Item Weight': 2, colour: 'red' }),
    );
    const updated = await admin.put(`/api/item-master/${created.id}`, {
      'Item Description': 'New',
      colour: 'blue',
    });
    expect(updated.statusCode).toBe(200);
    // An update that changes nothing leaves no audit record.
    await admin.put(`/api/item-master/${created.id}`, { 'Item Description': 'New' });
    expect((await admin.delete(`/api/item-master/${created.id}`)).statusCode).toBe(200);

    const rows = await auditRows('ItemMaster', created.id);
    expect(rows.map((r) => [r.action, r.changed_by])).toEqual([
      ['Created', 'admin'],
      ['Updated', 'admin'],
      ['Deleted', 'admin'],
    ]);
    const [c, u, d] = rows.map((r) => JSON.parse(r.changes));
    expect(c).toEqual({
      id: { old: null, new: created.id },
      'Item Number': { old: null, new: 'AU-1' },
      'Item Description': { old: null, new: 'Item AU-1' },
      'Item Type': { old: null, new: 'Component' },
      'Item Unit': { old: null, new: 'EA' },
      'Item Status': { old: null, new: 'Active' },
      'Item Weight': { old: null, new: 2 },
      colour: { old: null, new: 'red' },
    });
    expect(u).toEqual({
      'Item Description': { old: 'Item AU-1', new: 'New' },
      colour: { old: 'red', new: 'blue' },
    });
    expect(d).toEqual({
      id: { old: created.id, new: null },
      'Item Number': { old: 'AU-1', new: null },
      'Item Description': { old: 'New', new: null },
      'Item Type': { old: 'Component', new: null },
      'Item Unit': { old: 'EA', new: null },
      'Item Status': { old: 'Active', new: null },
      'Item Weight': { old: 2, new: null },
      colour: { old: 'blue', new: null },
    });
    expect(rows.every((r) => r.event_id !== null)).toBe(true);
  });

  it('writes no audit record for types that are not enabled (the event outbox still gets the change)', async () => {
    const before = await counts();
    const customer = await create(admin, '/api/customer-master', {
      'Customer Number': 'AU-C',
      'Customer Name': 'c',
    });
    await admin.put(`/api/customer-master/${customer.id}`, { 'Customer Name': 'd' });
    const warehouse = await create(admin, '/api/warehouse-master', {
      'Warehouse Number': 'AU-W',
      'Warehouse Name': 'w',
    });
    await create(admin, '/api/item-master', item('AU-2'));
    await create(admin, '/api/sub-item-master', { 'Sub Item Number': 'S', 'Item Number': 'AU-2' });
    const after = await counts();
    expect(after.audit - before.audit).toBe(1); // the item AU-2 only
    expect(after.events - before.events).toBe(5);
    expect(await auditRows('CustomerMaster')).toEqual([]);
    expect(await auditRows('WarehouseMaster', warehouse.id)).toEqual([]);
    expect((await auditRows('ItemMaster')).at(-1)?.action).toBe('Created');
  });

  it('writes nothing when the write fails', async () => {
    const supplier = await create(admin, '/api/supplier-master', {
      'Supplier Number': 'AU-S',
      'Supplier Name': 's',
    });
    await create(admin, '/api/ship-from-master', {
      'Ship From Number': 'AU-SF',
      'Ship From Name': 'sf',
      'Supplier Number': 'AU-S',
    });
    const it1 = await create(admin, '/api/item-master', item('AU-3'));
    const before = await counts();
    expectError(await admin.delete(`/api/supplier-master/${supplier.id}`), 400, 'SupplierMaster.StillInUse');
    expectError(
      await admin.post('/api/supplier-master', { 'Supplier Number': 'AU-S', 'Supplier Name': 'again' }),
      400,
      'SupplierMaster.AlreadyExists',
    );
    expectError(
      await admin.put(`/api/item-master/${it1.id}`, { 'Item Number': 'AU-1-NOPE', colour: 7 }),
      400,
      'CustomColumn.InvalidValue',
    );
    expectError(
      await admin.put(`/api/item-master/${it1.id}`, { 'Item Number': 'AU-2' }),
      400,
      'ItemMaster.AlreadyExists',
    );
    expect(await counts()).toEqual(before);
    expect((await admin.get(`/api/item-master/${it1.id}`)).json()['Item Number']).toBe('AU-3');
  });

  it('the change and its audit record commit or roll back together', async () => {
    const it1 = await create(admin, '/api/item-master', item('AU-4'));
    // Make the audit insert itself fail: the item update must not survive it.
    if (t.kind === 'sqlite') {
      await sql`create trigger audit_refuse before insert on audit_log begin select raise(abort, 'audit refused'); end`.execute(
        t.store.db,
      );
    } else {
      await sql`create function audit_refuse() returns trigger language plpgsql as $$ begin raise exception 'audit refused'; end $$`.execute(
        t.store.db,
      );
      await sql`create trigger audit_refuse before insert on audit_log for each row execute function audit_refuse()`.execute(
        t.store.db,
      );
    }
    try {
      const before = await counts();
      const res = await admin.put(`/api/item-master/${it1.id}`, { 'Item Description': 'lost' });
      expect(res.statusCode).toBe(500);
      expect((await admin.get(`/api/item-master/${it1.id}`)).json()['Item Description']).toBe('Item AU-4');
      expect(await counts()).toEqual(before);
    } finally {
      await sql`drop trigger audit_refuse${t.kind === 'postgres' ? sql` on audit_log` : sql``}`.execute(
        t.store.db,
      );
    }
    expect((await admin.put(`/api/item-master/${it1.id}`, { 'Item Description': 'kept' })).statusCode).toBe(
      200,
    );
    expect((await auditRows('ItemMaster', it1.id)).map((r) => r.action)).toEqual(['Created', 'Updated']);
  });

  it('GET /api/log-list lists the audit log with the list engine (Logs / View)', async () => {
    const supplier = await create(admin, '/api/supplier-master', {
      'Supplier Number': 'AU-LOG',
      'Supplier Name': 'one',
    });
    await admin.put(`/api/supplier-master/${supplier.id}`, { 'Supplier Name': 'two' });
    const res = await admin.get(
      `/api/log-list?filters=${encodeURIComponent(JSON.stringify({ 'Entity Type': ['SupplierMaster'], 'Entity Id': [String(supplier.id)] }))}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.data.headers).toEqual([
      { key: 'Log Id', format: 'number' },
      { key: 'Entity Type', format: 'string' },
      { key: 'Entity Id', format: 'string' },
      { key: 'Entity Number', format: 'string' },
      { key: 'Action', format: 'string' },
      { key: 'Changed By', format: 'string' },
      { key: 'Changed At', format: 'date' },
      { key: 'Changes', format: 'string' },
    ]);
    expect(body.data.sort).toEqual({ key: 'Log Id', type: 'Descending' });
    expect(body.extra.total).toBe(2);
    const [updatedRow, createdRow] = body.data.rows;
    expect(updatedRow).toEqual({
      id: updatedRow['Log Id'],
      'Log Id': expect.any(Number),
      'Entity Type': 'SupplierMaster',
      'Entity Id': String(supplier.id),
      'Entity Number': 'AU-LOG',
      Action: 'Updated',
      'Changed By': 'admin',
      'Changed At': expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      Changes: { 'Supplier Name': { old: 'one', new: 'two' } },
    });
    expect(createdRow.Action).toBe('Created');
    expect(createdRow['Log Id']).toBeLessThan(updatedRow['Log Id']);
    const search = (await admin.get('/api/log-list?search=AU-LOG')).json();
    expect(
      search.data.rows.some((r: { 'Entity Id': string }) => r['Entity Id'] === String(supplier.id)),
    ).toBe(true);

    expectError(await t.anonymous().get('/api/log-list'), 401, 'User.NotAuthenticated');
    expectError(
      await (await t.loginWith([edit('Change Tracking Settings')])).get('/api/log-list'),
      403,
      'User.NotPrivileged',
    );
    expect((await (await t.loginWith([view('Logs')])).get('/api/log-list')).statusCode).toBe(200);
  });
});
