import type { Migration } from 'kysely';
import * as core from './0001_core.js';
import * as masterData from './0002_master_data.js';
import * as orders from './0003_orders.js';
import * as integrations from './0004_integrations.js';
import * as views from './0009_views.js';

/** Every migration in order. Names sort in the order they must run; never rename or edit a landed one. */
export const migrations: Record<string, Migration> = {
  '0001_core': core,
  '0002_master_data': masterData,
  '0003_orders': orders,
  '0004_integrations': integrations,
  '0009_views': views,
};
