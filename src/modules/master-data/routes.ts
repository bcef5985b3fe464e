import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { currentActor } from '../../core/auth/plugin.js';
import { edit, view } from '../../core/auth/privileges.js';
import type { ErrorCode } from '../../core/errors.js';
import { ifMatchOf } from '../../core/http/if-match.js';
import { CUSTOM_VALUE_ERRORS } from '../../core/http/operation-errors.js';
import { registerResource } from '../../core/http/resource-routes.js';
import { DeletedMessage, ErrorBody, errorResponses, IdParams } from '../../core/http/schemas.js';
import { listAnswer } from '../../core/list/rows.js';
import { createRecord, deleteRecord, getRecord, type StoredRecord, updateRecord } from './crud.js';
import { externalItemMaster, MASTERS, type MasterDef, unitMaster } from './definitions.js';
import { etagOf } from './etag.js';
import { externalItemDetails } from './external-items.js';
import { createBodyOf, ExternalItemDetails, recordOf, updateBodyOf } from './schemas.js';
import { MASTER_VIEWS } from './views.js';

/** The codes a create (or update) of a master can answer, from its definition. */
function writeErrors(def: MasterDef, update: boolean): ErrorCode[] {
  const refs = def.columns.flatMap((c) =>
    c.kind === 'ref' ? [`${c.entity}.NotFound` as const] : c.unit ? (['UnitMaster.NotFound'] as const) : [],
  );
  return [
    ...refs,
    'Request.UnknownField',
    'Request.InvalidReference',
    ...(def.custom ? CUSTOM_VALUE_ERRORS : []),
    `${def.entity}.AlreadyExists`,
    ...(def.checkErrors ?? []),
    ...(update ? [`${def.entity}.NotFound` as const] : []),
    ...(update && def.versioned ? [`${def.entity}.Conflict` as const] : []),
    // A unit other records name is not renamed (crud.ts, rules.ts).
    ...(update && def === unitMaster ? (['UnitMaster.StillInUse'] as const) : []),
  ];
}

/** The list, get, create, update and delete routes of every master, from their definitions. */
export const masterDataRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const def of MASTERS) {
    const masterView = MASTER_VIEWS.get(def);
    if (!masterView) throw new Error(`no view for ${def.entity}`);
    const RecordSchema = recordOf(def);
    const tags = [def.label.replace(/^./, (c) => c.toUpperCase())];
    const answer = (stored: StoredRecord, reply: FastifyReply) => {
      if (stored.version !== null) reply.header('etag', etagOf(stored.version));
      return stored.record;
    };
    const context = (request: FastifyRequest) => ({
      actor: currentActor(request),
      ifMatch: ifMatchOf(request.headers),
    });
    const label = def.label.toLowerCase();

    registerResource(app, {
      path: def.path,
      tags,
      read: view(def.privilege),
      write: edit(def.privilege),
      params: IdParams,
      record: RecordSchema,
      errorBodies: errorResponses(400, 401, 403),
      operations: {
        list: {
          summary: `List ${label} records (filters, search, sort, paging)`,
          answer: (request) => listAnswer(app.store, masterView, request.query, undefined),
        },
        get: {
          summary: `One ${label} record${def.versioned ? ' (with its ETag)' : ''}`,
          errors: [`${def.entity}.NotFound`],
          answer: async (request, reply) => answer(await getRecord(app.store, def, request.params.id), reply),
        },
        create: {
          summary: `Create a ${label} record; answers the stored record`,
          valueEntity: def.entity,
          errors: writeErrors(def, false),
          body: createBodyOf(def),
          answer: async (request, reply) => {
            const body = request.body as Record<string, unknown>;
            return answer(await createRecord(app.store, def, body, { actor: currentActor(request) }), reply);
          },
        },
        update: {
          summary: `Change the fields the body names; answers the stored record${
            def.versioned ? '. With If-Match, a stale ETag is refused with 412' : ''
          }`,
          valueEntity: def.entity,
          errors: writeErrors(def, true),
          moreErrors: { 412: ErrorBody },
          body: updateBodyOf(def),
          answer: async (request, reply) => {
            const body = request.body as Record<string, unknown>;
            return answer(
              await updateRecord(app.store, def, request.params.id, body, context(request)),
              reply,
            );
          },
        },
        delete: {
          summary: `Delete a ${label} record; ${def.entity}.StillInUse while others refer to it`,
          errors: [
            `${def.entity}.NotFound`,
            `${def.entity}.StillInUse`,
            ...(def.versioned ? [`${def.entity}.Conflict` as const] : []),
          ],
          moreErrors: { 412: ErrorBody },
          response: DeletedMessage,
          answer: async (request) => {
            await deleteRecord(app.store, def, request.params.id, context(request));
            return { message: `${def.label} #${request.params.id} deleted` };
          },
        },
      },
    });
  }

  app.get(
    '/api/external-item-master-details/:id',
    {
      // The mapping is read as its master reads it (getRecord).
      config: { privilege: view('External Item Master'), errors: [`${externalItemMaster.entity}.NotFound`] },
      schema: {
        tags: ['External item'],
        summary: 'An external item mapping with its linked item and the metadata the external system sent',
        params: IdParams,
        response: { 200: ExternalItemDetails, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => externalItemDetails(app.store, request.params.id),
  );
};
