import { type MigrationDb, notNull, withId } from './util.js';

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
  await withId(db, db.schema.createTable('item_distributions'))
    .addColumn('item_id', 'integer', (c) => c.notNull().references('items.id'))
    .addColumn('from_warehouse_id', 'integer', (c) => c.notNull().references('warehouses.id'))
    .addColumn('to_warehouse_id', 'integer', (c) => c.notNull().references('warehouses.id'))
    .addColumn('lead_time_days', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('minimum_quantity', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('multiple', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('Active'))
    .addColumn('custom', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .addUniqueConstraint('item_distributions_item_to', ['item_id', 'to_warehouse_id'])
    .execute();
  // Deleting a warehouse looks for the distributions naming it (the unique index serves item and To).
  for (const column of ['from_warehouse_id', 'to_warehouse_id'])
    await db.schema
      .createIndex(`item_distributions_${column}`)
      .on('item_distributions')
      .column(column)
      .execute();

  const user = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (!user)
    await db
      .insertInto('change_tracking_settings')
      .values({ entity_type: 'ItemDistribution', enabled: 1 })
      .execute();
}
