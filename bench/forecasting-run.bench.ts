/**
 * The whole statistical forecasting run (planning.md part 6) on a database: `BENCH_ITEMS` items (20,000) ×
 * `BENCH_WAREHOUSES` warehouses (5) = 100,000 SKUs, each with 36 months of sales history before the month of As
 * Of (a quarter each smooth, trending, seasonal, intermittent; bench/forecasting/seed.ts writes one sales-order
 * line per SKU and month with a sale straight into the tables), then `runForecasting` with the defaults (Auto, 36
 * months of history, 12 of horizon) in this process, `BENCH_RUNS` times (2: the second replaces the first's STAT
 * lists), with the wall time its thread spent reading the grouped history, writing (STAT lines, results, months,
 * run and event in one transaction) and waiting for the engine (on worker threads), the engine's own time, and
 * the process's peak RSS.
 *
 * Ceiling, measured in the same process on the same data: the CPU time of the engine alone over the same series
 * held in memory (forecastSeries, Auto): no database. The run's CPU time is reported as a ratio to it (wall times
 * too, but on the shared 2-core machine they mostly measure the queue for a core).
 *
 * SQLite always (a temporary file); PostgreSQL too when BENCH_PG_URL or TEST_DATABASE_URL names a server (a
 * database is created and dropped). Target: the whole run under 10 s on SQLite, peak RSS under 1 GB.
 *
 * `BENCH_BUILT=1` measures the run as `npm start` runs it: the compiled service in dist/ (`npm run build:server`
 * first), worker threads included. Otherwise the TypeScript sources under tsx, whose worker threads compile the
 * engine with tsx too (it names every closure as it is created, which the engine's fits pay for).
 */
