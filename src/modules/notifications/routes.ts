import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type Static, Type } from 'typebox';
import { currentUser } from '../../core/auth/plugin.js';
import { BackgroundJob } from '../../core/background-job.js';
import { notFound } from '../../core/errors.js';
import { errorResponses } from '../../core/http/schemas.js';
import { listAnswer, viewRow } from '../../core/list/rows.js';
import { ListEnvelopeSchema, ListQuerystring } from '../../core/list/schemas.js';
import { dispatchAll } from './dispatch.js';
import { createMailer, sendDueEmails } from './email.js';
import { notificationsView } from './views.js';

/** How soon a change reaches the notifications of the users whose settings select it. */
const DISPATCH_INTERVAL_MS = 1_000;
/** How often due email notifications (new ones, and retries whose backoff has passed) are looked for. */
const EMAIL_INTERVAL_MS = 10_000;

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

const Notification = Type.Object({
  id: Type.Integer(),
  Type: Type.String({ description: 'Module, e.g. Procurement, Demand, Inventory' }),
  Source: Type.String(),
  Event: Type.String(),
  Message: Type.String(),
  'Entity Id': Nullable(Type.String()),
  Read: Type.Boolean(),
  'Created At': Type.String(),
});

const tags = ['Notifications'];
const errors = errorResponses(400, 401, 422);

/** In-app notifications of the signed-in user (contract part 6): only one's own, by session alone. */
export const notificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Without SMTP_URL there is no sender: email notifications stay stored and undelivered (contract part 6).
  const smtpUrl = app.config.smtpUrl;
  const mailer = smtpUrl ? createMailer(smtpUrl) : undefined;
  const closing = new AbortController();
  const emailSender = mailer
    ? new BackgroundJob(
        'email notifications',
        async () => {
          const { sent, failed } = await sendDueEmails(app.store, mailer, { signal: closing.signal });
          if (sent === 0 && failed === 0) return undefined;
          return `${sent} sent${failed > 0 ? `, ${failed} failed (retried later)` : ''}`;
        },
        app.log,
      )
    : undefined;
  const dispatcher = new BackgroundJob(
    'notification dispatch',
    async () => {
      const handled = await dispatchAll(app.store);
      // New email notifications go out now rather than at the next tick; not awaited, so a request that
      // dispatches does not wait for an SMTP server.
      if (handled > 0) {
        void emailSender?.trigger();
        app.outboxSignal.emit('published');
      }
      return handled > 0 ? `${handled} events handled` : undefined;
    },
    app.log,
  );
  app.addHook('onReady', async () => {
    await dispatcher.trigger();
    dispatcher.start(DISPATCH_INTERVAL_MS);
    emailSender?.start(EMAIL_INTERVAL_MS);
    void emailSender?.trigger();
  });
  app.addHook('onClose', async () => {
    await dispatcher.stop();
    // A hung SMTP server must not hold up shutdown: the send under way is cancelled and its row given back.
    closing.abort();
    await emailSender?.stop();
    mailer?.close();
  });

  const ENTITY = 'Notification';
  const missing = (id: number) => notFound(ENTITY, `Notification #${id} not found`);
  const own = async (userId: number, id: number) => {
    const row = await viewRow(app.store, notificationsView, id, userId);
    if (!row) throw missing(id);
    return row as Static<typeof Notification>;
  };

  app.get(
    '/api/notifications',
    {
      schema: {
        tags,
        summary: "The signed-in user's in-app notifications",
        querystring: ListQuerystring,
        response: { 200: ListEnvelopeSchema, ...errors },
      },
    },
    async (request) => {
      // Dispatch what happened up to now first, so the list is current rather than up to a second behind.
      await dispatcher.trigger();
      return listAnswer(app.store, notificationsView, request.query, currentUser(request).id);
    },
  );

  app.put(
    '/api/notifications/:id',
    {
      config: { errors: [`${ENTITY}.NotFound`] },
      schema: {
        tags,
        summary: 'Mark one of your notifications read (or unread)',
        description: "Someone else's or an unknown notification: 400 Notification.NotFound.",
        params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
        body: Type.Object({ read: Type.Boolean() }, { additionalProperties: false }),
        response: { 200: Notification, ...errors },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const { id } = request.params;
      const result = await app.store.db
        .updateTable('notifications')
        .set({ read: request.body.read ? 1 : 0 })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('channel', '=', 'in-app')
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw missing(id);
      return own(userId, id);
    },
  );
};
