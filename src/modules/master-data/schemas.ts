import { type TSchema, Type } from 'typebox';
import type { Field, MasterColumn, MasterDef } from './definitions.js';

export { ErrorBody } from '../../core/http/schemas.js';

/**
 * `type: [T, 'null']` rather than anyOf: with the service's type coercion, ajv would turn a null into "" or 0
 * for the first branch of an anyOf.
 */
export function nullable<T>(type: string, options: Record<string, unknown> = {}) {
  return Type.Unsafe<T | null>({ type: [type, 'null'], ...options });
}

/** `forCreate`: with the field's default, which the body validator fills in (useDefaults) when a create omits it. */
function fieldSchema(column: MasterColumn, forWrite: boolean, forCreate = false): TSchema {
  if (column.kind === 'ref')
    return column.required ? Type.String({ minLength: 1 }) : nullable<string>('string', { minLength: 1 });
  const f = column as Field;
  const options: Record<string, unknown> = forCreate && f.default !== undefined ? { default: f.default } : {};
  if (f.type === 'object') return Type.Record(Type.String(), Type.Unknown());
  if (f.values && f.type === 'string' && forWrite)
    return Type.Union(
      f.values.map((v) => Type.Literal(v)),
      options,
    );
  if (f.minimum !== undefined) options.minimum = f.minimum;
  if (f.maximum !== undefined) options.maximum = f.maximum;
  if (f.type === 'string' && f.required && forWrite) options.minLength = 1;
  if (f.nullable) return nullable<unknown>(f.type, options);
  if (f.type === 'number') return Type.Number(options);
  if (f.type === 'integer') return Type.Integer(options);
  return Type.String(options);
}

/** The create body of a master: required fields required, custom-column keys allowed (checked by the service). */
export function createBodyOf(def: MasterDef) {
  const properties: Record<string, TSchema> = {};
  for (const column of def.columns) {
    const schema = fieldSchema(column, true, true);
    const isRequired = column.kind === 'ref' ? column.required : column.required;
    properties[column.name] = isRequired ? schema : Type.Optional(schema);
  }
  return Type.Object(properties, { additionalProperties: true });
}

/** The partial update body: any of the fields. */
export function updateBodyOf(def: MasterDef) {
  const properties: Record<string, TSchema> = {};
  for (const column of def.columns) properties[column.name] = Type.Optional(fieldSchema(column, true));
  return Type.Object(properties, { additionalProperties: true });
}

/** The record of a master as answered by get, create and update (custom values appear under their keys). */
export function recordOf(def: MasterDef) {
  const properties: Record<string, TSchema> = { id: Type.Integer() };
  for (const column of def.columns) {
    if (column.kind === 'ref') {
      properties[column.idName] = column.required ? Type.Integer() : nullable<number>('integer');
      properties[column.name] = column.required ? Type.String() : nullable<string>('string');
    } else if (!column.writeOnly) properties[column.name] = fieldSchema(column, false);
  }
  return Type.Object(properties, { additionalProperties: true });
}

/** GET /api/external-item-master-details/{id}: the mapping, its linked item and the external system's metadata. */
export const ExternalItemDetails = Type.Object(
  {
    id: Type.Integer(),
    Item: Type.Object({ id: Type.Integer() }, { additionalProperties: true }),
    Metadata: Type.Record(Type.String(), Type.Unknown()),
  },
  { additionalProperties: true },
);

const BomLineBody = (create: boolean) =>
  Type.Object(
    {
      id: Type.Optional(nullable<number>('integer', { description: 'Send the id of a line to keep it' })),
      'Component Item Number': create
        ? Type.String({ minLength: 1 })
        : Type.Optional(Type.String({ minLength: 1 })),
      'Component Quantity': create
        ? Type.Number({ description: 'Positive' })
        : Type.Optional(Type.Number({ description: 'Positive' })),
      'Component Unit': Type.Optional(nullable<string>('string')),
    },
    { additionalProperties: true },
  );

const BomStatus = Type.Union([Type.Literal('Active'), Type.Literal('Inactive')]);

/** Planning fields (planning.md part 1); a negative or fractional lead time is 400 BillOfMaterials.InvalidValue. */
const bomPlanningFields = {
  'BOM Lead Time Days': Type.Number({
    description: 'Days from release to receipt of a planned MO: a whole number ≥ 0 (default 0)',
  }),
  'BOM Minimum Quantity': Type.Number({
    description: 'Smallest quantity of a planned MO: ≥ 0, 0 means none (default 0)',
  }),
  'BOM Order Multiple': Type.Number({
    description: 'Planned MO quantities are multiples of this: ≥ 0, 0 means none (default 0)',
  }),
};
const optionalPlanningFields = {
  'BOM Lead Time Days': Type.Optional(bomPlanningFields['BOM Lead Time Days']),
  'BOM Minimum Quantity': Type.Optional(bomPlanningFields['BOM Minimum Quantity']),
  'BOM Order Multiple': Type.Optional(bomPlanningFields['BOM Order Multiple']),
};

export const BomCreateBody = Type.Object(
  {
    'BOM Number': Type.String({ minLength: 1 }),
    'Item Number': Type.String({ minLength: 1 }),
    'BOM Status': Type.Optional(BomStatus),
    ...optionalPlanningFields,
    details: Type.Array(BomLineBody(true)),
  },
  { additionalProperties: true },
);

/** Same fields as create, each optional; `details` (when sent) replaces the lines, keeping those whose id it names. */
export const BomUpdateBody = Type.Object(
  {
    'BOM Number': Type.Optional(Type.String({ minLength: 1 })),
    'Item Number': Type.Optional(Type.String({ minLength: 1 })),
    'BOM Status': Type.Optional(BomStatus),
    ...optionalPlanningFields,
    details: Type.Optional(Type.Array(BomLineBody(false))),
  },
  { additionalProperties: true },
);

export const BomRecordSchema = Type.Object({
  id: Type.Integer(),
  'BOM Number': Type.String(),
  'Item Id': Type.Integer(),
  'Item Number': Type.String(),
  'Item Description': Type.String(),
  'BOM Status': Type.String(),
  ...bomPlanningFields,
  details: Type.Array(
    Type.Object({
      id: Type.Integer(),
      'Component Item Id': Type.Integer(),
      'Component Item Number': Type.String(),
      'Component Description': Type.String(),
      'Component Quantity': Type.Number(),
      'Component Unit': nullable<string>('string'),
    }),
  ),
});
