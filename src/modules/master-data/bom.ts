import { sql } from 'kysely';
import { view as viewPrivilege } from '../../core/auth/privileges.js';
import { translateDatabaseError, type ViolationAnswers } from '../../core/db/errors/translate.js';
import type { Executor, Store, Tx } from '../../core/db/index.js';
import { inTransaction, nowIso } from '../../core/db/transaction.js';
import { alreadyExists, badRequest, notFound, stillInUse } from '../../core/errors.js';
import { type Actor, recordChange, registerNumberField } from '../../core/events/outbox.js';
import { num, tableView } from '../../core/list/compact.js';
import { registerView } from '../../core/list/registry.js';
import { ENTITY } from './bom-errors.js';
import { checkIfMatch } from './etag.js';
import { checkUnit } from './rules.js';

registerNumberField(ENTITY, 'BOM Number');

/** Planning fields of a BOM (planning.md part 1): field → column, and whether it takes whole numbers only. */
const PLANNING_FIELDS = {
  'BOM Lead Time Days': { column: 'lead_time_days', whole: true },
  'BOM Minimum Quantity': { column: 'minimum_quantity', whole: false },
  'BOM Order Multiple': { column: 'order_multiple', whole: false },
} as const;
type PlanningColumns = { lead_time_days?: number; minimum_quantity?: number; order_multiple?: number };

/** The planning fields a body sets, checked: numbers ≥ 0, the lead time a whole number of days. */
function planningValues(body: Record<string, unknown>): PlanningColumns {
  const values: PlanningColumns = {};
  for (const [field, { column, whole }] of Object.entries(PLANNING_FIELDS)) {
    if (!(field in body)) continue;
    const value = body[field];
    if (
      typeof value !== 'number' ||
      !Number.isFinite(value) ||
      value < 0 ||
      (whole && !Number.isInteger(value))
    )
      throw badRequest(
        'BillOfMaterials.InvalidValue',
        `${field} must be ${whole ? 'a whole number of days' : 'a number'} greater than or equal to 0`,
      );
    values[column] = value;
  }
  return values;
}

export interface BomLineRecord {
  id: number;
  'Component Item Id': number;
  'Component Item Number': string;
  'Component Description': string;
  'Component Quantity': number;
  'Component Unit': string | null;
}

export interface BomRecord {
  id: number;
  'BOM Number': string;
  'Item Id': number;
  'Item Number': string;
  'Item Description': string;
  'BOM Status': string;
  'BOM Lead Time Days': number;
  'BOM Minimum Quantity': number;
  'BOM Order Multiple': number;
  details: BomLineRecord[];
}

export interface StoredBom {
  record: BomRecord;
  version: number;
}

export interface BomWriteOptions {
  actor: Actor;
  ifMatch?: string;
}

/** Fields a BOM body may carry: writable ones and the read-only ones its record shows. */
const HEADER_FIELDS = new Set([
  'id',
  'BOM Number',
  'Item Number',
  'BOM Status',
  'details',
  'Item Id',
  'Item Description',
  ...Object.keys(PLANNING_FIELDS),
]);
const LINE_FIELDS = new Set([
  'id',
  'Component Item Number',
  'Component Quantity',
  'Component Unit',
  'Component Item Id',
  'Component Description',
]);

function refuseUnknown(body: Record<string, unknown>, known: Set<string>, where: string) {
  for (const key of Object.keys(body))
    if (!known.has(key)) throw badRequest('Request.UnknownField', `Unknown field "${key}" in ${where}`);
}

/** One BOM page of the bill_of_materials view: one row per BOM with its number of components. */
export const bomView = tableView({
  name: 'bill_of_materials',
  table: 'boms as b',
  refs: {
    'items as i': 'b.item_id',
  },
  columns: {
    'BOM Number': 'number',
    'Item Id': num('item_id'),
    'Item Number': 'i.number',
    'Item Description': 'i.description',
    'BOM Status': 'status',
    'BOM Lead Time Days': num('lead_time_days'),
    'BOM Minimum Quantity': num('minimum_quantity'),
    'BOM Order Multiple': num('order_multiple'),
    Components: num(sql`(select count(*) from bom_lines l where l.bom_id = b.id)`),
  },
  defaultSort: { key: 'BOM Number', type: 'Ascending' },
});
registerView({ view: bomView, privilege: viewPrivilege('Bill of Materials') });

