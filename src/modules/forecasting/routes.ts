import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { actorOf } from '../../core/auth/actor.js';
import { currentUser } from '../../core/auth/plugin.js';
import { edit, view } from '../../core/auth/privileges.js';
import { notFound } from '../../core/errors.js';
import { registerResource } from '../../core/http/resource-routes.js';
import { errorResponses, IdParams, ItemParams, ItemWarehouseParams } from '../../core/http/schemas.js';
import { listAnswer } from '../../core/list/rows.js';
import { itemForecast } from './item.js';
import { forecastParameters, invalidParameters, runForecasting } from './run.js';
import {
  ForecastItemAnswer,
  ForecastRunAnswerSchema,
  ForecastRunBody,
  ForecastRunRecord,
} from './schemas.js';
import { forecastRunsView } from './views.js';

const tags = ['Forecasting'];

const RUN_DESCRIPTION = `Forecasts every SKU with sales in the History Months whole months before the month of As Of
(planning.md part 6) and, in one transaction, replaces the statistical forecast of the SKUs in the run's scope: per
warehouse the forecast list \`STAT-<Warehouse Number>\` (status \`Statistical\`, created when missing), one line per
SKU and month, the month of As Of dated As Of and each later month its first day. A planner's own forecast line for
a SKU and month (a list that is not Statistical, Inactive or Archived) overrides the Statistical one in planning.

Any bad parameter, unknown item or warehouse is \`400 Forecasting.InvalidParameters\`; a run while another is in
progress (on any instance) is \`409 Forecasting.AlreadyRunning\`. Each run records one event
\`forecasting.run.completed\` (Demand / ForecastRun / Completed).`;

const itemDescription = `For the chart of the web application: each SKU of the item (optionally only in one
warehouse) with its latest statistical forecast: monthly history, forecast, method, parameters, demand pattern and
the holdout forecasts against what happened. Unknown item: \`400 ItemMaster.NotFound\`; unknown warehouse:
\`400 WarehouseMaster.NotFound\`.`;

export const forecastingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/forecasting/run',
    {
      config: {
        privilege: edit('Demand'),
        errors: ['Forecasting.InvalidParameters', 'Forecasting.AlreadyRunning'],
      },
      attachValidation: true,
      schema: {
        tags,
        summary: 'Run the statistical forecast and replace the Statistical forecast lists',
        description: RUN_DESCRIPTION,
        body: ForecastRunBody,
        response: { 200: ForecastRunAnswerSchema, ...errorResponses(400, 409) },
      },
    },
    async (request) => {
      // The schema documents the body; its checks answer with the run's own code, and no body means defaults.
      const body: unknown = request.body;
      if (request.validationError && body !== undefined && body !== null)
        throw invalidParameters(
          `Invalid forecasting parameters: ${request.validationError.message.replace(/^body\/?/, '')}`,
        );
      const params = forecastParameters(body, new Date().toISOString().slice(0, 10));
      return runForecasting(app.store, params, actorOf(currentUser(request)));
    },
  );

  registerResource(app, {
    path: '/api/forecasting/runs',
    tags,
    read: view('Demand'),
    params: IdParams,
    record: ForecastRunRecord,
    errorBodies: errorResponses(400),
    operations: {
      list: {
        summary: 'Forecasting runs, newest first (view forecasting_runs)',
        answer: (request) => listAnswer(app.store, forecastRunsView, request.query, undefined),
      },
      get: {
        summary: 'One forecasting run with its parameters',
        errors: ['Forecasting.NotFound'],
        answer: async (request) => {
          const row = await app.store.db
            .selectFrom('forecast_runs')
            .selectAll()
            .where('id', '=', request.params.id)
            .executeTakeFirst();
          if (!row) throw notFound('Forecasting', `Forecast run #${request.params.id} not found`);
          return {
            'Forecast Run Id': row.id,
            'As Of': row.as_of,
            'SKUs Forecast': row.skus,
            Methods: JSON.parse(row.methods) as Record<string, number>,
            Parameters: JSON.parse(row.parameters) as Record<string, unknown>,
            'Duration Ms': row.duration_ms,
            'Created By': row.created_by,
            'Created At': row.created_at,
          };
        },
      },
    },
  });

  app.get(
    '/api/forecasting/item/:item_id',
    {
      config: { privilege: view('Demand'), errors: ['ItemMaster.NotFound'] },
      schema: {
        tags,
        summary: "An item's statistical forecast, for the chart",
        description: itemDescription,
        params: ItemParams,
        response: { 200: ForecastItemAnswer, ...errorResponses(400) },
      },
    },
    async (request) => itemForecast(app.store, request.params.item_id),
  );
  app.get(
    '/api/forecasting/item/:item_id/:warehouse_id',
    {
      config: { privilege: view('Demand'), errors: ['ItemMaster.NotFound', 'WarehouseMaster.NotFound'] },
      schema: {
        tags,
        summary: "An item's statistical forecast in one warehouse, for the chart",
        description: itemDescription,
        params: ItemWarehouseParams,
        response: { 200: ForecastItemAnswer, ...errorResponses(400) },
      },
    },
    async (request) => itemForecast(app.store, request.params.item_id, request.params.warehouse_id),
  );
};
