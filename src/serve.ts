import { createApp } from './app.js';
import type { Config } from './core/config.js';

/** Runs the service until SIGTERM or SIGINT, then finishes in-flight requests and exits. */
export async function serve(config: Config): Promise<void> {
  const app = await createApp(config);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // close() stops accepting connections, waits for in-flight requests, then runs onClose (database).
    const timer = setTimeout(() => process.exit(1), 30_000);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  // The route schemas left to compile are compiled now, between requests: one that cannot compile stops the
  // service as it did when they were compiled before listening.
  app.routeSchemas.warmUp().catch((error: unknown) => {
    app.log.fatal({ err: error }, 'a route schema does not compile');
    process.exit(1);
  });
}
