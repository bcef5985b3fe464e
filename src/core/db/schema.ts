import type { Generated } from 'kysely';

/**
 * Every table of the service. Flags are stored as integers 0/1 on both dialects, dates as `YYYY-MM-DD`
 * text and timestamps as ISO 8601 text, so both databases compare and return them alike; JSON is text.
 * These are the core tables; each feature module adds its own by declaration merging in its `tables.ts`
 * (`declare module '…/core/db/schema.js' { interface Database extends OrderTables {} }`), so core names no module.
 */
export interface CoreTables {
  roles: {
    id: Generated<number>;
    name: string;
    description: string;
    privileges: string; // JSON array of {type, access}
    builtin: number;
  };
  users: {
    id: Generated<number>;
    fullname: string;
    username: string;
    username_lower: string;
    email: string;
    email_lower: string;
    phone: string | null;
    password_hash: string | null;
    first_signin: number;
    password_expiration: string | null;
    role_id: number;
    status: string;
    totp_secret: string | null;
    totp_pending_secret: string | null;
    totp_enabled: number;
    totp_last_step: number | null;
    created_at: string;
    updated_at: string;
  };
  sessions: {
    id: string;
    user_id: number;
    csrf: string;
    refresh_csrf: string;
    created_at: string;
    expires_at: string;
    revoked_at: string | null;
  };
  login_challenges: {
    token_hash: string;
    user_id: number;
    kind: string; // first_signin | two_factor
    created_at: string;
    expires_at: string;
    used_at: string | null;
  };
  login_failures: {
    username_lower: string;
    failures: number;
    locked_until: string | null;
    updated_at: string;
  };
  events: {
    id: Generated<number>;
    event: string; // Created | Updated | Deleted | StatusChange | …
    entity_type: string;
    entity_id: string;
    actor_id: number | null;
    actor_name: string | null;
    payload: string; // JSON
    created_at: string;
    /** 1 once the notification dispatcher has handled the event (0008). */
    dispatched: Generated<number>;
    /** The dispatch batch that published the event (0015): streams follow (stream_batch, id). */
    stream_batch: number | null;
  };
  audit_log: {
    id: Generated<number>;
    event_id: number | null;
    entity_type: string;
    entity_id: string;
    action: string;
    changed_by: string | null;
    changed_at: string;
    changes: string; // JSON: field -> {old, new}
    /** The record's number or name (migration 0026), null for rows written before and for lines. */
    entity_number: Generated<string | null>;
  };
  change_tracking_settings: {
    entity_type: string;
    enabled: number;
  };
  /** One row per lock (see `locks.ts`). */
  service_locks: { name: string; locked_at: string | null; holder: string | null };
  custom_columns: {
    id: Generated<number>;
    table_name: string;
    key: string;
    format: string;
    alias: string | null;
    description: string | null;
    required: number;
    default_value: string | null; // JSON
    display_order: number;
    visible: number;
  };
}

/** Every table of the service: the core ones here, each module's merged in from its `tables.ts`. */
export interface Database extends CoreTables {}
