import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { view as viewPrivilege } from '../../../core/auth/privileges.js';
import type { ValueFormat } from '../../../core/db/dialect.js';
import type { Executor } from '../../../core/db/index.js';
import { badRequest } from '../../../core/errors.js';
import { registerView } from '../../../core/list/registry.js';
import {
  type ColumnDef,
  defineView,
  type FromClause,
  type RefJoin,
  type ViewDef,
} from '../../../core/list/view.js';
import { REFS } from './refs.js';
import type { FieldDef, LooseDb, OrderConfig, RefKind } from './types.js';

/** The by-item views' scope: one item, optionally one warehouse. */
export interface ItemScope {
  item_id: number;
  warehouse_id?: number;
}

const formatOf = (f: FieldDef): ValueFormat =>
  f.kind === 'number' ? 'number' : f.kind === 'date' ? 'date' : 'string';

const refNumber = (ref: RefKind, idSql: RawBuilder<unknown>) =>
  sql`(select r.number from ${sql.table(REFS[ref].table)} r where r.id = ${idSql})`;
const refName = (ref: RefKind, idSql: RawBuilder<unknown>) =>
  sql`(select r.${sql.ref(REFS[ref].nameColumn)} from ${sql.table(REFS[ref].table)} r where r.id = ${idSql})`;

/**
 * The record a reference field names, LEFT JOINed on its primary key under an alias of its own (`h_supplier_id`):
 * the field's number column and its name column share it.
 */
const refJoin = (alias: string, f: FieldDef): RefJoin => ({
  alias: `${alias}_${f.column}`,
  table: REFS[f.ref!].table,
  id: sql.ref(`${alias}.${f.column}`),
});

function fieldColumn(alias: string, f: FieldDef): ColumnDef {
  const value = sql.ref(`${alias}.${f.column}`);
  // Required fields are NOT NULL columns (migration 0003), so their sort can use an index.
  const notNull = f.required === true;
  if (f.kind !== 'ref') return { key: f.key, format: formatOf(f), sql: value, notNull };
  const join = refJoin(alias, f);
  const ref = { id: value, table: join.table, column: 'number' };
  return {
    key: f.key,
    format: formatOf(f),
    sql: sql.ref(`${join.alias}.number`),
    joins: [join],
    ref,
    notNull,
  };
}

/** The name of the record `f` references, through the same join as its number. */
function nameColumn(key: string, alias: string, f: FieldDef): ColumnDef {
  const join = refJoin(alias, f);
  return { key, format: 'string', sql: sql.ref(`${join.alias}.${REFS[f.ref!].nameColumn}`), joins: [join] };
}

/** "Supplier Name", "Warehouse Name", …: the name of the record a reference field names. */
const nameKeyOf = (f: FieldDef) => f.key.replace(/ Number$/, ' Name');
const NAMED: RefKind[] = ['supplier', 'customer', 'warehouse'];

function nameColumns(alias: string, fields: FieldDef[]): ColumnDef[] {
  return fields
    .filter((f) => f.kind === 'ref' && NAMED.includes(f.ref!))
    .map((f) => nameColumn(nameKeyOf(f), alias, f));
}

/** Lines joined to their header as `l` and `h`. */
const linesWithHeader =
  (cfg: OrderConfig) =>
  (db: Executor): FromClause =>
    (db as unknown as LooseDb)
      .selectFrom(`${cfg.lineTable} as l`)
      .innerJoin(`${cfg.headerTable} as h`, (join) => join.on(sql<SqlBool>`h.id = l.order_id`));

export function listView(cfg: OrderConfig): ViewDef {
  const lineCount = sql`(select count(*) from ${sql.table(cfg.lineTable)} c where c.order_id = h.id)`;
  // `+ 0` keeps PostgreSQL from answering min() by walking the warehouse_id index until a line of the order turns
  // up (its choice on stale statistics: every line of the table read per row of the page); the order's lines are
  // found by order_id whatever the statistics say.
  const warehouse = sql`(select min(c.warehouse_id + 0) from ${sql.table(cfg.lineTable)} c where c.order_id = h.id)`;
  return defineView({
    name: cfg.views.list,
    from: (db) => db.selectFrom(db.dynamic.table(cfg.headerTable).as('h')),
    id: sql`h.id`,
    pageByIds: true,
    columns: [
      ...cfg.headerFields.map((f) =>
        f.key === cfg.numberKey
          ? { ...fieldColumn('h', f), format: 'string-link' as const }
          : fieldColumn('h', f),
      ),
      ...nameColumns('h', cfg.headerFields),
      { key: 'Warehouse Number', format: 'string', sql: refNumber('warehouse', warehouse) },
      { key: 'Warehouse Name', format: 'string', sql: refName('warehouse', warehouse) },
      { key: cfg.numberKey.replace(/ Number$/, ' Line Count'), format: 'number', sql: lineCount },
    ],
    defaultSort: { key: cfg.numberKey, type: 'Descending' },
    ...(cfg.customHeader ? { custom: { table: cfg.customHeader, source: 'h' } } : {}),
  });
}

