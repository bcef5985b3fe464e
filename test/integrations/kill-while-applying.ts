/**
 * Run as a separate process by runs.test.ts: applies the queue with a handler that performs its write and then
 * kills its own process (SIGKILL) before anything commits, as a crash or `kill -9` would.
 * Usage: node --import tsx kill-while-applying.ts <DATABASE_URL>
 */
import { openStore } from '../../src/core/db/index.js';
import { inTransaction } from '../../src/core/db/transaction.js';
import { applyQueue } from '../../src/modules/integrations/apply.js';
import { registerQueuedHandler } from '../../src/modules/integrations/queue.js';

const url = process.argv[2];
if (!url) throw new Error('database URL expected');
const store = openStore(url);
registerQueuedHandler('purchase-order.update', async (handlerStore, payload) => {
  const { delta } = payload as { delta: number };
  await inTransaction(handlerStore, async (trx) => {
    await trx
      .updateTable('inventory')
      .set((eb) => ({ quantity: eb('quantity', '+', delta) }))
      .execute();
  });
  process.kill(process.pid, 'SIGKILL');
  await new Promise(() => {});
});
await applyQueue(store);
