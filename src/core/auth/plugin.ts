import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, notAuthenticated, notPrivileged } from '../errors.js';
import type { Actor } from '../events/outbox.js';
import { actorOf } from './actor.js';
import { hasPrivilege, type Privilege } from './privileges.js';
import { type AuthUser, loadSessionUser } from './session-user.js';
import { safeEqual } from './tokens.js';

/** What a route declares about access, next to its schema. */
export interface RouteAccess {
  /** No session needed (login, health, docs). */
  public?: boolean;
  /** The privilege the route needs; without it an authenticated session suffices. */
  privilege?: Privilege;
  /** Routes that authenticate by other means (challenge tokens, the refresh token) skip the CSRF check. */
  csrf?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig extends RouteAccess {}
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

export const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The signed-in user of a request whose route is not public. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw notAuthenticated();
  return request.user;
}

/** The signed-in user of a request as the author of its writes (events, audit). */
export const currentActor = (request: FastifyRequest): Actor => actorOf(currentUser(request));

/**
 * Authenticates every non-public route before its body is even parsed: access token (signature, type, expiry),
 * the server-side session behind it, the CSRF header against the value bound in the token, then the privilege.
 */
export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('user', null);

  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config as RouteAccess | undefined;
    if (!request.routeOptions.url || config?.public) return;
    const token = request.cookies.access_token_cookie;
    if (!token) throw notAuthenticated('Missing session cookie');
    const claims = await app.tokens.verify(token, 'access');
    if (!claims) throw notAuthenticated('Session token is invalid or expired');
    const user = await loadSessionUser(app.store, claims.sid, Number(claims.sub));
    if (!user) throw notAuthenticated('Session has ended');
    if (MUTATING.has(request.method) && config?.csrf !== false) {
      const header = request.headers['x-xsrf-token'];
      if (typeof header !== 'string' || header === '')
        throw new AppError(422, 'User.MissingCSRF', 'Missing X-XSRF-TOKEN header');
      if (!safeEqual(header, claims.csrf))
        throw new AppError(422, 'User.InvalidCSRF', 'X-XSRF-TOKEN does not match');
    }
    if (config?.privilege && !hasPrivilege(user.privileges, config.privilege))
      throw notPrivileged(`Requires ${config.privilege.type} / ${config.privilege.access}`);
    request.user = user;
  });
}
