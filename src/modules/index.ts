import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth/routes.js';
import { healthRoutes } from './health/routes.js';
import { orderModuleRoutes } from './orders/routes.js';

/** Every feature module's routes, registered inside the authenticated API scope. */
export const modules: FastifyPluginAsync[] = [healthRoutes, authRoutes, orderModuleRoutes];
