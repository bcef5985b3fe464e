import { sql } from 'kysely';
import { edit } from '../../core/auth/privileges.js';
import { columnsOf, createdColumns, datetime, num, tableView, text } from '../../core/list/compact.js';
import { registerView } from '../../core/list/registry.js';
import { defineView } from '../../core/list/view.js';

/** The mask every answer shows instead of a webhook's secret. */
export const SECRET_MASK = '********';

/** GET /api/webhooks and view_name webhook_list (exportable). Secrets never leave the database. */
export const webhookListView = tableView({
  name: 'webhook_list',
  table: 'webhooks as w',
  columns: {
    'Webhook Url': 'url',
    'Webhook Events': text('events', { searchable: false }),
    'Webhook Secret': text(sql`${SECRET_MASK}`, { searchable: false }),
    'Webhook Status': 'status',
    'Failing Since': datetime('failing_since'),
    ...createdColumns({ by: 'created_by_name' }),
  },
  defaultSort: { key: 'Created At', type: 'Descending' },
});

registerView({ view: webhookListView, privilege: edit('Integrations') });

/** One webhook's delivery log (GET /api/webhooks/{id}/deliveries), newest first; scope: the webhook id. */
export const deliveriesView = defineView<number>({
  name: 'webhook_deliveries',
  from: (db, webhookId) => db.selectFrom('webhook_deliveries as d').where('d.webhook_id', '=', webhookId),
  id: sql`d.id`,
  columns: columnsOf('d', {
    'Event Id': num('event_id'),
    Kind: 'kind',
    Status: 'status',
    Attempt: num('attempts'),
    'Status Code': num('status_code'),
    'Duration Ms': num('duration_ms'),
    'Last Error': 'last_error',
    'Next Attempt At': datetime('next_attempt_at'),
    'Created At': datetime('created_at'),
    'Delivered At': datetime('delivered_at'),
  }),
  defaultSort: { key: 'Created At', type: 'Descending' },
});
