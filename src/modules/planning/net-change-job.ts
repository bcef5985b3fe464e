/**
 * The net-change watcher of an instance: every `pollMs` it compares the base-data counter with the one the stored
 * plan is current with; once the counter has stood still for `Net Change Delay Ms` (writes in that window
 * coalesce) it replans. Any instance may replan (the lock makes it one at a time); a replan that fails leaves the
 * plan as it was and is tried again, later each time.
 */
import type { FastifyBaseLogger } from 'fastify';
import { BackgroundJob } from '../../core/background-job.js';
import { readBaseVersion } from '../../core/db/bulk.js';
import type { Store } from '../../core/db/index.js';
import { replanNetChange } from './net-change.js';
import { collapseDirtyItems } from './net-change-scope.js';
import { readSettings } from './settings.js';

const MAX_RETRY_MS = 30_000;
/** How often an instance whose plan follows nothing collapses the marks of writes (net-change-scope.ts). */
const COLLAPSE_EVERY_MS = 10_000;

export class NetChangeWatcher {
  private readonly job: BackgroundJob;
  /** The counter last seen, and when it was first seen (the start of the quiet window). */
  private seen = { version: -1, at: 0 };
  /** A counter at which nothing can be replanned (no full run yet): looked at again once it moves. */
  private idleAt = -1;
  private failures = 0;
  private retryAt = 0;
  private collapsedAt = 0;

  constructor(
    private readonly store: Store,
    log: FastifyBaseLogger,
    private readonly pollMs: number,
  ) {
    this.job = new BackgroundJob('net change', () => this.pass(), log);
  }

  start(): void {
    if (this.pollMs > 0) this.job.start(this.pollMs);
  }

  stop(): Promise<void> {
    return this.job.stop();
  }

  /** At most every COLLAPSE_EVERY_MS: the marks of writes no plan follows (net-change-scope.ts). */
  private async collapseMarks(): Promise<void> {
    const now = Date.now();
    if (now - this.collapsedAt < COLLAPSE_EVERY_MS) return;
    this.collapsedAt = now;
    await collapseDirtyItems(this.store);
  }

  private async pass(): Promise<string | undefined> {
    const settings = await readSettings(this.store.db);
    if (!settings['Net Change']) {
      await this.collapseMarks();
      return undefined;
    }
    const version = await readBaseVersion(this.store.db);
    if (version === settings.plannedVersion || version === this.idleAt) return undefined;
    const now = Date.now();
    if (version !== this.seen.version) this.seen = { version, at: now };
    if (now - this.seen.at < settings['Net Change Delay Ms'] || now < this.retryAt) return undefined;
    try {
      const outcome = await replanNetChange(this.store);
      this.failures = 0;
      if (outcome.kind === 'off') {
        this.idleAt = version;
        await this.collapseMarks();
      }
      return outcome.kind === 'replanned'
        ? `replanned ${outcome.skus} SKUs (plan run ${outcome.runId})`
        : undefined;
    } catch (error) {
      this.failures++;
      this.retryAt = Date.now() + Math.min(MAX_RETRY_MS, 250 * 2 ** this.failures);
      throw error;
    }
  }
}
