import { beforeAll, expect, it } from 'vitest';
import { edit, type PrivilegeType, view } from '../../src/core/auth/privileges.js';
import { type Client, describeEachDatabase } from '../helpers/app.js';
import { create, createUnits, expectError, item, queryString } from './fixtures.js';

interface MasterCase {
  path: string;
  entity: string;
  privilege: PrivilegeType;
  /** A valid create body; `n` keeps numbers distinct. */
  body: (n: number) => Record<string, unknown>;
  update: Record<string, unknown>;
  /** The unique number field (absent for allocations), and the fields forming the unique key. */
  number?: string;
  required: string[];
  /** Reference fields and the code of their NotFound. */
  refs: [string, string][];
}

const CASES: MasterCase[] = [
  {
    path: '/api/item-master',
    entity: 'ItemMaster',
    privilege: 'Item Master',
    body: (n) => item(`IT-${n}`, { 'Item Weight': 1.5, 'Item Weight Unit': 'kg', 'Item Partner Id': 'P-1' }),
    update: { 'Item Description': 'Bolt M8', 'Item Weight': 2, 'Item Partner Id': null },
    number: 'Item Number',
    required: ['Item Number'],
    refs: [],
  },
  {
    path: '/api/sub-item-master',
    entity: 'SubItemMaster',
    privilege: 'Item Master',
    body: (n) => ({
      'Sub Item Number': `SUB-${n}`,
      'Item Number': 'BASE-ITEM',
      'Sub Item Description': 'Red',
    }),
    update: { 'Sub Item Status': 'Inactive', 'Sub Item Description': 'Blue' },
    number: 'Sub Item Number',
    required: ['Sub Item Number', 'Item Number'],
    refs: [['Item Number', 'ItemMaster']],
  },
  {
    path: '/api/unit-master',
    entity: 'UnitMaster',
    privilege: 'Item Master',
    body: (n) => ({ 'Unit Name': `U-${n}`, 'Unit Description': 'Each' }),
    update: { 'Unit Description': 'Piece' },
    number: 'Unit Name',
    required: ['Unit Name'],
    refs: [],
  },
  {
    path: '/api/supplier-master',
    entity: 'SupplierMaster',
    privilege: 'Supplier Master',
    body: (n) => ({ 'Supplier Number': `SUP-${n}`, 'Supplier Name': 'Acme', 'Supplier Partner Id': 'X' }),
    update: { 'Supplier Name': 'Acme Ltd', 'Supplier Status': 'Inactive' },
    number: 'Supplier Number',
    required: ['Supplier Number', 'Supplier Name'],
    refs: [],
  },
  {
    path: '/api/ship-from-master',
    entity: 'ShipFromMaster',
    privilege: 'Supplier Master',
    body: (n) => ({
      'Ship From Number': `SF-${n}`,
      'Ship From Name': 'Dock',
      'Supplier Number': 'BASE-SUP',
      'Ship From Status': 'Active',
      'Ship From Address': '1 Quay',
    }),
    update: { 'Ship From Name': 'Dock 2', 'Supplier Number': 'OTHER-SUP' },
    number: 'Ship From Number',
    required: ['Ship From Number', 'Ship From Name', 'Supplier Number'],
    refs: [['Supplier Number', 'SupplierMaster']],
  },
  {
    path: '/api/customer-master',
    entity: 'CustomerMaster',
    privilege: 'Customer Master',
    body: (n) => ({ 'Customer Number': `CUS-${n}`, 'Customer Name': 'Shop', 'Customer Status': 'Active' }),
    update: { 'Customer Name': 'Shop Inc', 'Customer Partner Id': 'CP' },
    number: 'Customer Number',
    required: ['Customer Number', 'Customer Name'],
    refs: [],
  },
  {
    path: '/api/ship-to-master',
    entity: 'ShipToMaster',
    privilege: 'Customer Master',
    body: (n) => ({
      'Ship To Number': `ST-${n}`,
      'Ship To Name': 'Store',
      'Customer Number': 'BASE-CUS',
      'Ship To Address': 'Main St',
    }),
    update: { 'Ship To Status': 'Inactive', 'Ship To Address': null },
    number: 'Ship To Number',
    required: ['Ship To Number', 'Ship To Name', 'Customer Number'],
    refs: [['Customer Number', 'CustomerMaster']],
  },
  {
    path: '/api/warehouse-master',
    entity: 'WarehouseMaster',
    privilege: 'Warehouse Master',
    body: (n) => ({ 'Warehouse Number': `WH-${n}`, 'Warehouse Name': 'Main', 'Warehouse Address': 'Here' }),
    update: { 'Warehouse Name': 'North', 'Warehouse Status': 'Inactive' },
    number: 'Warehouse Number',
    required: ['Warehouse Number', 'Warehouse Name'],
    refs: [],
  },
  {
    path: '/api/supplier-allocation',
    entity: 'SupplierAllocation',
    privilege: 'Procurement',
    // One allocation per item, supplier and ship-from: each body names an item of its own.
    body: (n) => ({
      'Item Number': `AL-${n}`,
      'Supplier Number': 'BASE-SUP',
      'Ship From Number': 'BASE-SF',
      'Allocation Percent': 60,
      'Lead Time Days': 14,
      'Minimum Order Quantity': 10,
      'Order Multiple': 5,
      'Unit Price': 2.5,
    }),
    update: { 'Allocation Percent': 40, 'Ship From Number': null },
    required: ['Item Number', 'Supplier Number'],
    refs: [
      ['Item Number', 'ItemMaster'],
      ['Supplier Number', 'SupplierMaster'],
      ['Ship From Number', 'ShipFromMaster'],
    ],
  },
  {
    path: '/api/external-item-master',
    entity: 'ExternalItemMaster',
    privilege: 'External Item Master',
    body: (n) => ({
      'Item Number': 'BASE-ITEM',
      'External Item Number': `EXT-${n}`,
      'External System': 'ERP',
      'External Description': 'Bolt in ERP',
      Status: 'Active',
    }),
    update: { Status: 'Inactive', 'External Description': null },
    number: 'External Item Number',
    required: ['Item Number', 'External Item Number', 'External System'],
    refs: [['Item Number', 'ItemMaster']],
  },
];

