import type { FastifyBaseLogger } from 'fastify';

/**
 * A background job of the app (applying the queue, dispatching notifications): runs on demand, periodically and
 * at start-up. Triggers while it works coalesce into one more pass. Failures of a pass are logged; the work it did
 * not finish stays in the database for the next pass.
 */
export class BackgroundJob {
  private current: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly name: string,
    private readonly work: () => Promise<string | undefined>,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Runs a pass now (or once more after the pass under way); resolves when that pass is done. */
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
        const report = await this.work();
        if (report) this.log.info(`${this.name}: ${report}`);
      } catch (error) {
        this.log.error({ err: error }, `${this.name} failed; its work stays for the next pass`);
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
