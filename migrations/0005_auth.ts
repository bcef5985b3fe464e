import { NOTIFICATION_ADDRESS } from './0004_integrations.js';
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
      ...NOTIFICATION_ADDRESS,
      enabled: 'integer not null default 1',
      filters: 'text', // JSON object: column name -> array of allowed values, or null
      ...TIMESTAMPS,
    },
    { unique: { notification_settings_key: Object.keys(NOTIFICATION_ADDRESS) } },
  );
  // Delivery looks settings up by what happened.
  await createIndex(db, 'notification_settings_event', 'notification_settings', ['type', 'source', 'event']);
  // Stale failure counts (unknown usernames sprayed by an attacker, say) are swept by age.
  await createIndex(db, 'login_failures_updated', 'login_failures', ['updated_at']);
  await createIndex(db, 'login_challenges_user', 'login_challenges', ['user_id']);
}
