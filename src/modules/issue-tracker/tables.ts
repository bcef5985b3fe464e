import type { Generated } from 'kysely';

/** Issue tracker tables (migration 0009). `number` is the string id the API shows. */
export interface IssueTrackerTables {
  issue_tracker_tickets: {
    id: Generated<number>;
    number: string;
    title: string;
    status: string;
    priority: string | null;
    assignee: string | null;
    entity_type: string | null;
    entity_id: string | null;
    created_by: string | null;
    created_at: string;
    updated_at: string;
  };
  issue_tracker_notes: {
    id: Generated<number>;
    number: string;
    ticket_id: number;
    content: string;
    author_email: string;
    created_at: string;
    updated_at: string;
  };
}

declare module '../../core/db/schema.js' {
  interface Database extends IssueTrackerTables {}
}
