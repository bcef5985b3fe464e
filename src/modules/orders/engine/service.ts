import type { CustomColumn } from '../../../core/custom/values.js';
import { translatingViolations } from '../../../core/db/errors/translate.js';
import type { Store } from '../../../core/db/index.js';
import { insertReturningIds } from '../../../core/db/insert.js';
import { settingsCache } from '../../../core/db/settings-cache.js';
import { inTransaction, nowIso } from '../../../core/db/transaction.js';
import { AppError, alreadyExists, badRequest } from '../../../core/errors.js';
import { type Actor, recordChange, recordChanges, trackedEntityTypes } from '../../../core/events/outbox.js';
import { enqueueOperation, procurementLocked } from '../../integrations/queue.js';
import { deleteUnlessReferenced } from './delete.js';
import { DRAW, drawNumber } from './numbers.js';
import {
  capitalised,
  doneAnswer,
  headerSnapshot,
  type LoadedLine,
  type LoadedOrder,
  lineNotFound,
  lineSnapshot,
  loadOrder,
  lockForWrite,
  numberOf,
  queuedAnswer,
  type WriteAnswer,
  type WriteContext,
} from './records.js';
import type { RefLookup } from './refs.js';
import type { ApiRecord, LooseDb, OrderBody, OrderConfig } from './types.js';
import { loose, typed } from './types.js';
import {
  customColumnsFor,
  customValuesOf,
  headerKnown,
  lineKnown,
  type ValidOrder,
  validateOrder,
} from './validate.js';

export { deleteOrder, deleteOrderLine } from './delete.js';
export * from './records.js';

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
