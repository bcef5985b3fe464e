import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static } from 'typebox';
import { actorOf } from '../../core/auth/actor.js';
import { currentUser } from '../../core/auth/plugin.js';
import { edit, view } from '../../core/auth/privileges.js';
import { inTransaction } from '../../core/db/transaction.js';
import { badRequest, notFound } from '../../core/errors.js';
import { recordChange } from '../../core/events/outbox.js';
import { registerResource } from '../../core/http/resource-routes.js';
import { errorResponses, IdParams, ItemParams, ItemWarehouseParams } from '../../core/http/schemas.js';
import { listAnswer, viewRow } from '../../core/list/rows.js';
import { itemChart } from './chart.js';
import { PlanInputError } from './engine/index.js';
import { NetChangeWatcher } from './net-change-job.js';
import { runParameters } from './params.js';
import { runPlanning } from './run.js';
import {
  ChartAnswer,
  DEMAND_TYPES,
  EXCEPTION_TYPES,
  PlanningSettingsBody,
  PlanningSettingsSchema,
  PlanRunRecord,
  RunAnswerSchema,
  RunBody,
  STATUS_TABLE,
} from './schemas.js';
import { readSettings, writeSettings } from './settings.js';
import { planRunsView } from './views.js';

const tags = ['Planning'];

const RUN_DESCRIPTION = `Plans every SKU (planning.md part 1) from the plan date over the horizon and, in one transaction,
replaces every Suggested PO and Suggested MO (nothing else) with the new suggestions, stores the run's results for
the planning views. The run is one operation: one outbox event (\`Inventory\` / \`PlanningRun\` / \`Completed\`, payload the
answer) and, when change tracking covers Purchase or Manufacturing orders, one audit record (entity \`Planning Run\`:
per order type the Suggested orders removed and created), none per Suggested order. Suggested POs: one per Supplier + Ship From + Warehouse +
release date, numbered \`SUG-<Plan Run Id>-<n>\`, order date = release date, lines with \`PO Details Order Date\` =
release date and \`PO Details Request Date\` = \`PO Details ETA Date\` = receipt date, price = the allocation's Unit
Price. Suggested MOs: one per planned order, \`SUG-MO-<Plan Run Id>-<n>\`, one line with the item's Active BOM, Start
Date = release, Due Date = receipt. Firming is \`POST /api/planning/firm\` (renumbered) or an ordinary PUT of the order
with its statuses set to Open (an audited write either way).

While an integration run locks procurement, the Suggested POs are queued like any PO write (applied when the run
ends) and the answer's \`notification_type\` is \`Warning\`; everything else is written at once.

Body (optional): \`{"Plan Date": "YYYY-MM-DD", "Horizon Days": 1…1095}\`, defaults today (UTC) and 365; anything
else is \`400 Planning.InvalidParameters\`. A run while another is in progress (on any instance) is
\`409 Planning.AlreadyRunning\`. Load, compute and write times of each run are in \`GET /api/planning/runs/{id}\`.

Exception types: ${EXCEPTION_TYPES.map((t) => `\`${t}\``).join(', ')}. Pegging demand types:
${DEMAND_TYPES.map((t) => `\`${t}\``).join(', ')}.

What each line status means to the plan:

${STATUS_TABLE}`;

const SETTINGS_DESCRIPTION = `planning.md part 7. With \`Net Change\` on (the default), after a committed write that changes
a planning input the service replans, after \`Net Change Delay Ms\` (0…10000, default 200) of quiet, the SKUs whose
plan changes, with the last full run's Plan Date, Horizon Days and tolerance: it replaces only their Suggested lines
and result rows, records a \`Net Change\` run in \`GET /api/planning/runs\` and one \`planning.updated\` event
(\`Inventory\` / \`Plan\` / \`Updated\`) naming them. Before any full run there is nothing to keep current. A PUT
changes the settings it names; a bad value is \`400 Planning.InvalidSettings\`.`;