export function detailsView(cfg: OrderConfig): ViewDef {
  const header = cfg.headerFields.map((f) => fieldColumn('h', f));
  return defineView({
    name: cfg.views.details,
    from: linesWithHeader(cfg),
    id: sql`l.id`,
    pageByIds: true,
    columns: [
      { key: cfg.idField, format: 'number', sql: sql`h.id` },
      ...header.map((c) => (c.key === cfg.numberKey ? { ...c, format: 'string-link' as const } : c)),
      ...nameColumns('h', cfg.headerFields),
      ...cfg.lineFields.map((f) => fieldColumn('l', f)),
      ...nameColumns('l', cfg.lineFields),
    ],
    defaultSort: { key: cfg.numberKey, type: 'Descending' },
    // Every line has its order (order_id is not null): the lines' count without the join to the headers.
    total: async (db) => {
      const row = await sql<{
        n: number;
      }>`select count(*) as n from ${sql.table(cfg.lineTable)}`.execute(db);
      return Number(row.rows[0]!.n);
    },
    ...(cfg.customLine ? { custom: { table: cfg.customLine, source: 'l' } } : {}),
  });
}

/** The lines of the scope's item (and warehouse) joined to their header: served by the (item_id, warehouse_id) index. */
function linesOfItem(cfg: OrderConfig, db: Executor, scope: ItemScope): FromClause {
  let query = linesWithHeader(cfg)(db).where(sql<SqlBool>`l.item_id = ${scope.item_id}`);
  if (scope.warehouse_id !== undefined)
    query = query.where(sql<SqlBool>`l.warehouse_id = ${scope.warehouse_id}`);
  return query;
}

/** Rows of one item's lines (optionally in one warehouse), with exactly the fields the type's view names. */
export function itemView(cfg: OrderConfig): ViewDef<ItemScope> {
  const columns: ColumnDef[] = cfg.views.itemColumns.map((c) => {
    if (c.from === 'name') {
      const fields = c.level === 'line' ? cfg.lineFields : cfg.headerFields;
      const field = fields.find((f) => f.ref === c.ref)!;
      return nameColumn(c.key, c.level === 'line' ? 'l' : 'h', field);
    }
    const fields = c.from === 'line' ? cfg.lineFields : cfg.headerFields;
    const field = fields.find((f) => f.key === c.key);
    if (!field) throw new Error(`${cfg.views.item}: unknown field ${c.key}`);
    return fieldColumn(c.from === 'line' ? 'l' : 'h', field);
  });
  return defineView<ItemScope>({
    name: cfg.views.item,
    from: (db, scope) => linesOfItem(cfg, db, scope),
    id: sql`l.id`,
    columns,
    defaultSort: { key: cfg.views.itemSort, type: 'Descending' },
  });
}

/**
 * The query counting the scope's lines per status: the lines alone (every line has its header), so the
 * (item_id, warehouse_id, status) index answers it without visiting a line. Undefined for types without line status.
 */
export function itemTagsQuery(db: Executor, cfg: OrderConfig, scope: ItemScope) {
  const status = cfg.lineFields.find((f) => f.key === cfg.lineStatusKey);
  if (!status) return undefined;
  const statusSql = sql.ref(`l.${status.column}`);
  let lines = (db as unknown as LooseDb)
    .selectFrom(`${cfg.lineTable} as l`)
    .where(sql<SqlBool>`l.item_id = ${scope.item_id}`);
  if (scope.warehouse_id !== undefined)
    lines = lines.where(sql<SqlBool>`l.warehouse_id = ${scope.warehouse_id}`);
  return lines.select([statusSql.as('status'), sql<number>`count(*)`.as('count')]).groupBy(statusSql);
}

/** Counts of the scope's rows per line status (`tags` of the by-item view); types without line status have none. */
export async function itemTags(
  db: Executor,
  cfg: OrderConfig,
  scope: ItemScope,
): Promise<Record<string, number>> {
  const query = itemTagsQuery(db, cfg, scope);
  if (!query) return {};
  const tags: Record<string, number> = {};
  for (const row of (await query.execute()) as { status: unknown; count: unknown }[])
    tags[String(row.status)] = Number(row.count);
  return tags;
}

function scopeId(filters: Record<string, unknown>, key: string, view: string): number | undefined {
  const raw = filters[key];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || value === null) return undefined;
  const id = Number(value);
  if (!Number.isSafeInteger(id))
    throw badRequest('List.InvalidFilter', `${key} of view ${view} must be an integer id`);
  return id;
}

/** Registers the type's three named views (header list, line list, by-item) for views and export. */
export interface OrderViews {
  list: ViewDef;
  details: ViewDef;
  item: ViewDef<ItemScope>;
}

export function registerOrderViews(cfg: OrderConfig): OrderViews {
  const privilege = viewPrivilege(cfg.privilege);
  const views = { list: listView(cfg), details: detailsView(cfg), item: itemView(cfg) };
  registerView({ view: views.list, privilege });
  registerView({ view: views.details, privilege });
  registerView({
    view: views.item,
    privilege,
    scope: (filters) => {
      const { item_id: _item, warehouse_id: _warehouse, ...rest } = filters;
      const itemId = scopeId(filters, 'item_id', cfg.views.item);
      if (itemId === undefined)
        throw badRequest('List.InvalidFilter', `View ${cfg.views.item} needs the filter item_id`);
      const warehouseId = scopeId(filters, 'warehouse_id', cfg.views.item);
      return {
        scope:
          warehouseId === undefined ? { item_id: itemId } : { item_id: itemId, warehouse_id: warehouseId },
        filters: rest,
      };
    },
  });
  return views;
}
