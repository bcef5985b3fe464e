import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { join } from 'node:path';
import { migrations } from '../../migrations/index.js';
import { closeStore, openStore, type Store } from '../../src/core/db/index.js';
import { migrateToLatest } from '../../src/core/db/migrate.js';
import { plan } from '../../src/modules/planning/engine/index.js';
import { loadPlanInput } from '../../src/modules/planning/loader.js';
import { seedNetwork } from './network.js';
import { seedCompany } from './seed.js';

/**
 * The planning engine's compute on the bench company without and with the distribution network, in process and
 * away from HTTP and the database's writes: `seed <dir>` writes `base.db` (the company) and `transfers.db` (the
 * same with network.ts's distributions and transfer lines) into a directory that stays; `compute <dir>` loads each
 * plan input once and runs `plan()` on them alternately (BENCH_ROUNDS times, default 5), reporting the median CPU
 * time (user + system of this process: a shared machine's queue for a core barely shows in it) and wall time of
 * each, and the ratio; `profile <dir> base|transfers` plans one of them BENCH_ROUNDS times, to run under
 * `node --cpu-prof --import tsx`, or with BENCH_PROFILE=<file.cpuprofile> to profile the plan() rounds alone.
 * npx tsx bench/planning/compute-dev.ts seed /tmp/planning-compute
 */
const [command, dir, which] = process.argv.slice(2);
const ITEMS = Number(process.env.BENCH_ITEMS ?? 20_000);
const LINES = Number(process.env.BENCH_LINES ?? 200_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
/** profile: the .cpuprofile file the plan() rounds alone are profiled into (node:inspector), if set. */
const PROFILE = process.env.BENCH_PROFILE;
const PLAN_DATE = '2026-01-05';
const HORIZON = 365;
const size = { items: ITEMS, lines: LINES, planDate: PLAN_DATE };

async function withStore<T>(file: string, use: (store: Store) => Promise<T>): Promise<T> {
  const store = openStore(`sqlite:${file}`);
  try {
    await migrateToLatest(store, migrations);
    return await use(store);
  } finally {
    await closeStore(store);
  }
}

const input = (file: string) =>
  withStore(file, async (store) => (await loadPlanInput(store, PLAN_DATE, HORIZON)).input);

function timed(run: () => unknown): { cpu: number; wall: number } {
  const cpu = process.cpuUsage();
  const started = performance.now();
  run();
  const used = process.cpuUsage(cpu);
  return { cpu: (used.user + used.system) / 1000, wall: performance.now() - started };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  if (!dir || !['seed', 'compute', 'profile'].includes(command ?? ''))
    throw new Error('usage: seed|compute <dir> | profile <dir> base|transfers');
  const base = join(dir, 'base.db');
  const transfers = join(dir, 'transfers.db');
  if (command === 'seed') {
    mkdirSync(dir, { recursive: true });
    await withStore(base, (store) => seedCompany(store, size));
    copyFileSync(base, transfers);
    console.log(await withStore(transfers, (store) => seedNetwork(store, size)));
    return;
  }
  if (command === 'profile') {
    const data = await input(which === 'base' ? base : transfers);
    const session = PROFILE ? new Session() : undefined;
    const post = (method: string) =>
      new Promise<unknown>((resolve, reject) =>
        session?.post(method, (error, result) => (error ? reject(error) : resolve(result))),
      );
    if (session) {
      session.connect();
      await post('Profiler.enable');
      await post('Profiler.start');
    }
    for (let i = 0; i < ROUNDS; i++) console.log(timed(() => plan(data, { firmPegging: false })));
    if (session) {
      const { profile } = (await post('Profiler.stop')) as { profile: unknown };
      writeFileSync(PROFILE!, JSON.stringify(profile));
      session.disconnect();
    }
    return;
  }
  const inputs = [await input(base), await input(transfers)] as const;
  const times: { cpu: number; wall: number }[][] = [[], []];
  for (let i = 0; i < ROUNDS; i++)
    inputs.forEach((data, k) => {
      times[k]!.push(timed(() => plan(data, { firmPegging: false })));
    });
  const [without, withTransfers] = times.map((t) => ({
    cpu: median(t.map((x) => x.cpu)),
    wall: median(t.map((x) => x.wall)),
  }));
  console.log(
    `plan() on ${ITEMS.toLocaleString('en')} items, ${LINES.toLocaleString('en')} lines, median of ${ROUNDS}: ` +
      `without transfers CPU ${without!.cpu.toFixed(0)} ms (wall ${without!.wall.toFixed(0)}), ` +
      `with CPU ${withTransfers!.cpu.toFixed(0)} ms (wall ${withTransfers!.wall.toFixed(0)}): ` +
      `${(withTransfers!.cpu / without!.cpu).toFixed(2)}× CPU, ${(withTransfers!.wall / without!.wall).toFixed(2)}× wall`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
