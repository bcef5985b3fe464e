import type { FastifyInstance } from 'fastify';
import { BackgroundJob } from '../../core/background-job.js';
import type { Store } from '../../core/db/index.js';
import { inTransaction, nowIso } from '../../core/db/transaction.js';

/** A table changed by more than this share of its rows since its last ANALYZE is analysed again. */
export const OUTGROWN_SHARE = 0.1;
/** How often the service looks (one read of pg_stat_user_tables when nothing outgrew its statistics). */
const CHECK_INTERVAL_MS = 60_000;
const LOCK = 'statistics-analyze';

/**
 * Analyses the tables that outgrew their statistics, under the `statistics-analyze` service lock so that one
 * instance at a time does it and the next finds nothing left (the lock's row is added on first use). Answers the
 * tables analysed. A no-op on SQLite (the dialect's statistics hook).
 */
export async function analyzeOutgrownTables(store: Store): Promise<string[]> {
  if (!store.dialect.statistics.kept) return [];
  await store.db
    .insertInto('service_locks')
    .values({ name: LOCK, locked_at: null })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  return inTransaction(store, async (trx) => {
    await trx.updateTable('service_locks').set({ locked_at: nowIso() }).where('name', '=', LOCK).execute();
    return store.dialect.statistics.analyzeOutgrown(trx, OUTGROWN_SHARE);
  });
}

/**
 * The periodic check: where autovacuum is off (or behind), tables grown by ordinary writes would keep the
 * statistics of their small days and list pages could be planned as for a small table.
 */
export function startStatisticsJob(app: FastifyInstance): void {
  if (!app.store.dialect.statistics.kept) return;
  const job = new BackgroundJob(
    'table statistics',
    async () => {
      const analysed = await analyzeOutgrownTables(app.store);
      return analysed.length > 0 ? `analysed ${analysed.join(', ')}` : undefined;
    },
    app.log,
  );
  app.addHook('onReady', async () => {
    void job.trigger();
    job.start(CHECK_INTERVAL_MS);
  });
  app.addHook('onClose', async () => {
    await job.stop();
  });
}
