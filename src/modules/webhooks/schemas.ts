import { Type } from 'typebox';

export const WEBHOOK_STATUSES = ['Active', 'Paused'] as const;

export const EventPatternSchema = Type.Object(
  {
    type: Type.String({
      minLength: 1,
      description: 'Module (privilege type) such as Procurement, or * for any',
    }),
    source: Type.String({ minLength: 1, description: 'Entity such as PurchaseOrderList, or * for any' }),
    event: Type.String({ minLength: 1, description: 'Created, Updated, Deleted, StatusChange, …, or *' }),
  },
  { additionalProperties: false },
);

const Url = Type.String({ minLength: 1, maxLength: 2000, description: 'http:// or https:// URL' });
const Events = Type.Array(EventPatternSchema, { minItems: 1, maxItems: 100 });
const Secret = Type.String({
  minLength: 16,
  maxLength: 200,
  description: 'Signing secret (write-only: answers show it masked)',
});
const Status = Type.Union(
  WEBHOOK_STATUSES.map((s) => Type.Literal(s)),
  { description: 'Paused stops deliveries (and queues none); Active resumes them in order' },
);

export const WebhookCreateBody = Type.Object(
  {
    'Webhook Url': Url,
    'Webhook Events': Events,
    'Webhook Secret': Secret,
    'Webhook Status': Type.Optional(Status),
  },
  { additionalProperties: false },
);

export const WebhookUpdateBody = Type.Object(
  {
    'Webhook Url': Type.Optional(Url),
    'Webhook Events': Type.Optional(Events),
    'Webhook Secret': Type.Optional(Secret),
    'Webhook Status': Type.Optional(Status),
  },
  { additionalProperties: false },
);

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

export const WebhookSchema = Type.Object({
  id: Type.Integer(),
  'Webhook Url': Type.String(),
  'Webhook Events': Type.Array(EventPatternSchema),
  'Webhook Secret': Type.String({ description: 'Always masked' }),
  'Webhook Status': Type.String(),
  'Failing Since': Nullable(Type.String({ description: 'Start of the current run of failed attempts' })),
  'Created By': Nullable(Type.String()),
  'Created At': Type.String(),
  'Updated At': Type.String(),
});

export const DeliverySchema = Type.Object({
  id: Type.Integer(),
  'Event Id': Nullable(Type.Integer()),
  Kind: Type.String({ description: 'Event, Test or Redelivery' }),
  Status: Type.String({ description: 'Pending or Delivered' }),
  Attempt: Type.Integer({ description: 'Attempts made so far' }),
  'Status Code': Nullable(Type.Integer({ description: "The last attempt's HTTP status" })),
  'Duration Ms': Nullable(Type.Integer()),
  'Last Error': Nullable(Type.String()),
  'Next Attempt At': Nullable(Type.String()),
  'Created At': Type.String(),
  'Delivered At': Nullable(Type.String()),
});

export const RedeliverParams = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  deliveryId: Type.Integer({ minimum: 1 }),
});