/** The record fields a create body sets (references answer their number as sent). */
const expectRecordHas = (record: Record<string, unknown>, body: Record<string, unknown>) => {
  for (const [key, value] of Object.entries(body)) expect(record[key], key).toEqual(value);
};

describeEachDatabase('master data CRUD', (t) => {
  let admin: Client;
  let counter = 0;
  const next = () => ++counter;

  beforeAll(async () => {
    admin = await t.admin();
    await createUnits(admin);
    await create(admin, '/api/item-master', item('BASE-ITEM'));
    await t.store.db
      .insertInto('items')
      .values(
        Array.from({ length: 500 }, (_, i) => ({
          number: `AL-${i + 1}`,
          description: '',
          type: '',
          unit: '',
          status: 'Active',
          partner_id: null,
          weight: null,
          weight_unit: null,
          created_at: '2026-01-01T00:00:00.000Z',
          updated_at: '2026-01-01T00:00:00.000Z',
        })),
      )
      .execute();
    await create(admin, '/api/supplier-master', { 'Supplier Number': 'BASE-SUP', 'Supplier Name': 'Base' });
    await create(admin, '/api/supplier-master', { 'Supplier Number': 'OTHER-SUP', 'Supplier Name': 'Other' });
    await create(admin, '/api/customer-master', { 'Customer Number': 'BASE-CUS', 'Customer Name': 'Base' });
    await create(admin, '/api/ship-from-master', {
      'Ship From Number': 'BASE-SF',
      'Ship From Name': 'Base',
      'Supplier Number': 'BASE-SUP',
    });
  });

  for (const c of CASES) {
    it(`${c.path}: create, get, list, partial update, delete`, async () => {
      const body = c.body(next());
      const created = await create(admin, c.path, body);
      expect(created.id).toEqual(expect.any(Number));
      expectRecordHas(created, Object.fromEntries(Object.entries(body).filter(([k]) => k !== 'Metadata')));

      const got = await admin.get(`${c.path}/${created.id}`);
      expect(got.statusCode).toBe(200);
      expect(got.json()).toEqual(created);

      const list = await admin.get(
        `${c.path}?filters=${encodeURIComponent(JSON.stringify({ id: [created.id] }))}`,
      );
      expect(list.statusCode).toBe(200);
      expect(list.json().data.rows).toEqual([created]);
      expect(list.json().extra.total).toBe(1);

      const updated = await admin.put(`${c.path}/${created.id}`, c.update);
      expect(updated.statusCode, updated.body).toBe(200);
      const after = updated.json();
      expectRecordHas(after, c.update);
      for (const key of Object.keys(created))
        if (!(key in c.update) && !key.endsWith(' Id')) expect(after[key], key).toEqual(created[key]);
      expect((await admin.get(`${c.path}/${created.id}`)).json()).toEqual(after);

      const deleted = await admin.delete(`${c.path}/${created.id}`);
      expect(deleted.statusCode, deleted.body).toBe(200);
      expectError(await admin.get(`${c.path}/${created.id}`), 400, `${c.entity}.NotFound`);
    });

    it(`${c.path}: unknown ids are ${c.entity}.NotFound on get, update and delete`, async () => {
      expectError(await admin.get(`${c.path}/999999`), 400, `${c.entity}.NotFound`);
      expectError(await admin.put(`${c.path}/999999`, c.update), 400, `${c.entity}.NotFound`);
      expectError(await admin.delete(`${c.path}/999999`), 400, `${c.entity}.NotFound`);
      expectError(await admin.get(`${c.path}/abc`), 400, 'Request.Invalid');
    });

    it(`${c.path}: required fields, unknown fields and wrong types are refused`, async () => {
      for (const field of c.required) {
        const body = c.body(next());
        delete body[field];
        const res = await admin.post(c.path, body);
        expectError(res, 400, 'Request.Invalid');
        expect(res.json().Message).toContain(field);
      }
      const unknown = await admin.post(c.path, { ...c.body(next()), 'Favourite Colour': 'red' });
      expectError(unknown, 400, 'Request.UnknownField');
      expect(unknown.json().Message).toContain('Favourite Colour');
      const created = await create(admin, c.path, c.body(next()));
      const unknownUpdate = await admin.put(`${c.path}/${created.id}`, { Nonsense: 1 });
      expectError(unknownUpdate, 400, 'Request.UnknownField');
      expect(unknownUpdate.json().Message).toContain('Nonsense');
      // A record sent back as it was read (id and the reference ids included) is accepted.
      const roundTrip = await admin.put(`${c.path}/${created.id}`, created);
      expect(roundTrip.statusCode, roundTrip.body).toBe(200);
      expect(roundTrip.json()).toEqual(created);
    });

    for (const [field, code] of c.refs)
      it(`${c.path}: an unknown or differently cased ${field} is ${code}.NotFound`, async () => {
        const body = c.body(next());
        expectError(await admin.post(c.path, { ...body, [field]: 'NO-SUCH' }), 400, `${code}.NotFound`);
        const lowered = String(body[field]).toLowerCase();
        expectError(await admin.post(c.path, { ...body, [field]: lowered }), 400, `${code}.NotFound`);
        const created = await create(admin, c.path, body);
        expectError(
          await admin.put(`${c.path}/${created.id}`, { [field]: 'NO-SUCH' }),
          400,
          `${code}.NotFound`,
        );
      });

    if (c.number) {
      const number = c.number;
      it(`${c.path}: a taken ${number} is ${c.entity}.AlreadyExists; numbers are case-sensitive`, async () => {
        const body = c.body(next());
        await create(admin, c.path, body);
        expectError(await admin.post(c.path, body), 400, `${c.entity}.AlreadyExists`);
        const other = await create(admin, c.path, c.body(next()));
        expectError(
          await admin.put(`${c.path}/${other.id}`, { [number]: body[number] }),
          400,
          `${c.entity}.AlreadyExists`,
        );
        const lower = await create(admin, c.path, { ...body, [number]: String(body[number]).toLowerCase() });
        expect(lower[number]).toBe(String(body[number]).toLowerCase());
        const exact = await admin.get(
          `${c.path}?filters=${encodeURIComponent(JSON.stringify({ [number]: [body[number]] }))}`,
        );
        expect(exact.json().data.rows.map((r: Record<string, unknown>) => r[number])).toEqual([body[number]]);
      });
    }

    it(`${c.path}: ${c.privilege} View reads, Edit writes; others are refused`, async () => {
      expectError(await t.anonymous().get(c.path), 401, 'User.NotAuthenticated');
      const nobody = await t.loginWith([view('Scenarios')]);
      expectError(await nobody.get(c.path), 403, 'User.NotPrivileged');
      const viewer = await t.loginWith([view(c.privilege)]);
      expect((await viewer.get(c.path)).statusCode).toBe(200);
      const created = await create(admin, c.path, c.body(next()));
      expect((await viewer.get(`${c.path}/${created.id}`)).statusCode).toBe(200);
      expectError(await viewer.post(c.path, c.body(next())), 403, 'User.NotPrivileged');
      expectError(await viewer.put(`${c.path}/${created.id}`, c.update), 403, 'User.NotPrivileged');
      expectError(await viewer.delete(`${c.path}/${created.id}`), 403, 'User.NotPrivileged');
      const editor = await t.loginWith([edit(c.privilege)]);
      await create(editor, c.path, c.body(next()));
      expect((await editor.put(`${c.path}/${created.id}`, c.update)).statusCode).toBe(200);
      expect((await editor.delete(`${c.path}/${created.id}`)).statusCode).toBe(200);
    });
  }

  it('lists filter, search, sort and page', async () => {
    for (const [n, name] of [
      ['LW-1', 'Zulu'],
      ['LW-2', 'Alpha'],
      ['LW-3', 'Mike'],
    ])
      await create(admin, '/api/warehouse-master', { 'Warehouse Number': n, 'Warehouse Name': name });
    const q = (params: Record<string, unknown>) => admin.get(`/api/warehouse-master?${queryString(params)}`);
    const names = async (params: Record<string, unknown>) =>
      (await q(params)).json().data.rows.map((r: Record<string, unknown>) => r['Warehouse Name']);
    expect(await names({ search: 'LW-', sort: { key: 'Warehouse Name', type: 'Descending' } })).toEqual([
      'Zulu',
      'Mike',
      'Alpha',
    ]);
    expect(await names({ filters: { 'Warehouse Number': ['LW-1', 'LW-3'] } })).toEqual(['Zulu', 'Mike']);
    const page = (await q({ search: 'LW-', page: '2', page_size: '2' })).json();
    expect(page.extra).toEqual({ page: 2, page_size: 2, total: 3 });
    expect(page.data.rows.map((r: Record<string, unknown>) => r['Warehouse Number'])).toEqual(['LW-3']);
    expect(page.data.sort).toEqual({ key: 'Warehouse Number', type: 'Ascending' });
    expectError(await q({ sort: { key: 'Nope', type: 'Ascending' } }), 400, 'List.UnknownColumn');
  });

  it('concurrent creates of one number: exactly one succeeds, the others are AlreadyExists', async () => {
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => admin.post('/api/item-master', item('IT-RACE'))),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400, 400]);
    for (const refused of answers.filter((a) => a.statusCode === 400))
      expect(refused.json().Code).toBe('ItemMaster.AlreadyExists');
  });

  it('an empty update changes nothing', async () => {
    const created = await create(admin, '/api/warehouse-master', {
      'Warehouse Number': 'W-EMPTY',
      'Warehouse Name': 'w',
    });
    const res = await admin.put(`/api/warehouse-master/${created.id}`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(created);
  });

  it('ship-from answers Supplier Id and Supplier Number', async () => {
    const supplier = (await admin.get('/api/supplier-master?search=BASE-SUP')).json().data.rows[0];
    const shipFrom = await create(admin, '/api/ship-from-master', {
      'Ship From Number': 'SF-IDS',
      'Ship From Name': 'Dock',
      'Supplier Number': 'BASE-SUP',
    });
    expect(shipFrom['Supplier Id']).toBe(supplier.id);
    expect(shipFrom['Supplier Number']).toBe('BASE-SUP');
  });

  it('item status is Active or Inactive', async () => {
    expectError(
      await admin.post('/api/item-master', item('IT-STATUS', { 'Item Status': 'Gone' })),
      400,
      'Request.Invalid',
    );
    const inactive = await create(
      admin,
      '/api/item-master',
      item('IT-STATUS', { 'Item Status': 'Inactive' }),
    );
    expect(inactive['Item Status']).toBe('Inactive');
  });

  it('external item details answer the linked item and the stored metadata', async () => {
    const metadata = { source: 'ERP', fields: { colour: 'red', sizes: [1, 2] }, synced: true };
    const mapping = await create(admin, '/api/external-item-master', {
      'Item Number': 'BASE-ITEM',
      'External Item Number': 'EXT-DETAILS',
      'External System': 'ERP',
      Status: 'Active',
      Metadata: metadata,
    });
    expect(mapping).not.toHaveProperty('Metadata');
    const res = await admin.get(`/api/external-item-master-details/${mapping.id}`);
    expect(res.statusCode).toBe(200);
    const baseItem = (await admin.get(`/api/item-master/${mapping['Item Id']}`)).json();
    expect(res.json()).toEqual({ ...mapping, Item: baseItem, Metadata: metadata });
    expectError(
      await admin.get('/api/external-item-master-details/999999'),
      400,
      'ExternalItemMaster.NotFound',
    );
    const viewer = await t.loginWith([view('Item Master')]);
    expectError(
      await viewer.get(`/api/external-item-master-details/${mapping.id}`),
      403,
      'User.NotPrivileged',
    );
    // The same external number in another system is a different mapping.
    await create(admin, '/api/external-item-master', {
      'Item Number': 'BASE-ITEM',
      'External Item Number': 'EXT-DETAILS',
      'External System': 'WMS',
    });
  });

  it('items carry an ETag; a stale If-Match is 412 ItemMaster.Conflict and changes nothing', async () => {
    const created = await create(admin, '/api/item-master', item('IT-ETAG'));
    const first = await admin.get(`/api/item-master/${created.id}`);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"\d+"$/);
    const ok = await admin.put(
      `/api/item-master/${created.id}`,
      { 'Item Type': 'Raw' },
      { 'if-match': etag },
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.headers.etag).not.toBe(etag);
    const stale = await admin.put(
      `/api/item-master/${created.id}`,
      { 'Item Type': 'Other' },
      { 'if-match': etag },
    );
    expectError(stale, 412, 'ItemMaster.Conflict');
    expect((await admin.get(`/api/item-master/${created.id}`)).json()['Item Type']).toBe('Raw');
    expectError(
      await admin.delete(`/api/item-master/${created.id}`, { 'if-match': etag }),
      412,
      'ItemMaster.Conflict',
    );
    expect((await admin.get(`/api/item-master/${created.id}`)).statusCode).toBe(200);
    const current = (await admin.get(`/api/item-master/${created.id}`)).headers.etag as string;
    expect((await admin.delete(`/api/item-master/${created.id}`, { 'if-match': current })).statusCode).toBe(
      200,
    );
  });
});
