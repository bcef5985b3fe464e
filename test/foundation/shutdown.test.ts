import { expect, it } from 'vitest';
import { migrations } from '../../migrations/index.js';
import { buildApp } from '../../src/app.js';
import { openStore } from '../../src/core/db/index.js';
import { migrateToLatest } from '../../src/core/db/migrate.js';
import { describeEachDatabase, testConfig } from '../helpers/app.js';

describeEachDatabase('graceful shutdown', (t) => {
  it('lets an in-flight request finish, refuses new ones, then closes the database', async () => {
    const store = openStore(t.database.url);
    await migrateToLatest(store, migrations);
    const app = await buildApp(testConfig(t.database.url), store, { logger: false });
    let release: () => void = () => {};
    const started = new Promise<void>((resolve) => {
      app.get('/api/test/slow', { config: { public: true } }, async () => {
        resolve();
        await new Promise<void>((r) => {
          release = r;
        });
        return { done: true };
      });
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const inFlight = fetch(`${address}/api/test/slow`);
    await started;
    const closing = app.close();
    release();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ done: true });
    await closing;
    // onClose destroyed the database handle: using it now fails.
    await expect(store.db.selectFrom('users').select('id').execute()).rejects.toThrow();
  });
});
