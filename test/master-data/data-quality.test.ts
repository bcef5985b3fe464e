import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, describeEachDatabase } from '../helpers/app.js';
import { expectError } from '../helpers/rows.js';
import { create, item } from '../master-data/fixtures.js';
import { type Line, poBody, poLine, seedMasters, soBody, soLine } from '../orders/fixtures.js';

/** Contract part 4: units exist, ship-from belongs to the supplier, quantities, prices and stock in range. */
describeEachDatabase('data-quality rules', (t) => {
  let admin: Client;
  let counter = 0;
  const next = (prefix: string) => `${prefix}-${++counter}`;
  const count = async (table: 'items' | 'units' | 'supplier_allocations' | 'purchase_orders' | 'inventory') =>
    Number(
      (
        await t.store.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  const post = (path: string, body: Line) => admin.post(`/api/${path}`, body);

  beforeAll(async () => {
    admin = await t.admin();
    await seedMasters(t.store);
    for (const name of ['EA', 'PC']) await create(admin, '/api/unit-master', { 'Unit Name': name });
  });

  describe('units', () => {
    it('Item Unit must name a unit of the unit master (case-sensitive): 400 UnitMaster.NotFound, nothing stored', async () => {
      const before = await count('items');
      for (const unit of ['BOX', 'ea'])
        expectError(
          await admin.post('/api/item-master', item(next('U'), { 'Item Unit': unit })),
          400,
          'UnitMaster.NotFound',
        );
      expect(await count('items')).toBe(before);
      const ok = await create(admin, '/api/item-master', item(next('U'), { 'Item Unit': 'PC' }));
      expect(ok['Item Unit']).toBe('PC');
      // No unit at all is allowed.
      await create(admin, '/api/item-master', item(next('U'), { 'Item Unit': '' }));

      expectError(
        await admin.put(`/api/item-master/${ok.id}`, { 'Item Unit': 'BOX' }),
        400,
        'UnitMaster.NotFound',
      );
      expect((await admin.get(`/api/item-master/${ok.id}`)).json()['Item Unit']).toBe('PC');
    });

    it('Component Unit must name a unit of the unit master', async () => {
      const parent = await create(admin, '/api/item-master', item(next('BOMP')));
      const child = await create(admin, '/api/item-master', item(next('BOMC')));
      const body = (unit: string | null) => ({
        'BOM Number': next('BOM'),
        'Item Number': parent['Item Number'],
        details: [
          { 'Component Item Number': child['Item Number'], 'Component Quantity': 2, 'Component Unit': unit },
        ],
      });
      expectError(await admin.post('/api/bill-of-materials', body('BOX')), 400, 'UnitMaster.NotFound');
      const bom = await create(admin, '/api/bill-of-materials', body('PC'));
      const line = (bom.details as { id: number }[])[0]!;
      expectError(
        await admin.put(`/api/bill-of-materials/${bom.id}`, {
          details: [{ id: line.id, 'Component Unit': 'BOX' }],
        }),
        400,
        'UnitMaster.NotFound',
      );
      expect(
        (await admin.put(`/api/bill-of-materials/${bom.id}`, { details: [{ id: line.id }] })).statusCode,
      ).toBe(200);
    });

    it('a unit in use by an item or a BOM line is 400 UnitMaster.StillInUse on delete and rename', async () => {
      const kg = await create(admin, '/api/unit-master', { 'Unit Name': 'KG' });
      const used = await create(admin, '/api/item-master', item(next('KGI'), { 'Item Unit': 'KG' }));
      expectError(await admin.delete(`/api/unit-master/${kg.id}`), 400, 'UnitMaster.StillInUse');
      expectError(
        await admin.put(`/api/unit-master/${kg.id}`, { 'Unit Name': 'KGS' }),
        400,
        'UnitMaster.StillInUse',
      );
      // The description may change; the name may be sent unchanged.
      expect(
        (await admin.put(`/api/unit-master/${kg.id}`, { 'Unit Name': 'KG', 'Unit Description': 'Kilogram' }))
          .statusCode,
      ).toBe(200);

      // Freed by the item, then held by a BOM line.
      expect((await admin.put(`/api/item-master/${used.id}`, { 'Item Unit': 'EA' })).statusCode).toBe(200);
      const parent = await create(admin, '/api/item-master', item(next('KGP')));
      const bom = await create(admin, '/api/bill-of-materials', {
        'BOM Number': next('KGB'),
        'Item Number': parent['Item Number'],
        details: [
          { 'Component Item Number': used['Item Number'], 'Component Quantity': 1, 'Component Unit': 'KG' },
        ],
      });
      expectError(await admin.delete(`/api/unit-master/${kg.id}`), 400, 'UnitMaster.StillInUse');
      expect((await admin.delete(`/api/bill-of-materials/${bom.id}`)).statusCode).toBe(200);
      expect((await admin.delete(`/api/unit-master/${kg.id}`)).statusCode).toBe(200);
      expectError(await admin.get(`/api/unit-master/${kg.id}`), 400, 'UnitMaster.NotFound');
    });

    it('of a parallel delete of a unit and a new item naming it, never both succeed', async () => {
      for (let round = 0; round < 3; round++) {
        const name = next('RACE');
        const unit = await create(admin, '/api/unit-master', { 'Unit Name': name });
        const [removed, created] = await Promise.all([
          admin.delete(`/api/unit-master/${unit.id}`),
          admin.post('/api/item-master', item(next('RACEI'), { 'Item Unit': name })),
        ]);
        expect([removed.statusCode, created.statusCode]).not.toEqual([200, 200]);
        const units = await t.store.db.selectFrom('units').select('id').where('name', '=', name).execute();
        const items = await t.store.db.selectFrom('items').select('id').where('unit', '=', name).execute();
        // No item names a unit that is gone.
        if (units.length === 0) expect(items).toEqual([]);
      }
    });
  });

  describe('supplier allocation ship-from', () => {
    it("must belong to the allocation's supplier: 400 ShipFromMaster.NotFound on create and on update", async () => {
      const itemNumber = (await create(admin, '/api/item-master', item(next('AL'))))['Item Number'];
      const before = await count('supplier_allocations');
      // SF-2 belongs to SUP-2.
      expectError(
        await admin.post('/api/supplier-allocation', {
          'Item Number': itemNumber,
          'Supplier Number': 'SUP-1',
          'Ship From Number': 'SF-2',
        }),
        400,
        'ShipFromMaster.NotFound',
      );
      expect(await count('supplier_allocations')).toBe(before);
      const allocation = await create(admin, '/api/supplier-allocation', {
        'Item Number': itemNumber,
        'Supplier Number': 'SUP-1',
        'Ship From Number': 'SF-1',
        'Unit Price': 2.5,
      });
      // Changing the supplier alone leaves SF-1 with the wrong supplier; changing both is fine.
      expectError(
        await admin.put(`/api/supplier-allocation/${allocation.id}`, { 'Supplier Number': 'SUP-2' }),
        400,
        'ShipFromMaster.NotFound',
      );
      expectError(
        await admin.put(`/api/supplier-allocation/${allocation.id}`, { 'Ship From Number': 'SF-2' }),
        400,
        'ShipFromMaster.NotFound',
      );
      const moved = await admin.put(`/api/supplier-allocation/${allocation.id}`, {
        'Supplier Number': 'SUP-2',
        'Ship From Number': 'SF-2',
      });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json()).toMatchObject({ 'Supplier Number': 'SUP-2', 'Ship From Number': 'SF-2' });
      // Without a ship-from there is nothing to belong.
      const none = await admin.put(`/api/supplier-allocation/${allocation.id}`, {
        'Supplier Number': 'SUP-1',
        'Ship From Number': null,
      });
      expect(none.statusCode).toBe(200);
    });
  });

  describe('values at least 0: 400 <Entity>.InvalidValue', () => {
    it('Item Weight, Unit Price, Minimum Order Quantity, Inventory Quantity and Safety Stock', async () => {
      expectError(
        await admin.post('/api/item-master', item(next('W'), { 'Item Weight': -0.5 })),
        400,
        'ItemMaster.InvalidValue',
      );
      const weighed = await create(admin, '/api/item-master', item(next('W'), { 'Item Weight': 0 }));
      expectError(
        await admin.put(`/api/item-master/${weighed.id}`, { 'Item Weight': -1 }),
        400,
        'ItemMaster.InvalidValue',
      );
      const allocation = { 'Item Number': weighed['Item Number'], 'Supplier Number': 'SUP-1' };
      for (const field of ['Unit Price', 'Minimum Order Quantity', 'Order Multiple'])
        expectError(
          await admin.post('/api/supplier-allocation', { ...allocation, [field]: -0.01 }),
          400,
          'SupplierAllocation.InvalidValue',
        );

      const before = await count('inventory');
      const stock = { 'Item Number': weighed['Item Number'], 'Warehouse Number': 'WH-1' };
      expectError(
        await admin.post('/api/inventory', { ...stock, 'Inventory Quantity': -1 }),
        400,
        'Inventory.InvalidValue',
      );
      expectError(
        await admin.post('/api/inventory', {
          ...stock,
          'Inventory Quantity': 1,
          'Inventory Safety Stock': -1,
        }),
        400,
        'Inventory.InvalidValue',
      );
      expect(await count('inventory')).toBe(before);
      const record = await create(admin, '/api/inventory', { ...stock, 'Inventory Quantity': 0 });
      expectError(
        await admin.put(`/api/inventory/${record.id}`, { 'Inventory Safety Stock': -3 }),
        400,
        'Inventory.InvalidValue',
      );
    });
  });

  describe('order line quantities and prices', () => {
    it('quantities must be greater than 0: <Lines entity>.InvalidQuantity, nothing stored', async () => {
      const before = await count('purchase_orders');
      for (const quantity of [0, -2]) {
        expectError(
          await post('purchase-order', poBody(next('PO'), [poLine({ 'PO Details Quantity': quantity })])),
          400,
          'PurchaseOrderDetails.InvalidQuantity',
        );
        expectError(
          await post('sales-order', soBody(next('SO'), [soLine({ 'SO Details Quantity': quantity })])),
          400,
          'SalesOrderDetails.InvalidQuantity',
        );
        expectError(
          await post('manufacturing-order', {
            'MO List Number': next('MO'),
            'MO List Document Status': 'Open',
            details: [
              {
                'Item Number': 'ITEM-3',
                'Warehouse Number': 'WH-1',
                'MO Details Quantity': quantity,
                'MO Details Document Status': 'Open',
              },
            ],
          }),
          400,
          'ManufacturingOrderDetails.InvalidQuantity',
        );
      }
      expect(await count('purchase_orders')).toBe(before);
    });

    it('forecast quantities may be 0 but not negative: ForecastDetails.InvalidQuantity', async () => {
      const forecast = (quantity: number) => ({
        'Forecast List Number': next('FC'),
        'Forecast List Status': 'Active',
        details: [
          {
            'Item Number': 'ITEM-1',
            'Warehouse Number': 'WH-1',
            'Customer Number': 'CUST-1',
            'Forecast Details Date': '2026-05-01',
            'Forecast Details Quantity': quantity,
          },
        ],
      });
      expectError(await post('forecast', forecast(-1)), 400, 'ForecastDetails.InvalidQuantity');
      expect((await post('forecast', forecast(0))).statusCode).toBe(200);
    });

    it('prices are at least 0: <Lines entity>.InvalidValue; 0 is fine', async () => {
      expectError(
        await post('purchase-order', poBody(next('PO'), [poLine({ 'PO Details Price': -0.01 })])),
        400,
        'PurchaseOrderDetails.InvalidValue',
      );
      expectError(
        await post('sales-order', soBody(next('SO'), [soLine({ 'SO Details Price': -5 })])),
        400,
        'SalesOrderDetails.InvalidValue',
      );
      expect(
        (await post('purchase-order', poBody(next('PO'), [poLine({ 'PO Details Price': 0 })]))).statusCode,
      ).toBe(200);
    });

    it('are checked after the nine validations of 4.2, on update too', async () => {
      const zero = { 'PO Details Quantity': 0 };
      // Each earlier failure wins over a zero quantity.
      expectError(
        await post(
          'purchase-order',
          poBody(next('PO'), [poLine(zero), poLine({ 'Item Number': 'ITEM-2', 'Warehouse Number': 'WH-2' })]),
        ),
        400,
        'OrderList.MultipleWarehouses',
      );
      expectError(
        await post('purchase-order', poBody(next('PO'), [poLine(zero), poLine()])),
        400,
        'OrderDetails.DuplicateRows',
      );
      expectError(
        await post(
          'purchase-order',
          poBody(next('PO'), [poLine({ ...zero, 'PO Details Order Date': '2026-02-01' })]),
        ),
        400,
        'PurchaseOrderDetails.OrderDateAfterShip',
      );
      expectError(
        await post('purchase-order', poBody(next('PO'), [poLine(zero)], { 'Supplier Number': 'NOPE' })),
        400,
        'SupplierMaster.NotFound',
      );
      for (const [field, code] of [
        ['Item Number', 'ItemMaster.NotFound'],
        ['Warehouse Number', 'WarehouseMaster.NotFound'],
        ['Ship From Number', 'ShipFromMaster.NotFound'],
      ] as const)
        expectError(
          await post('purchase-order', poBody(next('PO'), [poLine({ ...zero, [field]: 'NOPE' })])),
          400,
          code,
        );

      const number = next('PO');
      const created = await post('purchase-order', poBody(number, [poLine()]));
      expect(created.statusCode).toBe(200);
      const id = created.json().id as number;
      expectError(
        await admin.put(`/api/purchase-order/${id}`, poBody(number, [poLine(zero)])),
        400,
        'PurchaseOrderDetails.InvalidQuantity',
      );
      const stored = (await admin.get(`/api/purchase-order/${id}`)).json();
      expect(stored.details[0]['PO Details Quantity']).toBe(10);
    });
  });

  describe('rows written before the rules', () => {
    it('stay readable and editable in their other fields, and a view filter finds them', async () => {
      // Written as an older version would have: a unit not in the unit master, a negative PO quantity.
      const legacy = await create(admin, '/api/item-master', item(next('OLD')));
      await t.store.db.updateTable('items').set({ unit: 'LEGACY' }).where('id', '=', legacy.id).execute();
      const edited = await admin.put(`/api/item-master/${legacy.id}`, { 'Item Description': 'still here' });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json()['Item Unit']).toBe('LEGACY');
      const byUnit = await admin.get(
        `/api/item-master?${new URLSearchParams({ filters: JSON.stringify({ 'Item Unit': ['LEGACY'] }) })}`,
      );
      expect(byUnit.json().data.rows.map((r: { id: number }) => r.id)).toEqual([legacy.id]);

      const po = await post('purchase-order', poBody(next('PO'), [poLine({ 'Item Number': 'ITEM-4' })]));
      const poId = po.json().id as number;
      await t.store.db
        .updateTable('purchase_order_lines')
        .set({ quantity: -5 })
        .where('order_id', '=', poId)
        .execute();
      const offenders = await admin.get(
        `/api/purchase-order-details?${new URLSearchParams({
          filters: JSON.stringify({ 'PO Details Quantity': { to: 0 } }),
        })}`,
      );
      expect(offenders.statusCode).toBe(200);
      const rows = offenders.json().data.rows as Record<string, unknown>[];
      expect(rows.map((r) => r['PO Details Quantity'])).toEqual([-5]);
    });
  });
  it('every offender filter of the README release note is a valid filter', async () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const start = readme.indexOf('## Release notes');
    const note = readme.slice(start, readme.indexOf('\n## ', start + 1));
    const urls = [...note.matchAll(/`GET (\/api\/[\w-]+)\?filters=([^`]+)`/g)];
    expect(urls.length).toBe(5);
    for (const [, path, filters] of urls) {
      const response = await admin.get(`${path}?${new URLSearchParams({ filters: filters! })}`);
      expect(response.statusCode, `${path} ${filters}: ${response.body}`).toBe(200);
    }
  });
});
