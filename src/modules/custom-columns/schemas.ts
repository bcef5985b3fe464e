import { Type } from 'typebox';

const nullable = <T>(type: string) => Type.Unsafe<T | null>({ type: [type, 'null'] });

export { ErrorBody } from '../../core/http/schemas.js';

export const CustomColumnSchema = Type.Object({
  id: Type.Integer(),
  table: Type.String(),
  key: Type.String(),
  format: Type.String({ description: 'string, number, date, boolean or currency' }),
  alias: nullable<string>('string'),
  description: nullable<string>('string'),
  required: Type.Boolean(),
  default_value: Type.Unknown(),
  display_order: Type.Integer(),
  visible: Type.Boolean(),
});

/** The settings of a column a create and an update both take. */
const COLUMN_SETTINGS = {
  alias: Type.Optional(nullable<string>('string')),
  description: Type.Optional(nullable<string>('string')),
  required: Type.Optional(Type.Boolean()),
  default_value: Type.Optional(Type.Unknown()),
  display_order: Type.Optional(Type.Integer()),
  visible: Type.Optional(Type.Boolean()),
};

export const CreateColumnSchema = Type.Object(
  {
    table: Type.String({ description: 'One of the eight supported tables of specification 2.8' }),
    key: Type.String({
      minLength: 1,
      maxLength: 100,
      description: 'Unique per table; the field name of values',
    }),
    format: Type.String({ description: 'string, number, date, boolean or currency' }),
    ...COLUMN_SETTINGS,
  },
  { additionalProperties: true },
);

export const UpdateColumnSchema = Type.Object(
  {
    id: Type.Optional(Type.Integer()),
    table: Type.Optional(Type.String()),
    key: Type.Optional(Type.String()),
    format: Type.Optional(Type.String()),
    ...COLUMN_SETTINGS,
  },
  { additionalProperties: true },
);

/** One entry of `PUT /api/custom-columns/{table}`: display order and visibility of the column named by key. */
export const LayoutEntrySchema = Type.Object(
  {
    key: Type.String(),
    display_order: Type.Optional(Type.Integer()),
    visible: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

/**
 * `PUT /api/custom-columns/{ref}`: with a column id, the fields of one column; with a table name, `columns`
 * (the table-level layout). Keys that do not belong to the form the path selects are refused by the service.
 */
export const PutBodySchema = Type.Object(
  { ...UpdateColumnSchema.properties, columns: Type.Optional(Type.Array(LayoutEntrySchema)) },
  { additionalProperties: true },
);

export const TableOrIdParams = Type.Object({
  ref: Type.String({ description: 'A supported table name, or the integer id of one column' }),
});
