import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentUser } from '../../core/auth/plugin.js';
import { edit } from '../../core/auth/privileges.js';
import { BackgroundJob } from '../../core/background-job.js';
import { registerResource } from '../../core/http/resource-routes.js';
import { DeletedMessage, errorResponses, IdParams } from '../../core/http/schemas.js';
import { listAnswer } from '../../core/list/rows.js';
import { ListEnvelopeSchema, ListQuerystring } from '../../core/list/schemas.js';
import { deliverDueWebhooks } from './deliver.js';
import {
  DeliverySchema,
  RedeliverParams,
  WebhookCreateBody,
  WebhookSchema,
  WebhookUpdateBody,
} from './schemas.js';
import {
  createWebhook,
  deleteWebhook,
  deliveryRecord,
  findWebhook,
  queueRedelivery,
  queueTest,
  updateWebhook,
  WEBHOOK_ERRORS,
  webhookRecord,
} from './service.js';
import { deliveriesView, webhookListView } from './views.js';

/** How often due deliveries (new ones from other instances, retries whose backoff has passed) are looked for. */
const DELIVER_INTERVAL_MS = 1_000;

export const WEBHOOK_DESCRIPTION = `Outbound webhooks: each outbox event matching one of the webhook's \`Webhook Events\` patterns
(\`{type, source, event}\`, each a literal or \`*\`) is POSTed to \`Webhook Url\` as JSON:

\`\`\`json
{"id": 1042, "type": "Procurement", "source": "PurchaseOrderList", "event": "Updated", "record_id": "17",
 "record": {"PO List Number": "PO-17", "PO List Document Status": "Shipped", "…": "…"},
 "changes": {"PO List Document Status": {"old": "Open", "new": "Shipped"}},
 "who": "jane", "when": "2026-11-22T10:15:02.123Z"}
\`\`\`

\`record\` holds the record's fields as the API shows them (after the change; before it for a deletion), \`changes\`
the changed fields with their old and new values. Test deliveries have \`"id": null\` and \`"event": "Test"\`.
Headers: \`X-Supplyline-Event-Id\` (the outbox id: deduplicate by it, since delivery is at least once),
\`X-Supplyline-Delivery-Id\`, \`X-Supplyline-Timestamp\` (Unix seconds) and \`X-Supplyline-Signature\`:
\`sha256=\` followed by the hex HMAC-SHA256, keyed with the webhook's secret, of the timestamp, a \`.\` and the raw body.
Verify it before trusting the body, and refuse old timestamps (replays), e.g. in Node.js:

\`\`\`js
import { createHmac, timingSafeEqual } from 'node:crypto';
function verify(secret, headers, rawBody) {
  const timestamp = headers['x-supplyline-timestamp'];
  const expected = 'sha256=' + createHmac('sha256', secret).update(timestamp + '.' + rawBody).digest('hex');
  const given = String(headers['x-supplyline-signature'] ?? '');
  const fresh = Math.abs(Date.now() / 1000 - Number(timestamp)) < 300;
  return fresh && given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}
\`\`\`

Delivery is at least once and in order per webhook: a 2xx answer within 10 s is a success; anything else is
retried with exponential backoff (10 s, 20 s, 40 s, … at most an hour apart) and later events wait behind it.
After 24 hours of failures the webhook is Paused and its creator gets an in-app notification; setting
\`Webhook Status\` to Active resumes delivery where it stopped. URLs resolving to loopback, private, link-local or
metadata addresses are refused (400 Webhook.ForbiddenTarget), when saved and again at every connection, unless
the service runs with WEBHOOK_ALLOW_PRIVATE=true.`;

const tags = ['Webhooks'];
const privilege = edit('Integrations');
const errors = errorResponses(400);

