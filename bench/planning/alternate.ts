import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/**
 * Two source trees (e.g. main's worktree and an older commit's) measured in alternation, A B A B …, so a shared
 * machine's load drifts over both alike: `npx tsx bench/planning/alternate.ts <treeA> <treeB>`.
 * Each tree seeds its own copy of the planning bench company (its own migrations and seed.ts, the same size) once,
 * into BENCH_DIR (default /tmp/planning-alternate, kept: delete it after a schema change); every measurement runs
 * in a fresh process (alternate-probe.ts importing that tree's code) on a fresh copy of the seeded database.
 * BENCH_PARTS (default compute,sqlite) picks:
 *   compute   plan() alone on the loaded input, BENCH_ROUNDS (default 3) rounds a process, median CPU time
 *   sqlite    the whole run in process on SQLite, runs 1 and 2 (load / compute / write)
 *   postgres  the same on PostgreSQL (BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432/postgres;
 *             a seeded database per tree, kept, copied from it as a template for each measurement)
 *   api       each tree's own bench/api.bench.ts (it builds into its tree's dist/) with BENCH_API_ENV, default
 *             `BENCH_SCALE=0.1 BENCH_DATABASES=sqlite BENCH_PARTS=create,export BENCH_SECONDS=5 BENCH_BUILD=build:server`
 *           (the build only before each tree's first measurement)
 * BENCH_PAIRS (default 3) pairs of each part; BENCH_ITEMS / BENCH_LINES size the company; BENCH_MARKS=collapsed
 * (alternate-probe.ts) collapses the seed's net-change marks before the runs. Prints each measurement with the load
 * average beside it, then medians and A ÷ B.
 */
