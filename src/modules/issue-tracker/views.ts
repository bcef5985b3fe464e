import { sql } from 'kysely';
import { view } from '../../core/auth/privileges.js';
import { createdColumns, num, tableView } from '../../core/list/compact.js';
import { registerView } from '../../core/list/registry.js';

/** The ticket list: GET /api/issue-tracker-tickets and view_name issue_tracker_tickets. Rows carry string ids. */
export const ticketsView = tableView({
  name: 'issue_tracker_tickets',
  table: 'issue_tracker_tickets as t',
  id: sql`t.number`,
  idFormat: 'string',
  columns: {
    'Ticket Title': 'title',
    'Ticket Status': 'status',
    'Ticket Priority': 'priority',
    Assignee: 'assignee',
    'Entity Type': 'entity_type',
    'Entity Id': 'entity_id',
    Notes: num(sql`(select count(*) from issue_tracker_notes n where n.ticket_id = t.id)`),
    ...createdColumns(),
  },
  defaultSort: { key: 'Created At', type: 'Descending' },
});

registerView({ view: ticketsView, privilege: view('Issue Tracker') });
