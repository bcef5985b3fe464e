import type { Generated } from 'kysely';

/** Outbound webhooks and their deliveries (migration 0015). */
export interface WebhookTables {
  webhooks: {
    id: Generated<number>;
    url: string;
    /** JSON array of {type, source, event} patterns; `*` matches anything. */
    events: string;
    secret: string;
    status: string; // Active | Paused
    created_by: number | null;
    created_by_name: string | null;
    /** When the current run of failed attempts began; cleared by a success or a resume. */
    failing_since: string | null;
    created_at: string;
    updated_at: string;
  };
  webhook_deliveries: {
    id: Generated<number>;
    webhook_id: number;
    event_id: number | null;
    kind: string; // Event | Test | Redelivery
    body: string;
    status: string; // Pending | Delivered
    attempts: Generated<number>;
    status_code: number | null;
    duration_ms: number | null;
    last_error: string | null;
    next_attempt_at: string | null;
    claim_token: string | null;
    claimed_until: string | null;
    created_at: string;
    delivered_at: string | null;
  };
}

declare module '../../core/db/schema.js' {
  interface Database extends WebhookTables {}
}
