import { sql } from 'kysely';
import { defineView } from '../../core/list/view.js';

/** Integration runs (GET /api/integration-runs), with how many operations each queued and how they ended. */
export const integrationRunsView = defineView({
  name: 'integration_runs',
  from: (db) => db.selectFrom('integration_runs as r').leftJoin('users as u', 'u.id', 'r.started_by'),
  id: sql`r.id`,
  columns: [
    { key: 'Source', format: 'string', sql: sql`r.source` },
    { key: 'Integration Status', format: 'string', sql: sql`r.status` },
    { key: 'Started At', format: 'datetime', sql: sql`r.started_at` },
    { key: 'Started By', format: 'string', sql: sql`u.username` },
    { key: 'Finished At', format: 'datetime', sql: sql`r.finished_at` },
    { key: 'Expires At', format: 'datetime', sql: sql`r.expires_at` },
    { key: 'Integration Message', format: 'string', sql: sql`r.message` },
    {
      key: 'Queued Operations',
      format: 'number',
      sql: sql`(select count(*) from queued_operations q where q.run_id = r.id)`,
    },
    {
      key: 'Failed Operations',
      format: 'number',
      sql: sql`(select count(*) from queued_operations q where q.run_id = r.id and q.status = 'Failed')`,
    },
  ],
  defaultSort: { key: 'Started At', type: 'Descending' },
});

/** The queue of operations accepted while locked (GET /api/queued-operations), oldest first. */
export const queuedOperationsView = defineView({
  name: 'queued_operations',
  from: (db) => db.selectFrom('queued_operations as q'),
  id: sql`q.id`,
  columns: [
    { key: 'Operation', format: 'string', sql: sql`q.operation` },
    { key: 'Status', format: 'string', sql: sql`q.status` },
    { key: 'Accepted At', format: 'datetime', sql: sql`q.accepted_at` },
    { key: 'Applied At', format: 'datetime', sql: sql`q.applied_at` },
    { key: 'Error Code', format: 'string', sql: sql`q.error_code` },
    { key: 'Error Message', format: 'string', sql: sql`q.error_message` },
    { key: 'Author', format: 'string', sql: sql`q.actor_name` },
    { key: 'Run Id', format: 'number', sql: sql`q.run_id` },
  ],
  defaultSort: { key: 'Accepted At', type: 'Ascending' },
});
