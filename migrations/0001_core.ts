import { flag, type MigrationDb, notNull, withId } from './util.js';

/** Accounts, sessions, the event outbox, the audit log, change-tracking settings and custom columns. */
export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('roles'))
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('privileges', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('builtin', 'integer', flag(0))
    .execute();

  await withId(db, db.schema.createTable('users'))
    .addColumn('fullname', 'text', notNull)
    .addColumn('username', 'text', notNull)
    .addColumn('username_lower', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text', notNull)
    .addColumn('email_lower', 'text', (c) => c.notNull().unique())
    .addColumn('phone', 'text')
    .addColumn('password_hash', 'text')
    .addColumn('first_signin', 'integer', flag(1))
    .addColumn('password_expiration', 'text')
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('Active'))
    .addColumn('totp_secret', 'text')
    .addColumn('totp_pending_secret', 'text')
    .addColumn('totp_enabled', 'integer', flag(0))
    .addColumn('totp_last_step', 'integer')
    .addColumn('created_at', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('csrf', 'text', notNull)
    .addColumn('refresh_csrf', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .addColumn('expires_at', 'text', notNull)
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('login_challenges')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('kind', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .addColumn('expires_at', 'text', notNull)
    .addColumn('used_at', 'text')
    .execute();

  await db.schema
    .createTable('login_failures')
    .addColumn('username_lower', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'text')
    .addColumn('updated_at', 'text', notNull)
    .execute();

  await withId(db, db.schema.createTable('events'))
    .addColumn('event', 'text', notNull)
    .addColumn('entity_type', 'text', notNull)
    .addColumn('entity_id', 'text', notNull)
    .addColumn('actor_id', 'integer')
    .addColumn('actor_name', 'text')
    .addColumn('payload', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'text', notNull)
    .execute();

  await withId(db, db.schema.createTable('audit_log'))
    .addColumn('event_id', 'integer', (c) => c.references('events.id'))
    .addColumn('entity_type', 'text', notNull)
    .addColumn('entity_id', 'text', notNull)
    .addColumn('action', 'text', notNull)
    .addColumn('changed_by', 'text')
    .addColumn('changed_at', 'text', notNull)
    .addColumn('changes', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
  await db.schema
    .createIndex('audit_log_entity')
    .on('audit_log')
    .columns(['entity_type', 'entity_id'])
    .execute();

  await db.schema
    .createTable('change_tracking_settings')
    .addColumn('entity_type', 'text', (c) => c.primaryKey())
    .addColumn('enabled', 'integer', flag(0))
    .execute();

  await withId(db, db.schema.createTable('custom_columns'))
    .addColumn('table_name', 'text', notNull)
    .addColumn('key', 'text', notNull)
    .addColumn('format', 'text', notNull)
    .addColumn('alias', 'text')
    .addColumn('description', 'text')
    .addColumn('required', 'integer', flag(0))
    .addColumn('default_value', 'text')
    .addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('visible', 'integer', flag(1))
    .addUniqueConstraint('custom_columns_table_key', ['table_name', 'key'])
    .execute();
}
