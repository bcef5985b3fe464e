import { sql } from 'kysely';
import { view } from '../../core/auth/privileges.js';
import { registerView } from '../../core/list/registry.js';
import { defineView } from '../../core/list/view.js';

/** The ticket list: GET /api/issue-tracker-tickets and view_name issue_tracker_tickets. Rows carry string ids. */
export const ticketsView = defineView({
  name: 'issue_tracker_tickets',
  from: (db) => db.selectFrom('issue_tracker_tickets as t'),
  id: sql`t.number`,
  idFormat: 'string',
  columns: [
    { key: 'Ticket Title', format: 'string', sql: sql`t.title` },
    { key: 'Ticket Status', format: 'string', sql: sql`t.status` },
    { key: 'Ticket Priority', format: 'string', sql: sql`t.priority` },
    { key: 'Assignee', format: 'string', sql: sql`t.assignee` },
    { key: 'Entity Type', format: 'string', sql: sql`t.entity_type` },
    { key: 'Entity Id', format: 'string', sql: sql`t.entity_id` },
    {
      key: 'Notes',
      format: 'number',
      sql: sql`(select count(*) from issue_tracker_notes n where n.ticket_id = t.id)`,
    },
    { key: 'Created By', format: 'string', sql: sql`t.created_by` },
    { key: 'Created At', format: 'datetime', sql: sql`t.created_at` },
    { key: 'Updated At', format: 'datetime', sql: sql`t.updated_at` },
  ],
  defaultSort: { key: 'Created At', type: 'Descending' },
});

registerView({ view: ticketsView, privilege: view('Issue Tracker') });