export async function loadBom(db: Executor, id: number): Promise<StoredBom | undefined> {
  const header = await db
    .selectFrom('boms as b')
    .innerJoin('items as i', 'i.id', 'b.item_id')
    .select([
      'b.id',
      'b.number',
      'b.item_id',
      'i.number as item_number',
      'i.description',
      'b.status',
      'b.version',
      'b.lead_time_days',
      'b.minimum_quantity',
      'b.order_multiple',
    ])
    .where('b.id', '=', id)
    .executeTakeFirst();
  if (!header) return undefined;
  const lines = await db
    .selectFrom('bom_lines as l')
    .innerJoin('items as c', 'c.id', 'l.component_item_id')
    .select(['l.id', 'l.component_item_id', 'c.number', 'c.description', 'l.quantity', 'l.unit'])
    .where('l.bom_id', '=', id)
    .orderBy('l.id')
    .execute();
  return {
    version: header.version,
    record: {
      id: header.id,
      'BOM Number': header.number,
      'Item Id': header.item_id,
      'Item Number': header.item_number,
      'Item Description': header.description,
      'BOM Status': header.status,
      'BOM Lead Time Days': Number(header.lead_time_days),
      'BOM Minimum Quantity': Number(header.minimum_quantity),
      'BOM Order Multiple': Number(header.order_multiple),
      details: lines.map((l) => ({
        id: l.id,
        'Component Item Id': l.component_item_id,
        'Component Item Number': l.number,
        'Component Description': l.description,
        'Component Quantity': Number(l.quantity),
        'Component Unit': l.unit,
      })),
    },
  };
}

export async function getBom(store: Store, id: number): Promise<StoredBom> {
  const found = await loadBom(store.db, id);
  if (!found) throw notFound(ENTITY, `BOM #${id} not found`);
  return found;
}

async function itemByNumber(trx: Executor, number: string, role: string) {
  const item = await trx
    .selectFrom('items')
    .select(['id', 'unit'])
    .where('number', '=', number)
    .executeTakeFirst();
  if (!item) throw notFound('ItemMaster', `${role} ${number} not found in Item Master`);
  return item;
}

interface LineInput {
  id: number | null;
  componentItemId: number;
  quantity: number;
  unit: string | null;
}

type LineBody = Record<string, unknown>;

/**
 * Resolves and checks the component lines: components exist, quantities are positive, no component twice,
 * none is the BOM's own item. `existing` are the BOM's stored lines on update (a sent id keeps its line).
 */
async function resolveLines(
  trx: Executor,
  store: Store,
  itemId: number,
  details: LineBody[],
  existing: Map<number, { component_item_id: number; quantity: number; unit: string | null }>,
): Promise<LineInput[]> {
  if (details.length === 0)
    throw badRequest('BillOfMaterials.NoComponents', 'A BOM needs at least one component');
  const lines: LineInput[] = [];
  const seen = new Set<number>();
  for (const [index, line] of details.entries()) {
    refuseUnknown(line, LINE_FIELDS, `details/${index}`);
    const id = typeof line.id === 'number' ? line.id : null;
    const kept = id === null ? undefined : existing.get(id);
    if (id !== null && !kept)
      throw notFound('BillOfMaterialsDetails', `BOM line #${id} not found in this BOM`);
    const number = line['Component Item Number'];
    const quantity = line['Component Quantity'] ?? kept?.quantity;
    if (typeof number !== 'string' && !kept)
      throw badRequest(
        'Request.Invalid',
        `body/details/${index} must have required property 'Component Item Number'`,
      );
    if (typeof quantity !== 'number')
      throw badRequest(
        'Request.Invalid',
        `body/details/${index} must have required property 'Component Quantity'`,
      );
    const component =
      typeof number === 'string'
        ? await itemByNumber(trx, number, 'Component item')
        : { id: (kept as { component_item_id: number }).component_item_id, unit: null };
    if (!(quantity > 0))
      throw badRequest(
        'BillOfMaterials.InvalidQuantity',
        `details/${index}: Component Quantity must be positive`,
      );
    if (component.id === itemId)
      throw badRequest(
        'BillOfMaterials.Cycle',
        `details/${index}: a BOM cannot use its own item as a component`,
      );
    if (seen.has(component.id))
      throw badRequest(
        'BillOfMaterials.DuplicateComponent',
        `details/${index}: component ${String(number ?? component.id)} appears twice`,
      );
    seen.add(component.id);
    const unit =
      'Component Unit' in line
        ? ((line['Component Unit'] as string | null) ?? null)
        : kept && kept.component_item_id === component.id
          ? kept.unit
          : component.unit || null;
    // A unit the body names must be in the unit master (contract part 4); a kept or inherited one is not new.
    if ('Component Unit' in line && unit !== (kept?.unit ?? null)) await checkUnit(trx, store, unit);
    lines.push({ id, componentItemId: component.id, quantity, unit });
  }
  return lines;
}

