/**
 * `tsx scripts/openapi.ts [file]` writes the service's OpenAPI description (what `GET /api/openapi.json` answers)
 * to the file, or to stdout; `tsx scripts/openapi.ts --types` writes the web app's generated API types
 * (web/src/api/schema.d.ts, `npm run gen:api`).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { API_TYPES_FILE, apiTypes, openapiDescription } from './api-types.js';

const description = await openapiDescription();
const target = process.argv[2];
if (target === '--types') {
  writeFileSync(API_TYPES_FILE, await apiTypes(description));
  process.stdout.write(`wrote ${API_TYPES_FILE}\n`);
} else {
  const text = `${JSON.stringify(description, null, 2)}\n`;
  if (target) {
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, text);
  } else process.stdout.write(text);
}
