import { type MigrationDb, notNull, withId } from './util.js';

/**
 * Issue tracker tickets and their notes (contract part 4, specification 2.10). The API identifies both by a
 * string (`T-000123`, `N-000123`) kept in `number`, derived from the integer key when the row is created; notes
 * belong to their ticket and go with it.
 */
export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('issue_tracker_tickets'))
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', notNull)
    .addColumn('status', 'text', notNull)
    .addColumn('priority', 'text')
    .addColumn('assignee', 'text')
    .addColumn('entity_type', 'text')
    .addColumn('entity_id', 'text')
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .execute();

  await withId(db, db.schema.createTable('issue_tracker_notes'))
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('ticket_id', 'integer', (c) =>
      c.notNull().references('issue_tracker_tickets.id').onDelete('cascade'),
    )
    .addColumn('content', 'text', notNull)
    .addColumn('author_email', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .execute();
  await db.schema
    .createIndex('issue_tracker_notes_ticket_id')
    .on('issue_tracker_notes')
    .column('ticket_id')
    .execute();
}
