import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static } from 'typebox';
import { actorOf } from '../../core/auth/actor.js';
import { currentUser } from '../../core/auth/plugin.js';
import { edit, view } from '../../core/auth/privileges.js';
import { parseListQuery, runList } from '../../core/list/engine.js';
import { ListQuerystring, StringIdListEnvelopeSchema } from '../../core/list/schemas.js';
import {
  Deleted,
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

const tags = ['Issue tracker'];

/** Tickets (contract part 4) and their notes (specification 2.10 and 4.7); ids of both are strings. */
export const issueTrackerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/issue-tracker-tickets',
    {
      config: { privilege: view('Issue Tracker') },
      schema: {
        tags,
        summary: 'List tickets (view issue_tracker_tickets); row ids are strings such as T-000001',
        querystring: ListQuerystring,
        response: { 200: StringIdListEnvelopeSchema },
      },
    },
    async (request) => {
      const envelope = await runList(app.store, ticketsView, parseListQuery(request.query), undefined);
      // Rows are built from the view's columns at run time; the schema describes them for clients.
      return envelope as unknown as Static<typeof StringIdListEnvelopeSchema>;
    },
  );

  app.get(
    '/api/issue-tracker-tickets/:id',
    {
      config: { privilege: view('Issue Tracker'), errors: TICKET_ERRORS.ticket },
      schema: {
        tags,
        summary: 'One ticket with its notes',
        description: 'Unknown id: 400 IssueTrackerTicket.NotFound.',
        params: IdParams,
        response: { 200: TicketSchema },
      },
    },
    async (request) => getTicket(app.store, request.params.id),
  );

  app.post(
    '/api/issue-tracker-tickets',
    {
      config: { privilege: edit('Issue Tracker') },
      schema: {
        tags,
        summary: 'Create a ticket',
        description:
          'Ticket Title is required; Ticket Status is Open (default), In Progress or Closed. The answer is the stored ticket with its generated string id (T-000001, …).',
        body: TicketCreateBody,
        response: { 200: TicketSchema },
      },
    },
    async (request) => createTicket(app.store, actorOf(currentUser(request)), request.body),
  );

  app.put(
    '/api/issue-tracker-tickets/:id',
    {
      config: { privilege: edit('Issue Tracker'), errors: TICKET_ERRORS.ticket },
      schema: {
        tags,
        summary: 'Update a ticket (partial body)',
        description: 'Unknown id: 400 IssueTrackerTicket.NotFound.',
        params: IdParams,
        body: TicketUpdateBody,
        response: { 200: TicketSchema },
      },
    },
    async (request) =>
      updateTicket(app.store, actorOf(currentUser(request)), request.params.id, request.body),
  );

  app.delete(
    '/api/issue-tracker-tickets/:id',
    {
      config: { privilege: edit('Issue Tracker'), errors: TICKET_ERRORS.ticket },
      schema: {
        tags,
        summary: 'Delete a ticket and its notes',
        description: 'Unknown id: 400 IssueTrackerTicket.NotFound.',
        params: IdParams,
        response: { 200: Deleted },
      },
    },
    async (request) => {
      await deleteTicket(app.store, actorOf(currentUser(request)), request.params.id);
      return { message: `Ticket ${request.params.id} deleted` };
    },
  );

  app.post(
    '/api/issue-tracker-notes',
    {
      config: { privilege: edit('Issue Tracker'), errors: TICKET_ERRORS.createNote },
      schema: {
        tags,
        summary: 'Add a note to a ticket',
        description:
          "Author Email is the signed-in user's email. Unknown Ticket Id: 400 IssueTrackerTicket.NotFound. The answer is the stored note with its string id (N-000001, …).",
        body: NoteCreateBody,
        response: { 200: NoteSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return createNote(
        app.store,
        actorOf(user),
        user.email,
        request.body['Ticket Id'],
        request.body.Content,
      );
    },
  );

  app.put(
    '/api/issue-tracker-notes/:id',
    {
      config: { privilege: edit('Issue Tracker'), errors: TICKET_ERRORS.note },
      schema: {
        tags,
        summary: "Change a note's Content",
        description: 'Unknown id: 400 IssueTrackerNote.NotFound.',
        params: IdParams,
        body: NoteUpdateBody,
        response: { 200: NoteSchema },
      },
    },
    async (request) =>
      updateNote(app.store, actorOf(currentUser(request)), request.params.id, request.body.Content),
  );

  app.delete(
    '/api/issue-tracker-notes/:id',
    {
      config: { privilege: edit('Issue Tracker'), errors: TICKET_ERRORS.note },
      schema: {
        tags,
        summary: 'Delete a note',
        description: 'Unknown id: 400 IssueTrackerNote.NotFound.',
        params: IdParams,
        response: { 200: Deleted },
      },
    },
    async (request) => {
      await deleteNote(app.store, actorOf(currentUser(request)), request.params.id);
      return { message: `Note ${request.params.id} deleted` };
    },
  );
};
