/**
 * The service's OpenAPI description and the web app's API types generated from it (openapi-typescript): what
 * `npm run gen:api` writes to `web/src/api/schema.d.ts`, and what test/foundation/api-types.test.ts regenerates
 * and compares with the committed file. The app is built on an in-memory SQLite database; nothing listens.
 */
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { createApp } from '../src/app.js';
import { loadConfig } from '../src/core/config.js';

export const API_TYPES_FILE = 'web/src/api/schema.d.ts';

/** What `GET /api/openapi.json` answers on a fresh database. */
export async function openapiDescription(): Promise<OpenAPI3> {
  const config = loadConfig({
    DATABASE_URL: 'sqlite::memory:',
    LOG_LEVEL: 'silent',
    ADMIN_PASSWORD: 'unused-password-1',
  });
  const app = await createApp(config);
  try {
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    if (response.statusCode !== 200) throw new Error(`GET /api/openapi.json answered ${response.statusCode}`);
    return response.json() as OpenAPI3;
  } finally {
    await app.close();
  }
}

const HEADER = `/**
 * Generated from the service's OpenAPI description by openapi-typescript: do not edit.
 * Regenerate with \`npm run gen:api\` (test/foundation/api-types.test.ts fails when this file is stale).
 */

`;

/** The TypeScript declarations (`paths`, `operations`, …) of a description. */
export async function apiTypes(description: OpenAPI3): Promise<string> {
  const ast = await openapiTS(description);
  return `${HEADER}${astToString(ast)}`;
}
