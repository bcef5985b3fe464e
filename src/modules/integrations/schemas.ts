import { Type } from 'typebox';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

export const StartRunBody = Type.Object(
  { source: Type.String({ minLength: 1, maxLength: 200, description: 'Name of the integration that runs' }) },
  { additionalProperties: false },
);

export const FinishRunBody = Type.Object(
  {
    'Integration Status': Type.Union([Type.Literal('Completed'), Type.Literal('Failed')]),
    'Integration Message': Type.Optional(Nullable(Type.String({ maxLength: 2000 }))),
  },
  { additionalProperties: false },
);

export const IntegrationRun = Type.Object({
  id: Type.Integer(),
  Source: Type.String(),
  'Integration Status': Type.String({ description: 'Running, Completed or Failed' }),
  'Started At': Type.String(),
  'Started By': Nullable(Type.String()),
  'Finished At': Nullable(Type.String()),
  'Expires At': Nullable(Type.String({ description: 'When a still running run goes stale and is released' })),
  'Integration Message': Nullable(Type.String()),
  'Queued Operations': Type.Integer(),
  'Failed Operations': Type.Integer(),
});

export const QueuedOperation = Type.Object({
  id: Type.Integer(),
  Operation: Type.String(),
  Status: Type.String({ description: 'Queued, Applied or Failed' }),
  'Accepted At': Type.String(),
  'Applied At': Nullable(Type.String()),
  'Error Code': Nullable(Type.String()),
  'Error Message': Nullable(Type.String()),
  Author: Nullable(Type.String()),
  'Run Id': Nullable(Type.Integer()),
});
