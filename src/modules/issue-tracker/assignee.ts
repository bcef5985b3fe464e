import { sql } from 'kysely';
import type { Executor } from '../../core/db/index.js';
import { readEventPayload } from '../../core/events/outbox.js';
import { NOTE_ENTITY, TICKET_ENTITY } from './service.js';

interface TicketEvent {
  event: string;
  entity_type: string;
  entity_id: string;
  actor_id: number | null;
  actor_name: string | null;
  payload: string;
}

export interface AssigneeNotice {
  userId: number;
  ticket: string;
  message: string;
}

/** The Active user an Assignee names, by username or email (case-insensitive). */
async function userNamed(db: Executor, assignee: string): Promise<number | undefined> {
  const key = assignee.trim().toLowerCase();
  if (key === '') return undefined;
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('status', '=', 'Active')
    .where((eb) => eb.or([eb('username_lower', '=', key), eb('email_lower', '=', key)]))
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}

/**
 * The notification a ticket's assignee gets for an outbox event (issue 17): a new note on the ticket, or a change
 * of its Ticket Status. None for other events, for an assignee who is no user, or for one's own change.
 */
export async function assigneeNotice(db: Executor, event: TicketEvent): Promise<AssigneeNotice | undefined> {
  if (event.entity_type !== NOTE_ENTITY && event.entity_type !== TICKET_ENTITY) return undefined;
  const { changes, after } = readEventPayload(event.payload);
  const by = event.actor_name ? ` by ${event.actor_name}` : '';
  let ticket: string;
  let assignee: string | null;
  let message: string;
  if (event.entity_type === NOTE_ENTITY && event.event === 'Created' && after) {
    ticket = String(after['Ticket Id'] ?? '');
    const row = await db
      .selectFrom('issue_tracker_tickets')
      .select('assignee')
      .where('number', '=', ticket)
      .executeTakeFirst();
    assignee = row?.assignee ?? null;
    message = `Ticket ${ticket}: new note ${event.entity_id}${by}`;
  } else if (event.entity_type === TICKET_ENTITY && event.event === 'Updated' && changes['Ticket Status']) {
    ticket = event.entity_id;
    assignee = typeof after?.Assignee === 'string' ? after.Assignee : null;
    const { old, new: now } = changes['Ticket Status'];
    message = `Ticket ${ticket}: status ${String(old)} → ${String(now)}${by}`;
  } else return undefined;
  if (assignee === null) return undefined;
  const userId = await userNamed(db, assignee);
  if (userId === undefined || userId === event.actor_id) return undefined;
  return { userId, ticket, message };
}

/** Whether the user asked for Issue Tracker notifications by email (any enabled email setting of that type). */
export async function wantsIssueEmail(db: Executor, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('notification_settings')
    .select(sql<number>`1`.as('one'))
    .where('user_id', '=', userId)
    .where('type', '=', 'Issue Tracker')
    .where('channel', '=', 'email')
    .where('enabled', '=', 1)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
