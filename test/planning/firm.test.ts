import { beforeAll, expect, it } from 'vitest';
import { edit, view } from '../../src/core/auth/privileges.js';
import { type Client, describeEachDatabase } from '../helpers/app.js';
import { expectError } from '../helpers/rows.js';
import { P, type Row, seed } from './run-world.js';

/** Contract part 7, "Firming": POST /api/planning/firm on the hand-checked world of the run tests. */
describeEachDatabase('firming suggestions', (t) => {
  let admin: Client;
  let runId: number;

  beforeAll(async () => {
    admin = await t.admin();
    await seed(t, admin);
    for (const type of ['PurchaseOrderList', 'ManufacturingOrderList'])
      await t.store.db
        .insertInto('change_tracking_settings')
        .values({ entity_type: type, enabled: 1 })
        .onConflict((oc) => oc.column('entity_type').doUpdateSet({ enabled: 1 }))
        .execute();
    const run = await admin.post('/api/planning/run', { 'Plan Date': P });
    expect(run.statusCode, run.body).toBe(200);
    runId = run.json()['Plan Run Id'] as number;
  });

  const byNumber = async (path: string, numberKey: string) => {
    const res = await admin.get(`/api/${path}?page_size=1000`);
    expect(res.statusCode, res.body).toBe(200);
    return new Map((res.json().data.rows as Row[]).map((r) => [r[numberKey] as string, r]));
  };
  const read = async (path: string, id: number) => {
    const res = await admin.get(`/api/${path}/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Row & { details: Row[] };
  };
  const firm = (client: Client, body: unknown) => client.post('/api/planning/firm', body);

  it('records the run as one audit record naming the Suggested orders it removed and created', async () => {
    const audit = await t.store.db
      .selectFrom('audit_log')
      .select(['entity_type', 'entity_id', 'action', 'changes'])
      .where('entity_type', 'in', ['Planning Run', 'PurchaseOrderList', 'ManufacturingOrderList'])
      .execute();
    expect(audit.map((a) => [a.entity_type, a.entity_id, a.action])).toEqual([
      ['Planning Run', String(runId), 'Completed'],
    ]);
    expect(JSON.parse(audit[0]!.changes)).toEqual({
      'Suggested Purchase Orders': { old: 0, new: 3 },
      'Suggested Manufacturing Orders': { old: 0, new: 1 },
    });
  });

  it('firms three suggestions in one request: numbered Open orders, edits applied, one audit record each', async () => {
    const pos = await byNumber('purchase-order', 'PO List Number');
    const mos = await byNumber('manufacturing-order', 'MO List Number');
    const bolt = (await read('purchase-order', pos.get(`SUG-${runId}-1`)!.id as number)) as Row & {
      details: Row[];
    };
    const wheelId = pos.get(`SUG-${runId}-3`)!.id as number;
    const bikeId = mos.get(`SUG-MO-${runId}-1`)!.id as number;
    const boltLine = bolt.details[0]!.id as number;
    const res = await firm(admin, {
      Orders: [
        {
          'Order Type': 'Purchase',
          id: bolt.id,
          Lines: [{ id: boltLine, Quantity: 4, 'PO Details ETA Date': '2027-01-08' }],
        },
        { 'Order Type': 'Purchase', id: wheelId },
        { 'Order Type': 'Manufacturing', id: bikeId },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      notification_type: 'Success',
      Orders: [
        { 'Order Type': 'Purchase', id: bolt.id, 'Old Number': `SUG-${runId}-1`, Number: 'PO-000001' },
        { 'Order Type': 'Purchase', id: wheelId, 'Old Number': `SUG-${runId}-3`, Number: 'PO-000002' },
        { 'Order Type': 'Manufacturing', id: bikeId, 'Old Number': `SUG-MO-${runId}-1`, Number: 'MO-000001' },
      ],
    });
    const firmed = await read('purchase-order', bolt.id as number);
    expect(firmed).toMatchObject({ 'PO List Number': 'PO-000001', 'PO List Document Status': 'Open' });
    expect(firmed.details).toEqual([
      expect.objectContaining({
        id: boltLine,
        'PO Details Quantity': 4,
        'PO Details ETA Date': '2027-01-08',
        'PO Details Document Status': 'Open',
      }),
    ]);
    const mo = await read('manufacturing-order', bikeId);
    expect(mo).toMatchObject({ 'MO List Number': 'MO-000001', 'MO List Document Status': 'Open' });
    expect(mo.details.map((l) => l['MO Details Document Status'])).toEqual(['Open']);
    // One audit record per firmed order, naming the SUG number it had.
    const audit = await t.store.db
      .selectFrom('audit_log')
      .select(['entity_type', 'entity_id', 'changes'])
      .where('action', '=', 'Updated')
      .where('entity_type', 'in', ['PurchaseOrderList', 'ManufacturingOrderList'])
      .orderBy('id')
      .execute();
    expect(audit.map((a) => [a.entity_type, Number(a.entity_id)])).toEqual([
      ['PurchaseOrderList', bolt.id],
      ['PurchaseOrderList', wheelId],
      ['ManufacturingOrderList', bikeId],
    ]);
    expect(JSON.parse(audit[0]!.changes)).toMatchObject({
      'PO List Number': { old: `SUG-${runId}-1`, new: 'PO-000001' },
      'PO List Document Status': { old: 'Suggested', new: 'Open' },
    });
    expect(JSON.parse(audit[1]!.changes)).toMatchObject({
      'PO List Number': { old: `SUG-${runId}-3`, new: 'PO-000002' },
      'PO List Document Status': { old: 'Suggested', new: 'Open' },
    });
    expect(JSON.parse(audit[2]!.changes)).toMatchObject({
      'MO List Number': { old: `SUG-MO-${runId}-1`, new: 'MO-000001' },
      'MO List Document Status': { old: 'Suggested', new: 'Open' },
    });
    expect(await read('purchase-order', wheelId)).toMatchObject({
      'PO List Number': 'PO-000002',
      'PO List Document Status': 'Open',
    });
  });

  it('stores nothing unless every order is firmed, and answers the precise code', async () => {
    const pos = await byNumber('purchase-order', 'PO List Number');
    const open = pos.get('PO-000001')!.id as number;
    const suggested = pos.get(`SUG-${runId}-2`)!.id as number;
    const line = (await read('purchase-order', suggested)).details[0]!.id as number;
    const bodies: [unknown, string][] = [
      [
        {
          Orders: [
            { 'Order Type': 'Purchase', id: suggested },
            { 'Order Type': 'Purchase', id: open },
          ],
        },
        'Planning.NotSuggested',
      ],
      [{ Orders: [{ 'Order Type': 'Purchase', id: 999_999 }] }, 'PurchaseOrderList.NotFound'],
      [
        { Orders: [{ 'Order Type': 'Purchase', id: suggested, Lines: [{ id: 999_999 }] }] },
        'PurchaseOrderDetails.NotFound',
      ],
      [
        { Orders: [{ 'Order Type': 'Purchase', id: suggested, Lines: [{ id: line, Quantity: 0 }] }] },
        'PurchaseOrderDetails.InvalidQuantity',
      ],
      [
        {
          Orders: [
            { 'Order Type': 'Purchase', id: suggested, Lines: [{ id: line, 'PO Details Price': '1' }] },
          ],
        },
        'Request.UnknownField',
      ],
      [
        {
          Orders: [
            { 'Order Type': 'Purchase', id: suggested },
            { 'Order Type': 'Purchase', id: suggested },
          ],
        },
        'Planning.InvalidFirm',
      ],
      [{ Orders: [{ 'Order Type': 'Transfer', id: 1 }] }, 'TransferOrderList.NotFound'],
      [{ Orders: [] }, 'Request.Invalid'],
    ];
    for (const [body, code] of bodies) await expectError(await firm(admin, body), 400, code);
    expect((await read('purchase-order', suggested))['PO List Document Status']).toBe('Suggested');
    expect((await admin.get('/api/numbering/next/Purchase')).json()).toEqual({ Number: 'PO-000003' });
  });

  it("needs the order type's Edit privilege", async () => {
    const pos = await byNumber('purchase-order', 'PO List Number');
    const suggested = pos.get(`SUG-${runId}-2`)!.id as number;
    const planner = await t.loginWith([view('Procurement'), edit('Manufacturing')]);
    await expectError(
      await firm(planner, { Orders: [{ 'Order Type': 'Purchase', id: suggested }] }),
      403,
      'User.NotPrivileged',
    );
  });
});

describeEachDatabase('the roles that may firm', (t) => {
  it('names per order type the privilege and the roles holding it, for anyone who sees the plan', async () => {
    const admin = await t.admin();
    for (const [name, privileges] of [
      ['Buyer', [edit('Procurement'), view('Inventory')]],
      ['Production', [edit('Manufacturing')]],
      ['Planner', [view('Inventory'), view('Procurement'), view('Manufacturing')]],
    ] as const) {
      const res = await admin.post('/api/role', {
        'Role Name': name,
        'Role Description': `the ${name.toLowerCase()}s`,
        Privileges: privileges,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const planner = await t.loginWith([view('Inventory')]);
    const res = await planner.get('/api/planning/firm/roles');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      Purchase: { Privilege: 'Procurement / Edit', Roles: ['Buyer', 'Superuser'] },
      Manufacturing: { Privilege: 'Manufacturing / Edit', Roles: ['Production', 'Superuser'] },
      Transfer: { Privilege: 'Inventory / Edit', Roles: ['Superuser'] },
    });
    const stranger = await t.loginWith([view('Procurement')]);
    await expectError(await stranger.get('/api/planning/firm/roles'), 403, 'User.NotPrivileged');
  });
});
