import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth/routes.js';
import { healthRoutes } from './health/routes.js';
import { issueTrackerRoutes } from './issue-tracker/routes.js';
import { viewRoutes } from './views/routes.js';

/** Every feature module's routes, registered inside the authenticated API scope. */
export const modules: FastifyPluginAsync[] = [healthRoutes, authRoutes, issueTrackerRoutes, viewRoutes];
