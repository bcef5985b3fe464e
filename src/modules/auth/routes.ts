import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { currentUser } from '../../core/auth/plugin.js';
import { loadSessionUser } from '../../core/auth/session-user.js';
import { safeEqual } from '../../core/auth/tokens.js';
import { AppError, notAuthenticated } from '../../core/errors.js';
import { LOGIN_ERRORS, LoginService } from './login.js';
import { notificationSettingRoutes } from './notification-routes.js';
import { PROFILE_ERRORS, ProfileService } from './profile.js';
import { roleRoutes } from './role-routes.js';
import {
  CodeBody,
  ErrorBody,
  FirstSigninBody,
  LoginAnswer,
  LoginBody,
  PasswordChangeBody,
  TwoFactorSetup,
  UserObject,
  Verify2faBody,
} from './schemas.js';
import { clearSessionCookies, REFRESH_COOKIE, revokeSession, rotateSession } from './sessions.js';
import { SecretBox } from './totp.js';
import { userRoutes } from './user-routes.js';
import { getUser } from './users.js';

const LOGIN_DESCRIPTION = `Full login: \`{"login": true}\` and the cookies access_token_cookie and csrf_access_token (Path /) and
refresh_token_cookie and csrf_refresh_token (Path /api/token-refresh). A new account or an expired password answers
\`{"first_signin": true, "session_token"}\` (complete at /api/first-signin); an account with 2FA answers
\`{"two_factor_required": true, "session_token"}\` (complete at /api/verify-2fa); neither sets cookies.
Wrong credentials: 401 User.InvalidCredentials. Three consecutive failures for one username lock it for LOGIN_LOCK_SECONDS
(default 30 s): 429 User.Locked with Retry-After (seconds), even for the right password. Attempts while locked neither
count nor extend the lock, so the first Retry-After is at most LOGIN_LOCK_SECONDS; each failure after a lock has run out
locks again for twice as long, up to one hour. The count is exact under parallel attempts and across instances. A
success resets the count; a count untouched for 24 hours is forgotten.`;

const REFRESH_DESCRIPTION = `Needs refresh_token_cookie and the header X-XSRF-TOKEN equal to csrf_refresh_token
(422 User.MissingCSRF / User.InvalidCSRF). Answers \`{"refresh": true}\` and sets four cookies, each with a new value:
access_token_cookie (httpOnly, Path /, ACCESS_TOKEN_MINUTES) and csrf_access_token (Path /), and, as the refresh
token rotates, refresh_token_cookie (httpOnly, Path /api/token-refresh) and csrf_refresh_token (Path
/api/token-refresh), which live until the session's end (REFRESH_TOKEN_DAYS after login; a refresh never extends it).
Send the new X-XSRF-TOKEN (csrf_access_token) from then on. 401 User.NotAuthenticated when the refresh token is
missing, invalid, expired or its session has ended, and when a refresh token is presented a second time: reuse ends
the session (every token issued under it stops working).`;

/** What the refresh handler below answers itself. */
const REFRESH_ERRORS = ['User.NotAuthenticated', 'User.MissingCSRF', 'User.InvalidCSRF'] as const;

