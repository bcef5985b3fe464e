import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentUser } from '../../core/auth/plugin.js';
import { edit, view } from '../../core/auth/privileges.js';
import { asEnvelope } from '../../core/http/list-answer.js';
import { registerResource } from '../../core/http/resource-routes.js';
import { DeletedMessage, errorResponses, IdParams } from '../../core/http/schemas.js';
import { parseListQuery, type RawListParams } from '../../core/list/engine.js';
import { type MemoryViewDef, runMemoryList } from '../../core/list/memory.js';
import { listAnswer } from '../../core/list/rows.js';
import { ListEnvelopeSchema, ListQuerystring } from '../../core/list/schemas.js';
import { comparisonRows, itemBalances } from './comparison.js';
import { SCENARIO_KINDS } from './kinds.js';
import { LINE_KIND_KEYS } from './overlay.js';
import { projectScenario } from './project.js';
import {
  ItemBalancesSchema,
  ItemParams,
  ScenarioCreateBody,
  ScenarioIdParams,
  ScenarioSchema,
  ScenarioUpdateBody,
} from './schemas.js';
import { createScenario, deleteScenario, findScenario, scenarioRecord, updateScenario } from './service.js';
import { comparisonSummary, ScenarioSummarySchema } from './summary.js';
import { comparisonView, PROJECTED_VIEWS, scenarioListView } from './views.js';

const tags = ['Scenarios'];
const errors = errorResponses(400);
const viewPrivilege = view('Scenarios');
const editPrivilege = edit('Scenarios');

const PROJECTED_NOTE = `Plans the scenario (its adjustments laid over the base data in memory; nothing is written) and answers
the order lines as they would be: the columns of the matching \`…_details\` view plus \`Scenario Change\`
(\`Unchanged\`, \`Modified\`, \`Added\`, \`Cancelled\`, \`Suggested\`). The base data's Suggested lines are not listed; the
scenario's own planned orders are, as \`Suggested\` (numbered \`SCN-<scenario>-<n>\`, \`SCN-MO-<scenario>-<n>\` and \`SCN-TO-<scenario>-<n>\`).
Added and suggested lines have negative ids and a null header id. List parameters as every list; XLSX through
\`/api/export-data\` with \`view_name\` \`scenario_<details view>\` and the filter \`Scenario Id\`. Only an Active scenario
plans: otherwise \`400 Scenario.NotActive\`; unknown id \`400 Scenario.NotFound\`. The answer is cached on this instance
until the scenario or any base data changes.`;

/** `/api/scenario-…` path stems of the projected lines (specification 4.7; forecasts also as …-order-details). */
const PROJECTED_PATHS = LINE_KIND_KEYS.flatMap((kind) =>
  SCENARIO_KINDS[kind].paths.map((path) => [path, kind] as const),
);

