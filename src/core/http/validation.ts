import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import { Ajv, type ErrorObject, type Options } from 'ajv';
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

/** A body validator outside a route (bulk imports check each record against the route's own schema). */
export const compileBodyValidator = (schema: object) => forBodies.compile(schema);

type SerializerFactory = ReturnType<typeof SerializerSelector>;

const PLAIN_JSON_KEY = 'x-plain-json';
/**
 * Marks a response schema (as TypeBox options) whose answers the service builds in exactly its shape, with rows of
 * open columns (the list envelopes), to be written by JSON.stringify: fast-json-stringify writes open objects key by
 * key, which is slower for the same text (figures in bench/HISTORY.md).
 */
export const PLAIN_JSON = { [PLAIN_JSON_KEY]: true } as const;
type Serialize = (data: unknown) => string;

/**
 * The route schemas' validators (Ajv) and response serializers (fast-json-stringify), compiled when a route
 * first uses them rather than when Fastify registers the route: compiling the few hundred of them took most of
 * the service's start (issue 12). The compiled code, hence validation and serialization, is the same. What is not
 * compiled yet is compiled by `compileAll` (tests: every schema compiles) or `warmUp` (after listen, in small
 * steps between requests), so a schema that cannot compile is still found at start.
 */
export class RouteSchemas {
  private readonly pending = new Set<() => unknown>();

  /** Fastify's validator compiler: the body's validator does not coerce, the other parts' do. */
  readonly validatorCompiler: FastifySchemaCompiler<object> = ({ schema, httpPart }) => {
    const compiled = this.later(() => (httpPart === 'body' ? forBodies : forParameters).compile(schema));
    // Fastify reads `errors` from the function it called, right after the call.
    const validate = (data: unknown) => {
      const check = compiled();
      const valid = check(data);
      validate.errors = check.errors;
      return valid;
    };
    validate.errors = null as ErrorObject[] | null | undefined;
    return validate;
  };

  /**
   * Fastify's serializer factory (schemaController.compilersFactory.buildSerializer): its default, deferred;
   * JSON.stringify for a schema marked `PLAIN_JSON`.
   */
  readonly buildSerializer: SerializerFactory = (externalSchemas, options) => {
    const compile = SerializerSelector()(externalSchemas, options);
    return (route) => {
      if ((route.schema as Record<string, unknown> | undefined)?.[PLAIN_JSON_KEY] === true)
        return JSON.stringify satisfies Serialize;
      const compiled = this.later(() => compile(route));
      return ((data: unknown) => compiled()(data)) satisfies Serialize;
    };
  };

  /** How many compilations are still deferred. */
  get waiting(): number {
    return this.pending.size;
  }

  /** Compiles everything deferred now; throws what a schema that cannot compile throws. */
  compileAll(): void {
    for (const compile of [...this.pending]) compile();
  }

  /**
   * Compiles everything deferred a few at a time, yielding to the event loop between steps so requests arriving
   * meanwhile are not held up. Rejects with the first schema that cannot compile.
   */
  async warmUp(stepMs = 10): Promise<void> {
    for (;;) {
      const started = performance.now();
      for (const compile of this.pending) {
        compile();
        if (performance.now() - started >= stepMs) break;
      }
      if (this.pending.size === 0) return;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  private later<T>(compile: () => T): () => T {
    let compiled: { value: T } | undefined;
    const get = (): T => {
      if (compiled === undefined) {
        compiled = { value: compile() };
        this.pending.delete(get);
      }
      return compiled.value;
    };
    this.pending.add(get);
    return get;
  }
}
