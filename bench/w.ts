import { createWriteStream, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { openStore } from '../src/core/db/index.js';
import { migrateToLatest } from '../src/core/db/migrate.js';
import { prepareView } from '../src/core/list/engine.js';
import { findView } from '../src/core/list/registry.js';
import { cellOf, writeXlsx } from '../src/modules/views/xlsx.js';
import { registerBenchView } from './export/bench-view.js';
import { seedPurchaseOrderLines } from './export/seed.js';

registerBenchView();
const store = openStore(`sqlite:${join(mkdtempSync(join(tmpdir(), 'b-')), 'x.db')}`);
await migrateToLatest(store);
await seedPurchaseOrderLines(store, 50000);
const p = await prepareView(
  store,
  findView('bench_po_lines')!.view,
  { filters: {} },
  undefined,
  store.reader,
);
const raw = await p.rows(Number.MAX_SAFE_INTEGER, 0).execute();
const typed = raw.map((r: any) => {
  const row = p.toRow(r);
  return p.headers.map((h) => cellOf(h.format, row[h.key]));
});
for (let k = 0; k < 2; k++) {
  let t0 = Date.now();
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: createWriteStream('/dev/null'),
    useStyles: true,
    useSharedStrings: false,
  });
  const s = wb.addWorksheet('x');
  s.columns = p.headers.map((h) => ({
    key: h.key,
    style: h.format === 'date' ? { numFmt: 'yyyy-mm-dd' } : {},
  }));
  for (const v of typed) s.addRow(v).commit();
  s.commit();
  await wb.commit();
  console.log('bare', Date.now() - t0);
  t0 = Date.now();
  async function* mem() {
    for (const r of raw) yield p.toRow(r);
  }
  let out = new PassThrough();
  out.pipe(createWriteStream('/dev/null'));
  await writeXlsx(out, { headers: p.headers, rows: mem() }, { sheetName: 'x' });
  console.log('writeXlsx from memory', Date.now() - t0);
  t0 = Date.now();
  async function* db() {
    for await (const r of p.rows(Number.MAX_SAFE_INTEGER, 0).stream(500)) yield p.toRow(r);
  }
  out = new PassThrough();
  out.pipe(createWriteStream('/dev/null'));
  await writeXlsx(out, { headers: p.headers, rows: db() }, { sheetName: 'x' });
  console.log('writeXlsx from db', Date.now() - t0);
}
