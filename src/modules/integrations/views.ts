import { sql } from 'kysely';
import { datetime, left, num, tableView } from '../../core/list/compact.js';

/** Integration runs (GET /api/integration-runs), with how many operations each queued and how they ended. */
export const integrationRunsView = tableView({
  name: 'integration_runs',
  table: 'integration_runs as r',
  refs: {
    'users as u': left('r.started_by'),
  },
  columns: {
    Source: 'source',
    'Integration Status': 'status',
    'Started At': datetime('started_at'),
    'Started By': 'u.username',
    'Finished At': datetime('finished_at'),
    'Expires At': datetime('expires_at'),
    'Integration Message': 'message',
    'Queued Operations': num(sql`(select count(*) from queued_operations q where q.run_id = r.id)`),
    'Failed Operations': num(
      sql`(select count(*) from queued_operations q where q.run_id = r.id and q.status = 'Failed')`,
    ),
  },
  defaultSort: { key: 'Started At', type: 'Descending' },
});

/** The queue of operations accepted while locked (GET /api/queued-operations), oldest first. */
export const queuedOperationsView = tableView({
  name: 'queued_operations',
  table: 'queued_operations as q',
  columns: {
    Operation: 'operation',
    Status: 'status',
    'Accepted At': datetime('accepted_at'),
    'Applied At': datetime('applied_at'),
    'Error Code': 'error_code',
    'Error Message': 'error_message',
    Author: 'actor_name',
    'Run Id': num('run_id'),
  },
  defaultSort: { key: 'Accepted At', type: 'Ascending' },
});
