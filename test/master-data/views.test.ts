import { beforeAll, expect, it } from 'vitest';
import { parseListQuery, runList } from '../../src/core/list/engine.js';
import { findView } from '../../src/core/list/registry.js';
import { type Client, describeEachDatabase } from '../helpers/app.js';
import { create, createUnits, item } from './fixtures.js';

/** The registered view of `name`; fails the test when there is none. */
function viewNamed(name: string) {
  const entry = findView(name);
  if (!entry) throw new Error(`view ${name} is not registered`);
  return entry;
}

const VIEWS: [string, string][] = [
  ['item_master', 'Item Master'],
  ['sub_item_master', 'Item Master'],
  ['unit_master', 'Item Master'],
  ['customer_master', 'Customer Master'],
  ['ship_to_master', 'Customer Master'],
  ['supplier_master', 'Supplier Master'],
  ['ship_from_master', 'Supplier Master'],
  ['warehouse_master', 'Warehouse Master'],
  ['supplier_allocation', 'Procurement'],
  ['bill_of_materials', 'Bill of Materials'],
  ['log_list', 'Logs'],
];

describeEachDatabase('registered views of master data and the audit log', (t) => {
  let admin: Client;
  beforeAll(async () => {
    admin = await t.admin();
    await createUnits(admin);
    await admin.put('/api/change-tracking-settings', { entities: { ItemMaster: true } });
    await create(admin, '/api/item-master', item('V-1'));
    await create(admin, '/api/item-master', item('V-2'));
    await create(admin, '/api/bill-of-materials', {
      'BOM Number': 'V-BOM',
      'Item Number': 'V-1',
      details: [{ 'Component Item Number': 'V-2', 'Component Quantity': 1 }],
    });
  });

  for (const [name, privilege] of VIEWS)
    it(`${name} is registered (read with ${privilege} / View) and runs`, async () => {
      const entry = viewNamed(name);
      expect(entry.privilege).toEqual({ type: privilege, access: 'View' });
      const envelope = await runList(t.store, entry.view, parseListQuery({}), undefined);
      expect(envelope.data.headers.length).toBeGreaterThan(0);
      expect(envelope.extra.page).toBe(1);
    });

  it('the view behind each list endpoint is the registered one (same rows)', async () => {
    const viaApi = (await admin.get('/api/item-master')).json();
    const viaView = await runList(t.store, viewNamed('item_master').view, parseListQuery({}), undefined);
    expect(viaApi).toEqual(JSON.parse(JSON.stringify(viaView)));
    const boms = await runList(t.store, viewNamed('bill_of_materials').view, parseListQuery({}), undefined);
    expect(boms.data.rows.map((r) => [r['BOM Number'], r.Components])).toEqual([['V-BOM', 1]]);
  });
});
