import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { migrations } from '../../migrations/index.js';
import { closeStore, openStore, type Store } from '../../src/core/db/index.js';
import { migrateToLatest } from '../../src/core/db/migrate.js';
import { type DatabaseKind, type FreshDatabase, freshDatabase } from './databases.js';

/**
 * A migrated store on a fresh database of `kind` for the enclosing describe block, filled by `seed` before its
 * tests and dropped after them. Read `.store` inside hooks and tests (it is set by the block's beforeAll).
 */
export function seededStore(
  kind: DatabaseKind,
  seed: (store: Store) => Promise<unknown>,
  timeoutMs: number,
): { readonly store: Store } {
  let database: FreshDatabase | undefined;
  let store: Store | undefined;
  beforeAll(async () => {
    database = await freshDatabase(kind);
    store = openStore(database.url);
    await migrateToLatest(store, migrations);
    await seed(store);
  }, timeoutMs);
  afterAll(async () => {
    if (store) await closeStore(store);
    await database?.drop();
  });
  return {
    get store() {
      if (!store) throw new Error('the store is opened by the describe block’s beforeAll');
      return store;
    },
  };
}

/** The plan of `query` as text lines: SQLite `EXPLAIN QUERY PLAN` details, PostgreSQL `EXPLAIN` lines. */
export async function explainLines(store: Store, query: CompiledQuery): Promise<string[]> {
  const explain = store.kind === 'sqlite' ? 'explain query plan' : 'explain';
  const result = await store.db.executeQuery<Record<string, unknown>>(
    CompiledQuery.raw(`${explain} ${query.sql}`, [...query.parameters]),
  );
  return result.rows.map((r) => String(r.detail ?? r['QUERY PLAN']));
}
