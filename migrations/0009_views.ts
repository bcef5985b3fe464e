import { createIndex, createTable, ID, TIMESTAMPS } from './tables.js';
import type { MigrationDb } from './util.js';

/**
 * Issue tracker tickets and their notes (contract part 4, specification 2.10). The API identifies both by a
 * string (`T-000123`, `N-000123`) kept in `number`, derived from the integer key when the row is created; notes
 * belong to their ticket and go with it.
 */
export async function up(db: MigrationDb): Promise<void> {
  await createTable(db, 'issue_tracker_tickets', {
    id: ID,
    number: 'text not null unique',
    title: 'text not null',
    status: 'text not null',
    priority: 'text',
    assignee: 'text',
    entity_type: 'text',
    entity_id: 'text',
    created_by: 'text',
    ...TIMESTAMPS,
  });

  await createTable(db, 'issue_tracker_notes', {
    id: ID,
    number: 'text not null unique',
    ticket_id: 'integer not null references issue_tracker_tickets.id on delete cascade',
    content: 'text not null',
    author_email: 'text not null',
    ...TIMESTAMPS,
  });
  await createIndex(db, 'issue_tracker_notes_ticket_id', 'issue_tracker_notes', ['ticket_id']);
}
