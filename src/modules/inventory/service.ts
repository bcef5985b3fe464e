import { type CustomValues, parseCustomValues, resolveCustomValues } from '../../core/custom/values.js';
import { translatingViolations, type ViolationAnswers } from '../../core/db/errors/translate.js';
import type { Executor, Store } from '../../core/db/index.js';
import { inTransaction, nowIso } from '../../core/db/transaction.js';
import { alreadyExists, type ErrorCode, notFound } from '../../core/errors.js';
import {
  type Actor,
  recordCreated,
  recordDeleted,
  recordUpdated,
  registerNumberField,
  type Snapshot,
} from '../../core/events/outbox.js';
import { CUSTOM_VALUE_ERRORS } from '../../core/http/operation-errors.js';

export const ENTITY = 'Inventory';
registerNumberField(ENTITY, 'Item Number');

/** Writable fields of an inventory record; the derived ones (`id`, descriptions) are accepted and ignored. */
export const WRITABLE = [
  'Item Number',
  'Sub Item Number',
  'Warehouse Number',
  'Inventory Quantity',
  'Inventory Safety Stock',
  'Inventory Date',
] as const;
const KNOWN = new Set<string>([...WRITABLE, 'id', 'Item Description', 'Warehouse Name']);

export interface InventoryBody {
  'Item Number'?: string;
  'Sub Item Number'?: string | null;
  'Warehouse Number'?: string;
  'Inventory Quantity'?: number;
  'Inventory Safety Stock'?: number | null;
  'Inventory Date'?: string | null;
  [custom: string]: unknown;
}

export type InventoryRecord = Snapshot & { id: number };

const notFoundById = (id: number) => notFound(ENTITY, `Inventory record #${id} not found`);
const duplicate = () =>
  alreadyExists(
    ENTITY,
    'An inventory record for this Item Number, Sub Item Number and Warehouse Number exists',
  );

/** What `resolveReferences` answers, in its order. */
const REFERENCE_ERRORS = [
  'ItemMaster.NotFound',
  'SubItemMaster.NotFound',
  'WarehouseMaster.NotFound',
] as const satisfies readonly ErrorCode[];

/** The codes each operation below answers (for the OpenAPI description's `x-error-codes`). */
export const INVENTORY_ERRORS = {
  get: [`${ENTITY}.NotFound`],
  create: [...REFERENCE_ERRORS, ...CUSTOM_VALUE_ERRORS, `${ENTITY}.AlreadyExists`],
  update: [`${ENTITY}.NotFound`, ...REFERENCE_ERRORS, ...CUSTOM_VALUE_ERRORS, `${ENTITY}.AlreadyExists`],
  delete: [`${ENTITY}.NotFound`, 'ItemMaster.NotFound'],
} as const satisfies Record<string, readonly ErrorCode[]>;

/** The record in the API's field names, custom values spread under their keys. */
export async function loadInventory(db: Executor, id: number): Promise<InventoryRecord | undefined> {
  const row = await db
    .selectFrom('inventory as inv')
    .innerJoin('items as i', 'i.id', 'inv.item_id')
    .leftJoin('sub_items as s', 's.id', 'inv.sub_item_id')
    .innerJoin('warehouses as w', 'w.id', 'inv.warehouse_id')
    .select([
      'inv.id',
      'i.number as item',
      'i.description',
      's.number as sub_item',
      'w.number as warehouse',
      'w.name as warehouse_name',
      'inv.quantity',
      'inv.safety_stock',
      'inv.date',
      'inv.custom',
    ])
    .where('inv.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    'Item Number': row.item,
    'Item Description': row.description,
    'Sub Item Number': row.sub_item,
    'Warehouse Number': row.warehouse,
    'Warehouse Name': row.warehouse_name,
    'Inventory Quantity': row.quantity,
    'Inventory Safety Stock': row.safety_stock,
    'Inventory Date': row.date,
    ...parseCustomValues(row.custom),
  };
}

/** The record, or 400 Inventory.NotFound. */
export async function getInventory(db: Executor, id: number): Promise<InventoryRecord> {
  const record = await loadInventory(db, id);
  if (!record) throw notFoundById(id);
  return record;
}

/** The audit snapshot: the record without its id. */
const snapshot = ({ id: _id, ...fields }: InventoryRecord): Snapshot => fields;

interface References {
  itemId: number;
  subItemId: number | null;
  warehouseId: number;
}

/** Resolves the numbers to ids in the order the codes are documented: item, sub-item, warehouse. */
async function resolveReferences(
  db: Executor,
  itemNumber: string,
  subItemNumber: string | null,
  warehouseNumber: string,
): Promise<References> {
  const item = await db.selectFrom('items').select('id').where('number', '=', itemNumber).executeTakeFirst();
  if (!item) throw notFound('ItemMaster', `Item ${itemNumber} not found in Item Master`);
  let subItemId: number | null = null;
  if (subItemNumber !== null) {
    const subItem = await db
      .selectFrom('sub_items')
      .select('id')
      .where('number', '=', subItemNumber)
      .where('item_id', '=', item.id)
      .executeTakeFirst();
    if (!subItem)
      throw notFound(
        'SubItemMaster',
        `Sub Item ${subItemNumber} of Item ${itemNumber} not found in Sub Item Master`,
      );
    subItemId = subItem.id;
  }
  const warehouse = await db
    .selectFrom('warehouses')
    .select('id')
    .where('number', '=', warehouseNumber)
    .executeTakeFirst();
  if (!warehouse)
    throw notFound('WarehouseMaster', `Warehouse ${warehouseNumber} not found in Warehouse Master`);
  return { itemId: item.id, subItemId, warehouseId: warehouse.id };
}