export const scenarioRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const memoryList = async (memory: MemoryViewDef<number>, scenarioId: number, query: RawListParams) => {
    const parsed = parseListQuery(query);
    return asEnvelope(runMemoryList(await memory.load(app.store, scenarioId), parsed));
  };

  registerResource(app, {
    path: '/api/scenario-analysis',
    tags,
    read: viewPrivilege,
    write: editPrivilege,
    params: IdParams,
    record: ScenarioSchema,
    errorBodies: errors,
    operations: {
      list: {
        summary: 'List scenarios (view scenario_list)',
        answer: (request) => listAnswer(app.store, scenarioListView, request.query, undefined),
      },
      get: {
        summary: 'One scenario with its adjustments',
        description: 'Unknown id: 400 Scenario.NotFound.',
        errors: ['Scenario.NotFound'],
        answer: async (request) => scenarioRecord(await findScenario(app.store.db, request.params.id)),
      },
      create: {
        summary: 'Create a scenario (answers the stored record)',
        description:
          'Created By is the caller. Errors: 400 Scenario.InvalidStatus, 400 Scenario.InvalidAdjustment (with the index), 400 Planning.InvalidParameters (Plan Date, Horizon Days), 400 Request.Invalid (schema, unknown fields).',
        errors: ['Scenario.InvalidStatus', 'Scenario.InvalidAdjustment', 'Planning.InvalidParameters'],
        body: ScenarioCreateBody,
        answer: (request) => createScenario(app.store, currentUser(request), request.body),
      },
      update: {
        summary: 'Change a scenario (partial body; answers the stored record)',
        description: 'Errors as for create, and 400 Scenario.NotFound. Any status may follow any other.',
        errors: [
          'Scenario.NotFound',
          'Scenario.InvalidStatus',
          'Scenario.InvalidAdjustment',
          'Planning.InvalidParameters',
        ],
        body: ScenarioUpdateBody,
        answer: (request) => updateScenario(app.store, currentUser(request), request.params.id, request.body),
      },
      delete: {
        summary: 'Delete a scenario',
        errors: ['Scenario.NotFound'],
        response: DeletedMessage,
        answer: async (request) => {
          await deleteScenario(app.store, currentUser(request), request.params.id);
          return { message: `Scenario ${request.params.id} deleted` };
        },
      },
    },
  });

  app.get(
    '/api/scenario-analysis/:id/comparison',
    {
      config: { privilege: viewPrivilege, errors: ['Scenario.NotFound', 'Scenario.NotActive'] },
      schema: {
        tags,
        summary: 'Base against scenario per SKU (view scenario_comparison)',
        description: `Per SKU of either plan (the base planned with the scenario's Plan Date and Horizon Days): Stockout Days
(days of the horizon the projected balance, planned receipts included, is below 0), Late Orders (planned orders
released before the plan date), Planned Receipts (quantity) and Suggested Spend (planned purchase quantity × unit
price), each as Base, Scenario and Difference (scenario − base), and Changed (any of them differs). Default sort: Stockout Days Difference,
descending. Errors as the projected lines.`,
        params: IdParams,
        querystring: ListQuerystring,
        response: { 200: ListEnvelopeSchema, ...errors },
      },
    },
    async (request) => memoryList(comparisonView, request.params.id, request.query),
  );

  app.get(
    '/api/scenario-analysis/:id/summary',
    {
      config: { privilege: viewPrivilege, errors: ['Scenario.NotFound', 'Scenario.NotActive'] },
      schema: {
        tags,
        summary: 'What a scenario changes, summed over the comparison',
        description: `The comparison's figures summed over every SKU (Base, Scenario, Difference), the SKUs compared, the
SKUs changed (any figure differs: the comparison's \`Changed\` column, which filters the rows that changed with
\`{"Changed": [true]}\`) and their distinct items. Errors as the projected lines.`,
        params: IdParams,
        response: { 200: ScenarioSummarySchema, ...errors },
      },
    },
    async (request) => comparisonSummary(comparisonRows(await projectScenario(app.store, request.params.id))),
  );

  app.get(
    '/api/scenario-analysis/:id/item/:item_number',
    {
      config: { privilege: viewPrivilege, errors: ['Scenario.NotFound', 'Scenario.NotActive'] },
      schema: {
        tags,
        summary: "One item's projected balance per SKU, base against scenario (for a chart)",
        description:
          'Each SKU of the item in either plan with the days on which something happens and the balance at the end of each (it holds until the next day listed). An item in neither plan answers no SKUs. Errors as the projected lines.',
        params: ItemParams,
        response: { 200: ItemBalancesSchema, ...errors },
      },
    },
    async (request) => {
      const projected = await projectScenario(app.store, request.params.id);
      return {
        'Plan Date': projected.plan.planDate,
        'Horizon Days': projected.plan.horizonDays,
        skus: itemBalances(projected, request.params.item_number),
      };
    },
  );

  for (const [path, kind] of PROJECTED_PATHS)
    app.get(
      `/api/${path}/:scenario_id`,
      {
        config: { privilege: viewPrivilege, errors: ['Scenario.NotFound', 'Scenario.NotActive'] },
        schema: {
          tags,
          summary: `The scenario's projected ${SCENARIO_KINDS[kind].config.noun} lines (view ${PROJECTED_VIEWS[kind].name})`,
          description: PROJECTED_NOTE,
          params: ScenarioIdParams,
          querystring: ListQuerystring,
          response: { 200: ListEnvelopeSchema, ...errors },
        },
      },
      async (request) => memoryList(PROJECTED_VIEWS[kind], request.params.scenario_id, request.query),
    );
};
