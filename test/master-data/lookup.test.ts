import { beforeAll, expect, it } from 'vitest';
import { view } from '../../src/core/auth/privileges.js';
import { MASTERS } from '../../src/modules/master-data/definitions.js';
import { LOOKUP_NAMES } from '../../src/modules/master-data/lookup.js';
import { type Client, describeEachDatabase } from '../helpers/app.js';
import {
  expectError,
  insertCustomerWithShipTo,
  insertItem,
  insertShipFrom,
  insertSupplier,
  insertWarehouse,
} from '../helpers/rows.js';

type Row = Record<string, unknown>;

/** Contract part 7, "Lookups": every signed-in user reads the pickers' rows, and nothing more of a master. */
describeEachDatabase('lookups', (t) => {
  let buyer: Client;

  beforeAll(async () => {
    const admin = await t.admin();
    await t.store.db.insertInto('units').values({ name: 'EA', description: 'Each' }).execute();
    await insertItem(t.store, 'WHEEL', { description: 'Wheel', status: 'Inactive' });
    const bike = await insertItem(t.store, 'BIKE', { description: 'Bike' });
    await t.store.db
      .insertInto('sub_items')
      .values({ number: 'RED', item_id: bike, description: 'Red bike' })
      .execute();
    await insertWarehouse(t.store, 'WH-2');
    await insertWarehouse(t.store, 'WH-1');
    await insertShipFrom(t.store, 'SF-1', await insertSupplier(t.store, 'SUP-1', 'Spokes Ltd'));
    await insertCustomerWithShipTo(t.store, 'CUS-1', 'ST-1', 'Rider Inc');
    const bom = await admin.post('/api/bill-of-materials', {
      'BOM Number': 'BOM-BIKE',
      'Item Number': 'BIKE',
      'BOM Status': 'Active',
      details: [{ 'Component Item Number': 'WHEEL', 'Component Quantity': 2, 'Component Unit': 'EA' }],
    });
    expect(bom.statusCode, bom.body).toBe(200);
    // A buyer: purchase orders only, no privilege on any master.
    buyer = await t.loginWith([view('Procurement')]);
  });

  const lookup = async (client: Client, master: string, query = '') => {
    const res = await client.get(`/api/lookup/${master}${query}`);
    expect(res.statusCode, `${master}: ${res.body}`).toBe(200);
    return res.json() as { data: { headers: Row[]; rows: Row[] }; extra: Row };
  };

  it('answers every master to a user without its privilege: Number, Name, Status and the owner', async () => {
    const rows = async (master: string) =>
      (await lookup(buyer, master)).data.rows.map(({ id: _, ...row }) => row);
    expect(await rows('item')).toEqual([
      { Number: 'BIKE', Name: 'Bike', Status: 'Active' },
      { Number: 'WHEEL', Name: 'Wheel', Status: 'Inactive' },
    ]);
    expect(await rows('warehouse')).toEqual([
      { Number: 'WH-1', Name: 'Warehouse WH-1', Status: 'Active' },
      { Number: 'WH-2', Name: 'Warehouse WH-2', Status: 'Active' },
    ]);
    expect(await rows('unit')).toEqual([{ Number: 'EA', Name: 'Each', Status: null }]);
    expect(await rows('sub-item')).toEqual([
      { Number: 'RED', Name: 'Red bike', Status: expect.any(String), 'Item Number': 'BIKE' },
    ]);
    expect(await rows('supplier')).toEqual([
      { Number: 'SUP-1', Name: 'Spokes Ltd', Status: expect.any(String) },
    ]);
    expect(await rows('ship-from')).toEqual([
      { Number: 'SF-1', Name: 'Ship from SF-1', Status: expect.any(String), 'Supplier Number': 'SUP-1' },
    ]);
    expect(await rows('customer')).toEqual([
      { Number: 'CUS-1', Name: 'Rider Inc', Status: expect.any(String) },
    ]);
    expect((await rows('ship-to')).map((r) => [r.Number, r['Customer Number']])).toEqual([['ST-1', 'CUS-1']]);
    expect(await rows('bom')).toEqual([
      { Number: 'BOM-BIKE', Name: 'Bike', Status: 'Active', 'Item Number': 'BIKE' },
    ]);
  });

  it('takes the list parameters: search, filters, sort and paging', async () => {
    const searched = await lookup(buyer, 'item', '?search=whe');
    expect(searched.data.rows.map((r) => r.Number)).toEqual(['WHEEL']);
    const filters = encodeURIComponent(JSON.stringify({ Status: ['Active'] }));
    expect((await lookup(buyer, 'item', `?filters=${filters}`)).data.rows.map((r) => r.Number)).toEqual([
      'BIKE',
    ]);
    const sort = encodeURIComponent(JSON.stringify({ key: 'Number', type: 'Descending' }));
    const page = await lookup(buyer, 'warehouse', `?sort=${sort}&page_size=1`);
    expect(page.data.rows.map((r) => r.Number)).toEqual(['WH-2']);
    expect(page.extra).toMatchObject({ page: 1, page_size: 1, total: 2 });
  });

  it('reads nothing else of a master without its privilege', async () => {
    for (const path of [
      '/api/item-master',
      '/api/supplier-master',
      '/api/warehouse-master',
      '/api/bill-of-materials',
    ])
      await expectError(await buyer.get(path), 403, 'User.NotPrivileged');
    await expectError(await buyer.get('/api/views/item_master'), 403, 'User.NotPrivileged');
  });

  it('answers every declared lookup to the buyer, and no list, record or view of any master', async () => {
    expect(LOOKUP_NAMES.length).toBeGreaterThanOrEqual(9);
    for (const name of LOOKUP_NAMES) {
      const answer = await lookup(buyer, name);
      expect(answer.data.headers.map((h) => h.key).slice(0, 3), name).toEqual(['Number', 'Name', 'Status']);
    }
    // Supplier allocations belong to Procurement, the buyer's own privilege: every other master is refused.
    const others = MASTERS.filter((def) => def.privilege !== 'Procurement');
    expect(others.length).toBe(MASTERS.length - 1);
    for (const def of others) {
      await expectError(await buyer.get(def.path), 403, 'User.NotPrivileged');
      await expectError(await buyer.get(`${def.path}/1`), 403, 'User.NotPrivileged');
      if (def.view.register)
        await expectError(await buyer.get(`/api/views/${def.view.name}`), 403, 'User.NotPrivileged');
    }
    // The views the buyer may read are the purchase-order ones: no master's view among them.
    const views = (await buyer.get('/api/views')).json() as { views: string[] };
    const masterViews = new Set(others.map((def) => def.view.name));
    expect(views.views.filter((name) => masterViews.has(name))).toEqual([]);
    expect(views.views).toContain('purchase_order_list');
  });

  it('needs a session, and refuses an unknown master', async () => {
    await expectError(await t.anonymous().get('/api/lookup/item'), 401, 'User.NotAuthenticated');
    await expectError(await buyer.get('/api/lookup/planet'), 400, 'Request.Invalid');
  });
});
