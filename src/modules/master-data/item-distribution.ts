import type { Executor } from '../../core/db/index.js';
import { alreadyExists, badRequest } from '../../core/errors.js';
import type { MasterWrite } from './definitions.js';

/**
 * Item distributions (planning.md part 5): a warehouse (To) replenished with an item from another (From). One per
 * item and To, so each warehouse has at most one source per item; the Active distributions of an item, acyclic by
 * the Cycle rule, form a forest whose roots are the warehouses that buy or make.
 */

/** An Active distribution as planning reads it. */
export interface Distribution {
  itemId: number;
  fromWarehouseId: number;
  toWarehouseId: number;
  leadTimeDays: number;
  minimumQuantity: number;
  multiple: number;
}

/** Every Active item distribution, in one query (planning's loader reads them in its snapshot). */
export async function loadActiveDistributions(db: Executor): Promise<Distribution[]> {
  const rows = await db
    .selectFrom('item_distributions')
    .select([
      'item_id',
      'from_warehouse_id',
      'to_warehouse_id',
      'lead_time_days',
      'minimum_quantity',
      'multiple',
    ])
    .where('status', '=', 'Active')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    itemId: Number(r.item_id),
    fromWarehouseId: Number(r.from_warehouse_id),
    toWarehouseId: Number(r.to_warehouse_id),
    leadTimeDays: Number(r.lead_time_days),
    minimumQuantity: Number(r.minimum_quantity),
    multiple: Number(r.multiple),
  }));
}

/**
 * Whether a distribution From → To of one item would close a cycle with `others` (that item's other Active
 * distributions): it does when To is From itself or a warehouse From is supplied from, directly or through others.
 */
export function closesCycle(
  others: readonly Pick<Distribution, 'fromWarehouseId' | 'toWarehouseId'>[],
  from: number,
  to: number,
): boolean {
  const sourceOf = new Map(others.map((d) => [d.toWarehouseId, d.fromWarehouseId]));
  const seen = new Set<number>();
  for (let at: number | undefined = from; at !== undefined && !seen.has(at); at = sourceOf.get(at)) {
    if (at === to) return true;
    seen.add(at);
  }
  return false;
}

/** The distribution network of one item. */
export interface ItemNetwork {
  /** Receiving warehouse → the distribution that supplies it. */
  sourceOf: Map<number, Distribution>;
  /** Warehouse → the warehouses it supplies. */
  supplies: Map<number, number[]>;
  /**
   * Every warehouse of the network, each after every warehouse it supplies (the order planning needs: a SKU is
   * planned after the SKUs that place transfer demand on it). Ties in warehouse id order.
   */
  order: number[];
}

/**
 * The Active distributions grouped per item into their forests (pure). Throws on a cycle, which the Cycle rule
 * keeps out of the database.
 */
export function distributionForest(distributions: readonly Distribution[]): Map<number, ItemNetwork> {
  const networks = new Map<number, ItemNetwork>();
  for (const d of distributions) {
    const network = networks.get(d.itemId) ?? { sourceOf: new Map(), supplies: new Map(), order: [] };
    networks.set(d.itemId, network);
    network.sourceOf.set(d.toWarehouseId, d);
    const supplied = network.supplies.get(d.fromWarehouseId) ?? [];
    supplied.push(d.toWarehouseId);
    network.supplies.set(d.fromWarehouseId, supplied);
  }
  for (const [itemId, network] of networks) {
    const warehouses = [...new Set([...network.sourceOf.keys(), ...network.supplies.keys()])].sort(
      (a, b) => a - b,
    );
    // Depth-first from each warehouse: a warehouse is placed once everything it supplies is placed.
    const state = new Map<number, 'visiting' | 'placed'>();
    const visit = (warehouse: number) => {
      const now = state.get(warehouse);
      if (now === 'placed') return;
      if (now === 'visiting') throw new Error(`item #${itemId}: the distributions form a cycle`);
      state.set(warehouse, 'visiting');
      for (const to of [...(network.supplies.get(warehouse) ?? [])].sort((a, b) => a - b)) visit(to);
      state.set(warehouse, 'placed');
      network.order.push(warehouse);
    };
    for (const warehouse of warehouses) visit(warehouse);
  }
  return networks;
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
