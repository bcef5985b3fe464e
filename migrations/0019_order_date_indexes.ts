import { sql } from 'kysely';
import { isPostgres, type MigrationDb } from './util.js';

/** Purchase and sales order headers, with the party a list is most often filtered by. */
const HEADERS = [
  { table: 'purchase_orders', party: 'supplier_id' },
  { table: 'sales_orders', party: 'customer_id' },
] as const;

/**
 * Indexes for an order list sorted by its order date (issue 12: "PO list filtered by Supplier Number, sorted by
 * PO List Order Date"), whole or filtered by its supplier or customer, so that a first page reads 50 index
 * entries instead of sorting every matching order. The list engine sorts nulls last in both directions. SQLite
 * walks a plain index either way for that; a PostgreSQL index gives nulls last in one direction only, so there
 * the whole list has one index per direction and the party's list one for newest first (the order a date list
 * is read in; the other direction sorts one party's orders, a few thousand at most). The party-and-date index
 * starts with the party, so it also serves every lookup by party alone and replaces that single-column index.
 */
export async function up(db: MigrationDb): Promise<void> {
  const date = isPostgres(db) ? sql`order_date desc nulls last, id desc` : sql`order_date, id`;
  for (const { table, party } of HEADERS) {
    await sql`create index ${sql.id(`${table}_${party}_order_date`)} on ${sql.table(table)} (${sql.id(party)}, ${date})`.execute(
      db,
    );
    await sql`create index ${sql.id(`${table}_order_date`)} on ${sql.table(table)} (${date})`.execute(db);
    if (isPostgres(db))
      await sql`create index ${sql.id(`${table}_order_date_asc`)} on ${sql.table(table)} (order_date, id)`.execute(
        db,
      );
    await sql`drop index if exists ${sql.id(`${table}_${party}`)}`.execute(db);
  }
}
