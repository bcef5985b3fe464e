import { sql } from 'kysely';
import { orderLine } from './0003_orders.js';
import { CUSTOM, createIndex, createTable, ID, TIMESTAMPS } from './tables.js';
import { countBaseDataWrites, isPostgres, type MigrationDb } from './util.js';

const HEADER = 'transfer_orders';
const LINES = 'transfer_order_lines';

/**
 * Transfer orders (planning.md part 5), the fifth order type, built as the purchase tables are:
 * - `transfer_orders`: the header with `from_warehouse_id` (the shipping warehouse); its unique number is
 *   `transfer_orders_number_key`, as migration 0003 names the other headers' (the engine answers AlreadyExists by it).
 * - `transfer_order_lines`: `warehouse_id` is the receiving warehouse; `ship_date` and `receipt_date` are planning's
 *   demand date at From and supply date at the receiving warehouse.
 * - The indexes of the purchase tables as they stand after migrations 0003, 0014, 0019 and 0020: lines by order, by
 *   item, warehouse and status (by-item views and their tags), by the masters they reference; headers by
 *   number (sort), by order date (both directions on PostgreSQL) and by From warehouse and date.
 * - The base-data counter's triggers of migration 0016 (planning and scenarios read transfer orders).
 * - The `Transfer` numbering row (migration 0024 made it already; added if a database lacks it).
 * - Change tracking of both entity types on in a new database, as migration 0026 did for the others.
 */
export async function up(db: MigrationDb): Promise<void> {
  await createTable(
    db,
    HEADER,
    {
      id: ID,
      number: 'text not null',
      status: 'text not null',
      order_date: 'text',
      from_warehouse_id: 'integer not null references warehouses.id',
      ...CUSTOM,
      version: 'integer not null default 1',
      ...TIMESTAMPS,
    },
    { unique: { [`${HEADER}_number_key`]: ['number'] } },
  );
  await createTable(db, LINES, {
    ...orderLine(HEADER),
    quantity: 'double precision not null',
    status: 'text not null',
    ship_date: 'text',
    receipt_date: 'text',
    ...CUSTOM,
  });

  for (const column of ['order_id', 'warehouse_id'])
    await createIndex(db, `${LINES}_${column}`, LINES, [column]);
  await createIndex(db, `${LINES}_item_warehouse_status`, LINES, ['item_id', 'warehouse_id', 'status']);
  await sql`create index ${sql.id(`${HEADER}_number_sort`)} on ${sql.table(HEADER)} (lower(number), number, id)`.execute(
    db,
  );
  const date = isPostgres(db) ? sql`order_date desc nulls last, id desc` : sql`order_date, id`;
  await sql`create index ${sql.id(`${HEADER}_from_warehouse_id_order_date`)} on ${sql.table(HEADER)} (from_warehouse_id, ${date})`.execute(
    db,
  );
  await sql`create index ${sql.id(`${HEADER}_order_date`)} on ${sql.table(HEADER)} (${date})`.execute(db);
  if (isPostgres(db))
    await sql`create index ${sql.id(`${HEADER}_order_date_asc`)} on ${sql.table(HEADER)} (order_date, id)`.execute(
      db,
    );

  for (const table of [HEADER, LINES]) await countBaseDataWrites(db, table);

  const numbering = await db
    .selectFrom('numbering')
    .select('order_type')
    .where('order_type', '=', 'Transfer')
    .executeTakeFirst();
  if (!numbering)
    await db
      .insertInto('numbering')
      .values({ order_type: 'Transfer', prefix: 'TO-', digits: 6, next: 1 })
      .execute();

  // A new database (no user yet: the bootstrap creates the first after the migrations) tracks every entity type.
  const user = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (!user)
    for (const entity_type of ['TransferOrderList', 'TransferOrderDetails']) {
      const row = await db
        .selectFrom('change_tracking_settings')
        .select('entity_type')
        .where('entity_type', '=', entity_type)
        .executeTakeFirst();
      if (!row) await db.insertInto('change_tracking_settings').values({ entity_type, enabled: 1 }).execute();
    }
}
