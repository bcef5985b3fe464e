import { statSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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
    // The checkpointer thread runs from now on, so the write connection keeps its larger bound; once the thread
    // has copied the log, the usual one.
    await vi.waitFor(async () => expect(await autocheckpoint()).toBe(16_000), { timeout: 5_000 });
    const { rows } = await sql<{ v: string }>`select v from t`.execute(store.db);
    expect(rows).toEqual([{ v: 'committed' }]);
  });

  it('keeps the next commits from copying a large log themselves until the thread has copied it', async () => {
    const walBytes = () => statSync(`${database.url.replace(/^sqlite:/, '')}-wal`).size;
    // About 8 MB: 2,000 pages of log.
    await store.dialect.withBackgroundCheckpoint(store.db, () =>
      store.db.transaction().execute(async (trx) => {
        await sql`insert into t (v) select printf('%.4000c', 'x') from (
          with recursive n(i) as (select 1 union all select i + 1 from n where i < 2000) select i from n)`.execute(
          trx,
        );
      }),
    );
    const bound = await autocheckpoint();
    expect(bound).toBeGreaterThanOrEqual(16_000 + Math.floor(walBytes() / 4120));
    await vi.waitFor(async () => expect(await autocheckpoint()).toBe(16_000), { timeout: 5_000 });
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
    await vi.waitFor(async () => expect(await autocheckpoint()).toBe(16_000), { timeout: 5_000 });
    const { rows } = await sql<{ n: number }>`select count(*) as n from t where v = 'rolled back'`.execute(
      store.db,
    );
    expect(rows[0]!.n).toBe(0);
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
