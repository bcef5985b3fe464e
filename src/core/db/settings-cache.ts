import { sql } from 'kysely';
import type { Executor, Store } from './index.js';

/**
 * Custom-column layouts and change-tracking settings, read by every order write and written rarely, cached per
 * store and keyed by the `settings` row of data_versions (migration 0022). A trigger gives that row a value never
 * used before on every write to those tables, so one read of it per request tells this instance whether its copy
 * is still current, whichever instance wrote. Nothing lives only here: a miss reads the tables again.
 */
export interface SettingsCache {
  /** The value of `key` under the current settings version, loaded (through `db`) on first use. */
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
}

interface Entry {
  version: string;
  values: Map<string, Promise<unknown>>;
}

const entries = new WeakMap<Store, Entry>();

/** Reads the settings version through `db` (the caller's transaction) and returns the store's cache for it. */
export async function settingsCache(store: Store, db: Executor): Promise<SettingsCache> {
  const row = await sql<{ version: string }>`select cast(version as text) as version from data_versions
    where name = 'settings'`
    .execute(db)
    .then((r) => r.rows[0]);
  // A database migrated before 0022 has no row: no caching then.
  if (!row) return { get: (_key, load) => load() };
  let entry = entries.get(store);
  if (!entry || entry.version !== row.version) {
    entry = { version: row.version, values: new Map() };
    entries.set(store, entry);
  }
  const current = entry;
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const held = current.values.get(key) as Promise<T> | undefined;
      if (held) return held;
      const loading = load();
      current.values.set(key, loading);
      // A failed read is not kept: the next request reads again.
      loading.catch(() => {
        if (current.values.get(key) === loading) current.values.delete(key);
      });
      return loading;
    },
  };
}
