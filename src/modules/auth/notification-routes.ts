import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { currentUser } from '../../core/auth/plugin.js';
import { asEnvelope } from '../../core/http/list-answer.js';
import { registerResource } from '../../core/http/resource-routes.js';
import { errorResponses, IdParams } from '../../core/http/schemas.js';
import { parseListQuery, runList } from '../../core/list/engine.js';
import { ListEnvelopeSchema, ListQuerystring } from '../../core/list/schemas.js';
import {
  createSetting,
  deleteSettings,
  filtersOf,
  getSetting,
  SETTING_ERRORS,
  updateSettings,
} from './notification-settings.js';
import {
  NotificationSetting,
  NotificationSettingCreateBody,
  NotificationSettingUpdateBody,
  TypeSourceParams,
} from './schemas.js';
import { notificationSettingView, type SettingScope } from './views.js';

const BASE = '/api/user-notification-settings';
const tags = ['Notification settings'];
const errors = errorResponses(400, 401, 422);
const Settings = Type.Array(NotificationSetting);

/** The signed-in user's own notification settings (specification 2.12 and 4.8); authentication only. */
export const notificationSettingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const list = async (scope: SettingScope, query: Parameters<typeof parseListQuery>[0]) => {
    const envelope = await runList(app.store, notificationSettingView, parseListQuery(query), scope);
    const filters = await filtersOf(
      app.store.db,
      envelope.data.rows.map((r) => r.id as number),
    );
    envelope.data.rows = envelope.data.rows.map((r) => ({
      ...r,
      filters: filters.get(r.id as number) ?? null,
    }));
    return asEnvelope(envelope);
  };

  // One setting by id; the routes below change every setting of one type and source at once.
  registerResource(app, {
    path: BASE,
    tags,
    params: IdParams,
    record: NotificationSetting,
    errorBodies: errors,
    operations: {
      list: {
        summary: 'The own notification settings',
        description: 'Rows: id, type, source, event, channel, enabled and filters.',
        answer: (request) => list({ userId: currentUser(request).id }, request.query),
      },
      get: {
        summary: 'One own notification setting',
        description: '400 NotificationSetting.NotFound for an unknown id or another user’s setting.',
        errors: SETTING_ERRORS.get,
        answer: (request) => getSetting(app.store.db, currentUser(request).id, request.params.id),
      },
      create: {
        summary: 'Create an own notification setting',
        description:
          'filters: column name → array of allowed values, or null. 400 NotificationSetting.AlreadyExists for a second setting of the same type, source, event and channel.',
        errors: SETTING_ERRORS.create,
        body: NotificationSettingCreateBody,
        answer: (request) => createSetting(app.store, currentUser(request), request.body),
      },
      update: {
        summary: 'Update an own notification setting (partial body)',
        errors: SETTING_ERRORS.update,
        body: NotificationSettingUpdateBody,
        answer: async (request) => {
          const { id } = request.params;
          const [setting] = await updateSettings(app.store, currentUser(request), { id }, request.body);
          return setting!;
        },
      },
      delete: {
        summary: 'Delete an own notification setting',
        description: 'Answers the deleted setting.',
        errors: SETTING_ERRORS.delete,
        response: NotificationSetting,
        answer: async (request) => {
          const [setting] = await deleteSettings(app.store, currentUser(request), { id: request.params.id });
          return setting!;
        },
      },
    },
  });

  app.get(
    `${BASE}/:type/:source`,
    {
      schema: {
        tags,
        summary: 'The own notification settings of one type and source',
        params: TypeSourceParams,
        querystring: ListQuerystring,
        response: { 200: ListEnvelopeSchema, ...errors },
      },
    },
    async (request) =>
      list(
        { userId: currentUser(request).id, type: request.params.type, source: request.params.source },
        request.query,
      ),
  );

  app.put(
    `${BASE}/:type/:source`,
    {
      config: { errors: SETTING_ERRORS.update },
      schema: {
        tags,
        summary: 'Update every own notification setting of one type and source (partial body)',
        description: 'Answers the updated settings. 400 NotificationSetting.NotFound when there are none.',
        params: TypeSourceParams,
        body: NotificationSettingUpdateBody,
        response: { 200: Settings, ...errors },
      },
    },
    async (request) => updateSettings(app.store, currentUser(request), request.params, request.body),
  );

  app.delete(
    `${BASE}/:type/:source`,
    {
      config: { errors: SETTING_ERRORS.delete },
      schema: {
        tags,
        summary: 'Delete every own notification setting of one type and source',
        description: 'Answers the deleted settings. 400 NotificationSetting.NotFound when there are none.',
        params: TypeSourceParams,
        response: { 200: Settings, ...errors },
      },
    },
    async (request) => deleteSettings(app.store, currentUser(request), request.params),
  );
};
