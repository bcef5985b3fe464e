import { beforeAll, expect, it } from 'vitest';
import { nowIso } from '../../src/core/db/transaction.js';
import { findAnyView, registeredViewNames } from '../../src/core/list/registry.js';
import { HEADER_FORMATS } from '../../src/core/list/view.js';
import { type Client, describeEachDatabase } from '../helpers/app.js';
import { type Envelope, type Seeded, seedOrders } from '../views/seed.js';

/**
 * Contract part 3: every header of every list and view names one of the five formats of specification 2.15, and
 * a `date` column holds either a date or an ISO 8601 date-time (timestamps). Walks the view registry and every
 * GET operation of the OpenAPI description that answers the list envelope, so a view or list added later is
 * checked without touching this file.
 */
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

interface OpenApi {
  paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
}

/** Whether a 200 answer's schema is the list envelope (it has data.headers). */
function answersEnvelope(responses: Record<string, unknown> | undefined): boolean {
  const ok = responses?.['200'] as
    | { content?: { 'application/json'?: { schema?: { properties?: Record<string, unknown> } } } }
    | undefined;
  const data = ok?.content?.['application/json']?.schema?.properties?.data as
    | { properties?: Record<string, unknown> }
    | undefined;
  return Boolean(data?.properties?.headers);
}

describeEachDatabase(
  'header formats of every list and view',
  (t) => {
    let admin: Client;
    let seeded: Seeded;
    /** An Active scenario, for the views and lists that project one. */
    let scenarioId: number;
    const timestampsSeen = new Set<string>();

    const checkEnvelope = (where: string, body: Envelope) => {
      expect(body.data.headers.length, `${where} has no headers`).toBeGreaterThan(0);
      for (const header of body.data.headers) {
        expect(HEADER_FORMATS, `${where}: ${header.key} has format ${header.format}`).toContain(
          header.format,
        );
        if (header.format !== 'date') continue;
        for (const row of body.data.rows) {
          const value = row[header.key];
          if (value === null || value === undefined) continue;
          expect(typeof value, `${where}: ${header.key}`).toBe('string');
          const text = value as string;
          expect(DATE.test(text) || DATE_TIME.test(text), `${where}: ${header.key} = ${text}`).toBe(true);
          if (DATE_TIME.test(text)) timestampsSeen.add(`${where}.${header.key}`);
        }
      }
    };

    beforeAll(async () => {
      seeded = await seedOrders(t.store);
      admin = await t.admin();
      const scenario = await admin.post('/api/scenario-analysis', {
        'Scenario Name': 'Header formats',
        'Scenario Status': 'Active',
      });
      expect(scenario.statusCode, scenario.body).toBe(200);
      scenarioId = scenario.json().id;
      // Rows with timestamps: a ticket (Created At, Updated At) and an audit record (Changed At).
      await t.store.db
        .insertInto('audit_log')
        .values({
          entity_type: 'ItemMaster',
          entity_id: String(seeded.items['ITEM-1']),
          action: 'Updated',
          changed_by: 'admin',
          changed_at: nowIso(),
          changes: JSON.stringify({ 'Item Description': { old: 'a', new: 'b' } }),
        })
        .execute();
      const ticket = await admin.post('/api/issue-tracker-tickets', { 'Ticket Title': 'Header formats' });
      expect(ticket.statusCode, ticket.body).toBe(200);
      const unit = await admin.post('/api/unit-master', { 'Unit Name': 'EA' });
      expect(unit.statusCode, unit.body).toBe(200);
    });

    it('every registered view answers only the five formats; timestamps are ISO date-times', async () => {
      const names = registeredViewNames();
      expect(names.length).toBeGreaterThan(20);
      for (const name of names) {
        const read = (filters: Record<string, unknown>) =>
          admin.get(
            `/api/views/${name}?${new URLSearchParams({ filters: JSON.stringify(filters), page_size: '1000' })}`,
          );
        let response = await read({});
        // The by-item views need their item (registry scope), the scenario views their scenario; other scoped views
        // (dashboards) take it optionally.
        if (response.statusCode === 400 && findAnyView(name)?.scope)
          response = await read(
            name.startsWith('scenario_')
              ? { 'Scenario Id': [scenarioId] }
              : { item_id: seeded.items['ITEM-1'] },
          );
        expect(response.statusCode, `${name}: ${response.body}`).toBe(200);
        checkEnvelope(`view ${name}`, response.json() as Envelope);
      }
      expect([...timestampsSeen]).toEqual(
        expect.arrayContaining([
          'view issue_tracker_tickets.Created At',
          'view issue_tracker_tickets.Updated At',
          'view log_list.Changed At',
        ]),
      );
    });

    it('every list endpoint of the OpenAPI description answers only the five formats', async () => {
      const spec = (await admin.get('/api/openapi.json')).json() as OpenApi;
      // A webhook, so its deliveries list (/api/webhooks/{id}/deliveries) has an id to answer for.
      const hook = await admin.post('/api/webhooks', {
        'Webhook Url': 'http://127.0.0.1:9/hook',
        'Webhook Events': [{ type: 'Issue Tracker', source: 'IssueTrackerTicket', event: '*' }],
        'Webhook Secret': 'a-webhook-secret-of-some-length',
      });
      expect(hook.statusCode, hook.body).toBe(200);
      const item = String(seeded.items['ITEM-1']);
      const warehouse = String(seeded.warehouses['WH-1']);
      const paths = Object.entries(spec.paths)
        .filter(([, operations]) => answersEnvelope(operations.get?.responses))
        .map(([path]) => path);
      // The masters, orders, by-item views, inventory, users, audit log, views and integration runs at least.
      expect(paths.length).toBeGreaterThan(25);
      for (const path of paths) {
        const url = path
          .replace('{scenario_id}', String(scenarioId))
          .replace(/^\/api\/scenario-analysis\/\{id\}/, `/api/scenario-analysis/${scenarioId}`)
          .replace('{item_id}', item)
          .replace('{warehouse_id}', warehouse)
          .replace('{view_name}', 'item_master')
          .replace('{id}', String(hook.json().id))
          .replace('{type}', 'Procurement')
          .replace('{source}', 'purchase_order')
          .replace('{master}', 'item');
        expect(url, `${path} has a path parameter this test does not fill`).not.toMatch(/[{}]/);
        const response = await admin.get(url);
        expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
        checkEnvelope(url, response.json() as Envelope);
      }
      expect([...timestampsSeen].some((k) => k.startsWith('/api/'))).toBe(true);
    });

    it('the OpenAPI description enumerates the five header formats', async () => {
      const spec = (await admin.get('/api/openapi.json')).json() as {
        paths: Record<string, { get: { responses: Record<string, unknown> } }>;
      };
      const text = JSON.stringify(spec.paths['/api/item-master']?.get.responses['200']);
      expect(text).toContain(`"enum":${JSON.stringify(HEADER_FORMATS)}`);
      expect(text).not.toContain('datetime');
    });
  },
  { WEBHOOK_ALLOW_PRIVATE: 'true' },
);
