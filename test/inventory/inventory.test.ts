import { beforeAll, describe, expect, it } from 'vitest';
import { edit, view } from '../../src/core/auth/privileges.js';
import { parseListQuery, runList } from '../../src/core/list/engine.js';
import { findView } from '../../src/core/list/registry.js';
import { type ItemScope, inventoryItemView } from '../../src/modules/inventory/views.js';
import { type Client, describeEachDatabase } from '../helpers/app.js';
import { addCustomColumn, insertItem, insertSubItem, insertWarehouse } from './fixtures.js';

describeEachDatabase('inventory', (t) => {
  let admin: Client;
  let bolt: number;
  let nut: number;
  let east: number;
  let west: number;

  beforeAll(async () => {
    admin = await t.admin();
    bolt = await insertItem(t.store, 'BOLT-1', 'Steel bolt');
    nut = await insertItem(t.store, 'NUT-1', 'Steel nut');
    await insertSubItem(t.store, 'BOLT-1-RED', bolt);
    await insertSubItem(t.store, 'NUT-1-RED', nut);
    east = await insertWarehouse(t.store, 'WH-E', 'East');
    west = await insertWarehouse(t.store, 'WH-W', 'West');
    await addCustomColumn(t.store, 'Inventory', 'bin', 'string');
    await addCustomColumn(t.store, 'Inventory', 'audited', 'boolean', { defaultValue: false });
  });

  const create = (client: Client, body: Record<string, unknown>) => client.post('/api/inventory', body);

  describe('create and read', () => {
    it('creates a record and answers it with descriptions, names and custom values', async () => {
      const response = await create(admin, {
        'Item Number': 'BOLT-1',
        'Warehouse Number': 'WH-E',
        'Inventory Quantity': 120,
        'Inventory Safety Stock': 20,
        'Inventory Date': '2026-03-01',
        bin: 'A-07',
      });
      expect(response.statusCode).toBe(200);
      const record = response.json();
      expect(record).toEqual({
        id: expect.any(Number),
        'Item Number': 'BOLT-1',
        'Item Description': 'Steel bolt',
        'Sub Item Number': null,
        'Warehouse Number': 'WH-E',
        'Warehouse Name': 'East',
        'Inventory Quantity': 120,
        'Inventory Safety Stock': 20,
        'Inventory Date': '2026-03-01',
        bin: 'A-07',
        audited: false,
      });
      const stored = await t.store.db
        .selectFrom('inventory')
        .selectAll()
        .where('id', '=', record.id)
        .executeTakeFirstOrThrow();
      expect(stored).toMatchObject({ item_id: bolt, sub_item_id: null, sub_item_key: 0, warehouse_id: east });
      expect(JSON.parse(stored.custom)).toEqual({ bin: 'A-07', audited: false });
      const got = await admin.get(`/api/inventory/${record.id}`);
      expect(got.statusCode).toBe(200);
      expect(got.json()).toEqual(record);
      const event = await t.store.db
        .selectFrom('events')
        .select(['event', 'entity_id'])
        .where('entity_type', '=', 'Inventory')
        .executeTakeFirstOrThrow();
      expect(event).toEqual({ event: 'Created', entity_id: String(record.id) });
    });

    it('keeps one record per item, sub-item and warehouse', async () => {
      const duplicate = await create(admin, {
        'Item Number': 'BOLT-1',
        'Warehouse Number': 'WH-E',
        'Inventory Quantity': 5,
      });
      expect(duplicate.statusCode).toBe(400);
      expect(duplicate.json().Code).toBe('Inventory.AlreadyExists');
      // The same item with a sub-item, or in another warehouse, is another record.
      const withSub = await create(admin, {
        'Item Number': 'BOLT-1',
        'Sub Item Number': 'BOLT-1-RED',
        'Warehouse Number': 'WH-E',
        'Inventory Quantity': 7,
      });
      expect(withSub.statusCode).toBe(200);
      expect(withSub.json()['Sub Item Number']).toBe('BOLT-1-RED');
      const dupSub = await create(admin, {
        'Item Number': 'BOLT-1',
        'Sub Item Number': 'BOLT-1-RED',
        'Warehouse Number': 'WH-E',
        'Inventory Quantity': 8,
      });
      expect(dupSub.json().Code).toBe('Inventory.AlreadyExists');
      const west1 = await create(admin, {
        'Item Number': 'BOLT-1',
        'Warehouse Number': 'WH-W',
        'Inventory Quantity': 30,
      });
      expect(west1.statusCode).toBe(200);
      const count = await t.store.db
        .selectFrom('inventory')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(count.n).toBe(3);
    });

    it('refuses two concurrent creates of the same record with AlreadyExists', async () => {
      const body = { 'Item Number': 'NUT-1', 'Warehouse Number': 'WH-W', 'Inventory Quantity': 1 };
      const answers = await Promise.all([create(admin, body), create(admin, body), create(admin, body)]);
      const codes = answers.map((a) => (a.statusCode === 200 ? 'ok' : a.json().Code)).sort();
      expect(codes).toEqual(['Inventory.AlreadyExists', 'Inventory.AlreadyExists', 'ok']);
    });

    it('answers the documented codes for unknown references', async () => {
      const base = { 'Item Number': 'BOLT-1', 'Warehouse Number': 'WH-W', 'Inventory Quantity': 1 };
      const cases: [Record<string, unknown>, string][] = [
        [{ ...base, 'Item Number': 'bolt-1' }, 'ItemMaster.NotFound'], // numbers are case-sensitive
        [{ ...base, 'Sub Item Number': 'NOPE' }, 'SubItemMaster.NotFound'],
        [{ ...base, 'Sub Item Number': 'NUT-1-RED' }, 'SubItemMaster.NotFound'], // another item's sub-item
        [{ ...base, 'Warehouse Number': 'WH-X' }, 'WarehouseMaster.NotFound'],
        [{ ...base, 'Inventory Quantity': -1 }, 'Inventory.InvalidValue'], // contract part 4
        [{ ...base, 'Inventory Date': '2026-02-30' }, 'Request.Invalid'],
        [{ 'Item Number': 'BOLT-1', 'Warehouse Number': 'WH-W' }, 'Request.Invalid'],
        [{ ...base, colour: 'red' }, 'Request.UnknownField'],
        [{ ...base, bin: 7 }, 'CustomColumn.InvalidValue'],
      ];
      for (const [body, code] of cases) {
        const response = await create(admin, body);
        expect({ body, status: response.statusCode, code: response.json().Code }).toEqual({
          body,
          status: 400,
          code,
        });
      }
    });

    it('lists records with the list engine, custom columns included', async () => {
      const list = await admin.get(
        `/api/inventory?filters=${encodeURIComponent(JSON.stringify({ 'Warehouse Number': ['WH-E'] }))}`,
      );
      expect(list.statusCode).toBe(200);
      const body = list.json();
      expect(body.extra.total).toBe(2);
      expect(body.data.headers.map((h: { key: string }) => h.key)).toEqual([
        'Item Number',
        'Item Description',
        'Sub Item Number',
        'Warehouse Number',
        'Warehouse Name',
        'Inventory Quantity',
        'Inventory Safety Stock',
        'Inventory Date',
        'bin',
        'audited',
      ]);
      expect(body.data.rows.map((r: { 'Sub Item Number': string | null }) => r['Sub Item Number'])).toEqual([
        null,
        'BOLT-1-RED',
      ]);
      const byBin = await admin.get(
        `/api/inventory?filters=${encodeURIComponent(JSON.stringify({ bin: ['A-07'] }))}`,
      );
      expect(byBin.json().data.rows).toHaveLength(1);
    });

    it('scopes the inventory_item view by item and warehouse, also through the registry', async () => {
      const all = await admin.get(`/api/inventory-item/${bolt}`);
      expect(all.statusCode).toBe(200);
      expect(all.json().extra.total).toBe(3);
      const west1 = await admin.get(`/api/inventory-item/${bolt}/${west}`);
      expect(
        west1.json().data.rows.map((r: { 'Warehouse Number': string }) => r['Warehouse Number']),
      ).toEqual(['WH-W']);
      const registered = findView('inventory_item');
      expect(registered?.privilege).toEqual(view('Inventory'));
      const scoped = registered?.scope?.({ item_id: [bolt], warehouse_id: String(east), bin: ['A-07'] });
      expect(scoped?.scope).toEqual({ itemId: bolt, warehouseId: east });
      expect(registered?.view).toBe(inventoryItemView);
      const envelope = await runList(
        t.store,
        inventoryItemView,
        parseListQuery({ filters: JSON.stringify(scoped?.filters) }),
        scoped?.scope as ItemScope,
      );
      expect(envelope.data.rows.map((r) => r.bin)).toEqual(['A-07']);
      expect(findView('inventory_list')?.privilege).toEqual(view('Inventory'));
    });
  });

  describe('update', () => {
    it('updates a partial body, keeps the other fields and custom values, and audits the change', async () => {
      await t.store.db
        .insertInto('change_tracking_settings')
        .values({ entity_type: 'Inventory', enabled: 1 })
        .onConflict((oc) => oc.column('entity_type').doUpdateSet({ enabled: 1 }))
        .execute();
      const record = (
        await create(admin, {
          'Item Number': 'NUT-1',
          'Warehouse Number': 'WH-E',
          'Inventory Quantity': 3,
          bin: 'C',
        })
      ).json();
      const response = await admin.put(`/api/inventory/${record.id}`, {
        'Inventory Quantity': 4.5,
        'Sub Item Number': 'NUT-1-RED',
        audited: true,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        'Item Number': 'NUT-1',
        'Sub Item Number': 'NUT-1-RED',
        'Warehouse Number': 'WH-E',
        'Inventory Quantity': 4.5,
        bin: 'C',
        audited: true,
      });
      const stored = await t.store.db
        .selectFrom('inventory')
        .select(['sub_item_key', 'sub_item_id'])
        .where('id', '=', record.id)
        .executeTakeFirstOrThrow();
      expect(stored.sub_item_key).toBe(stored.sub_item_id);
      const audit = await t.store.db
        .selectFrom('audit_log')
        .select(['action', 'changes'])
        .where('entity_type', '=', 'Inventory')
        .where('entity_id', '=', String(record.id))
        .orderBy('id')
        .execute();
      expect(audit.map((a) => a.action)).toEqual(['Created', 'Updated']);
      expect(JSON.parse(audit[1]?.changes ?? '{}')).toEqual({
        'Inventory Quantity': { old: 3, new: 4.5 },
        'Sub Item Number': { old: null, new: 'NUT-1-RED' },
        audited: { old: false, new: true },
      });
      // Moving it onto an existing record's key is a duplicate; clearing the sub-item back is fine.
      const clash = await admin.put(`/api/inventory/${record.id}`, {
        'Warehouse Number': 'WH-W',
        'Sub Item Number': null,
      });
      expect(clash.json().Code).toBe('Inventory.AlreadyExists');
      const cleared = await admin.put(`/api/inventory/${record.id}`, { 'Sub Item Number': null });
      expect(cleared.statusCode).toBe(200);
      expect(cleared.json()['Sub Item Number']).toBeNull();
      // A sub-item must belong to the (new) item.
      const wrong = await admin.put(`/api/inventory/${record.id}`, { 'Sub Item Number': 'BOLT-1-RED' });
      expect(wrong.json().Code).toBe('SubItemMaster.NotFound');
      const unknown = await admin.put('/api/inventory/999999', { 'Inventory Quantity': 1 });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().Code).toBe('Inventory.NotFound');
    });
  });

  describe('delete', () => {
    it('deletes one record, or all of an item across warehouses with ?item=', async () => {
      const records = await t.store.db
        .selectFrom('inventory')
        .select(['id', 'item_id'])
        .orderBy('id')
        .execute();
      const bolts = records.filter((r) => r.item_id === bolt);
      const nuts = records.filter((r) => r.item_id === nut);
      expect(bolts).toHaveLength(3);
      expect(nuts.length).toBeGreaterThanOrEqual(2);

      const unknown = await admin.delete('/api/inventory/999999');
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().Code).toBe('Inventory.NotFound');
      const unknownItem = await admin.delete(`/api/inventory/${bolts[0]?.id}?item=999999`);
      expect(unknownItem.json().Code).toBe('ItemMaster.NotFound');

      const one = await admin.delete(`/api/inventory/${nuts[0]?.id}`);
      expect(one.statusCode).toBe(200);
      expect(one.json().rows_deleted).toBe(1);

      // The path names one of the nut records; ?item= deletes every bolt record instead.
      const byItem = await admin.delete(`/api/inventory/${nuts[1]?.id}?item=${bolt}`);
      expect(byItem.statusCode).toBe(200);
      expect(byItem.json().rows_deleted).toBe(3);
      const left = await t.store.db.selectFrom('inventory').select(['id', 'item_id']).execute();
      expect(left.filter((r) => r.item_id === bolt)).toEqual([]);
      expect(left.map((r) => r.id)).toContain(nuts[1]?.id);
      const deletions = await t.store.db
        .selectFrom('events')
        .select('entity_id')
        .where('entity_type', '=', 'Inventory')
        .where('event', '=', 'Deleted')
        .execute();
      expect(deletions).toHaveLength(4);
    });
  });

  describe('privileges', () => {
    it('reads with Inventory / View and writes with Inventory / Edit only', async () => {
      const viewer = await t.loginWith([view('Inventory')]);
      expect((await viewer.get('/api/inventory')).statusCode).toBe(200);
      const refused = await create(viewer, {
        'Item Number': 'NUT-1',
        'Warehouse Number': 'WH-W',
        'Inventory Quantity': 1,
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().Code).toBe('User.NotPrivileged');
      const stranger = await t.loginWith([edit('Procurement')]);
      expect((await stranger.get('/api/inventory')).statusCode).toBe(403);
      const editor = await t.loginWith([edit('Inventory')]);
      const made = await create(editor, {
        'Item Number': 'BOLT-1',
        'Warehouse Number': 'WH-W',
        'Inventory Quantity': 2,
      });
      expect(made.statusCode).toBe(200);
      expect((await editor.delete(`/api/inventory/${made.json().id}`)).statusCode).toBe(200);
      expect((await t.anonymous().get('/api/inventory')).statusCode).toBe(401);
    });
  });
});
