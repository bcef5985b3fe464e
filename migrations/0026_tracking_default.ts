import { addColumns, createIndex } from './tables.js';
import type { MigrationDb } from './util.js';

/** The entity types specification 2.13 lets a Superuser track, as of this migration. */
const TRACKED = [
  'PurchaseOrderList',
  'PurchaseOrderDetails',
  'SalesOrderList',
  'SalesOrderDetails',
  'ManufacturingOrderList',
  'ForecastList',
  'Inventory',
  'ItemMaster',
  'SupplierMaster',
  'CustomerMaster',
  'WarehouseMaster',
];

/**
 * Contract part 7: change tracking is on by default for a new database (one without users yet: the bootstrap
 * creates the first after the migrations), while an existing database keeps its settings. The audit log gets
 * `entity_number`, the record's number or name (PO List Number, Item Number…), filled by every write from now on,
 * so a record's history can be found by the number people know; indexed for that lookup.
 */
export async function up(db: MigrationDb): Promise<void> {
  await addColumns(db, 'audit_log', { entity_number: 'text' });
  await createIndex(db, 'audit_log_entity_number', 'audit_log', ['entity_number']);
  const user = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  const configured = await db
    .selectFrom('change_tracking_settings')
    .select('entity_type')
    .limit(1)
    .executeTakeFirst();
  if (user || configured) return;
  await db
    .insertInto('change_tracking_settings')
    .values(TRACKED.map((entity_type) => ({ entity_type, enabled: 1 })))
    .execute();
}
