import { sql } from 'kysely';
import type { MigrationDb } from './util.js';

/**
 * The planning views' default-sort indexes of migration 0012 began with `case when x is null then 1 else 0 end`, the
 * list engine's former way of sorting nulls last. It now says `nulls last` on the sort term itself, and not at all
 * for a column that cannot be null (these three cannot): the same indexes without that leading term match the
 * ORDER BY again, so a first page still reads its rows in index order and stops.
 */
export async function up(db: MigrationDb): Promise<void> {
  const indexes = [
    ['plan_skus_default_sort', 'plan_skus', sql`lower(item_number), item_number, id`],
    ['plan_orders_default_sort', 'plan_orders', sql`lower(order_number), order_number, id`],
    ['plan_exceptions_default_sort', 'plan_exceptions', sql`exception_date, id`],
  ] as const;
  for (const [name, table, columns] of indexes) {
    await sql`drop index ${sql.id(name)}`.execute(db);
    await sql`create index ${sql.id(name)} on ${sql.table(table)} (${columns})`.execute(db);
  }
}
