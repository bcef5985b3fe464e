import type { Generated } from 'kysely';

/**
 * Whom a notification goes to, for which events (type, source, event) and by which channel: the leading columns of
 * a notification and of the notification setting (auth module) that asks for it.
 */
export interface NotificationAddress {
  id: Generated<number>;
  user_id: number;
  type: string;
  source: string;
  event: string;
  channel: string;
}

/** Integration runs, the queue of operations accepted while procurement is locked, notifications (0004). */
export interface IntegrationTables {
  integration_runs: {
    id: Generated<number>;
    source: string;
    status: string;
    started_by: number | null;
    started_at: string;
    finished_at: string | null;
    message: string | null;
    /** When the run goes stale: started_at + INTEGRATION_LOCK_MINUTES (0008). */
    expires_at: string | null;
  };
  /** One row per background job, updated first by each of its transactions to serialise it (0008). */
  queued_operations: {
    id: Generated<number>;
    operation: string;
    payload: string;
    status: string;
    actor_id: number | null;
    actor_name: string | null;
    run_id: number | null;
    accepted_at: string;
    applied_at: string | null;
    error_code: string | null;
    error_message: string | null;
  };
  notifications: NotificationAddress & {
    message: string;
    entity_id: string | null;
    event_id: number | null;
    read: Generated<number>;
    delivered: Generated<number>;
    created_at: string;
    /** Email delivery (0010): failed sends so far, the last one's error, when the next try is due. */
    attempts: Generated<number>;
    last_error: string | null;
    next_attempt_at: string | null;
    /** A sender's lease on the row while it sends it (0010). */
    claim_token: string | null;
    claimed_until: string | null;
    delivered_at: string | null;
  };
}

declare module '../../core/db/schema.js' {
  interface Database extends IntegrationTables {}
}
