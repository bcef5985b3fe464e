import { ConfigError, loadConfig } from './core/config.js';
import { serve } from './serve.js';

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`Invalid configuration: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  await serve(config);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Supplyline failed to start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
