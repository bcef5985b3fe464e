import { sql } from 'kysely';
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
  await db.schema
    .alterTable('notifications')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  for (const column of ['last_error', 'next_attempt_at', 'claim_token', 'claimed_until', 'delivered_at'])
    await db.schema.alterTable('notifications').addColumn(column, 'text').execute();
  await db.schema
    .createIndex('notifications_email_undelivered')
    .on('notifications')
    .column('id')
    .where(sql.ref('channel'), '=', 'email')
    .where(sql.ref('delivered'), '=', 0)
    .execute();
  await db.insertInto('service_locks').values({ name: 'email-send', locked_at: null }).execute();
}