import { execSync, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { migrations } from '../migrations/index.js';
import * as sources from '../src/core/db/index.js';
import { migrateToLatest } from '../src/core/db/migrate.js';
import type { ForecastRunAnswer, ForecastRunPhases } from '../src/modules/forecasting/run.js';
import { GENERATED_PATTERNS, generateSeries, random } from './forecasting/datasets.js';
import { seedHistory } from './forecasting/seed.js';
import { runBench, withTemporaryPostgres, withTemporarySqlite } from './harness.js';

const ITEMS = Number(process.env.BENCH_ITEMS ?? 20_000);
const WAREHOUSES = Number(process.env.BENCH_WAREHOUSES ?? 5);
const RUNS = Number(process.env.BENCH_RUNS ?? 2);
const MONTHS = 36;
const AS_OF = '2026-11-28';
const TARGET_MS = 10_000;
const TARGET_RSS = 1024 ** 3;
const PG_URL = process.env.BENCH_PG_URL ?? process.env.TEST_DATABASE_URL;
const ACTOR = { id: null, name: 'bench' };

/** The store, the run and the engine: compiled (BENCH_BUILT=1) or the sources. */
async function serviceModules() {
  const from = (path: string) =>
    process.env.BENCH_BUILT === '1'
      ? new URL(`../dist/src/${path}.js`, import.meta.url).href
      : new URL(`../src/${path}.ts`, import.meta.url).href;
  return {
    ...((await import(from('core/db/index'))) as typeof import('../src/core/db/index.js')),
    ...((await import(
      from('modules/forecasting/run')
    )) as typeof import('../src/modules/forecasting/run.js')),
    ...((await import(
      from('modules/forecasting/engine/index')
    )) as typeof import('../src/modules/forecasting/engine/index.js')),
  };
}
const { closeStore, openStore, forecastSeries, forecastParameters, runForecasting } = await serviceModules();

const load = () =>
  execSync('uptime')
    .toString()
    .trim()
    .replace(/.*load average: /, '');
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** CPU time of the engine alone over the same series as the seed (same generator, same seed), in memory. */
function ceilingMs(): number {
  const rand = random(20261128);
  const series = Array.from({ length: ITEMS * WAREHOUSES }, (_, sku) =>
    generateSeries(GENERATED_PATTERNS[sku % 4]!, MONTHS, rand),
  );
  const cpu = process.cpuUsage();
  for (const y of series) forecastSeries(y, { method: 'Auto', horizon: 12 });
  const used = process.cpuUsage(cpu);
  return (used.user + used.system) / 1000;
}

interface Run {
  totalMs: number;
  /** CPU time of this process over the run, every thread (the engine runs on worker threads, the read and the
   * write on the run's). */
  cpuMs: number;
  phases: ForecastRunPhases;
  answer: ForecastRunAnswer;
}

/** Migrates and seeds `url` (run in a child process, so the peak RSS measured is the runs'), from the sources. */
async function seed(url: string) {
  const store = sources.openStore(url);
  try {
    await migrateToLatest(store, migrations);
    const seedStart = performance.now();
    const lines = await seedHistory(store, {
      items: ITEMS,
      warehouses: WAREHOUSES,
      months: MONTHS,
      asOf: AS_OF,
    });
    console.log(
      `${url.split(':')[0]}: seeded ${(ITEMS * WAREHOUSES).toLocaleString('en')} SKUs, ${lines.toLocaleString('en')} sales lines in ${s(performance.now() - seedStart)}`,
    );
  } finally {
    await sources.closeStore(store);
  }
}

async function measure(kind: string, url: string): Promise<string[]> {
  const seeded = spawnSync(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url), 'seed', url],
    {
      stdio: 'inherit',
    },
  );
  if (seeded.status !== 0) throw new Error(`seeding ${kind} failed`);
  const store = openStore(url);
  const misses: string[] = [];
  try {
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) {
      const phases: ForecastRunPhases = { readMs: 0, writeMs: 0, waitMs: 0, engineMs: 0, workerReadMs: 0 };
      const cpu = process.cpuUsage();
      const started = performance.now();
      const answer = await runForecasting(store, forecastParameters({ 'As Of': AS_OF }, AS_OF), ACTOR, {
        phases,
      });
      const used = process.cpuUsage(cpu);
      runs.push({
        totalMs: performance.now() - started,
        cpuMs: (used.user + used.system) / 1000,
        phases,
        answer,
      });
    }
    const ceiling = ceilingMs();
    const rss = process.resourceUsage().maxRSS * 1024;
    console.log(
      `\n| ${kind} | whole run | CPU (every thread) | read: run's thread / workers | write | waiting for the engine | engine (its threads) | ceiling: engine alone, CPU | CPU ratio | load 1/5/15 |`,
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|');
    runs.forEach((r, i) => {
      console.log(
        `| run ${i + 1}: ${r.answer['SKUs Forecast'].toLocaleString('en')} SKUs | ${s(r.totalMs)} | ${s(r.cpuMs)} | ${s(r.phases.readMs)} / ${s(r.phases.workerReadMs)} | ${s(r.phases.writeMs)} | ${s(r.phases.waitMs)} | ${s(r.phases.engineMs)} | ${s(ceiling)} | ${(r.cpuMs / ceiling).toFixed(2)}× | ${load()} |`,
      );
      if (kind === 'sqlite' && r.totalMs >= TARGET_MS)
        misses.push(`sqlite run ${i + 1} took ${s(r.totalMs)}`);
    });
    console.log(`methods: ${JSON.stringify(runs[0]?.answer.Methods)}`);
    console.log(`peak RSS of the process (the runs and the ceiling's series; seeded by a child): ${mb(rss)}`);
    if (rss >= TARGET_RSS) misses.push(`${kind} peak RSS ${mb(rss)}`);
  } finally {
    await closeStore(store);
  }
  return misses;
}

async function main(): Promise<string[]> {
  const misses = await withTemporarySqlite('supplyline-forecasting-bench', (url) => measure('sqlite', url));
  if (PG_URL && process.env.BENCH_DATABASES !== 'sqlite')
    misses.push(
      ...(await withTemporaryPostgres(PG_URL, 'sl_bench_forecasting', (url) => measure('postgres', url))),
    );
  else console.log('\npostgres: skipped (set BENCH_PG_URL or TEST_DATABASE_URL)');
  return misses;
}

if (process.argv[2] === 'seed')
  runBench('forecasting run', async () => {
    await seed(process.argv[3]!);
    return [];
  });
else runBench('forecasting run', main);
