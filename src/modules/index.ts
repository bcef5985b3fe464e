import type { FastifyPluginAsync } from 'fastify';
import { asnRoutes } from './asn/routes.js';
import { auditRoutes } from './audit/routes.js';
import { authRoutes } from './auth/routes.js';
import { importRoutes } from './bulk-import/routes.js';
import { customColumnRoutes } from './custom-columns/routes.js';
import { eventRoutes } from './events/routes.js';
import { forecastingRoutes } from './forecasting/routes.js';
import { healthRoutes } from './health/routes.js';
import { integrationRoutes } from './integrations/routes.js';
import { inventoryRoutes } from './inventory/routes.js';
import { issueTrackerRoutes } from './issue-tracker/routes.js';
import { bomRoutes } from './master-data/bom-routes.js';
import { lookupRoutes } from './master-data/lookup.js';
import { masterDataRoutes } from './master-data/routes.js';
import { notificationRoutes } from './notifications/routes.js';
import { orderModuleRoutes } from './orders/routes.js';
import { firmRoutes } from './planning/firm.js';
import { planningRoutes } from './planning/routes.js';
import { scenarioRoutes } from './scenarios/routes.js';
import { viewRoutes } from './views/routes.js';
import { webhookRoutes } from './webhooks/routes.js';

/** Every feature module's routes, registered inside the authenticated API scope. */
export const modules: FastifyPluginAsync[] = [
  healthRoutes,
  authRoutes,
  masterDataRoutes,
  bomRoutes,
  lookupRoutes,
  customColumnRoutes,
  auditRoutes,
  orderModuleRoutes,
  inventoryRoutes,
  asnRoutes,
  integrationRoutes,
  notificationRoutes,
  issueTrackerRoutes,
  planningRoutes,
  firmRoutes,
  scenarioRoutes,
  forecastingRoutes,
  viewRoutes,
  eventRoutes,
  webhookRoutes,
  importRoutes,
];