export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const box = new SecretBox(app.config.secretKey);
  const login = new LoginService(app, box);
  const profile = (request: Parameters<typeof currentUser>[0]) =>
    new ProfileService(login, box, request, currentUser(request));

  for (const [path, summary] of [
    ['/api/authenticate', 'Log in with username (or email) and password'],
    ['/api/login', 'Alias of /api/authenticate'],
  ] as const) {
    app.post(
      path,
      {
        config: { public: true, errors: LOGIN_ERRORS.authenticate },
        schema: {
          tags: ['Session'],
          summary,
          description: LOGIN_DESCRIPTION,
          body: LoginBody,
          response: { 200: LoginAnswer, 401: ErrorBody, 429: ErrorBody },
        },
      },
      async (request, reply) =>
        login.authenticate(request, reply, request.body.username, request.body.password),
    );
  }

  app.post(
    '/api/verify-2fa',
    {
      config: { public: true, errors: LOGIN_ERRORS.verify2fa },
      schema: {
        tags: ['Session'],
        summary: 'Complete a 2FA login challenge with a TOTP code',
        description:
          'A code is accepted once, within ±1 time step of 30 s. A wrong code is 401 User.Invalid2FACode and counts as a failed login; an unknown, expired or used session_token is 401 User.InvalidSessionToken. Success answers like a full login (or with the first-sign-in challenge when the password must change).',
        body: Verify2faBody,
        response: { 200: LoginAnswer, 401: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => login.verify2fa(request, reply, request.body.session_token, request.body.code),
  );

  app.post(
    '/api/first-signin',
    {
      config: { public: true, errors: LOGIN_ERRORS.firstSignin },
      schema: {
        tags: ['Session'],
        summary: 'Set a new password with a first-sign-in challenge',
        description:
          'Sets access_token_cookie and csrf_access_token only. 400 User.PasswordTooShort (under 8 characters), 400 User.PasswordReused (equal to the current password), 401 User.InvalidSessionToken (unknown, expired or used token). Ends every other session of the user.',
        body: FirstSigninBody,
        response: { 200: Type.Object({ login: Type.Boolean() }), 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request, reply) =>
      login.firstSignin(request, reply, request.body.session_token, request.body.new_password),
  );

  for (const [path, summary] of [
    ['/api/token-refresh', 'Renew the access token with refresh_token_cookie'],
    [
      '/api/refresh',
      'Alias of /api/token-refresh (browsers send the refresh cookies only to /api/token-refresh)',
    ],
  ] as const) {
    app.post(
      path,
      {
        // Authenticated by the refresh token, not the access token, which may have expired: the handler
        // answers what the auth hook answers on other routes.
        config: { public: true, errors: REFRESH_ERRORS },
        schema: {
          tags: ['Session'],
          summary,
          description: REFRESH_DESCRIPTION,
          response: {
            200: {
              ...Type.Object({ refresh: Type.Boolean() }),
              description: 'Renewed and rotated: four Set-Cookie headers with new values',
              headers: {
                'set-cookie': {
                  type: 'string',
                  description:
                    'access_token_cookie and csrf_access_token (Path /), refresh_token_cookie and csrf_refresh_token (Path /api/token-refresh), each a new value',
                },
              },
            },
            401: {
              ...ErrorBody,
              description: 'User.NotAuthenticated (also: a refresh token presented twice)',
            },
            422: { ...ErrorBody, description: 'User.MissingCSRF or User.InvalidCSRF' },
          },
        },
      },
      async (request, reply) => {
        const token = request.cookies[REFRESH_COOKIE];
        if (!token) throw notAuthenticated('Missing refresh cookie');
        const claims = await app.tokens.verify(token, 'refresh');
        if (!claims) throw notAuthenticated('Refresh token is invalid or expired');
        const header = request.headers['x-xsrf-token'];
        if (typeof header !== 'string' || header === '')
          throw new AppError(422, 'User.MissingCSRF', 'Missing X-XSRF-TOKEN header');
        if (!safeEqual(header, claims.csrf))
          throw new AppError(422, 'User.InvalidCSRF', 'X-XSRF-TOKEN does not match');
        const user = await loadSessionUser(app.store, claims.sid, Number(claims.sub));
        if (!user) throw notAuthenticated('Session has ended');
        const presented = { userId: user.id, sessionId: claims.sid, refreshCsrf: claims.csrf };
        if ((await rotateSession(app, reply, presented)) === 'reused') {
          request.log.warn(
            { event: 'refresh.reuse', userId: user.id },
            'refresh token reused: session ended',
          );
          throw notAuthenticated('Refresh token was already used; the session has ended');
        }
        return { refresh: true };
      },
    );
  }

  // A browser app cannot read csrf_refresh_token from its own pages (the cookie's Path is /api/token-refresh);
  // a hidden same-origin frame opened under that path can. This gives the frame an empty page to load.
  app.get(
    '/api/token-refresh/frame',
    {
      config: { public: true },
      schema: {
        tags: ['Session'],
        summary: 'An empty page under the refresh path, for a browser frame that reads csrf_refresh_token',
        description:
          'Answers an empty HTML document (no-store, same-origin frames only). The refresh cookies are scoped to /api/token-refresh, so a frame at this path sees csrf_refresh_token in document.cookie and a browser client can send it as X-XSRF-TOKEN to POST /api/token-refresh.',
        response: { 200: { type: 'string', description: 'text/html, an empty document' } },
      },
    },
    async (_request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .header('x-frame-options', 'SAMEORIGIN')
        .type('text/html; charset=utf-8')
        .send('<!doctype html><title>session</title>'),
  );

  app.post(
    '/api/logout',
    {
      schema: {
        tags: ['Session'],
        summary: 'End this session',
        description: 'Ends the session on the server and clears the cookies with an epoch expiry.',
        response: { 200: Type.Object({ logout: Type.Boolean() }), 401: ErrorBody, 422: ErrorBody },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      await revokeSession(app, user.sessionId);
      clearSessionCookies(app, reply);
      request.log.info({ event: 'logout', userId: user.id }, 'logged out');
      return { logout: true };
    },
  );

  app.get(
    '/api/profile',
    {
      schema: {
        tags: ['Profile'],
        summary: 'The signed-in user’s own account',
        response: { 200: UserObject, 401: ErrorBody },
      },
    },
    async (request) => getUser(app.store.db, currentUser(request).id),
  );

  app.put(
    '/api/profile/password',
    {
      config: { errors: PROFILE_ERRORS.changePassword },
      schema: {
        tags: ['Profile'],
        summary: 'Change the own password',
        description:
          '400 User.InvalidCurrentPassword (counts as a failed login), 400 User.PasswordTooShort, 400 User.PasswordReused, 429 User.Locked. Ends every other session of the user; answers the profile.',
        body: PasswordChangeBody,
        response: { 200: UserObject, 400: ErrorBody, 401: ErrorBody, 422: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) =>
      profile(request).changePassword(request.body.current_password, request.body.new_password),
  );

  app.post(
    '/api/2fa/setup',
    {
      config: { errors: PROFILE_ERRORS.setup2fa },
      schema: {
        tags: ['Two-factor authentication'],
        summary: 'Start 2FA enrolment: a new TOTP secret',
        description:
          '400 User.TwoFactorAlreadyEnabled when 2FA is on. The secret takes effect at /api/2fa/enable.',
        response: { 200: TwoFactorSetup, 400: ErrorBody, 401: ErrorBody, 422: ErrorBody },
      },
    },
    async (request) => profile(request).setup2fa(),
  );

  // Turning 2FA on and off: a code in the body, the profile answered.
  for (const [turn, summary, description] of [
    [
      'enable',
      'Turn 2FA on with a code of the secret from /api/2fa/setup',
      '400 User.Invalid2FACode (counts as a failed login), 400 User.TwoFactorNotSetUp, 400 User.TwoFactorAlreadyEnabled. Answers the profile.',
    ],
    [
      'disable',
      'Turn the own 2FA off with a current code',
      '400 User.Invalid2FACode (counts as a failed login), 400 User.TwoFactorNotEnabled. Answers the profile.',
    ],
  ] as const)
    app.post(
      `/api/2fa/${turn}`,
      {
        config: { errors: PROFILE_ERRORS[`${turn}2fa`] },
        schema: {
          tags: ['Two-factor authentication'],
          summary,
          description,
          body: CodeBody,
          response: { 200: UserObject, 400: ErrorBody, 401: ErrorBody, 422: ErrorBody, 429: ErrorBody },
        },
      },
      async (request) => profile(request)[`${turn}2fa`](request.body.code),
    );

  await app.register(userRoutes);
  await app.register(roleRoutes);
  await app.register(notificationSettingRoutes);
};
