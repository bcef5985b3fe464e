import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static } from 'typebox';
import { actorOf } from '../../core/auth/actor.js';
import { currentUser } from '../../core/auth/plugin.js';
import { edit, view } from '../../core/auth/privileges.js';
import { registerResource } from '../../core/http/resource-routes.js';
import { DeletedMessage } from '../../core/http/schemas.js';
import { parseListQuery, runList } from '../../core/list/engine.js';
import { StringIdListEnvelopeSchema } from '../../core/list/schemas.js';
import {
  IdParams,
  NoteCreateBody,
  NoteSchema,
  NoteUpdateBody,
  TicketCreateBody,
  TicketSchema,
  TicketUpdateBody,
} from './schemas.js';
import {
  createNote,
  createTicket,
  deleteNote,
  deleteTicket,
  getTicket,
  TICKET_ERRORS,
  updateNote,
  updateTicket,
} from './service.js';
import { ticketsView } from './views.js';

/** Tickets and notes: string ids, the Issue Tracker privilege, no declared error bodies. */
const common = {
  tags: ['Issue tracker'],
  read: view('Issue Tracker'),
  write: edit('Issue Tracker'),
  params: IdParams,
  errorBodies: {},
};

/** Tickets (contract part 4) and their notes (specification 2.10 and 4.7); ids of both are strings. */
export const issueTrackerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerResource(app, {
    ...common,
    path: '/api/issue-tracker-tickets',
    record: TicketSchema,
    operations: {
      list: {
        summary: 'List tickets (view issue_tracker_tickets); row ids are strings such as T-000001',
        response: StringIdListEnvelopeSchema,
        answer: async (request) => {
          const envelope = await runList(app.store, ticketsView, parseListQuery(request.query), undefined);
          // Rows are built from the view's columns at run time; the schema describes them for clients.
          return envelope as unknown as Static<typeof StringIdListEnvelopeSchema>;
        },
      },
      get: {
        summary: 'One ticket with its notes',
        description: 'Unknown id: 400 IssueTrackerTicket.NotFound.',
        errors: TICKET_ERRORS.ticket,
        answer: (request) => getTicket(app.store, request.params.id),
      },
      create: {
        summary: 'Create a ticket',
        description:
          'Ticket Title is required; Ticket Status is Open (default), In Progress or Closed. The answer is the stored ticket with its generated string id (T-000001, …).',
        body: TicketCreateBody,
        answer: (request) => createTicket(app.store, actorOf(currentUser(request)), request.body),
      },
      update: {
        summary: 'Update a ticket (partial body)',
        description: 'Unknown id: 400 IssueTrackerTicket.NotFound.',
        errors: TICKET_ERRORS.ticket,
        body: TicketUpdateBody,
        answer: (request) =>
          updateTicket(app.store, actorOf(currentUser(request)), request.params.id, request.body),
      },
      delete: {
        summary: 'Delete a ticket and its notes',
        description: 'Unknown id: 400 IssueTrackerTicket.NotFound.',
        errors: TICKET_ERRORS.ticket,
        response: DeletedMessage,
        answer: async (request) => {
          await deleteTicket(app.store, actorOf(currentUser(request)), request.params.id);
          return { message: `Ticket ${request.params.id} deleted` };
        },
      },
    },
  });

  registerResource(app, {
    ...common,
    path: '/api/issue-tracker-notes',
    record: NoteSchema,
    operations: {
      create: {
        summary: 'Add a note to a ticket',
        description:
          "Author Email is the signed-in user's email. Unknown Ticket Id: 400 IssueTrackerTicket.NotFound. The answer is the stored note with its string id (N-000001, …).",
        errors: TICKET_ERRORS.createNote,
        body: NoteCreateBody,
        answer: (request) => {
          const user = currentUser(request);
          const { 'Ticket Id': ticketId, Content: content } = request.body;
          return createNote(app.store, actorOf(user), user.email, ticketId, content);
        },
      },
      update: {
        summary: "Change a note's Content",
        description: 'Unknown id: 400 IssueTrackerNote.NotFound.',
        errors: TICKET_ERRORS.note,
        body: NoteUpdateBody,
        answer: (request) =>
          updateNote(app.store, actorOf(currentUser(request)), request.params.id, request.body.Content),
      },
      delete: {
        summary: 'Delete a note',
        description: 'Unknown id: 400 IssueTrackerNote.NotFound.',
        errors: TICKET_ERRORS.note,
        response: DeletedMessage,
        answer: async (request) => {
          await deleteNote(app.store, actorOf(currentUser(request)), request.params.id);
          return { message: `Note ${request.params.id} deleted` };
        },
      },
    },
  });
};
