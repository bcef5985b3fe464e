import { describe, expect, it } from 'vitest';
import { buildDataset, scaled, supplierNumber } from '../../bench/dataset.js';
import type { Store } from '../../src/core/db/index.js';
import { type ListQuery, prepareView } from '../../src/core/list/engine.js';
import { findView } from '../../src/core/list/registry.js';
import '../../src/modules/index.js';
import { itemTagsQuery } from '../../src/modules/orders/engine/views.js';
import { purchaseOrders } from '../../src/modules/orders/purchase.js';
import { DATABASES } from '../helpers/databases.js';
import { explainLines, seededStore } from '../helpers/store.js';

/**
 * The hot queries of issue 12 use their index and never read a whole order table. The plans are asked of each
 * database (SQLite EXPLAIN QUERY PLAN, PostgreSQL EXPLAIN) on a tenth of the bench dataset (100,000 PO lines over
 * 13,000 orders, 50,000 SO lines, 2,000 items) after ANALYZE, so the planner's choice between an index and a scan
 * is the one it makes on a real table.
 */
const ORDER_TABLES = [
  'purchase_orders',
  'purchase_order_lines',
  'sales_orders',
  'sales_order_lines',
  'manufacturing_orders',
  'manufacturing_order_lines',
  'forecasts',
  'forecast_lines',
];

interface Case {
  title: string;
  view: string;
  query?: Partial<Omit<ListQuery, 'page' | 'pageSize'>>;
  scope?: unknown;
  /** An index the plan must name. */
  index: string;
  /** The first page comes off the index in order, without sorting every matching row (default lists always). */
  ordered?: true;
}

const CASES: Case[] = [
  {
    title: 'by-item view',
    view: 'purchase_order_item',
    scope: { item_id: 5 },
    index: 'purchase_order_lines_item_warehouse',
  },
  {
    title: 'by-item view scoped to a warehouse',
    view: 'purchase_order_item',
    scope: { item_id: 5, warehouse_id: 3 },
    index: 'purchase_order_lines_item_warehouse',
  },
  {
    title: 'PO list filtered by Supplier Number, sorted by PO List Order Date',
    view: 'purchase_order_list',
    query: {
      filters: { 'Supplier Number': [supplierNumber(6)] },
      sort: { key: 'PO List Order Date', type: 'Descending' },
    },
    index: 'purchase_orders_supplier_id_order_date',
    ordered: true,
  },
  {
    title: 'PO list sorted by PO List Order Date, oldest first (nulls last)',
    view: 'purchase_order_list',
    query: { sort: { key: 'PO List Order Date', type: 'Ascending' } },
    index: 'purchase_orders_order_date',
    ordered: true,
  },
  {
    title: 'SO list sorted by SO List Order Date, newest first',
    view: 'sales_order_list',
    query: { sort: { key: 'SO List Order Date', type: 'Descending' } },
    index: 'sales_orders_order_date',
    ordered: true,
  },
  { title: 'PO details list', view: 'purchase_order_details', index: 'purchase_orders_number_sort' },
  // The bench dataset holds purchase and sales orders; manufacturing orders and forecasts have the same index
  // (migration 0014) and the same generated SQL.
  ...(['purchase', 'sales'] as const).map((kind) => ({
    title: `default ${kind} order list`,
    view: `${kind}_order_list`,
    index: `${kind}_orders_number_sort`,
  })),
  { title: 'SO details list', view: 'sales_order_details', index: 'sales_orders_number_sort' },
];

async function planOf(store: Store, c: Case): Promise<string[]> {
  const entry = findView(c.view);
  if (!entry) throw new Error(`view ${c.view} is not registered`);
  const prepared = await prepareView(store, entry.view, { filters: {}, ...c.query }, c.scope);
  return explainLines(store, prepared.rows(50, 0).compile());
}

/** Plan lines that read a whole order table: SQLite `SCAN t` without an index, PostgreSQL `Seq Scan on t`. */
function wholeTableScans(kind: string, plan: string[]): string[] {
  return plan.filter((line) =>
    ORDER_TABLES.some((table) =>
      kind === 'sqlite'
        ? // SQLite names the alias (h, l) in SCAN lines; an ordered index walk stopped by LIMIT says USING INDEX.
          /^SCAN (h|l|c)$/.test(line.trim())
        : new RegExp(`Seq Scan on ${table}\\b`).test(line),
    ),
  );
}

describe.each(DATABASES)('query plans of the hot views [%s]', (kind) => {
  const seeded = seededStore(kind, (store) => buildDataset(store, scaled(0.1)), 180_000);

  for (const c of CASES)
    it(`${c.title} uses ${c.index} and reads no whole order table`, async () => {
      const plan = await planOf(seeded.store, c);
      const text = plan.join('\n');
      expect(text).toContain(c.index);
      expect(wholeTableScans(kind, plan)).toEqual([]);
      // A default list's first page comes off its index in order: no sort of every row.
      if ((!c.query && !c.scope) || c.ordered) {
        if (kind === 'sqlite') expect(text).not.toMatch(/TEMP B-TREE FOR ORDER BY/);
        else expect(text).not.toMatch(/(?<!Incremental )Sort\s+\(/);
      }
    });

  it.each([
    ['', { item_id: 5 }],
    [' scoped to a warehouse', { item_id: 5, warehouse_id: 3 }],
  ])('by-item status tags%s come from the (item_id, warehouse_id, status) index alone', async (_, scope) => {
    const plan = (
      await explainLines(seeded.store, itemTagsQuery(seeded.store.db, purchaseOrders, scope)!.compile())
    ).join('\n');
    expect(plan).toContain('purchase_order_lines_item_warehouse_status');
    // No visit of a line: SQLite names the index COVERING, PostgreSQL answers with an Index Only Scan.
    expect(plan).toMatch(kind === 'sqlite' ? /COVERING INDEX/ : /Index Only Scan/);
    expect(plan).not.toMatch(/purchase_orders/);
  });
});
