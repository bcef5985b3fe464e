import { type TSchema, Type } from 'typebox';
import { PLAIN_JSON } from '../http/validation.js';
import { HEADER_FORMATS, type HeaderFormat } from './view.js';

/** Query string of every collection GET (contract part 3); parsed and checked by parseListQuery. */
export const ListQuerystring = Type.Object({
  filters: Type.Optional(
    Type.String({
      description: 'JSON object: column key → array of values, or {"from", "to"} for numbers and dates',
    }),
  ),
  filter: Type.Optional(Type.String({ description: 'Alias of filters' })),
  search: Type.Optional(
    Type.String({ description: "Case-insensitive text matched against the row's string columns" }),
  ),
  sort: Type.Optional(
    Type.String({ description: 'JSON {"key": column key, "type": "Ascending" | "Descending"}' }),
  ),
  page: Type.Optional(Type.String({ description: 'Page number from 1 (default 1)' })),
  page_size: Type.Optional(Type.String({ description: 'Rows per page, 1 to 1000 (default 50)' })),
});

export const HeaderSchema = Type.Object({
  key: Type.String(),
  format: Type.Unsafe<HeaderFormat>({
    type: 'string',
    enum: [...HEADER_FORMATS],
    description: 'Timestamps are `date` with ISO 8601 date-time values',
  }),
  alias: Type.Optional(Type.String()),
});

export const SortSchema = Type.Object({ key: Type.String(), type: Type.String() });

const envelope = <Id extends TSchema>(id: Id) =>
  Type.Object(
    {
      data: Type.Object({
        headers: Type.Array(HeaderSchema),
        sort: SortSchema,
        rows: Type.Array(Type.Object({ id }, { additionalProperties: true })),
      }),
      extra: Type.Object({ page: Type.Integer(), page_size: Type.Integer(), total: Type.Integer() }),
    },
    PLAIN_JSON,
  );

/** The list envelope of specification 2.15. */
export const ListEnvelopeSchema = envelope(Type.Integer());
/** The same for views whose rows carry a string id (`idFormat: 'string'`, e.g. issue tracker tickets). */
export const StringIdListEnvelopeSchema = envelope(Type.String());
/** The envelope of GET /api/views/{view_name}, which serves views of either kind. */
export const AnyListEnvelopeSchema = envelope(Type.Union([Type.Integer(), Type.String()]));
