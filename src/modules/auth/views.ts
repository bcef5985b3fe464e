import { sql } from 'kysely';
import { bool, columnsOf, date, tableView, text } from '../../core/list/compact.js';
import { defineView } from '../../core/list/view.js';

/** GET /api/user: the user object's fields except Role Description and Privileges, plus the 2FA Status filter. */
export const userListView = tableView({
  name: 'user_list',
  table: 'users as u',
  refs: {
    'roles as r': 'u.role_id',
  },
  columns: {
    'User Fullname': 'fullname',
    Username: 'username',
    'User Email': 'email',
    'User Phone': 'phone',
    'First Signin': bool('first_signin'),
    'Password Expiration': date('password_expiration'),
    'Role Name': 'r.name',
    'User Status': 'status',
    '2FA Enabled': bool('totp_enabled'),
    // Specification 2.11 names this filter; its values are Enabled and Disabled.
    '2FA Status': text(sql`case when u.totp_enabled = 1 then 'Enabled' else 'Disabled' end`, {
      searchable: false,
    }),
  },
  defaultSort: { key: 'Username', type: 'Ascending' },
});

/** GET /api/role; each row also carries its Privileges. */
export const roleListView = tableView({
  name: 'role_list',
  table: 'roles as r',
  columns: {
    'Role Name': 'name',
    'Role Description': 'description',
  },
  defaultSort: { key: 'Role Name', type: 'Ascending' },
});

export interface SettingScope {
  userId: number;
  type?: string;
  source?: string;
}

/** The signed-in user's notification settings, optionally of one type and source; rows also carry filters. */
export const notificationSettingView = defineView<SettingScope>({
  name: 'user_notification_settings',
  from: (db, scope) => {
    let query = db.selectFrom('notification_settings as n').where('n.user_id', '=', scope.userId);
    if (scope.type !== undefined) query = query.where('n.type', '=', scope.type);
    if (scope.source !== undefined) query = query.where('n.source', '=', scope.source);
    return query;
  },
  id: sql`n.id`,
  columns: columnsOf('n', {
    type: 'type',
    source: 'source',
    event: 'event',
    channel: 'channel',
    enabled: bool('enabled'),
  }),
  defaultSort: { key: 'id', type: 'Ascending' },
});
