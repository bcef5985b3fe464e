import { parseCustomValues } from '../../core/custom/values.js';
import type { Store } from '../../core/db/index.js';
import { getRecord, loadRecord } from './crud.js';
import { externalItemMaster, itemMaster } from './definitions.js';

/**
 * The mapping record, the item it links to (as the item master answers it) and the metadata object the
 * external system sent with the mapping (stored as given).
 */
export async function externalItemDetails(store: Store, id: number) {
  const { record } = await getRecord(store, externalItemMaster, id);
  const row = await store.db
    .selectFrom('external_items')
    .select(['item_id', 'metadata'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const item = await loadRecord(store.db, itemMaster, row.item_id);
  return { ...record, Item: item?.record ?? { id: row.item_id }, Metadata: parseCustomValues(row.metadata) };
}
