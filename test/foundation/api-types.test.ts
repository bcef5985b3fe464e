import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_TYPES_FILE, apiTypes, openapiDescription } from '../../scripts/api-types.js';

/** Issue 27 part 2: the web app's API types are generated from the description; a stale copy fails here (and CI). */
describe('the generated web API types (web/src/api/schema.d.ts)', () => {
  it('are what openapi-typescript generates from the description today: run `npm run gen:api` if not', async () => {
    const generated = await apiTypes(await openapiDescription());
    const committed = readFileSync(API_TYPES_FILE, 'utf8');
    // Names the first line that differs rather than printing two texts of 800 kB.
    const want = generated.split('\n');
    const have = committed.split('\n');
    const first = want.findIndex((line, i) => have[i] !== line);
    const at = first === -1 && have.length !== want.length ? want.length : first;
    expect(
      at === -1 ? 'same' : `line ${at + 1}: ${JSON.stringify(have[at])} → ${JSON.stringify(want[at])}`,
      `${API_TYPES_FILE} is stale: run npm run gen:api`,
    ).toBe('same');
    expect(generated).toContain('"/api/purchase-order": {');
    expect(generated).toContain('createPurchaseOrder: {');
  }, 120_000);
});
