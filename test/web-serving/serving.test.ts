/**
 * The web app is served by the service at `/` (src/modules/web): index.html for the app's own paths, hashed assets
 * with a year of caching, and nothing of it in the way of the API — unknown /api paths keep their JSON 404.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from '../../src/core/http/error-handler.js';
import { registerWebApp } from '../../src/modules/web/routes.js';

const INDEX = '<!doctype html><title>Supplyline</title><div id="root"></div>';
const ASSET = 'console.log("app")';
const OUTSIDE = 'content of a file beside the web root';

describe('web app serving', () => {
  let app: FastifyInstance;
  let root: string;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'supplyline-web-'));
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'index.html'), INDEX);
    writeFileSync(join(root, 'assets', 'index-abc123.js'), ASSET);
    // As the build writes them (web/vite.config.ts): compressed siblings of each script.
    writeFileSync(join(root, 'assets', 'index-abc123.js.br'), brotliCompressSync(ASSET));
    writeFileSync(join(root, 'assets', 'index-abc123.js.gz'), gzipSync(ASSET));
    writeFileSync(join(tmpdir(), 'secret-beside-web-root.txt'), OUTSIDE);
    app = Fastify({ logger: false });
    registerErrorHandling(app);
    await app.register(async (api) => {
      api.get('/api/health', async () => ({ status: 'ok' }));
    });
    await app.register(async (web) => registerWebApp(web, root));
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it.each(['/', '/views/purchase_order_list?filters=%7B%7D', '/orders/purchase-order/7', '/login?next=%2F'])(
    'answers index.html, not cached, for the app path %s',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX);
    },
  );

  it('serves a hashed asset with a year of immutable caching', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe(ASSET);
  });

  it.each([
    ['br, gzip', 'br', brotliDecompressSync],
    ['gzip, deflate', 'gzip', gunzipSync],
  ] as const)(
    'sends the precompressed asset to a browser that accepts %s',
    async (accept, encoding, decode) => {
      const response = await app.inject({
        method: 'GET',
        url: '/assets/index-abc123.js',
        headers: { 'accept-encoding': accept },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decode(response.rawPayload).toString()).toBe(ASSET);
    },
  );

  it('sends the plain asset to a client that accepts no encoding', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(ASSET);
  });

  it('answers a missing asset with the JSON 404, never index.html (a stale page must not run HTML as script)', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/missing-0123.js' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      Message: 'Route GET /assets/missing-0123.js not found',
      Code: 'Route.NotFound',
    });
  });

  it.each([
    '/assets/../secret-beside-web-root.txt',
    '/assets/%2e%2e/secret-beside-web-root.txt',
    '/assets/..%2fsecret-beside-web-root.txt',
    '/assets/%2e%2e%2fsecret-beside-web-root.txt',
  ])('never serves a file outside the web root: %s', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.body).not.toContain(OUTSIDE);
    expect([200, 404]).toContain(response.statusCode);
    if (response.statusCode === 200) expect(response.body).toBe(INDEX);
  });

  it.each([
    ['GET', '/api/nothing'],
    ['GET', '/api'],
    ['GET', '/api/'],
    ['POST', '/api/nothing'],
    ['POST', '/views/purchase_order_list'],
  ] as const)('never shadows the API: %s %s is the JSON 404', async (method, url) => {
    const response = await app.inject({ method, url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ Message: `Route ${method} ${url} not found`, Code: 'Route.NotFound' });
  });

  it('leaves API routes answering as before', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});
