import type { Migration } from 'kysely';
import * as core from './0001_core.js';
import * as masterData from './0002_master_data.js';
import * as orders from './0003_orders.js';
import * as integrations from './0004_integrations.js';
import * as auth from './0005_auth.js';
import * as masterDataMore from './0006_master_data_more.js';
import * as inventoryMore from './0008_inventory_more.js';
import * as views from './0009_views.js';
import * as email from './0010_email.js';
import * as planning from './0012_planning.js';
import * as indexes from './0014_indexes.js';
import * as liveEvents from './0015_live_events.js';
import * as scenarios from './0016_scenarios.js';
import * as planningViews from './0018_planning_views.js';
import * as orderDateIndexes from './0019_order_date_indexes.js';
import * as itemStatusIndexes from './0020_item_status_indexes.js';
import * as planSortIndexes from './0021_plan_sort_indexes.js';
import * as settingsVersion from './0022_settings_version.js';
import * as planDaysWithoutRowid from './0023_plan_days_without_rowid.js';
import * as numbering from './0024_numbering.js';
import * as trackingDefault from './0026_tracking_default.js';
import * as forecasting from './0027_forecasting.js';
import * as itemDistributions from './0028_item_distributions.js';
import * as transferOrders from './0029_transfer_orders.js';
import * as planningTransfers from './0030_planning_transfers.js';
import * as rescheduleTolerance from './0031_reschedule_tolerance.js';
import * as forecastBulkWrite from './0032_forecast_bulk_write.js';
import * as netChange from './0033_net_change.js';
import * as naturalSortIndexes from './0040_natural_sort_indexes.js';
import * as planDirtyItems from './0042_plan_dirty_items.js';
import * as forecastLinesCustomerPartial from './0043_forecast_lines_customer_partial.js';
import * as forecastLinesRun from './0044_forecast_lines_run.js';

/** Every migration in order. Names sort in the order they must run; never rename or edit a landed one. */
export const migrations: Record<string, Migration> = {
  '0001_core': core,
  '0002_master_data': masterData,
  '0003_orders': orders,
  '0004_integrations': integrations,
  '0005_auth': auth,
  '0006_master_data_more': masterDataMore,
  '0008_inventory_more': inventoryMore,
  '0009_views': views,
  '0010_email': email,
  '0012_planning': planning,
  '0014_indexes': indexes,
  '0015_live_events': liveEvents,
  '0016_scenarios': scenarios,
  '0018_planning_views': planningViews,
  '0019_order_date_indexes': orderDateIndexes,
  '0020_item_status_indexes': itemStatusIndexes,
  '0021_plan_sort_indexes': planSortIndexes,
  '0022_settings_version': settingsVersion,
  '0023_plan_days_without_rowid': planDaysWithoutRowid,
  '0024_numbering': numbering,
  '0026_tracking_default': trackingDefault,
  '0027_forecasting': forecasting,
  '0028_item_distributions': itemDistributions,
  '0029_transfer_orders': transferOrders,
  '0030_planning_transfers': planningTransfers,
  '0031_reschedule_tolerance': rescheduleTolerance,
  '0032_forecast_bulk_write': forecastBulkWrite,
  '0033_net_change': netChange,
  '0040_natural_sort_indexes': naturalSortIndexes,
  '0042_plan_dirty_items': planDirtyItems,
  '0043_forecast_lines_customer_partial': forecastLinesCustomerPartial,
  '0044_forecast_lines_run': forecastLinesRun,
};
