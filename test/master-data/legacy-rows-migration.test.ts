import { Migrator } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrations } from '../../migrations/index.js';
import { closeStore, openStore } from '../../src/core/db/index.js';
import { migrateToLatest } from '../../src/core/db/migrate.js';
import { DATABASES, freshDatabase } from '../helpers/databases.js';
import {
  insertItem,
  insertPurchaseOrder,
  insertShipFrom,
  insertSupplier,
  insertWarehouse,
} from '../helpers/rows.js';

/**
 * Contract part 4's rules apply to writes from now on: a database holding rows that break them (written by an
 * older version) migrates to the latest schema without failing, and the rows are kept as they were.
 */
describe.each(DATABASES)('migration over rows that break the data-quality rules [%s]', (kind) => {
  it('migrates from 0010 to the latest schema and keeps the offending rows', async () => {
    const database = await freshDatabase(kind);
    const store = openStore(database.url);
    try {
      const before = new Migrator({ db: store.db, provider: { getMigrations: async () => migrations } });
      const partial = await before.migrateTo('0010_email');
      expect(partial.error).toBeUndefined();

      const item = await insertItem(store, 'OLD-1', { unit: 'NO-SUCH-UNIT', weight: -2 });
      const supplier = await insertSupplier(store, 'OLD-S');
      const shipFrom = await insertShipFrom(store, 'OLD-SF', supplier);
      const warehouse = await insertWarehouse(store, 'OLD-W');
      await insertPurchaseOrder(
        store,
        { number: 'OLD-PO', supplier_id: supplier },
        { item_id: item, warehouse_id: warehouse, ship_from_id: shipFrom, quantity: -5, price: -1 },
      );

      await migrateToLatest(store, migrations);
      const applied = (await before.getMigrations()).filter((m) => m.executedAt !== undefined);
      expect(applied.map((m) => m.name)).toEqual(Object.keys(migrations));
      const kept = await store.db
        .selectFrom('items')
        .select(['unit', 'weight'])
        .where('id', '=', item)
        .executeTakeFirstOrThrow();
      expect(kept).toEqual({ unit: 'NO-SUCH-UNIT', weight: -2 });
      const line = await store.db
        .selectFrom('purchase_order_lines')
        .select(['quantity', 'price'])
        .executeTakeFirstOrThrow();
      expect(line).toEqual({ quantity: -5, price: -1 });
    } finally {
      await closeStore(store);
      await database.drop();
    }
  });
});
