import { flag, type MigrationDb, notNull, withId } from './util.js';

/**
 * Per-user notification settings (specification 2.12): which events of which source reach a user on which
 * channel. One row per user, type, source, event and channel.
 */
export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('notification_settings'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('type', 'text', notNull)
    .addColumn('source', 'text', notNull)
    .addColumn('event', 'text', notNull)
    .addColumn('channel', 'text', notNull) // in-app | email
    .addColumn('enabled', 'integer', flag(1))
    .addColumn('filters', 'text') // JSON object: column name -> array of allowed values, or null
    .addColumn('created_at', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .addUniqueConstraint('notification_settings_key', ['user_id', 'type', 'source', 'event', 'channel'])
    .execute();
  // Delivery looks settings up by what happened.
  await db.schema
    .createIndex('notification_settings_event')
    .on('notification_settings')
    .columns(['type', 'source', 'event'])
    .execute();
  // Stale failure counts (unknown usernames sprayed by an attacker, say) are swept by age.
  await db.schema.createIndex('login_failures_updated').on('login_failures').column('updated_at').execute();
  await db.schema.createIndex('login_challenges_user').on('login_challenges').column('user_id').execute();
}
