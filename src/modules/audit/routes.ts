import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { actorOf } from '../../core/auth/actor.js';
import { currentUser } from '../../core/auth/plugin.js';
import { edit, hasPrivilege, view } from '../../core/auth/privileges.js';
import { notPrivileged } from '../../core/errors.js';
import { asEnvelope } from '../../core/http/list-answer.js';
import { errorResponses } from '../../core/http/schemas.js';
import { parseListQuery, runList } from '../../core/list/engine.js';
import { ListEnvelopeSchema, ListQuerystring } from '../../core/list/schemas.js';
import { HISTORY_LIMIT, historyPrivilege, recordHistory } from './history.js';
import { logListView, parseChanges, readSettings, TRACKED_ENTITY_TYPES, updateSettings } from './service.js';

const errors = errorResponses(400, 401, 403);
/** The type's own View privilege is checked here (no `privilege` in the config); an unknown type is refused. */
const HISTORY_ERRORS = ['User.NotPrivileged', 'ChangeTracking.UnknownEntityType'] as const;
const HistoryRowSchema = Type.Object({
  'Log Id': Type.Integer(),
  'Entity Type': Type.String(),
  Record: Type.String({ description: "the record's number, or its line by item number (`Line ITEM-1`)" }),
  Line: Type.Boolean({ description: "a row about one of the order's lines" }),
  Action: Type.String(),
  'Changed By': Type.Union([Type.String(), Type.Null()]),
  'Changed At': Type.String(),
  Changes: Type.Record(Type.String(), Type.Object({ old: Type.Unknown(), new: Type.Unknown() })),
});
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
      config: { privilege: edit('Change Tracking Settings'), errors: ['ChangeTracking.UnknownEntityType'] },
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

  app.get(
    '/api/history/:entity_type/:entity_id',
    {
      config: { errors: HISTORY_ERRORS },
      schema: {
        tags: ['Change tracking'],
        summary: "One record's history, for its screen: who changed which fields from what to what",
        description: `The audit records of one record (\`entity_type\` an Entity Type of the log such as
\`PurchaseOrderList\` or \`ItemMaster\`, \`entity_id\` its id) and, for an order, of its lines (found by the order's
number), newest first, at most ${HISTORY_LIMIT}. Readable with the record's own View privilege (no Logs privilege
needed). Fields holding internal ids are left out; references are the numbers people know. An entity type without
a history of its own (a line type, an unknown type) is \`400 ChangeTracking.UnknownEntityType\`.`,
        params: Type.Object({
          entity_type: Type.String({ maxLength: 100 }),
          entity_id: Type.String({ maxLength: 100 }),
        }),
        response: { 200: Type.Object({ rows: Type.Array(HistoryRowSchema) }), ...errors },
      },
    },
    async (request) => {
      const { entity_type: entityType, entity_id: entityId } = request.params;
      const privilege = historyPrivilege(entityType);
      if (!hasPrivilege(currentUser(request).privileges, privilege))
        throw notPrivileged(`The history of ${entityType} records needs ${privilege.type} / View`);
      return { rows: await recordHistory(app.store, entityType, entityId) };
    },
  );
};
