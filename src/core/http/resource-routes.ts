/**
 * The routes of a resource from one declaration: its collection path, tags, privileges, id parameters, record
 * schema and error bodies, and per operation (list, get, create, update, delete) the summary, description, the
 * codes its own rules answer (`config.errors`, see operation-errors.ts) and the function answering it. The route
 * options come out as a hand-written route's would (same schema keys, same order), so the OpenAPI description
 * does not tell them apart.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { Static, TSchema } from 'typebox';
import type { Privilege } from '../auth/privileges.js';
import type { EntityWith, ErrorCode } from '../errors.js';
import type { RawListParams } from '../list/engine.js';
import { ListEnvelopeSchema, ListQuerystring } from '../list/schemas.js';

/** A request of one operation, typed by the resource's schemas (checked by them before the answer runs). */
export type OperationRequest<Params = unknown, Body = unknown, Query = unknown> = FastifyRequest<{
  Params: Params;
  Body: Body;
  Querystring: Query;
}>;

/** What every operation says of itself. */
interface OperationText {
  summary: string;
  description?: string;
  /** The codes the operation's own rules answer, beyond those every route of its kind answers. */
  errors?: readonly ErrorCode[];
  /** Error statuses beyond the resource's own (412 of a write honouring If-Match). */
  moreErrors?: Record<number, TSchema>;
}

export interface ListOperation<Answer extends TSchema> extends OperationText {
  /** The envelope answered (default: the list envelope with integer row ids). */
  response?: Answer;
  answer: (request: OperationRequest<unknown, unknown, RawListParams>) => Promise<Static<Answer>>;
}

interface WriteText extends OperationText {
  /** A body number outside its schema's range answers `<valueEntity>.InvalidValue`. */
  valueEntity?: EntityWith<'InvalidValue'>;
}

export interface Resource<
  Params extends TSchema,
  Record extends TSchema,
  CreateBody extends TSchema,
  UpdateBody extends TSchema,
  Deleted extends TSchema,
  DeleteQuery extends TSchema,
  List extends TSchema,
  DeleteParams extends TSchema,
> {
  /** The collection's path (`/api/asn`); one record is `${path}/:<param>`. */
  path: string;
  /** The record's path parameter (default `id`). */
  param?: string;
  tags: string[];
  /** The privilege of list and get, and of create, update and delete; none: a session is enough. */
  read?: Privilege;
  write?: Privilege;
  params: Params;
  /** What get, create and update answer. */
  record: Record;
  /** The error answers every operation declares (`errorResponses(400, 401, 403)`). */
  errorBodies: { [status: number]: TSchema };
  /** Registered in the order written, which is the order of the OpenAPI description. */
  operations: {
    list?: ListOperation<List>;
    get?: OperationText & {
      answer: (request: OperationRequest<Static<Params>>, reply: FastifyReply) => Promise<Static<Record>>;
    };
    create?: WriteText & {
      body: CreateBody;
      answer: (
        request: OperationRequest<unknown, Static<CreateBody>>,
        reply: FastifyReply,
      ) => Promise<Static<Record>>;
    };
    update?: WriteText & {
      body: UpdateBody;
      answer: (
        request: OperationRequest<Static<Params>, Static<UpdateBody>>,
        reply: FastifyReply,
      ) => Promise<Static<Record>>;
    };
    delete?: OperationText & {
      /** Parameters other than the resource's (one path template shared with get and update). */
      params?: DeleteParams;
      querystring?: DeleteQuery;
      response: Deleted;
      answer: (
        request: OperationRequest<Static<DeleteParams>, unknown, Static<DeleteQuery>>,
      ) => Promise<Static<Deleted>>;
    };
  };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Answer = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** Registers the declared operations of a resource. */
export function registerResource<
  Params extends TSchema,
  Record extends TSchema,
  CreateBody extends TSchema = TSchema,
  UpdateBody extends TSchema = TSchema,
  Deleted extends TSchema = TSchema,
  DeleteQuery extends TSchema = TSchema,
  List extends TSchema = typeof ListEnvelopeSchema,
  DeleteParams extends TSchema = Params,
>(
  app: FastifyInstance,
  resource: Resource<Params, Record, CreateBody, UpdateBody, Deleted, DeleteQuery, List, DeleteParams>,
): void {
  const one = `${resource.path}/:${resource.param ?? 'id'}`;
  const route = (
    method: Method,
    url: string,
    privilege: Privilege | undefined,
    operation: OperationText & WriteText,
    parts: Pick<FastifySchema, 'params' | 'querystring' | 'body'>,
    answer: TSchema,
    handler: Answer,
  ) => {
    const { summary, description, errors, moreErrors, valueEntity } = operation;
    app.route({
      method,
      url,
      config: {
        ...(privilege ? { privilege } : {}),
        ...(valueEntity ? { valueEntity } : {}),
        ...(errors ? { errors } : {}),
      },
      schema: {
        tags: resource.tags,
        summary,
        ...(description === undefined ? {} : { description }),
        ...parts,
        response: { 200: answer, ...moreErrors, ...resource.errorBodies },
      },
      handler,
    });
  };
  // The schemas checked the request before an answer runs: its static types are theirs.
  const typed = <R>(request: FastifyRequest) => request as unknown as R;
  const { list, get, create, update, delete: remove } = resource.operations;
  const { params, record } = resource;
  for (const name of Object.keys(resource.operations) as (keyof typeof resource.operations)[]) {
    if (name === 'list' && list)
      route(
        'GET',
        resource.path,
        resource.read,
        list,
        { querystring: ListQuerystring },
        list.response ?? ListEnvelopeSchema,
        (request) => list.answer(typed(request)),
      );
    if (name === 'get' && get)
      route('GET', one, resource.read, get, { params }, record, (request, reply) =>
        get.answer(typed(request), reply),
      );
    if (name === 'create' && create)
      route('POST', resource.path, resource.write, create, { body: create.body }, record, (request, reply) =>
        create.answer(typed(request), reply),
      );
    if (name === 'update' && update)
      route('PUT', one, resource.write, update, { params, body: update.body }, record, (request, reply) =>
        update.answer(typed(request), reply),
      );
    if (name === 'delete' && remove)
      route(
        'DELETE',
        one,
        resource.write,
        remove,
        {
          params: remove.params ?? params,
          ...(remove.querystring ? { querystring: remove.querystring } : {}),
        },
        remove.response,
        (request) => remove.answer(typed(request)),
      );
  }
}
