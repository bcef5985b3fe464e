import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { seedCompany } from '../../bench/planning/seed.js';
import type { Store } from '../../src/core/db/index.js';
import { prepareView, runList } from '../../src/core/list/engine.js';
import { findView } from '../../src/core/list/registry.js';
import '../../src/modules/index.js';
import { runPlanning } from '../../src/modules/planning/run.js';
import { DATABASES } from '../helpers/databases.js';
import { explainLines, seededStore } from '../helpers/store.js';

/**
 * The first page (default sort) of each planning view is an index walk stopped by LIMIT (issue 10): the plan
 * names the index that serves the sort, never a sort of every row nor a whole scan of the run's big tables, and
 * `extra.total` of an unfiltered page (a product or a stored count) is the count of the filtered path. The plans
 * are asked of each database (SQLite EXPLAIN QUERY PLAN, PostgreSQL EXPLAIN) after a run over a twentieth of the
 * bench's company (1,000 items, 5,000 SKUs, 10,000 order and forecast lines) and ANALYZE.
 */
interface Case {
  view: string;
  filters?: Record<string, unknown>;
  /** Indexes the plan must name. */
  indexes: string[];
  /** Tables (SQLite: their aliases) the plan must not read whole. */
  notScanned: string[];
}

const CASES: Case[] = [
  ...[{}, { Bucket: ['Day'] }, { Bucket: ['Month'] }].map((filters) => ({
    view: 'inventory_planning',
    filters,
    indexes: ['plan_skus_default_sort'],
    notScanned: ['plan_days'],
  })),
  { view: 'inventory_analysis', indexes: ['plan_skus_default_sort'], notScanned: ['plan_skus'] },
  {
    view: 'planning_exceptions',
    indexes: ['plan_exceptions_default_sort'],
    notScanned: ['plan_exceptions'],
  },
  {
    view: 'planning_pegging',
    indexes: ['plan_orders_default_sort', 'plan_pegging_order'],
    notScanned: ['plan_pegging'],
  },
  ...['forecast_over_time', 'forecast_vs_sales'].map((view) => ({
    view,
    indexes: ['items_number_sort', 'forecast_months_item_row'],
    notScanned: ['forecast_months', 'forecast_lines', 'sales_order_lines'],
  })),
];

/** SQLite aliases of the tables in the views' FROM clauses. */
const ALIASES: Record<string, string> = {
  plan_days: 'd',
  plan_skus: 's',
  plan_exceptions: 'x',
  plan_pegging: 'p',
  forecast_months: 'g',
  forecast_lines: 'fl',
  sales_order_lines: 'sl',
};

const scope = (c: Case) => {
  const entry = findView(c.view)!;
  return entry.scope ? entry.scope(c.filters ?? {}) : { scope: undefined, filters: c.filters ?? {} };
};

async function planOf(store: Store, c: Case): Promise<string[]> {
  const { scope: s, filters } = scope(c);
  const prepared = await prepareView(store, findView(c.view)!.view, { filters: filters as never }, s);
  return explainLines(store, prepared.rows(50, 0).compile());
}

describe.each(DATABASES)('first pages of the planning views [%s]', (kind) => {
  const seeded = seededStore(
    kind,
    async (store) => {
      await seedCompany(store, { items: 1000, lines: 10_000, planDate: '2026-01-05' });
      await runPlanning(store, { planDate: '2026-01-05', horizonDays: 365 }, { id: null, name: 'test' });
      await sql`analyze`.execute(store.db);
    },
    300_000,
  );

  for (const c of CASES) {
    const title = `${c.view}${c.filters ? ` ${JSON.stringify(c.filters)}` : ''}`;
    it(`${title} walks ${c.indexes.join(' and ')}`, async () => {
      const plan = await planOf(seeded.store, c);
      const text = plan.join('\n');
      for (const index of c.indexes) expect(text).toContain(index);
      const scans = plan.filter((line) =>
        c.notScanned.some((table) =>
          kind === 'sqlite'
            ? new RegExp(`^SCAN ${ALIASES[table]}$`).test(line.trim())
            : new RegExp(`Seq Scan on ${table}\\b`).test(line),
        ),
      );
      expect(scans).toEqual([]);
      // Rows come off the index in order; only ties (one item's rows) may be sorted.
      if (kind === 'sqlite') expect(text).not.toMatch(/TEMP B-TREE FOR ORDER BY/);
      else expect(text).not.toMatch(/(?<!Incremental )Sort\s+\(/);
    });

    it(`${title}: extra.total of the first page is the count of its rows`, async () => {
      const { scope: s, filters } = scope(c);
      const view = findView(c.view)!.view;
      const page = await runList(seeded.store, view, { filters: filters as never, page: 1, pageSize: 50 }, s);
      // A filter that keeps every row takes the counting path.
      const everything = { ...filters, id: { from: -1 } };
      const counted = await runList(
        seeded.store,
        view,
        { filters: everything as never, page: 1, pageSize: 50 },
        s,
      );
      expect(page.extra.total).toBeGreaterThan(50);
      expect(page.extra.total).toBe(counted.extra.total);
      expect(page.data.rows).toEqual(counted.data.rows);
    });
  }
});
