import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { RouteSchemas } from '../../src/core/http/validation.js';
import { describeEachDatabase } from '../helpers/app.js';

// Route schemas compile on first use or in the warm-up after listen (issue 12: compiling them all made the start
// slow); every one must still compile, and a broken one must still be found.
describeEachDatabase('route schemas', (t) => {
  it('every route validator and serializer compiles', async () => {
    expect(t.app.routeSchemas.waiting).toBeGreaterThan(100);
    await t.app.routeSchemas.warmUp();
    expect(t.app.routeSchemas.waiting).toBe(0);
  });

  it('a validator compiled on first use validates as before', async () => {
    const anonymous = t.anonymous();
    const wrong = await anonymous.post('/api/authenticate', { username: 'admin', password: 5 });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ Code: 'Request.Invalid' });
  });
});

describe('RouteSchemas', () => {
  const build = async (schemas: RouteSchemas, bad: 'body' | 'response') => {
    const app = Fastify({
      logger: false,
      schemaController: { compilersFactory: { buildSerializer: schemas.buildSerializer } },
    });
    app.setValidatorCompiler(schemas.validatorCompiler);
    const broken = { type: 'object', properties: { a: { type: 'no-such-type' } } };
    app.post(
      '/x',
      { schema: bad === 'body' ? { body: broken } : { response: { 200: broken } } },
      async () => ({ a: 1 }),
    );
    await app.ready();
    return app;
  };

  it.each(['body', 'response'] as const)('finds a %s schema that cannot compile', async (bad) => {
    const schemas = new RouteSchemas();
    const app = await build(schemas, bad);
    expect(schemas.waiting).toBe(1);
    expect(() => schemas.compileAll()).toThrow();
    await expect(schemas.warmUp()).rejects.toThrow();
    await app.close();
  });

  it('serializes and validates through the deferred compilers', async () => {
    const schemas = new RouteSchemas();
    const app = Fastify({
      logger: false,
      schemaController: { compilersFactory: { buildSerializer: schemas.buildSerializer } },
    });
    app.setValidatorCompiler(schemas.validatorCompiler);
    app.post(
      '/y',
      {
        schema: {
          body: { type: 'object', properties: { n: { type: 'integer' } }, required: ['n'] },
          response: { 200: { type: 'object', properties: { n: { type: 'integer' } } } },
        },
      },
      async (request) => ({ n: (request.body as { n: number }).n, secret: 'not serialized' }),
    );
    await app.ready();
    expect(schemas.waiting).toBe(2);
    const ok = await app.inject({ method: 'POST', url: '/y', payload: { n: 3 } });
    expect(ok.body).toBe('{"n":3}');
    const bad = await app.inject({ method: 'POST', url: '/y', payload: { n: '3' } });
    expect(bad.statusCode).toBe(400);
    expect(schemas.waiting).toBe(0);
    await app.close();
  });
});