const trees = process.argv.slice(2, 4).map((tree) => resolve(tree));
if (trees.length !== 2) throw new Error('usage: alternate.ts <treeA> <treeB>');
const PARTS = (process.env.BENCH_PARTS ?? 'compute,sqlite').split(',');
const PAIRS = Number(process.env.BENCH_PAIRS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const DIR = process.env.BENCH_DIR ?? '/tmp/planning-alternate';
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const API_ENV =
  process.env.BENCH_API_ENV ??
  'BENCH_SCALE=0.1 BENCH_DATABASES=sqlite BENCH_PARTS=create,export BENCH_SECONDS=5 BENCH_BUILD=build:server';
const probe = join(dirname(fileURLToPath(import.meta.url)), 'alternate-probe.ts');
/** Trees whose service api.bench.ts has built in this process. */
const built = new Set<number>();
const labels = trees.map((tree, k) => `${'AB'[k]} ${basename(tree)}`);

const load = () => loadavg()[0]!.toFixed(1);
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** figures[part][measure][tree]: every pair's value. */
const figures = new Map<string, Map<string, number[][]>>();
function record(part: string, measure: string, tree: number, value: number) {
  const byMeasure = figures.get(part) ?? new Map<string, number[][]>();
  figures.set(part, byMeasure);
  const values = byMeasure.get(measure) ?? [[], []];
  byMeasure.set(measure, values);
  values[tree]!.push(value);
}

function runProbe(tree: string, args: string[]): Record<string, unknown> {
  const out = execFileSync(process.execPath, ['--import', 'tsx', probe, args[0]!, tree, ...args.slice(1)], {
    cwd: tree,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(out.trim().split('\n').pop()!) as Record<string, unknown>;
}

const seededFile = (k: number) => join(DIR, `seed-${k}-${basename(trees[k]!)}.db`);
const pgName = (k: number, suffix: string) => `sl_alternate_${k}_${suffix}`;
const pgUrl = (name: string) => {
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return url.toString();
};

async function adminQuery(sql: string): Promise<pg.QueryResult> {
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  try {
    return await admin.query(sql);
  } finally {
    await admin.end();
  }
}

async function seed() {
  mkdirSync(DIR, { recursive: true });
  for (const [k, tree] of trees.entries()) {
    if (!existsSync(seededFile(k))) {
      const file = `${seededFile(k)}.part`;
      rmSync(file, { force: true });
      console.log(`${labels[k]}: seeding SQLite`, runProbe(tree, ['seed', `sqlite:${file}`]));
      copyFileSync(file, seededFile(k));
      rmSync(file);
    }
    if (PARTS.includes('postgres')) {
      const name = pgName(k, 'seed');
      const found = await adminQuery(`select 1 from pg_database where datname = '${name}'`);
      if (found.rowCount === 0) {
        await adminQuery(`create database "${name}"`);
        console.log(`${labels[k]}: seeding PostgreSQL`, runProbe(tree, ['seed', pgUrl(name)]));
      }
    }
  }
}

type Run = { totalMs: number; cpuMs: number; loadMs: number; computeMs: number; writeMs: number };

function recordRuns(part: string, k: number, runs: Run[], at: string) {
  runs.forEach((run, i) => {
    for (const key of ['totalMs', 'loadMs', 'computeMs', 'writeMs', 'cpuMs'] as const)
      record(part, `run ${i + 1} ${key}`, k, run[key]);
    console.log(
      `${part} ${labels[k]} run ${i + 1}: ${(run.totalMs / 1000).toFixed(2)} s ` +
        `(${[run.loadMs, run.computeMs, run.writeMs].map((ms) => (ms / 1000).toFixed(2)).join(' / ')} s) ` +
        `CPU ${(run.cpuMs / 1000).toFixed(2)} s, load ${at}–${load()}`,
    );
  });
}

async function measure(part: string, k: number) {
  const tree = trees[k]!;
  const at = load();
  if (part === 'compute' || part === 'sqlite') {
    const file = join(DIR, `work-${k}.db`);
    for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
    copyFileSync(seededFile(k), file);
    if (part === 'compute') {
      const { rounds } = runProbe(tree, ['compute', `sqlite:${file}`, String(ROUNDS)]) as {
        rounds: { cpuMs: number; wallMs: number }[];
      };
      const cpu = median(rounds.map((r) => r.cpuMs));
      const wall = median(rounds.map((r) => r.wallMs));
      record(part, 'plan() CPU ms', k, cpu);
      record(part, 'plan() wall ms', k, wall);
      console.log(
        `compute ${labels[k]}: CPU ${cpu.toFixed(0)} ms, wall ${wall.toFixed(0)} ms, load ${at}–${load()}`,
      );
    } else recordRuns(part, k, (runProbe(tree, ['run', `sqlite:${file}`, '2']) as { runs: Run[] }).runs, at);
  } else if (part === 'postgres') {
    const name = pgName(k, 'work');
    await adminQuery(`drop database if exists "${name}"`);
    await adminQuery(`create database "${name}" template "${pgName(k, 'seed')}"`);
    try {
      recordRuns(part, k, (runProbe(tree, ['run', pgUrl(name), '2']) as { runs: Run[] }).runs, at);
    } finally {
      await adminQuery(`drop database if exists "${name}"`);
    }
  } else if (part === 'api') {
    const env = { ...process.env };
    for (const pair of API_ENV.split(' ').filter(Boolean)) {
      const [key, value] = pair.split('=');
      env[key!] = value;
    }
    // The tree's build runs before its first measurement only; `npm run env` (npm's own) stands in after it.
    if (built.has(k)) env.BENCH_BUILD = 'env';
    built.add(k);
    const result = spawnSync('npx', ['tsx', 'bench/api.bench.ts'], { cwd: tree, env, encoding: 'utf8' });
    // A figure line: "ok   [sqlite] <measure>: <value> (ceiling …" (or MISS; the cpu part's value is "CPU <ms> …").
    for (const line of result.stdout.split('\n')) {
      const match = /^(?:ok|MISS)\s+\[(\w+)\] (.+?): (?:CPU )?([\d,.]+)/.exec(line);
      if (!match) continue;
      record(part, `[${match[1]}] ${match[2]}`, k, Number(match[3]!.replaceAll(',', '')));
      console.log(`api ${labels[k]}: ${line.trim()}`);
    }
    if (result.status !== 0)
      console.log(`api ${labels[k]}: exited ${result.status}\n${result.stderr.slice(-2000)}`);
  }
}

function summary() {
  console.log(`\nmedians; A ÷ B (A = ${trees[0]}, B = ${trees[1]})`);
  for (const [part, byMeasure] of figures)
    for (const [measure, [a, b]] of byMeasure) {
      if (!a!.length || !b!.length) continue;
      const [ma, mb] = [median(a!), median(b!)];
      console.log(
        `${part} ${measure}: ${ma.toFixed(1)} vs ${mb.toFixed(1)} (n ${a!.length}/${b!.length}) ${(ma / mb).toFixed(3)}×`,
      );
    }
}

await seed();
for (const part of PARTS)
  for (let pair = 0; pair < (part === 'compute' ? Math.max(PAIRS, 5) : PAIRS); pair++)
    for (const k of pair % 2 ? [1, 0] : [0, 1]) await measure(part, k);
summary();
