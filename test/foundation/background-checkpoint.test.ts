import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeStore, openStore, type Store } from '../../src/core/db/index.js';
import { type FreshDatabase, freshDatabase } from '../helpers/databases.js';

/**
 * A transaction that writes far more than usual (the planning run) commits with SQLite's automatic checkpoint off,
 * leaving the copy of the log into the database to the checkpointer thread; every other commit keeps the bound.
 */
describe('withBackgroundCheckpoint (SQLite file)', () => {
  let database: FreshDatabase;
  let store: Store;
  const autocheckpoint = async (db: Store['db'] = store.db) => {
    const { rows } = await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(db);
    return rows[0]!.wal_autocheckpoint;
  };

  beforeAll(async () => {
    database = await freshDatabase('sqlite');
    store = openStore(database.url);
    await sql`create table t (id integer primary key, v text not null)`.execute(store.db);
  });
  afterAll(async () => {
    await closeStore(store);
    await database.drop();
  });

  it('turns the automatic checkpoint off for the work only, and the work commits', async () => {
    const inside = await store.dialect.withBackgroundCheckpoint(store.db, () =>
      store.db.transaction().execute(async (trx) => {
        await sql`insert into t (v) values ('committed')`.execute(trx);
        return autocheckpoint(trx);
      }),
    );
    expect(inside).toBe(0);
    // The checkpointer thread runs from now on, so the write connection keeps its larger bound.
    expect(await autocheckpoint()).toBe(16_000);
    const { rows } = await sql<{ v: string }>`select v from t`.execute(store.db);
    expect(rows).toEqual([{ v: 'committed' }]);
  });

  it('restores the bound when the work fails, and the failure propagates', async () => {
    await expect(
      store.dialect.withBackgroundCheckpoint(store.db, () =>
        store.db.transaction().execute(async (trx) => {
          await sql`insert into t (v) values ('rolled back')`.execute(trx);
          throw new Error('the run failed');
        }),
      ),
    ).rejects.toThrow('the run failed');
    expect(await autocheckpoint()).toBe(16_000);
    const { rows } = await sql<{ n: number }>`select count(*) as n from t`.execute(store.db);
    expect(rows[0]!.n).toBe(1);
  });

  it('leaves an in-memory database as it is', async () => {
    const memory = openStore('sqlite::memory:');
    try {
      const before = await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(memory.db);
      const inside = await memory.dialect.withBackgroundCheckpoint(memory.db, async () =>
        sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(memory.db),
      );
      expect(inside.rows).toEqual(before.rows);
    } finally {
      await closeStore(memory);
    }
  });
});
