import { describe, expect, it } from 'vitest';
import { WorkerPool } from '../../src/core/workers.js';

/** The worker pool of core/workers.ts, on worker threads started from TypeScript source (as tests and benches do). */
describe('worker pool', () => {
  const url = new URL('./fixtures/double-worker.ts', import.meta.url);

  it('answers every task, more tasks than threads, each with its own result', async () => {
    const pool = new WorkerPool<number, number>(url, 2);
    try {
      const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => pool.run(i)));
      expect(answers).toEqual(Array.from({ length: 25 }, (_, i) => i * 2));
    } finally {
      await pool.close();
    }
  });

  it("rejects a task whose handler throws with the handler's message and goes on answering", async () => {
    const pool = new WorkerPool<unknown, number>(url, 1);
    try {
      await expect(pool.run('x')).rejects.toThrow('not a number: x');
      expect(await pool.run(21)).toBe(42);
    } finally {
      await pool.close();
    }
  });

  it('refuses tasks once closed', async () => {
    const pool = new WorkerPool<number, number>(url, 1);
    await pool.close();
    await expect(pool.run(1)).rejects.toThrow('The worker pool is closed');
  });
});