async function assertUnique(db: Executor, refs: References, exceptId: number | null): Promise<void> {
  let query = db
    .selectFrom('inventory')
    .select('id')
    .where('item_id', '=', refs.itemId)
    .where('sub_item_key', '=', refs.subItemId ?? 0)
    .where('warehouse_id', '=', refs.warehouseId);
  if (exceptId !== null) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw duplicate();
}

/** Translates the unique key's violation (two concurrent creates of one record) into the documented code. */
const violations: ViolationAnswers<undefined> = { unique: { inventory_item_sub_item_warehouse: duplicate } };

const translatingDuplicates = <T>(store: Store, work: () => Promise<T>): Promise<T> =>
  translatingViolations(store, violations, undefined, work);

const columnsOf = (refs: References, body: InventoryBody, custom: CustomValues) => ({
  item_id: refs.itemId,
  sub_item_id: refs.subItemId,
  sub_item_key: refs.subItemId ?? 0,
  warehouse_id: refs.warehouseId,
  quantity: body['Inventory Quantity'] as number,
  safety_stock: body['Inventory Safety Stock'] ?? null,
  date: body['Inventory Date'] ?? null,
  custom: JSON.stringify(custom),
});

export async function createInventory(
  store: Store,
  body: InventoryBody,
  actor: Actor,
): Promise<InventoryRecord> {
  return translatingDuplicates(store, () =>
    inTransaction(store, async (trx) => {
      const refs = await resolveReferences(
        trx,
        body['Item Number'] as string,
        body['Sub Item Number'] ?? null,
        body['Warehouse Number'] as string,
      );
      const custom = await resolveCustomValues(trx, 'Inventory', body, KNOWN, null);
      await assertUnique(trx, refs, null);
      const now = nowIso();
      const row = await trx
        .insertInto('inventory')
        .values({ ...columnsOf(refs, body, custom), created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      const record = (await loadInventory(trx, row.id)) as InventoryRecord;
      await recordCreated(trx, actor, ENTITY, row.id, snapshot(record));
      return record;
    }),
  );
}

/** Partial update: fields the body leaves out keep their values (a `null` Sub Item Number removes it). */
export async function updateInventory(
  store: Store,
  id: number,
  body: InventoryBody,
  actor: Actor,
): Promise<InventoryRecord> {
  return translatingDuplicates(store, () =>
    inTransaction(store, async (trx) => {
      const locked = await store.dialect
        .forUpdate(trx.selectFrom('inventory').select(['id', 'custom']).where('id', '=', id))
        .executeTakeFirst();
      const before = locked ? await loadInventory(trx, id) : undefined;
      if (!locked || !before) throw notFoundById(id);
      const merged: InventoryBody = { ...before, ...body };
      const refs = await resolveReferences(
        trx,
        merged['Item Number'] as string,
        (merged['Sub Item Number'] as string | null | undefined) ?? null,
        merged['Warehouse Number'] as string,
      );
      const custom = await resolveCustomValues(
        trx,
        'Inventory',
        body,
        KNOWN,
        parseCustomValues(locked.custom),
      );
      await assertUnique(trx, refs, id);
      await trx
        .updateTable('inventory')
        .set({ ...columnsOf(refs, merged, custom), updated_at: nowIso() })
        .where('id', '=', id)
        .execute();
      const after = (await loadInventory(trx, id)) as InventoryRecord;
      await recordUpdated(trx, actor, ENTITY, id, snapshot(before), snapshot(after));
      return after;
    }),
  );
}

/**
 * Deletes the record `id`, or, with `itemId` (specification 4.4), every record of that item across all
 * warehouses instead, in one transaction. The path's record must exist either way. Returns how many went.
 */
export async function deleteInventory(
  store: Store,
  id: number,
  itemId: number | undefined,
  actor: Actor,
): Promise<number> {
  return inTransaction(store, async (trx) => {
    const target = await trx.selectFrom('inventory').select('id').where('id', '=', id).executeTakeFirst();
    if (!target) throw notFoundById(id);
    let ids = [id];
    if (itemId !== undefined) {
      const item = await trx.selectFrom('items').select('id').where('id', '=', itemId).executeTakeFirst();
      if (!item) throw notFound('ItemMaster', `Item #${itemId} not found in Item Master`);
      const rows = await store.dialect
        .forUpdate(trx.selectFrom('inventory').select('id').where('item_id', '=', itemId).orderBy('id'))
        .execute();
      ids = rows.map((r) => r.id);
    }
    for (const recordId of ids) {
      const before = await loadInventory(trx, recordId);
      if (!before) continue;
      await trx.deleteFrom('inventory').where('id', '=', recordId).execute();
      await recordDeleted(trx, actor, ENTITY, recordId, snapshot(before));
    }
    return ids.length;
  });
}
