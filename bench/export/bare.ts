import { createWriteStream } from 'node:fs';
import { PassThrough } from 'node:stream';
import { closeStore, openStore } from '../../src/core/db/index.js';
import { findView } from '../../src/core/list/registry.js';
import '../../src/modules/index.js';
import { openRows } from '../../src/modules/views/service.js';
import { writeXlsx } from '../../src/modules/views/xlsx.js';
import { registerBenchView } from './bench-view.js';
import { cpuSince, type Measurement, peakRss } from './report.js';

/**
 * The ceiling: the same rows, already read in memory (not timed) as the export reads them (openRows' batches of
 * arrays), written by the service's own XLSX writer (writeXlsx) straight to /dev/null: no database, no HTTP. Only
 * the writing is timed.
 */
async function main() {
  const viewName = process.env.BENCH_VIEW ?? 'purchase_order_details';
  if (viewName === 'bench_po_lines') registerBenchView();
  const entry = findView(viewName);
  if (!entry) throw new Error(`view ${viewName} is not registered`);
  const store = openStore(process.env.DATABASE_URL!);
  const source = await openRows(store, entry, { filters: {} }, undefined);
  const batches: unknown[][][] = [];
  for await (const batch of source.batches) batches.push(batch);
  await source.close();
  const columns = source.columns;
  await closeStore(store);
  global.gc?.();

  const baselineRss = process.memoryUsage().rss;
  const started = process.hrtime.bigint();
  const cpu = process.cpuUsage();
  let bytes = 0;
  const counting = new PassThrough();
  counting.on('data', (chunk: Buffer) => {
    bytes += chunk.length;
  });
  counting.pipe(createWriteStream('/dev/null'));
  async function* held() {
    yield* batches;
  }
  await writeXlsx(counting, { headers: columns, batches: held() }, { sheetName: viewName });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const rows = batches.reduce((sum, batch) => sum + batch.length, 0);
  const result: Measurement = {
    rows,
    seconds,
    bytes,
    peakRss: peakRss(),
    baselineRss,
    cpuSeconds: cpuSince(cpu),
  };
  process.send?.(result);
}

main().catch((error: unknown) => {
  process.stderr.write(`bare writer failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
