import { beforeAll, expect, it } from 'vitest';
import { edit, view } from '../../src/core/auth/privileges.js';
import { type Client, describeEachDatabase } from '../helpers/app.js';
import { create, createUnits, direct, expectError, item, queryString } from './fixtures.js';

const PATH = '/api/bill-of-materials';

describeEachDatabase('bills of materials', (t) => {
  let admin: Client;
  const items: Record<string, number> = {};

  beforeAll(async () => {
    admin = await t.admin();
    await createUnits(admin);
    for (const n of ['BIKE', 'FRAME', 'WHEEL', 'SPOKE', 'RIM', 'TUBE', 'bike', 'X1', 'X2', 'X3', 'Y1', 'Y2'])
      items[n] = (
        await create(
          admin,
          '/api/item-master',
          item(n, { 'Item Description': `${n} desc`, 'Item Unit': 'PC' }),
        )
      ).id;
  });

  const line = (number: string, quantity = 1, extra: Record<string, unknown> = {}) => ({
    'Component Item Number': number,
    'Component Quantity': quantity,
    ...extra,
  });

  it('creates, gets, lists, updates keeping the lines whose id is sent, and deletes', async () => {
    const bom = await create(admin, PATH, {
      'BOM Number': 'BOM-BIKE',
      'Item Number': 'BIKE',
      'BOM Status': 'Active',
      details: [line('FRAME', 1), line('WHEEL', 2, { 'Component Unit': 'EA' })],
    });
    expect(bom).toEqual({
      id: expect.any(Number),
      'BOM Number': 'BOM-BIKE',
      'Item Id': items.BIKE,
      'Item Number': 'BIKE',
      'Item Description': 'BIKE desc',
      'BOM Status': 'Active',
      'BOM Lead Time Days': 0,
      'BOM Minimum Quantity': 0,
      'BOM Order Multiple': 0,
      details: [
        {
          id: expect.any(Number),
          'Component Item Id': items.FRAME,
          'Component Item Number': 'FRAME',
          'Component Description': 'FRAME desc',
          'Component Quantity': 1,
          'Component Unit': 'PC',
        },
        {
          id: expect.any(Number),
          'Component Item Id': items.WHEEL,
          'Component Item Number': 'WHEEL',
          'Component Description': 'WHEEL desc',
          'Component Quantity': 2,
          'Component Unit': 'EA',
        },
      ],
    });
    const got = await admin.get(`${PATH}/${bom.id}`);
    expect(got.statusCode).toBe(200);
    expect(got.json()).toEqual(bom);

    const list = (await admin.get(`${PATH}?search=BOM-BIKE`)).json();
    expect(list.data.rows).toEqual([
      {
        id: bom.id,
        'BOM Number': 'BOM-BIKE',
        'Item Id': items.BIKE,
        'Item Number': 'BIKE',
        'Item Description': 'BIKE desc',
        'BOM Status': 'Active',
        'BOM Lead Time Days': 0,
        'BOM Minimum Quantity': 0,
        'BOM Order Multiple': 0,
        Components: 2,
      },
    ]);

    const [frame, wheel] = bom.details as { id: number }[];
    const updated = await admin.put(`${PATH}/${bom.id}`, {
      'BOM Number': 'BOM-BIKE',
      'Item Number': 'BIKE',
      details: [
        { id: wheel?.id, 'Component Item Number': 'WHEEL', 'Component Quantity': 3 },
        line('TUBE', 2),
      ],
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const after = updated.json();
    expect(
      after.details.map((d: Record<string, unknown>) => [
        d.id,
        d['Component Item Number'],
        d['Component Quantity'],
      ]),
    ).toEqual([
      [wheel?.id, 'WHEEL', 3],
      [expect.any(Number), 'TUBE', 2],
    ]);
    expect(after.details[0]['Component Unit']).toBe('EA');
    expect(after.details.some((d: { id: number }) => d.id === frame?.id)).toBe(false);
    expect((await admin.get(`${PATH}/${bom.id}`)).json()).toEqual(after);

    // A partial update without details keeps the lines.
    const renamed = await admin.put(`${PATH}/${bom.id}`, { 'BOM Status': 'Inactive' });
    expect(renamed.json().details).toEqual(after.details);
    expect(renamed.json()['BOM Status']).toBe('Inactive');

    expect((await admin.delete(`${PATH}/${bom.id}`)).statusCode).toBe(200);
    expectError(await admin.get(`${PATH}/${bom.id}`), 400, 'BillOfMaterials.NotFound');
    expect(
      await t.store.db.selectFrom('bom_lines').select('id').where('bom_id', '=', bom.id).execute(),
    ).toEqual([]);
  });

  it('refuses unknown items and components, own item, duplicates and non-positive quantities', async () => {
    const base = { 'BOM Number': 'BOM-BAD', 'Item Number': 'X1', 'BOM Status': 'Inactive' };
    expectError(
      await admin.post(PATH, { ...base, 'Item Number': 'NOPE', details: [line('X2')] }),
      400,
      'ItemMaster.NotFound',
    );
    expectError(await admin.post(PATH, { ...base, details: [line('NOPE')] }), 400, 'ItemMaster.NotFound');
    expectError(await admin.post(PATH, { ...base, details: [line('x2')] }), 400, 'ItemMaster.NotFound');
    expectError(await admin.post(PATH, { ...base, details: [line('X1')] }), 400, 'BillOfMaterials.Cycle');
    expectError(
      await admin.post(PATH, { ...base, details: [line('X2'), line('X2', 2)] }),
      400,
      'BillOfMaterials.DuplicateComponent',
    );
    expectError(
      await admin.post(PATH, { ...base, details: [line('X2', 0)] }),
      400,
      'BillOfMaterials.InvalidQuantity',
    );
    expectError(
      await admin.post(PATH, { ...base, details: [line('X2', -1)] }),
      400,
      'BillOfMaterials.InvalidQuantity',
    );
    expectError(await admin.post(PATH, { ...base, details: [] }), 400, 'BillOfMaterials.NoComponents');
    expectError(
      await admin.post(PATH, { ...base, details: [line('X2', 'many' as unknown as number)] }),
      400,
      'Request.Invalid',
    );
    expectError(
      await admin.post(PATH, { ...base, 'BOM Status': 'Draft', details: [line('X2')] }),
      400,
      'Request.Invalid',
    );
    const unknownHeader = await admin.post(PATH, { ...base, Colour: 'red', details: [line('X2')] });
    expectError(unknownHeader, 400, 'Request.UnknownField');
    expect(unknownHeader.json().Message).toContain('Colour');
    const unknownLine = await admin.post(PATH, { ...base, details: [line('X2', 1, { Scrap: 2 })] });
    expectError(unknownLine, 400, 'Request.UnknownField');
    expect(unknownLine.json().Message).toContain('Scrap');
    expect((await admin.get(`${PATH}?search=BOM-BAD`)).json().extra.total).toBe(0);

    const ok = await create(admin, PATH, { ...base, details: [line('X2')] });
    expectError(
      await admin.post(PATH, { ...base, 'Item Number': 'X3', details: [line('X2')] }),
      400,
      'BillOfMaterials.AlreadyExists',
    );
    await create(admin, PATH, {
      ...base,
      'BOM Number': 'bom-bad',
      'Item Number': 'X3',
      details: [line('X2')],
    });
    expectError(
      await admin.put(`${PATH}/${ok.id}`, { details: [{ id: 999999, 'Component Quantity': 1 }] }),
      400,
      'BillOfMaterialsDetails.NotFound',
    );
    expectError(await admin.put(`${PATH}/${ok.id}`, { details: [line('X1')] }), 400, 'BillOfMaterials.Cycle');
    expectError(
      await admin.put(`${PATH}/999999`, { 'BOM Status': 'Active' }),
      400,
      'BillOfMaterials.NotFound',
    );
    expectError(await admin.delete(`${PATH}/999999`), 400, 'BillOfMaterials.NotFound');
    expect((await admin.get(`${PATH}/${ok.id}`)).json()).toEqual(ok);
  });

  it('refuses a cycle through a three-level structure, on create and on update', async () => {
    // Y1 is made of Y2, Y2 of RIM: a BOM making RIM of Y1 would close Y1 → Y2 → RIM → Y1.
    await create(admin, PATH, { 'BOM Number': 'L1', 'Item Number': 'Y1', details: [line('Y2')] });
    await create(admin, PATH, { 'BOM Number': 'L2', 'Item Number': 'Y2', details: [line('RIM')] });
    const cyclic = await admin.post(PATH, {
      'BOM Number': 'L3',
      'Item Number': 'RIM',
      details: [line('SPOKE'), line('Y1')],
    });
    expectError(cyclic, 400, 'BillOfMaterials.Cycle');
    const l3 = await create(admin, PATH, {
      'BOM Number': 'L3',
      'Item Number': 'RIM',
      details: [line('SPOKE')],
    });
    expectError(
      await admin.put(`${PATH}/${l3.id}`, { details: [line('SPOKE'), line('Y1')] }),
      400,
      'BillOfMaterials.Cycle',
    );
    // An inactive BOM counts too: it may be activated later.
    expectError(
      await admin.post(PATH, {
        'BOM Number': 'L3b',
        'Item Number': 'SPOKE',
        'BOM Status': 'Inactive',
        details: [line('Y1')],
      }),
      400,
      'BillOfMaterials.Cycle',
    );
    // Moving a BOM to another item is checked as well: L1 (Y1 ← Y2) moved to SPOKE would close SPOKE → Y2 → RIM → SPOKE.
    const l1 = (
      await admin.get(`${PATH}?filters=${encodeURIComponent(JSON.stringify({ 'BOM Number': ['L1'] }))}`)
    ).json().data.rows[0];
    expectError(
      await admin.put(`${PATH}/${l1.id}`, { 'Item Number': 'SPOKE' }),
      400,
      'BillOfMaterials.Cycle',
    );
    expect((await admin.get(`${PATH}/${l3.id}`)).json()).toEqual(l3);
  });

  it('allows one Active BOM per item', async () => {
    const first = await create(admin, PATH, {
      'BOM Number': 'A-1',
      'Item Number': 'FRAME',
      details: [line('TUBE')],
    });
    expect(first['BOM Status']).toBe('Active');
    expectError(
      await admin.post(PATH, {
        'BOM Number': 'A-2',
        'Item Number': 'FRAME',
        'BOM Status': 'Active',
        details: [line('SPOKE')],
      }),
      400,
      'BillOfMaterials.ActiveExists',
    );
    const second = await create(admin, PATH, {
      'BOM Number': 'A-2',
      'Item Number': 'FRAME',
      'BOM Status': 'Inactive',
      details: [line('SPOKE')],
    });
    expectError(
      await admin.put(`${PATH}/${second.id}`, { 'BOM Status': 'Active' }),
      400,
      'BillOfMaterials.ActiveExists',
    );
    expect((await admin.put(`${PATH}/${first.id}`, { 'BOM Status': 'Inactive' })).statusCode).toBe(200);
    expect((await admin.put(`${PATH}/${second.id}`, { 'BOM Status': 'Active' })).json()['BOM Status']).toBe(
      'Active',
    );
  });

  it('two concurrent Active BOMs for one item: exactly one is stored', async () => {
    await create(admin, '/api/item-master', item('RACE'));
    const answers = await Promise.all(
      ['R-1', 'R-2', 'R-3'].map((number) =>
        admin.post(PATH, { 'BOM Number': number, 'Item Number': 'RACE', details: [line('TUBE')] }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400]);
    for (const refused of answers.filter((a) => a.statusCode === 400))
      expect(refused.json().Code).toBe('BillOfMaterials.ActiveExists');
    const rows = (await admin.get(`${PATH}?${queryString({ filters: { 'Item Number': ['RACE'] } })}`)).json();
    expect(rows.extra.total).toBe(1);
  });

  it('a BOM used by a manufacturing order is BillOfMaterials.StillInUse', async () => {
    const bom = await create(admin, PATH, {
      'BOM Number': 'MO-BOM',
      'Item Number': 'bike',
      details: [line('FRAME')],
    });
    const warehouse = await create(admin, '/api/warehouse-master', {
      'Warehouse Number': 'W-BOM',
      'Warehouse Name': 'w',
    });
    const order = await direct.manufacturingOrder(t.store, {
      itemId: items.bike as number,
      warehouseId: warehouse.id,
      bomId: bom.id,
    });
    expectError(await admin.delete(`${PATH}/${bom.id}`), 400, 'BillOfMaterials.StillInUse');
    expect((await admin.get(`${PATH}/${bom.id}`)).json()).toEqual(bom);
    await t.store.db.deleteFrom('manufacturing_orders').where('id', '=', order).execute();
    expect((await admin.delete(`${PATH}/${bom.id}`)).statusCode).toBe(200);
  });

  it('carries an ETag; a stale If-Match is 412 BillOfMaterials.Conflict and changes nothing', async () => {
    const bom = await create(admin, PATH, {
      'BOM Number': 'E-1',
      'Item Number': 'WHEEL',
      details: [line('SPOKE', 36)],
    });
    const etag = (await admin.get(`${PATH}/${bom.id}`)).headers.etag as string;
    const ok = await admin.put(`${PATH}/${bom.id}`, { details: [line('SPOKE', 32)] }, { 'if-match': etag });
    expect(ok.statusCode).toBe(200);
    expectError(
      await admin.put(`${PATH}/${bom.id}`, { details: [line('SPOKE', 28)] }, { 'if-match': etag }),
      412,
      'BillOfMaterials.Conflict',
    );
    expectError(
      await admin.delete(`${PATH}/${bom.id}`, { 'if-match': etag }),
      412,
      'BillOfMaterials.Conflict',
    );
    expect((await admin.get(`${PATH}/${bom.id}`)).json().details[0]['Component Quantity']).toBe(32);
  });

  it('Bill of Materials View reads, Edit writes', async () => {
    expectError(await t.anonymous().get(PATH), 401, 'User.NotAuthenticated');
    expectError(await (await t.loginWith([edit('Item Master')])).get(PATH), 403, 'User.NotPrivileged');
    const viewer = await t.loginWith([view('Bill of Materials')]);
    expect((await viewer.get(PATH)).statusCode).toBe(200);
    const body = {
      'BOM Number': 'P-1',
      'Item Number': 'TUBE',
      'BOM Status': 'Inactive',
      details: [line('SPOKE')],
    };
    expectError(await viewer.post(PATH, body), 403, 'User.NotPrivileged');
    const editor = await t.loginWith([edit('Bill of Materials')]);
    const bom = await create(editor, PATH, body);
    expectError(await viewer.delete(`${PATH}/${bom.id}`), 403, 'User.NotPrivileged');
    expect((await editor.delete(`${PATH}/${bom.id}`)).statusCode).toBe(200);
  });
});
