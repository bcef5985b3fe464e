import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { actorOf } from '../../core/auth/actor.js';
import { currentUser } from '../../core/auth/plugin.js';
import { edit, view } from '../../core/auth/privileges.js';
import { ifMatchOf } from '../../core/http/if-match.js';
import { asEnvelope } from '../../core/http/list-answer.js';
import { parseListQuery, runList } from '../../core/list/engine.js';
import { ListEnvelopeSchema, ListQuerystring } from '../../core/list/schemas.js';
import { bomView, createBom, deleteBom, getBom, type StoredBom, updateBom } from './bom.js';
import { BOM_ERRORS } from './bom-errors.js';
import { etagOf } from './etag.js';
import {
  BomCreateBody,
  BomRecordSchema,
  BomUpdateBody,
  DeletedAnswer,
  ErrorBody,
  IdParams,
} from './schemas.js';

const PATH = '/api/bill-of-materials';
const tags = ['Bill of materials'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };

export const bomRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const answer = (stored: StoredBom, header: (name: string, value: string) => unknown) => {
    header('etag', etagOf(stored.version));
    return stored.record;
  };

  app.get(
    PATH,
    {
      config: { privilege: view('Bill of Materials') },
      schema: {
        tags,
        summary: 'List BOMs, one row per BOM (filters, search, sort, paging)',
        querystring: ListQuerystring,
        response: { 200: ListEnvelopeSchema, ...errors },
      },
    },
    async (request) =>
      asEnvelope(await runList(app.store, bomView, parseListQuery(request.query), undefined)),
  );

  app.get(
    `${PATH}/:id`,
    {
      config: { privilege: view('Bill of Materials'), errors: BOM_ERRORS.get },
      schema: {
        tags,
        summary: 'One BOM with its component lines and its ETag',
        params: IdParams,
        response: { 200: BomRecordSchema, ...errors },
      },
    },
    async (request, reply) =>
      answer(await getBom(app.store, request.params.id), (n, v) => reply.header(n, v)),
  );

  app.post(
    PATH,
    {
      config: { privilege: edit('Bill of Materials'), errors: BOM_ERRORS.create },
      schema: {
        tags,
        summary:
          'Create a BOM. Item and components must exist; no component twice, none the BOM’s own item, quantities ' +
          'positive, no cycle in the multi-level structure (BillOfMaterials.Cycle), one Active BOM per item ' +
          '(BillOfMaterials.ActiveExists). Answers the stored BOM',
        body: BomCreateBody,
        response: { 200: BomRecordSchema, ...errors },
      },
    },
    async (request, reply) =>
      answer(await createBom(app.store, request.body, { actor: actorOf(currentUser(request)) }), (n, v) =>
        reply.header(n, v),
      ),
  );

  app.put(
    `${PATH}/:id`,
    {
      config: { privilege: edit('Bill of Materials'), errors: BOM_ERRORS.update },
      schema: {
        tags,
        summary:
          'Change a BOM: the fields sent change; `details`, when sent, keeps the lines whose id it names (updated ' +
          'with the values sent), adds the lines without id and drops the rest. A stale If-Match is refused with 412',
        params: IdParams,
        body: BomUpdateBody,
        response: { 200: BomRecordSchema, 412: ErrorBody, ...errors },
      },
    },
    async (request, reply) =>
      answer(
        await updateBom(app.store, request.params.id, request.body, {
          actor: actorOf(currentUser(request)),
          ifMatch: ifMatchOf(request.headers),
        }),
        (n, v) => reply.header(n, v),
      ),
  );

  app.delete(
    `${PATH}/:id`,
    {
      config: { privilege: edit('Bill of Materials'), errors: BOM_ERRORS.delete },
      schema: {
        tags,
        summary: 'Delete a BOM; BillOfMaterials.StillInUse once manufacturing orders reference it',
        params: IdParams,
        response: { 200: DeletedAnswer, 412: ErrorBody, ...errors },
      },
    },
    async (request) => {
      await deleteBom(app.store, request.params.id, {
        actor: actorOf(currentUser(request)),
        ifMatch: ifMatchOf(request.headers),
      });
      return { message: `BOM #${request.params.id} deleted` };
    },
  );
};
