import { CUSTOM, createIndex, createTable, ID, TIMESTAMPS } from './tables.js';
import type { MigrationDb } from './util.js';

const ACTIVE = "text not null default 'Active'";
const NUMBER = 'text not null unique';

/**
 * Master data. Numbers are unique and case-sensitive (binary collation on both databases). References are
 * foreign keys without cascade, so the database refuses to delete a master still in use.
 * `custom` holds custom-column values as a JSON object on the tables that support them.
 */
export async function up(db: MigrationDb): Promise<void> {
  await createTable(db, 'units', { id: ID, name: 'text not null unique', description: 'text' });

  await createTable(db, 'items', {
    id: ID,
    number: NUMBER,
    description: "text not null default ''",
    type: "text not null default ''",
    unit: "text not null default ''",
    status: ACTIVE,
    partner_id: 'text',
    weight: 'double precision',
    weight_unit: 'text',
    ...CUSTOM,
    ...TIMESTAMPS,
  });

  await createTable(
    db,
    'sub_items',
    {
      id: ID,
      number: 'text not null',
      item_id: 'integer not null references items.id',
      description: 'text',
      status: ACTIVE,
    },
    { unique: { sub_items_item_number: ['item_id', 'number'] } },
  );

  await createTable(db, 'suppliers', {
    id: ID,
    number: NUMBER,
    name: 'text not null',
    status: ACTIVE,
    partner_id: 'text',
  });

  await createTable(db, 'ship_froms', {
    id: ID,
    number: NUMBER,
    name: 'text not null',
    address: "text not null default ''",
    status: ACTIVE,
    supplier_id: 'integer not null references suppliers.id',
    partner_id: 'text',
  });

  await createTable(db, 'customers', {
    id: ID,
    number: NUMBER,
    name: 'text not null',
    status: ACTIVE,
    partner_id: 'text',
  });

  await createTable(db, 'ship_tos', {
    id: ID,
    number: NUMBER,
    name: 'text not null',
    customer_id: 'integer not null references customers.id',
    address: 'text',
    status: ACTIVE,
  });

  await createTable(db, 'warehouses', {
    id: ID,
    number: NUMBER,
    name: 'text not null',
    address: 'text',
    status: ACTIVE,
  });

  await createTable(db, 'supplier_allocations', {
    id: ID,
    item_id: 'integer not null references items.id',
    supplier_id: 'integer not null references suppliers.id',
    ship_from_id: 'integer references ship_froms.id',
    allocation_percent: 'double precision',
    lead_time_days: 'integer',
    minimum_order_quantity: 'double precision',
    order_multiple: 'double precision',
    unit_price: 'double precision',
  });

  await createTable(
    db,
    'external_items',
    {
      id: ID,
      item_id: 'integer not null references items.id',
      external_number: 'text not null',
      external_system: 'text not null',
      external_description: 'text',
      status: ACTIVE,
      metadata: "text not null default '{}'",
    },
    { unique: { external_items_system_number: ['external_system', 'external_number'] } },
  );

  await createTable(db, 'boms', {
    id: ID,
    number: NUMBER,
    item_id: 'integer not null references items.id',
    status: ACTIVE,
    ...TIMESTAMPS,
  });

  await createTable(db, 'bom_lines', {
    id: ID,
    bom_id: 'integer not null references boms.id on delete cascade',
    component_item_id: 'integer not null references items.id',
    quantity: 'double precision not null',
    unit: 'text',
  });
  await createIndex(db, 'bom_lines_bom', 'bom_lines', ['bom_id']);

  for (const [table, column] of [
    ['sub_items', 'item_id'],
    ['ship_froms', 'supplier_id'],
    ['ship_tos', 'customer_id'],
    ['supplier_allocations', 'item_id'],
    ['external_items', 'item_id'],
    ['boms', 'item_id'],
    ['bom_lines', 'component_item_id'],
  ] as const)
    await createIndex(db, `${table}_${column}`, table, [column]);
}
