import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { actorOf } from '../../core/auth/actor.js';
import { currentUser } from '../../core/auth/plugin.js';
import { edit, view } from '../../core/auth/privileges.js';
import type { ErrorCode } from '../../core/errors.js';
import { ifMatchOf } from '../../core/http/if-match.js';
import { asEnvelope } from '../../core/http/list-answer.js';
import { CUSTOM_VALUE_ERRORS } from '../../core/http/operation-errors.js';
import { parseListQuery, runList } from '../../core/list/engine.js';
import { ListEnvelopeSchema, ListQuerystring } from '../../core/list/schemas.js';
import { createRecord, deleteRecord, getRecord, type StoredRecord, updateRecord } from './crud.js';
import { externalItemMaster, MASTERS, type MasterDef, unitMaster } from './definitions.js';
import { etagOf } from './etag.js';
import { externalItemDetails } from './external-items.js';
import {
  createBodyOf,
  DeletedAnswer,
  ErrorBody,
  ExternalItemDetails,
  IdParams,
  recordOf,
  updateBodyOf,
} from './schemas.js';
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
    const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };
    const answer = (stored: StoredRecord, headers: (name: string, value: string) => unknown) => {
      if (stored.version !== null) headers('etag', etagOf(stored.version));
      return stored.record;
    };

    app.get(
      def.path,
      {
        config: { privilege: view(def.privilege) },
        schema: {
          tags,
          summary: `List ${def.label.toLowerCase()} records (filters, search, sort, paging)`,
          querystring: ListQuerystring,
          response: { 200: ListEnvelopeSchema, ...errors },
        },
      },
      async (request) =>
        asEnvelope(await runList(app.store, masterView, parseListQuery(request.query), undefined)),
    );

    app.get(
      `${def.path}/:id`,
      {
        config: { privilege: view(def.privilege), errors: [`${def.entity}.NotFound`] },
        schema: {
          tags,
          summary: `One ${def.label.toLowerCase()} record${def.versioned ? ' (with its ETag)' : ''}`,
          params: IdParams,
          response: { 200: RecordSchema, ...errors },
        },
      },
      async (request, reply) =>
        answer(await getRecord(app.store, def, request.params.id), (n, v) => reply.header(n, v)),
    );

    app.post(
      def.path,
      {
        config: {
          privilege: edit(def.privilege),
          valueEntity: def.entity,
          errors: writeErrors(def, false),
        },
        schema: {
          tags,
          summary: `Create a ${def.label.toLowerCase()} record; answers the stored record`,
          body: createBodyOf(def),
          response: { 200: RecordSchema, ...errors },
        },
      },
      async (request, reply) => {
        const stored = await createRecord(app.store, def, request.body as Record<string, unknown>, {
          actor: actorOf(currentUser(request)),
        });
        return answer(stored, (n, v) => reply.header(n, v));
      },
    );

    app.put(
      `${def.path}/:id`,
      {
        config: { privilege: edit(def.privilege), valueEntity: def.entity, errors: writeErrors(def, true) },
        schema: {
          tags,
          summary: `Change the fields the body names; answers the stored record${
            def.versioned ? '. With If-Match, a stale ETag is refused with 412' : ''
          }`,
          params: IdParams,
          body: updateBodyOf(def),
          response: { 200: RecordSchema, 412: ErrorBody, ...errors },
        },
      },
      async (request, reply) => {
        const stored = await updateRecord(
          app.store,
          def,
          request.params.id,
          request.body as Record<string, unknown>,
          { actor: actorOf(currentUser(request)), ifMatch: ifMatchOf(request.headers) },
        );
        return answer(stored, (n, v) => reply.header(n, v));
      },
    );

    app.delete(
      `${def.path}/:id`,
      {
        config: {
          privilege: edit(def.privilege),
          errors: [
            `${def.entity}.NotFound`,
            `${def.entity}.StillInUse`,
            ...(def.versioned ? [`${def.entity}.Conflict` as const] : []),
          ],
        },
        schema: {
          tags,
          summary: `Delete a ${def.label.toLowerCase()} record; ${def.entity}.StillInUse while others refer to it`,
          params: IdParams,
          response: { 200: DeletedAnswer, 412: ErrorBody, ...errors },
        },
      },
      async (request) => {
        await deleteRecord(app.store, def, request.params.id, {
          actor: actorOf(currentUser(request)),
          ifMatch: ifMatchOf(request.headers),
        });
        return { message: `${def.label} #${request.params.id} deleted` };
      },
    );
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
