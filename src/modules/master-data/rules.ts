import type { Executor, Store } from '../../core/db/index.js';
import { notFound, stillInUse } from '../../core/errors.js';
import type { MasterDef } from './definitions.js';
import { untyped } from './untyped.js';

/**
 * Data-quality rules of contract part 4 that the database does not hold as constraints (units are named, not
 * referenced by id, and rows written before the rules existed may break them). They apply to writes from now on:
 * a value is checked when a write sets or changes it, so an old offending row can still be edited elsewhere.
 */

/** Where a unit name is used: item units and BOM component units. */
const UNIT_USES = [
  { table: 'items', column: 'unit', what: 'items' },
  { table: 'bom_lines', column: 'unit', what: 'BOM lines' },
] as const;

/**
 * `Item Unit` and `Component Unit` name a unit of the unit master (`400 UnitMaster.NotFound`). Empty means no unit.
 * The unit's row stays locked to the end of the transaction, so a parallel delete or rename of it waits and then
 * sees the new use (PostgreSQL; SQLite has one writer).
 */
export async function checkUnit(trx: Executor, store: Store, unit: unknown): Promise<void> {
  if (unit === null || unit === undefined || unit === '') return;
  const found = await store.dialect
    .forUpdate(trx.selectFrom('units').select('id').where('name', '=', String(unit)))
    .executeTakeFirst();
  if (!found) throw notFound('UnitMaster', `Unit ${String(unit)} not found in Unit Master`);
}

/** A unit still named by items or BOM lines cannot be deleted or renamed (`400 UnitMaster.StillInUse`). */
export async function refuseUnitInUse(trx: Executor, name: string, change: 'deleted' | 'renamed') {
  for (const use of UNIT_USES) {
    const used = await untyped(trx)
      .selectFrom(use.table)
      .select('id')
      .where(use.column, '=', name)
      .limit(1)
      .executeTakeFirst();
    if (used) throw stillInUse('UnitMaster', `Unit ${name} is used by ${use.what} and cannot be ${change}`);
  }
}

/**
 * References that must belong to another reference of the same record (a supplier allocation's Ship From belongs
 * to its Supplier): `400 <Entity>.NotFound` otherwise. Checked when either side is set or changed by the write;
 * `stored` is the row before an update (null on create).
 */
export async function checkOwnership(
  trx: Executor,
  store: Store,
  def: MasterDef,
  values: Record<string, unknown>,
  stored: Record<string, unknown> | null,
): Promise<void> {
  for (const ref of def.columns) {
    if (ref.kind !== 'ref' || !ref.ownedBy) continue;
    const owner = ref.ownedBy;
    const current = (column: string) => (column in values ? values[column] : stored?.[column]);
    const changed = [ref.column, owner.column].some(
      (column) => column in values && values[column] !== stored?.[column],
    );
    const refId = current(ref.column);
    if (!changed || refId === null || refId === undefined) continue;
    const row = (await store.dialect
      .forUpdate(untyped(trx).selectFrom(ref.table).select(['number', owner.column]).where('id', '=', refId))
      .executeTakeFirst()) as Record<string, unknown> | undefined;
    if (!row || Number(row[owner.column]) !== Number(current(owner.column)))
      throw notFound(
        ref.entity,
        `${ref.label} ${String(row?.number ?? refId)} does not belong to this record's ${owner.label}`,
      );
  }
}
