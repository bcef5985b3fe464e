import { sql } from 'kysely';
import { isPostgres, type MigrationDb } from './util.js';

/**
 * `data_versions` row `settings` (issue 12): custom-column layouts and change-tracking settings are read by every
 * order write but written rarely, so each instance caches them keyed by this row. Every write to those tables sets
 * it to a value never used before (SQLite: a random 64-bit number; PostgreSQL: the next value of a sequence), so
 * reading the one row tells any instance whether its copy is current, with no message between instances. A value
 * is never reused, not even after a rollback, so a copy read inside a transaction that was rolled back can never be
 * taken for a committed state. The trigger is immediate (a transaction that changes the settings and then records
 * a change sees its own new value); writes to these tables are rare, so the lock on the row is short and seldom
 * contended.
 */
export const SETTINGS_TABLES = ['custom_columns', 'change_tracking_settings'] as const;

export async function up(db: MigrationDb): Promise<void> {
  await db.insertInto('data_versions').values({ name: 'settings', version: 0 }).execute();
  if (isPostgres(db)) {
    await sql`create sequence settings_version_seq`.execute(db);
    await sql`create function bump_settings_version() returns trigger language plpgsql as $$
      begin
        update data_versions set version = nextval('settings_version_seq') where name = 'settings';
        return null;
      end $$`.execute(db);
    for (const table of SETTINGS_TABLES)
      await sql`create trigger ${sql.id(`${table}_settings_version`)}
        after insert or update or delete or truncate on ${sql.table(table)}
        for each statement execute function bump_settings_version()`.execute(db);
    return;
  }
  for (const table of SETTINGS_TABLES)
    for (const operation of ['insert', 'update', 'delete'])
      await sql`create trigger ${sql.id(`${table}_settings_${operation}`)}
        after ${sql.raw(operation)} on ${sql.table(table)}
        begin update data_versions set version = random() where name = 'settings'; end`.execute(db);
}
