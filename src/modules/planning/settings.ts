/**
 * Planning settings (planning.md part 7): `Net Change` and `Net Change Delay Ms`, one row of planning_settings,
 * which also keeps `planned_version`: the base-data counter the stored plan is current with.
 */

import { readBaseVersion } from '../../core/db/bulk.js';
import { dialectOf, type Executor } from '../../core/db/index.js';

export interface PlanningSettings {
  'Net Change': boolean;
  'Net Change Delay Ms': number;
}

export const MAX_NET_CHANGE_DELAY_MS = 10_000;

export async function readSettings(db: Executor): Promise<PlanningSettings & { plannedVersion: number }> {
  const row = await db
    .selectFrom('planning_settings')
    .select(['net_change', 'net_change_delay_ms', 'planned_version'])
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  return {
    'Net Change': row.net_change === 1,
    'Net Change Delay Ms': row.net_change_delay_ms,
    plannedVersion: Number(row.planned_version),
  };
}

export async function writeSettings(db: Executor, settings: PlanningSettings): Promise<void> {
  await db
    .updateTable('planning_settings')
    .set({
      net_change: settings['Net Change'] ? 1 : 0,
      net_change_delay_ms: settings['Net Change Delay Ms'],
    })
    .where('id', '=', 1)
    .execute();
}

/**
 * In the transaction `trx` that stores a plan: reads the base-data counter at the transaction's start, before its
 * first write; `done(snapshot)`, once the plan of the data as of the counter `snapshot` (its load's) is written,
 * records which counter the plan is current with: the one this transaction's commit leaves when nothing else was
 * written since the load, else the load's, so that the writes the plan missed are replanned.
 */
export async function planVersionMarker(trx: Executor) {
  const atStart = await readBaseVersion(trx);
  return {
    async done(snapshot: number): Promise<void> {
      const atCommit = atStart === snapshot ? await dialectOf(trx).baseVersionAtCommit(trx, atStart) : null;
      await markPlanned(trx, atCommit ?? snapshot);
    },
  };
}

/** Records that the stored plan is current with the base-data counter `version`. */
export async function markPlanned(db: Executor, version: number): Promise<void> {
  await db.updateTable('planning_settings').set({ planned_version: version }).where('id', '=', 1).execute();
}
