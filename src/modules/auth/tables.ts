import type { NotificationAddress } from '../integrations/tables.js';

/** Tables of the auth module beyond the core ones (migration 0005). */
export interface AuthTables {
  notification_settings: NotificationAddress & {
    enabled: number;
    filters: string | null; // JSON
    created_at: string;
    updated_at: string;
  };
}

declare module '../../core/db/schema.js' {
  interface Database extends AuthTables {}
}
