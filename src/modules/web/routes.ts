import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const HERE = dirname(fileURLToPath(import.meta.url));

/**
 * web/dist from dist/src (the bundled service, scripts/bundle-server.mjs; first, so that it never finds a web/dist
 * beside the project), src/modules/web (tsx) or dist/src/modules/web (compiled).
 */
export function findWebRoot(): string | undefined {
  return [
    resolve(HERE, '../../web/dist'),
    resolve(HERE, '../../../web/dist'),
    resolve(HERE, '../../../../web/dist'),
  ].find((dir) => existsSync(join(dir, 'index.html')));
}

const API = /^\/api(\/|$)/;
const ASSETS = '/assets/';
const SAFE_ASSET = /^\/assets\/[\w-]+(\.[\w-]+)*$/;

/**
 * Serves the built web app (web/dist) at `/`: hashed files under /assets/ cached for a year (a missing one is a
 * 404, never index.html), index.html for every other GET that is not /api/* (the app's own routes), never cached
 * so a new build is picked up at once. Files are looked up per request, so a rebuild needs no restart. Files are
 * sent precompressed (brotli or gzip, written by the build) to a browser that accepts the encoding.
 */
export async function registerWebApp(app: FastifyInstance, root = findWebRoot()): Promise<void> {
  if (!root) {
    app.log.warn('web/dist is missing: the web app is not served (run `npm run build`)');
    return;
  }
  // The build writes .br and .gz beside each script and stylesheet: a browser that accepts one gets it.
  await app.register(fastifyStatic, { root, serve: false, preCompressed: true });
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (API.test(path)) return reply.callNotFound();
    if (path.startsWith(ASSETS)) {
      // Only plain file names below /assets/: no dot segments, nothing decoded into one.
      if (!SAFE_ASSET.test(path)) return reply.callNotFound();
      return reply.sendFile(path.slice(1), { immutable: true, maxAge: '365d', cacheControl: true });
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html', { cacheControl: false });
  });
}
