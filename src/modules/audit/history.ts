import { view } from '../../core/auth/privileges.js';
import type { Store } from '../../core/db/index.js';
import { badRequest } from '../../core/errors.js';
import { readEventPayload, type Snapshot } from '../../core/events/outbox.js';
import { typeOfSource } from '../events/catalog.js';
import { loose, type OrderConfig } from '../orders/engine/types.js';
import { forecasts } from '../orders/forecast.js';
import { manufacturingOrders } from '../orders/manufacturing.js';
import { purchaseOrders } from '../orders/purchase.js';
import { salesOrders } from '../orders/sales.js';

/** Order types whose history includes their lines' (found by the order's number, their Entity Number). */
const ORDERS: readonly OrderConfig[] = [purchaseOrders, salesOrders, manufacturingOrders, forecasts];
const ORDER_OF = new Map<string, OrderConfig>(ORDERS.map((cfg) => [cfg.entity, cfg]));
const LINE_OF = new Map<string, OrderConfig>(ORDERS.map((cfg) => [cfg.lineEntity, cfg]));

/** Fields that hold internal ids: a record's history names records by number, never by id. */
const idFields = (entityType: string): ReadonlySet<string> => {
  const cfg = ORDER_OF.get(entityType) ?? LINE_OF.get(entityType);
  return new Set(['id', ...(cfg ? [cfg.idField, ...(cfg.lineIdField ? [cfg.lineIdField] : [])] : [])]);
};

export interface HistoryRow {
  'Log Id': number;
  'Entity Type': string;
  /** The record in words: the order's number, or its line by item (`Line ITEM-1`). */
  Record: string;
  /** Whether the row is about a line of the record rather than the record itself. */
  Line: boolean;
  Action: string;
  'Changed By': string | null;
  'Changed At': string;
  Changes: Record<string, { old: unknown; new: unknown }>;
}

/** Rows of one answer at most (newest first). */
export const HISTORY_LIMIT = 500;

/** The entity types whose records have a history here: the tracked sources that have a View privilege. */
export function historyPrivilege(entityType: string) {
  const type = typeOfSource(entityType);
  if (!type || LINE_OF.has(entityType))
    throw badRequest(
      'ChangeTracking.UnknownEntityType',
      `Records of type "${entityType}" have no history of their own`,
    );
  return view(type);
}

const lineLabel = (cfg: OrderConfig, snapshot: Snapshot | null) => {
  const item = snapshot?.['Item Number'];
  const sub = snapshot?.['Sub Item Number'];
  if (item === null || item === undefined) return `${cfg.lineShort} line`;
  return `Line ${String(item)}${sub === null || sub === undefined || sub === '' ? '' : ` / ${String(sub)}`}`;
};

/** The numbers of the orders lines moved between (their order's id changed), by id; deleted orders have none. */
async function movedOrderNumbers(store: Store, cfg: OrderConfig, changes: HistoryRow['Changes'][]) {
  const ids = new Set<number>();
  for (const change of changes) {
    const moved = change[cfg.idField];
    if (moved && moved.old !== null && moved.new !== null) ids.add(Number(moved.old)).add(Number(moved.new));
  }
  if (ids.size === 0) return new Map<number, string>();
  const column = cfg.headerFields.find((f) => f.key === cfg.numberKey)?.column ?? 'number';
  const found = await loose(store.db)
    .selectFrom(cfg.headerTable)
    .select(['id', `${column} as number`])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(found.map((row) => [Number(row.id), String(row.number)]));
}

/** Audit records with their event's payload, the columns a history row is built from. */
const auditRecords = (store: Store) =>
  store.db
    .selectFrom('audit_log as a')
    .leftJoin('events as e', 'e.id', 'a.event_id')
    .select([
      'a.id',
      'a.entity_type',
      'a.entity_id',
      'a.entity_number',
      'a.action',
      'a.changed_by',
      'a.changed_at',
      'a.changes',
      'e.payload',
    ]);

/**
 * The history of one record (contract part 7): its audit records and, for an order, its lines' (by the order's
 * numbers), newest first; fields that hold ids are left out, references are the numbers the snapshots hold.
 */
export async function recordHistory(
  store: Store,
  entityType: string,
  entityId: string,
): Promise<HistoryRow[]> {
  const own = await auditRecords(store)
    .where('a.entity_type', '=', entityType)
    .where('a.entity_id', '=', entityId)
    .orderBy('a.id', 'desc')
    .limit(HISTORY_LIMIT)
    .execute();
  const cfg = ORDER_OF.get(entityType);
  const numbers = [...new Set(own.map((r) => r.entity_number).filter((n): n is string => n !== null))];
  const lines =
    cfg && numbers.length > 0
      ? await auditRecords(store)
          .where('a.entity_type', '=', cfg.lineEntity)
          .where('a.entity_number', 'in', numbers)
          .orderBy('a.id', 'desc')
          .limit(HISTORY_LIMIT)
          .execute()
      : [];
  const rows = [...own, ...lines].sort((a, b) => Number(b.id) - Number(a.id)).slice(0, HISTORY_LIMIT);
  const parsedOf = (r: (typeof rows)[number]) => JSON.parse(r.changes) as HistoryRow['Changes'];
  const orderNumbers = cfg
    ? await movedOrderNumbers(store, cfg, lines.map(parsedOf))
    : new Map<number, string>();
  return rows.map((r) => {
    const hidden = idFields(r.entity_type);
    const parsed = parsedOf(r);
    const changes = Object.fromEntries(Object.entries(parsed).filter(([field]) => !hidden.has(field)));
    // A line moved to another order: its order's id changed, shown as the orders' numbers.
    const moved = cfg && r.entity_type === cfg.lineEntity ? parsed[cfg.idField] : undefined;
    if (cfg && moved && moved.old !== null && moved.new !== null)
      changes[cfg.numberKey] = {
        old: orderNumbers.get(Number(moved.old)) ?? null,
        new: orderNumbers.get(Number(moved.new)) ?? null,
      };
    const line = r.entity_type !== entityType;
    const payload = line ? readEventPayload(r.payload) : null;
    return {
      'Log Id': Number(r.id),
      'Entity Type': r.entity_type,
      Record: line ? lineLabel(cfg!, payload?.after ?? payload?.before ?? null) : (r.entity_number ?? ''),
      Line: line,
      Action: r.action,
      'Changed By': r.changed_by,
      'Changed At': r.changed_at,
      Changes: changes,
    };
  });
}
