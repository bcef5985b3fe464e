import { type TSchema, Type } from 'typebox';
import { PLAIN_JSON } from '../../../core/http/validation.js';
import { HeaderSchema, SortSchema } from '../../../core/list/schemas.js';
import type { FieldDef, OrderConfig } from './types.js';

/**
 * `type: [T, "null"]` rather than a union: the service's Ajv coerces types, and with a union it would coerce
 * inside the first branch (null → "" or 0) before trying the second.
 */
export const nullable = (type: 'string' | 'number' | 'integer', extra: Record<string, unknown> = {}) =>
  Type.Unsafe<string | number | null>({ type: [type, 'null'], ...extra });

const DATE = { pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD' };

function fieldSchema(f: FieldDef): TSchema {
  const base = f.kind === 'number' ? 'number' : 'string';
  const extra = f.kind === 'date' ? DATE : {};
  if (f.required) return base === 'number' ? Type.Number() : Type.String({ minLength: 1, ...extra });
  return Type.Optional(nullable(base, extra));
}

function fieldsSchema(fields: FieldDef[], ids: string[], extra: Record<string, TSchema> = {}) {
  const properties: Record<string, TSchema> = {};
  for (const id of ids) properties[id] = Type.Optional(nullable('integer'));
  for (const f of fields) properties[f.key] = fieldSchema(f);
  // Other keys are custom-column values, checked against the table's custom columns by the service.
  return Type.Object({ ...properties, ...extra }, { additionalProperties: true });
}

export function orderBodySchema(cfg: OrderConfig) {
  const line = fieldsSchema(cfg.lineFields, ['id', ...(cfg.lineIdField ? [cfg.lineIdField] : [])]);
  // `details` may be missing or empty: both are answered with OrderList.NoItems, step 1 of the validation.
  return fieldsSchema(cfg.headerFields, [cfg.idField], { details: Type.Optional(Type.Array(line)) });
}

export const WriteAnswerSchema = Type.Object({
  message: Type.String(),
  notification_type: Type.Union([Type.Literal('Success'), Type.Literal('Warning')]),
  id: Type.Optional(Type.Integer({ description: 'id of the created or updated order (not when queued)' })),
});

const Open = Type.Object({ id: Type.Integer() }, { additionalProperties: true });

/** A stored value in a response: any field may be null there (references and dates are text). */
function recordFields(fields: FieldDef[], ids: string[]) {
  const properties: Record<string, TSchema> = { id: Type.Integer() };
  for (const id of ids) properties[id] = Type.Integer();
  for (const f of fields) properties[f.key] = nullable(f.kind === 'number' ? 'number' : 'string');
  return properties;
}

/** GET of one line: its fields, its own id and the id of its order; custom values under their keys. */
export const lineRecordSchema = (cfg: OrderConfig) =>
  Type.Object(recordFields(cfg.lineFields, [...(cfg.lineIdField ? [cfg.lineIdField] : []), cfg.idField]), {
    additionalProperties: true,
  });

/** GET of one order: the create body's field names plus ids, with its details; custom values under their keys. */
export const orderRecordSchema = (cfg: OrderConfig) =>
  Type.Object(
    {
      ...recordFields(cfg.headerFields, [cfg.idField]),
      details: Type.Array(
        Type.Object(recordFields(cfg.lineFields, cfg.lineIdField ? [cfg.lineIdField] : []), {
          additionalProperties: true,
        }),
      ),
    },
    { additionalProperties: true },
  );

export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export const ItemParams = Type.Object({ item_id: Type.Integer() });
export const ItemWarehouseParams = Type.Object({ item_id: Type.Integer(), warehouse_id: Type.Integer() });

/** The by-item view envelope (specification 4.2.2): the list envelope plus `tags`, counts by line status. */
export const ByItemEnvelopeSchema = Type.Object(
  {
    data: Type.Object({ headers: Type.Array(HeaderSchema), sort: SortSchema, rows: Type.Array(Open) }),
    tags: Type.Record(Type.String(), Type.Integer()),
    extra: Type.Object({ page: Type.Integer(), page_size: Type.Integer(), total: Type.Integer() }),
  },
  PLAIN_JSON,
);

export { ErrorBody } from '../../../core/http/schemas.js';
