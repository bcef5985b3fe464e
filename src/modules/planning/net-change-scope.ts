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
import type { Executor, Store } from '../../core/db/index.js';
import { inTransaction } from '../../core/db/transaction.js';

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

/** Runs of consecutive mark ids per delete. */
const RUNS_PER_DELETE = 500;
/** Forgetting this many marks leaves enough deleted rows to reclaim (see reclaimDirtyItems). */
const RECLAIM_AFTER = 1_000;

/**
 * Forgets the marks a plan followed, in the transaction that stores it (marks written since stay): by runs of
 * consecutive ids, so the many marks of a bulk write go in one statement.
 */
export async function forgetDirtyItems(trx: Executor, markIds: readonly number[]): Promise<void> {
  const ids = [...markIds].sort((a, b) => a - b);
  const runs: [number, number][] = [];
  for (const id of ids) {
    const last = runs[runs.length - 1];
    if (last && id === last[1] + 1) last[1] = id;
    else runs.push([id, id]);
  }
  for (let i = 0; i < runs.length; i += RUNS_PER_DELETE)
    await trx
      .deleteFrom('plan_dirty_items')
      .where((eb) =>
        eb.or(runs.slice(i, i + RUNS_PER_DELETE).map(([from, to]) => eb.between('id', from, to))),
      )
      .execute();
}

/**
 * While net change keeps nothing current (off, or before any full run), marks would pile up with every write: they
 * are collapsed into one mark of everything, so the replan that follows plans the whole company (a full run
 * forgets it like any other mark it reads). Cheap when there is nothing to collapse.
 */
export async function collapseDirtyItems(store: Store): Promise<void> {
  const item = await store.db
    .selectFrom('plan_dirty_items')
    .select('id')
    .where('item_id', 'is not', null)
    .limit(1)
    .executeTakeFirst();
  if (!item) return;
  await inTransaction(store, async (trx) => {
    await trx.deleteFrom('plan_dirty_items').where('item_id', 'is not', null).execute();
    const everything = await trx
      .selectFrom('plan_dirty_items')
      .select('id')
      .where('item_id', 'is', null)
      .limit(1)
      .executeTakeFirst();
    if (!everything) await trx.insertInto('plan_dirty_items').values({ item_id: null }).execute();
  });
  await reclaimDirtyItems(store, RECLAIM_AFTER);
}

/** After a plan that forgot many marks committed: every replan reads the table whole, deleted rows included. */
export async function reclaimDirtyItems(store: Store, forgotten: number): Promise<void> {
  if (forgotten >= RECLAIM_AFTER) await store.dialect.statistics.vacuum(store.db, ['plan_dirty_items']);
}

/**
 * The items to plan for the touched `items` (see above), ascending; null when they are more than `limit` (a
 * replan of most of the company plans it whole). Walked a BOM level at a time, each step one query an index
 * serves (a recursive query gets hash joins over both BOM tables on PostgreSQL).
 */
export async function planningScope(
  db: Executor,
  items: readonly number[],
  limit: number,
): Promise<number[] | null> {
  if (items.length > limit) return null;
  const scope = new Set(items);
  const walk = async (from: Iterable<number>, step: (frontier: number[]) => Promise<number[]>) => {
    let frontier = [...from];
    while (frontier.length > 0) {
      const next: number[] = [];
      for (let i = 0; i < frontier.length; i += STEP)
        for (const id of await step(frontier.slice(i, i + STEP)))
          if (!scope.has(id)) {
            scope.add(id);
            next.push(id);
          }
      if (scope.size > limit) return false;
      frontier = next;
    }
    return true;
  };
  /** One BOM level from the items of `frontier`: down to their components, or up to the items made of them. */
  const level =
    (from: 'b.item_id' | 'l.component_item_id', to: 'b.item_id' | 'l.component_item_id') =>
    async (frontier: number[]) =>
      (
        await db
          .selectFrom('boms as b')
          .innerJoin('bom_lines as l', 'l.bom_id', 'b.id')
          .select((eb) => eb.ref(to).as('id'))
          .distinct()
          .where(from, 'in', frontier)
          .execute()
      ).map((r) => r.id);
  const components = level('b.item_id', 'l.component_item_id');
  const parents = level('l.component_item_id', 'b.item_id');
  if (!(await walk(items, components))) return null;
  // Above everything below the touched items (the walk up starts from all of them).
  if (!(await walk([...scope], parents))) return null;
  return [...scope].sort((a, b) => a - b);
}

/** Items per query of the walk. */
const STEP = 1_000;
