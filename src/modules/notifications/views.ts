import { sql } from 'kysely';
import { bool, columnsOf, datetime } from '../../core/list/compact.js';
import { defineView } from '../../core/list/view.js';

/** The signed-in user's in-app notifications (GET /api/notifications), newest first; scope: the user's id. */
export const notificationsView = defineView<number>({
  name: 'notifications',
  from: (db, userId) =>
    db.selectFrom('notifications as n').where('n.user_id', '=', userId).where('n.channel', '=', 'in-app'),
  id: sql`n.id`,
  columns: columnsOf('n', {
    Type: 'type',
    Source: 'source',
    Event: 'event',
    Message: 'message',
    'Entity Id': 'entity_id',
    Read: bool('read'),
    'Created At': datetime('created_at'),
  }),
  defaultSort: { key: 'Created At', type: 'Descending' },
});
