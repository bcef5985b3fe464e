/**
 * The order engine's records: an order and its lines loaded from the tables and shaped as the API answers them,
 * their snapshots for events and audit, the not-found and ETag answers, and the answers of a write.
 */
import { parseCustomValues } from '../../../core/custom/values.js';
import type { Store } from '../../../core/db/index.js';
import { conflict, notFound } from '../../../core/errors.js';
import type { Actor } from '../../../core/events/outbox.js';
import { ifMatchAccepts } from '../../../core/http/if-match.js';
import { numbersById } from './refs.js';
import type { ApiRecord, LooseDb, OrderConfig, RefKind } from './types.js';
import { loose } from './types.js';

export interface WriteContext {
  actor: Actor;
  /** The request's If-Match header: the write is refused (412) unless the order still has that ETag. */
  ifMatch?: string;
  /** Set when a queued operation is applied after an integration run: the lock no longer defers it. */
  fromQueue?: boolean;
}

export interface WriteAnswer {
  message: string;
  notification_type: 'Success' | 'Warning';
  id?: number;
}

export interface LoadedLine {
  id: number;
  api: ApiRecord;
  custom: ApiRecord;
}

export interface LoadedOrder {
  id: number;
  version: number;
  api: ApiRecord;
  custom: ApiRecord;
  lines: LoadedLine[];
}

export type Row = Record<string, unknown>;

export const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
export const orderNotFound = (cfg: OrderConfig, id: number) =>
  notFound(cfg.entity, `${cfg.short} #${id} not found`);
export const lineNotFound = (cfg: OrderConfig, id: number, orderId?: number) =>
  notFound(
    cfg.lineEntity,
    `${cfg.lineShort} #${id} not found${orderId === undefined ? '' : ` in ${cfg.short} #${orderId}`}`,
  );

/** A strong ETag naming the order and its version; the version grows with every write of the order. */
export const etagOf = (id: number, version: number) => `"${id}.${version}"`;

export function checkIfMatch(cfg: OrderConfig, id: number, version: number, ifMatch: string | undefined) {
  if (ifMatch === undefined) return;
  const current = etagOf(id, version);
  if (!ifMatchAccepts(ifMatch, current))
    throw conflict(
      cfg.entity,
      `${cfg.short} #${id} was changed since it was read (its ETag is now ${current}); read it again`,
    );
}

/** Locks the header row for the rest of the transaction (PostgreSQL; SQLite has a single writer) and reads it. */
export async function lockHeader(store: Store, db: LooseDb, cfg: OrderConfig, id: number): Promise<Row> {
  const row = await store.dialect
    .forUpdate(db.selectFrom(cfg.headerTable).selectAll().where('id', '=', id))
    .executeTakeFirst();
  if (!row) throw orderNotFound(cfg, id);
  return row;
}

/** lockHeader, then the write's If-Match against the order's current version. */
export async function lockForWrite(
  store: Store,
  db: LooseDb,
  cfg: OrderConfig,
  id: number,
  ifMatch?: string,
) {
  const header = await lockHeader(store, db, cfg, id);
  checkIfMatch(cfg, id, Number(header.version), ifMatch);
  return header;
}

/** The orders of `rows` in API field names, references as numbers. */
export async function loadOrders(db: LooseDb, cfg: OrderConfig, headers: Row[]): Promise<LoadedOrder[]> {
  if (headers.length === 0) return [];
  const lineRows = await db
    .selectFrom(cfg.lineTable)
    .selectAll()
    .where(
      'order_id',
      'in',
      headers.map((h) => Number(h.id)),
    )
    .orderBy('id')
    .execute();
  const names = new Map<RefKind, Map<number, string>>();
  for (const [fields, rows] of [
    [cfg.headerFields, headers],
    [cfg.lineFields, lineRows],
  ] as const)
    for (const f of fields) {
      if (f.kind !== 'ref') continue;
      const ids = rows
        .map((r) => r[f.column])
        .filter((v) => v !== null && v !== undefined)
        .map(Number);
      const found = await numbersById(db, f.ref!, ids);
      const known = names.get(f.ref!) ?? new Map<number, string>();
      for (const [k, v] of found) known.set(k, v);
      names.set(f.ref!, known);
    }
  const toApi = (fields: OrderConfig['headerFields'], row: Row) => {
    const api: ApiRecord = {};
    for (const f of fields) {
      const value = row[f.column];
      if (value === null || value === undefined) api[f.key] = null;
      else if (f.kind === 'ref') api[f.key] = names.get(f.ref!)?.get(Number(value)) ?? null;
      else if (f.kind === 'number') api[f.key] = Number(value);
      else api[f.key] = String(value);
    }
    return api;
  };
  return headers.map((h) => ({
    id: Number(h.id),
    version: Number(h.version),
    api: toApi(cfg.headerFields, h),
    custom: parseCustomValues(h.custom as string),
    lines: lineRows
      .filter((l) => Number(l.order_id) === Number(h.id))
      .map((l) => ({
        id: Number(l.id),
        api: toApi(cfg.lineFields, l),
        custom: cfg.customLine ? parseCustomValues(l.custom as string) : {},
      })),
  }));
}

