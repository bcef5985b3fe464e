import type { KyselyPlugin, RootOperationNode } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildDataset, scaled, supplierNumber } from '../../bench/dataset.js';
import { type ListQuery, runList } from '../../src/core/list/engine.js';
import { findView } from '../../src/core/list/registry.js';
import '../../src/modules/index.js';
import { DATABASES } from '../helpers/databases.js';
import { seededStore } from '../helpers/store.js';

/**
 * The order views read a reference's number and name through a LEFT JOIN on the referenced table's primary key,
 * joined only to the queries that select the column: a page's first phase (its ids) joins what its sort, filters
 * and search read and nothing else; the second phase (the page's rows by id) joins every reference it shows.
 */
describe.each(DATABASES)('joins of the order views [%s]', (kind) => {
  const seeded = seededStore(kind, (store) => buildDataset(store, scaled(0.002)), 120_000);

  /** The SQL of every query one page of `view` runs, in order, with the page's rows. */
  async function pageQueries(view: string, query: Partial<ListQuery>) {
    const compiled = new Map<unknown, string>();
    const seen: string[] = [];
    const executor = seeded.store.db.getExecutor();
    // Every query built through the plugin is compiled here (subqueries too); only executed ones get a result.
    const capture: KyselyPlugin = {
      transformQuery: (args) => {
        compiled.set(args.queryId, executor.compileQuery(args.node as RootOperationNode, args.queryId).sql);
        return args.node;
      },
      transformResult: async (args) => {
        seen.push(compiled.get(args.queryId)!);
        return args.result;
      },
    };
    const page = await runList(
      { ...seeded.store, db: seeded.store.db.withPlugin(capture) },
      findView(view)!.view,
      { filters: {}, page: 1, pageSize: 20, ...query },
      undefined,
    );
    // The custom-columns lookup is not the view's own query.
    return { sql: seen.filter((s) => !s.includes('custom_columns')), rows: page.data.rows };
  }
  const joined = (sql: string) => [...sql.matchAll(/left join "(\w+)"/g)].map((m) => m[1]).sort();

  it('a default page picks its ids with no join and reads its rows with every reference joined', async () => {
    const { sql, rows } = await pageQueries('purchase_order_details', {});
    expect(rows).toHaveLength(20);
    // The page's ids, its rows, then the count of a full page's total (no reference read either).
    expect(sql).toHaveLength(3);
    expect(joined(sql[0]!)).toEqual([]);
    expect(joined(sql[1]!)).toEqual(['items', 'ship_froms', 'sub_items', 'suppliers', 'warehouses']);
    expect(sql[1]).not.toMatch(/\(select r\./);
    expect(sql[2]).toMatch(/count\(\*\)/);
    expect(joined(sql[2]!)).toEqual([]);
    expect(rows[0]).toHaveProperty('Supplier Name');
  });

  it('a page sorted by a name joins that name’s table alone to pick its ids', async () => {
    const { sql, rows } = await pageQueries('purchase_order_details', {
      sort: { key: 'Supplier Name', type: 'Ascending' },
    });
    expect(rows).toHaveLength(20);
    expect(joined(sql[0]!)).toEqual(['suppliers']);
    // The total counts the rows with no sort, so nothing joined.
    expect(sql[2]).toMatch(/count\(\*\)/);
    expect(joined(sql[2]!)).toEqual([]);
  });

  it('a filter on a reference number resolves the ids first and joins nothing to pick the page', async () => {
    const { sql, rows } = await pageQueries('purchase_order_list', {
      filters: { 'Supplier Number': [supplierNumber(0)] },
    });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r['Supplier Number'] === supplierNumber(0))).toBe(true);
    // The referenced ids, then the page's ids, then its rows.
    expect(sql[0]).toMatch(/from "suppliers" r where/);
    expect(joined(sql[1]!)).toEqual([]);
    expect(joined(sql[2]!)).toEqual(['suppliers']);
  });

  it('a search joins every searchable reference to pick the page', async () => {
    const { sql, rows } = await pageQueries('sales_order_details', { search: 'wh-' });
    expect(rows.length).toBeGreaterThan(0);
    expect(joined(sql[0]!)).toEqual(['customers', 'items', 'ship_tos', 'sub_items', 'warehouses']);
  });
});
