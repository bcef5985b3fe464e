/**
 * A typed Supplyline client (docs/api-client.md): signs in, creates a purchase order numbered by the service (`*`),
 * reads it back through a view and exports that view to XLSX. Every path, body and answer is typed by the
 * declarations generated from the service's OpenAPI description (web/src/api/schema.d.ts, `npm run gen:api`).
 *
 *   SUPPLYLINE_URL=http://localhost:3000 SUPPLYLINE_USERNAME=admin SUPPLYLINE_PASSWORD=… \
 *     npx tsx docs/examples/api-client.ts
 *
 * test/docs/api-client.test.ts runs this file against a service on a fresh database, on SQLite and PostgreSQL.
 */
import { writeFile } from 'node:fs/promises';
import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from '../../web/src/api/schema.js';

const env = (name: string, fallback?: string): string => {
  const value = process.env[name] ?? fallback;
  if (value === undefined) throw new Error(`Set ${name}`);
  return value;
};

const baseUrl = env('SUPPLYLINE_URL', 'http://localhost:3000');
const supplier = env('SUPPLYLINE_SUPPLIER', 'SUP-1');
const shipFrom = env('SUPPLYLINE_SHIP_FROM', 'SF-1');
const item = env('SUPPLYLINE_ITEM', 'ITEM-1');
const warehouse = env('SUPPLYLINE_WAREHOUSE', 'WH-1');
const output = env('SUPPLYLINE_EXPORT_FILE', 'purchase_order_list.xlsx');

/**
 * The session as a browser keeps it: the cookies the service sets go back with every request, and every write
 * carries the `X-XSRF-TOKEN` header equal to the `csrf_access_token` cookie.
 */
const cookies = new Map<string, string>();
const session: Middleware = {
  onRequest({ request }) {
    if (cookies.size > 0)
      request.headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const csrf = cookies.get('csrf_access_token');
    if (csrf && request.method !== 'GET') request.headers.set('X-XSRF-TOKEN', csrf);
    return request;
  },
  onResponse({ response }) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  },
};

const client = createClient<paths>({ baseUrl });
client.use(session);

/** Every error the service answers is `{Message, Code}`: stop with both. */
function ok<D>(answer: { data?: D; error?: unknown; response: Response }, what: string): D {
  if (answer.response.ok && answer.data !== undefined) return answer.data;
  const { Code, Message } = (answer.error ?? {}) as { Code?: string; Message?: string };
  throw new Error(`${what}: ${answer.response.status} ${Code ?? ''} ${Message ?? ''}`.trim());
}

// 1. Sign in: the answer sets the session cookies (a 2FA account would answer a challenge instead).
const login = ok(
  await client.POST('/api/authenticate', {
    body: { username: env('SUPPLYLINE_USERNAME'), password: env('SUPPLYLINE_PASSWORD') },
  }),
  'sign in',
);
if (!('login' in login) || login.login !== true) throw new Error('sign in: this account needs another step');

// 2. Create a purchase order; `*` asks the service for the next number of the numbering (PO-000001, …).
const created = ok(
  await client.POST('/api/purchase-order', {
    body: {
      'PO List Number': '*',
      'PO List Document Status': 'Open',
      'PO List Order Date': '2026-03-02',
      'Supplier Number': supplier,
      details: [
        {
          'Item Number': item,
          'Warehouse Number': warehouse,
          'Ship From Number': shipFrom,
          'PO Details Quantity': 12,
          'PO Details Price': 3.5,
          'PO Details Document Status': 'Open',
          'PO Details Order Date': '2026-03-02',
          'PO Details Ship Date': '2026-03-09',
          'PO Details ETA Date': '2026-03-16',
        },
      ],
    },
  }),
  'create the purchase order',
);
if (created.id === undefined) throw new Error(`create: ${created.notification_type} ${created.message}`);
const order = ok(
  await client.GET('/api/purchase-order/{id}', { params: { path: { id: created.id } } }),
  'read the purchase order',
);
const number = String(order['PO List Number']);

// 3. Read a view: the purchase order list, filtered to the new order (filters are JSON text, contract part 3).
const filters = { 'PO List Number': [number] };
const view = ok(
  await client.GET('/api/views/{view_name}', {
    params: {
      path: { view_name: 'purchase_order_list' },
      query: { filters: JSON.stringify(filters), page_size: '10' },
    },
  }),
  'read the view',
);

// 4. Export the same rows to XLSX: the body is the workbook (read as bytes, not JSON).
const workbook = ok(
  await client.POST('/api/export-data', {
    body: { view_name: 'purchase_order_list', filters },
    parseAs: 'arrayBuffer',
  }),
  'export the view',
);
await writeFile(output, Buffer.from(workbook as ArrayBuffer));

console.log(
  JSON.stringify({
    number,
    id: created.id,
    rows: view.data.rows.length,
    total: view.extra.total,
    columns: view.data.headers.map((h) => h.alias ?? h.key),
    file: output,
    bytes: (workbook as ArrayBuffer).byteLength,
  }),
);
