import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { actorOf } from '../../core/auth/actor.js';
import { currentUser } from '../../core/auth/plugin.js';
import { hasPrivilege } from '../../core/auth/privileges.js';
import { badRequest, notPrivileged } from '../../core/errors.js';
import { ErrorBody } from '../../core/http/schemas.js';
import { kindOfFile, READ_ERRORS, readSheet } from './read.js';
import {
  IMPORT_TABLES,
  importSheet,
  importTarget,
  SHEET_ERRORS,
  screensOf,
  templateHeaders,
} from './service.js';

/** Largest file accepted (a million order lines as CSV is about 250 MB; split larger loads). */
const MAX_FILE_BYTES = 256 * 1024 * 1024;

const RowErrorSchema = Type.Object({
  line: Type.Integer({ description: 'line of the file (the header row is line 1; in XLSX, the row number)' }),
  field: Type.Union([Type.String(), Type.Null()], { description: 'the field at fault, where known' }),
  Code: Type.String(),
  Message: Type.String(),
  values: Type.Optional(
    Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()]), {
      description: 'the row as the file has it: header → cell (dates as ISO text, empty cells null)',
    }),
  ),
});
const ReportFields = {
  table: Type.String(),
  rows: Type.Integer({ description: 'data rows in the file' }),
  stored: Type.Integer({ description: 'rows stored (with dry_run: rows that would be stored)' }),
  not_stored: Type.Integer({ description: 'bad rows and the other rows of their orders or BOMs' }),
  dry_run: Type.Boolean(),
  errors: Type.Array(RowErrorSchema),
};
const ImportAnswer = Type.Object(ReportFields);
/** Import.InvalidRows carries the report; other 400 answers are the plain {Message, Code}. */
const ImportRefused = Type.Object({
  Message: Type.String(),
  Code: Type.String(),
  ...Object.fromEntries(Object.entries(ReportFields).map(([key, schema]) => [key, Type.Optional(schema)])),
});

export const importRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart, { limits: { fileSize: MAX_FILE_BYTES, files: 1 } });

  app.get(
    '/api/import',
    {
      schema: {
        tags: ['Import'],
        summary: 'The tables the caller may import into, each with the header row of its template',
        description: `One entry per importable table (a view name of the export) whose Edit privilege the caller holds;
\`columns\` are the headers an import stores, named as the export names them (alias, else key; custom columns
included), in the export's order: the header row of an empty template file. \`views\` are the list views whose
screens offer the import (the table's own, and an order type's header list for its lines' table).`,
        response: {
          200: Type.Object({
            tables: Type.Array(
              Type.Object({
                table: Type.String(),
                columns: Type.Array(Type.String()),
                views: Type.Array(Type.String(), {
                  description: "the views whose screens offer this import (the table, an order type's list)",
                }),
              }),
            ),
          }),
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const tables = IMPORT_TABLES.filter((table) =>
        hasPrivilege(user.privileges, importTarget(table).privilege),
      );
      return {
        tables: await Promise.all(
          tables.map(async (table) => ({
            table,
            columns: await templateHeaders(app.store, table),
            views: screensOf(table),
          })),
        ),
      };
    },
  );

  app.post(
    '/api/import/:table',
    {
      config: {
        // The table's privilege is checked in the handler; the file's limit answers 413 there too.
        errors: [
          'User.NotPrivileged',
          'Import.NoFile',
          'Import.InvalidRows',
          'Request.TooLarge',
          ...READ_ERRORS,
          ...SHEET_ERRORS,
        ],
      },
      schema: {
        tags: ['Import'],
        summary: 'Import a CSV or XLSX file into a table',
        description: `Multipart upload (\`multipart/form-data\`) of one file field, \`.csv\` (UTF-8, comma separated) or
\`.xlsx\` (every sheet; an export continued on further sheets imports whole). \`table\` is a view name of the export
(${IMPORT_TABLES.map((t) => `\`${t}\``).join(', ')}). The header row holds the field names as the export writes them
(the alias of a custom column, else its key); columns the view only shows (ids, names of referenced records,
counts) are read and skipped, and an unknown header is \`400 Import.UnknownColumn\` naming it. Order tables take
one row per line, grouped into orders by their number (header fields from the order's first row);
\`bill_of_materials\` takes one row per component (BOM Number, Item Number, BOM Status, BOM Lead Time Days, BOM Minimum
Quantity, BOM Order Multiple, Component Item Number,
Component Quantity, Component Unit). Every row is checked by the create endpoint's own rules (its body schema,
then the service) and the whole file is written in one transaction, with audit records and events. When any row
fails nothing is stored (\`400 Import.InvalidRows\` listing each bad row's line, field and Code), unless
\`skip_invalid=true\`, which stores the other rows (an order or BOM with a bad row is skipped whole) and answers
200 with the bad rows. \`dry_run=true\` checks everything and stores nothing. The privilege is the table's Edit.
Other errors: no file \`400 Import.NoFile\`; not .csv or .xlsx \`400 Import.UnsupportedFile\`; unreadable
\`400 Import.UnreadableFile\`; larger than 256 MB \`413 Request.TooLarge\`; unknown table \`400 Import.UnknownTable\`.`,
        consumes: ['multipart/form-data'],
        params: Type.Object({ table: Type.String() }),
        querystring: Type.Object({
          skip_invalid: Type.Optional(Type.Boolean({ default: false })),
          dry_run: Type.Optional(Type.Boolean({ default: false })),
        }),
        response: {
          200: ImportAnswer,
          400: ImportRefused,
          403: ErrorBody,
          // The file limit here is the import's own (256 MB), not BODY_LIMIT_MB.
          413: { ...ErrorBody, description: 'Request.TooLarge: the file is larger than 256 MB' },
          415: {
            ...ErrorBody,
            description: 'Request.UnsupportedMediaType: the body is neither multipart/form-data nor JSON',
          },
        },
      },
    },
    async (request, reply) => {
      const { table } = request.params;
      const target = importTarget(table);
      const user = currentUser(request);
      if (!hasPrivilege(user.privileges, target.privilege))
        throw notPrivileged(
          `Importing into ${table} needs ${target.privilege.type} / ${target.privilege.access}`,
        );
      if (!request.isMultipart())
        throw badRequest('Import.NoFile', 'Send the file as multipart/form-data (one file field)');
      const file = await request.file();
      if (!file) throw badRequest('Import.NoFile', 'The request carries no file');
      const kind = kindOfFile(file.filename);
      let content: Buffer;
      try {
        content = await file.toBuffer();
      } catch (error) {
        if (error instanceof app.multipartErrors.RequestFileTooLargeError)
          return reply
            .code(413)
            .send({ Message: 'The file is larger than 256 MB', Code: 'Request.TooLarge' });
        throw error;
      }
      const sheet = await readSheet(kind, content);
      const report = await importSheet(app.store, table, sheet, {
        skipInvalid: request.query.skip_invalid ?? false,
        dryRun: request.query.dry_run ?? false,
        actor: actorOf(user),
      });
      if (report.errors.length > 0 && !(request.query.skip_invalid ?? false))
        return reply.code(400).send({
          Message: `${report.errors.length} of ${report.rows} rows are invalid; nothing was stored`,
          Code: 'Import.InvalidRows',
          ...report,
        });
      return report;
    },
  );
};
