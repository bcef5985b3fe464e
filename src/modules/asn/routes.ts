import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type Static, Type } from 'typebox';
import { actorOf } from '../../core/auth/actor.js';
import { currentUser } from '../../core/auth/plugin.js';
import { edit, view } from '../../core/auth/privileges.js';
import { errorResponses } from '../../core/http/schemas.js';
import { listAnswer } from '../../core/list/rows.js';
import { ListEnvelopeSchema, ListQuerystring } from '../../core/list/schemas.js';
import { AsnRecord, CreateAsnBody, IdParams, UpdateAsnBody } from './schemas.js';
import { ASN_ERRORS, createAsn, deleteAsn, getAsn, updateAsn } from './service.js';
import { asnListView } from './views.js';

const tags = ['ASN'];
const errors = errorResponses(400, 401, 403, 422);
type Answer = Static<typeof AsnRecord>;

/**
 * Advance shipping notices (view asn_list, privilege Procurement). An ASN references a PO line; the database
 * refuses to delete a line (or its PO) an ASN still references.
 */
export const asnRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/asn',
    {
      config: { privilege: view('Procurement') },
      schema: {
        tags,
        summary: 'List ASNs (view asn_list)',
        querystring: ListQuerystring,
        response: { 200: ListEnvelopeSchema, ...errors },
      },
    },
    async (request) => listAnswer(app.store, asnListView, request.query, undefined),
  );

  app.get(
    '/api/asn/:id',
    {
      config: { privilege: view('Procurement'), errors: ASN_ERRORS.get },
      schema: { tags, summary: 'One ASN', params: IdParams, response: { 200: AsnRecord, ...errors } },
    },
    async (request) => (await getAsn(app.store, request.params.id)) as Answer,
  );

  app.post(
    '/api/asn',
    {
      config: { privilege: edit('Procurement'), errors: ASN_ERRORS.create },
      schema: {
        tags,
        summary: 'Create an ASN',
        description:
          'ASN Number is unique (400 ASN.AlreadyExists); an unknown PO Details Id is 400 PurchaseOrderDetails.NotFound; ' +
          'ASN ETA Date before ASN Ship Date is 400 ASN.EtaBeforeShip; ASN Quantity must be above 0.',
        body: CreateAsnBody,
        response: { 200: AsnRecord, ...errors },
      },
    },
    async (request) => (await createAsn(app.store, request.body, actorOf(currentUser(request)))) as Answer,
  );

  app.put(
    '/api/asn/:id',
    {
      config: { privilege: edit('Procurement'), errors: ASN_ERRORS.update },
      schema: {
        tags,
        summary: 'Update an ASN (partial body)',
        params: IdParams,
        body: UpdateAsnBody,
        response: { 200: AsnRecord, ...errors },
      },
    },
    async (request) =>
      (await updateAsn(app.store, request.params.id, request.body, actorOf(currentUser(request)))) as Answer,
  );

  app.delete(
    '/api/asn/:id',
    {
      config: { privilege: edit('Procurement'), errors: ASN_ERRORS.delete },
      schema: {
        tags,
        summary: 'Delete an ASN',
        params: IdParams,
        response: { 200: Type.Object({ message: Type.String() }), ...errors },
      },
    },
    async (request) => {
      await deleteAsn(app.store, request.params.id, actorOf(currentUser(request)));
      return { message: `ASN #${request.params.id} deleted` };
    },
  );
};
