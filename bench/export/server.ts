import { createApp } from '../../src/app.js';
import { loadConfig } from '../../src/core/config.js';
import { findView } from '../../src/core/list/registry.js';
import { registerBenchView } from './bench-view.js';
import { ADMIN_PASSWORD, cpuSince, peakRss } from './report.js';

/** The exporting process: the real service on 127.0.0.1, reporting its own peak RSS when asked. */
async function main() {
  const viewName = process.env.BENCH_VIEW ?? 'purchase_order_details';
  if (viewName === 'bench_po_lines') registerBenchView();
  const app = await createApp(
    loadConfig({
      DATABASE_URL: process.env.DATABASE_URL,
      SECRET_KEY: 'bench-secret-key-of-at-least-32-characters',
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: '0',
    }),
  );
  if (!findView(viewName)) {
    process.send?.({ error: `view ${viewName} is not registered (its module is not merged yet?)` });
    await app.close();
    return;
  }
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  let cpu = process.cpuUsage();
  process.on('message', (message: string) => {
    if (message === 'baseline') {
      cpu = process.cpuUsage();
      process.send?.({ rss: process.memoryUsage().rss });
    }
    if (message === 'report') process.send?.({ peakRss: peakRss(), cpuSeconds: cpuSince(cpu) });
    if (message === 'exit') void app.close().then(() => process.exit(0));
  });
  process.send?.({ address });
}

main().catch((error: unknown) => {
  process.stderr.write(`server failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
