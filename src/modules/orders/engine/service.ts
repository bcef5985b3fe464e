import { type CustomColumn, parseCustomValues } from '../../../core/custom/values.js';
import { translatingViolations } from '../../../core/db/errors/translate.js';
import type { Store } from '../../../core/db/index.js';
import { insertReturningIds } from '../../../core/db/insert.js';
import { settingsCache } from '../../../core/db/settings-cache.js';
import { inTransaction, nowIso } from '../../../core/db/transaction.js';
import {
  AppError,
  alreadyExists,
  badRequest,
  conflict,
  type EntityWith,
  notFound,
  stillInUse,
} from '../../../core/errors.js';
import { type Actor, recordChange, recordChanges, trackedEntityTypes } from '../../../core/events/outbox.js';
import { ifMatchAccepts } from '../../../core/http/if-match.js';
import { enqueueOperation, procurementLocked } from '../../integrations/queue.js';
import { DRAW, drawNumber } from './numbers.js';
import { numbersById, type RefLookup } from './refs.js';
import type { ApiRecord, LooseDb, OrderBody, OrderConfig, RefKind } from './types.js';
import { loose, typed } from './types.js';
import {
  customColumnsFor,
  customValuesOf,
  headerKnown,
  lineKnown,
  type ValidOrder,
  validateOrder,
} from './validate.js';

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

