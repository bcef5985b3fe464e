import { sql } from 'kysely';
import type { MigrationDb } from './util.js';

/**
 * forecast_lines' customer index (migration 0003) serves lookups of a customer's lines (`customer_id = ?`: the
 * foreign key's check when a customer is deleted). Most lines name no customer (every statistical line, planning.md
 * part 6), and each of them still took an entry at insert. The index is rebuilt under its name over the lines that
 * name one: both databases answer `customer_id = ?` from a partial index whose condition is `is not null`.
 */
export async function up(db: MigrationDb): Promise<void> {
  await sql`drop index forecast_lines_customer_id`.execute(db);
  await sql`create index forecast_lines_customer_id on forecast_lines (customer_id) where customer_id is not null`.execute(
    db,
  );
}
