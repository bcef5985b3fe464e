import { type Selectable, sql } from 'kysely';
import type { Static } from 'typebox';
import { CUSTOM_FORMATS, type CustomFormat, fitsFormat } from '../../core/custom/values.js';
import { translatingViolations, type ViolationAnswers } from '../../core/db/errors/translate.js';
import type { Database, Executor, Store } from '../../core/db/index.js';
import { inTransaction } from '../../core/db/transaction.js';
import { alreadyExists, badRequest, type ErrorCode, notFound } from '../../core/errors.js';
import { type Actor, recordCreated, recordDeleted, recordUpdated } from '../../core/events/outbox.js';
import { type CustomTable, defineView } from '../../core/list/view.js';
import type { CreateColumnSchema, CustomColumnSchema } from './schemas.js';
import { ALWAYS_RESERVED, CUSTOM_TABLES, RECORD_TABLES, RESERVED_KEYS } from './tables.js';

const ENTITY = 'CustomColumn';
const AUDIT_TYPE = 'CustomColumn';

/** A column as the API answers it. */
export type CustomColumnRecord = Static<typeof CustomColumnSchema>;

/** A stored column as read. */
type Row = Selectable<Database['custom_columns']>;

const toRecord = (row: Row): CustomColumnRecord => ({
  id: row.id,
  table: row.table_name,
  key: row.key,
  format: row.format,
  alias: row.alias,
  description: row.description,
  required: row.required === 1,
  default_value: row.default_value === null ? null : (JSON.parse(row.default_value) as unknown),
  display_order: row.display_order,
  visible: row.visible === 1,
});

export const isCustomTable = (name: string): name is CustomTable =>
  (CUSTOM_TABLES as readonly string[]).includes(name);

/** The codes each operation below answers (for the OpenAPI description's `x-error-codes`). */
export const COLUMN_ERRORS = {
  /** One column by id, or the columns of one table by name. */
  get: [`${ENTITY}.NotFound`, `${ENTITY}.InvalidTable`],
  create: [
    'Request.UnknownField',
    `${ENTITY}.InvalidTable`,
    `${ENTITY}.InvalidFormat`,
    `${ENTITY}.InvalidKey`,
    `${ENTITY}.InvalidValue`,
    `${ENTITY}.AlreadyExists`,
  ],
  /** One column by id, or the layout of one table by name. */
  update: [
    'Request.UnknownField',
    `${ENTITY}.NotFound`,
    `${ENTITY}.Immutable`,
    `${ENTITY}.InvalidValue`,
    `${ENTITY}.InvalidTable`,
  ],
  delete: [`${ENTITY}.NotFound`],
} as const satisfies Record<string, readonly ErrorCode[]>;

export function checkTable(name: string): CustomTable {
  if (!isCustomTable(name))
    throw badRequest('CustomColumn.InvalidTable', `Table must be one of ${CUSTOM_TABLES.join(', ')}`);
  return name;
}

function checkFormat(format: string): CustomFormat {
  if (!(CUSTOM_FORMATS as readonly string[]).includes(format))
    throw badRequest('CustomColumn.InvalidFormat', `Format must be one of ${CUSTOM_FORMATS.join(', ')}`);
  return format as CustomFormat;
}

function checkDefault(format: CustomFormat, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (!fitsFormat(format, value))
    throw badRequest('CustomColumn.InvalidValue', `default_value must be a ${format}`);
  return JSON.stringify(value);
}

/** All custom columns, or those of one table (the scope), through the list engine. */
export const customColumnsView = defineView<CustomTable | undefined>({
  name: 'custom_columns',
  from: (db, table) => {
    const query = db.selectFrom('custom_columns as c');
    return table ? query.where('c.table_name', '=', table) : query;
  },
  id: sql`c.id`,
  columns: [
    { key: 'table', format: 'string', sql: sql`c.table_name` },
    { key: 'key', format: 'string', sql: sql`c.key` },
    { key: 'format', format: 'string', sql: sql`c.format` },
    { key: 'alias', format: 'string', sql: sql`c.alias` },
    { key: 'description', format: 'string', sql: sql`c.description` },
    { key: 'required', format: 'boolean', sql: sql`c.required` },
    { key: 'default_value', format: 'string', sql: sql`c.default_value`, searchable: false },
    { key: 'display_order', format: 'number', sql: sql`c.display_order` },
    { key: 'visible', format: 'boolean', sql: sql`c.visible` },
  ],
  defaultSort: { key: 'display_order', type: 'Ascending' },
});

