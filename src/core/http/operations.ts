/**
 * What the OpenAPI description says of each operation beyond its schemas: a stable, readable `operationId` and its
 * `security`. Derived from the route (method, path, access) in one place, so a new route gets both without
 * writing them.
 */
import { MUTATING } from '../auth/plugin.js';

/** Ids the derivation would name badly, by `METHOD /path` (Fastify's `:param` form). */
const NAMED: Record<string, string> = {
  'GET /api/health': 'getHealth',
  'POST /api/authenticate': 'authenticate',
  'POST /api/login': 'login',
  'POST /api/verify-2fa': 'verifyTwoFactorCode',
  'POST /api/first-signin': 'firstSignin',
  'POST /api/token-refresh': 'refreshToken',
  'POST /api/refresh': 'refresh',
  'GET /api/token-refresh/frame': 'getTokenRefreshFrame',
  'POST /api/logout': 'logout',
  'GET /api/profile': 'getProfile',
  'PUT /api/profile/password': 'changePassword',
  'POST /api/2fa/setup': 'setUpTwoFactor',
  'POST /api/2fa/enable': 'enableTwoFactor',
  'POST /api/2fa/disable': 'disableTwoFactor',
  'GET /api/change-tracking-settings': 'getChangeTrackingSettings',
  'PUT /api/change-tracking-settings': 'updateChangeTrackingSettings',
  'GET /api/log-list': 'listAuditLog',
  'GET /api/lookup/:master': 'lookupMaster',
  'GET /api/numbering': 'getNumbering',
  'PUT /api/numbering': 'updateNumbering',
  'GET /api/numbering/next/:type': 'getNextNumber',
  'GET /api/inventory': 'listInventory',
  'PUT /api/purchase-order-details-move-lines': 'movePurchaseOrderLines',
  'PUT /api/sales-order-details-move-lines': 'moveSalesOrderLines',
  'PUT /api/manufacturing-order-details-move-lines': 'moveManufacturingOrderLines',
  'PUT /api/transfer-order-details-move-lines': 'moveTransferOrderLines',
  'PUT /api/forecast-details-move-lines': 'moveForecastLines',
  'POST /api/planning/run': 'runPlanning',
  'POST /api/planning/firm': 'firmSuggestedOrders',
  'GET /api/planning/firm/roles': 'listFirmingRoles',
  'GET /api/planning/runs': 'listPlanningRuns',
  'GET /api/planning/settings': 'getPlanningSettings',
  'PUT /api/planning/settings': 'updatePlanningSettings',
  'GET /api/planning/runs/:id': 'getPlanningRun',
  'POST /api/forecasting/run': 'runForecasting',
  'GET /api/forecasting/runs': 'listForecastingRuns',
  'GET /api/forecasting/runs/:id': 'getForecastingRun',
  'GET /api/forecasting/item/:item_id': 'getItemForecast',
  'GET /api/forecasting/item/:item_id/:warehouse_id': 'getItemForecastInWarehouse',
  'GET /api/planning/item/:item_id': 'getItemPlan',
  'GET /api/planning/item/:item_id/:warehouse_id': 'getItemPlanInWarehouse',
  'GET /api/scenario-analysis/:id/comparison': 'getScenarioComparison',
  'GET /api/scenario-analysis/:id/summary': 'getScenarioSummary',
  'GET /api/scenario-analysis/:id/item/:item_number': 'getScenarioItemPlan',
  'GET /api/views': 'listViews',
  'GET /api/views/:view_name': 'getView',
  'POST /api/export-data': 'exportData',
  'GET /api/events/stream': 'streamEvents',
  'GET /api/webhooks/:id/deliveries': 'listWebhookDeliveries',
  'POST /api/webhooks/:id/test': 'testWebhook',
  'POST /api/webhooks/:id/redeliver/:deliveryId': 'redeliverWebhookDelivery',
  'POST /api/import/:table': 'importTable',
  'GET /api/user-notification-settings/:type/:source': 'getUserNotificationSettingBySource',
  'PUT /api/user-notification-settings/:type/:source': 'updateUserNotificationSettingBySource',
  'DELETE /api/user-notification-settings/:type/:source': 'deleteUserNotificationSettingBySource',
};

const VERBS: Record<string, { one: string; many: string }> = {
  GET: { one: 'get', many: 'list' },
  POST: { one: 'create', many: 'create' },
  PUT: { one: 'update', many: 'update' },
  PATCH: { one: 'patch', many: 'patch' },
  DELETE: { one: 'delete', many: 'delete' },
};

const pascal = (words: string) =>
  words
    .split(/[-_/]/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');

/** `PurchaseOrder` → `PurchaseOrders`; a noun already ending in s (Details, Settings, Runs) stays. */
const plural = (noun: string) => (noun.endsWith('s') ? noun : `${noun}s`);
/** `Webhooks` → `Webhook`, `Details` and `Settings` stay (a record of them is still called so). */
const singular = (noun: string) =>
  noun.endsWith('s') && !/(Details|Settings|Analysis)$/.test(noun) ? noun.slice(0, -1) : noun;

/**
 * `listPurchaseOrders`, `getPurchaseOrder`, `createPurchaseOrder`, `updatePurchaseOrder`, `deletePurchaseOrder`,
 * `getPurchaseOrderItemInWarehouse`… from `METHOD /api/<resource>[/:param…]`, or the name in NAMED.
 */
export function operationIdOf(method: string, url: string): string {
  const named = NAMED[`${method} ${url}`];
  if (named) return named;
  const segments = url.replace(/^\/api\//, '').split('/');
  const params = segments.filter((s) => s.startsWith(':'));
  const resource = pascal(segments.filter((s) => !s.startsWith(':')).join('-'));
  const verb = VERBS[method] ?? { one: method.toLowerCase(), many: method.toLowerCase() };
  const endsWithParam = segments[segments.length - 1]!.startsWith(':');
  const base =
    endsWithParam || method !== 'GET'
      ? `${verb.one}${singular(resource)}`
      : `${verb.many}${plural(resource)}`;
  return params.some((p) => p === ':warehouse_id') ? `${base}InWarehouse` : base;
}

export interface RouteAccessFacts {
  public?: boolean;
  csrf?: boolean;
}

/**
 * The operation's security requirement: none for the public operations, the session cookie and the CSRF header
 * for a state-changing one (the auth hook's rule), else the document's default (the session cookie: undefined).
 */
export function securityOf(method: string, access: RouteAccessFacts | undefined) {
  if (access?.public) return [];
  if (MUTATING.has(method) && access?.csrf !== false) return [{ session: [], csrf: [] }];
  return undefined;
}

/** The document-level default: every operation needs a session unless it says otherwise. */
export const DEFAULT_SECURITY = [{ session: [] }];
