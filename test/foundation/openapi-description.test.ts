import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.js';
import { operationIdOf, securityOf } from '../../src/core/http/operations.js';
import { testConfig } from '../helpers/app.js';
import { type FreshDatabase, freshDatabase } from '../helpers/databases.js';

interface Operation {
  operationId?: string;
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
});
