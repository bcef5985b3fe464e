import { type MigrationDb, notNull, withId } from './util.js';

/**
 * Master data. Numbers are unique and case-sensitive (binary collation on both databases). References are
 * foreign keys without cascade, so the database refuses to delete a master still in use.
 * `custom` holds custom-column values as a JSON object on the tables that support them.
 */
export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('units'))
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('description', 'text')
    .execute();

  await withId(db, db.schema.createTable('items'))
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('type', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('unit', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('Active'))
    .addColumn('partner_id', 'text')
    .addColumn('weight', 'double precision')
    .addColumn('weight_unit', 'text')
    .addColumn('custom', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .execute();

  await withId(db, db.schema.createTable('sub_items'))
    .addColumn('number', 'text', notNull)
    .addColumn('item_id', 'integer', (c) => c.notNull().references('items.id'))
    .addColumn('description', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('Active'))
    .addUniqueConstraint('sub_items_item_number', ['item_id', 'number'])
    .execute();

  await withId(db, db.schema.createTable('suppliers'))
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', notNull)
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('Active'))
    .addColumn('partner_id', 'text')
    .execute();

  await withId(db, db.schema.createTable('ship_froms'))
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', notNull)
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('Active'))
    .addColumn('supplier_id', 'integer', (c) => c.notNull().references('suppliers.id'))
    .addColumn('partner_id', 'text')
    .execute();

  await withId(db, db.schema.createTable('customers'))
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', notNull)
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('Active'))
    .addColumn('partner_id', 'text')
    .execute();

  await withId(db, db.schema.createTable('ship_tos'))
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', notNull)
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('address', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('Active'))
    .execute();

  await withId(db, db.schema.createTable('warehouses'))
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', notNull)
    .addColumn('address', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('Active'))
    .execute();

  await withId(db, db.schema.createTable('supplier_allocations'))
    .addColumn('item_id', 'integer', (c) => c.notNull().references('items.id'))
    .addColumn('supplier_id', 'integer', (c) => c.notNull().references('suppliers.id'))
    .addColumn('ship_from_id', 'integer', (c) => c.references('ship_froms.id'))
    .addColumn('allocation_percent', 'double precision')
    .addColumn('lead_time_days', 'integer')
    .addColumn('minimum_order_quantity', 'double precision')
    .addColumn('order_multiple', 'double precision')
    .addColumn('unit_price', 'double precision')
    .execute();

  await withId(db, db.schema.createTable('external_items'))
    .addColumn('item_id', 'integer', (c) => c.notNull().references('items.id'))
    .addColumn('external_number', 'text', notNull)
    .addColumn('external_system', 'text', notNull)
    .addColumn('external_description', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('Active'))
    .addColumn('metadata', 'text', (c) => c.notNull().defaultTo('{}'))
    .addUniqueConstraint('external_items_system_number', ['external_system', 'external_number'])
    .execute();

  await withId(db, db.schema.createTable('boms'))
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('item_id', 'integer', (c) => c.notNull().references('items.id'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('Active'))
    .addColumn('created_at', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .execute();

  await withId(db, db.schema.createTable('bom_lines'))
    .addColumn('bom_id', 'integer', (c) => c.notNull().references('boms.id').onDelete('cascade'))
    .addColumn('component_item_id', 'integer', (c) => c.notNull().references('items.id'))
    .addColumn('quantity', 'double precision', notNull)
    .addColumn('unit', 'text')
    .execute();
  await db.schema.createIndex('bom_lines_bom').on('bom_lines').column('bom_id').execute();

  for (const [table, column] of [
    ['sub_items', 'item_id'],
    ['ship_froms', 'supplier_id'],
    ['ship_tos', 'customer_id'],
    ['supplier_allocations', 'item_id'],
    ['external_items', 'item_id'],
    ['boms', 'item_id'],
    ['bom_lines', 'component_item_id'],
  ] as const) {
    await db.schema.createIndex(`${table}_${column}`).on(table).column(column).execute();
  }
}
