import type { FastifyInstance, FastifyReply } from 'fastify';
import { randomToken } from '../../core/auth/tokens.js';
import type { Executor } from '../../core/db/index.js';
import { nowIso } from '../../core/db/transaction.js';

export const ACCESS_COOKIE = 'access_token_cookie';
export const REFRESH_COOKIE = 'refresh_token_cookie';
export const CSRF_ACCESS_COOKIE = 'csrf_access_token';
export const CSRF_REFRESH_COOKIE = 'csrf_refresh_token';
export const REFRESH_PATH = '/api/token-refresh';

/**
 * Starts a new server-side session (a new login never reuses an old one) and sets the four cookies, or only the
 * access pair when `withRefresh` is false (first sign-in completion, specification 5.3).
 */
export async function startSession(
  app: FastifyInstance,
  reply: FastifyReply,
  userId: number,
  withRefresh = true,
): Promise<string> {
  const { config } = app;
  const refreshSeconds = config.refreshTokenDays * 24 * 3600;
  const session = {
    id: randomToken(24),
    user_id: userId,
    csrf: randomToken(24),
    refresh_csrf: randomToken(24),
    created_at: nowIso(),
    expires_at: new Date(Date.now() + refreshSeconds * 1000).toISOString(),
    revoked_at: null,
  };
  await app.store.db.insertInto('sessions').values(session).execute();
  await setAccessCookies(app, reply, { userId, sessionId: session.id, csrf: session.csrf });
  if (!withRefresh) return session.id;
  const refresh = await app.tokens.sign(
    { sub: String(userId), sid: session.id, typ: 'refresh', csrf: session.refresh_csrf },
    refreshSeconds,
  );
  const base = {
    sameSite: 'lax' as const,
    secure: config.cookieSecure,
    path: REFRESH_PATH,
    maxAge: refreshSeconds,
  };
  reply.setCookie(REFRESH_COOKIE, refresh, { ...base, httpOnly: true });
  reply.setCookie(CSRF_REFRESH_COOKIE, session.refresh_csrf, base);
  return session.id;
}

/** Sets a fresh access token and its CSRF cookie for an existing session (login and refresh). */
export async function setAccessCookies(
  app: FastifyInstance,
  reply: FastifyReply,
  session: { userId: number; sessionId: string; csrf: string },
): Promise<void> {
  const accessSeconds = app.config.accessTokenMinutes * 60;
  const access = await app.tokens.sign(
    { sub: String(session.userId), sid: session.sessionId, typ: 'access', csrf: session.csrf },
    accessSeconds,
  );
  const base = {
    sameSite: 'lax' as const,
    secure: app.config.cookieSecure,
    path: '/',
    maxAge: accessSeconds,
  };
  reply.setCookie(ACCESS_COOKIE, access, { ...base, httpOnly: true });
  reply.setCookie(CSRF_ACCESS_COOKIE, session.csrf, base);
}

/** Clears the authentication cookies with an epoch expiry. */
export function clearSessionCookies(app: FastifyInstance, reply: FastifyReply): void {
  const expired = { expires: new Date(0), sameSite: 'lax' as const, secure: app.config.cookieSecure };
  reply.setCookie(ACCESS_COOKIE, '', { ...expired, path: '/', httpOnly: true });
  reply.setCookie(CSRF_ACCESS_COOKIE, '', { ...expired, path: '/' });
  reply.setCookie(REFRESH_COOKIE, '', { ...expired, path: REFRESH_PATH, httpOnly: true });
  reply.setCookie(CSRF_REFRESH_COOKIE, '', { ...expired, path: REFRESH_PATH });
}

export async function revokeSession(app: FastifyInstance, sessionId: string): Promise<void> {
  await app.store.db
    .updateTable('sessions')
    .set({ revoked_at: nowIso() })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every session of a user but `exceptSessionId`: password change, deactivation, admin reset. */
export async function revokeUserSessions(trx: Executor, userId: number, exceptSessionId?: string) {
  let query = trx
    .updateTable('sessions')
    .set({ revoked_at: nowIso() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (exceptSessionId) query = query.where('id', '!=', exceptSessionId);
  await query.execute();
  // Pending login challenges die with the sessions: a challenge issued before the change cannot be completed.
  await trx
    .updateTable('login_challenges')
    .set({ used_at: nowIso() })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}
