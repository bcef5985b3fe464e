import { type ChildProcess, fork, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findView } from '../src/core/list/registry.js';
import { signIn } from './api/sign-in.js';
import { ADMIN_PASSWORD, type Measurement } from './export/report.js';
import { nextMessage, runBench, seedDatabase, withTemporarySqlite } from './harness.js';
import '../src/modules/index.js';
import { registerBenchView } from './export/bench-view.js';
import { seedPurchaseOrderLines } from './export/seed.js';

/**
 * Export benchmark: 200,000 purchase-order lines on SQLite (a temporary file), exported as `purchase_order_details`
 * through the real HTTP route, against the service's own XLSX writer (writeXlsx) writing the same rows with no database and no
 * HTTP. Each side's CPU time is printed beside its wall time (the machine is shared). Each side runs in its own child process (the service compiled, as in production) so their memory peaks do
 * not mix. Targets: export wall time within
 * 1.5× of the bare writer, peak RSS of the exporting process under 300 MB.
 *
 * BENCH_LINES changes the row count; BENCH_VIEW=bench_po_lines uses the bench's own line view instead (for use
 * before the orders module, which owns purchase_order_details, is merged).
 */
const LINES = Number(process.env.BENCH_LINES ?? 200_000);
const VIEW = process.env.BENCH_VIEW ?? 'purchase_order_details';
const MAX_RATIO = 1.5;
const MAX_RSS = 300 * 1024 * 1024;
const here = dirname(fileURLToPath(import.meta.url));

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const root = join(here, '..');
const build = join(root, 'dist', 'bench-build');

/**
 * The measured processes run the service compiled, as `npm start` does, not under tsx (whose loader alone holds
 * some 50 MB): the bench and the service are compiled once into dist/bench-build before any measurement.
 */
function compile(): void {
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  const result = spawnSync(process.execPath, [tsc, '-p', join(here, 'tsconfig.json')], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('compiling the service for the bench failed');
}

function child(script: string, env: Record<string, string>): ChildProcess {
  return fork(join(build, 'bench', 'export', script), [], {
    execArgv: ['--expose-gc'],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}

async function bare(databaseUrl: string): Promise<Measurement> {
  const worker = child('bare.js', { DATABASE_URL: databaseUrl, BENCH_VIEW: VIEW });
  return nextMessage<Measurement>(worker);
}

async function exportOverHttp(databaseUrl: string): Promise<Measurement> {
  const server = child('server.js', { DATABASE_URL: databaseUrl, BENCH_VIEW: VIEW });
  try {
    const ready = await nextMessage<{ address?: string; error?: string }>(server);
    if (!ready.address) throw new Error(ready.error ?? 'server did not start');
    const headers = await signIn(ready.address, ADMIN_PASSWORD);
    server.send('baseline');
    const { rss: baselineRss } = await nextMessage<{ rss: number }>(server);

    const started = process.hrtime.bigint();
    const response = await fetch(`${ready.address}/api/export-data`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ view_name: VIEW }),
    });
    if (response.status !== 200 || !response.body)
      throw new Error(`export failed: ${response.status} ${await response.text()}`);
    // The body goes nowhere (as to /dev/null); only its length is kept.
    let bytes = 0;
    for await (const chunk of response.body) bytes += (chunk as Uint8Array).byteLength;
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;

    server.send('report');
    const { peakRss, cpuSeconds } = await nextMessage<{ peakRss: number; cpuSeconds: number }>(server);
    return { rows: LINES, seconds, bytes, peakRss, baselineRss, cpuSeconds };
  } finally {
    server.send('exit');
    setTimeout(() => server.kill(), 5000).unref();
  }
}

async function main(): Promise<string[]> {
  if (VIEW === 'bench_po_lines') registerBenchView();
  if (!findView(VIEW)) {
    console.error(
      `view ${VIEW} is not registered: the module that defines it is not merged yet ` +
        "(BENCH_VIEW=bench_po_lines measures the same export over the bench's own view of PO lines)",
    );
    process.exit(1);
  }
  compile();
  return withTemporarySqlite('supplyline-bench', async (databaseUrl) => {
    const seedStart = Date.now();
    await seedDatabase(databaseUrl, (store) => seedPurchaseOrderLines(store, LINES));
    console.log(
      `seeded ${LINES.toLocaleString('en')} PO lines in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`,
    );

    const ceiling = await bare(databaseUrl);
    const exported = await exportOverHttp(databaseUrl);

    const line = (label: string, m: Measurement) =>
      `${label.padEnd(32)} ${m.seconds.toFixed(2).padStart(7)} s ${Math.round(m.rows / m.seconds)
        .toLocaleString('en')
        .padStart(
          9,
        )} rows/s  CPU ${m.cpuSeconds.toFixed(2)} s  peak RSS ${mb(m.peakRss).padStart(9)} (before: ${mb(m.baselineRss)})  ${mb(m.bytes)} xlsx`;
    console.log(line(`export ${VIEW} (HTTP)`, exported));
    console.log(line('XLSX writer alone (bare)', ceiling));
    const ratio = exported.seconds / ceiling.seconds;
    console.log(
      `ratio export / bare: ${ratio.toFixed(2)} (target ≤ ${MAX_RATIO}); CPU ${(exported.cpuSeconds / ceiling.cpuSeconds).toFixed(2)}; load ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    console.log(`peak RSS of the exporting process: ${mb(exported.peakRss)} (target < ${mb(MAX_RSS)})`);
    return [
      ratio > MAX_RATIO ? `export took ${ratio.toFixed(2)}× the bare writer` : '',
      exported.peakRss >= MAX_RSS ? `exporting process peaked at ${mb(exported.peakRss)}` : '',
    ].filter(Boolean);
  });
}

runBench('export', main);
