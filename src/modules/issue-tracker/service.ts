import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Database, Executor, Store } from '../../core/db/index.js';
import { inTransaction, nowIso } from '../../core/db/transaction.js';
import { notFound } from '../../core/errors.js';
import type { Actor } from '../../core/events/outbox.js';
import { recordCreated, recordDeleted, recordUpdated } from '../../core/events/outbox.js';

export const TICKET_ENTITY = 'IssueTrackerTicket';
export const NOTE_ENTITY = 'IssueTrackerNote';

/** The codes each operation below answers (for the OpenAPI description's `x-error-codes`). */
export const TICKET_ERRORS = {
  ticket: [`${TICKET_ENTITY}.NotFound`],
  createNote: [`${TICKET_ENTITY}.NotFound`],
  note: [`${NOTE_ENTITY}.NotFound`],
} as const;

/** String ids of the API: a prefix and the integer key, zero-padded so they sort in creation order. */
const formatId = (prefix: string, id: number) => `${prefix}-${String(id).padStart(6, '0')}`;

export interface TicketInput {
  'Ticket Title'?: string;
  'Ticket Status'?: string;
  'Ticket Priority'?: string | null;
  Assignee?: string | null;
  'Entity Type'?: string | null;
  'Entity Id'?: string | null;
}

type TicketRow = Selectable<Database['issue_tracker_tickets']>;

type NoteRow = {
  number: string;
  content: string;
  author_email: string;
  created_at: string;
  updated_at: string;
};

const ticketSnapshot = (t: TicketRow) => ({
  id: t.number,
  'Ticket Title': t.title,
  'Ticket Status': t.status,
  'Ticket Priority': t.priority,
  Assignee: t.assignee,
  'Entity Type': t.entity_type,
  'Entity Id': t.entity_id,
  'Created By': t.created_by,
  'Created At': t.created_at,
  'Updated At': t.updated_at,
});

const noteSnapshot = (n: NoteRow, ticketNumber: string) => ({
  id: n.number,
  'Ticket Id': ticketNumber,
  Content: n.content,
  'Author Email': n.author_email,
  'Created At': n.created_at,
  'Updated At': n.updated_at,
});

async function findTicket(db: Executor, number: string, lock?: Store['dialect']): Promise<TicketRow> {
  const query = db.selectFrom('issue_tracker_tickets').selectAll().where('number', '=', number);
  const row = await (lock ? lock.forUpdate(query) : query).executeTakeFirst();
  if (!row) throw notFound('IssueTrackerTicket', `Ticket ${number} not found`);
  return row;
}

async function ticketWithNotes(db: Executor, ticket: TicketRow) {
  const notes = await db
    .selectFrom('issue_tracker_notes')
    .select(['number', 'content', 'author_email', 'created_at', 'updated_at'])
    .where('ticket_id', '=', ticket.id)
    .orderBy('id')
    .execute();
  return { ...ticketSnapshot(ticket), notes: notes.map((n) => noteSnapshot(n, ticket.number)) };
}

export async function getTicket(store: Store, number: string) {
  return ticketWithNotes(store.db, await findTicket(store.db, number));
}

