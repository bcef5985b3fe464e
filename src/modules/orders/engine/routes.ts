import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Static, TSchema } from 'typebox';
import { currentActor } from '../../../core/auth/plugin.js';
import { edit, view } from '../../../core/auth/privileges.js';
import type { ErrorCode } from '../../../core/errors.js';
import { registerNumberField } from '../../../core/events/outbox.js';
import { ifMatchOf } from '../../../core/http/if-match.js';
import { asEnvelope } from '../../../core/http/list-answer.js';
import { CUSTOM_VALUE_ERRORS } from '../../../core/http/operation-errors.js';
import { parseListQuery, runList } from '../../../core/list/engine.js';
import { ListEnvelopeSchema, ListQuerystring } from '../../../core/list/schemas.js';
import type { ViewDef } from '../../../core/list/view.js';
import { REFS } from './refs.js';
import {
  ByItemEnvelopeSchema,
  ErrorBody,
  IdParams,
  ItemParams,
  ItemWarehouseParams,
  lineRecordSchema,
  orderBodySchema,
  orderRecordSchema,
  WriteAnswerSchema,
} from './schemas.js';
import {
  createOrder,
  deleteOrder,
  deleteOrderLine,
  getOrder,
  getOrderLine,
  updateOrder,
  type WriteContext,
} from './service.js';
import type { OrderBody, OrderConfig } from './types.js';
import { type ItemScope, itemTags, type OrderViews } from './views.js';

const errors = { 400: ErrorBody, 412: ErrorBody };

/** The codes a create or update of this order type can answer, from its declaration (its rules, references). */
export function orderWriteErrors(cfg: OrderConfig, update: boolean): ErrorCode[] {
  const fields = [...cfg.headerFields, ...cfg.lineFields];
  return [
    'OrderList.NoItems',
    'OrderList.MultipleWarehouses',
    'OrderDetails.DuplicateRows',
    ...(cfg.dateRule ? [cfg.dateRule.code] : []),
    ...(cfg.checkHeader?.codes ?? []),
    ...(cfg.checkOrder?.codes ?? []),
    ...fields.flatMap((f) => (f.kind === 'ref' ? [`${REFS[f.ref!].entity}.NotFound` as const] : [])),
    ...cfg.lineFields.flatMap((f) => (f.minimum ? [`${cfg.lineEntity}.${f.minimum.code}` as const] : [])),
    ...CUSTOM_VALUE_ERRORS,
    `${cfg.entity}.AlreadyExists`,
    // A line id the order does not hold (on a create: any line id).
    `${cfg.lineEntity}.NotFound`,
    ...(update
      ? ([`${cfg.entity}.NotFound`, `${cfg.entity}.Conflict`, `${cfg.lineEntity}.StillInUse`] as const)
      : []),
  ];
}

/** The rules of a create or update, in the order they are checked, for the OpenAPI description. */
function validationDescription(cfg: OrderConfig, update: boolean): string {
  const refs = [...cfg.headerFields, ...cfg.lineFields]
    .filter((f) => f.kind === 'ref')
    .map(
      (f) =>
        `${REFS[f.ref!].entity}.NotFound (${f.key}${f.ref === 'bom' ? "; empty means the item's Active BOM" : ''})`,
    );
  const steps = [
    'OrderList.NoItems (details missing or empty)',
    'OrderList.MultipleWarehouses',
    `OrderDetails.DuplicateRows (repeated ${cfg.duplicateKey.join(' + ')})`,
    ...(cfg.dateRule ? [`${cfg.dateRule.code} (${cfg.dateRule.chain.join(' ≤ ')})`] : []),
    ...refs,
    ...(cfg.checkOrder ? [cfg.checkOrder.description] : []),
  ];
  const minimums = cfg.lineFields
    .filter((f) => f.minimum)
    .map(
      (f) =>
        `${cfg.lineEntity}.${f.minimum!.code} (${f.key} ${f.minimum!.exclusive ? '>' : '≥'} ${f.minimum!.value})`,
    );
  if (minimums.length > 0) steps.push(...minimums);
  const lines = [
    `Checked in this order, each failure a 400: ${steps.map((step, i) => `${i + 1}. ${step}`).join('; ')}.`,
    `Then custom-column values (Request.UnknownField, CustomColumn.InvalidValue, CustomColumn.Required) and a unique ${cfg.numberKey} (${cfg.entity}.AlreadyExists). Malformed JSON: JSON.Invalid.`,
  ];
  if (update)
    lines.push(
      `Unknown order: ${cfg.entity}.NotFound. A line id that is not a line of this order: ${cfg.lineEntity}.NotFound. Removing a line other records reference: ${cfg.lineEntity}.StillInUse. If-Match with an old ETag: 412 ${cfg.entity}.Conflict.`,
    );
  const queued = update ? cfg.queued?.update : cfg.queued?.create;
  if (queued)
    lines.push(
      'While an integration run locks procurement, a valid request is queued and answered with notification_type Warning.',
    );
  return lines.join('\n\n');
}

