import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifySchema, type FastifyServerOptions } from 'fastify';
import { migrations } from '../migrations/index.js';
import type { ErrorCode } from './catalogue/errors.js';
import { MUTATING, registerAuth } from './core/auth/plugin.js';
import { TokenService } from './core/auth/tokens.js';
import type { Config } from './core/config.js';
import { closeStore, openStore, type Store } from './core/db/index.js';
import { migrateToLatest } from './core/db/migrate.js';
import { registerErrorHandling } from './core/http/error-handler.js';
import { errorCodesOf, errorResponses } from './core/http/operation-errors.js';
import { DEFAULT_SECURITY, operationIdOf, securityOf } from './core/http/operations.js';
import { RouteSchemas } from './core/http/validation.js';
import { VERSION } from './core/version.js';
import { bootstrap } from './modules/auth/bootstrap.js';
import { modules } from './modules/index.js';
import { registerWebApp } from './modules/web/routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    store: Store;
    tokens: TokenService;
    /**
     * Emits `published` when this process's dispatcher has published outbox events, so its live streams and
     * webhook sender look now rather than at their next tick (other instances find them by polling).
     */
    outboxSignal: EventEmitter;
    /** The routes' validators and serializers, compiled on first use (or by `warmUp` after listen). */
    routeSchemas: RouteSchemas;
  }
}

export interface AppOptions {
  logger?: FastifyServerOptions['logger'];
}

const REQUEST_ID = /^[\w.-]{1,64}$/;

const API_DESCRIPTION = `Supplyline: purchase, sales and manufacturing orders, forecasts, inventory, master data and planning.

Errors are always \`{"Message": string, "Code": "Domain.Subtype"}\`. Not-found and still-in-use answers are 400 as the
specification says. Collections take \`filters\`, \`search\`, \`sort\`, \`page\` and \`page_size\` (contract part 3) and
answer \`{data: {headers, sort, rows}, extra: {page, page_size, total}}\`. State-modifying requests carry the
\`X-XSRF-TOKEN\` header equal to the \`csrf_access_token\` cookie. Each operation names the privilege it needs.
Request bodies are JSON (\`application/json\`): another content type is 415 Request.UnsupportedMediaType, a body larger
than BODY_LIMIT_MB (default 5 MiB) is 413 Request.TooLarge, a body that is not valid JSON is 400 JSON.Invalid.`;

/** Builds the whole service on an opened, migrated store. Tests use this too (with app.inject). */
export async function buildApp(
  config: Config,
  store: Store,
  options: AppOptions = {},
): Promise<FastifyInstance> {
  const routeSchemas = new RouteSchemas();
  const app = Fastify({
    schemaController: { compilersFactory: { buildSerializer: routeSchemas.buildSerializer } },
    logger: options.logger ?? { level: config.logLevel },
    bodyLimit: config.bodyLimitMb * 1024 * 1024,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    return503OnClosing: true,
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('config', config);
  app.decorate('store', store);
  app.decorate('tokens', new TokenService(config.secretKey));
  app.decorate('outboxSignal', new EventEmitter().setMaxListeners(0));
  app.decorate('routeSchemas', routeSchemas);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onClose', async () => {
    await closeStore(store);
  });
  registerErrorHandling(app);
  app.setValidatorCompiler(routeSchemas.validatorCompiler);
  // A DELETE or a logout sent with `Content-Type: application/json` and no body (many HTTP clients do that) has
  // no body rather than a malformed one; a route that needs a body still answers JSON.Invalid for it.
  // JSON is the only body the API takes: any other content type (text/plain included) is 415.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
    body === '' ? done(null, undefined) : parseJson(request, body.toString(), done),
  );

  // Each operation's description names the privilege it needs, from the same declaration the check uses.
  app.addHook('onRoute', (route) => {
    if (!route.schema || route.schema.hide) return;
    const access = route.config?.public
      ? 'Public.'
      : route.config?.privilege
        ? `Requires ${route.config.privilege.type} / ${route.config.privilege.access}.`
        : 'Requires a signed-in session.';
    const methods = [route.method].flat();
    const method = methods.length === 1 ? methods[0]! : undefined;
    // Every route that may carry a body (a DELETE too: clients send one) answers 413 (over BODY_LIMIT_MB), 415
    // (not JSON) and 400 JSON.Invalid the same way; one with parameters, a query or a body schema answers
    // 400 Request.Invalid; the auth hook answers 401, 403 and 422 (operation-errors.ts).
    const bodied = methods.some((m) => MUTATING.has(m));
    const query = route.schema.querystring as { properties?: Record<string, unknown> } | undefined;
    const codes = errorCodesOf({
      method: method ?? 'GET',
      public: route.config?.public,
      privileged: Boolean(route.config?.privilege),
      csrf: route.config?.csrf,
      checked: bodied || Boolean(route.schema.params || route.schema.querystring || route.schema.body),
      bodied,
      list: Boolean(query?.properties && 'filters' in query.properties && 'page_size' in query.properties),
      valueEntity: route.config?.valueEntity,
      declared: route.config?.errors,
    });
    const security = method ? securityOf(method, route.config) : undefined;
    const described: FastifySchema & { 'x-error-codes': ErrorCode[] } = {
      ...route.schema,
      ...(method ? { operationId: operationIdOf(method, route.url) } : {}),
      ...(security ? { security } : {}),
      description: [route.schema.description, access].filter(Boolean).join('\n\n'),
      'x-error-codes': codes,
      ...(route.schema.response
        ? {
            response: {
              ...(route.schema.response as Record<string, unknown>),
              ...errorResponses(
                codes,
                route.schema.response as Record<string, unknown>,
                Boolean(route.schema.produces?.some((type) => type !== 'application/json')),
              ),
            },
          }
        : {}),
    };
    route.schema = described;
  });

  await app.register(cookie);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Supplyline API', version: VERSION, description: API_DESCRIPTION },
      servers: [{ url: '/' }],
      security: DEFAULT_SECURITY,
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'access_token_cookie' },
          csrf: { type: 'apiKey', in: 'header', name: 'X-XSRF-TOKEN' },
        },
      },
    },
  });
  // Assets are served by the service itself, so the docs work offline.
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { url: '/api/openapi.json' } });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  await app.register(async (api) => {
    registerAuth(api);
    for (const module of modules) await api.register(module);
  });
  // The web app at `/`, outside the API scope: its fallback answers only paths that are not /api/*.
  await app.register(async (web) => registerWebApp(web));
  return app;
}

/** Opens the configured database, brings its schema up to date, creates the first Superuser, builds the app. */
export async function createApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  const store = openStore(config.databaseUrl);
  try {
    await migrateToLatest(store, migrations);
    const app = await buildApp(config, store, options);
    await bootstrap(app);
    return app;
  } catch (error) {
    await closeStore(store);
    throw error;
  }
}