export const webhookRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { webhookAllowPrivate: allowPrivate, webhookRetryBaseMs: retryBaseMs } = app.config;
  const closing = new AbortController();
  let retryTimer: NodeJS.Timeout | undefined;
  const sender: BackgroundJob = new BackgroundJob(
    'webhook deliveries',
    async () => {
      const result = await deliverDueWebhooks(app.store, {
        retryBaseMs,
        allowPrivate,
        signal: closing.signal,
      });
      // A retry due before the next tick is looked for when it is due.
      if (result.nextRetryInMs !== undefined && result.nextRetryInMs < DELIVER_INTERVAL_MS) {
        clearTimeout(retryTimer);
        retryTimer = setTimeout(() => void sender.trigger(), result.nextRetryInMs);
        retryTimer.unref();
      }
      if (result.sent === 0 && result.failed === 0) return undefined;
      return `${result.sent} delivered${result.failed > 0 ? `, ${result.failed} failed (retried later)` : ''}`;
    },
    app.log,
  );
  const wake = () => void sender.trigger();
  app.addHook('onReady', async () => {
    sender.start(DELIVER_INTERVAL_MS);
    app.outboxSignal.on('published', wake);
    void sender.trigger();
  });
  app.addHook('onClose', async () => {
    app.outboxSignal.off('published', wake);
    clearTimeout(retryTimer);
    // A receiver that hangs must not hold up shutdown: the send under way is cancelled and its claim given back.
    closing.abort();
    await sender.stop();
  });

  const one = async (id: number) => webhookRecord(await findWebhook(app.store.db, id));

  registerResource(app, {
    path: '/api/webhooks',
    tags,
    read: privilege,
    write: privilege,
    params: IdParams,
    record: WebhookSchema,
    errorBodies: errors,
    operations: {
      list: {
        summary: 'List webhooks (view webhook_list); secrets are masked',
        description: WEBHOOK_DESCRIPTION,
        answer: (request) => listAnswer(app.store, webhookListView, request.query, undefined),
      },
      get: {
        summary: 'One webhook',
        description: 'Unknown id: 400 Webhook.NotFound.',
        errors: WEBHOOK_ERRORS.one,
        answer: (request) => one(request.params.id),
      },
      create: {
        summary: 'Create a webhook',
        description:
          'Errors: 400 Webhook.InvalidUrl (not http(s), credentials in it, host not resolving), 400 Webhook.ForbiddenTarget (loopback, private, link-local or metadata address), 400 Webhook.InvalidEvents (a type that is no privilege type), 400 Request.Invalid (schema). The answer masks the secret.',
        errors: WEBHOOK_ERRORS.create,
        body: WebhookCreateBody,
        answer: (request) => createWebhook(app.store, currentUser(request), request.body, allowPrivate),
      },
      update: {
        summary: 'Change a webhook (fields given are changed; Webhook Status Active resumes a paused one)',
        description: 'Errors as for create, and 400 Webhook.NotFound.',
        errors: WEBHOOK_ERRORS.update,
        body: WebhookUpdateBody,
        answer: (request) =>
          updateWebhook(app.store, currentUser(request), request.params.id, request.body, allowPrivate),
      },
      delete: {
        summary: 'Delete a webhook and its delivery log',
        errors: WEBHOOK_ERRORS.one,
        response: DeletedMessage,
        answer: async (request) => {
          await deleteWebhook(app.store, currentUser(request), request.params.id);
          return { message: `Webhook ${request.params.id} deleted` };
        },
      },
    },
  });

  app.get(
    '/api/webhooks/:id/deliveries',
    {
      config: { privilege, errors: WEBHOOK_ERRORS.one },
      schema: {
        tags,
        summary: "The webhook's delivery log, newest first (list parameters apply)",
        description:
          'Rows: Event Id, Kind (Event, Test, Redelivery), Status (Pending, Delivered), Attempt (attempts made), Status Code and Duration Ms of the last attempt, Last Error, Next Attempt At, Created At, Delivered At.',
        params: IdParams,
        querystring: ListQuerystring,
        response: { 200: ListEnvelopeSchema, ...errors },
      },
    },
    async (request) => {
      await findWebhook(app.store.db, request.params.id);
      return listAnswer(app.store, deliveriesView, request.query, request.params.id);
    },
  );

  app.post(
    '/api/webhooks/:id/test',
    {
      config: { privilege, errors: WEBHOOK_ERRORS.one },
      schema: {
        tags,
        summary: 'Queue a test delivery (event Test about the webhook itself)',
        params: IdParams,
        response: { 200: DeliverySchema, ...errors },
      },
    },
    async (request) => {
      const { id } = await queueTest(app.store, currentUser(request), request.params.id);
      void sender.trigger();
      return deliveryRecord(app.store.db, id);
    },
  );

  app.post(
    '/api/webhooks/:id/redeliver/:deliveryId',
    {
      config: { privilege, errors: WEBHOOK_ERRORS.redeliver },
      schema: {
        tags,
        summary: 'Queue a delivery again (same body and event id)',
        description: 'Unknown delivery of this webhook: 400 WebhookDelivery.NotFound.',
        params: RedeliverParams,
        response: { 200: DeliverySchema, ...errors },
      },
    },
    async (request) => {
      const { id } = await queueRedelivery(app.store, request.params.id, request.params.deliveryId);
      void sender.trigger();
      return deliveryRecord(app.store.db, id);
    },
  );
};
