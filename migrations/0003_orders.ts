import { type Columns, CUSTOM, createIndex, createTable, ID, TIMESTAMPS } from './tables.js';
import type { MigrationDb } from './util.js';

/** The columns every order header starts with. */
const HEADER: Columns = {
  id: ID,
  number: 'text not null unique',
  status: 'text not null',
  ...CUSTOM,
  version: 'integer not null default 1',
  ...TIMESTAMPS,
};
/** The columns every order line starts with: its header (`parent`), item, sub-item and warehouse. */
export const orderLine = (parent: string): Columns => ({
  id: ID,
  order_id: `integer not null references ${parent}.id on delete cascade`,
  item_id: 'integer not null references items.id',
  sub_item_id: 'integer references sub_items.id',
  warehouse_id: 'integer not null references warehouses.id',
});

/** A required reference: the column and the table whose id it holds. */
type Reference = [column: string, table: string];

/**
 * Purchase and sales orders (tables `<order>s`, `<order>_lines`) mirror each other: the header names the partner
 * (supplier, customer), a line the partner's place (ship-from, ship-to), its price, quantity and status, then
 * `lineColumns`.
 */
async function createTradeOrders(
  db: MigrationDb,
  order: string,
  [partner, partners]: Reference,
  [place, places]: Reference,
  lineColumns: Columns,
) {
  await createTable(db, `${order}s`, {
    ...HEADER,
    order_date: 'text',
    [partner]: `integer not null references ${partners}.id`,
  });
  await createTable(db, `${order}_lines`, {
    ...orderLine(`${order}s`),
    [place]: `integer not null references ${places}.id`,
    price: 'double precision',
    quantity: 'double precision not null',
    status: 'text not null',
    ...lineColumns,
  });
}

/**
 * Orders (purchase, sales, manufacturing, forecasts), inventory and ASNs. Lines belong to their header
 * (cascade), while every master and every ASN reference is a plain foreign key, so the database itself refuses
 * to delete what is still in use. `version` counts writes of a header and yields its ETag.
 */
export async function up(db: MigrationDb): Promise<void> {
  await createTradeOrders(
    db,
    'purchase_order',
    ['supplier_id', 'suppliers'],
    ['ship_from_id', 'ship_froms'],
    {
      tracking: 'text',
      order_date: 'text',
      ship_date: 'text',
      eta_date: 'text',
      first_promise_date: 'text',
      request_date: 'text',
      actual_ship_date: 'text',
      actual_delivery_date: 'text',
      unique_id: 'text',
      local: 'text',
      ...CUSTOM,
    },
  );
  await createTradeOrders(db, 'sales_order', ['customer_id', 'customers'], ['ship_to_id', 'ship_tos'], {
    order_date: 'text',
    ship_date: 'text',
    tracking: 'text',
    unique_id: 'text',
    ...CUSTOM,
  });

  await createTable(db, 'manufacturing_orders', { ...HEADER, order_date: 'text' });
  await createTable(db, 'manufacturing_order_lines', {
    ...orderLine('manufacturing_orders'),
    bom_id: 'integer references boms.id',
    quantity: 'double precision not null',
    status: 'text not null',
    start_date: 'text',
    due_date: 'text',
  });

  await createTable(db, 'forecasts', { ...HEADER, name: 'text' });
  await createTable(db, 'forecast_lines', {
    ...orderLine('forecasts'),
    customer_id: 'integer references customers.id',
    date: 'text',
    quantity: 'double precision not null',
  });

  await createTable(
    db,
    'inventory',
    {
      id: ID,
      item_id: 'integer not null references items.id',
      sub_item_id: 'integer references sub_items.id',
      // 0 when there is no sub-item, so the unique key below also covers records without one.
      sub_item_key: 'integer not null default 0',
      warehouse_id: 'integer not null references warehouses.id',
      quantity: 'double precision not null',
      safety_stock: 'double precision',
      date: 'text',
      ...CUSTOM,
      ...TIMESTAMPS,
    },
    { unique: { inventory_item_sub_item_warehouse: ['item_id', 'sub_item_key', 'warehouse_id'] } },
  );

  await createTable(db, 'asns', {
    id: ID,
    number: 'text not null unique',
    po_line_id: 'integer not null references purchase_order_lines.id',
    quantity: 'double precision not null',
    ship_date: 'text',
    eta_date: 'text',
    tracking: 'text',
    ...TIMESTAMPS,
  });

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
  for (const [table, column] of indexes) await createIndex(db, `${table}_${column}`, table, [column]);
}
