import type { ListPath } from '../api/typed';
import type { ColumnFilter } from '../api/types';
import { ORDER_TYPES } from '../screens/orders/definitions';

/**
 * Every list the app shows through the one generic table screen (/views/<name>). Registry views are read from
 * GET /api/views/<name> and exported by name; the lists that are collections outside the view registry (users,
 * roles, integration runs, the queue) are read from their own endpoint and have no export.
 */
export interface ListSource {
  /** The name in the URL: /views/<name>. */
  name: string;
  title: string;
  group: NavGroup;
  /** Collection endpoint for lists outside the registry; absent for registry views. */
  endpoint?: ListPath;
  /** For endpoint lists: the privilege that reads them (registry views are filtered by GET /api/views). */
  privilege?: string;
  /** Hidden from the navigation (still reachable by URL), e.g. by-item views that need an item filter. */
  hidden?: boolean;
  /** One-click filters shown above the table as switches (the filter panel still offers every column). */
  toggles?: { label: string; key: string; filter: ColumnFilter }[];
  /** The record's key column when it is not the first text column (pinned left, never hidden by default). */
  key?: string;
}

export const NAV_GROUPS = [
  'Planning',
  'Orders',
  'Inventory',
  'Master data',
  'Administration',
  'Other views',
] as const;
export type NavGroup = (typeof NAV_GROUPS)[number];

const view = (name: string, title: string, group: NavGroup, hidden = false): ListSource => ({
  name,
  title,
  group,
  hidden,
});
/** A collection outside the registry; the Administration screens show these (not in the menu twice). */
const endpoint = (name: string, title: string, path: ListPath, privilege: string): ListSource => ({
  name,
  title,
  group: 'Administration',
  endpoint: path,
  privilege,
  hidden: true,
});

export const LISTS: ListSource[] = [
  // Each order type's headers and lines, then (hidden: they need an item filter) its lines by item.
  ...ORDER_TYPES.flatMap((type) => [
    view(type.views.list, type.plural, 'Orders'),
    view(type.views.details, `${type.title} lines`, 'Orders'),
  ]),
  ...ORDER_TYPES.map((type) => view(type.views.item, `${type.plural} by item`, 'Orders', true)),
  view('inventory_list', 'Inventory', 'Inventory'),
  view('inventory_item', 'Inventory by item', 'Inventory', true),
  view('asn_list', 'ASNs', 'Inventory'),
  view('supplier_allocation', 'Supplier allocations', 'Inventory'),
  view('item_distribution', 'Item distributions', 'Inventory'),
  {
    ...view('inventory_planning', 'Inventory planning', 'Planning'),
    toggles: [
      { label: 'Below safety stock without planned orders', key: 'Below Safety Stock', filter: [true] },
    ],
  },
  view('inventory_analysis', 'Inventory analysis table', 'Planning', true),
  view('planning_exceptions', 'Planning exceptions', 'Planning'),
  view('planning_shortages', 'Shortages table', 'Planning', true),
  view('planning_pegging', 'Pegging', 'Planning'),
  { ...view('planning_runs', 'Planning runs', 'Planning'), key: 'Plan Run Id' },
  view('forecast_over_time', 'Forecast over time table', 'Planning', true),
  view('forecast_vs_sales', 'Forecast vs sales table', 'Planning', true),
  // The statistical forecast has its own screens (/forecasting): runs, SKUs, an item's chart.
  view('statistical_forecast', 'Statistical forecast table', 'Planning', true),
  { ...view('forecasting_runs', 'Forecast runs table', 'Planning', true), key: 'Forecast Run Id' },
  view('item_master', 'Items', 'Master data'),
  view('sub_item_master', 'Sub-items', 'Master data'),
  view('unit_master', 'Units', 'Master data'),
  view('bill_of_materials', 'Bills of materials', 'Master data'),
  view('supplier_master', 'Suppliers', 'Master data'),
  view('ship_from_master', 'Ship-from locations', 'Master data'),
  view('customer_master', 'Customers', 'Master data'),
  view('ship_to_master', 'Ship-to locations', 'Master data'),
  view('warehouse_master', 'Warehouses', 'Master data'),
  // Scenarios have their own screens (/scenarios); their projected views need a Scenario Id filter.
  view('scenario_list', 'Scenarios', 'Inventory', true),
  view('scenario_purchase_order_details', 'Scenario purchase order lines', 'Inventory', true),
  view('scenario_sales_order_details', 'Scenario sales order lines', 'Inventory', true),
  view('scenario_manufacturing_order_details', 'Scenario manufacturing order lines', 'Inventory', true),
  view('scenario_forecast_details', 'Scenario forecast lines', 'Inventory', true),
  view('scenario_transfer_order_details', 'Scenario transfer order lines', 'Inventory', true),
  view('scenario_comparison', 'Scenario comparison', 'Inventory', true),
  endpoint('users', 'Users', '/api/user', 'Users'),
  endpoint('roles', 'Roles', '/api/role', 'Users'),
  view('log_list', 'Audit log', 'Administration'),
  view('issue_tracker_tickets', 'Issue tracker', 'Administration'),
  view('webhook_list', 'Webhooks', 'Administration'),
  endpoint('integration_runs', 'Integration runs', '/api/integration-runs', 'Integrations'),
  endpoint('queued_operations', 'Queued operations', '/api/queued-operations', 'Integrations'),
];

