import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { Type } from 'typebox';
import { VERSION } from '../../core/version.js';
import { startStatisticsJob } from './statistics.js';

const Health = Type.Object({
  status: Type.String(),
  database: Type.Union([Type.Literal('sqlite'), Type.Literal('postgres')]),
  version: Type.String(),
  autovacuum: Type.Union([Type.Boolean(), Type.Null()], {
    description:
      'PostgreSQL: whether the server analyses tables by itself (false: the service analyses tables that outgrew their statistics); null on SQLite',
  }),
});

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  startStatisticsJob(app);
  app.get(
    '/api/health',
    {
      config: { public: true },
      schema: { tags: ['Service'], summary: 'Liveness and database reachability', response: { 200: Health } },
    },
    async () => {
      await sql`select 1`.execute(app.store.db);
      const autovacuum = await app.store.dialect.statistics.autovacuum(app.store.db);
      return { status: 'ok', database: app.store.kind, version: VERSION, autovacuum };
    },
  );
};