export async function loadOrder(db: LooseDb, cfg: OrderConfig, header: Row): Promise<LoadedOrder> {
  const [order] = await loadOrders(db, cfg, [header]);
  return order!;
}

/** GET of one order: the create body's field names plus ids, custom values spread in. */
export function orderRecord(cfg: OrderConfig, order: LoadedOrder): ApiRecord {
  return {
    id: order.id,
    [cfg.idField]: order.id,
    ...order.api,
    ...order.custom,
    details: order.lines.map((line) => lineRecord(cfg, line)),
  };
}

export function lineRecord(cfg: OrderConfig, line: LoadedLine): ApiRecord {
  return {
    id: line.id,
    ...(cfg.lineIdField ? { [cfg.lineIdField]: line.id } : {}),
    ...line.api,
    ...line.custom,
  };
}

export const headerSnapshot = (order: LoadedOrder): ApiRecord => ({
  id: order.id,
  ...order.api,
  ...order.custom,
});
export const lineSnapshot = (cfg: OrderConfig, orderId: number, line: LoadedLine): ApiRecord => ({
  id: line.id,
  [cfg.idField]: orderId,
  ...line.api,
  ...line.custom,
});

/** An order's number: the Entity Number of its own and its lines' audit records. */
export const numberOf = (cfg: OrderConfig, order: Pick<LoadedOrder, 'api'>): string | null => {
  const value = order.api[cfg.numberKey];
  return value === null || value === undefined ? null : String(value);
};

export async function getOrder(store: Store, cfg: OrderConfig, id: number) {
  const db = loose(store.db);
  const header = await db.selectFrom(cfg.headerTable).selectAll().where('id', '=', id).executeTakeFirst();
  if (!header) throw orderNotFound(cfg, id);
  const order = await loadOrder(db, cfg, header);
  return { record: orderRecord(cfg, order), etag: etagOf(order.id, order.version) };
}

/** The id of the order a line is in; `lineNotFound` when there is no such line. */
export async function orderIdOfLine(db: LooseDb, cfg: OrderConfig, lineId: number): Promise<number> {
  const line = await db
    .selectFrom(cfg.lineTable)
    .select('order_id')
    .where('id', '=', lineId)
    .executeTakeFirst();
  if (!line) throw lineNotFound(cfg, lineId);
  return Number(line.order_id);
}

/** GET of one line: its fields, its order's id, and (as ETag) the version of its order. */
export async function getOrderLine(store: Store, cfg: OrderConfig, lineId: number) {
  const db = loose(store.db);
  const header = await db
    .selectFrom(cfg.headerTable)
    .selectAll()
    .where('id', '=', await orderIdOfLine(db, cfg, lineId))
    .executeTakeFirstOrThrow();
  const order = await loadOrder(db, cfg, header);
  const found = order.lines.find((l) => l.id === lineId);
  // Moved or deleted between the two reads: answer as if it had gone before the first.
  if (!found) throw lineNotFound(cfg, lineId);
  return {
    record: { ...lineRecord(cfg, found), [cfg.idField]: order.id },
    etag: etagOf(order.id, order.version),
  };
}

export const doneAnswer = (cfg: OrderConfig, number: unknown, what: string, id?: number): WriteAnswer => ({
  message: `${capitalised(cfg.noun)} ${String(number)} ${what}`,
  notification_type: 'Success',
  ...(id === undefined ? {} : { id }),
});

export const queuedAnswer = (cfg: OrderConfig, number: unknown, what: string): WriteAnswer => ({
  message: `Procurement tables are locked by an integration run: ${cfg.noun} ${String(number)} will be ${what} when the run ends`,
  notification_type: 'Warning',
});
