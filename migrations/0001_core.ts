import { createIndex, createTable, ID, TIMESTAMPS } from './tables.js';
import type { MigrationDb } from './util.js';

/** Accounts, sessions, the event outbox, the audit log, change-tracking settings and custom columns. */
export async function up(db: MigrationDb): Promise<void> {
  await createTable(db, 'roles', {
    id: ID,
    name: 'text not null unique',
    description: "text not null default ''",
    privileges: "text not null default '[]'",
    builtin: 'integer not null default 0',
  });

  await createTable(db, 'users', {
    id: ID,
    fullname: 'text not null',
    username: 'text not null',
    username_lower: 'text not null unique',
    email: 'text not null',
    email_lower: 'text not null unique',
    phone: 'text',
    password_hash: 'text',
    first_signin: 'integer not null default 1',
    password_expiration: 'text',
    role_id: 'integer not null references roles.id',
    status: "text not null default 'Active'",
    totp_secret: 'text',
    totp_pending_secret: 'text',
    totp_enabled: 'integer not null default 0',
    totp_last_step: 'integer',
    ...TIMESTAMPS,
  });

  await createTable(db, 'sessions', {
    id: 'text primary key',
    user_id: 'integer not null references users.id',
    csrf: 'text not null',
    refresh_csrf: 'text not null',
    created_at: 'text not null',
    expires_at: 'text not null',
    revoked_at: 'text',
  });
  await createIndex(db, 'sessions_user', 'sessions', ['user_id']);

  await createTable(db, 'login_challenges', {
    token_hash: 'text primary key',
    user_id: 'integer not null references users.id',
    kind: 'text not null',
    created_at: 'text not null',
    expires_at: 'text not null',
    used_at: 'text',
  });

  await createTable(db, 'login_failures', {
    username_lower: 'text primary key',
    failures: 'integer not null default 0',
    locked_until: 'text',
    updated_at: 'text not null',
  });

  await createTable(db, 'events', {
    id: ID,
    event: 'text not null',
    entity_type: 'text not null',
    entity_id: 'text not null',
    actor_id: 'integer',
    actor_name: 'text',
    payload: "text not null default '{}'",
    created_at: 'text not null',
  });

  await createTable(db, 'audit_log', {
    id: ID,
    event_id: 'integer references events.id',
    entity_type: 'text not null',
    entity_id: 'text not null',
    action: 'text not null',
    changed_by: 'text',
    changed_at: 'text not null',
    changes: "text not null default '{}'",
  });
  await createIndex(db, 'audit_log_entity', 'audit_log', ['entity_type', 'entity_id']);

  await createTable(db, 'change_tracking_settings', {
    entity_type: 'text primary key',
    enabled: 'integer not null default 0',
  });

  await createTable(
    db,
    'custom_columns',
    {
      id: ID,
      table_name: 'text not null',
      key: 'text not null',
      format: 'text not null',
      alias: 'text',
      description: 'text',
      required: 'integer not null default 0',
      default_value: 'text',
      display_order: 'integer not null default 0',
      visible: 'integer not null default 1',
    },
    { unique: { custom_columns_table_key: ['table_name', 'key'] } },
  );
}
