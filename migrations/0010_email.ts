import { addColumns, createIndex } from './tables.js';
import type { MigrationDb } from './util.js';

/**
 * Email delivery of notifications (contract part 6).
 * - `attempts`, `last_error` and `next_attempt_at` record failed sends and when the next try is due (bounded
 *   backoff); a notification is never given up.
 * - `claim_token` and `claimed_until` are a sender's lease on a row it is sending: claims are made in a transaction
 *   that holds the `email-send` service lock, so two instances never send the same notification at once; a lease
 *   left by a crashed sender expires and the row is sent by the next pass.
 * - `delivered_at` is when the SMTP server accepted the message.
 */
export async function up(db: MigrationDb): Promise<void> {
  await addColumns(db, 'notifications', {
    attempts: 'integer not null default 0',
    last_error: 'text',
    next_attempt_at: 'text',
    claim_token: 'text',
    claimed_until: 'text',
    delivered_at: 'text',
  });
  await createIndex(db, 'notifications_email_undelivered', 'notifications', ['id'], {
    where: { channel: 'email', delivered: 0 },
  });
  await db.insertInto('service_locks').values({ name: 'email-send', locked_at: null }).execute();
}
