import { badRequest } from '../../../core/errors.js';
import type { LooseDb, RefKind } from './types.js';

interface RefSpec {
  table: string;
  /** Error-code prefix of its NotFound answer. */
  entity: string;
  /** Words of the message: "{label} {number} not found in {master}". */
  label: string;
  master: string;
  /** Column shown as the record's name in views. */
  nameColumn: string;
}

export const REFS: Record<RefKind, RefSpec> = {
  supplier: {
    table: 'suppliers',
    entity: 'SupplierMaster',
    label: 'Supplier',
    master: 'Supplier Master',
    nameColumn: 'name',
  },
  customer: {
    table: 'customers',
    entity: 'CustomerMaster',
    label: 'Customer',
    master: 'Customer Master',
    nameColumn: 'name',
  },
  warehouse: {
    table: 'warehouses',
    entity: 'WarehouseMaster',
    label: 'Warehouse',
    master: 'Warehouse Master',
    nameColumn: 'name',
  },
  shipFrom: {
    table: 'ship_froms',
    entity: 'ShipFromMaster',
    label: 'Ship From',
    master: 'Ship From Master',
    nameColumn: 'name',
  },
  shipTo: {
    table: 'ship_tos',
    entity: 'ShipToMaster',
    label: 'Ship To',
    master: 'Ship To Master',
    nameColumn: 'name',
  },
  item: {
    table: 'items',
    entity: 'ItemMaster',
    label: 'Item',
    master: 'Item Master',
    nameColumn: 'description',
  },
  subItem: {
    table: 'sub_items',
    entity: 'SubItemMaster',
    label: 'Sub Item',
    master: 'Sub Item Master',
    nameColumn: 'description',
  },
  bom: {
    table: 'boms',
    entity: 'BillOfMaterials',
    label: 'BOM',
    master: 'Bill of Materials',
    nameColumn: 'number',
  },
};

export const refNotFound = (kind: RefKind, number: string, suffix = '') =>
  badRequest(
    `${REFS[kind].entity}.NotFound`,
    `${REFS[kind].label} ${number} not found in ${REFS[kind].master}${suffix}`,
  );

const distinct = <T>(values: T[]) => [...new Set(values)];

/** Number → id of the records of `kind` named by `numbers` (those that exist). */
export async function idsByNumber(
  db: LooseDb,
  kind: RefKind,
  numbers: string[],
): Promise<Map<string, number>> {
  const wanted = distinct(numbers);
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom(REFS[kind].table)
    .select(['id', 'number'])
    .where('number', 'in', wanted)
    .execute();
  return new Map(rows.map((r) => [String(r.number), Number(r.id)]));
}

/** Id → number of the records of `kind` with `ids`. */
export async function numbersById(db: LooseDb, kind: RefKind, ids: number[]): Promise<Map<number, string>> {
  const wanted = distinct(ids);
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom(REFS[kind].table)
    .select(['id', 'number'])
    .where('id', 'in', wanted)
    .execute();
  return new Map(rows.map((r) => [Number(r.id), String(r.number)]));
}

/** Sub-items are numbered per item: key `${itemId}:${number}` → id. */
export async function subItemIds(db: LooseDb, itemIds: number[]): Promise<Map<string, number>> {
  const wanted = distinct(itemIds);
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom('sub_items')
    .select(['id', 'number', 'item_id'])
    .where('item_id', 'in', wanted)
    .execute();
  return new Map(rows.map((r) => [`${Number(r.item_id)}:${String(r.number)}`, Number(r.id)]));
}

export interface BomRow {
  id: number;
  number: string;
  itemId: number;
}

export async function bomsByNumber(db: LooseDb, numbers: string[]): Promise<Map<string, BomRow>> {
  const wanted = distinct(numbers);
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom('boms')
    .select(['id', 'number', 'item_id'])
    .where('number', 'in', wanted)
    .execute();
  return new Map(
    rows.map((r) => [
      String(r.number),
      { id: Number(r.id), number: String(r.number), itemId: Number(r.item_id) },
    ]),
  );
}

/** Each item's Active BOM (the oldest when several are active): the default BOM of a manufacturing line. */
export async function activeBoms(db: LooseDb, itemIds: number[]): Promise<Map<number, BomRow>> {
  const wanted = distinct(itemIds);
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom('boms')
    .select(['id', 'number', 'item_id'])
    .where('item_id', 'in', wanted)
    .where('status', '=', 'Active')
    .orderBy('id')
    .execute();
  const byItem = new Map<number, BomRow>();
  for (const r of rows) {
    const itemId = Number(r.item_id);
    if (!byItem.has(itemId)) byItem.set(itemId, { id: Number(r.id), number: String(r.number), itemId });
  }
  return byItem;
}
