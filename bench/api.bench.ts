import { type ChildProcess, execSync, fork, spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { type InProcessFigure, type InProcessRequest, NUMBER_PLACEHOLDER } from './api/inprocess.js';
import { signIn } from './api/sign-in.js';
import { buildDataset, FULL_SIZE, itemNumber, scaled, shipFromNumber, supplierNumber } from './dataset.js';
import { seedDatabase } from './harness.js';

/**
 * The service's hot requests (issue 12) at a million PO lines, on SQLite and PostgreSQL: the compiled service
 * started as `npm start` starts it (node dist/src/server.js), measured with autocannon at 32 connections, against
 * a bare Fastify route (another process) answering the same bodies from memory in the same run.
 *
 * BENCH_SCALE (default 1) scales the dataset; BENCH_DATABASES=sqlite,postgres picks the databases (PostgreSQL at
 * BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432/postgres, in a database of its own dropped after);
 * BENCH_SECONDS (default 10) is each measurement's duration; BENCH_PARTS (default reads,create,cpu,export,restart)
 * picks the measurements (e.g. `create` for the PO create alone); BENCH_BUILD (default build) is the npm script
 * run first (`build:server` skips the web build, which the service does not need to answer the API).
 */
const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const DATABASES = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',');
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PARTS = new Set((process.env.BENCH_PARTS ?? 'reads,create,cpu,export,restart').split(','));
const BUILD = process.env.BENCH_BUILD ?? 'build';
const PASSWORD = 'bench-admin-password';
const MB = 1024 * 1024;
const size = SCALE === 1 ? FULL_SIZE : scaled(SCALE);

const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const rssOf = (pid: number, field: 'VmRSS' | 'VmHWM') =>
  Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) *
  1024;

interface Figure {
  database: string;
  name: string;
  value: string;
  ceiling: string;
  ratio: string;
  target: string;
  met: boolean;
  load: string;
}
const figures: Figure[] = [];

function onceMessage<T>(child: ChildProcess): Promise<T> {
  return new Promise((resolve, reject) => {
    child.once('message', (m) => resolve(m as T));
    child.once('exit', (code) => reject(new Error(`child exited with ${code}`)));
  });
}

