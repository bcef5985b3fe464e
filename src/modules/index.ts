import type { FastifyPluginAsync } from 'fastify';
import { asnRoutes } from './asn/routes.js';
import { authRoutes } from './auth/routes.js';
import { healthRoutes } from './health/routes.js';
import { integrationRoutes } from './integrations/routes.js';
import { inventoryRoutes } from './inventory/routes.js';
import { notificationRoutes } from './notifications/routes.js';

/** Every feature module's routes, registered inside the authenticated API scope. */
export const modules: FastifyPluginAsync[] = [
  healthRoutes,
  authRoutes,
  inventoryRoutes,
  asnRoutes,
  integrationRoutes,
  notificationRoutes,
];
