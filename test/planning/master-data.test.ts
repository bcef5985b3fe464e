import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../migrations/index.js';
import { closeStore, openStore } from '../../src/core/db/index.js';
import { migrateToLatest } from '../../src/core/db/migrate.js';
import { loadPlanInput } from '../../src/modules/planning/loader.js';
import { type Client, describeEachDatabase } from '../helpers/app.js';
import { DATABASES, freshDatabase } from '../helpers/databases.js';
import { expectError, insertItem, insertShipFrom, insertSupplier } from '../helpers/rows.js';

describeEachDatabase('planning fields of BOMs and allocation uniqueness', (t) => {
  let admin: Client;

  beforeAll(async () => {
    admin = await t.admin();
    for (const number of ['KIT', 'PART', 'SCREW']) await insertItem(t.store, number);
    const supplier = await insertSupplier(t.store, 'SUP-A');
    await insertShipFrom(t.store, 'SF-A1', supplier);
    await insertShipFrom(t.store, 'SF-A2', supplier);
  });

  it('BOMs take, store and answer BOM Lead Time Days, BOM Minimum Quantity and BOM Order Multiple', async () => {
    const created = await admin.post('/api/bill-of-materials', {
      'BOM Number': 'BOM-KIT',
      'Item Number': 'KIT',
      'BOM Lead Time Days': 3,
      'BOM Minimum Quantity': 2.5,
      'BOM Order Multiple': 0.5,
      details: [{ 'Component Item Number': 'PART', 'Component Quantity': 1 }],
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({
      'BOM Lead Time Days': 3,
      'BOM Minimum Quantity': 2.5,
      'BOM Order Multiple': 0.5,
    });
    const id = created.json().id;
    const updated = await admin.put(`/api/bill-of-materials/${id}`, { 'BOM Lead Time Days': 0 });
    expect(updated.json()).toMatchObject({ 'BOM Lead Time Days': 0, 'BOM Minimum Quantity': 2.5 });
    expect((await admin.get(`/api/bill-of-materials/${id}`)).json()['BOM Lead Time Days']).toBe(0);

    for (const [field, value] of [
      ['BOM Lead Time Days', 1.5],
      ['BOM Lead Time Days', -1],
      ['BOM Minimum Quantity', -0.1],
      ['BOM Order Multiple', -2],
    ] as const) {
      const refused = expectError(
        await admin.put(`/api/bill-of-materials/${id}`, { [field]: value }),
        400,
        'BillOfMaterials.InvalidValue',
      );
      expect(refused.Message).toContain(field);
      expectError(
        await admin.post('/api/bill-of-materials', {
          'BOM Number': `BOM-BAD-${field}-${value}`,
          'Item Number': 'PART',
          [field]: value,
          details: [{ 'Component Item Number': 'SCREW', 'Component Quantity': 1 }],
        }),
        400,
        'BillOfMaterials.InvalidValue',
      );
    }
    expectError(
      await admin.put(`/api/bill-of-materials/${id}`, { 'BOM Lead Time Days': '3' }),
      400,
      'Request.Invalid',
    );
    const description = (await admin.get('/api/openapi.json')).json();
    const record = JSON.stringify(description.paths['/api/bill-of-materials/{id}'].get.responses['200']);
    expect(record).toContain('BOM Lead Time Days');
  });

  it('an allocation is unique per Item Number + Supplier Number + Ship From Number', async () => {
    const body = { 'Item Number': 'PART', 'Supplier Number': 'SUP-A', 'Ship From Number': 'SF-A1' };
    const first = await admin.post('/api/supplier-allocation', body);
    expect(first.statusCode, first.body).toBe(200);
    expectError(await admin.post('/api/supplier-allocation', body), 400, 'SupplierAllocation.AlreadyExists');
    // No ship-from is a key of its own, and is unique too.
    const none = { ...body, 'Ship From Number': null };
    expect((await admin.post('/api/supplier-allocation', none)).statusCode).toBe(200);
    expectError(await admin.post('/api/supplier-allocation', none), 400, 'SupplierAllocation.AlreadyExists');
    const other = await admin.post('/api/supplier-allocation', { ...body, 'Ship From Number': 'SF-A2' });
    expect(other.statusCode).toBe(200);
    // An update onto a taken key is refused and changes nothing; other fields update freely.
    expectError(
      await admin.put(`/api/supplier-allocation/${other.json().id}`, { 'Ship From Number': 'SF-A1' }),
      400,
      'SupplierAllocation.AlreadyExists',
    );
    const priced = await admin.put(`/api/supplier-allocation/${other.json().id}`, { 'Unit Price': 4 });
    expect(priced.json()).toMatchObject({ 'Ship From Number': 'SF-A2', 'Unit Price': 4 });
    // Concurrent creates of one key: exactly one is stored.
    const raced = { ...body, 'Item Number': 'SCREW' };
    const answers = await Promise.all([1, 2, 3].map(() => admin.post('/api/supplier-allocation', raced)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400]);
  });
});

describe.each(DATABASES)('migration 0012 over allocations that repeat a key [%s]', (kind) => {
  const database = { url: '', drop: async () => {} };
  beforeAll(async () => {
    Object.assign(database, await freshDatabase(kind));
  });
  afterAll(async () => {
    await database.drop();
  });

  it('does not fail; the lowest id of each key keeps it, older repeats stay and planning counts them once', async () => {
    const store = openStore(database.url);
    try {
      const before = new Migrator({
        db: store.db,
        provider: { getMigrations: async () => migrations },
      });
      const migrated = await before.migrateTo('0010_email');
      expect(migrated.error).toBeUndefined();
      const item = await insertItem(store, 'DUP');
      const supplier = await insertSupplier(store, 'SUP-DUP');
      const values = { item_id: item, supplier_id: supplier, ship_from_id: null, allocation_percent: 50 };
      for (let i = 0; i < 3; i++)
        await store.db
          .insertInto('supplier_allocations')
          .values({
            ...values,
            lead_time_days: i,
            minimum_order_quantity: null,
            order_multiple: null,
            unit_price: null,
          })
          .execute();
      await migrateToLatest(store, migrations);
      const rows = await store.db
        .selectFrom('supplier_allocations')
        .select(['id', 'unique_key', 'lead_time_days'])
        .orderBy('id')
        .execute();
      expect(rows.map((r) => r.unique_key)).toEqual([`${item}:${supplier}:0`, null, null]);
      const { input } = await loadPlanInput(store, '2027-01-04', 30);
      expect(input.allocations.map((a) => [a.allocationId, a.leadTimeDays])).toEqual([[rows[0]!.id, 0]]);
    } finally {
      await closeStore(store);
    }
  });
});
