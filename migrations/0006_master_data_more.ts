import { sql } from 'kysely';
import { addColumns } from './tables.js';
import type { MigrationDb } from './util.js';

/**
 * Master data additions: `version` on items and BOMs counts their writes and yields the ETag of contract part 4;
 * at most one Active BOM per item is enforced by a partial unique index, so two concurrent writers cannot
 * both succeed.
 */
export async function up(db: MigrationDb): Promise<void> {
  for (const table of ['items', 'boms'])
    await addColumns(db, table, { version: 'integer not null default 1' });
  await db.schema
    .createIndex('boms_one_active_per_item')
    .on('boms')
    .column('item_id')
    .unique()
    .where(sql<boolean>`status = 'Active'`)
    .execute();
}
