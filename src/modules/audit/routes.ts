import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { actorOf } from '../../core/auth/actor.js';
import { currentUser } from '../../core/auth/plugin.js';
import { edit, view } from '../../core/auth/privileges.js';
import { asEnvelope } from '../../core/http/list-answer.js';
import { errorResponses } from '../../core/http/schemas.js';
import { parseListQuery, runList } from '../../core/list/engine.js';
import { ListEnvelopeSchema, ListQuerystring } from '../../core/list/schemas.js';
import { logListView, parseChanges, readSettings, TRACKED_ENTITY_TYPES, updateSettings } from './service.js';

const errors = errorResponses(400, 401, 403);
const SettingsSchema = Type.Object({ entities: Type.Record(Type.String(), Type.Boolean()) });

export const auditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/change-tracking-settings',
    {
      config: { privilege: view('Change Tracking Settings') },
      schema: {
        tags: ['Change tracking'],
        summary: `Whether changes are tracked, per entity type (${TRACKED_ENTITY_TYPES.join(', ')})`,
        response: { 200: SettingsSchema, ...errors },
      },
    },
    async () => readSettings(app.store.db),
  );

  app.put(
    '/api/change-tracking-settings',
    {
      config: { privilege: edit('Change Tracking Settings') },
      schema: {
        tags: ['Change tracking'],
        summary:
          'Switch tracking per entity type; only the types in the body change. Unknown types are refused ' +
          '(ChangeTracking.UnknownEntityType), as are values other than true and false. Answers all settings',
        // Values are checked by the service, not coerced: "yes" or 1 is not a boolean here.
        body: Type.Object(
          { entities: Type.Record(Type.String(), Type.Unknown()) },
          { additionalProperties: false },
        ),
        response: { 200: SettingsSchema, ...errors },
      },
    },
    async (request) => updateSettings(app.store, actorOf(currentUser(request)), request.body.entities),
  );

  app.get(
    '/api/log-list',
    {
      config: { privilege: view('Logs') },
      schema: {
        tags: ['Change tracking'],
        summary:
          'The audit log, one row per change: Log Id, Entity Type, Entity Id, Action, Changed By, Changed At, ' +
          'Changes (field → {old, new}); newest first',
        querystring: ListQuerystring,
        response: { 200: ListEnvelopeSchema, ...errors },
      },
    },
    async (request) => {
      const envelope = await runList(app.store, logListView, parseListQuery(request.query), undefined);
      envelope.data.rows = envelope.data.rows.map(parseChanges);
      return asEnvelope(envelope);
    },
  );
};
