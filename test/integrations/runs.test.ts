import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../src/app.js';
import { edit, view } from '../../src/core/auth/privileges.js';
import { openStore, type Store } from '../../src/core/db/index.js';
import { inTransaction } from '../../src/core/db/transaction.js';
import type { Actor } from '../../src/core/events/outbox.js';
import { applyQueue } from '../../src/modules/integrations/apply.js';
import {
  enqueueOperation,
  procurementLocked,
  type QueuedOperationName,
  queuedHandler,
} from '../../src/modules/integrations/queue.js';
import { finishRun } from '../../src/modules/integrations/service.js';
import { ADMIN, Client, describeEachDatabase, testConfig } from '../helpers/app.js';
import { insertItem, insertWarehouse } from '../inventory/fixtures.js';
import { type Increment, registerTestHandlers } from './handlers.js';

registerTestHandlers();

describeEachDatabase('integration runs and the queue', (t) => {
  let admin: Client;
  let adminActor: Actor;
  let author: Client;
  let authorActor: Actor;

  beforeAll(async () => {
    admin = await t.admin();
    author = await t.loginWith([view('Procurement')], `author_${t.kind}`);
    const users = await t.store.db.selectFrom('users').select(['id', 'username']).execute();
    const actorNamed = (name: string): Actor => {
      const user = users.find((u) => u.username === name);
      if (!user) throw new Error(`no user ${name}`);
      return { id: user.id, name: user.username };
    };
    adminActor = actorNamed('admin');
    authorActor = actorNamed(`author_${t.kind}`);
    await insertItem(t.store, 'ITEM-A');
    await insertItem(t.store, 'ITEM-B');
    await insertWarehouse(t.store, 'WH-1');
  });

  /** What an order endpoint does: check the lock and queue, or apply at once, in one transaction. */
  const submit = (operation: QueuedOperationName, payload: unknown, actor: Actor, store: Store = t.store) =>
    inTransaction(store, async (trx) => {
      if (await procurementLocked(trx)) {
        await enqueueOperation(trx, operation, payload, actor);
        return 'queued';
      }
      await queuedHandler(operation)?.({ ...store, db: trx }, payload, actor);
      return 'applied';
    });

  const quantityOf = async (item: string) => {
    const row = await t.store.db
      .selectFrom('inventory as inv')
      .innerJoin('items as i', 'i.id', 'inv.item_id')
      .select('inv.quantity')
      .where('i.number', '=', item)
      .executeTakeFirst();
    return row?.quantity;
  };

  const operations = () =>
    t.store.db
      .selectFrom('queued_operations')
      .select(['id', 'operation', 'status', 'error_code', 'actor_id', 'applied_at'])
      .orderBy('id')
      .execute();

  const startRun = async (source = 'ERP') => {
    const response = await admin.post('/api/integration-runs', { source });
    expect(response.statusCode).toBe(200);
    return response.json() as { id: number; 'Integration Status': string };
  };

  describe('the run cycle', () => {
    let runId: number;

    it('starts a run that locks procurement, and refuses a second', async () => {
      const before = Date.now();
      const run = await startRun('ERP nightly');
      runId = run.id;
      expect(run).toMatchObject({
        id: expect.any(Number),
        Source: 'ERP nightly',
        'Integration Status': 'Running',
        'Started By': 'admin',
        'Finished At': null,
        'Queued Operations': 0,
        'Failed Operations': 0,
      });
      const started = Date.parse((run as unknown as { 'Started At': string })['Started At']);
      expect(started).toBeGreaterThanOrEqual(before - 1000);
      // INTEGRATION_LOCK_MINUTES defaults to 60.
      expect(Date.parse((run as unknown as { 'Expires At': string })['Expires At']) - started).toBe(
        60 * 60_000,
      );
      expect(await procurementLocked(t.store.db)).toBe(true);

      const second = await admin.post('/api/integration-runs', { source: 'Other' });
      expect(second.statusCode).toBe(400);
      expect(second.json().Code).toBe('IntegrationRun.AlreadyRunning');
      const bad = await admin.post('/api/integration-runs', {});
      expect(bad.json().Code).toBe('Request.Invalid');
    });

    it('queues operations while locked and applies none of them', async () => {
      const results = [
        await submit(
          'purchase-order.create',
          {
            'Item Number': 'ITEM-A',
            'Warehouse Number': 'WH-1',
            'Inventory Quantity': 5,
          },
          adminActor,
        ),
        // Refused when applied: unknown item.
        await submit(
          'purchase-order.create',
          {
            'Item Number': 'NO-SUCH-ITEM',
            'Warehouse Number': 'WH-1',
            'Inventory Quantity': 1,
          },
          authorActor,
        ),
        // Only succeeds if applied after the first (it needs the record the first creates).
        await submit(
          'purchase-order.update',
          { item: 'ITEM-A', warehouse: 'WH-1', delta: 3 } satisfies Increment,
          authorActor,
        ),
        // Writes then breaks: rolled back, kept Failed.
        await submit('purchase-order.move', { item: 'ITEM-A', warehouse: 'WH-1', delta: 0 }, adminActor),
      ];
      expect(results).toEqual(['queued', 'queued', 'queued', 'queued']);
      expect(await applyQueue(t.store)).toEqual({ applied: 0, failed: 0 });
      expect(await quantityOf('ITEM-A')).toBeUndefined();

      const list = await admin.get('/api/queued-operations');
      expect(list.statusCode).toBe(200);
      const rows = list.json().data.rows;
      expect(
        rows.map((r: Record<string, unknown>) => [r.Operation, r.Status, r['Run Id'], r.Author]),
      ).toEqual([
        ['purchase-order.create', 'Queued', runId, 'admin'],
        ['purchase-order.create', 'Queued', runId, `author_${t.kind}`],
        ['purchase-order.update', 'Queued', runId, `author_${t.kind}`],
        ['purchase-order.move', 'Queued', runId, 'admin'],
      ]);
      expect(list.json().data.headers.map((h: { key: string }) => h.key)).toEqual([
        'Operation',
        'Status',
        'Accepted At',
        'Applied At',
        'Error Code',
        'Error Message',
        'Author',
        'Run Id',
      ]);
    });

    it('applies the queue in acceptance order when the run completes; failures are kept and notified', async () => {
      const response = await admin.put(`/api/integration-runs/${runId}`, {
        'Integration Status': 'Completed',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        'Integration Status': 'Completed',
        'Finished At': expect.any(String),
        'Queued Operations': 4,
        'Failed Operations': 2,
      });
      expect(await procurementLocked(t.store.db)).toBe(false);
      const ops = await operations();
      expect(ops.map((o) => [o.operation, o.status, o.error_code])).toEqual([
        ['purchase-order.create', 'Applied', null],
        ['purchase-order.create', 'Failed', 'ItemMaster.NotFound'],
        ['purchase-order.update', 'Applied', null],
        ['purchase-order.move', 'Failed', 'QueuedOperation.Failed'],
      ]);
      expect(ops.every((o) => o.applied_at !== null)).toBe(true);
      // 5 created, +3 applied after it; the failed move's write (-1) was rolled back.
      expect(await quantityOf('ITEM-A')).toBe(8);

      const failed = (await admin.get(`/api/queued-operations/${ops[1]?.id}`)).json();
      expect(failed).toMatchObject({
        Status: 'Failed',
        'Error Code': 'ItemMaster.NotFound',
        'Error Message': 'Item NO-SUCH-ITEM not found in Item Master',
      });
      const filtered = await admin.get(
        `/api/queued-operations?filters=${encodeURIComponent(JSON.stringify({ Status: ['Failed'] }))}`,
      );
      expect(filtered.json().extra.total).toBe(2);
    });

    it("notifies each failed operation's author in-app; only they can read and mark it", async () => {
      const mine = await author.get('/api/notifications');
      expect(mine.statusCode).toBe(200);
      const rows = mine.json().data.rows;
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        Type: 'Procurement',
        Source: 'purchase-order.create',
        Event: 'QueuedOperationFailed',
        Read: false,
      });
      expect(rows[0].Message).toContain('Item NO-SUCH-ITEM not found in Item Master');
      const adminRows = (await admin.get('/api/notifications')).json().data.rows;
      expect(adminRows.map((r: { Source: string }) => r.Source)).toEqual(['purchase-order.move']);

      const someoneElses = await admin.put(`/api/notifications/${rows[0].id}`, { read: true });
      expect(someoneElses.statusCode).toBe(400);
      expect(someoneElses.json().Code).toBe('Notification.NotFound');
      expect((await admin.put('/api/notifications/999999', { read: true })).json().Code).toBe(
        'Notification.NotFound',
      );
      const marked = await author.put(`/api/notifications/${rows[0].id}`, { read: true });
      expect(marked.statusCode).toBe(200);
      expect(marked.json()).toMatchObject({ id: rows[0].id, Read: true });
      const unread = await author.get(
        `/api/notifications?filters=${encodeURIComponent(JSON.stringify({ Read: [false] }))}`,
      );
      expect(unread.json().extra.total).toBe(0);
      expect((await t.anonymous().get('/api/notifications')).statusCode).toBe(401);
    });

    it('refuses to end a run twice or an unknown run, and lists runs', async () => {
      const again = await admin.put(`/api/integration-runs/${runId}`, { 'Integration Status': 'Failed' });
      expect(again.statusCode).toBe(400);
      expect(again.json().Code).toBe('IntegrationRun.NotRunning');
      const unknown = await admin.put('/api/integration-runs/999999', { 'Integration Status': 'Completed' });
      expect(unknown.json().Code).toBe('IntegrationRun.NotFound');
      const badStatus = await admin.put(`/api/integration-runs/${runId}`, {
        'Integration Status': 'Running',
      });
      expect(badStatus.json().Code).toBe('Request.Invalid');
      expect((await admin.get('/api/integration-runs/999999')).json().Code).toBe('IntegrationRun.NotFound');
      const list = await admin.get('/api/integration-runs');
      expect(list.json().data.rows).toMatchObject([{ id: runId, 'Integration Status': 'Completed' }]);
    });

    it('needs Integrations / Edit to start and end runs, Integrations / View to read', async () => {
      const viewer = await t.loginWith([view('Integrations')]);
      expect((await viewer.get('/api/integration-runs')).statusCode).toBe(200);
      expect((await viewer.get('/api/queued-operations')).statusCode).toBe(200);
      const refused = await viewer.post('/api/integration-runs', { source: 'x' });
      expect(refused.statusCode).toBe(403);
      expect((await author.get('/api/queued-operations')).statusCode).toBe(403);
      const editor = await t.loginWith([edit('Integrations')]);
      const run = await editor.post('/api/integration-runs', { source: 'x' });
      expect(run.statusCode).toBe(200);
      const done = await editor.put(`/api/integration-runs/${run.json().id}`, {
        'Integration Status': 'Failed',
      });
      expect(done.json()['Integration Status']).toBe('Failed');
    });
  });

  describe('race safety', () => {
    it('lets exactly one of several concurrent starts hold the lock', async () => {
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) => admin.post('/api/integration-runs', { source: `race ${i}` })),
      );
      const codes = answers.map((a) => (a.statusCode === 200 ? 'started' : a.json().Code));
      expect(codes.filter((c) => c === 'started')).toHaveLength(1);
      expect(codes.filter((c) => c === 'IntegrationRun.AlreadyRunning')).toHaveLength(5);
      const running = await t.store.db
        .selectFrom('integration_runs')
        .select('id')
        .where('status', '=', 'Running')
        .execute();
      expect(running).toHaveLength(1);
      // The partial unique index refuses a second Running row even when written directly.
      const direct = t.store.db
        .insertInto('integration_runs')
        .values({
          source: 'direct',
          status: 'Running',
          started_by: null,
          started_at: new Date().toISOString(),
          finished_at: null,
          message: null,
          expires_at: null,
        })
        .execute();
      await expect(direct).rejects.toSatisfy((e: unknown) => t.store.dialect.isUniqueViolation(e));
      const id = answers.find((a) => a.statusCode === 200)?.json().id;
      await admin.put(`/api/integration-runs/${id}`, { 'Integration Status': 'Completed' });
    });

    it('applies every operation exactly once under concurrent appliers (two instances on PostgreSQL)', async () => {
      const run = await startRun('concurrency');
      const N = 20;
      for (let i = 0; i < N; i++)
        expect(
          await submit('purchase-order.update', { item: 'ITEM-A', warehouse: 'WH-1', delta: 1 }, authorActor),
        ).toBe('queued');
      const before = (await quantityOf('ITEM-A')) as number;
      // End the run without the endpoint, so that only the appliers below (and the app's timer) race.
      await finishRun(t.store, run.id, 'Completed', null);
      // A second instance: its own connection pool on PostgreSQL. better-sqlite3 waits for a busy database
      // synchronously, so two SQLite connections in one process would stall each other; across processes the
      // kill test below exercises SQLite, and in one process both appliers share the store's connection.
      const second = t.kind === 'postgres' ? openStore(t.database.url) : t.store;
      try {
        const results = await Promise.all([
          applyQueue(t.store),
          applyQueue(second),
          applyQueue(t.store),
          applyQueue(second),
        ]);
        expect(results.reduce((sum, r) => sum + r.applied, 0)).toBeLessThanOrEqual(N);
      } finally {
        if (second !== t.store) await second.db.destroy();
      }
      const ops = await t.store.db
        .selectFrom('queued_operations')
        .select('status')
        .where('run_id', '=', run.id)
        .execute();
      expect(ops).toHaveLength(N);
      expect(ops.every((o) => o.status === 'Applied')).toBe(true);
      expect(await quantityOf('ITEM-A')).toBe(before + N);
    });

    it('leaves an operation queued, with none of its writes, when the applying process is killed; then applies it once', async () => {
      const run = await startRun('kill');
      await submit('purchase-order.update', { item: 'ITEM-A', warehouse: 'WH-1', delta: 100 }, authorActor);
      await finishRun(t.store, run.id, 'Completed', null);
      const before = (await quantityOf('ITEM-A')) as number;
      const script = fileURLToPath(new URL('./kill-while-applying.ts', import.meta.url));
      const child = spawnSync(process.execPath, ['--import', 'tsx', script, t.database.url], {
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect({ signal: child.signal, stderr: child.stderr }).toEqual({ signal: 'SIGKILL', stderr: '' });
      expect(await quantityOf('ITEM-A')).toBe(before);
      const pending = await t.store.db
        .selectFrom('queued_operations')
        .select('status')
        .where('run_id', '=', run.id)
        .executeTakeFirstOrThrow();
      expect(pending.status).toBe('Queued');
      // The next applier (a restart, the timer, another instance) applies it, once.
      expect(await applyQueue(t.store)).toEqual({ applied: 1, failed: 0 });
      expect(await applyQueue(t.store)).toEqual({ applied: 0, failed: 0 });
      expect(await quantityOf('ITEM-A')).toBe(before + 100);
    });
  });

  describe('stale runs and start-up', () => {
    it('releases a run open past INTEGRATION_LOCK_MINUTES when the lock is consulted, then applies its queue', async () => {
      const run = await startRun('stale');
      await submit('purchase-order.update', { item: 'ITEM-A', warehouse: 'WH-1', delta: 7 }, authorActor);
      const before = (await quantityOf('ITEM-A')) as number;
      await t.store.db
        .updateTable('integration_runs')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('id', '=', run.id)
        .execute();
      // The lock check sees the stale run: not locked, and the run is marked Failed.
      expect(await procurementLocked(t.store.db)).toBe(false);
      const stale = (await admin.get(`/api/integration-runs/${run.id}`)).json();
      expect(stale['Integration Status']).toBe('Failed');
      expect(stale['Integration Message']).toContain('INTEGRATION_LOCK_MINUTES');
      // …and the app applies what the run left queued without being asked again.
      await vi.waitFor(async () => expect(await quantityOf('ITEM-A')).toBe(before + 7), { timeout: 10_000 });
      // A new run may start at once.
      const next = await startRun('after stale');
      await admin.put(`/api/integration-runs/${next.id}`, { 'Integration Status': 'Completed' });
    });

    it('releases a stale run when a new run is started', async () => {
      const run = await startRun('stale 2');
      await t.store.db
        .updateTable('integration_runs')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('id', '=', run.id)
        .execute();
      const next = await startRun('replaces stale 2');
      const old = (await admin.get(`/api/integration-runs/${run.id}`)).json();
      expect(old['Integration Status']).toBe('Failed');
      await admin.put(`/api/integration-runs/${next.id}`, { 'Integration Status': 'Completed' });
    });

    it('shows a stale run as Failed when the runs are read, and applies its queue', async () => {
      const run = await startRun('stale 3');
      await submit('purchase-order.update', { item: 'ITEM-A', warehouse: 'WH-1', delta: 4 }, authorActor);
      const before = (await quantityOf('ITEM-A')) as number;
      await t.store.db
        .updateTable('integration_runs')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('id', '=', run.id)
        .execute();
      const list = (await admin.get('/api/integration-runs')).json();
      expect(list.data.rows.find((r: { id: number }) => r.id === run.id)['Integration Status']).toBe(
        'Failed',
      );
      await vi.waitFor(async () => expect(await quantityOf('ITEM-A')).toBe(before + 4), { timeout: 10_000 });
    });

    describe('a second instance starting on the same database', () => {
      let other: Awaited<ReturnType<typeof createApp>> | undefined;
      afterAll(async () => {
        await other?.close();
      });

      it('applies a queue left over by a stopped process at start-up', async () => {
        const run = await startRun('left over');
        await submit('purchase-order.update', { item: 'ITEM-A', warehouse: 'WH-1', delta: 2 }, authorActor);
        // The run ends without anyone applying its queue (as if the process stopped right after).
        await finishRun(t.store, run.id, 'Completed', null);
        const before = (await quantityOf('ITEM-A')) as number;
        other = await createApp(testConfig(t.database.url, { INTEGRATION_LOCK_MINUTES: '5' }), {
          logger: false,
        });
        await other.ready();
        expect(await quantityOf('ITEM-A')).toBe(before + 2);
        const statuses = await t.store.db
          .selectFrom('queued_operations')
          .select('status')
          .where('run_id', '=', run.id)
          .execute();
        expect(statuses).toEqual([{ status: 'Applied' }]);
      });

      it('takes the lock duration from INTEGRATION_LOCK_MINUTES', async () => {
        const app = other as NonNullable<typeof other>;
        const client = new Client(app, {});
        expect(
          (await client.post('/api/authenticate', { username: ADMIN.username, password: ADMIN.password }))
            .statusCode,
        ).toBe(200);
        const run = (await client.post('/api/integration-runs', { source: 'short lock' })).json();
        expect(Date.parse(run['Expires At']) - Date.parse(run['Started At'])).toBe(5 * 60_000);
        // The lock is shared through the database: the first instance sees it.
        expect((await admin.post('/api/integration-runs', { source: 'x' })).json().Code).toBe(
          'IntegrationRun.AlreadyRunning',
        );
        const done = await admin.put(`/api/integration-runs/${run.id}`, {
          'Integration Status': 'Completed',
        });
        expect(done.json()['Integration Status']).toBe('Completed');
      });
    });
  });
});
