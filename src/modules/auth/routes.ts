import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { currentUser } from '../../core/auth/plugin.js';
import { AppError } from '../../core/errors.js';
import { dummyPasswordHash, verifyPassword } from './passwords.js';
import { ErrorBody, LoginAnswer, LoginBody } from './schemas.js';
import { clearSessionCookies, revokeSession, startSession } from './sessions.js';

const invalidCredentials = () => new AppError(401, 'User.InvalidCredentials', 'Invalid username or password');

export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
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
          body: LoginBody,
          response: { 200: LoginAnswer, 401: ErrorBody, 429: ErrorBody },
        },
      },
      async (request, reply) => {
        const { username, password } = request.body;
        const key = username.toLowerCase();
        const user = await app.store.db
          .selectFrom('users')
          .select(['id', 'password_hash', 'status'])
          .where((eb) => eb.or([eb('username_lower', '=', key), eb('email_lower', '=', key)]))
          .executeTakeFirst();
        const valid = await verifyPassword(user?.password_hash ?? (await dummyPasswordHash()), password);
        if (!user?.password_hash || !valid || user.status !== 'Active') throw invalidCredentials();
        await startSession(app, reply, user.id);
        return { login: true };
      },
    );
  }

  app.post(
    '/api/logout',
    {
      schema: {
        tags: ['Session'],
        summary: 'End this session',
        response: { 200: Type.Object({ logout: Type.Boolean() }) },
      },
    },
    async (request, reply) => {
      await revokeSession(app, currentUser(request).sessionId);
      clearSessionCookies(app, reply);
      return { logout: true };
    },
  );
};
