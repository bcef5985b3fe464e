import { type Kysely, PostgresAdapter, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations work on the untyped schema of their moment
export type MigrationDb = Kysely<any>;

export const isPostgres = (db: MigrationDb) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * Triggers that move the base-data counter (migration 0016) on every write to `table`: once per transaction on
 * PostgreSQL (a deferred constraint trigger), once per row on SQLite. Migration 0042 recreates the PostgreSQL
 * triggers it finds with a condition true for a transaction's first row only: a migration after it that counts a
 * new table adds that condition too.
 */
export async function countBaseDataWrites(db: MigrationDb, table: string): Promise<void> {
  if (isPostgres(db)) {
    await sql`create constraint trigger ${sql.id(`${table}_base_data_version`)}
      after insert or update or delete on ${sql.table(table)}
      deferrable initially deferred for each row execute function bump_base_data_version()`.execute(db);
    return;
  }
  for (const operation of ['insert', 'update', 'delete'])
    await sql`create trigger ${sql.id(`${table}_base_data_${operation}`)}
      after ${sql.raw(operation)} on ${sql.table(table)}
      begin update data_versions set version = version + 1 where name = 'base'; end`.execute(db);
}
