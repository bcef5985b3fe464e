import { sql } from 'kysely';
import type { MigrationDb } from './util.js';

/**
 * The list engine sorts text naturally (src/core/list/engine.ts, naturalTerms): the text before its trailing number
 * case-folded, then that number's digits without leading zeros by length and as text, then `lower(x)`, `x`, id. The
 * default-sort indexes of migrations 0014, 0018, 0021 and 0029 are rebuilt under their names with those terms in
 * front, so a first page still walks its index in order and stops, on both databases.
 */
const INDEXES = [
  ['purchase_orders_number_sort', 'purchase_orders', 'number'],
  ['sales_orders_number_sort', 'sales_orders', 'number'],
  ['manufacturing_orders_number_sort', 'manufacturing_orders', 'number'],
  ['forecasts_number_sort', 'forecasts', 'number'],
  ['transfer_orders_number_sort', 'transfer_orders', 'number'],
  ['items_number_sort', 'items', 'number'],
  ['plan_skus_default_sort', 'plan_skus', 'item_number'],
  ['plan_orders_default_sort', 'plan_orders', 'order_number'],
] as const;

export async function up(db: MigrationDb): Promise<void> {
  for (const [name, table, column] of INDEXES) {
    const ref = sql.ref(column);
    const stem = sql`rtrim(${ref}, '0123456789')`;
    const number = sql`ltrim(substr(${ref}, length(${stem}) + 1), '0')`;
    await sql`drop index ${sql.id(name)}`.execute(db);
    await sql`create index ${sql.id(name)} on ${sql.table(table)} (lower(${stem}), length(${number}), ${number}, lower(${ref}), ${ref}, id)`.execute(
      db,
    );
  }
}
