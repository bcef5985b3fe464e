import type { Generated } from 'kysely';

/** Tables of the auth module beyond the core ones (migration 0005). */
export interface AuthTables {
  notification_settings: {
    id: Generated<number>;
    user_id: number;
    type: string;
    source: string;
    event: string;
    channel: string;
    enabled: number;
    filters: string | null; // JSON
    created_at: string;
    updated_at: string;
  };
}

declare module '../../core/db/schema.js' {
  interface Database extends AuthTables {}
}
