import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { currentUser } from '../../core/auth/plugin.js';
import { asEnvelope } from '../../core/http/list-answer.js';
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
  ErrorBody,
  IdParams,
  NotificationSetting,
  NotificationSettingCreateBody,
  NotificationSettingUpdateBody,
  TypeSourceParams,
} from './schemas.js';
import { notificationSettingView, type SettingScope } from './views.js';

const BASE = '/api/user-notification-settings';
const tags = ['Notification settings'];
const errors = { 400: ErrorBody, 401: ErrorBody, 422: ErrorBody };
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

  app.get(
    BASE,
    {
      schema: {
        tags,
        summary: 'The own notification settings',
        description: 'Rows: id, type, source, event, channel, enabled and filters.',
        querystring: ListQuerystring,
        response: { 200: ListEnvelopeSchema, ...errors },
      },
    },
    async (request) => list({ userId: currentUser(request).id }, request.query),
  );

  app.get(
    `${BASE}/:id`,
    {
      config: { errors: SETTING_ERRORS.get },
      schema: {
        tags,
        summary: 'One own notification setting',
        description: '400 NotificationSetting.NotFound for an unknown id or another user’s setting.',
        params: IdParams,
        response: { 200: NotificationSetting, ...errors },
      },
    },
    async (request) => getSetting(app.store.db, currentUser(request).id, request.params.id),
  );

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

  app.post(
    BASE,
    {
      config: { errors: SETTING_ERRORS.create },
      schema: {
        tags,
        summary: 'Create an own notification setting',
        description:
          'filters: column name → array of allowed values, or null. 400 NotificationSetting.AlreadyExists for a second setting of the same type, source, event and channel.',
        body: NotificationSettingCreateBody,
        response: { 200: NotificationSetting, ...errors },
      },
    },
    async (request) => createSetting(app.store, currentUser(request), request.body),
  );

  app.put(
    `${BASE}/:id`,
    {
      config: { errors: SETTING_ERRORS.update },
      schema: {
        tags,
        summary: 'Update an own notification setting (partial body)',
        params: IdParams,
        body: NotificationSettingUpdateBody,
        response: { 200: NotificationSetting, ...errors },
      },
    },
    async (request) => {
      const [setting] = await updateSettings(
        app.store,
        currentUser(request),
        { id: request.params.id },
        request.body,
      );
      return setting!;
    },
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
    `${BASE}/:id`,
    {
      config: { errors: SETTING_ERRORS.delete },
      schema: {
        tags,
        summary: 'Delete an own notification setting',
        description: 'Answers the deleted setting.',
        params: IdParams,
        response: { 200: NotificationSetting, ...errors },
      },
    },
    async (request) => {
      const [setting] = await deleteSettings(app.store, currentUser(request), { id: request.params.id });
      return setting!;
    },
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
