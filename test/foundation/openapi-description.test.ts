import Fastify, { type FastifyInstance, type FastifySchema } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.js';
import { ERROR_CATALOGUE, isErrorCode, statusesOf } from '../../src/catalogue/errors.js';
import { notFound } from '../../src/core/errors.js';
import { registerErrorHandling, undeclaredAnswers } from '../../src/core/http/error-handler.js';
import { operationIdOf, securityOf } from '../../src/core/http/operations.js';
import { testConfig } from '../helpers/app.js';
import { type FreshDatabase, freshDatabase } from '../helpers/databases.js';

interface MediaType {
  examples?: Record<string, { value: { Message: string; Code: string } }>;
}
interface Operation {
  operationId?: string;
  'x-error-codes'?: string[];
  responses?: Record<string, { description: string; content?: Record<string, MediaType> }>;
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string; required?: boolean }[];
}
type Description = {
  servers?: { url: string }[];
  security?: Record<string, string[]>[];
  paths: Record<string, Record<string, Operation>>;
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Contract part 7, "OpenAPI": what `redocly lint` (npm run lint:openapi, in CI) also checks, pinned here. */
describe('the OpenAPI description', () => {
  let database: FreshDatabase;
  let app: FastifyInstance;
  let description: Description;
  const operations: [string, string, Operation][] = [];

  beforeAll(async () => {
    database = await freshDatabase('sqlite');
    app = await createApp(testConfig(database.url));
    description = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as Description;
    for (const [path, item] of Object.entries(description.paths))
      for (const [method, operation] of Object.entries(item))
        if (METHODS.includes(method)) operations.push([method.toUpperCase(), path, operation]);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('names every operation with a unique, readable operationId', () => {
    const ids = operations.map(([, , op]) => op.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    const byRoute = new Map(operations.map(([method, path, op]) => [`${method} ${path}`, op.operationId]));
    expect(byRoute.get('GET /api/purchase-order')).toBe('listPurchaseOrders');
    expect(byRoute.get('POST /api/purchase-order')).toBe('createPurchaseOrder');
    expect(byRoute.get('GET /api/purchase-order/{id}')).toBe('getPurchaseOrder');
    expect(byRoute.get('PUT /api/purchase-order/{id}')).toBe('updatePurchaseOrder');
    expect(byRoute.get('DELETE /api/purchase-order/{id}')).toBe('deletePurchaseOrder');
    expect(byRoute.get('GET /api/inventory-item/{item_id}/{warehouse_id}')).toBe(
      'getInventoryItemInWarehouse',
    );
  });

  it('declares security: the session by default, the CSRF header on writes, none on the public operations', () => {
    expect(description.servers).toEqual([{ url: '/' }]);
    expect(description.security).toEqual([{ session: [] }]);
    const security = (method: string, path: string) =>
      operations.find(([m, p]) => m === method && p === path)?.[2].security;
    for (const path of ['/api/authenticate', '/api/login', '/api/first-signin', '/api/verify-2fa'])
      expect(security('POST', path), path).toEqual([]);
    expect(security('POST', '/api/token-refresh')).toEqual([]);
    expect(security('GET', '/api/health')).toEqual([]);
    expect(security('GET', '/api/purchase-order')).toBeUndefined();
    expect(security('POST', '/api/purchase-order')).toEqual([{ session: [], csrf: [] }]);
    expect(securityOf('DELETE', { csrf: false })).toBeUndefined();
  });

  it('has unique path templates, and every path parameter declared is in its path and the other way round', () => {
    const templates = Object.keys(description.paths).map((p) => p.replace(/\{[^}]+\}/g, '{}'));
    expect(new Set(templates).size).toBe(templates.length);
    for (const [method, path, op] of operations) {
      const inPath = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]).sort();
      const declared = (op.parameters ?? [])
        .filter((p) => p.in === 'path')
        .map((p) => p.name)
        .sort();
      expect(declared, `${method} ${path}`).toEqual(inPath);
    }
  });

  it('derives ids from the route: list for a collection, the verb and the noun for one record', () => {
    expect(operationIdOf('GET', '/api/asn')).toBe('listAsns');
    expect(operationIdOf('GET', '/api/webhooks/:id')).toBe('getWebhook');
    expect(operationIdOf('POST', '/api/scenario-analysis')).toBe('createScenarioAnalysis');
    expect(operationIdOf('GET', '/api/forecast-item/:item_id/:warehouse_id')).toBe(
      'getForecastItemInWarehouse',
    );
  });

  it('lists on every operation the catalogued codes it can answer, each under its status with an example', () => {
    for (const [method, path, op] of operations) {
      const codes = op['x-error-codes'];
      expect(codes, `${method} ${path}`).toBeDefined();
      for (const code of codes ?? []) {
        expect(isErrorCode(code), `${method} ${path}: ${code}`).toBe(true);
        if (!op.responses || !isErrorCode(code)) continue;
        for (const status of statusesOf(code).filter((s) => s < 500)) {
          const answer = op.responses[String(status)];
          expect(answer?.description, `${method} ${path} ${status}`).toContain(code);
          expect(answer?.content?.['application/json']?.examples?.[code]?.value.Code).toBe(code);
        }
      }
    }
    expect(Object.keys(ERROR_CATALOGUE)).toContain('Request.Invalid');
  });

  it("derives an operation's own codes from its declaration: an order type's rules and references, a master's prefix", () => {
    const codes = (method: string, path: string) =>
      operations.find(([m, p]) => m === method && p === path)?.[2]['x-error-codes'] ?? [];
    expect(codes('POST', '/api/purchase-order')).toEqual(
      expect.arrayContaining([
        'PurchaseOrderList.AlreadyExists',
        'PurchaseOrderDetails.OrderDateAfterShip',
        'SupplierMaster.NotFound',
        'ItemMaster.NotFound',
        'OrderList.NoItems',
        'User.MissingCSRF',
        'Request.TooLarge',
      ]),
    );
    expect(codes('POST', '/api/purchase-order')).not.toContain('PurchaseOrderList.Conflict');
    expect(codes('PUT', '/api/purchase-order/{id}')).toEqual(
      expect.arrayContaining(['PurchaseOrderList.NotFound', 'PurchaseOrderList.Conflict']),
    );
    expect(codes('POST', '/api/manufacturing-order')).toContain('ManufacturingOrderDetails.StartAfterDue');
    expect(codes('GET', '/api/purchase-order')).toEqual(
      expect.arrayContaining(['List.InvalidFilter', 'List.InvalidSort', 'User.NotPrivileged']),
    );
    expect(codes('GET', '/api/supplier-master/{id}')).toContain('SupplierMaster.NotFound');
    expect(codes('DELETE', '/api/supplier-master/{id}')).toContain('SupplierMaster.StillInUse');
    expect(codes('POST', '/api/supplier-master')).toContain('SupplierMaster.InvalidValue');
    // Every signed-in user may read a lookup: no privilege, so no 403.
    expect(codes('GET', '/api/lookup/{master}')).not.toContain('User.NotPrivileged');
    expect(codes('POST', '/api/planning/firm')).toEqual(
      expect.arrayContaining([
        'Planning.NotSuggested',
        'Planning.InvalidFirm',
        'ManufacturingOrderList.NotFound',
      ]),
    );
    expect(codes('PUT', '/api/numbering')).toContain('Numbering.InvalidValue');
    // Rules of a declaration's hooks, and routes that declare their own codes.
    expect(codes('POST', '/api/item-distribution')).toEqual(
      expect.arrayContaining(['ItemDistribution.SameWarehouse', 'ItemDistribution.Cycle']),
    );
    expect(codes('PUT', '/api/transfer-order/{id}')).toContain('TransferOrderList.SameWarehouse');
    expect(codes('POST', '/api/planning/run')).toEqual(
      expect.arrayContaining(['Planning.InvalidParameters', 'Planning.AlreadyRunning']),
    );
    expect(codes('POST', '/api/scenario-analysis')).toContain('Scenario.InvalidAdjustment');
    expect(codes('GET', '/api/scenario-transfer-order-details/{scenario_id}')).toContain(
      'Scenario.NotActive',
    );
    expect(codes('POST', '/api/forecasting/run')).toContain('Forecasting.AlreadyRunning');
    expect(codes('GET', '/api/health')).not.toContain('User.NotAuthenticated');
  });

  it('lists the codes of every other module from its services: each operation its own, nothing it cannot answer', () => {
    const codes = (method: string, path: string) =>
      operations.find(([m, p]) => m === method && p === path)?.[2]['x-error-codes'] ?? [];
    const own: [string, string, string[], string[]?][] = [
      ['GET', '/api/asn/{id}', ['ASN.NotFound'], ['ASN.AlreadyExists']],
      [
        'POST',
        '/api/asn',
        ['ASN.AlreadyExists', 'ASN.EtaBeforeShip', 'PurchaseOrderDetails.NotFound'],
        ['ASN.NotFound'],
      ],
      ['PUT', '/api/asn/{id}', ['ASN.NotFound', 'ASN.EtaBeforeShip']],
      ['DELETE', '/api/asn/{id}', ['ASN.NotFound'], ['ASN.EtaBeforeShip']],
      [
        'POST',
        '/api/inventory',
        [
          'Inventory.AlreadyExists',
          'SubItemMaster.NotFound',
          'CustomColumn.Required',
          'Inventory.InvalidValue',
        ],
      ],
      [
        'DELETE',
        '/api/inventory/{id}',
        ['Inventory.NotFound', 'ItemMaster.NotFound'],
        ['Inventory.AlreadyExists'],
      ],
      [
        'POST',
        '/api/authenticate',
        ['User.InvalidCredentials', 'User.Locked'],
        ['User.NotAuthenticated', 'User.MissingCSRF'],
      ],
      ['POST', '/api/verify-2fa', ['User.Invalid2FACode', 'User.InvalidSessionToken', 'User.Locked']],
      [
        'POST',
        '/api/first-signin',
        ['User.PasswordTooShort', 'User.PasswordReused', 'User.InvalidSessionToken'],
      ],
      ['POST', '/api/token-refresh', ['User.NotAuthenticated', 'User.MissingCSRF', 'User.InvalidCSRF']],
      ['PUT', '/api/profile/password', ['User.InvalidCurrentPassword', 'User.Locked', 'User.PasswordReused']],
      [
        'POST',
        '/api/2fa/enable',
        ['User.TwoFactorNotSetUp', 'User.Invalid2FACode'],
        ['User.TwoFactorNotEnabled'],
      ],
      [
        'POST',
        '/api/2fa/disable',
        ['User.TwoFactorNotEnabled', 'User.Invalid2FACode'],
        ['User.TwoFactorNotSetUp'],
      ],
      [
        'PUT',
        '/api/user/{id}',
        ['User.NotFound', 'User.CannotDeactivateSelf', 'User.TwoFactorEnrolmentRequired', 'Role.NotFound'],
      ],
      ['DELETE', '/api/role/{id}', ['Role.BuiltIn', 'Role.StillInUse'], ['Role.AlreadyExists']],
      [
        'PUT',
        '/api/user-notification-settings/{type}/{source}',
        ['NotificationSetting.NotFound', 'NotificationSetting.AlreadyExists'],
      ],
      [
        'PUT',
        '/api/bill-of-materials/{id}',
        ['BillOfMaterials.Cycle', 'BillOfMaterials.Conflict', 'BillOfMaterialsDetails.NotFound'],
      ],
      [
        'POST',
        '/api/custom-columns',
        ['CustomColumn.InvalidKey', 'CustomColumn.InvalidFormat'],
        ['CustomColumn.Immutable'],
      ],
      ['PUT', '/api/custom-columns/{ref}', ['CustomColumn.Immutable', 'CustomColumn.InvalidTable']],
      [
        'GET',
        '/api/history/{entity_type}/{entity_id}',
        ['ChangeTracking.UnknownEntityType', 'User.NotPrivileged'],
      ],
      ['GET', '/api/external-item-master-details/{id}', ['ExternalItemMaster.NotFound']],
      [
        'PUT',
        '/api/integration-runs/{id}',
        ['IntegrationRun.NotFound', 'IntegrationRun.NotRunning'],
        ['IntegrationRun.AlreadyRunning'],
      ],
      ['GET', '/api/queued-operations/{id}', ['QueuedOperation.NotFound']],
      ['PUT', '/api/notifications/{id}', ['Notification.NotFound']],
      ['POST', '/api/issue-tracker-notes', ['IssueTrackerTicket.NotFound'], ['IssueTrackerNote.NotFound']],
      [
        'POST',
        '/api/webhooks',
        ['Webhook.InvalidUrl', 'Webhook.ForbiddenTarget', 'Webhook.InvalidEvents'],
        ['Webhook.NotFound'],
      ],
      ['POST', '/api/webhooks/{id}/redeliver/{deliveryId}', ['WebhookDelivery.NotFound', 'Webhook.NotFound']],
      [
        'POST',
        '/api/import/{table}',
        ['Import.NoFile', 'Import.InvalidRows', 'Import.UnknownTable', 'IntegrationRun.Locked'],
      ],
      [
        'PUT',
        '/api/purchase-order-details-move-lines',
        ['PurchaseOrderDetails.MultipleSources', 'PurchaseOrderList.NotFound', 'OrderDetails.DuplicateRows'],
      ],
      ['PUT', '/api/transfer-order-details-move-lines', ['TransferOrderList.SameWarehouse']],
      ['GET', '/api/planning/runs/{id}', ['PlanRun.NotFound']],
      ['POST', '/api/forecast', ['Forecasting.ReservedStatus', 'ForecastList.AlreadyExists']],
      ['GET', '/api/purchase-order', ['JSON.Invalid', 'List.InvalidFilter']],
      [
        'GET',
        '/api/planning/item/{item_id}/{warehouse_id}',
        ['ItemMaster.NotFound', 'WarehouseMaster.NotFound'],
      ],
    ];
    for (const [method, path, listed, absent = []] of own) {
      expect(codes(method, path), `${method} ${path}`).toEqual(expect.arrayContaining(listed));
      for (const code of absent) expect(codes(method, path), `${method} ${path}`).not.toContain(code);
    }
    // An operation on one record by its id answers that record's NotFound (a collection by item answers no rows).
    for (const [method, path, op] of operations)
      if (/\{(id|ref|deliveryId)\}/.test(path))
        expect(
          op['x-error-codes']?.some((code) => code.endsWith('.NotFound')),
          `${method} ${path}`,
        ).toBe(true);
    // A collection or a sign-out answers only what every route of its kind answers.
    expect(codes('GET', '/api/asn')).not.toContain('ASN.NotFound');
    expect(codes('POST', '/api/logout')).toEqual([
      'JSON.Invalid',
      'Request.Invalid',
      'Request.TooLarge',
      'Request.UnsupportedMediaType',
      'User.InvalidCSRF',
      'User.MissingCSRF',
      'User.NotAuthenticated',
    ]);
  });

  it('notes an answer whose code the operation does not list (the test helper fails a suite on it)', async () => {
    const probe = Fastify({ logger: false });
    registerErrorHandling(probe);
    probe.get('/listed', { schema: { 'x-error-codes': ['ASN.NotFound'] } as FastifySchema }, async () => {
      throw notFound('ASN', 'not here');
    });
    probe.get('/unlisted', { schema: { 'x-error-codes': ['ASN.NotFound'] } as FastifySchema }, async () => {
      throw notFound('Webhook', 'not here');
    });
    undeclaredAnswers.clear();
    expect((await probe.inject({ method: 'GET', url: '/listed' })).statusCode).toBe(400);
    expect([...undeclaredAnswers]).toEqual([]);
    expect((await probe.inject({ method: 'GET', url: '/unlisted' })).json()).toMatchObject({
      Code: 'Webhook.NotFound',
    });
    expect([...undeclaredAnswers]).toEqual(['GET /unlisted Webhook.NotFound']);
    undeclaredAnswers.clear();
    await probe.close();
  });
});
