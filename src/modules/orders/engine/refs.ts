import { sql } from 'kysely';
import { badRequest, type EntityWith } from '../../../core/errors.js';
import type { LooseDb, RefKind } from './types.js';

interface RefSpec {
  table: string;
  /** Error-code prefix of its NotFound answer. */
  entity: EntityWith<'NotFound', 400>;
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

/** Id and number of the records of `kind` whose `by` is one of `values` (no query for none). */
async function idNumberRows(db: LooseDb, kind: RefKind, by: 'id' | 'number', values: (string | number)[]) {
  const wanted = distinct(values);
  if (wanted.length === 0) return [];
  return db.selectFrom(REFS[kind].table).select(['id', 'number']).where(by, 'in', wanted).execute();
}

/** Number → id of the records of `kind` named by `numbers` (those that exist). */
export async function idsByNumber(
  db: LooseDb,
  kind: RefKind,
  numbers: string[],
): Promise<Map<string, number>> {
  const rows = await idNumberRows(db, kind, 'number', numbers);
  return new Map(rows.map((r) => [String(r.number), Number(r.id)]));
}

/** Id → number of the records of `kind` with `ids`. */
export async function numbersById(db: LooseDb, kind: RefKind, ids: number[]): Promise<Map<number, string>> {
  const rows = await idNumberRows(db, kind, 'id', ids);
  return new Map(rows.map((r) => [Number(r.id), String(r.number)]));
}

/**
 * Id, number and item of the sub-items or BOMs whose `by` is one of `values` (no query for none); `activeOnly`:
 * only Active ones, oldest first.
 */
async function itemRows(
  db: LooseDb,
  table: 'sub_items' | 'boms',
  by: 'item_id' | 'number',
  values: (string | number)[],
  activeOnly = false,
) {
  const wanted = distinct(values);
  if (wanted.length === 0) return [];
  let query = db.selectFrom(table).select(['id', 'number', 'item_id']).where(by, 'in', wanted);
  if (activeOnly) query = query.where('status', '=', 'Active').orderBy('id');
  return query.execute();
}

/** Sub-items are numbered per item: key `${itemId}:${number}` → id. */
export async function subItemIds(db: LooseDb, itemIds: number[]): Promise<Map<string, number>> {
  const rows = await itemRows(db, 'sub_items', 'item_id', itemIds);
  return new Map(rows.map((r) => [`${Number(r.item_id)}:${String(r.number)}`, Number(r.id)]));
}

export interface BomRow {
  id: number;
  number: string;
  itemId: number;
}

export async function bomsByNumber(db: LooseDb, numbers: string[]): Promise<Map<string, BomRow>> {
  const rows = await itemRows(db, 'boms', 'number', numbers);
  return new Map(
    rows.map((r) => [
      String(r.number),
      { id: Number(r.id), number: String(r.number), itemId: Number(r.item_id) },
    ]),
  );
}

/** Each item's Active BOM (the oldest when several are active): the default BOM of a manufacturing line. */
export async function activeBoms(db: LooseDb, itemIds: number[]): Promise<Map<number, BomRow>> {
  const rows = await itemRows(db, 'boms', 'item_id', itemIds, true);
  const byItem = new Map<number, BomRow>();
  for (const r of rows) {
    const itemId = Number(r.item_id);
    if (!byItem.has(itemId)) byItem.set(itemId, { id: Number(r.id), number: String(r.number), itemId });
  }
  return byItem;
}

/** How order validation finds master records by number: live queries, or maps loaded once for a whole batch. */
export interface RefLookup {
  ids(kind: RefKind, numbers: string[]): Promise<Map<string, number>>;
  subItems(itemIds: number[]): Promise<Map<string, number>>;
  boms(numbers: string[]): Promise<Map<string, BomRow>>;
  activeBoms(itemIds: number[]): Promise<Map<number, BomRow>>;
}

/** One query per question: the create and update endpoints. */
export const liveLookup = (db: LooseDb): RefLookup => ({
  ids: (kind, numbers) => idsByNumber(db, kind, numbers),
  subItems: (itemIds) => subItemIds(db, itemIds),
  boms: (numbers) => bomsByNumber(db, numbers),
  activeBoms: (itemIds) => activeBoms(db, itemIds),
});

const QUERY_CHUNK = 5000;

/**
 * liveLookup for one order whose numbers are known up front (`wanted`, per kind): the first question reads every
 * kind's records in one UNION ALL statement instead of one query per kind; later questions answer from it. A kind
 * or number not announced, sub-items and BOMs ask the database as liveLookup does. Validation still asks in its
 * own order, so its answers (and the first error) are the same.
 */
export function prefetchLookup(db: LooseDb, wanted: Map<RefKind, Set<string>>): RefLookup {
  const live = liveLookup(db);
  const kinds = [...wanted].filter(([, numbers]) => numbers.size > 0);
  const count = kinds.reduce((sum, [, numbers]) => sum + numbers.size, 0);
  if (kinds.length < 2 || count > QUERY_CHUNK) return live;
  let read: Promise<Map<RefKind, Map<string, number>>> | undefined;
  const readAll = async () => {
    const parts = kinds.map(
      ([kind, numbers]) =>
        sql`select ${sql.lit(kind)} as kind, id, number from ${sql.table(REFS[kind].table)} where number in (${sql.join([...numbers])})`,
    );
    const { rows } = await sql<{ kind: RefKind; id: number; number: string }>`${sql.join(
      parts,
      sql` union all `,
    )}`.execute(db);
    const found = new Map<RefKind, Map<string, number>>(kinds.map(([kind]) => [kind, new Map()]));
    for (const row of rows) found.get(row.kind)!.set(String(row.number), Number(row.id));
    return found;
  };
  return {
    ...live,
    ids: async (kind, numbers) => {
      const set = wanted.get(kind);
      if (!set || set.size === 0 || !numbers.every((n) => set.has(n))) return live.ids(kind, numbers);
      read ??= readAll();
      const known = (await read).get(kind)!;
      const out = new Map<string, number>();
      for (const n of numbers) {
        const id = known.get(n);
        if (id !== undefined) out.set(n, id);
      }
      return out;
    },
  };
}

async function chunked<K, V>(keys: K[], load: (part: K[]) => Promise<Map<K, V>>): Promise<Map<K, V>> {
  const all = new Map<K, V>();
  for (let i = 0; i < keys.length; i += QUERY_CHUNK)
    for (const [k, v] of await load(keys.slice(i, i + QUERY_CHUNK))) all.set(k, v);
  return all;
}

/**
 * A lookup answering from sets read once for a batch of orders (every number the batch names, per kind): the
 * same validation as liveLookup with a handful of queries instead of several per order.
 */
export async function batchLookup(
  db: LooseDb,
  wanted: { ids: Map<RefKind, Set<string>>; boms: Set<string> },
): Promise<RefLookup> {
  const ids = new Map<RefKind, Map<string, number>>();
  for (const [kind, numbers] of wanted.ids)
    ids.set(kind, await chunked([...numbers], (part) => idsByNumber(db, kind, part)));
  const items = [...(ids.get('item')?.values() ?? [])];
  const subItems = new Map<string, number>();
  for (let i = 0; i < items.length; i += QUERY_CHUNK)
    for (const [k, v] of await subItemIds(db, items.slice(i, i + QUERY_CHUNK))) subItems.set(k, v);
  const boms = await chunked([...wanted.boms], (part) => bomsByNumber(db, part));
  const active = await chunked(items, (part) => activeBoms(db, part));
  const pick = <K, V>(map: Map<K, V>, keys: K[]) => {
    const out = new Map<K, V>();
    for (const k of keys) {
      const v = map.get(k);
      if (v !== undefined) out.set(k, v);
    }
    return out;
  };
  return {
    ids: async (kind, numbers) => {
      const known = ids.get(kind);
      // A kind the batch did not announce: ask the database (never answer "not found" by omission).
      return known ? pick(known, numbers) : idsByNumber(db, kind, numbers);
    },
    // Keyed by item id and number: the whole set answers for any of the batch's items.
    subItems: async () => subItems,
    boms: async (numbers) =>
      numbers.every((n) => wanted.boms.has(n)) ? pick(boms, numbers) : bomsByNumber(db, numbers),
    activeBoms: async (itemIds) => pick(active, itemIds),
  };
}