/** A list row's stored default value (JSON text) as the value it stands for. */
export function parseDefaultValue(row: Record<string, unknown>) {
  const raw = row.default_value;
  return { ...row, default_value: typeof raw === 'string' ? (JSON.parse(raw) as unknown) : null };
}

async function loadRow(db: Executor, id: number): Promise<Row | undefined> {
  return db.selectFrom('custom_columns').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function getColumn(store: Store, id: number): Promise<CustomColumnRecord> {
  const row = await loadRow(store.db, id);
  if (!row) throw notFound(ENTITY, `Custom column #${id} not found`);
  return toRecord(row);
}

/** The columns of `table` in display order. */
export async function columnsOfTable(db: Executor, table: CustomTable): Promise<CustomColumnRecord[]> {
  const rows = await db
    .selectFrom('custom_columns')
    .selectAll()
    .where('table_name', '=', table)
    .orderBy('display_order')
    .orderBy('id')
    .execute();
  return rows.map(toRecord);
}

const CREATE_FIELDS = new Set([
  'table',
  'key',
  'format',
  'alias',
  'description',
  'required',
  'default_value',
  'display_order',
  'visible',
]);
const UPDATE_FIELDS = new Set([...CREATE_FIELDS, 'id']);

function refuseUnknown(body: Record<string, unknown>, known: Set<string>) {
  for (const key of Object.keys(body))
    if (!known.has(key))
      throw badRequest('Request.UnknownField', `Unknown field "${key}" for a custom column`);
}

/** A create's body, as its schema checked it. */
export type CreateColumnBody = Static<typeof CreateColumnSchema>;

const violations: ViolationAnswers<{ table: string; key: string }> = {
  unique: {
    custom_columns_table_key: ({ table, key }) =>
      alreadyExists(ENTITY, `Custom column ${key} already exists on ${table}`),
  },
};

export async function createColumn(store: Store, actor: Actor, body: CreateColumnBody) {
  refuseUnknown(body as unknown as Record<string, unknown>, CREATE_FIELDS);
  const table = checkTable(body.table);
  const format = checkFormat(body.format);
  const key = body.key;
  if (key.trim() !== key || key === '')
    throw badRequest('CustomColumn.InvalidKey', 'key must not be empty or start or end with spaces');
  if (ALWAYS_RESERVED.includes(key) || RESERVED_KEYS[table].includes(key))
    throw badRequest('CustomColumn.InvalidKey', `"${key}" is a field of ${table} already`);
  const defaultValue = checkDefault(format, body.default_value);
  return translatingViolations(store, violations, { table, key }, () =>
    inTransaction(store, async (trx) => {
      const taken = await trx
        .selectFrom('custom_columns')
        .select('id')
        .where('table_name', '=', table)
        .where('key', '=', key)
        .executeTakeFirst();
      if (taken) throw alreadyExists(ENTITY, `Custom column ${key} already exists on ${table}`);
      const last = await trx
        .selectFrom('custom_columns')
        .select(sql<number | null>`max(display_order)`.as('max'))
        .where('table_name', '=', table)
        .executeTakeFirst();
      const { id } = await trx
        .insertInto('custom_columns')
        .values({
          table_name: table,
          key,
          format,
          alias: body.alias ?? null,
          description: body.description ?? null,
          required: body.required ? 1 : 0,
          default_value: defaultValue,
          display_order: body.display_order ?? Number(last?.max ?? 0) + 1,
          visible: body.visible === false ? 0 : 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const record = toRecord((await loadRow(trx, id)) as Row);
      await recordCreated(trx, actor, AUDIT_TYPE, id, { ...record });
      return record;
    }),
  );
}

export type UpdateColumnBody = Partial<CreateColumnBody> & { id?: number };

/**
 * Changes a column's description, requirement, default, order and visibility. Its table, key and format stay:
 * stored values were checked against them (a new column is the way to change those).
 */
export async function updateColumn(store: Store, actor: Actor, id: number, body: UpdateColumnBody) {
  refuseUnknown(body as Record<string, unknown>, UPDATE_FIELDS);
  return inTransaction(store, async (trx) => {
    const row = await store.dialect
      .forUpdate(trx.selectFrom('custom_columns').selectAll().where('id', '=', id))
      .executeTakeFirst();
    if (!row) throw notFound(ENTITY, `Custom column #${id} not found`);
    for (const [field, current] of [
      ['table', row.table_name],
      ['key', row.key],
      ['format', row.format],
    ] as const) {
      const sent = body[field];
      if (sent !== undefined && sent !== current)
        throw badRequest('CustomColumn.Immutable', `The ${field} of a custom column cannot change`);
    }
    const before = toRecord(row);
    const changes: Partial<Row> = {};
    if (body.alias !== undefined) changes.alias = body.alias;
    if (body.description !== undefined) changes.description = body.description;
    if (body.required !== undefined) changes.required = body.required ? 1 : 0;
    if (body.default_value !== undefined)
      changes.default_value = checkDefault(row.format as CustomFormat, body.default_value);
    if (body.display_order !== undefined) changes.display_order = body.display_order;
    if (body.visible !== undefined) changes.visible = body.visible ? 1 : 0;
    if (Object.keys(changes).length > 0)
      await trx.updateTable('custom_columns').set(changes).where('id', '=', id).execute();
    const after = toRecord((await loadRow(trx, id)) as Row);
    await recordUpdated(trx, actor, AUDIT_TYPE, id, { ...before }, { ...after });
    return after;
  });
}

export interface LayoutEntry {
  key: string;
  display_order?: number;
  visible?: boolean;
}

/** Table-level configuration: display order and visibility of the named columns of `table`. */
export async function updateLayout(store: Store, actor: Actor, table: CustomTable, entries: LayoutEntry[]) {
  return inTransaction(store, async (trx) => {
    const rows = await trx.selectFrom('custom_columns').selectAll().where('table_name', '=', table).execute();
    const byKey = new Map(rows.map((r) => [r.key, r]));
    for (const entry of entries) {
      const row = byKey.get(entry.key);
      if (!row) throw notFound(ENTITY, `Custom column ${entry.key} not found on ${table}`);
      const changes: Partial<Row> = {};
      if (entry.display_order !== undefined) changes.display_order = entry.display_order;
      if (entry.visible !== undefined) changes.visible = entry.visible ? 1 : 0;
      if (Object.keys(changes).length === 0) continue;
      await trx.updateTable('custom_columns').set(changes).where('id', '=', row.id).execute();
      const after = toRecord((await loadRow(trx, row.id)) as Row);
      await recordUpdated(trx, actor, AUDIT_TYPE, row.id, { ...toRecord(row) }, { ...after });
    }
    return columnsOfTable(trx, table);
  });
}

/** Deletes a column and, in the same transaction, its value from every record of its table. */
export async function deleteColumn(store: Store, actor: Actor, id: number) {
  await inTransaction(store, async (trx) => {
    const row = await store.dialect
      .forUpdate(trx.selectFrom('custom_columns').selectAll().where('id', '=', id))
      .executeTakeFirst();
    if (!row) throw notFound(ENTITY, `Custom column #${id} not found`);
    const records = RECORD_TABLES[checkTable(row.table_name)];
    await sql`update ${sql.table(records)} set custom = ${store.dialect.jsonWithoutKey(sql.ref('custom'), row.key)}`.execute(
      trx,
    );
    await trx.deleteFrom('custom_columns').where('id', '=', id).execute();
    await recordDeleted(trx, actor, AUDIT_TYPE, id, { ...toRecord(row) });
  });
}
