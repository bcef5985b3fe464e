import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { Type } from 'typebox';
import { VERSION } from '../../core/version.js';

const Health = Type.Object({
  status: Type.String(),
  database: Type.Union([Type.Literal('sqlite'), Type.Literal('postgres')]),
  version: Type.String(),
});

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/health',
    {
      config: { public: true },
      schema: { tags: ['Service'], summary: 'Liveness and database reachability', response: { 200: Health } },
    },
    async () => {
      await sql`select 1`.execute(app.store.db);
      return { status: 'ok', database: app.store.kind, version: VERSION };
    },
  );
};
