import { sql } from 'kysely';
import { columnsOf, datetime, num } from '../../core/list/columns.js';
import { defineView } from '../../core/list/view.js';

/** Integration runs (GET /api/integration-runs), with how many operations each queued and how they ended. */
export const integrationRunsView = defineView({
  name: 'integration_runs',
  from: (db) => db.selectFrom('integration_runs as r').leftJoin('users as u', 'u.id', 'r.started_by'),
  id: sql`r.id`,
  columns: columnsOf('r', {
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
  }),
  defaultSort: { key: 'Started At', type: 'Descending' },
});

/** The queue of operations accepted while locked (GET /api/queued-operations), oldest first. */
export const queuedOperationsView = defineView({
  name: 'queued_operations',
  from: (db) => db.selectFrom('queued_operations as q'),
  id: sql`q.id`,
  columns: columnsOf('q', {
    Operation: 'operation',
    Status: 'status',
    'Accepted At': datetime('accepted_at'),
    'Applied At': datetime('applied_at'),
    'Error Code': 'error_code',
    'Error Message': 'error_message',
    Author: 'actor_name',
    'Run Id': num('run_id'),
  }),
  defaultSort: { key: 'Accepted At', type: 'Ascending' },
});
