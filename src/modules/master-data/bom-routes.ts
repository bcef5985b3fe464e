import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { currentActor } from '../../core/auth/plugin.js';
import { edit, view } from '../../core/auth/privileges.js';
import { ifMatchOf } from '../../core/http/if-match.js';
import { registerResource } from '../../core/http/resource-routes.js';
import { DeletedMessage, ErrorBody, errorResponses, IdParams } from '../../core/http/schemas.js';
import { listAnswer } from '../../core/list/rows.js';
import { bomView, createBom, deleteBom, getBom, type StoredBom, updateBom } from './bom.js';
import { BOM_ERRORS } from './bom-errors.js';
import { etagOf } from './etag.js';
import { BomCreateBody, BomRecordSchema, BomUpdateBody } from './schemas.js';

/** The stored BOM, its version as the ETag header. */
const answer = (stored: StoredBom, reply: FastifyReply) => {
  reply.header('etag', etagOf(stored.version));
  return stored.record;
};

export const bomRoutes: FastifyPluginAsyncTypebox = async (app) =>
  registerResource(app, {
    path: '/api/bill-of-materials',
    tags: ['Bill of materials'],
    read: view('Bill of Materials'),
    write: edit('Bill of Materials'),
    params: IdParams,
    record: BomRecordSchema,
    errorBodies: errorResponses(400, 401, 403),
    operations: {
      list: {
        summary: 'List BOMs, one row per BOM (filters, search, sort, paging)',
        answer: (request) => listAnswer(app.store, bomView, request.query, undefined),
      },
      get: {
        summary: 'One BOM with its component lines and its ETag',
        errors: BOM_ERRORS.get,
        answer: async (request, reply) => answer(await getBom(app.store, request.params.id), reply),
      },
      create: {
        summary:
          'Create a BOM. Item and components must exist; no component twice, none the BOM’s own item, quantities ' +
          'positive, no cycle in the multi-level structure (BillOfMaterials.Cycle), one Active BOM per item ' +
          '(BillOfMaterials.ActiveExists). Answers the stored BOM',
        errors: BOM_ERRORS.create,
        body: BomCreateBody,
        answer: async (request, reply) =>
          answer(await createBom(app.store, request.body, { actor: currentActor(request) }), reply),
      },
      update: {
        summary:
          'Change a BOM: the fields sent change; `details`, when sent, keeps the lines whose id it names (updated ' +
          'with the values sent), adds the lines without id and drops the rest. A stale If-Match is refused with 412',
        errors: BOM_ERRORS.update,
        moreErrors: { 412: ErrorBody },
        body: BomUpdateBody,
        answer: async (request, reply) =>
          answer(
            await updateBom(app.store, request.params.id, request.body, {
              actor: currentActor(request),
              ifMatch: ifMatchOf(request.headers),
            }),
            reply,
          ),
      },
      delete: {
        summary: 'Delete a BOM; BillOfMaterials.StillInUse once manufacturing orders reference it',
        errors: BOM_ERRORS.delete,
        moreErrors: { 412: ErrorBody },
        response: DeletedMessage,
        answer: async (request) => {
          await deleteBom(app.store, request.params.id, {
            actor: currentActor(request),
            ifMatch: ifMatchOf(request.headers),
          });
          return { message: `BOM #${request.params.id} deleted` };
        },
      },
    },
  });
