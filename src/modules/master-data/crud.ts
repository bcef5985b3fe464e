import { sql } from 'kysely';
import { parseCustomValues, resolveCustomValues } from '../../core/custom/values.js';
import { translateDatabaseError, type ViolationAnswers } from '../../core/db/errors/translate.js';
import type { Executor, Store, Tx } from '../../core/db/index.js';
import { inTransaction, nowIso } from '../../core/db/transaction.js';
import { alreadyExists, badRequest, notFound, stillInUse } from '../../core/errors.js';
import { type Actor, recordChange, type Snapshot } from '../../core/events/outbox.js';
import { type MasterDef, type Reference, unitMaster } from './definitions.js';
import { checkIfMatch } from './etag.js';
import { checkOwnership, checkUnit, refuseUnitInUse } from './rules.js';
import { untyped } from './untyped.js';
import { MASTER_VIEWS } from './views.js';

export interface WriteOptions {
  actor: Actor;
  /** The request's If-Match header, checked on versioned masters. */
  ifMatch?: string;
}

/** A record in API field names: its id, its fields, its custom values. */
export type MasterRecord = Snapshot & { id: number };

export interface StoredRecord {
  record: MasterRecord;
  /** The record's version (its ETag) on versioned masters. */
  version: number | null;
}

/** Every field name a body of `def` may carry: writable fields, and the read-only ones a record shows. */
export function knownFields(def: MasterDef): Set<string> {
  const names = new Set<string>(['id']);
  for (const column of def.columns) {
    names.add(column.name);
    if (column.kind === 'ref') names.add(column.idName);
  }
  return names;
}

const viewOf = (def: MasterDef) => {
  const view = MASTER_VIEWS.get(def);
  if (!view) throw new Error(`no view for ${def.entity}`);
  return view;
};

/** The record of `id` in API field names, custom values spread under their keys; undefined when absent. */
export async function loadRecord(
  db: Executor,
  def: MasterDef,
  id: number,
): Promise<StoredRecord | undefined> {
  const view = viewOf(def);
  const extra = [
    ...(def.custom ? [sql.ref('m.custom').as('__custom')] : []),
    ...(def.versioned ? [sql.ref('m.version').as('__version')] : []),
  ];
  const raw = (await view
    .from(db, undefined)
    .select([sql`m.id`.as('id'), ...view.columns.map((c) => c.sql.as(c.key)), ...extra])
    .where(sql`m.id`, '=', id)
    .executeTakeFirst()) as Record<string, unknown> | undefined;
  if (!raw) return undefined;
  const record: MasterRecord = { id: Number(raw.id) };
  for (const column of view.columns) {
    const value = raw[column.key];
    record[column.key] = column.format === 'number' && value !== null ? Number(value) : value;
  }
  if (def.custom) Object.assign(record, parseCustomValues(raw.__custom as string));
  return { record, version: def.versioned ? Number(raw.__version) : null };
}

export async function getRecord(store: Store, def: MasterDef, id: number): Promise<StoredRecord> {
  const found = await loadRecord(store.db, def, id);
  if (!found) throw notFound(def.entity, `${def.label} #${id} not found`);
  return found;
}

async function resolveReference(trx: Executor, ref: Reference, value: unknown): Promise<number | null> {
  if (value === null || value === undefined) return null;
  const row = await untyped(trx)
    .selectFrom(ref.table)
    .select('id')
    .where('number', '=', value)
    .executeTakeFirst();
  if (!row) throw notFound(ref.entity, `${ref.label} ${String(value)} not found in ${ref.master}`);
  return Number(row.id);
}

/**
 * The column values a body sets (only the fields it names), references resolved, custom values checked, and the
 * data-quality rules of contract part 4 applied to what the write sets or changes. `stored` is the row an update
 * changes (null on create).
 */
async function columnValues(
  trx: Executor,
  store: Store,
  def: MasterDef,
  body: Record<string, unknown>,
  stored: Record<string, unknown> | null,
): Promise<Record<string, unknown>> {
  const existingCustom = def.custom && stored ? parseCustomValues(stored.custom as string) : null;
  const known = knownFields(def);
  const values: Record<string, unknown> = {};
  if (def.custom) {
    const custom = await resolveCustomValues(trx, def.custom, body, known, existingCustom);
    values.custom = JSON.stringify(custom);
  } else {
    for (const key of Object.keys(body))
      if (!known.has(key))
        throw badRequest('Request.UnknownField', `Unknown field "${key}" for ${def.entity}`);
  }
  for (const column of def.columns) {
    if (!(column.name in body)) continue;
    const value = body[column.name];
    if (column.kind === 'ref') values[column.column] = await resolveReference(trx, column, value);
    else if (column.type === 'object') values[column.column] = JSON.stringify(value ?? {});
    else values[column.column] = value;
    if (column.kind === 'field' && column.unit && value !== stored?.[column.column])
      await checkUnit(trx, store, value);
  }
  await checkOwnership(trx, store, def, values, stored);
  return values;
}

/**
 * Sets the normalised unique key of `values` (a create's, or an update's merged over the stored `row`). An older
 * repeat (stored key null) keeps its null while the write leaves its key fields alone.
 */
