import { sql } from 'kysely';
import { edit } from '../../core/auth/privileges.js';
import { registerView } from '../../core/list/registry.js';
import { defineView } from '../../core/list/view.js';

/** The mask every answer shows instead of a webhook's secret. */
export const SECRET_MASK = '********';

/** GET /api/webhooks and view_name webhook_list (exportable). Secrets never leave the database. */
export const webhookListView = defineView({
  name: 'webhook_list',
  from: (db) => db.selectFrom('webhooks as w'),
  id: sql`w.id`,
  columns: [
    { key: 'Webhook Url', format: 'string', sql: sql`w.url` },
    { key: 'Webhook Events', format: 'string', sql: sql`w.events`, searchable: false },
    { key: 'Webhook Secret', format: 'string', sql: sql`${SECRET_MASK}`, searchable: false },
    { key: 'Webhook Status', format: 'string', sql: sql`w.status` },
    { key: 'Failing Since', format: 'datetime', sql: sql`w.failing_since` },
    { key: 'Created By', format: 'string', sql: sql`w.created_by_name` },
    { key: 'Created At', format: 'datetime', sql: sql`w.created_at` },
    { key: 'Updated At', format: 'datetime', sql: sql`w.updated_at` },
  ],
  defaultSort: { key: 'Created At', type: 'Descending' },
});

registerView({ view: webhookListView, privilege: edit('Integrations') });

/** One webhook's delivery log (GET /api/webhooks/{id}/deliveries), newest first; scope: the webhook id. */
export const deliveriesView = defineView<number>({
  name: 'webhook_deliveries',
  from: (db, webhookId) => db.selectFrom('webhook_deliveries as d').where('d.webhook_id', '=', webhookId),
  id: sql`d.id`,
  columns: [
    { key: 'Event Id', format: 'number', sql: sql`d.event_id` },
    { key: 'Kind', format: 'string', sql: sql`d.kind` },
    { key: 'Status', format: 'string', sql: sql`d.status` },
    { key: 'Attempt', format: 'number', sql: sql`d.attempts` },
    { key: 'Status Code', format: 'number', sql: sql`d.status_code` },
    { key: 'Duration Ms', format: 'number', sql: sql`d.duration_ms` },
    { key: 'Last Error', format: 'string', sql: sql`d.last_error` },
    { key: 'Next Attempt At', format: 'datetime', sql: sql`d.next_attempt_at` },
    { key: 'Created At', format: 'datetime', sql: sql`d.created_at` },
    { key: 'Delivered At', format: 'datetime', sql: sql`d.delivered_at` },
  ],
  defaultSort: { key: 'Created At', type: 'Descending' },
});
