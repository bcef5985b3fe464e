import { sql } from 'kysely';
import { createIndex } from './tables.js';
import type { MigrationDb } from './util.js';

const HEADERS = ['purchase_orders', 'sales_orders', 'manufacturing_orders', 'forecasts'] as const;
const LINES = [
  'purchase_order_lines',
  'sales_order_lines',
  'manufacturing_order_lines',
  'forecast_lines',
] as const;

/**
 * Indexes the views' SQL can use (issue 12), the same on both databases:
 * - each order list and details view sorts by the order number, text compared case-insensitively first, then
 *   exactly, then by id: `(lower(number), number, id)` serves that ORDER BY read forwards or backwards, so the
 *   first page reads 50 index entries instead of sorting the table;
 * - the by-item views are scoped to one item and optionally one warehouse: `(item_id, warehouse_id)` serves both
 *   (a lone warehouse_id index matched ten times more rows than the item, and the planner could pick it); it
 *   replaces the item_id index of migration 0003.
 */
export async function up(db: MigrationDb): Promise<void> {
  for (const table of HEADERS)
    await sql`create index ${sql.id(`${table}_number_sort`)} on ${sql.table(table)} (lower(number), number, id)`.execute(
      db,
    );
  for (const table of LINES) {
    await createIndex(db, `${table}_item_warehouse`, table, ['item_id', 'warehouse_id']);
    // Its first column serves every lookup by item alone, so the single-column index only costs writes.
    await db.schema.dropIndex(`${table}_item_id`).execute();
  }
}
