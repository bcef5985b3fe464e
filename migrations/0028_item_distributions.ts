import { CUSTOM, createIndex, createTable, ID, TIMESTAMPS } from './tables.js';
import type { MigrationDb } from './util.js';

/**
 * Item distributions (planning.md part 5): a warehouse (`to_warehouse_id`) is replenished with an item from another
 * (`from_warehouse_id`) after `lead_time_days`, in quantities of at least `minimum_quantity` and multiples of
 * `multiple` (0: none). One per item and receiving warehouse (`item_distributions_item_to`), Inactive ones
 * included; `custom` holds custom-column values, `version` counts writes (the ETag).
 *
 * Change tracking is on by default for a new database (contract part 7): a database without users yet (the
 * bootstrap creates the first after the migrations) tracks item distributions too; an existing one keeps its
 * settings.
 */
export async function up(db: MigrationDb): Promise<void> {
  await createTable(
    db,
    'item_distributions',
    {
      id: ID,
      item_id: 'integer not null references items.id',
      from_warehouse_id: 'integer not null references warehouses.id',
      to_warehouse_id: 'integer not null references warehouses.id',
      lead_time_days: 'integer not null default 0',
      minimum_quantity: 'double precision not null default 0',
      multiple: 'double precision not null default 0',
      status: "text not null default 'Active'",
      ...CUSTOM,
      version: 'integer not null default 1',
      ...TIMESTAMPS,
    },
    { unique: { item_distributions_item_to: ['item_id', 'to_warehouse_id'] } },
  );
  // Deleting a warehouse looks for the distributions naming it (the unique index serves item and To).
  for (const column of ['from_warehouse_id', 'to_warehouse_id'])
    await createIndex(db, `item_distributions_${column}`, 'item_distributions', [column]);

  const user = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (!user)
    await db
      .insertInto('change_tracking_settings')
      .values({ entity_type: 'ItemDistribution', enabled: 1 })
      .execute();
}
