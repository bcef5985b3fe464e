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
  if (withRefresh)
    await setRefreshCookies(app, reply, {
      userId,
      sessionId: session.id,
      refreshCsrf: session.refresh_csrf,
      seconds: refreshSeconds,
    });
  return session.id;
}

/**
 * Sets a refresh token and its CSRF cookie (Path /api/token-refresh). The token carries the session's current
 * `refresh_csrf`, which every refresh replaces: that value is the token's generation (see rotateSession).
 */
async function setRefreshCookies(
  app: FastifyInstance,
  reply: FastifyReply,
  session: { userId: number; sessionId: string; refreshCsrf: string; seconds: number },
): Promise<void> {
  const refresh = await app.tokens.sign(
    { sub: String(session.userId), sid: session.sessionId, typ: 'refresh', csrf: session.refreshCsrf },
    session.seconds,
  );
  const base = {
    sameSite: 'lax' as const,
    secure: app.config.cookieSecure,
    path: REFRESH_PATH,
    maxAge: session.seconds,
  };
  reply.setCookie(REFRESH_COOKIE, refresh, { ...base, httpOnly: true });
  reply.setCookie(CSRF_REFRESH_COOKIE, session.refreshCsrf, base);
}

/**
 * Token refresh with rotation (contract part 2): new access and refresh tokens with new CSRF values. The session
 * row moves from the presented token's generation (`refresh_csrf`) to a new one in one conditional UPDATE, so of
 * two requests presenting the same refresh token exactly one succeeds, on either database and across instances.
 * A refresh token whose generation has passed was used before (stolen, or replayed): the session ends, which
 * also ends every access token issued under it. The session keeps its absolute expiry; rotation never extends it.
 */
export async function rotateSession(
  app: FastifyInstance,
  reply: FastifyReply,
  presented: { userId: number; sessionId: string; refreshCsrf: string },
): Promise<'rotated' | 'reused'> {
  const next = { csrf: randomToken(24), refreshCsrf: randomToken(24) };
  const rotated = await app.store.db
    .updateTable('sessions')
    .set({ csrf: next.csrf, refresh_csrf: next.refreshCsrf })
    .where('id', '=', presented.sessionId)
    .where('user_id', '=', presented.userId)
    .where('refresh_csrf', '=', presented.refreshCsrf)
    .where('revoked_at', 'is', null)
    .returning('expires_at')
    .executeTakeFirst();
  if (!rotated) {
    await revokeSession(app, presented.sessionId);
    return 'reused';
  }
  // The caller checked the session is live; a second or so may have passed since.
  const seconds = Math.max(1, Math.floor((Date.parse(rotated.expires_at) - Date.now()) / 1000));
  const session = { userId: presented.userId, sessionId: presented.sessionId };
  await setAccessCookies(app, reply, { ...session, csrf: next.csrf });
  await setRefreshCookies(app, reply, { ...session, refreshCsrf: next.refreshCsrf, seconds });
  return 'rotated';
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
