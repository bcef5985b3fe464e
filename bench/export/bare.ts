import { createWriteStream } from 'node:fs';
import { PassThrough } from 'node:stream';
import { closeStore, openStore } from '../../src/core/db/index.js';
import { prepareView } from '../../src/core/list/engine.js';
import { findView } from '../../src/core/list/registry.js';
import '../../src/modules/index.js';
import { writeXlsx } from '../../src/modules/views/xlsx.js';
import { registerBenchView } from './bench-view.js';
import { type Measurement, peakRss } from './report.js';

/**
 * The ceiling: the same rows, already read and shaped in memory (not timed), written by the service's own XLSX
 * writer (writeXlsx, hucre's streaming writer) straight to /dev/null: no database, no HTTP. Only the writing is timed.
 */
async function main() {
  const viewName = process.env.BENCH_VIEW ?? 'purchase_order_details';
  if (viewName === 'bench_po_lines') registerBenchView();
  const entry = findView(viewName);
  if (!entry) throw new Error(`view ${viewName} is not registered`);
  const store = openStore(process.env.DATABASE_URL!);
  const prepared = await prepareView(store, entry.view, { filters: {} }, undefined);
  const raw = (await prepared.rows(Number.MAX_SAFE_INTEGER, 0).execute()) as Record<string, unknown>[];
  const rows = raw.map((r) => prepared.toRow(r));
  raw.length = 0;
  await closeStore(store);
  global.gc?.();

  const baselineRss = process.memoryUsage().rss;
  const started = process.hrtime.bigint();
  let bytes = 0;
  const counting = new PassThrough();
  counting.on('data', (chunk: Buffer) => {
    bytes += chunk.length;
  });
  counting.pipe(createWriteStream('/dev/null'));
  async function* source() {
    yield* rows;
  }
  await writeXlsx(counting, { headers: prepared.columns, rows: source() }, { sheetName: viewName });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const result: Measurement = { rows: rows.length, seconds, bytes, peakRss: peakRss(), baselineRss };
  process.send?.(result);
}

main().catch((error: unknown) => {
  process.stderr.write(`bare writer failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
