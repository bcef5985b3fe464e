import { Type } from 'typebox';
import { writeBodies } from '../../core/http/schemas.js';

export const TICKET_STATUSES = ['Open', 'In Progress', 'Closed'] as const;

// Null first: with Ajv's type coercion a string branch tried first would turn null into "".
const OptionalText = (maxLength: number) =>
  Type.Optional(Type.Union([Type.Null(), Type.String({ maxLength })]));
const Status = Type.Union(TICKET_STATUSES.map((s) => Type.Literal(s)));

const ticketFields = {
  'Ticket Status': Type.Optional(Status),
  'Ticket Priority': OptionalText(100),
  Assignee: OptionalText(200),
  'Entity Type': OptionalText(100),
  'Entity Id': OptionalText(200),
};

export const { create: TicketCreateBody, update: TicketUpdateBody } = writeBodies(
  'Ticket Title',
  Type.String({ minLength: 1, maxLength: 500 }),
  ticketFields,
);

export const NoteSchema = Type.Object({
  id: Type.String(),
  'Ticket Id': Type.String(),
  Content: Type.String(),
  'Author Email': Type.String(),
  'Created At': Type.String(),
  'Updated At': Type.String(),
});

export const TicketSchema = Type.Object({
  id: Type.String(),
  'Ticket Title': Type.String(),
  'Ticket Status': Type.String(),
  'Ticket Priority': Type.Union([Type.Null(), Type.String()]),
  Assignee: Type.Union([Type.Null(), Type.String()]),
  'Entity Type': Type.Union([Type.Null(), Type.String()]),
  'Entity Id': Type.Union([Type.Null(), Type.String()]),
  'Created By': Type.Union([Type.Null(), Type.String()]),
  'Created At': Type.String(),
  'Updated At': Type.String(),
  notes: Type.Array(NoteSchema),
});

export const NoteCreateBody = Type.Object(
  { 'Ticket Id': Type.String({ minLength: 1 }), Content: Type.String({ minLength: 1, maxLength: 20000 }) },
  { additionalProperties: false },
);
export const NoteUpdateBody = Type.Object(
  { Content: Type.String({ minLength: 1, maxLength: 20000 }) },
  { additionalProperties: false },
);

export const IdParams = Type.Object({ id: Type.String({ maxLength: 64 }) });
