import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { currentActor } from '../../core/auth/plugin.js';
import { edit, view } from '../../core/auth/privileges.js';
import { badRequest } from '../../core/errors.js';
import { asEnvelope } from '../../core/http/list-answer.js';
import { parseListQuery, runList } from '../../core/list/engine.js';
import { ListEnvelopeSchema, ListQuerystring } from '../../core/list/schemas.js';
import {
  CreateColumnSchema,
  CustomColumnSchema,
  ErrorBody,
  PutBodySchema,
  TableOrIdParams,
} from './schemas.js';
import {
  COLUMN_ERRORS,
  checkTable,
  createColumn,
  customColumnsView,
  deleteColumn,
  getColumn,
  parseDefaultValue,
  updateColumn,
  updateLayout,
} from './service.js';

const PATH = '/api/custom-columns';
const tags = ['Custom columns'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };
const TableOrId = Type.Union([CustomColumnSchema, ListEnvelopeSchema]);

/** `{ref}` is a column id when it is all digits, else a table name. */
const asId = (ref: string) => (/^\d+$/.test(ref) ? Number(ref) : undefined);

export const customColumnRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const list = async (
    query: Parameters<typeof parseListQuery>[0],
    table: ReturnType<typeof checkTable> | undefined,
  ) => {
    const envelope = await runList(app.store, customColumnsView, parseListQuery(query), table);
    envelope.data.rows = envelope.data.rows.map(parseDefaultValue);
    return asEnvelope(envelope);
  };

  app.get(
    PATH,
    {
      config: { privilege: view('Custom Columns') },
      schema: {
        tags,
        summary: 'All custom columns (list envelope, default order: display order)',
        querystring: ListQuerystring,
        response: { 200: ListEnvelopeSchema, ...errors },
      },
    },
    async (request) => list(request.query, undefined),
  );

  app.get(
    `${PATH}/:ref`,
    {
      config: { privilege: view('Custom Columns'), errors: COLUMN_ERRORS.get },
      schema: {
        tags,
        summary:
          '`/api/custom-columns/{id}` answers one column; `/api/custom-columns/{table}` the columns of one ' +
          'supported table as a list envelope in display order',
        params: TableOrIdParams,
        querystring: ListQuerystring,
        response: { 200: TableOrId, ...errors },
      },
    },
    async (request) => {
      const id = asId(request.params.ref);
      if (id !== undefined) return getColumn(app.store, id);
      return list(request.query, checkTable(request.params.ref));
    },
  );

  app.post(
    PATH,
    {
      config: { privilege: edit('Custom Columns'), errors: COLUMN_ERRORS.create },
      schema: {
        tags,
        summary:
          'Create a custom column: key unique per table (CustomColumn.AlreadyExists), format one of string, ' +
          'number, date, boolean, currency; answers the column',
        body: CreateColumnSchema,
        response: { 200: CustomColumnSchema, ...errors },
      },
    },
    async (request) => createColumn(app.store, currentActor(request), request.body),
  );

  app.put(
    `${PATH}/:ref`,
    {
      config: { privilege: edit('Custom Columns'), errors: COLUMN_ERRORS.update },
      schema: {
        tags,
        summary:
          '`PUT /api/custom-columns/{id}` changes alias, description, required, default_value, display_order or ' +
          'visible of one column (its table, key and format stay). `PUT /api/custom-columns/{table}` with ' +
          '`{"columns": [{"key", "display_order", "visible"}]}` sets the display order and visibility of the ' +
          "table's columns and answers them in order",
        params: TableOrIdParams,
        body: PutBodySchema,
        response: { 200: Type.Union([CustomColumnSchema, Type.Array(CustomColumnSchema)]), ...errors },
      },
    },
    async (request) => {
      const actor = currentActor(request);
      const id = asId(request.params.ref);
      if (id !== undefined)
        return updateColumn(app.store, actor, id, request.body as Record<string, unknown>);
      const table = checkTable(request.params.ref);
      const { columns, ...rest } = request.body;
      for (const key of Object.keys(rest))
        throw badRequest('Request.UnknownField', `Unknown field "${key}" for the layout of ${table}`);
      if (!columns) throw badRequest('Request.Invalid', "body must have required property 'columns'");
      return updateLayout(app.store, actor, table, columns);
    },
  );

  app.delete(
    `${PATH}/:ref`,
    {
      config: { privilege: edit('Custom Columns'), errors: COLUMN_ERRORS.delete },
      schema: {
        tags,
        summary: 'Delete a custom column and every value stored under its key',
        // One path template with GET and PUT (OpenAPI forbids two that differ only in the parameter's name).
        params: Type.Object({ ref: Type.Integer({ minimum: 1, description: 'The id of one column' }) }),
        response: { 200: Type.Object({ message: Type.String() }), ...errors },
      },
    },
    async (request) => {
      await deleteColumn(app.store, currentActor(request), request.params.ref);
      return { message: `Custom column #${request.params.ref} deleted` };
    },
  );
};
