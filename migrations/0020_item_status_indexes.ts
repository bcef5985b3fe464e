import { createIndex } from './tables.js';
import type { MigrationDb } from './util.js';

/** Line tables with a line status, whose by-item views answer counts per status (`tags`). */
const LINES = ['purchase_order_lines', 'sales_order_lines', 'manufacturing_order_lines'] as const;

/**
 * The by-item views count their scope's lines per status on every read: with the status in the (item_id,
 * warehouse_id) index of migration 0014 those counts come from the index alone, without visiting a line. The wider
 * index serves everything the narrower one did, so it replaces it.
 */
export async function up(db: MigrationDb): Promise<void> {
  for (const table of LINES) {
    await createIndex(db, `${table}_item_warehouse_status`, table, ['item_id', 'warehouse_id', 'status']);
    await db.schema.dropIndex(`${table}_item_warehouse`).execute();
  }
}
