import { fork, spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { Store } from '../src/core/db/index.js';
import { signIn } from './api/sign-in.js';
import { ADMIN_PASSWORD } from './export/report.js';
import { nextMessage, runBench, seedDatabase } from './harness.js';
import { seedNetwork } from './planning/network.js';
import { seedCompany } from './planning/seed.js';
import { PLANNING_VIEWS } from './planning/views.js';
import { sqliteWriteFloor } from './planning/write-floor.js';

/**
 * The whole planning run over HTTP: a deterministic company (20,000 items in four BOM levels, 5 warehouses,
 * 100,000 inventory records, 200,000 open order and forecast lines) is written straight into the tables, the
 * service starts compiled (as `npm start` runs it) in a child process, and the bench times
 * `POST /api/planning/run` (365 days) twice (the second replaces the first's suggestions), reads the run's load,
 * compute and write times from `GET /api/planning/runs/{id}`, the server's peak RSS, and the first page of each
 * planning view. SQLite always; PostgreSQL when BENCH_PG_URL or TEST_DATABASE_URL names a server.
 *
 * With transfers (planning.md part 5): the same company is copied and given a distribution network
 * (planning/network.ts: central warehouse 1 → regional 2–5 for 90 % of the items, open transfer lines); both are
 * served at once by services of their own, their runs alternate, and compute and whole run with transfers are
 * reported as a ratio to without (target ≤ 1.10).
 *
 * Then a what-if scenario (+20 % demand on every item, the run's date and horizon) is read twice: its projected
 * purchase lines (first answer plans it; the second comes from the cache) and its comparison with the base.
 *
 * On SQLite it then measures the write floor (planning/write-floor.ts): SQLite inserting the last run's rows into a
 * copy of the company before any run by `insert … select`, without JavaScript; the run's write phase is reported
 * as a ratio to it, and the floor plus run 1's load and compute against the whole run's target.
 *
 * Targets: compute < 1 s, the whole run < 5 s on SQLite, peak RSS < 1 GB, each view's first page < 100 ms,
 * a scenario's first answer < 3 s and a cached one < 50 ms.
 * BENCH_ITEMS and BENCH_LINES change the size, BENCH_RUNS the number of runs, BENCH_READS the reads of each
 * first page (median reported, with the floor: the median read of one run's row), BENCH_SCENARIO=0 skips the
 * scenario.
 */
const ITEMS = Number(process.env.BENCH_ITEMS ?? 20_000);
const LINES = Number(process.env.BENCH_LINES ?? 200_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 2);
/** Reads of each first page after its warm-up read: the median is reported (and the best). */
const READS = Number(process.env.BENCH_READS ?? 5);
/** BENCH_SCENARIO=0 leaves the scenario reads out (the views' figures alone). */
const SCENARIO = process.env.BENCH_SCENARIO !== '0';
/** Attempts of the SQLite write floor (median reported). */
const FLOOR_ATTEMPTS = Number(process.env.BENCH_FLOOR_ATTEMPTS ?? 3);
const PLAN_DATE = '2026-01-05';
const HORIZON = 365;
const TARGETS = {
  computeMs: 1000,
  sqliteRunMs: 5000,
  rss: 1024 ** 3,
  pageMs: 100,
  scenarioFirstMs: 3000,
  scenarioCachedMs: 50,
  /** With the distribution network, compute and whole run against the same company without. */
  transferRatio: 1.1,
};
const PG_URL = process.env.BENCH_PG_URL ?? process.env.TEST_DATABASE_URL;

const here = dirname(fileURLToPath(import.meta.url));
const build = join(here, '..', 'dist', 'bench-build');
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

function compile(): void {
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  const result = spawnSync(process.execPath, [tsc, '-p', join(here, 'tsconfig.json')], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('compiling the service for the bench failed');
}

interface Figures {
  database: string;
  runs: {
    totalMs: number;
    loadMs: number;
    computeMs: number;
    writeMs: number;
    answer: Record<string, unknown>;
  }[];
  pages: { view: string; ms: number; best: number; total: number }[];
  floor: { ms: number; best: number };
  scenario: { read: string; ms: number; total: number }[];
  peakRss: number;
  /** SQLite: sqliteWriteFloor's attempts (ms), sorted. */
  writeFloor?: number[];
}

type Call = (method: string, path: string, body?: unknown) => Promise<Record<string, unknown>>;

interface Service {
  call: Call;
  /** The service process's peak RSS (getrusage maxrss). */
  peakRss(): Promise<number>;
  stop(): Promise<void>;
}

async function startService(databaseUrl: string): Promise<Service> {
  // The service's own server process of the export bench: listens on 127.0.0.1:0, reports its peak RSS.
  const server = fork(join(build, 'bench', 'export', 'server.js'), [], {
    // Compiled JavaScript, as `npm start` runs it: not under the bench's own tsx loader.
    execArgv: [],
    env: { ...process.env, DATABASE_URL: databaseUrl, BENCH_VIEW: 'inventory_planning' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const stop = async () => {
    // Waits for the service to close its pool: the PostgreSQL database is dropped right after.
    if (server.exitCode !== null) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.send('exit');
    const kill = setTimeout(() => server.kill(), 5000);
    await exited;
    clearTimeout(kill);
  };
  try {
    const ready = await nextMessage<{ address?: string; error?: string }>(server);
    if (!ready.address) throw new Error(ready.error ?? 'server did not start');
    const headers = await signIn(ready.address, ADMIN_PASSWORD);
    // node:http rather than fetch: fetch gives up on an answer that takes longer than 300 s.
    const call: Call = (method, path, body) =>
      new Promise<Record<string, unknown>>((resolve, reject) => {
        const req = request(`${ready.address}${path}`, { method, headers }, (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            text += chunk;
          });
          res.on('end', () =>
            res.statusCode === 200
              ? resolve(JSON.parse(text) as Record<string, unknown>)
              : reject(new Error(`${method} ${path}: ${res.statusCode} ${text}`)),
          );
        });
        req.on('error', reject);
        req.end(body === undefined ? undefined : JSON.stringify(body));
      });
    const peakRss = async () => {
      server.send('report');
      return (await nextMessage<{ peakRss: number }>(server)).peakRss;
    };
    return { call, peakRss, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** One planning run over HTTP, with the run's own load, compute and write times. */
async function planOnce(call: Call): Promise<Figures['runs'][number]> {
  const started = performance.now();
  const answer = await call('POST', '/api/planning/run', { 'Plan Date': PLAN_DATE, 'Horizon Days': HORIZON });
  const totalMs = performance.now() - started;
  const run = await call('GET', `/api/planning/runs/${answer['Plan Run Id']}`);
  return {
    totalMs,
    loadMs: Number(run['Load Ms']),
    computeMs: Number(run['Compute Ms']),
    writeMs: Number(run['Write Ms']),
    answer,
  };
}

/** The first pages of the planning views, the scenario reads and the peak RSS, after the runs. */
async function readAfterRuns(service: Service, figures: Figures): Promise<void> {
  const { call } = service;
  // The floor of a read over HTTP on this machine at this moment: one run's row by id (a primary-key read).
  const timed = async (path: string) => {
    const times: number[] = [];
    let answer: Record<string, unknown> = {};
    for (let i = 0; i < READS; i++) {
      const started = performance.now();
      answer = await call('GET', path);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    return { answer, ms: times[Math.floor(times.length / 2)]!, best: times[0]! };
  };
  const runPath = `/api/planning/runs/${figures.runs.at(-1)?.answer['Plan Run Id']}`;
  await call('GET', runPath);
  figures.floor = await timed(runPath);
  for (const [view, filters] of PLANNING_VIEWS) {
    const path = `/api/views/${view}?filters=${encodeURIComponent(JSON.stringify(filters))}`;
    await call('GET', path); // warm: the first read of a table after the run pulls its pages in
    const { answer: page, ms, best } = await timed(path);
    const label = Object.keys(filters).length ? `${view} ${JSON.stringify(filters)}` : view;
    figures.pages.push({ view: label, ms, best, total: Number((page.extra as { total: number }).total) });
  }
  if (SCENARIO) {
    const scenario = await call('POST', '/api/scenario-analysis', {
      'Scenario Name': 'Demand +20 %',
      'Scenario Status': 'Active',
      'Plan Date': PLAN_DATE,
      'Horizon Days': HORIZON,
      'Scenario Adjustments': [{ type: 'Demand Change', Percent: 20 }],
    });
    for (const [label, path] of [
      ['projected PO lines', `/api/scenario-purchase-order-details/${scenario.id}`],
      ['comparison', `/api/scenario-analysis/${scenario.id}/comparison`],
    ] as const)
      for (const read of ['first', 'cached']) {
        const started = performance.now();
        const page = await call('GET', path);
        figures.scenario.push({
          read: `${label}, ${read}`,
          ms: performance.now() - started,
          total: Number((page.extra as { total: number }).total),
        });
      }
  }
  figures.peakRss = await service.peakRss();
}

const emptyFigures = (database: string): Figures => ({
  database,
  runs: [],
  pages: [],
  floor: { ms: 0, best: 0 },
  scenario: [],
  peakRss: 0,
});

/**
 * The same company without and with the distribution network, each in its own database and service process, both
 * running at once: the runs alternate (without, with, without, …) so that a change of the shared machine's load
 * falls on both alike; then each one's views and scenario.
 */
async function measure(database: string, baseUrl: string, networkUrl: string): Promise<[Figures, Figures]> {
  const base = await startService(baseUrl);
  try {
    const network = await startService(networkUrl);
    try {
      const figures: [Figures, Figures] = [
        emptyFigures(database),
        emptyFigures(`${database} with transfers`),
      ];
      for (let i = 0; i < RUNS; i++) {
        figures[0].runs.push(await planOnce(base.call));
        figures[1].runs.push(await planOnce(network.call));
      }
      await readAfterRuns(base, figures[0]);
      await readAfterRuns(network, figures[1]);
      return figures;
    } finally {
      await network.stop();
    }
  } finally {
    await base.stop();
  }
}

/** Runs `write` on a migrated database at `databaseUrl` and logs how long it took. */
async function seeded(databaseUrl: string, what: string, write: (store: Store) => Promise<string>) {
  const started = performance.now();
  const written = await seedDatabase(databaseUrl, write);
  console.log(
    `${what} ${databaseUrl.split(':')[0]} in ${((performance.now() - started) / 1000).toFixed(1)} s${written}`,
  );
}

const seedBase = (url: string) =>
  seeded(url, 'seeded', async (store) => {
    await seedCompany(store, { items: ITEMS, lines: LINES, planDate: PLAN_DATE });
    return '';
  });

const seedTransfers = (url: string) =>
  seeded(url, 'added the distribution network to', async (store) => {
    const n = await seedNetwork(store, { items: ITEMS, lines: LINES, planDate: PLAN_DATE });
    return `: ${n.distributions.toLocaleString('en')} Active distributions, ${n.transferLines.toLocaleString('en')} open transfer lines`;
  });

/** Run by run, the company with transfers against the same company without: compute and whole run. */
function compare(without: Figures, withTransfers: Figures): string[] {
  const misses: string[] = [];
  const sum = (f: Figures, key: 'computeMs' | 'totalMs') => f.runs.reduce((total, r) => total + r[key], 0);
  console.log(`
${without.database}: with transfers against without (target ≤ ${TARGETS.transferRatio}×)`);
  without.runs.forEach((w, i) => {
    const t = withTransfers.runs[i]!;
    console.log(
      `  run ${i + 1}: compute ${w.computeMs} → ${t.computeMs} ms (${(t.computeMs / w.computeMs).toFixed(2)}×), ` +
        `whole run ${w.totalMs.toFixed(0)} → ${t.totalMs.toFixed(0)} ms (${(t.totalMs / w.totalMs).toFixed(2)}×)`,
    );
  });
  for (const [label, key] of [
    ['compute', 'computeMs'],
    ['whole run', 'totalMs'],
  ] as const) {
    const ratio = sum(withTransfers, key) / sum(without, key);
    console.log(`  ${label}, all ${without.runs.length} runs: ${ratio.toFixed(2)}×`);
    if (ratio > TARGETS.transferRatio)
      misses.push(`${without.database} ${label} with transfers ${ratio.toFixed(2)}× without`);
  }
  return misses;
}

function report(f: Figures): string[] {
  const misses: string[] = [];
  console.log(
    `\n${f.database}: ${ITEMS.toLocaleString('en')} items, ${LINES.toLocaleString('en')} lines, ${HORIZON} days`,
  );
  f.runs.forEach((r, i) => {
    const a = r.answer;
    console.log(
      `  run ${i + 1}: ${r.totalMs.toFixed(0)} ms over HTTP (load ${r.loadMs}, compute ${r.computeMs}, write ${r.writeMs}); ` +
        `${a['SKUs Planned']} SKUs, ${a['Planned Purchase Lines']} PO lines, ${a['Planned Manufacturing Lines']} MOs, ` +
        `${a['Planned Transfer Lines']} TO lines, ` +
        `${a.Exceptions} exceptions`,
    );
    if (r.computeMs >= TARGETS.computeMs) misses.push(`${f.database} run ${i + 1} compute ${r.computeMs} ms`);
    if (f.database === 'sqlite' && r.totalMs >= TARGETS.sqliteRunMs)
      misses.push(`sqlite run ${i + 1} took ${r.totalMs.toFixed(0)} ms`);
  });
  if (f.writeFloor && f.runs[0]) {
    const floor = f.writeFloor[Math.floor(f.writeFloor.length / 2)]!;
    const run = f.runs[0];
    console.log(
      `  write floor: SQLite inserting run ${f.runs.length}'s rows from a copy (insert … select, no JavaScript, commit included): ` +
        `${floor.toFixed(0)} ms (median of ${f.writeFloor.length}, best ${f.writeFloor[0]!.toFixed(0)}); run 1's write ` +
        `${(run.writeMs / floor).toFixed(2)}× it; run 1's load + compute + the floor = ${(run.loadMs + run.computeMs + floor).toFixed(0)} ms ` +
        `(target for the whole run ${TARGETS.sqliteRunMs} ms)`,
    );
  }
  console.log(`  peak RSS of the service: ${mb(f.peakRss)}`);
  if (f.peakRss >= TARGETS.rss) misses.push(`${f.database} peak RSS ${mb(f.peakRss)}`);
  console.log(
    `  floor: a run's row by id ${''.padEnd(27)} ${f.floor.ms.toFixed(1).padStart(8)} ms  (best ${f.floor.best.toFixed(1)} ms, load average ${loadavg()[0]!.toFixed(1)})`,
  );
  for (const p of f.pages) {
    console.log(
      `  first page ${p.view.padEnd(42)} ${p.ms.toFixed(1).padStart(8)} ms  (best ${p.best.toFixed(1)} ms, ` +
        `${(p.ms / f.floor.ms).toFixed(1)}× the floor; ${p.total.toLocaleString('en')} rows)`,
    );
    if (p.ms >= TARGETS.pageMs) misses.push(`${f.database} ${p.view} first page ${p.ms.toFixed(0)} ms`);
  }
  for (const r of f.scenario) {
    console.log(
      `  scenario ${r.read.padEnd(33)} ${r.ms.toFixed(1).padStart(8)} ms  (${r.total.toLocaleString('en')} rows)`,
    );
    const target = r.read.endsWith('cached') ? TARGETS.scenarioCachedMs : TARGETS.scenarioFirstMs;
    if (r.ms >= target) misses.push(`${f.database} scenario ${r.read} ${r.ms.toFixed(0)} ms`);
  }
  return misses;
}

async function main(): Promise<string[]> {
  compile();
  const misses: string[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'supplyline-planning-bench-'));
  try {
    const file = join(dir, 'bench.db');
    const sqliteUrl = `sqlite:${file}`;
    await seedBase(sqliteUrl);
    // The company before any run, for the write floor (the store was closed: no WAL left beside it), and the same
    // company with the distribution network.
    copyFileSync(file, join(dir, 'seeded.db'));
    const networkFile = join(dir, 'transfers.db');
    copyFileSync(file, networkFile);
    await seedTransfers(`sqlite:${networkFile}`);
    const [without, withTransfers] = await measure('sqlite', sqliteUrl, `sqlite:${networkFile}`);
    without.writeFloor = sqliteWriteFloor(join(dir, 'seeded.db'), file, FLOOR_ATTEMPTS).sort((a, b) => a - b);
    misses.push(...report(without), ...report(withTransfers), ...compare(without, withTransfers));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  if (PG_URL) {
    const stamp = Date.now().toString(36);
    const names = [`sl_bench_planning_${stamp}`, `sl_bench_planning_${stamp}_transfers`];
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    const urls = names.map((name) => {
      const url = new URL(PG_URL);
      url.pathname = `/${name}`;
      return url.toString();
    });
    try {
      await admin.query(`create database "${names[0]}"`);
      await seedBase(urls[0]!);
      // The same company copied (no connection is left on it), then its distribution network.
      await admin.query(`create database "${names[1]}" template "${names[0]}"`);
      await seedTransfers(urls[1]!);
      const [without, withTransfers] = await measure('postgres', urls[0]!, urls[1]!);
      misses.push(...report(without), ...report(withTransfers), ...compare(without, withTransfers));
    } finally {
      for (const name of names) await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  } else console.log('\npostgres: skipped (set BENCH_PG_URL or TEST_DATABASE_URL)');
  return misses;
}

runBench('planning', main);