export const planningRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const watcher = new NetChangeWatcher(app.store, app.log, app.config.netChangePollMs);
  app.addHook('onReady', async () => watcher.start());
  app.addHook('onClose', async () => watcher.stop());

  app.get(
    '/api/planning/settings',
    {
      config: { privilege: view('Inventory') },
      schema: {
        tags,
        summary: 'Net-change settings',
        description: SETTINGS_DESCRIPTION,
        response: { 200: PlanningSettingsSchema, ...errorResponses(400) },
      },
    },
    async () => {
      const { plannedVersion: _, ...settings } = await readSettings(app.store.db);
      return settings;
    },
  );

  app.put(
    '/api/planning/settings',
    {
      config: { privilege: edit('Inventory'), errors: ['Planning.InvalidSettings'] },
      attachValidation: true,
      schema: {
        tags,
        summary: 'Change the net-change settings',
        description: SETTINGS_DESCRIPTION,
        body: PlanningSettingsBody,
        response: { 200: PlanningSettingsSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      if (request.validationError || typeof request.body !== 'object' || request.body === null)
        throw badRequest(
          'Planning.InvalidSettings',
          `Invalid planning settings: ${request.validationError?.message.replace(/^body\/?/, '') ?? 'expected an object'}`,
        );
      const body = request.body;
      return inTransaction(app.store, async (trx) => {
        const { plannedVersion: _, ...current } = await readSettings(trx);
        const settings = { ...current, ...body };
        await writeSettings(trx, settings);
        await recordChange(trx, actorOf(currentUser(request)), {
          entityType: 'PlanningSettings',
          entityId: 1,
          action: 'Updated',
          before: current,
          after: settings,
        });
        return settings;
      });
    },
  );
  app.post(
    '/api/planning/run',
    {
      config: {
        privilege: edit('Inventory'),
        errors: ['Planning.InvalidParameters', 'Planning.AlreadyRunning'],
      },
      attachValidation: true,
      schema: {
        tags,
        summary: 'Run the planning engine and replace the Suggested POs and MOs',
        description: RUN_DESCRIPTION,
        body: RunBody,
        response: { 200: RunAnswerSchema, ...errorResponses(400, 409) },
      },
    },
    async (request) => {
      // The schema documents the body; its checks answer with the run's own code, and no body means defaults.
      const body: unknown = request.body;
      if (request.validationError && body !== undefined && body !== null)
        throw badRequest(
          'Planning.InvalidParameters',
          `Invalid planning parameters: ${request.validationError.message.replace(/^body\/?/, '')}`,
        );
      const params = runParameters(body, new Date().toISOString().slice(0, 10));
      try {
        return await runPlanning(app.store, params, actorOf(currentUser(request)), (timings) =>
          request.log.info(timings, 'planning run'),
        );
      } catch (error) {
        if (error instanceof PlanInputError) throw badRequest('Planning.InvalidParameters', error.message);
        throw error;
      }
    },
  );

  registerResource(app, {
    path: '/api/planning/runs',
    tags,
    read: view('Inventory'),
    params: IdParams,
    record: PlanRunRecord,
    errorBodies: errorResponses(400),
    operations: {
      list: {
        summary: 'Planning runs, newest first (view planning_runs)',
        answer: (request) => listAnswer(app.store, planRunsView, request.query, undefined),
      },
      get: {
        summary: 'One planning run with its load, compute and write times',
        errors: ['PlanRun.NotFound'],
        answer: async (request) => {
          const row = await viewRow(app.store, planRunsView, request.params.id, undefined);
          if (!row) throw notFound('PlanRun', `Plan run #${request.params.id} not found`);
          return row as Static<typeof PlanRunRecord>;
        },
      },
    },
  });

  const chartDescription = `For the chart of the web application: each SKU of the item in the last run (optionally only
in one warehouse) with its source, on hand, safety stock, every day on which something happens (demand and receipts
by kind, balance after the day), its exceptions and the pegging of its planned orders. Before the first run \`skus\`
is empty. Unknown item: \`400 ItemMaster.NotFound\`; unknown warehouse: \`400 WarehouseMaster.NotFound\`.`;
  app.get(
    '/api/planning/item/:item_id',
    {
      config: { privilege: view('Inventory'), errors: ['ItemMaster.NotFound'] },
      schema: {
        tags,
        summary: "An item's planning in the last run, for the chart",
        description: chartDescription,
        params: ItemParams,
        response: { 200: ChartAnswer, ...errorResponses(400) },
      },
    },
    async (request) => itemChart(app.store, request.params.item_id),
  );
  app.get(
    '/api/planning/item/:item_id/:warehouse_id',
    {
      config: { privilege: view('Inventory'), errors: ['ItemMaster.NotFound', 'WarehouseMaster.NotFound'] },
      schema: {
        tags,
        summary: "An item's planning in one warehouse in the last run, for the chart",
        description: chartDescription,
        params: ItemWarehouseParams,
        response: { 200: ChartAnswer, ...errorResponses(400) },
      },
    },
    async (request) => itemChart(app.store, request.params.item_id, request.params.warehouse_id),
  );
};
