import { Migrator } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../migrations/index.js';
import { closeStore, openStore } from '../../src/core/db/index.js';
import { migrateToLatest } from '../../src/core/db/migrate.js';
import { type Client, describeEachDatabase, insertUser } from '../helpers/app.js';
import { DATABASES, freshDatabase } from '../helpers/databases.js';
import { poBody, poLine, seedMasters } from '../orders/fixtures.js';

type Row = Record<string, unknown>;

/** Contract part 7, "Change tracking is on by default": a new database tracks, and a record's history is findable. */
describeEachDatabase('history of records', (t) => {
  let admin: Client;

  beforeAll(async () => {
    await seedMasters(t.store);
    admin = await t.admin();
  });

  const log = async (query: Row) => {
    const params = new URLSearchParams(
      Object.entries(query).map(([k, v]): [string, string] => [
        k,
        typeof v === 'string' ? v : JSON.stringify(v),
      ]),
    );
    const res = await admin.get(`/api/log-list?${params}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.rows as Row[];
  };

  it('tracks every entity type of a new database', async () => {
    const res = await admin.get('/api/change-tracking-settings');
    expect(res.statusCode, res.body).toBe(200);
    const entities = res.json().entities as Record<string, boolean>;
    expect(Object.keys(entities).length).toBeGreaterThan(10);
    expect(Object.values(entities).every(Boolean)).toBe(true);
  });

  it("names each audit record's record by its number: filter, search and the Entity Type + Id filters", async () => {
    const created = await admin.post('/api/purchase-order', poBody('PO-HIST-1', [poLine()]));
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().id as number;
    const order = (await admin.get(`/api/purchase-order/${id}`)).json() as Row & { details: Row[] };
    const updated = await admin.put(`/api/purchase-order/${id}`, {
      ...order,
      'PO List Order Date': '2026-03-01',
    });
    expect(updated.statusCode, updated.body).toBe(200);

    const byNumber = await log({
      filters: { 'Entity Number': ['PO-HIST-1'] },
      sort: { key: 'Log Id', type: 'Ascending' },
    });
    // The order's lines carry its number too: the number finds the order's whole history.
    const lineId = String(order.details[0]!.id);
    expect(byNumber.map((r) => [r['Entity Type'], r['Entity Id'], r.Action])).toEqual([
      ['PurchaseOrderList', String(id), 'Created'],
      ['PurchaseOrderDetails', lineId, 'Created'],
      ['PurchaseOrderList', String(id), 'Updated'],
    ]);
    expect(byNumber[2]!.Changes).toEqual({
      'PO List Order Date': { old: '2026-01-01', new: '2026-03-01' },
    });
    expect((await log({ search: 'PO-HIST-1' })).map((r) => r['Entity Number'])).toContain('PO-HIST-1');
    const byRecord = await log({
      filters: { 'Entity Type': ['PurchaseOrderList'], 'Entity Id': [String(id)] },
    });
    expect(byRecord).toHaveLength(2);
    // A master's records carry their number too.
    const unit = await admin.post('/api/unit-master', { 'Unit Name': 'BOX', 'Unit Description': 'Box' });
    expect(unit.statusCode, unit.body).toBe(200);
    const item = await admin.post('/api/item-master', {
      'Item Number': 'HIST-ITEM',
      'Item Description': 'Tracked',
      'Item Type': 'Component',
      'Item Unit': 'BOX',
      'Item Status': 'Active',
    });
    expect(item.statusCode, item.body).toBe(200);
    const itemLog = await log({ filters: { 'Entity Number': ['HIST-ITEM'] } });
    expect(itemLog.map((r) => [r['Entity Type'], r.Action])).toEqual([['ItemMaster', 'Created']]);
  });
});

describe.each(DATABASES)('an existing database keeps its change-tracking settings [%s]', (kind) => {
  it('is not switched on by the upgrade', async () => {
    const database = await freshDatabase(kind);
    const store = openStore(database.url);
    try {
      const migrator = new Migrator({ db: store.db, provider: { getMigrations: async () => migrations } });
      expect((await migrator.migrateTo('0024_numbering')).error).toBeUndefined();
      const role = await store.db
        .insertInto('roles')
        .values({ name: 'R', description: 'a role', privileges: '[]', builtin: 0 })
        .returning('id')
        .executeTakeFirstOrThrow();
      await insertUser(store, 'u', role.id, 'x');
      await migrateToLatest(store, migrations);
      expect(await store.db.selectFrom('change_tracking_settings').selectAll().execute()).toEqual([]);
    } finally {
      await closeStore(store);
      await database.drop();
    }
  });
});