const BY_NAME = new Map(LISTS.map((list) => [list.name, list]));

/** A readable title for a view the catalog does not name yet: `webhook_list` → "Webhooks". */
export function titleOf(name: string): string {
  const words = name.split('_').filter((w) => w !== '');
  if (words.length > 1 && words.at(-1) === 'list') {
    words.pop();
    words.push(`${words.pop()}s`);
  }
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The source of a list by its URL name; a registry view the catalog does not name is shown under its own name. */
export function listSource(name: string): ListSource {
  return BY_NAME.get(name) ?? { name, title: titleOf(name), group: 'Other views' };
}

/** Lists the signed-in user may open: registry views the service says they can read, endpoint lists by privilege. */
export function readableLists(
  readableViews: string[],
  canRead: (privilege: string) => boolean,
): ListSource[] {
  const fromCatalog = LISTS.filter((list) =>
    list.endpoint ? canRead(list.privilege ?? '') : readableViews.includes(list.name),
  );
  // Views the service has and the catalog does not name yet (not dashboards: those get their own screens).
  const others = readableViews
    .filter((name) => !BY_NAME.has(name) && !name.startsWith('dashboard_'))
    .map((name) => listSource(name));
  return [...fromCatalog, ...others];
}

const ACTIVE_INACTIVE = ['Active', 'Inactive'];
/**
 * The known values of status columns, offered as a value list in the filter (the service has no distinct-values
 * query). Document statuses are free text beyond these (specification 3.1), so other values can still be typed.
 */
const DOCUMENT_STATUSES = [
  'Open',
  'Suggested',
  'Shipped',
  'Draft',
  'Planned',
  'Received',
  'Completed',
  'Closed',
  'Cancelled',
];
const STATUS_VALUES: Record<string, string[]> = {
  'Item Status': ACTIVE_INACTIVE,
  'Sub Item Status': ACTIVE_INACTIVE,
  'BOM Status': ACTIVE_INACTIVE,
  'User Status': ACTIVE_INACTIVE,
  'Distribution Status': ACTIVE_INACTIVE,
  'Ship From Status': ACTIVE_INACTIVE,
  'Forecast List Status': ['Active', 'Inactive', 'Archived', 'Statistical'],
  'Scenario Status': ['Draft', 'Active', 'Archived'],
  'Ticket Status': ['Open', 'In Progress', 'Closed'],
  'Webhook Status': ['Active', 'Paused'],
  'Integration Status': ['Completed', 'Failed'],
};

/** The value list of a status column (`… Status`), or undefined for a column filtered by free text. */
export function statusValuesOf(key: string): string[] | undefined {
  if (!key.endsWith('Status')) return undefined;
  if (STATUS_VALUES[key]) return STATUS_VALUES[key];
  return key.endsWith('Document Status') ? DOCUMENT_STATUSES : undefined;
}
