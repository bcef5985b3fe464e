import { execSync, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildDataset, scaled } from './dataset.js';
import { runBench, seedDatabase, withTemporarySqlite } from './harness.js';

/**
 * Restart to `/api/health` (issue 12: within 2 s): the compiled service started as `npm start` starts it
 * (node dist/src/server.js) on an existing SQLite database, BENCH_RESTARTS times (default 7), each timed from spawn
 * to the first 200 of /api/health. The ceiling, measured alternately in the same run, is a bare Fastify process
 * answering /api/health the same way. BENCH_SCALE (default 0.05) sizes the dataset (bench/dataset.ts); the start
 * does not read the data, so the size barely matters. Runs `npm run build:server` first.
 */
const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const RESTARTS = Number(process.env.BENCH_RESTARTS ?? 7);
const SCALE = Number(process.env.BENCH_SCALE ?? 0.05);
const TARGET_MS = 2000;
const PORT = 38000 + (process.pid % 1000);

const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

const BARE = `
const fastify = require(${JSON.stringify(join(root, 'node_modules/fastify'))})();
fastify.get('/api/health', async () => ({ status: 'ok' }));
fastify.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
`;

/** Milliseconds from spawning `args` to its first 200 from /api/health; the process is then stopped. */
async function timeToHealth(args: string[], env: Record<string, string>): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(PORT), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited at start`);
      try {
        const health = await fetch(`http://127.0.0.1:${PORT}/api/health`);
        if (health.ok) return performance.now() - started;
      } catch {}
      await new Promise((r) => setTimeout(r, 5));
    }
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function main(): Promise<string[]> {
  execSync('npm run build:server', { cwd: root, stdio: 'inherit' });
  return withTemporarySqlite('supplyline-startup', async (databaseUrl, dir) => {
    await seedDatabase(databaseUrl, (store) => buildDataset(store, scaled(SCALE)));
    const bare = join(dir, 'bare.cjs');
    writeFileSync(bare, BARE);
    const env = {
      DATABASE_URL: databaseUrl,
      SECRET_KEY: 'bench-secret-key-of-at-least-32-characters',
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: 'bench-admin-password',
      LOG_LEVEL: 'warn',
    };
    // The first start creates the admin; the measured ones are restarts.
    await timeToHealth(['dist/src/server.js'], env);
    const service: number[] = [];
    const ceiling: number[] = [];
    for (let i = 0; i < RESTARTS; i++) {
      const loadBefore = load();
      service.push(await timeToHealth(['dist/src/server.js'], env));
      ceiling.push(await timeToHealth([bare], {}));
      console.log(
        `restart ${i + 1}: service ${service[i]!.toFixed(0)} ms, bare Fastify ${ceiling[i]!.toFixed(0)} ms, load ${loadBefore}`,
      );
    }
    const figure = median(service);
    const bareFigure = median(ceiling);
    console.log(
      `\n| measure | median (min–max) | ceiling: bare Fastify | ratio | target | load 1/5/15 |\n|---|---|---|---|---|---|\n` +
        `| restart to /api/health, ${RESTARTS} restarts | ${figure.toFixed(0)} ms (${Math.min(...service).toFixed(0)}–${Math.max(...service).toFixed(0)}) | ${bareFigure.toFixed(0)} ms | ${(figure / bareFigure).toFixed(2)} | < ${TARGET_MS} ms | ${load()} |`,
    );
    return figure >= TARGET_MS ? [`median restart ${figure.toFixed(0)} ms`] : [];
  });
}

runBench('startup', main);
