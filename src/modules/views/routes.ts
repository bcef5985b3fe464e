import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type Static, Type } from 'typebox';
import { currentUser } from '../../core/auth/plugin.js';
import { AppError, badRequest } from '../../core/errors.js';
import { LIST_ERRORS } from '../../core/http/operation-errors.js';
import { parseListQuery } from '../../core/list/engine.js';
import { registeredViewNames } from '../../core/list/registry.js';
import { AnyListEnvelopeSchema, ListQuerystring } from '../../core/list/schemas.js';
import '../issue-tracker/views.js';
import { DASHBOARDS, LINE_SCOPE_KEYS } from './dashboards.js';
import {
  filtersAndScope,
  listOf,
  notExportable,
  openRows,
  type RowSource,
  sortOf,
  unknownView,
  viewFor,
} from './service.js';
import { OPEN_DEFINITION } from './status.js';
import { writeXlsx, XLSX_CONTENT_TYPE } from './xlsx.js';

const tags = ['Views and export'];
const ViewParams = Type.Object({ view_name: Type.String({ maxLength: 100 }) });
const ViewNames = Type.Object({ views: Type.Array(Type.String()) });

const ExportBody = Type.Object(
  {
    view_name: Type.String({ minLength: 1, maxLength: 100 }),
    filters: Type.Optional(
      Type.Union([Type.Object({}, { additionalProperties: true }), Type.String(), Type.Null()], {
        description:
          'As the list endpoints: column key → array of values or {"from", "to"} (object or its JSON text)',
      }),
    ),
    sort: Type.Optional(
      Type.Union([Type.Object({}, { additionalProperties: true }), Type.String(), Type.Null()], {
        description: '{"key": column key, "type": "Ascending" | "Descending"}',
      }),
    ),
    search: Type.Optional(
      Type.String({
        maxLength: 200,
        description:
          "As the list endpoints' search: case-insensitive text matched against the row's text columns",
      }),
    ),
    index: Type.Optional(
      Type.Object(
        {
          limit: Type.Optional(Type.Integer({ minimum: 0, description: 'Rows to export (default: all)' })),
          offset: Type.Optional(Type.Integer({ minimum: 0, description: 'Rows to skip first (default 0)' })),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);

const DASHBOARD_NOTE = `Dashboards (Dashboard / View): ${DASHBOARDS.map((d) => d.view.name).join(', ')}.
${OPEN_DEFINITION}`;

const SCOPE_NOTE = `Grouped dashboards (revenue by customer, spend by supplier, supplier on-time delivery, open PO value by
month), the statistics and the late lines also take the filters ${LINE_SCOPE_KEYS.map((k) => `\`${k}\``).join(' and ')}, applied to the order lines before
grouping (\`Order Date\`: {"from", "to"} as YYYY-MM-DD; \`Warehouse Number\`: list of numbers).`;

const isClientError = (error: unknown) => error instanceof AppError && error.status < 500;
const couldNotConstruct = (name: string) =>
  badRequest('CouldNotConstructExportData', `The export of view ${name} could not be assembled`);

export const viewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Exports still writing when the service closes are stopped, and awaited, before the database closes.
  const running = new Set<Promise<void>>();
  let closing = false;
  app.addHook('onClose', async () => {
    closing = true;
    await Promise.allSettled(running);
  });

  app.get(
    '/api/views',
    {
      schema: {
        tags,
        summary: 'Names of every registered view (those the caller may read)',
        response: { 200: ViewNames },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const views = registeredViewNames().filter((name) => {
        try {
          viewFor(name, user, unknownView(name));
          return true;
        } catch {
          return false;
        }
      });
      return { views };
    },
  );

  app.get(
    '/api/views/:view_name',
    {
      config: { errors: ['View.NotFound', 'User.NotPrivileged'] },
      schema: {
        tags,
        summary: 'Read any view of specification 4.5 (and the dashboards) as JSON',
        description: `The list envelope of the view named in the path, with the list parameters of contract part 3;
the same definition the export uses. An unknown view is \`400 View.NotFound\` (this is not an export, so not
ExcelExportWithoutExtra); the view's own privilege is required (\`403 User.NotPrivileged\`): Dashboard / View for
dashboards, Issue Tracker / View for issue_tracker_tickets, the owning resource's View privilege otherwise.
By-item views take their item (and warehouse) from the filters (\`item_id\`, \`warehouse_id\`). ${SCOPE_NOTE}
Rows of issue_tracker_tickets carry string ids. \`GET /api/views\` lists the views the caller may read.

${DASHBOARD_NOTE}`,
        params: ViewParams,
        querystring: ListQuerystring,
        response: { 200: AnyListEnvelopeSchema },
      },
    },
    async (request) => {
      const name = request.params.view_name;
      const entry = viewFor(name, currentUser(request), unknownView(name));
      const { filters: rawFilters, filter, ...rest } = request.query;
      const query = parseListQuery(rest);
      const { filters, scope } = filtersAndScope(entry, rawFilters ?? filter);
      const envelope = await listOf(app.store, entry, { ...query, filters }, scope);
      // Rows are built from the view's columns at run time; the schema describes them for clients.
      return envelope as unknown as Static<typeof AnyListEnvelopeSchema>;
    },
  );

  app.post(
    '/api/export-data',
    {
      config: {
        errors: [
          'ExcelExportWithoutExtra',
          'CouldNotConstructExportData',
          'User.NotPrivileged',
          ...LIST_ERRORS,
        ],
      },
      schema: {
        tags,
        summary: 'Export a view as XLSX (streamed)',
        description: `Body: \`view_name\`, \`filters\`, \`search\` and \`sort\` as the list endpoints (JSON objects; \`search\`
text), \`index\`
\`{limit, offset}\` selecting rows in the sort order (default: every row). Answers 200 with an XLSX attachment named
\`<view_name>_<YYYY-MM-DD>.xlsx\`, written while the rows are read, so any number of rows streams in flat memory. One
header row (alias, else key), then one row per view row: numbers and currency as numbers, dates and timestamps as
dates with a date format (UTC), booleans as booleans; text starting with =, +, -, @, tab or CR is stored as an inline
string that no spreadsheet evaluates. Past 1,048,575 rows the export continues on a further sheet.
Errors: unknown \`view_name\` \`400 ExcelExportWithoutExtra\`; missing privilege of the view \`403 User.NotPrivileged\`;
malformed body \`400 JSON.Invalid\`; bad filters or sort as the list endpoints (\`List.*\`); any other failure while
assembling the query, before the first byte is sent, \`400 CouldNotConstructExportData\`; a failure after that cuts
the download short (the connection is closed), and a client that reads nothing for 60 s is cut off. The privilege
needed is the view's own, as for \`GET /api/views/{view_name}\`. ${SCOPE_NOTE}`,
        body: ExportBody,
        produces: [XLSX_CONTENT_TYPE],
        response: {
          200: {
            description: 'The XLSX workbook',
            content: { [XLSX_CONTENT_TYPE]: { schema: Type.String({ format: 'binary' }) } },
          },
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const name = body.view_name;
      const entry = viewFor(name, currentUser(request), notExportable(name));
      const { filters, scope } = filtersAndScope(entry, body.filters);
      const sort = sortOf(body.sort);
      const limit = body.index?.limit ?? Number.MAX_SAFE_INTEGER;
      const offset = body.index?.offset ?? 0;

      // Everything that can fail is tried before the answer starts: the query is built and its first row read.
      let source: RowSource;
      try {
        const search = body.search?.trim() || undefined;
        source = await openRows(app.store, entry, { filters, sort, search }, scope, limit, offset);
      } catch (error) {
        if (isClientError(error)) throw error;
        request.log.warn({ err: error, view: name }, 'export could not be assembled');
        throw couldNotConstruct(name);
      }

      const out = new PassThrough();
      // Writes after a client has gone fail on the destroyed stream; that is expected, not a crash.
      out.on('error', (error) => request.log.debug({ err: error }, 'export stream closed early'));
      let finished = false;
      let gone = false;
      reply.raw.on('close', () => {
        if (finished) return;
        gone = true;
        // Wakes a writer waiting for the departed client to drain the stream.
        out.destroy();
      });
      const date = new Date().toISOString().slice(0, 10);
      reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="${name}_${date}.xlsx"`)
        .header('cache-control', 'no-store');

      const writing: Promise<void> = writeXlsx(
        out,
        { headers: source.columns, batches: source.batches },
        {
          sheetName: name,
          aborted: () => gone || closing,
        },
      )
        .then(() => {
          finished = true;
        })
        .catch((error: unknown) => {
          // Headers are gone already: the only honest signal left is to cut the download short.
          request.log.error({ err: error, view: name }, 'export failed while streaming');
          out.destroy(error instanceof Error ? error : new Error(String(error)));
          reply.raw.destroy();
        })
        .finally(async () => {
          // Releases the database connection (SQLite's reader, or a PostgreSQL cursor) however writing ended.
          await source.close();
          if (gone || closing) out.destroy();
          running.delete(writing);
        });
      running.add(writing);
      // The response schema documents binary XLSX; the body itself is the stream being written.
      return reply.send(out as unknown as string);
    },
  );
};
