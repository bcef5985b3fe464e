import { CompiledQuery } from 'kysely';
import { migrations } from '../../migrations/index.js';
import { closeStore, openStore } from '../../src/core/db/index.js';
import { migrateToLatest } from '../../src/core/db/migrate.js';
import { runList } from '../../src/core/list/engine.js';
import { findView } from '../../src/core/list/registry.js';
import '../../src/modules/index.js';
import { runPlanning } from '../../src/modules/planning/run.js';
import { seedCompany } from './seed.js';
import { PLANNING_VIEWS } from './views.js';

/**
 * Iterating on the planning views without the whole bench: `seed <url>` writes the bench company into a database
 * that stays (a SQLite file or an existing PostgreSQL database) and runs the plan once; `pages <url>` migrates it
 * to the latest schema and times the first page of each planning view in process (the bench's reads, without
 * HTTP); `explain <url>` prints each first page's query plan.
 * npx tsx bench/planning/views-dev.ts seed sqlite:/tmp/planning.db
 */
const [command, url] = process.argv.slice(2);
const ITEMS = Number(process.env.BENCH_ITEMS ?? 20_000);
const LINES = Number(process.env.BENCH_LINES ?? 200_000);
const PLAN_DATE = '2026-01-05';

async function main() {
  if (!url || !['seed', 'pages', 'explain'].includes(command ?? ''))
    throw new Error('usage: seed|pages|explain <url>');
  const store = openStore(url);
  try {
    await migrateToLatest(store, migrations);
    if (command === 'seed') {
      await seedCompany(store, { items: ITEMS, lines: LINES, planDate: PLAN_DATE });
      const answer = await runPlanning(
        store,
        { planDate: PLAN_DATE, horizonDays: 365 },
        { id: null, name: 'bench' },
      );
      console.log(answer);
      return;
    }
    for (const [name, rawFilters] of PLANNING_VIEWS) {
      const entry = findView(name)!;
      const { scope, filters } = entry.scope
        ? entry.scope(rawFilters)
        : { scope: undefined, filters: rawFilters };
      const query = { filters: filters as never, page: 1, pageSize: 50 };
      const label = `${name} ${JSON.stringify(rawFilters)}`;
      if (command === 'explain') {
        const { prepareView } = await import('../../src/core/list/engine.js');
        const prepared = await prepareView(store, entry.view, query, scope);
        const compiled = prepared.rows(50, 0).compile();
        const explain = store.kind === 'sqlite' ? 'explain query plan' : 'explain';
        const result = await store.db.executeQuery<Record<string, unknown>>(
          CompiledQuery.raw(`${explain} ${compiled.sql}`, [...compiled.parameters]),
        );
        console.log(`\n${label}\n${result.rows.map((r) => String(r.detail ?? r['QUERY PLAN'])).join('\n')}`);
        continue;
      }
      await runList(store, entry.view, query, scope);
      const times: number[] = [];
      let total = 0;
      for (let i = 0; i < 3; i++) {
        const started = performance.now();
        const page = await runList(store, entry.view, query, scope);
        times.push(performance.now() - started);
        total = page.extra.total;
      }
      console.log(
        `${label.padEnd(48)} ${Math.min(...times)
          .toFixed(1)
          .padStart(8)} ms  (${total} rows)`,
      );
    }
  } finally {
    await closeStore(store);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
