/**
 * To iterate on the forecasting run without seeding each time: `seed <file>` migrates and seeds a SQLite file
 * (`BENCH_ITEMS`, `BENCH_WAREHOUSES` as the bench), `run <file>` copies it and runs the forecast `BENCH_RUNS`
 * times (1) with `ENGINE_THREADS` engine threads (the run's default) on the copy in this process, printing each run's phases and the process's peak RSS
 * (`node --cpu-prof --import tsx bench/forecasting/run-dev.ts run <file>` profiles it).
 */
import { copyFileSync, existsSync, rmSync } from 'node:fs';
import { migrations } from '../../migrations/index.js';
import { closeStore, openStore } from '../../src/core/db/index.js';
import { migrateToLatest } from '../../src/core/db/migrate.js';
import {
  type ForecastRunPhases,
  forecastParameters,
  runForecasting,
} from '../../src/modules/forecasting/run.js';
import { seedHistory } from './seed.js';

const AS_OF = '2026-11-28';
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function seed(file: string) {
  const store = openStore(`sqlite:${file}`);
  try {
    await migrateToLatest(store, migrations);
    const lines = await seedHistory(store, {
      items: Number(process.env.BENCH_ITEMS ?? 20_000),
      warehouses: Number(process.env.BENCH_WAREHOUSES ?? 5),
      months: 36,
      asOf: AS_OF,
    });
    console.log(`seeded ${lines} sales lines`);
  } finally {
    await closeStore(store);
  }
}

/** `ENGINE_THREADS`: the run's engine threads (unset: the run's default). */
const threads =
  process.env.ENGINE_THREADS === undefined ? {} : { engineThreads: Number(process.env.ENGINE_THREADS) };

async function run(file: string) {
  const copy = `${file}.run.db`;
  for (const suffix of ['', '-wal', '-shm']) if (existsSync(copy + suffix)) rmSync(copy + suffix);
  copyFileSync(file, copy);
  const store = openStore(`sqlite:${copy}`);
  try {
    for (let i = 0; i < Number(process.env.BENCH_RUNS ?? 1); i++) {
      const phases: ForecastRunPhases = { readMs: 0, writeMs: 0, waitMs: 0, engineMs: 0, workerReadMs: 0 };
      const cpu = process.cpuUsage();
      const started = performance.now();
      const answer = await runForecasting(
        store,
        forecastParameters({ 'As Of': AS_OF }, AS_OF),
        { id: null, name: 'dev' },
        { phases, ...threads },
      );
      const used = process.cpuUsage(cpu);
      console.log(
        `run ${i + 1}: ${answer['SKUs Forecast']} SKUs, wall ${s(performance.now() - started)}, CPU ${s((used.user + used.system) / 1000)}; read ${s(phases.readMs)}, write ${s(phases.writeMs)}, waiting for the engine ${s(phases.waitMs)}; engine ${s(phases.engineMs)}, its history reads ${s(phases.workerReadMs)}; ${JSON.stringify(answer.Methods)}`,
      );
    }
    console.log(`peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
  } finally {
    await closeStore(store);
    for (const suffix of ['', '-wal', '-shm']) if (existsSync(copy + suffix)) rmSync(copy + suffix);
  }
}

const [command, file] = process.argv.slice(2);
(command === 'seed' ? seed(file!) : run(file!)).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