type Row = Record<string, unknown>;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
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
async function lockForWrite(store: Store, db: LooseDb, cfg: OrderConfig, id: number, ifMatch?: string) {
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

/** GET of one line: its fields, its order's id, and (as ETag) the version of its order. */
export async function getOrderLine(store: Store, cfg: OrderConfig, lineId: number) {
  const db = loose(store.db);
  const line = await db
    .selectFrom(cfg.lineTable)
    .select('order_id')
    .where('id', '=', lineId)
    .executeTakeFirst();
  if (!line) throw lineNotFound(cfg, lineId);
  const header = await db
    .selectFrom(cfg.headerTable)
    .selectAll()
    .where('id', '=', line.order_id as number)
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

async function ensureNumberFree(db: LooseDb, cfg: OrderConfig, number: string, exceptId: number | null) {
  let query = db.selectFrom(cfg.headerTable).select('id').where('number', '=', number);
  if (exceptId !== null) query = query.where('id', '<>', exceptId);
  if (await query.executeTakeFirst())
    throw alreadyExists(cfg.entity, `${capitalised(cfg.noun)} ${number} already exists`);
}

/** Validated body plus its custom values: what a create or update writes. */
export interface Prepared {
  valid: ValidOrder;
  custom: ApiRecord;
  lineCustom: ApiRecord[];
}

/** What a batch shares across its orders: master lookups and custom columns read once. */
export interface PrepareContext {
  lookup?: RefLookup;
  headerColumns?: CustomColumn[];
  lineColumns?: CustomColumn[];
}

export async function prepare(
  db: LooseDb,
  cfg: OrderConfig,
  body: OrderBody,
  existing: LoadedOrder | null,
  context: PrepareContext = {},
): Promise<Prepared> {
  const valid = await validateOrder(db, cfg, body, context.lookup);
  const byId = new Map(existing?.lines.map((l) => [l.id, l]) ?? []);
  for (const line of valid.lines)
    if (line.lineId !== null && !byId.has(line.lineId))
      throw lineNotFound(cfg, line.lineId, existing?.id ?? undefined).at({ line: line.index });
  const headerColumns = context.headerColumns ?? (await customColumnsFor(db, cfg.customHeader));
  const custom = await customValuesOf(
    db,
    cfg.customHeader,
    headerColumns,
    valid.extra,
    headerKnown(cfg),
    existing?.custom ?? null,
    cfg.noun,
  );
  const lineColumns = context.lineColumns ?? (await customColumnsFor(db, cfg.customLine));
  const lineCustom: ApiRecord[] = [];
  for (const line of valid.lines) {
    try {
      lineCustom.push(
        await customValuesOf(
          db,
          cfg.customLine,
          lineColumns,
          line.extra,
          lineKnown(cfg),
          line.lineId === null ? null : byId.get(line.lineId)!.custom,
          `a ${cfg.noun} line`,
        ),
      );
    } catch (error) {
      throw error instanceof AppError ? error.at({ line: line.index }) : error;
    }
  }
  return { valid, custom, lineCustom };
}

const doneAnswer = (cfg: OrderConfig, number: unknown, what: string, id?: number): WriteAnswer => ({
  message: `${capitalised(cfg.noun)} ${String(number)} ${what}`,
  notification_type: 'Success',
  ...(id === undefined ? {} : { id }),
});

const queuedAnswer = (cfg: OrderConfig, number: unknown, what: string): WriteAnswer => ({
  message: `Procurement tables are locked by an integration run: ${cfg.noun} ${String(number)} will be ${what} when the run ends`,
  notification_type: 'Warning',
});

function lineValues(cfg: OrderConfig, orderId: number, columns: Record<string, unknown>, custom: ApiRecord) {
  return { ...columns, order_id: orderId, ...(cfg.customLine ? { custom: JSON.stringify(custom) } : {}) };
}

/** Turns a duplicate number raced in by another transaction into the answer a prior check would give. */
function guardUnique<T>(
  store: Store,
  db: LooseDb,
  cfg: OrderConfig,
  number: unknown,
  work: () => Promise<T>,
) {
  const taken = () => alreadyExists(cfg.entity, `${capitalised(cfg.noun)} ${String(number)} already exists`);
  return translatingViolations(
    store,
    { unique: { [`${cfg.headerTable}_number_key`]: taken } },
    undefined,
    work,
    db,
  );
}

/** Inserts a validated order inside `db`'s transaction and records its events; returns the new id. */
export async function insertOrder(
  store: Store,
  db: LooseDb,
  cfg: OrderConfig,
  prepared: Prepared,
  actor: Actor,
  trackedTypes?: ReadonlySet<string>,
): Promise<number> {
  const [id] = await guardUnique(store, db, cfg, prepared.valid.api[cfg.numberKey], () =>
    insertOrders(db, cfg, [prepared], actor, trackedTypes),
  );
  return id!;
}

/** Rows per multi-row INSERT of headers or lines (well inside both databases' parameter limits). */
const INSERT_CHUNK = 400;

/**
 * Inserts validated orders with multi-row INSERTs (headers, then lines) and records their Created events and
 * audit rows in bulk: what one insertOrder per order writes, in a few statements per few hundred rows.
 * Returns the new ids in the order of `orders`.
 */
export async function insertOrders(
  db: LooseDb,
  cfg: OrderConfig,
  orders: readonly Prepared[],
  actor: Actor,
  /** trackedEntityTypes when the caller holds it (recordChanges reads it otherwise). */
  trackedTypes?: ReadonlySet<string>,
): Promise<number[]> {
  const now = nowIso();
  const ids: number[] = [];
  for (let start = 0; start < orders.length; start += INSERT_CHUNK) {
    const rows = await insertReturningIds(
      typed(db),
      cfg.headerTable,
      orders.slice(start, start + INSERT_CHUNK).map((p) => ({
        ...p.valid.columns,
        custom: JSON.stringify(p.custom),
        created_at: now,
        updated_at: now,
      })),
    );
    // Both databases return the ids of a multi-row VALUES insert in the order of its rows.
    ids.push(...rows);
  }
  const pending = orders.flatMap((p, o) =>
    p.valid.lines.map((line, i) => ({ o, line, custom: p.lineCustom[i]! })),
  );
  const loaded: LoadedLine[][] = orders.map(() => []);
  for (let start = 0; start < pending.length; start += INSERT_CHUNK) {
    const part = pending.slice(start, start + INSERT_CHUNK);
    const rows = await insertReturningIds(
      typed(db),
      cfg.lineTable,
      part.map((l) => lineValues(cfg, ids[l.o]!, l.line.columns, l.custom)),
    );
    part.forEach((l, i) => {
      loaded[l.o]!.push({ id: rows[i]!, api: l.line.api, custom: l.custom });
    });
  }
  const headers = orders.map(
    (p, o): LoadedOrder => ({
      id: ids[o]!,
      version: 1,
      api: p.valid.api,
      custom: p.custom,
      lines: loaded[o]!,
    }),
  );
  // Every header's event, then every line's, as two calls would record them; in one multi-row insert.
  await recordChanges(
    typed(db),
    actor,
    [
      ...headers.map((order) => ({
        entityType: cfg.entity,
        entityId: order.id,
        action: 'Created' as const,
        after: headerSnapshot(order),
      })),
      ...headers.flatMap((order) =>
        order.lines.map((line) => ({
          entityType: cfg.lineEntity,
          entityId: line.id,
          action: 'Created' as const,
          after: lineSnapshot(cfg, order.id, line),
          entityNumber: numberOf(cfg, order),
        })),
      ),
    ],
    [],
    trackedTypes,
  );
  return ids;
}

export async function createOrder(
  store: Store,
  cfg: OrderConfig,
  body: OrderBody,
  ctx: WriteContext,
): Promise<WriteAnswer> {
  return inTransaction(store, async (trx) => {
    const db = loose(trx);
    const given = body[cfg.idField];
    if (given !== null && given !== undefined)
      throw badRequest('Request.Invalid', `${cfg.idField} must be null when creating a ${cfg.noun}`);
    // `*` takes the next number of the order type, inside this transaction (contract part 7).
    if (body[cfg.numberKey] === DRAW) body = { ...body, [cfg.numberKey]: await drawNumber(trx, cfg) };
    // Custom-column layouts and tracked entity types, cached while the settings version stays the same.
    const settings = await settingsCache(store, trx);
    const prepared = await prepare(db, cfg, body, null, {
      headerColumns: await settings.get(`custom-columns:${cfg.customHeader}`, () =>
        customColumnsFor(db, cfg.customHeader),
      ),
      lineColumns: await settings.get(`custom-columns:${cfg.customLine}`, () =>
        customColumnsFor(db, cfg.customLine),
      ),
    });
    const number = prepared.valid.api[cfg.numberKey];
    if (cfg.queued?.create && !ctx.fromQueue && (await procurementLocked(trx))) {
      await ensureNumberFree(db, cfg, String(number), null);
      await enqueueOperation(trx, cfg.queued.create, { body }, ctx.actor);
      return queuedAnswer(cfg, number, 'created');
    }
    // A number already taken: the unique index refuses the insert and guardUnique answers AlreadyExists, as the
    // check before a queued create does; no query of its own.
    const tracked = await settings.get('tracked-entity-types', () => trackedEntityTypes(trx));
    const id = await insertOrder(store, db, cfg, prepared, ctx.actor, tracked);
    return doneAnswer(cfg, number, 'created', id);
  });
}

/** Runs a delete; a row other records still reference is refused as `<entity>.StillInUse`. */
async function deleteUnlessReferenced(
  store: Store,
  entity: EntityWith<'StillInUse'>,
  label: string,
  remove: () => Promise<unknown>,
) {
  const referenced = () => stillInUse(entity, `${label} is referenced by other records`);
  await translatingViolations(store, { foreignKey: referenced }, undefined, remove);
}

export async function updateOrder(
  store: Store,
  cfg: OrderConfig,
  id: number,
  body: OrderBody,
  ctx: WriteContext,
): Promise<WriteAnswer> {
  return inTransaction(store, async (trx) => {
    const db = loose(trx);
    const header = await lockForWrite(store, db, cfg, id, ctx.ifMatch);
    const given = body[cfg.idField];
    if (given !== null && given !== undefined && given !== id)
      throw badRequest('Request.Invalid', `${cfg.idField} ${String(given)} does not match the path id ${id}`);
    const before = await loadOrder(db, cfg, header);
    const prepared = await prepare(db, cfg, body, before);
    const { valid } = prepared;
    const number = valid.api[cfg.numberKey];
    await ensureNumberFree(db, cfg, String(number), id);
    if (cfg.queued?.update && !ctx.fromQueue && (await procurementLocked(trx))) {
      await enqueueOperation(trx, cfg.queued.update, { id, body }, ctx.actor);
      return queuedAnswer(cfg, number, 'updated');
    }

    await guardUnique(store, db, cfg, number, () =>
      db
        .updateTable(cfg.headerTable)
        .set({
          ...valid.columns,
          custom: JSON.stringify(prepared.custom),
          version: Number(header.version) + 1,
          updated_at: nowIso(),
        })
        .where('id', '=', id)
        .execute(),
    );
    const kept = new Set(valid.lines.map((l) => l.lineId).filter((v) => v !== null));
    const removed = before.lines.filter((l) => !kept.has(l.id));
    for (const line of removed) {
      await deleteUnlessReferenced(store, cfg.lineEntity, `${cfg.lineShort} #${line.id}`, () =>
        db.deleteFrom(cfg.lineTable).where('id', '=', line.id).execute(),
      );
    }
    const after: LoadedOrder = {
      id,
      version: Number(header.version) + 1,
      api: valid.api,
      custom: prepared.custom,
      lines: [],
    };
    const previous = new Map(before.lines.map((l) => [l.id, l]));
    const lineEvents: { before: LoadedLine | null; after: LoadedLine }[] = [];
    for (const [i, line] of valid.lines.entries()) {
      const values = lineValues(cfg, id, line.columns, prepared.lineCustom[i]!);
      let lineId = line.lineId;
      if (lineId === null) {
        const row = await db
          .insertInto(cfg.lineTable)
          .values(values)
          .returning('id')
          .executeTakeFirstOrThrow();
        lineId = Number(row.id);
      } else {
        await db.updateTable(cfg.lineTable).set(values).where('id', '=', lineId).execute();
      }
      const loaded = { id: lineId, api: line.api, custom: prepared.lineCustom[i]! };
      after.lines.push(loaded);
      lineEvents.push({ before: line.lineId === null ? null : previous.get(line.lineId)!, after: loaded });
    }

    const statusEvent = (a: ApiRecord | null, b: ApiRecord, key: string | undefined) =>
      a && key && a[key] !== b[key] ? ['StatusChange'] : [];
    await recordChange(
      trx,
      ctx.actor,
      {
        entityType: cfg.entity,
        entityId: id,
        action: 'Updated',
        before: headerSnapshot(before),
        after: headerSnapshot(after),
      },
      statusEvent(before.api, after.api, cfg.statusKey),
    );
    for (const line of removed)
      await recordChange(trx, ctx.actor, {
        entityType: cfg.lineEntity,
        entityId: line.id,
        action: 'Deleted',
        before: lineSnapshot(cfg, id, line),
        entityNumber: numberOf(cfg, before),
      });
    for (const event of lineEvents)
      await recordChange(
        trx,
        ctx.actor,
        {
          entityType: cfg.lineEntity,
          entityId: event.after.id,
          action: event.before ? 'Updated' : 'Created',
          before: event.before ? lineSnapshot(cfg, id, event.before) : null,
          after: lineSnapshot(cfg, id, event.after),
          entityNumber: numberOf(cfg, after),
        },
        statusEvent(event.before?.api ?? null, event.after.api, cfg.lineStatusKey),
      );
    return doneAnswer(cfg, number, 'updated', id);
  });
}

export async function deleteOrder(
  store: Store,
  cfg: OrderConfig,
  id: number,
  ctx: WriteContext,
): Promise<WriteAnswer> {
  return inTransaction(store, async (trx) => {
    const db = loose(trx);
    const header = await lockForWrite(store, db, cfg, id, ctx.ifMatch);
    const before = await loadOrder(db, cfg, header);
    // The lines go with their header (ON DELETE CASCADE); a record referencing one of them refuses it.
    await deleteUnlessReferenced(store, cfg.entity, `${cfg.short} #${id}`, () =>
      db.deleteFrom(cfg.headerTable).where('id', '=', id).execute(),
    );
    await recordDeletion(trx, cfg, before, before.lines, true, ctx.actor);
    return doneAnswer(cfg, before.api[cfg.numberKey], 'deleted');
  });
}

async function recordDeletion(
  trx: Parameters<typeof recordChange>[0],
  cfg: OrderConfig,
  order: LoadedOrder,
  lines: LoadedLine[],
  withHeader: boolean,
  actor: Actor,
) {
  for (const line of lines)
    await recordChange(trx, actor, {
      entityType: cfg.lineEntity,
      entityId: line.id,
      action: 'Deleted',
      before: lineSnapshot(cfg, order.id, line),
      entityNumber: numberOf(cfg, order),
    });
  if (withHeader)
    await recordChange(trx, actor, {
      entityType: cfg.entity,
      entityId: order.id,
      action: 'Deleted',
      before: headerSnapshot(order),
    });
}

/** Deletes one line; the last line of an order takes its order with it (specification 4.2). */
export async function deleteOrderLine(
  store: Store,
  cfg: OrderConfig,
  lineId: number,
  ctx: WriteContext,
): Promise<WriteAnswer> {
  return inTransaction(store, async (trx) => {
    const db = loose(trx);
    // The line may move to another order between reading its order and locking it: read again under the lock.
    for (let attempt = 0; attempt < 5; attempt++) {
      const line = await db
        .selectFrom(cfg.lineTable)
        .select('order_id')
        .where('id', '=', lineId)
        .executeTakeFirst();
      if (!line) throw lineNotFound(cfg, lineId);
      const orderId = Number(line.order_id);
      const header = await lockHeader(store, db, cfg, orderId);
      const order = await loadOrder(db, cfg, header);
      const target = order.lines.find((l) => l.id === lineId);
      if (!target) continue;
      // A line has no version of its own: If-Match names the ETag of its order, as GET of the line sends it.
      checkIfMatch(cfg, orderId, order.version, ctx.ifMatch);
      await deleteUnlessReferenced(store, cfg.lineEntity, `${cfg.lineShort} #${lineId}`, () =>
        db.deleteFrom(cfg.lineTable).where('id', '=', lineId).execute(),
      );
      const last = order.lines.length === 1;
      if (last) await db.deleteFrom(cfg.headerTable).where('id', '=', orderId).execute();
      else
        await db
          .updateTable(cfg.headerTable)
          .set({ version: order.version + 1, updated_at: nowIso() })
          .where('id', '=', orderId)
          .execute();
      await recordDeletion(trx, cfg, order, [target], last, ctx.actor);
      return {
        message: last
          ? `${cfg.lineShort} #${lineId} deleted, and ${cfg.short} #${orderId} with it as it was its last line`
          : `${cfg.lineShort} #${lineId} deleted`,
        notification_type: 'Success',
      };
    }
    throw new AppError(409, `${cfg.lineEntity}.Busy`, `${cfg.lineShort} #${lineId} keeps moving; try again`);
  });
}