export async function createTicket(
  store: Store,
  actor: Actor,
  input: TicketInput & { 'Ticket Title': string },
) {
  return inTransaction(store, async (trx) => {
    const now = nowIso();
    // The string id derives from the integer key, known only after the insert: a unique placeholder first.
    const { id } = await trx
      .insertInto('issue_tracker_tickets')
      .values({
        number: randomUUID(),
        title: input['Ticket Title'],
        status: input['Ticket Status'] ?? 'Open',
        priority: input['Ticket Priority'] ?? null,
        assignee: input.Assignee ?? null,
        entity_type: input['Entity Type'] ?? null,
        entity_id: input['Entity Id'] ?? null,
        created_by: actor.name,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ticket = await trx
      .updateTable('issue_tracker_tickets')
      .set({ number: formatId('T', id) })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordCreated(trx, actor, TICKET_ENTITY, ticket.number, ticketSnapshot(ticket));
    return { ...ticketSnapshot(ticket), notes: [] };
  });
}

export async function updateTicket(store: Store, actor: Actor, number: string, input: TicketInput) {
  return inTransaction(store, async (trx) => {
    const before = await findTicket(trx, number, store.dialect);
    const changes: Partial<TicketRow> = {
      ...(input['Ticket Title'] !== undefined ? { title: input['Ticket Title'] } : {}),
      ...(input['Ticket Status'] !== undefined ? { status: input['Ticket Status'] } : {}),
      ...(input['Ticket Priority'] !== undefined ? { priority: input['Ticket Priority'] } : {}),
      ...(input.Assignee !== undefined ? { assignee: input.Assignee } : {}),
      ...(input['Entity Type'] !== undefined ? { entity_type: input['Entity Type'] } : {}),
      ...(input['Entity Id'] !== undefined ? { entity_id: input['Entity Id'] } : {}),
    };
    // A PUT that changes nothing leaves the ticket (and its Updated At) as it was, and records no event.
    const changed = Object.entries(changes).some(([k, v]) => before[k as keyof TicketRow] !== v);
    if (!changed) return ticketWithNotes(trx, before);
    const after = await trx
      .updateTable('issue_tracker_tickets')
      .set({ ...changes, updated_at: nowIso() })
      .where('id', '=', before.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordUpdated(trx, actor, TICKET_ENTITY, number, ticketSnapshot(before), ticketSnapshot(after));
    return ticketWithNotes(trx, after);
  });
}

export async function deleteTicket(store: Store, actor: Actor, number: string) {
  await inTransaction(store, async (trx) => {
    const before = await findTicket(trx, number);
    // Notes go with their ticket (ON DELETE CASCADE); each leaves its own event behind.
    const notes = await trx
      .selectFrom('issue_tracker_notes')
      .select(['number', 'content', 'author_email', 'created_at', 'updated_at'])
      .where('ticket_id', '=', before.id)
      .execute();
    await trx.deleteFrom('issue_tracker_tickets').where('id', '=', before.id).execute();
    for (const note of notes)
      await recordDeleted(trx, actor, NOTE_ENTITY, note.number, noteSnapshot(note, number));
    await recordDeleted(trx, actor, TICKET_ENTITY, number, ticketSnapshot(before));
  });
}

async function findNote(db: Executor, number: string) {
  const row = await db
    .selectFrom('issue_tracker_notes as n')
    .innerJoin('issue_tracker_tickets as t', 't.id', 'n.ticket_id')
    .select([
      'n.id',
      'n.number',
      'n.content',
      'n.author_email',
      'n.created_at',
      'n.updated_at',
      't.number as ticket_number',
    ])
    .where('n.number', '=', number)
    .executeTakeFirst();
  if (!row) throw notFound('IssueTrackerNote', `Note ${number} not found`);
  return row;
}

export async function createNote(
  store: Store,
  actor: Actor,
  authorEmail: string,
  ticketNumber: string,
  content: string,
) {
  return inTransaction(store, async (trx) => {
    const ticket = await findTicket(trx, ticketNumber);
    const now = nowIso();
    const { id } = await trx
      .insertInto('issue_tracker_notes')
      .values({
        number: randomUUID(),
        ticket_id: ticket.id,
        content,
        author_email: authorEmail,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const note = await trx
      .updateTable('issue_tracker_notes')
      .set({ number: formatId('N', id) })
      .where('id', '=', id)
      .returning(['number', 'content', 'author_email', 'created_at', 'updated_at'])
      .executeTakeFirstOrThrow();
    const after = noteSnapshot(note, ticket.number);
    await recordCreated(trx, actor, NOTE_ENTITY, note.number, after);
    return after;
  });
}

export async function updateNote(store: Store, actor: Actor, number: string, content: string) {
  return inTransaction(store, async (trx) => {
    const before = await findNote(trx, number);
    if (before.content === content) return noteSnapshot(before, before.ticket_number);
    const note = await trx
      .updateTable('issue_tracker_notes')
      .set({ content, updated_at: nowIso() })
      .where('id', '=', before.id)
      .returning(['number', 'content', 'author_email', 'created_at', 'updated_at'])
      .executeTakeFirstOrThrow();
    const after = noteSnapshot(note, before.ticket_number);
    await recordUpdated(trx, actor, NOTE_ENTITY, number, noteSnapshot(before, before.ticket_number), after);
    return after;
  });
}

export async function deleteNote(store: Store, actor: Actor, number: string) {
  await inTransaction(store, async (trx) => {
    const before = await findNote(trx, number);
    await trx.deleteFrom('issue_tracker_notes').where('id', '=', before.id).execute();
    await recordDeleted(trx, actor, NOTE_ENTITY, number, noteSnapshot(before, before.ticket_number));
  });
}
