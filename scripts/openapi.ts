/**
 * Writes the service's OpenAPI description (what `GET /api/openapi.json` answers) to the file named by the first
 * argument, or to stdout: the app is built on an in-memory SQLite database, nothing listens.
 */
import { writeFileSync } from 'node:fs';
import { createApp } from '../src/app.js';
import { loadConfig } from '../src/core/config.js';

const config = loadConfig({
  DATABASE_URL: 'sqlite::memory:',
  LOG_LEVEL: 'silent',
  ADMIN_PASSWORD: 'unused-password-1',
});
const app = await createApp(config);
const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
await app.close();
if (response.statusCode !== 200) throw new Error(`GET /api/openapi.json answered ${response.statusCode}`);
const text = `${JSON.stringify(response.json(), null, 2)}\n`;
const target = process.argv[2];
if (target) writeFileSync(target, text);
else process.stdout.write(text);
