import type { CreateTableBuilder } from 'kysely';
import { type MigrationDb, notNull, withId } from './util.js';

/**
 * Orders (purchase, sales, manufacturing, forecasts), inventory and ASNs. Lines belong to their header
 * (cascade), while every master and every ASN reference is a plain foreign key, so the database itself refuses
 * to delete what is still in use. `version` counts writes of a header and yields its ETag.
 */
export async function up(db: MigrationDb): Promise<void> {
  const header = <T extends string>(table: CreateTableBuilder<T, never>) =>
    withId(db, table)
      .addColumn('number', 'text', (c) => c.notNull().unique())
      .addColumn('status', 'text', notNull)
      .addColumn('custom', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('created_at', 'text', notNull)
      .addColumn('updated_at', 'text', notNull);
  const line = <T extends string>(table: CreateTableBuilder<T, never>, parent: string) =>
    withId(db, table)
      .addColumn('order_id', 'integer', (c) => c.notNull().references(`${parent}.id`).onDelete('cascade'))
      .addColumn('item_id', 'integer', (c) => c.notNull().references('items.id'))
      .addColumn('sub_item_id', 'integer', (c) => c.references('sub_items.id'))
      .addColumn('warehouse_id', 'integer', (c) => c.notNull().references('warehouses.id'));

  await header(db.schema.createTable('purchase_orders'))
    .addColumn('order_date', 'text')
    .addColumn('supplier_id', 'integer', (c) => c.notNull().references('suppliers.id'))
    .execute();
  await line(db.schema.createTable('purchase_order_lines'), 'purchase_orders')
    .addColumn('ship_from_id', 'integer', (c) => c.notNull().references('ship_froms.id'))
    .addColumn('price', 'double precision')
    .addColumn('quantity', 'double precision', notNull)
    .addColumn('status', 'text', notNull)
    .addColumn('tracking', 'text')
    .addColumn('order_date', 'text')
    .addColumn('ship_date', 'text')
    .addColumn('eta_date', 'text')
    .addColumn('first_promise_date', 'text')
    .addColumn('request_date', 'text')
    .addColumn('actual_ship_date', 'text')
    .addColumn('actual_delivery_date', 'text')
    .addColumn('unique_id', 'text')
    .addColumn('local', 'text')
    .addColumn('custom', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();

  await header(db.schema.createTable('sales_orders'))
    .addColumn('order_date', 'text')
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .execute();
  await line(db.schema.createTable('sales_order_lines'), 'sales_orders')
    .addColumn('ship_to_id', 'integer', (c) => c.notNull().references('ship_tos.id'))
    .addColumn('price', 'double precision')
    .addColumn('quantity', 'double precision', notNull)
    .addColumn('status', 'text', notNull)
    .addColumn('order_date', 'text')
    .addColumn('ship_date', 'text')
    .addColumn('tracking', 'text')
    .addColumn('unique_id', 'text')
    .addColumn('custom', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();

  await header(db.schema.createTable('manufacturing_orders')).addColumn('order_date', 'text').execute();
  await line(db.schema.createTable('manufacturing_order_lines'), 'manufacturing_orders')
    .addColumn('bom_id', 'integer', (c) => c.references('boms.id'))
    .addColumn('quantity', 'double precision', notNull)
    .addColumn('status', 'text', notNull)
    .addColumn('start_date', 'text')
    .addColumn('due_date', 'text')
    .execute();

  await header(db.schema.createTable('forecasts')).addColumn('name', 'text').execute();
  await line(db.schema.createTable('forecast_lines'), 'forecasts')
    .addColumn('customer_id', 'integer', (c) => c.references('customers.id'))
    .addColumn('date', 'text')
    .addColumn('quantity', 'double precision', notNull)
    .execute();

  await withId(db, db.schema.createTable('inventory'))
    .addColumn('item_id', 'integer', (c) => c.notNull().references('items.id'))
    .addColumn('sub_item_id', 'integer', (c) => c.references('sub_items.id'))
    // 0 when there is no sub-item, so the unique key below also covers records without one.
    .addColumn('sub_item_key', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('warehouse_id', 'integer', (c) => c.notNull().references('warehouses.id'))
    .addColumn('quantity', 'double precision', notNull)
    .addColumn('safety_stock', 'double precision')
    .addColumn('date', 'text')
    .addColumn('custom', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .addUniqueConstraint('inventory_item_sub_item_warehouse', ['item_id', 'sub_item_key', 'warehouse_id'])
    .execute();

  await withId(db, db.schema.createTable('asns'))
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('po_line_id', 'integer', (c) => c.notNull().references('purchase_order_lines.id'))
    .addColumn('quantity', 'double precision', notNull)
    .addColumn('ship_date', 'text')
    .addColumn('eta_date', 'text')
    .addColumn('tracking', 'text')
    .addColumn('created_at', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .execute();

  const indexes: [string, string][] = [
    ['purchase_orders', 'supplier_id'],
    ['sales_orders', 'customer_id'],
    ['inventory', 'warehouse_id'],
    ['asns', 'po_line_id'],
  ];
  for (const table of [
    'purchase_order_lines',
    'sales_order_lines',
    'manufacturing_order_lines',
    'forecast_lines',
  ])
    for (const column of ['order_id', 'item_id', 'warehouse_id']) indexes.push([table, column]);
  indexes.push(['purchase_order_lines', 'ship_from_id'], ['sales_order_lines', 'ship_to_id']);
  indexes.push(['manufacturing_order_lines', 'bom_id'], ['forecast_lines', 'customer_id']);
  for (const [table, column] of indexes)
    await db.schema.createIndex(`${table}_${column}`).on(table).column(column).execute();
}
