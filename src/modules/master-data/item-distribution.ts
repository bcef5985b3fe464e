import { alreadyExists, badRequest } from '../../core/errors.js';
import type { MasterWrite } from './definitions.js';

/**
 * Item distributions (planning.md part 5): a warehouse (To) replenished with an item from another (From). One per
 * item and To, so each warehouse has at most one source per item; the Active distributions of an item, acyclic by
 * the Cycle rule, form a forest whose roots are the warehouses that buy or make (planning reads them in
 * planning/loader-transfers.ts and orders the warehouses in its engine, planning/engine/sources.ts).
 */

/** An item distribution's path (closesCycle). */
export interface DistributionPath {
  fromWarehouseId: number;
  toWarehouseId: number;
}

/**
 * Whether a distribution From → To of one item would close a cycle with `others` (that item's other Active
 * distributions): it does when To is From itself or a warehouse From is supplied from, directly or through others.
 */
export function closesCycle(others: readonly DistributionPath[], from: number, to: number): boolean {
  const sourceOf = new Map(others.map((d) => [d.toWarehouseId, d.fromWarehouseId]));
  const seen = new Set<number>();
  for (let at: number | undefined = from; at !== undefined && !seen.has(at); at = sourceOf.get(at)) {
    if (at === to) return true;
    seen.add(at);
  }
  return false;
}

/**
 * The rules of an item distribution write, after its references were resolved (unknown item or warehouse first):
 * From = To `SameWarehouse`; another distribution of the item into To, Inactive ones included, `AlreadyExists`;
 * an Active one that closes a chain of the item's Active distributions `Cycle`. The item's row is locked for the
 * rest of the transaction, so two writes of one item's network check one after the other (PostgreSQL; SQLite has
 * one writer).
 */
export async function checkItemDistribution({ trx, store, id, row, key }: MasterWrite): Promise<void> {
  const itemId = Number(row.item_id);
  const from = Number(row.from_warehouse_id);
  const to = Number(row.to_warehouse_id);
  if (from === to)
    throw badRequest(
      'ItemDistribution.SameWarehouse',
      'From Warehouse Number and To Warehouse Number must be different warehouses',
    );
  await store.dialect.forUpdate(trx.selectFrom('items').select('id').where('id', '=', itemId)).execute();
  let others = trx
    .selectFrom('item_distributions')
    .select(['id', 'from_warehouse_id', 'to_warehouse_id', 'status'])
    .where('item_id', '=', itemId);
  if (id !== null) others = others.where('id', '!=', id);
  const rows = await others.execute();
  if (rows.some((r) => Number(r.to_warehouse_id) === to))
    throw alreadyExists('ItemDistribution', `Item distribution ${key} already exists`);
  if (row.status !== 'Active') return;
  const active = rows
    .filter((r) => r.status === 'Active')
    .map((r) => ({ fromWarehouseId: Number(r.from_warehouse_id), toWarehouseId: Number(r.to_warehouse_id) }));
  if (closesCycle(active, from, to))
    throw badRequest(
      'ItemDistribution.Cycle',
      `To Warehouse Number already supplies the From warehouse with this item through Active distributions: ` +
        `item distribution ${key} would close a cycle`,
    );
}
