import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static } from 'typebox';
import { currentUser } from '../../core/auth/plugin.js';
import { edit, view } from '../../core/auth/privileges.js';
import { BackgroundJob } from '../../core/background-job.js';
import { notFound } from '../../core/errors.js';
import { registerResource } from '../../core/http/resource-routes.js';
import { errorResponses, IdParams } from '../../core/http/schemas.js';
import { listAnswer, viewRow } from '../../core/list/rows.js';
import { analyzeOutgrownTables } from '../health/statistics.js';
import { applyQueue, expireStaleRuns } from './apply.js';
import { onLockReleased } from './queue.js';
import { FinishRunBody, IntegrationRun, QueuedOperation, StartRunBody } from './schemas.js';
import { finishRun, RUN_ERRORS, startRun } from './service.js';
import { integrationRunsView, queuedOperationsView } from './views.js';

/** How often the applier looks for stale runs and operations left queued (each pass is one cheap read if idle). */
const SWEEP_INTERVAL_MS = 30_000;

const tags = ['Integration runs'];
const errors = errorResponses(400, 401, 403, 422);

export const integrationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const runner = new BackgroundJob(
    'queued operations',
    async () => {
      const { applied, failed } = await applyQueue(app.store);
      // The applied operations may have grown tables past their statistics (counted within a second of commit;
      // the periodic check takes what this pass does not see yet).
      if (applied > 0) await analyzeOutgrownTables(app.store);
      return applied + failed > 0 ? `${applied} applied, ${failed} failed` : undefined;
    },
    app.log,
  );
  const unsubscribe = onLockReleased(() => void runner.trigger());
  // A queue left by a stopped process (or a run that went stale meanwhile) is applied at start-up.
  app.addHook('onReady', async () => {
    await runner.trigger();
    runner.start(SWEEP_INTERVAL_MS);
  });
  app.addHook('onClose', async () => {
    unsubscribe();
    await runner.stop();
  });

  // Reading the runs consults the lock too: a stale run shows as Failed and its queue is applied.
  const releaseStale = async () => {
    if ((await expireStaleRuns(app.store.db)) > 0) void runner.trigger();
  };

  const getRun = async (id: number) => {
    const row = await viewRow(app.store, integrationRunsView, id, undefined);
    if (!row) throw notFound('IntegrationRun', `Integration run #${id} not found`);
    return row as Static<typeof IntegrationRun>;
  };

  app.post(
    '/api/integration-runs',
    {
      config: { privilege: edit('Integrations'), errors: RUN_ERRORS.start },
      schema: {
        tags,
        summary: 'Start an integration run: lock the procurement tables',
        description:
          'Only one run holds the lock: a second start is 400 IntegrationRun.AlreadyRunning. The lock is released ' +
          'when the run is completed or failed, or after INTEGRATION_LOCK_MINUTES (the run is then marked Failed).',
        body: StartRunBody,
        response: { 200: IntegrationRun, ...errors },
      },
    },
    async (request) => {
      const id = await startRun(
        app.store,
        request.body.source,
        currentUser(request).id,
        app.config.integrationLockMinutes,
      );
      return getRun(id);
    },
  );

  app.put(
    '/api/integration-runs/:id',
    {
      config: { privilege: edit('Integrations'), errors: RUN_ERRORS.finish },
      schema: {
        tags,
        summary: 'End a run (Completed or Failed), release the lock and apply the queued operations',
        description:
          'The queued operations are applied in the order they were accepted before this answers; one that fails ' +
          'is kept Failed with its error and its author is notified. A run that is not Running: 400 ' +
          'IntegrationRun.NotRunning; unknown id: 400 IntegrationRun.NotFound.',
        params: IdParams,
        body: FinishRunBody,
        response: { 200: IntegrationRun, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      await finishRun(app.store, id, request.body['Integration Status'], request.body['Integration Message']);
      await runner.trigger();
      return getRun(id);
    },
  );

  const readable = { tags, read: view('Integrations'), params: IdParams, errorBodies: errors };
  registerResource(app, {
    ...readable,
    path: '/api/integration-runs',
    record: IntegrationRun,
    operations: {
      list: {
        summary: 'List integration runs',
        answer: async (request) => {
          await releaseStale();
          return listAnswer(app.store, integrationRunsView, request.query, undefined);
        },
      },
      get: {
        summary: 'One integration run',
        errors: RUN_ERRORS.get,
        answer: async (request) => {
          await releaseStale();
          return getRun(request.params.id);
        },
      },
    },
  });

  registerResource(app, {
    ...readable,
    path: '/api/queued-operations',
    record: QueuedOperation,
    operations: {
      list: {
        summary:
          'Operations accepted while procurement was locked, with their status (Queued, Applied, Failed)',
        answer: (request) => listAnswer(app.store, queuedOperationsView, request.query, undefined),
      },
      get: {
        summary: 'One queued operation',
        errors: RUN_ERRORS.getQueued,
        answer: async (request) => {
          const row = await viewRow(app.store, queuedOperationsView, request.params.id, undefined);
          if (!row) throw notFound('QueuedOperation', `Queued operation #${request.params.id} not found`);
          return row as Static<typeof QueuedOperation>;
        },
      },
    },
  });
};