/**
 * Refuses a BOM of `itemId` with `components` when some component already reaches `itemId` through the BOMs
 * stored (any status: an inactive BOM may be activated later), ignoring the BOM being replaced.
 */
/**
 * Refuses a BOM for `itemId` whose components reach `itemId` again through other BOMs (any status; `replacing`,
 * the BOM being updated, left out). One recursive query walks down from the components, so the cost follows the
 * structure under them, not the number of BOMs (reading every BOM line per write made loading 7,000 BOMs
 * quadratic). UNION keeps each item once, so an existing cycle cannot make it loop.
 */
async function refuseCycle(trx: Executor, itemId: number, components: number[], replacing: number | null) {
  if (components.length === 0) return;
  const found = await sql<{ one: number }>`
    with recursive reach(item_id) as (
      select i.id from items i where i.id in (${sql.join(components)})
      union
      select l.component_item_id
      from reach r
      join boms b on b.item_id = r.item_id${replacing === null ? sql`` : sql` and b.id <> ${replacing}`}
      join bom_lines l on l.bom_id = b.id
    )
    select 1 as one from reach where item_id = ${itemId} limit 1`.execute(trx);
  if (found.rows.length > 0)
    throw badRequest('BillOfMaterials.Cycle', 'This BOM would make the multi-level BOM structure cyclic');
}

async function refuseSecondActive(trx: Executor, itemId: number, status: string, self: number | null) {
  if (status !== 'Active') return;
  let query = trx
    .selectFrom('boms')
    .select('number')
    .where('item_id', '=', itemId)
    .where('status', '=', 'Active');
  if (self !== null) query = query.where('id', '!=', self);
  const other = await query.executeTakeFirst();
  if (other) throw activeExists(other.number);
}

const activeExists = (other?: string) =>
  badRequest(
    'BillOfMaterials.ActiveExists',
    `The item already has an Active BOM${other ? ` (${other})` : ''}; deactivate it first`,
  );

async function refuseTakenNumber(trx: Executor, number: string, self: number | null) {
  let query = trx.selectFrom('boms').select('id').where('number', '=', number);
  if (self !== null) query = query.where('id', '!=', self);
  if (await query.executeTakeFirst()) throw alreadyExists(ENTITY, `BOM ${number} already exists`);
}

/**
 * After a rollback: what the checks inside the transaction did not catch came from a concurrent writer; each of
 * the two unique rules answers by its index.
 */
const violations: ViolationAnswers<{ number: string | undefined; deleting: number | undefined }> = {
  unique: {
    boms_number_key: ({ number }) => alreadyExists(ENTITY, `BOM ${number} already exists`),
    boms_one_active_per_item: () => activeExists(),
  },
  foreignKey: ({ deleting }) =>
    deleting !== undefined
      ? stillInUse(ENTITY, `BOM #${deleting} is still used by manufacturing orders`)
      : badRequest('Request.InvalidReference', 'An item this BOM refers to was removed meanwhile; retry'),
};

const translate = (store: Store, error: unknown, number: string | undefined, deleting?: number) =>
  translateDatabaseError(store, error, violations, { number, deleting });

async function writeLines(trx: Tx, bomId: number, lines: LineInput[], existing: Set<number>) {
  const keep = new Set(lines.flatMap((l) => (l.id === null ? [] : [l.id])));
  const drop = [...existing].filter((id) => !keep.has(id));
  if (drop.length > 0) await trx.deleteFrom('bom_lines').where('id', 'in', drop).execute();
  for (const line of lines) {
    const values = { component_item_id: line.componentItemId, quantity: line.quantity, unit: line.unit };
    if (line.id === null)
      await trx
        .insertInto('bom_lines')
        .values({ bom_id: bomId, ...values })
        .execute();
    else await trx.updateTable('bom_lines').set(values).where('id', '=', line.id).execute();
  }
}