async function startService(databaseUrl: string, port: number): Promise<ChildProcess> {
  const started = Date.now();
  const child = spawn(process.execPath, [join(root, 'dist/src/server.js')], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      SECRET_KEY: 'bench-secret-key-of-at-least-32-characters',
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: PASSWORD,
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (;;) {
    try {
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (health.ok) break;
    } catch {}
    if (child.exitCode !== null) throw new Error('the service exited at start');
    await new Promise((r) => setTimeout(r, 20));
  }
  console.log(`service answered /api/health ${Date.now() - started} ms after start`);
  return child;
}

interface Run {
  rate: number;
  p99: number;
  non2xx: number;
}
async function cannon(options: autocannon.Options): Promise<Run> {
  const result = await autocannon({ connections: 32, duration: SECONDS, ...options });
  return { rate: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx + result.errors };
}

function record(
  database: string,
  name: string,
  value: string,
  ceiling: string,
  ratio: string,
  target: string,
  met: boolean,
) {
  const figure = { database, name, value, ceiling, ratio, target, met, load: load() };
  figures.push(figure);
  console.log(
    `${met ? 'ok  ' : 'MISS'} [${database}] ${name}: ${value} (ceiling ${ceiling}, ratio ${ratio}; target ${target}) load ${figure.load}`,
  );
}

/** Records a memory figure against its ceiling of `ceilingMb` MB. */
function recordMemory(database: string, name: string, bytes: number, ceilingMb: number) {
  const ratio = bytes / (ceilingMb * MB);
  record(
    database,
    name,
    `${(bytes / MB).toFixed(0)} MB`,
    `${ceilingMb} MB`,
    ratio.toFixed(2),
    `< ${ceilingMb} MB`,
    bytes < ceilingMb * MB,
  );
}

async function benchDatabase(database: string, databaseUrl: string) {
  const seedStart = Date.now();
  await seedDatabase(databaseUrl, (store) => buildDataset(store, size));
  console.log(
    `[${database}] dataset: ${size.poLines.toLocaleString('en')} PO lines, ${size.soLines.toLocaleString('en')} SO lines in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`,
  );

  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const service = await startService(databaseUrl, port);
  const bare = fork(join(here, 'api', 'bare.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    const { address: bareBase } = await onceMessage<{ address: string }>(bare);
    const headers = await signIn(base, PASSWORD);
    const item = Math.floor(size.items / 3) + 1;
    // The dataset keeps each item's lines in one warehouse: scope to that one, so the scoped read answers rows
    // (warehouse ids follow their numbers on a fresh database).
    const unscoped = (await (await fetch(`${base}/api/purchase-order-item/${item}`, { headers })).json()) as {
      data: { rows: Record<string, unknown>[] };
    };
    const warehouse = Number(String(unscoped.data.rows[0]?.['Warehouse Number']).replace(/^WH-/, ''));
    const reads: { name: string; path: string; share: number; p99: number }[] = [
      { name: 'by-item view', path: `/api/purchase-order-item/${item}`, share: 0.25, p99: 20 },
      {
        name: 'by-item view, one warehouse',
        path: `/api/purchase-order-item/${item}/${warehouse}`,
        share: 0.25,
        p99: 20,
      },
      {
        name: 'PO list by Supplier Number sorted by PO List Order Date, 50 rows',
        path: `/api/purchase-order?page_size=50&filters=${encodeURIComponent(JSON.stringify({ 'Supplier Number': [supplierNumber(6)] }))}&sort=${encodeURIComponent(JSON.stringify({ key: 'PO List Order Date', type: 'Descending' }))}`,
        share: 0.15,
        p99: 30,
      },
    ];
    for (const read of PARTS.has('reads') ? reads : []) {
      const answer = await fetch(`${base}${read.path}`, { headers });
      const body = await answer.text();
      if (answer.status !== 200) throw new Error(`${read.path}: ${answer.status} ${body.slice(0, 300)}`);
      // An empty page would measure nothing worth knowing.
      if ((JSON.parse(body) as { data: { rows: unknown[] } }).data.rows.length === 0)
        throw new Error(`${read.path}: no rows`);
      bare.send({ key: `GET ${read.path}`, status: answer.status, body });
      await onceMessage(bare);
      const ceiling = await cannon({ url: `${bareBase}${read.path}` });
      const run = await cannon({ url: `${base}${read.path}`, headers });
      const ratio = run.rate / ceiling.rate;
      record(
        database,
        read.name,
        `${Math.round(run.rate)}/s p99 ${run.p99} ms (${run.non2xx} non-2xx)`,
        `${Math.round(ceiling.rate)}/s`,
        `${(ratio * 100).toFixed(1)}%`,
        `≥${read.share * 100}%, p99 < ${read.p99} ms`,
        ratio >= read.share && run.p99 < read.p99 && run.non2xx === 0,
      );
    }

    // PO create with 10 lines: every request a new number.
    let sequence = 0;
    // The creates go to the last supplier, outside the export's first fifth: the export then reads its 200,000 rows
    // whatever was created before it (with supplier 1 it read some 240,000).
    const createSupplier = size.suppliers - 1;
    const poBody = (number: string) =>
      JSON.stringify({
        'PO List Number': number,
        'PO List Document Status': 'Open',
        'PO List Order Date': '2026-01-01',
        'Supplier Number': supplierNumber(createSupplier),
        'Purchase Order Id': null,
        details: Array.from({ length: 10 }, (_, j) => ({
          id: null,
          'Item Number': itemNumber((sequence * 10 + j) % size.items),
          'Sub Item Number': null,
          'Warehouse Number': 'WH-01',
          'Ship From Number': shipFromNumber(0),
          'PO Details Price': 2.5,
          'PO Details Quantity': 10 + j,
          'PO Details Document Status': 'Open',
          'PO Details Order Date': '2026-01-01',
          'PO Details Ship Date': '2026-01-05',
          'PO Details ETA Date': '2026-01-10',
        })),
      });
    if (PARTS.has('create')) {
      const first = await fetch(`${base}/api/purchase-order`, {
        method: 'POST',
        headers,
        body: poBody('BENCH-PROBE'),
      });
      const firstBody = await first.text();
      if (first.status !== 200) throw new Error(`PO create: ${first.status} ${firstBody.slice(0, 300)}`);
      bare.send({ key: 'POST /api/purchase-order', status: 200, body: firstBody });
      await onceMessage(bare);
      const setupRequest = (request: autocannon.Request) => {
        sequence += 1;
        return { ...request, body: poBody(`BENCH-${database}-${sequence}`) };
      };
      const createCeiling = await cannon({
        url: `${bareBase}/api/purchase-order`,
        method: 'POST',
        headers,
        requests: [{ setupRequest }],
      });
      const created = await cannon({
        url: `${base}/api/purchase-order`,
        method: 'POST',
        headers,
        requests: [{ setupRequest }],
      });
      const createTarget = database === 'sqlite' ? 1000 : 500;
      record(
        database,
        'PO create with 10 lines',
        `${Math.round(created.rate)}/s p99 ${created.p99} ms (${created.non2xx} non-2xx)`,
        `${Math.round(createCeiling.rate)}/s`,
        `${((created.rate / createCeiling.rate) * 100).toFixed(1)}%`,
        `≥${createTarget}/s`,
        created.rate >= createTarget && created.non2xx === 0,
      );
    }

    // Export of 200,000 purchase_order_details rows (a fifth of the suppliers' lines at full size).
    if (PARTS.has('export')) {
      const suppliers = Array.from({ length: Math.round(size.suppliers / 5) }, (_, i) => supplierNumber(i));
      const exportStart = Date.now();
      const response = await fetch(`${base}/api/export-data`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          view_name: 'purchase_order_details',
          filters: { 'Supplier Number': suppliers },
        }),
      });
      if (response.status !== 200 || !response.body)
        throw new Error(`export: ${response.status} ${await response.text()}`);
      let bytes = 0;
      for await (const chunk of response.body) bytes += (chunk as Uint8Array).byteLength;
      const seconds = (Date.now() - exportStart) / 1000;
      const exportedRows = Math.round(size.poLines / 5);
      const peak = rssOf(service.pid!, 'VmHWM');
      record(
        database,
        `export of ${exportedRows.toLocaleString('en')} purchase_order_details rows (${(bytes / MB).toFixed(1)} MB)`,
        `${seconds.toFixed(2)} s, ${Math.round(exportedRows / seconds)} rows/s`,
        '6 s',
        `${(seconds / 6).toFixed(2)}× the limit`,
        '< 6 s',
        seconds < 6,
      );
      recordMemory(database, 'service peak RSS (whole run, export included)', peak, 300);
      recordMemory(database, 'service RSS after the run', rssOf(service.pid!, 'VmRSS'), 400);
    }

    service.kill('SIGTERM');
    await new Promise((r) => service.once('exit', r));
    // A restart of the compiled service answers /api/health within 2 s (on the full database).
    if (PARTS.has('restart')) {
      const restart = Date.now();
      const again = await startService(databaseUrl, port);
      const restartMs = Date.now() - restart;
      again.kill('SIGTERM');
      await new Promise((r) => again.once('exit', r));
      record(
        database,
        'restart to /api/health',
        `${restartMs} ms`,
        '2000 ms',
        `${(restartMs / 2000).toFixed(2)}`,
        '< 2 s',
        restartMs < 2000,
      );
    }

    // Where each request's time goes (in a process of its own, one request at a time, the service stopped: SQLite
    // takes one writing process): the CPU per answer and the part of
    // it spent in the database driver, which bounds what one core can answer whatever is done above the SQL.
    if (PARTS.has('cpu')) {
      const child = fork(join(here, 'api', 'inprocess.ts'), ['--measure'], {
        execArgv: ['--import', 'tsx'],
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      const requests: InProcessRequest[] = [
        ...reads.map((r) => ({ name: r.name, method: 'GET' as const, url: r.path })),
        {
          name: 'PO create with 10 lines',
          method: 'POST',
          url: '/api/purchase-order',
          body: poBody(`BENCH-CPU-${database}-${NUMBER_PLACEHOLDER}`),
        },
      ];
      const answered = onceMessage<[string, InProcessFigure][]>(child);
      child.send({ databaseUrl, password: PASSWORD, requests });
      const inProcess = await answered;
      const sqlite = database === 'sqlite';
      for (const [name, f] of inProcess)
        record(
          database,
          `${name}, in process, per answer`,
          `CPU ${f.cpuMs.toFixed(2)} ms; ${sqlite ? 'in better-sqlite3 (CPU)' : 'waiting on PostgreSQL'} ${f.driverMs.toFixed(2)} ms (${f.statements.toFixed(1)} statements)`,
          sqlite ? `driver calls alone on one core ${Math.round(1000 / f.driverMs)}/s` : '-',
          sqlite ? `driver calls ${((f.driverMs / f.cpuMs) * 100).toFixed(0)}% of the CPU` : '-',
          'none (where the time goes)',
          true,
        );
    }
  } finally {
    if (service.exitCode === null) service.kill('SIGTERM');
    bare.kill();
  }
}

async function main() {
  execSync(`npm run ${BUILD}`, { cwd: root, stdio: 'inherit' });
  console.log(
    `machine: ${execSync('nproc').toString().trim()} cores, load ${load()}, Node ${process.version}`,
  );
  for (const database of DATABASES) {
    if (database === 'sqlite') {
      const path = join(tmpdir(), `supplyline-bench-${process.pid}.db`);
      try {
        await benchDatabase('sqlite', `sqlite:${path}`);
      } finally {
        for (const suffix of ['', '-wal', '-shm']) rmSync(`${path}${suffix}`, { force: true });
      }
    } else {
      const name = `supplyline_bench_${process.pid}`;
      const admin = new pg.Client({ connectionString: PG_URL });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const url = new URL(PG_URL);
      url.pathname = `/${name}`;
      try {
        await benchDatabase('postgres', url.toString());
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    }
  }
  console.log(
    '\n| database | measure | figure | ceiling | ratio | target | load (1, 5, 15 min) |\n|---|---|---|---|---|---|---|',
  );
  for (const f of figures)
    console.log(
      `| ${f.database} | ${f.name} | ${f.value} | ${f.ceiling} | ${f.ratio} | ${f.target}${f.met ? '' : ' (missed)'} | ${f.load} |`,
    );
  if (figures.some((f) => !f.met)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(`api bench failed: ${error instanceof Error ? error.stack : String(error)}`);
  process.exit(1);
});
