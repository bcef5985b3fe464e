#!/usr/bin/env node
import { ConfigError } from '../core/config.js';
import { AppError } from '../core/errors.js';
import { CliError, program } from './program.js';

export async function run(argv: string[]): Promise<void> {
  try {
    await program().parseAsync(argv);
  } catch (error) {
    if (error instanceof CliError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(error.status);
    }
    if (error instanceof ConfigError) {
      process.stderr.write(`Invalid configuration: ${error.message}\n`);
      process.exit(1);
    }
    if (error instanceof AppError) {
      process.stderr.write(`${error.code}: ${error.message}\n`);
      process.exit(1);
    }
    process.stderr.write(`supplyline: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}

await run(process.argv);
