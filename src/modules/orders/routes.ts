import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { orderRoutes } from './engine/routes.js';
import { isMovable, moveRoute } from './move.js';
import { numberingRoutes } from './numbering.js';
import './queued.js';
import { orderTypes } from './views.js';

/** The order engine configured once per order type, with the line move of the types whose lines move. */
export const orderModuleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const { cfg, views } of orderTypes) {
    await app.register(orderRoutes(cfg, views));
    if (isMovable(cfg)) await app.register(moveRoute(cfg));
  }
  await app.register(numberingRoutes);
};
