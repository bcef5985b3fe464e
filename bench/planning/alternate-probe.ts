import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * One measurement of alternate.ts against the source tree named as its first argument: the tree's own migrations,
 * seed, loader, engine and run are imported from that tree, so two trees (e.g. two commits' worktrees) are measured
 * by the same code around them. Prints one JSON line.
 *   seed <tree> <databaseUrl>            migrates and seeds the planning bench company (the tree's seed.ts)
 *   run <tree> <databaseUrl> <runs>      full planning runs in process: load / compute / write of each
 *   compute <tree> <sqliteFile> <rounds> loads the plan input once, then plan() <rounds> times: CPU and wall of each
 * BENCH_ITEMS / BENCH_LINES size the company (default 20,000 / 200,000). BENCH_MARKS=collapsed: before the runs, a
 * tree with net change (planning.md part 7) collapses the seed's marks into one, as its net-change job does within
 * 10 s in a running service before any full run (the seed writes straight into the tables, one mark a row).
 */
const [command, tree, databaseUrl, count] = process.argv.slice(2);
const ITEMS = Number(process.env.BENCH_ITEMS ?? 20_000);
const LINES = Number(process.env.BENCH_LINES ?? 200_000);
const PLAN_DATE = '2026-01-05';
const HORIZON = 365;

/** A module of the measured tree, typed as this tree's own (what the probe calls has the same shape in both). */
const load = <T>(path: string) => import(pathToFileURL(join(tree!, path)).href) as Promise<T>;

function cpuMs(since: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
}

async function main() {
  if (!tree || !databaseUrl || !['seed', 'run', 'compute'].includes(command ?? ''))
    throw new Error('usage: seed|run|compute <tree> <databaseUrl> [count]');
  const db = await load<typeof import('../../src/core/db/index.js')>('src/core/db/index.ts');
  const { migrateToLatest } =
    await load<typeof import('../../src/core/db/migrate.js')>('src/core/db/migrate.ts');
  const { migrations } = await load<typeof import('../../migrations/index.js')>('migrations/index.ts');
  const store = db.openStore(databaseUrl);
  try {
    await migrateToLatest(store, migrations);
    if (command === 'seed') {
      const { seedCompany } = await load<typeof import('./seed.js')>('bench/planning/seed.ts');
      const started = performance.now();
      await seedCompany(store, { items: ITEMS, lines: LINES, planDate: PLAN_DATE });
      console.log(JSON.stringify({ seedMs: performance.now() - started }));
    } else if (command === 'run') {
      const { runPlanning } = await load<typeof import('../../src/modules/planning/run.js')>(
        'src/modules/planning/run.ts',
      );
      const { SYSTEM_ACTOR } =
        await load<typeof import('../../src/core/events/outbox.js')>('src/core/events/outbox.ts');
      const scope = join(tree, 'src/modules/planning/net-change-scope.ts');
      if (process.env.BENCH_MARKS === 'collapsed' && existsSync(scope)) {
        const { collapseDirtyItems } = (await import(
          pathToFileURL(scope).href
        )) as typeof import('../../src/modules/planning/net-change-scope.js');
        await collapseDirtyItems(store);
      }
      const runs: unknown[] = [];
      for (let run = 0; run < Number(count ?? 2); run++) {
        const cpu = process.cpuUsage();
        const started = performance.now();
        let timings = { loadMs: 0, computeMs: 0, writeMs: 0 };
        await runPlanning(store, { planDate: PLAN_DATE, horizonDays: HORIZON }, SYSTEM_ACTOR, (t) => {
          timings = t;
        });
        runs.push({
          totalMs: performance.now() - started,
          cpuMs: cpuMs(cpu),
          loadMs: timings.loadMs,
          computeMs: timings.computeMs,
          writeMs: timings.writeMs,
        });
      }
      console.log(JSON.stringify({ runs }));
    } else {
      const { loadPlanInput } = await load<typeof import('../../src/modules/planning/loader.js')>(
        'src/modules/planning/loader.ts',
      );
      const { plan } = await load<typeof import('../../src/modules/planning/engine/index.js')>(
        'src/modules/planning/engine/index.ts',
      );
      const { input } = await loadPlanInput(store, PLAN_DATE, HORIZON);
      const rounds: { cpuMs: number; wallMs: number }[] = [];
      for (let i = 0; i < Number(count ?? 3); i++) {
        const cpu = process.cpuUsage();
        const started = performance.now();
        plan(input, { firmPegging: false });
        rounds.push({ cpuMs: cpuMs(cpu), wallMs: performance.now() - started });
      }
      console.log(JSON.stringify({ rounds }));
    }
  } finally {
    await db.closeStore(store);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