export async function createBom(store: Store, body: Record<string, unknown>, options: BomWriteOptions) {
  const number = body['BOM Number'] as string;
  try {
    return await inTransaction(store, async (trx) => {
      await store.dialect.serializeOn(trx, 'bom-structure');
      refuseUnknown(body, HEADER_FIELDS, 'the BOM');
      const planning = planningValues(body);
      const item = await itemByNumber(trx, body['Item Number'] as string, 'Item');
      const status = (body['BOM Status'] as string | undefined) ?? 'Active';
      const lines = await resolveLines(trx, store, item.id, body.details as LineBody[], new Map());
      await refuseTakenNumber(trx, number, null);
      await refuseSecondActive(trx, item.id, status, null);
      await refuseCycle(
        trx,
        item.id,
        lines.map((l) => l.componentItemId),
        null,
      );
      const now = nowIso();
      const { id } = await trx
        .insertInto('boms')
        .values({ number, item_id: item.id, status, ...planning, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await writeLines(trx, id, lines, new Set());
      const stored = (await loadBom(trx, id)) as StoredBom;
      await recordChange(trx, options.actor, {
        entityType: ENTITY,
        entityId: id,
        action: 'Created',
        before: null,
        after: { ...stored.record },
      });
      return stored;
    });
  } catch (error) {
    throw await translate(store, error, number);
  }
}

export async function updateBom(
  store: Store,
  id: number,
  body: Record<string, unknown>,
  options: BomWriteOptions,
) {
  let number: string | undefined;
  try {
    return await inTransaction(store, async (trx) => {
      await store.dialect.serializeOn(trx, 'bom-structure');
      const row = await store.dialect
        .forUpdate(trx.selectFrom('boms').selectAll().where('id', '=', id))
        .executeTakeFirst();
      if (!row) throw notFound(ENTITY, `BOM #${id} not found`);
      checkIfMatch(options.ifMatch, row.version, ENTITY, 'BOM', id);
      refuseUnknown(body, HEADER_FIELDS, 'the BOM');
      const planning = planningValues(body);
      const before = (await loadBom(trx, id)) as StoredBom;
      number = (body['BOM Number'] as string | undefined) ?? row.number;
      const itemId =
        typeof body['Item Number'] === 'string'
          ? (await itemByNumber(trx, body['Item Number'], 'Item')).id
          : row.item_id;
      const status = (body['BOM Status'] as string | undefined) ?? row.status;
      const stored = await trx
        .selectFrom('bom_lines')
        .select(['id', 'component_item_id', 'quantity', 'unit'])
        .where('bom_id', '=', id)
        .execute();
      const existing = new Map(stored.map((l) => [l.id, l]));
      const details: LineBody[] = Array.isArray(body.details)
        ? (body.details as LineBody[])
        : stored.map((l) => ({ id: l.id }));
      const lines = await resolveLines(trx, store, itemId, details, existing);
      await refuseTakenNumber(trx, number, id);
      await refuseSecondActive(trx, itemId, status, id);
      await refuseCycle(
        trx,
        itemId,
        lines.map((l) => l.componentItemId),
        id,
      );
      await trx
        .updateTable('boms')
        .set({
          number,
          item_id: itemId,
          status,
          ...planning,
          updated_at: nowIso(),
          version: row.version + 1,
        })
        .where('id', '=', id)
        .execute();
      await writeLines(trx, id, lines, new Set(existing.keys()));
      const after = (await loadBom(trx, id)) as StoredBom;
      await recordChange(trx, options.actor, {
        entityType: ENTITY,
        entityId: id,
        action: 'Updated',
        before: { ...before.record },
        after: { ...after.record },
      });
      return after;
    });
  } catch (error) {
    throw await translate(store, error, number);
  }
}

export async function deleteBom(store: Store, id: number, options: BomWriteOptions) {
  try {
    await inTransaction(store, async (trx) => {
      const row = await store.dialect
        .forUpdate(trx.selectFrom('boms').select(['id', 'version']).where('id', '=', id))
        .executeTakeFirst();
      if (!row) throw notFound(ENTITY, `BOM #${id} not found`);
      checkIfMatch(options.ifMatch, row.version, ENTITY, 'BOM', id);
      const before = (await loadBom(trx, id)) as StoredBom;
      await trx.deleteFrom('boms').where('id', '=', id).execute();
      await recordChange(trx, options.actor, {
        entityType: ENTITY,
        entityId: id,
        action: 'Deleted',
        before: { ...before.record },
        after: null,
      });
    });
  } catch (error) {
    throw await translate(store, error, undefined, id);
  }
}
