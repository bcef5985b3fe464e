import { sql } from 'kysely';
import { defineView } from '../../core/list/view.js';

/** The signed-in user's in-app notifications (GET /api/notifications), newest first; scope: the user's id. */
export const notificationsView = defineView<number>({
  name: 'notifications',
  from: (db, userId) =>
    db.selectFrom('notifications as n').where('n.user_id', '=', userId).where('n.channel', '=', 'in-app'),
  id: sql`n.id`,
  columns: [
    { key: 'Type', format: 'string', sql: sql`n.type` },
    { key: 'Source', format: 'string', sql: sql`n.source` },
    { key: 'Event', format: 'string', sql: sql`n.event` },
    { key: 'Message', format: 'string', sql: sql`n.message` },
    { key: 'Entity Id', format: 'string', sql: sql`n.entity_id` },
    { key: 'Read', format: 'boolean', sql: sql`n.read` },
    { key: 'Created At', format: 'datetime', sql: sql`n.created_at` },
  ],
  defaultSort: { key: 'Created At', type: 'Descending' },
});
