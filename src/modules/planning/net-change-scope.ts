/**
 * What a net change must plan (planning.md part 7), from the items the writes since the stored plan touched
 * (`plan_dirty_items`, kept by migration 0042's triggers):
 * - every item below a touched one in the BOM structure (its dependent demand may change), and
 * - every item above any of those (their planned orders are the dependent demand of the items below: planning
 *   them again gives that demand without reading the stored plan).
 * That set is closed upwards, so each of its items gets all its demand inside it and is planned exactly as a full
 * run would plan it; an item outside it has neither a touched input nor a parent whose plan can change. Transfers
 * stay within an item (its warehouses), so an item's every SKU is in or out together.
 */
import { sql } from 'kysely';
import type { Executor } from '../../core/db/index.js';

/** The touched items (null: everything, e.g. a warehouse renumbered) and the marks read, to forget once planned. */
export interface DirtyItems {
  markIds: number[];
  items: number[] | null;
}

export async function readDirtyItems(db: Executor): Promise<DirtyItems> {
  const rows = await db.selectFrom('plan_dirty_items').select(['id', 'item_id']).execute();
  const items = new Set<number>();
  let everything = false;
  for (const row of rows) {
    if (row.item_id === null) everything = true;
    else items.add(row.item_id);
  }
  return { markIds: rows.map((r) => r.id), items: everything ? null : [...items] };
}

const CHUNK = 5_000;

/** Forgets the marks a plan followed, in the transaction that stores it (marks written since stay). */
export async function forgetDirtyItems(trx: Executor, markIds: readonly number[]): Promise<void> {
  for (let i = 0; i < markIds.length; i += CHUNK)
    await trx
      .deleteFrom('plan_dirty_items')
      .where('id', 'in', markIds.slice(i, i + CHUNK))
      .execute();
}

/**
 * The items to plan for the touched `items` (see above), ascending; null when they are more than `limit` (a
 * replan of most of the company plans it whole).
 */
export async function planningScope(
  db: Executor,
  items: readonly number[],
  limit: number,
): Promise<number[] | null> {
  if (items.length === 0) return [];
  if (items.length > limit) return null;
  const seeds = sql.join(items.map((id) => sql`(cast(${id} as integer))`));
  const { rows } = await sql<{ id: number }>`
    with recursive
      touched(id) as (values ${seeds}),
      below(id) as (
        select id from touched
        union
        select l.component_item_id from below
          join boms b on b.item_id = below.id
          join bom_lines l on l.bom_id = b.id),
      above(id) as (
        select id from below
        union
        select b.item_id from above
          join bom_lines l on l.component_item_id = above.id
          join boms b on b.id = l.bom_id)
    select id from above order by id`.execute(db);
  return rows.length > limit ? null : rows.map((r) => Number(r.id));
}
