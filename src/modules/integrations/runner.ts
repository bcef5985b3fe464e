import type { FastifyBaseLogger } from 'fastify';
import type { Store } from '../../core/db/index.js';
import { applyQueue } from './apply.js';

/**
 * The app's queue applier: applies on demand (a run ended, a stale run was released), periodically (a stale run
 * nobody asked about, an operation enqueued just as a run ended) and at start-up (a queue a stopped process left).
 * Triggers while it works coalesce into one more pass. Failures of the applier itself are logged; the operations
 * stay Queued for the next pass.
 */
export class QueueRunner {
  private current: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly store: Store,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Applies the queue now (or once more after the pass under way); resolves when that pass is done. */
  trigger(): Promise<void> {
    if (this.current) {
      this.again = true;
      return this.current;
    }
    this.current = this.loop().finally(() => {
      this.current = null;
    });
    return this.current;
  }

  private async loop(): Promise<void> {
    do {
      this.again = false;
      try {
        const { applied, failed } = await applyQueue(this.store);
        if (applied + failed > 0) this.log.info({ applied, failed }, 'queued operations applied');
      } catch (error) {
        this.log.error({ err: error }, 'applying queued operations failed; they stay queued');
      }
    } while (this.again);
  }

  start(intervalMs: number): void {
    this.timer = setInterval(() => void this.trigger(), intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.current;
  }
}
