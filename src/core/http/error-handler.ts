import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, type EntityWith, type ErrorCode } from '../errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Code prefix of the entity a route writes. A body number outside its schema's range (minimum, maximum) is then
     * `400 <valueEntity>.InvalidValue` (contract part 4: prices, weights, stock quantities at least 0).
     */
    valueEntity?: EntityWith<'InvalidValue'>;
  }
}

const RANGE_KEYWORDS = new Set(['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum']);

interface ValidationItem {
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
  keyword?: string;
}

/** Names the field at fault, e.g. `body/details/0/Item Number must be string`. */
function describeValidation(error: FastifyError): string {
  const first = (error.validation?.[0] ?? {}) as ValidationItem;
  const where = `${error.validationContext ?? 'body'}${first.instancePath ?? ''}`;
  const params = first.params ?? {};
  if (first.keyword === 'required')
    return `${where} must have required property '${String(params.missingProperty)}'`;
  if (first.keyword === 'additionalProperties')
    return `${where} has unknown property '${String(params.additionalProperty)}'`;
  return `${where} ${first.message ?? 'is invalid'}`;
}

function translate(error: FastifyError, request: FastifyRequest): AppError | undefined {
  if (error instanceof AppError) return error;
  // A value the database cannot hold (an id past its integer range, a NUL character, …) comes from the client.
  if (request.server.store?.dialect.isInvalidValue(error))
    return new AppError(400, 'Request.Invalid', 'A value in the request is out of range or not valid');
  if (error.validation) {
    // A missing or non-object body is a JSON problem, not a field problem.
    const first = error.validation[0] as ValidationItem | undefined;
    if (error.validationContext === 'body' && !first?.instancePath && first?.keyword === 'type')
      return new AppError(400, 'JSON.Invalid', 'Request body must be a JSON object');
    const entity = request.routeOptions.config?.valueEntity;
    if (entity && error.validationContext === 'body' && RANGE_KEYWORDS.has(first?.keyword ?? ''))
      return new AppError(400, `${entity}.InvalidValue`, describeValidation(error));
    return new AppError(400, 'Request.Invalid', describeValidation(error));
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new AppError(400, 'JSON.Invalid', 'Request body is not valid JSON');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError(
        415,
        'Request.UnsupportedMediaType',
        `Content-Type ${request.headers['content-type'] ?? '(none)'} is not supported; send application/json`,
      );
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError(
        413,
        'Request.TooLarge',
        `Request body is larger than ${request.server.config?.bodyLimitMb ?? 1} MB (BODY_LIMIT_MB)`,
      );
  }
  // secure-json-parse refuses __proto__ and constructor.prototype keys.
  if (error instanceof SyntaxError || /prototype property/i.test(error.message))
    return new AppError(400, 'JSON.Invalid', 'Request body is not valid JSON');
  return undefined;
}

/** How long, at most, the rest of a refused body is read after its 413 (contract part 7). */
const DRAIN_MS = 5000;

/**
 * Contract part 7: the 413 must reach a client that is still sending its body. Closing the socket at once (what
 * Fastify asks for with `Connection: close`) resets it under the client's write, and the client may see EPIPE
 * instead of the answer. So the answer keeps the connection, and the rest of the body is read and discarded, up
 * to BODY_LIMIT_MB × 4 or for 5 s; only a client that sends more or longer loses its connection.
 */
function drainRefusedBody(request: FastifyRequest, reply: FastifyReply): void {
  reply.removeHeader('connection');
  const raw = request.raw;
  if (raw.complete) return;
  const allowance = (request.server.config?.bodyLimitMb ?? 1) * 4 * 1024 * 1024;
  let discarded = 0;
  const cutOff = () => {
    raw.removeListener('data', discard);
    raw.socket?.destroy();
  };
  const timer = setTimeout(cutOff, DRAIN_MS).unref();
  const discard = (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > allowance) {
      clearTimeout(timer);
      cutOff();
    }
  };
  raw.on('data', discard);
  raw.once('end', () => clearTimeout(timer));
  raw.once('close', () => clearTimeout(timer));
  raw.resume();
}

/**
 * Answers whose code the route's OpenAPI description does not list in `x-error-codes` (`METHOD url Code`): the
 * tests check it stays empty (test/helpers/app.ts), so a route answering a code it does not declare is found.
 */
export const undeclaredAnswers = new Set<string>();

function noteUndeclared(request: FastifyRequest, code: ErrorCode): void {
  const schema = request.routeOptions.schema as { 'x-error-codes'?: readonly string[] } | undefined;
  const listed = schema?.['x-error-codes'];
  if (listed && !listed.includes(code))
    undeclaredAnswers.add(`${request.method} ${request.routeOptions.url} ${code}`);
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const known = translate(error, request);
    if (known) {
      noteUndeclared(request, known.code);
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') drainRefusedBody(request, reply);
      if (known.status >= 500) request.log.error({ err: error }, known.message);
      return reply
        .code(known.status)
        .headers(known.headers)
        .send({ Message: known.message, Code: known.code });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send({ Message: 'Internal server error', Code: 'Server.Error' });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({
      Message: `Route ${request.method} ${request.url.split('?')[0]} not found`,
      Code: 'Route.NotFound',
    }),
  );
}
