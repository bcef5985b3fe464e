import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

// Fastify's defaults, except that unknown properties are refused rather than stripped (allErrors stays off:
// with it on, a crafted body could make validation slow).
const shared: Options = { useDefaults: true, removeAdditional: false, allErrors: false, strict: false };

/**
 * Query strings and path parameters arrive as text, so they are coerced to the schema's types. JSON bodies are
 * typed already and are not: "5" is not a number, and null is not 0, "" or false.
 */
const forParameters = addFormats.default(new Ajv({ ...shared, coerceTypes: 'array' }));
const forBodies = addFormats.default(new Ajv({ ...shared, coerceTypes: false }));

export const validatorCompiler: FastifySchemaCompiler<object> = ({ schema, httpPart }) =>
  (httpPart === 'body' ? forBodies : forParameters).compile(schema);

/** A body validator outside a route (bulk imports check each record against the route's own schema). */
export const compileBodyValidator = (schema: object) => forBodies.compile(schema);
