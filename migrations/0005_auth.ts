import { createIndex, createTable, ID, TIMESTAMPS } from './tables.js';
import type { MigrationDb } from './util.js';

/**
 * Per-user notification settings (specification 2.12): which events of which source reach a user on which
 * channel. One row per user, type, source, event and channel.
 */
export async function up(db: MigrationDb): Promise<void> {
  await createTable(
    db,
    'notification_settings',
    {
      id: ID,
      user_id: 'integer not null references users.id',
      type: 'text not null',
      source: 'text not null',
      event: 'text not null',
      channel: 'text not null', // in-app | email
      enabled: 'integer not null default 1',
      filters: 'text', // JSON object: column name -> array of allowed values, or null
      ...TIMESTAMPS,
    },
    { unique: { notification_settings_key: ['user_id', 'type', 'source', 'event', 'channel'] } },
  );
  // Delivery looks settings up by what happened.
  await createIndex(db, 'notification_settings_event', 'notification_settings', ['type', 'source', 'event']);
  // Stale failure counts (unknown usernames sprayed by an attacker, say) are swept by age.
  await createIndex(db, 'login_failures_updated', 'login_failures', ['updated_at']);
  await createIndex(db, 'login_challenges_user', 'login_challenges', ['user_id']);
}
