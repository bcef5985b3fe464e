import { sql } from 'kysely';
import { insertRows } from '../../src/core/db/bulk.js';
import type { Store } from '../../src/core/db/index.js';
import { inTransaction } from '../../src/core/db/transaction.js';
import { random, type SeedSize, WAREHOUSES } from './seed.js';

/**
 * The bench company's distribution network (planning.md part 5), written in bulk into a database `seedCompany`
 * filled: warehouse 1 is the central one, 2–5 regional. For `share` of the items (90 %) every regional warehouse
 * is replenished from the central one by an Active item distribution (lead time 1–3 days; about a third with a
 * minimum, a third with a multiple), so those regional SKUs are transferred instead of bought or made and their
 * need becomes transfer demand on the central warehouse. Then `transferShare` of the company's line count (2 %)
 * in open transfer order lines of 4 lines each, central → one regional warehouse per order, of distributed items:
 * 70 % Open, 15 % In Progress, 15 % Shipped (supply at the regional warehouse only), shipped from 5 days before
 * the plan date to 60 days after it, received the distribution's lead time later. Deterministic.
 */
export interface NetworkSize {
  share: number;
  transferShare: number;
}

export const NETWORK: NetworkSize = { share: 0.9, transferShare: 0.02 };
const CENTRAL = 1;
const LINES_PER_ORDER = 4;

export async function seedNetwork(
  store: Store,
  size: SeedSize,
  network: NetworkSize = NETWORK,
): Promise<{ distributions: number; transferLines: number }> {
  const rand = random(20260529);
  const int = (min: number, max: number) => min + Math.floor(rand() * (max - min + 1));
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const now = new Date().toISOString();
  const start = Date.parse(`${size.planDate}T00:00:00Z`);
  const day = (offset: number) => new Date(start + offset * 86_400_000).toISOString().slice(0, 10);

  const distributed: number[] = [];
  const lead = new Map<string, number>();
  const distributions: unknown[][] = [];
  for (let item = 1; item <= size.items; item++) {
    if (rand() >= network.share) continue;
    distributed.push(item);
    for (let to = CENTRAL + 1; to <= WAREHOUSES; to++) {
      const days = int(1, 3);
      lead.set(`${item}:${to}`, days);
      distributions.push([
        item,
        CENTRAL,
        to,
        days,
        pick([0, 0, 10, 50]),
        pick([0, 0, 5, 12.5]),
        'Active',
        '{}',
        1,
        now,
        now,
      ]);
    }
  }

  const lines = Math.round(size.lines * network.transferShare);
  const headers: unknown[][] = [];
  const rows: unknown[][] = [];
  for (let o = 0; o * LINES_PER_ORDER < lines; o++) {
    const to = int(CENTRAL + 1, WAREHOUSES);
    const ship = int(-5, 60);
    headers.push([o + 1, `TO${o + 1}`, 'Open', day(ship), CENTRAL, '{}', 1, now, now]);
    const status = pick(['Open', 'Open', 'Open', 'Open', 'In Progress', 'Shipped'] as const);
    for (let l = 0; l < LINES_PER_ORDER && o * LINES_PER_ORDER + l < lines; l++) {
      const item = pick(distributed);
      const receipt = ship + (lead.get(`${item}:${to}`) ?? 2);
      rows.push([o + 1, item, to, int(5, 100), status, day(ship), day(receipt), '{}']);
    }
  }

  await inTransaction(store, async (db) => {
    await insertRows(
      db,
      'item_distributions',
      [
        'item_id',
        'from_warehouse_id',
        'to_warehouse_id',
        'lead_time_days',
        'minimum_quantity',
        'multiple',
        'status',
        'custom',
        'version',
        'created_at',
        'updated_at',
      ],
      distributions,
    );
    await insertRows(
      db,
      'transfer_orders',
      [
        'id',
        'number',
        'status',
        'order_date',
        'from_warehouse_id',
        'custom',
        'version',
        'created_at',
        'updated_at',
      ],
      headers,
    );
    await insertRows(
      db,
      'transfer_order_lines',
      ['order_id', 'item_id', 'warehouse_id', 'quantity', 'status', 'ship_date', 'receipt_date', 'custom'],
      rows,
    );
    // Ids were given explicitly: PostgreSQL's identity sequence must continue after them.
    if (store.kind === 'postgres' && headers.length > 0)
      await sql`select setval(pg_get_serial_sequence('transfer_orders', 'id'), (select max(id) from transfer_orders))`.execute(
        db,
      );
  });
  return { distributions: distributions.length, transferLines: rows.length };
}