function context(request: FastifyRequest): WriteContext {
  const ifMatch = ifMatchOf(request.headers);
  return { actor: currentActor(request), ...(ifMatch === undefined ? {} : { ifMatch }) };
}

/** The HTTP face of one configured order type: CRUD, line delete, header and line lists, by-item views. */
export function orderRoutes(cfg: OrderConfig, views: OrderViews): FastifyPluginAsyncTypebox {
  registerNumberField(cfg.entity, cfg.numberKey);
  const body = orderBodySchema(cfg);
  const OrderRecordSchema = orderRecordSchema(cfg);
  const LineRecordSchema = lineRecordSchema(cfg);
  const tags = [cfg.noun.replace(/^./, (c) => c.toUpperCase())];
  const read = { privilege: view(cfg.privilege) };
  const write = { privilege: edit(cfg.privilege) };
  const readOne = { ...read, errors: [`${cfg.entity}.NotFound`] as const };
  const readLine = { ...read, errors: [`${cfg.lineEntity}.NotFound`] as const };
  const create = { ...write, errors: orderWriteErrors(cfg, false) };
  const update = { ...write, errors: orderWriteErrors(cfg, true) };
  const remove = {
    ...write,
    // A record referencing the order or one of its lines refuses the delete (deleteUnlessReferenced).
    errors: [`${cfg.entity}.NotFound`, `${cfg.entity}.Conflict`, `${cfg.entity}.StillInUse`] as const,
  };
  const lineDelete = {
    ...(cfg.lineDeleteNeedsSessionOnly ? {} : write),
    // Busy: the line kept moving to other orders while it was being deleted (deleteOrderLine).
    errors: [
      `${cfg.lineEntity}.NotFound`,
      `${cfg.lineEntity}.StillInUse`,
      `${cfg.entity}.Conflict`,
      `${cfg.lineEntity}.Busy`,
    ] as const,
  };

  return async (app) => {
    const listRoute = (url: string, summary: string, list: ViewDef) =>
      app.get(
        url,
        {
          config: read,
          schema: {
            tags,
            summary,
            querystring: ListQuerystring,
            response: { 200: ListEnvelopeSchema, 400: ErrorBody },
          },
        },
        async (request) =>
          asEnvelope(await runList(app.store, list, parseListQuery(request.query), undefined)),
      );
    /** GET of one order or line by id: the record, and the ETag of its order in the header. */
    const getRoute = (
      url: string,
      config: typeof read & { errors: readonly ErrorCode[] },
      summary: string,
      response: TSchema,
      load: (id: number) => Promise<{ record: unknown; etag: string }>,
    ) =>
      app.get(
        url,
        { config, schema: { tags, summary, params: IdParams, response: { 200: response, 400: ErrorBody } } },
        async (request, reply) => {
          const { record, etag } = await load(request.params.id);
          reply.header('etag', etag);
          return record;
        },
      );
    listRoute(`/api/${cfg.path}`, `List ${cfg.noun}s (one row per order)`, views.list);
    listRoute(`/api/${cfg.path}-details`, `List ${cfg.noun} lines (one row per line)`, views.details);
    getRoute(
      `/api/${cfg.path}/:id`,
      readOne,
      `One ${cfg.noun} with its details, in the create body's field names plus id; ETag header`,
      OrderRecordSchema,
      (id) => getOrder(app.store, cfg, id),
    );
    app.post(
      `/api/${cfg.path}`,
      {
        config: create,
        schema: {
          tags,
          summary: `Create a ${cfg.noun}`,
          description: validationDescription(cfg, false),
          body,
          response: { 200: WriteAnswerSchema, 400: ErrorBody },
        },
      },
      async (request) => createOrder(app.store, cfg, request.body as OrderBody, context(request)),
    );
    app.put(
      `/api/${cfg.path}/:id`,
      {
        config: update,
        schema: {
          tags,
          summary: `Update a ${cfg.noun}, replacing its lines (keep a line by sending its id; If-Match honoured)`,
          description: validationDescription(cfg, true),
          params: IdParams,
          body,
          response: { 200: WriteAnswerSchema, ...errors },
        },
      },
      async (request) =>
        updateOrder(app.store, cfg, request.params.id, request.body as OrderBody, context(request)),
    );
    app.delete(
      `/api/${cfg.path}/:id`,
      {
        config: remove,
        schema: {
          tags,
          summary: `Delete a ${cfg.noun} with its lines (If-Match honoured)`,
          params: IdParams,
          response: { 200: WriteAnswerSchema, ...errors },
        },
      },
      async (request) => deleteOrder(app.store, cfg, request.params.id, context(request)),
    );
    getRoute(
      `/api/${cfg.path}-details/:id`,
      readLine,
      `One ${cfg.noun} line with the id of its order; ETag of its order`,
      LineRecordSchema,
      (id) => getOrderLine(app.store, cfg, id),
    );
    app.delete(
      `/api/${cfg.path}-details/:id`,
      {
        // The specification asks only for a session on the purchase-order line delete.
        config: lineDelete,
        schema: {
          tags,
          summary: `Delete one ${cfg.noun} line; the last line deletes its ${cfg.noun} too`,
          description: `If-Match, when sent, is compared with the ETag of the line's ${cfg.noun} (412 ${cfg.entity}.Conflict).`,
          params: IdParams,
          response: { 200: WriteAnswerSchema, ...errors },
        },
      },
      async (request) => deleteOrderLine(app.store, cfg, request.params.id, context(request)),
    );
    const byItem = async (scope: ItemScope, query: Parameters<typeof parseListQuery>[0]) => {
      const list = parseListQuery(query);
      const tags = await itemTags(app.store.db, cfg, scope);
      // Unfiltered, the status tags count every line of the scope: the page's total without counting again.
      const unfiltered =
        Object.keys(list.filters).length === 0 &&
        !list.search &&
        cfg.lineFields.some((f) => f.key === cfg.lineStatusKey);
      const total = unfiltered ? Object.values(tags).reduce((sum, n) => sum + n, 0) : undefined;
      const envelope = await runList(app.store, views.item, list, scope, total);
      return { data: envelope.data, tags, extra: envelope.extra } as Static<typeof ByItemEnvelopeSchema>;
    };
    app.get(
      `/api/${cfg.path}-item/:item_id`,
      {
        config: read,
        schema: {
          tags,
          summary: `${cfg.noun} lines of one item, all warehouses`,
          params: ItemParams,
          querystring: ListQuerystring,
          response: { 200: ByItemEnvelopeSchema, 400: ErrorBody },
        },
      },
      async (request) => byItem({ item_id: request.params.item_id }, request.query),
    );
    app.get(
      `/api/${cfg.path}-item/:item_id/:warehouse_id`,
      {
        config: read,
        schema: {
          tags,
          summary: `${cfg.noun} lines of one item in one warehouse (internal warehouse id)`,
          params: ItemWarehouseParams,
          querystring: ListQuerystring,
          response: { 200: ByItemEnvelopeSchema, 400: ErrorBody },
        },
      },
      async (request) =>
        byItem({ item_id: request.params.item_id, warehouse_id: request.params.warehouse_id }, request.query),
    );
  };
}
