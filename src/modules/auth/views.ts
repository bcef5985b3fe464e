import { sql } from 'kysely';
import { defineView } from '../../core/list/view.js';

/** GET /api/user: the user object's fields except Role Description and Privileges, plus the 2FA Status filter. */
export const userListView = defineView({
  name: 'user_list',
  from: (db) => db.selectFrom('users as u').innerJoin('roles as r', 'r.id', 'u.role_id'),
  id: sql`u.id`,
  columns: [
    { key: 'User Fullname', format: 'string', sql: sql`u.fullname` },
    { key: 'Username', format: 'string', sql: sql`u.username` },
    { key: 'User Email', format: 'string', sql: sql`u.email` },
    { key: 'User Phone', format: 'string', sql: sql`u.phone` },
    { key: 'First Signin', format: 'boolean', sql: sql`u.first_signin` },
    { key: 'Password Expiration', format: 'date', sql: sql`u.password_expiration` },
    { key: 'Role Name', format: 'string', sql: sql`r.name` },
    { key: 'User Status', format: 'string', sql: sql`u.status` },
    { key: '2FA Enabled', format: 'boolean', sql: sql`u.totp_enabled` },
    // Specification 2.11 names this filter; its values are Enabled and Disabled.
    {
      key: '2FA Status',
      format: 'string',
      sql: sql`case when u.totp_enabled = 1 then 'Enabled' else 'Disabled' end`,
      searchable: false,
    },
  ],
  defaultSort: { key: 'Username', type: 'Ascending' },
});

/** GET /api/role; each row also carries its Privileges. */
export const roleListView = defineView({
  name: 'role_list',
  from: (db) => db.selectFrom('roles as r'),
  id: sql`r.id`,
  columns: [
    { key: 'Role Name', format: 'string', sql: sql`r.name` },
    { key: 'Role Description', format: 'string', sql: sql`r.description` },
  ],
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
  columns: [
    { key: 'type', format: 'string', sql: sql`n.type` },
    { key: 'source', format: 'string', sql: sql`n.source` },
    { key: 'event', format: 'string', sql: sql`n.event` },
    { key: 'channel', format: 'string', sql: sql`n.channel` },
    { key: 'enabled', format: 'boolean', sql: sql`n.enabled` },
  ],
  defaultSort: { key: 'id', type: 'Ascending' },
});
