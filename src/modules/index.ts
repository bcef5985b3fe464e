import type { FastifyPluginAsync } from 'fastify';
import { auditRoutes } from './audit/routes.js';
import { authRoutes } from './auth/routes.js';
import { customColumnRoutes } from './custom-columns/routes.js';
import { healthRoutes } from './health/routes.js';
import { bomRoutes } from './master-data/bom-routes.js';
import { masterDataRoutes } from './master-data/routes.js';
import { orderModuleRoutes } from './orders/routes.js';

/** Every feature module's routes, registered inside the authenticated API scope. */
export const modules: FastifyPluginAsync[] = [
  healthRoutes,
  authRoutes,
  masterDataRoutes,
  bomRoutes,
  customColumnRoutes,
  auditRoutes,
  orderModuleRoutes,
];
