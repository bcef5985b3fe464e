import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { currentUser } from '../../core/auth/plugin.js';
import { loadSessionUser } from '../../core/auth/session-user.js';
import { safeEqual } from '../../core/auth/tokens.js';
import { AppError, notAuthenticated } from '../../core/errors.js';
import { LoginService } from './login.js';
import { notificationSettingRoutes } from './notification-routes.js';
import { ProfileService } from './profile.js';
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
import { clearSessionCookies, REFRESH_COOKIE, revokeSession, setAccessCookies } from './sessions.js';
import { SecretBox } from './totp.js';
import { userRoutes } from './user-routes.js';
import { getUser } from './users.js';

const LOGIN_DESCRIPTION = `Full login: \`{"login": true}\` and the cookies access_token_cookie and csrf_access_token (Path /) and
refresh_token_cookie and csrf_refresh_token (Path /api/token-refresh). A new account or an expired password answers
\`{"first_signin": true, "session_token"}\` (complete at /api/first-signin); an account with 2FA answers
\`{"two_factor_required": true, "session_token"}\` (complete at /api/verify-2fa); neither sets cookies.
Wrong credentials: 401 User.InvalidCredentials. Three consecutive failures for one username lock it (LOGIN_LOCK_SECONDS,
default 30 s), each further failure doubling the lock up to one hour: 429 User.Locked with Retry-After (seconds).
Every attempt while locked is refused and counted. A success resets the count; a count untouched for 24 hours is forgotten.`;

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
        config: { public: true },
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
      config: { public: true },
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
      config: { public: true },
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
        // Authenticated by the refresh token, not the access token, which may have expired.
        config: { public: true },
        schema: {
          tags: ['Session'],
          summary,
          description:
            'Needs refresh_token_cookie and the header X-XSRF-TOKEN equal to csrf_refresh_token (422 User.MissingCSRF / User.InvalidCSRF). Sets new access_token_cookie and csrf_access_token. 401 User.NotAuthenticated when the refresh token is missing, invalid, expired or its session has ended.',
          response: { 200: Type.Object({ refresh: Type.Boolean() }), 401: ErrorBody, 422: ErrorBody },
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
        const session = await app.store.db
          .selectFrom('sessions')
          .select('csrf')
          .where('id', '=', claims.sid)
          .executeTakeFirstOrThrow();
        await setAccessCookies(app, reply, { userId: user.id, sessionId: claims.sid, csrf: session.csrf });
        return { refresh: true };
      },
    );
  }

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

  app.post(
    '/api/2fa/enable',
    {
      schema: {
        tags: ['Two-factor authentication'],
        summary: 'Turn 2FA on with a code of the secret from /api/2fa/setup',
        description:
          '400 User.Invalid2FACode (counts as a failed login), 400 User.TwoFactorNotSetUp, 400 User.TwoFactorAlreadyEnabled. Answers the profile.',
        body: CodeBody,
        response: { 200: UserObject, 400: ErrorBody, 401: ErrorBody, 422: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => profile(request).enable2fa(request.body.code),
  );

  app.post(
    '/api/2fa/disable',
    {
      schema: {
        tags: ['Two-factor authentication'],
        summary: 'Turn the own 2FA off with a current code',
        description:
          '400 User.Invalid2FACode (counts as a failed login), 400 User.TwoFactorNotEnabled. Answers the profile.',
        body: CodeBody,
        response: { 200: UserObject, 400: ErrorBody, 401: ErrorBody, 422: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => profile(request).disable2fa(request.body.code),
  );

  await app.register(userRoutes);
  await app.register(roleRoutes);
  await app.register(notificationSettingRoutes);
};
