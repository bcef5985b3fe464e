import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}'],
    // The reliability suites (load, crash, contention, hostile input) have their own config and script.
    exclude: ['**/node_modules/**', 'test/reliability/**'],
    // Each test file builds its own databases; two workers match the two cores CI has.
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: ['default'],
  },
});
