import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static } from 'typebox';
import { currentActor } from '../../core/auth/plugin.js';
import { edit, view } from '../../core/auth/privileges.js';
import { registerResource } from '../../core/http/resource-routes.js';
import { DeletedMessage, errorResponses, IdParams } from '../../core/http/schemas.js';
import { listAnswer } from '../../core/list/rows.js';
import { AsnRecord, CreateAsnBody, UpdateAsnBody } from './schemas.js';
import { ASN_ERRORS, createAsn, deleteAsn, getAsn, updateAsn } from './service.js';
import { asnListView } from './views.js';

type Answer = Static<typeof AsnRecord>;

/**
 * Advance shipping notices (view asn_list, privilege Procurement). An ASN references a PO line; the database
 * refuses to delete a line (or its PO) an ASN still references.
 */
export const asnRoutes: FastifyPluginAsyncTypebox = async (app) =>
  registerResource(app, {
    path: '/api/asn',
    tags: ['ASN'],
    read: view('Procurement'),
    write: edit('Procurement'),
    params: IdParams,
    record: AsnRecord,
    errorBodies: errorResponses(400, 401, 403, 422),
    operations: {
      list: {
        summary: 'List ASNs (view asn_list)',
        answer: (request) => listAnswer(app.store, asnListView, request.query, undefined),
      },
      get: {
        summary: 'One ASN',
        errors: ASN_ERRORS.get,
        answer: async (request) => (await getAsn(app.store, request.params.id)) as Answer,
      },
      create: {
        summary: 'Create an ASN',
        description:
          'ASN Number is unique (400 ASN.AlreadyExists); an unknown PO Details Id is 400 PurchaseOrderDetails.NotFound; ' +
          'ASN ETA Date before ASN Ship Date is 400 ASN.EtaBeforeShip; ASN Quantity must be above 0.',
        errors: ASN_ERRORS.create,
        body: CreateAsnBody,
        answer: async (request) =>
          (await createAsn(app.store, request.body, currentActor(request))) as Answer,
      },
      update: {
        summary: 'Update an ASN (partial body)',
        errors: ASN_ERRORS.update,
        body: UpdateAsnBody,
        answer: async (request) =>
          (await updateAsn(app.store, request.params.id, request.body, currentActor(request))) as Answer,
      },
      delete: {
        summary: 'Delete an ASN',
        errors: ASN_ERRORS.delete,
        response: DeletedMessage,
        answer: async (request) => {
          await deleteAsn(app.store, request.params.id, currentActor(request));
          return { message: `ASN #${request.params.id} deleted` };
        },
      },
    },
  });
