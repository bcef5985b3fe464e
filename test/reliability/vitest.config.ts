import { defineConfig } from 'vitest/config';

// The reliability suites start the compiled service (dist/) as child processes and load it hard: one file at a
// time, so their figures are not skewed by each other. RELIABILITY=long makes them the long soak.
export default defineConfig({
  test: {
    include: ['test/reliability/**/*.test.ts'],
    globalSetup: ['test/reliability/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    // The long fuzz (100,000 requests per database, every refused one checked against a digest of every table)
    // runs over an hour on this 2-core machine under load.
    testTimeout: process.env.RELIABILITY === 'long' ? 4 * 3_600_000 : 300_000,
    hookTimeout: 120_000,
    reporters: ['default'],
  },
});