function setNormalisedKey(def: MasterDef, values: Record<string, unknown>, row?: Record<string, unknown>) {
  const key = def.normalisedKey;
  if (!key) return;
  const merged = { ...row, ...values };
  if (row && row[key.column] === null && key.of.every((c) => merged[c] === row[c])) return;
  values[key.column] = key.of.map((c) => String(merged[c] ?? 0)).join(':');
}

/** Locks and reads the stored row of `id` for a write; NotFound when absent. */
async function lockRow(trx: Tx, store: Store, def: MasterDef, id: number) {
  const row = (await store.dialect
    .forUpdate(untyped(trx).selectFrom(def.table).selectAll().where('id', '=', id))
    .executeTakeFirst()) as Record<string, unknown> | undefined;
  if (!row) throw notFound(def.entity, `${def.label} #${id} not found`);
  return row;
}

function uniqueKeyText(def: MasterDef, record: Snapshot | Record<string, unknown>) {
  return def.uniqueKey.map((name) => String(record[name] ?? '')).join(' / ');
}

/**
 * Maps what the database refused into the API's codes. Runs after the transaction has rolled back (PostgreSQL
 * aborts a transaction at its first failed statement), so it only looks at the error.
 */
function translate(store: Store, def: MasterDef, error: unknown, what: { deleting?: number; key?: string }) {
  return translateDatabaseError(store, error, violationsOf(def), what);
}

function violationsOf(def: MasterDef): ViolationAnswers<{ deleting?: number; key?: string }> {
  return {
    unique: {
      [def.uniqueConstraint]: ({ key }) =>
        alreadyExists(def.entity, `${def.label} ${key ?? ''} already exists`.replace(/\s+/g, ' ')),
    },
    foreignKey: ({ deleting }) =>
      deleting !== undefined
        ? stillInUse(def.entity, `${def.label} #${deleting} is still in use by other records`)
        : badRequest('Request.InvalidReference', 'A record this one refers to was removed meanwhile; retry'),
  };
}

export async function createRecord(
  store: Store,
  def: MasterDef,
  body: Record<string, unknown>,
  options: WriteOptions,
): Promise<StoredRecord> {
  try {
    return await inTransaction(store, async (trx) => {
      const values = await columnValues(trx, store, def, body, null);
      await def.check?.({ trx, store, id: null, row: values, key: uniqueKeyText(def, body) });
      setNormalisedKey(def, values);
      if (def.timestamps) values.created_at = values.updated_at = nowIso();
      const inserted = await untyped(trx)
        .insertInto(def.table)
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow();
      const id = Number(inserted.id);
      const stored = (await loadRecord(trx, def, id)) as StoredRecord;
      await recordChange(trx, options.actor, {
        entityType: def.auditType,
        entityId: id,
        action: 'Created',
        before: null,
        after: stored.record,
      });
      return stored;
    });
  } catch (error) {
    throw await translate(store, def, error, { key: uniqueKeyText(def, body) });
  }
}

export async function updateRecord(
  store: Store,
  def: MasterDef,
  id: number,
  body: Record<string, unknown>,
  options: WriteOptions,
): Promise<StoredRecord> {
  let key: string | undefined;
  try {
    return await inTransaction(store, async (trx) => {
      const row = await lockRow(trx, store, def, id);
      if (def.versioned) checkIfMatch(options.ifMatch, Number(row.version), def.entity, def.label, id);
      const before = (await loadRecord(trx, def, id)) as StoredRecord;
      key = uniqueKeyText(def, { ...before.record, ...body });
      const values = await columnValues(trx, store, def, body, row);
      await def.check?.({ trx, store, id, row: { ...row, ...values }, key });
      if (def === unitMaster && values.name !== undefined && values.name !== row.name)
        await refuseUnitInUse(trx, String(row.name), 'renamed');
      setNormalisedKey(def, values, row);
      if (def.timestamps) values.updated_at = nowIso();
      if (def.versioned) values.version = Number(row.version) + 1;
      if (Object.keys(values).length > 0)
        await untyped(trx).updateTable(def.table).set(values).where('id', '=', id).execute();
      const after = (await loadRecord(trx, def, id)) as StoredRecord;
      await recordChange(trx, options.actor, {
        entityType: def.auditType,
        entityId: id,
        action: 'Updated',
        before: before.record,
        after: after.record,
      });
      return after;
    });
  } catch (error) {
    throw await translate(store, def, error, { key });
  }
}

export async function deleteRecord(store: Store, def: MasterDef, id: number, options: WriteOptions) {
  try {
    await inTransaction(store, async (trx) => {
      const row = await lockRow(trx, store, def, id);
      if (def.versioned) checkIfMatch(options.ifMatch, Number(row.version), def.entity, def.label, id);
      const before = (await loadRecord(trx, def, id)) as StoredRecord;
      if (def === unitMaster) await refuseUnitInUse(trx, String(row.name), 'deleted');
      await untyped(trx).deleteFrom(def.table).where('id', '=', id).execute();
      await recordChange(trx, options.actor, {
        entityType: def.auditType,
        entityId: id,
        action: 'Deleted',
        before: before.record,
        after: null,
      });
    });
  } catch (error) {
    throw await translate(store, def, error, { deleting: id });
  }
}
