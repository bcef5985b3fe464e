import { type Migration, Migrator } from 'kysely';
import type { Store } from './index.js';

/**
 * Brings the schema up to date under the dialect's migration lock, so a second instance starting at once
 * waits and then finds nothing left to do. The caller passes the service's migrations (`migrations/index.ts`):
 * core knows how to migrate, not what.
 */
export async function migrateToLatest(
  { db, dialect }: Store,
  migrations: Record<string, Migration>,
): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  });
  const { error, results } = await dialect.withMigrationLock(db, () => migrator.migrateToLatest());
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const cause = error instanceof Error ? error : new Error(String(error ?? 'unknown'));
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${cause.message}`, { cause });
  }
}
