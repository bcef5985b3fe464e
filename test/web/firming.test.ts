/**
 * Firming like a buyer expects, and why a suggestion exists (issue 28 parts 6 and 7), in Chromium on a small world
 * planned through the plan overview: BIKE is made from WHEEL and FRAME, both bought from SUP-1 with different lead
 * times (two Suggested POs), SO-1 ships bikes. The supply path of SO-1 shows its planned MO and the purchases
 * feeding it; a suggestion's "Why" shows what it covers up to the sales order; two edited suggestions are firmed in
 * one action into two numbered Open POs; leaving with unsaved edits asks first; a planner who may not firm is told
 * which role may. Screenshots: docs/screenshots/supply-path.png, suggestions-firmed.png.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, assertAccessible, browserSuite, screenshot } from './harness.js';

const suite = browserSuite('sqlite');
const SLOW = 180_000;
const DAY = 86_400_000;
const TODAY = new Date().toISOString().slice(0, 10);
const inDays = (days: number) => new Date(Date.parse(TODAY) + days * DAY).toISOString().slice(0, 10);

interface Envelope {
  data: { rows: Record<string, unknown>[] };
  extra: { total: number };
}
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 20_000 });
const view = (name: string, filters: Record<string, unknown>) =>
  suite.admin.get<Envelope>(
    `/api/views/${name}?filters=${encodeURIComponent(JSON.stringify(filters))}&page_size=1000`,
  );

beforeAll(async () => {
  const admin = suite.admin;
  for (const [number, description] of [
    ['BIKE', 'Bicycle'],
    ['WHEEL', 'Wheel'],
    ['FRAME', 'Frame'],
  ])
    await admin.post('/api/item-master', { 'Item Number': number, 'Item Description': description });
  await admin.post('/api/warehouse-master', { 'Warehouse Number': 'WH-1', 'Warehouse Name': 'Main' });
  await admin.post('/api/supplier-master', { 'Supplier Number': 'SUP-1', 'Supplier Name': 'Acme' });
  await admin.post('/api/ship-from-master', {
    'Ship From Number': 'SF-1',
    'Ship From Name': 'Acme dock',
    'Supplier Number': 'SUP-1',
  });
  await admin.post('/api/bill-of-materials', {
    'BOM Number': 'BOM-BIKE',
    'Item Number': 'BIKE',
    'BOM Lead Time Days': 2,
    details: [
      { 'Component Item Number': 'WHEEL', 'Component Quantity': 2 },
      { 'Component Item Number': 'FRAME', 'Component Quantity': 1 },
    ],
  });
  // Different lead times: different release dates, so two Suggested POs.
  for (const [item, lead, price] of [
    ['WHEEL', 5, 12],
    ['FRAME', 9, 80],
  ] as const)
    await admin.post('/api/supplier-allocation', {
      'Item Number': item,
      'Supplier Number': 'SUP-1',
      'Ship From Number': 'SF-1',
      'Allocation Percent': 100,
      'Lead Time Days': lead,
      'Unit Price': price,
    });
  await admin.post('/api/customer-master', { 'Customer Number': 'CUS-1', 'Customer Name': 'Rider' });
  await admin.post('/api/ship-to-master', {
    'Ship To Number': 'ST-1',
    'Ship To Name': 'Shop',
    'Customer Number': 'CUS-1',
  });
  await admin.post('/api/sales-order', {
    'SO List Number': 'SO-1',
    'SO List Document Status': 'Open',
    'Customer Number': 'CUS-1',
    details: [
      {
        'Item Number': 'BIKE',
        'Warehouse Number': 'WH-1',
        'Ship To Number': 'ST-1',
        'SO Details Quantity': 4,
        'SO Details Document Status': 'Open',
        'SO Details Ship Date': inDays(30),
      },
    ],
  });
  await admin.post('/api/role', {
    'Role Name': 'Buyer',
    'Role Description': 'buys',
    Privileges: [
      { type: 'Procurement', access: 'Edit' },
      { type: 'Inventory', access: 'View' },
    ],
  });
}, SLOW);

/** Runs planning on the plan overview, as a planner starts the day. */
async function planFromOverview(page: Page) {
  await suite.signIn(page, ADMIN, '/planning/overview');
  await page.getByLabel('Plan date').fill(TODAY);
  await page.getByLabel('Horizon (days)').fill('120');
  await page.getByRole('button', { name: 'Run planning' }).click();
  await page.getByTestId('run-id').waitFor({ timeout: 60_000 });
}

describe('why and what', () => {
  it(
    "shows a sales order's supply path down through its planned MO to the purchases, and a suggestion's up to the sales order",
    async () => {
      const page = await suite.newPage();
      await planFromOverview(page);
      const mos = (await view('planning_pegging', { 'Demand Number': ['SO-1'] })).data.rows;
      expect(mos.map((r) => r['Order Type'])).toEqual(['Manufacturing']);
      const mo = String(mos[0]!['Order Number']);
      const pos = (await view('planning_pegging', { 'Demand Number': [mo] })).data.rows;
      expect(new Set(pos.map((r) => r['Item Number']))).toEqual(new Set(['WHEEL', 'FRAME']));
      const poNumbers = [...new Set(pos.map((r) => String(r['Order Number'])))].sort();
      expect(poNumbers).toHaveLength(2);

      // From the menu: the supply path of SO-1.
      await page.getByRole('link', { name: 'Supply path' }).click();
      await page.getByLabel('Order number').fill('SO-1');
      await page.getByRole('button', { name: 'Show path' }).click();
      await poll(() => page.getByRole('heading', { name: 'Supply path of SO-1' }).count()).toBe(1);
      const supply = page.getByRole('list', { name: 'Supply of SO-1' });
      await poll(() => supply.getByTestId('path-supply').count()).toBe(3);
      const top = supply.getByTestId('path-supply').first();
      expect(await top.getByRole('link', { name: mo }).count()).toBe(1);
      expect(await top.innerText()).toContain('Planned MO');
      // Under the MO, the purchases that feed its components.
      const feeders = page.getByRole('list', { name: `Supply of ${mo}` });
      await poll(() =>
        feeders
          .getByTestId('path-supply')
          .locator('a')
          .allInnerTexts()
          .then((t) => t.filter((x) => x.startsWith('SUG-') && !x.startsWith('SUG-MO')).sort()),
      ).toEqual(poNumbers);
      expect(await feeders.innerText()).toContain('Planned PO');
      await screenshot(page, 'supply-path');
      await assertAccessible(page, 'the supply path');

      // A suggestion's Why: what it covers, up through the MO to the sales order.
      await page.goto('/planning/suggestions');
      const row = page.getByTestId('suggestion-row').filter({ hasText: 'WHEEL' });
      await row.getByRole('button', { name: /^Why / }).click();
      const drawer = page.getByRole('dialog');
      const wheelPo = String(pos.find((r) => r['Item Number'] === 'WHEEL')!['Order Number']);
      const covers = drawer.getByRole('list', { name: `What ${wheelPo} covers` });
      await poll(() => covers.getByRole('link', { name: mo }).count()).toBe(1);
      await poll(() => drawer.getByRole('list', { name: `What ${mo} covers` }).innerText()).toContain('SO-1');
      await assertAccessible(page, 'the why drawer');
      await drawer.getByRole('button', { name: 'Close' }).click();
    },
    SLOW,
  );
});

describe('firming', () => {
  it(
    'tells a planner who may not firm which roles may, without greyed fields',
    async () => {
      const planner = await suite.admin.createUser('planner', [
        { type: 'Inventory', access: 'View' },
        { type: 'Procurement', access: 'View' },
      ]);
      const page = await suite.newPage();
      await suite.signIn(page, planner, '/planning/suggestions');
      const note = page.getByTestId('may-not-firm');
      await poll(() => note.innerText()).toContain('Procurement / Edit');
      expect(await note.innerText()).toContain('Buyer or Superuser');
      await poll(() => page.getByTestId('suggestion-row').count()).toBeGreaterThan(0);
      expect(await page.getByRole('spinbutton').count()).toBe(0);
      expect(await page.getByRole('checkbox').count()).toBe(0);
      expect(await page.getByRole('button', { name: /^Firm/ }).count()).toBe(0);
      await assertAccessible(page, "the planner's suggestions");
    },
    SLOW,
  );

  it(
    'edits two suggestions, guards them on leaving, firms them in one action into two numbered Open POs',
    async () => {
      const page = await suite.newPage();
      await suite.signIn(page, ADMIN, '/planning/suggestions');
      const rows = page.getByTestId('suggestion-row');
      await poll(() => rows.count()).toBe(2);
      const wheel = rows.filter({ hasText: 'WHEEL' });
      const frame = rows.filter({ hasText: 'FRAME' });
      const wheelNumber = await wheel.getByRole('link').first().innerText();
      const frameNumber = await frame.getByRole('link').first().innerText();

      // Two edits: a quantity and a receipt date; editing selects the order.
      await wheel.getByLabel(/^Quantity of /).fill('24');
      await frame.getByLabel(/^Receipt date of /).fill(inDays(26));
      await poll(() => page.getByRole('button', { name: 'Firm 2 selected' }).count()).toBe(1);
      expect(await page.getByLabel(`Select ${wheelNumber}`).isChecked()).toBe(true);

      // Leaving asks first; staying keeps the edits.
      await page.getByRole('link', { name: 'Plan overview' }).click();
      const guard = page.getByRole('dialog', { name: 'Leave without firming?' });
      await guard.waitFor();
      await assertAccessible(page, 'the leave guard');
      await guard.getByRole('button', { name: 'Stay', exact: true }).click();
      await poll(() => guard.count()).toBe(0);
      expect(new URL(page.url()).pathname).toBe('/planning/suggestions');
      expect(await wheel.getByLabel(/^Quantity of /).inputValue()).toBe('24');

      await page.getByRole('button', { name: 'Firm 2 selected' }).click();
      const firmed = page.getByTestId('firmed-order');
      await poll(() => firmed.count()).toBe(2);
      const texts = await firmed.allInnerTexts();
      const renamed = new Map(
        texts.map((t) => {
          const match = /^(\S+) is now (\S+), Open$/.exec(t.trim());
          return [match?.[1], match?.[2]] as const;
        }),
      );
      const wheelPo = renamed.get(wheelNumber)!;
      const framePo = renamed.get(frameNumber)!;
      expect([wheelPo, framePo].sort()).toEqual(['PO-000001', 'PO-000002']);
      await poll(() => rows.count()).toBe(0);
      await screenshot(page, 'suggestions-firmed');
      await assertAccessible(page, 'the firmed suggestions');

      // Stored: two Open POs under their new numbers, with the edits.
      const stored = (await view('purchase_order_details', { 'PO List Number': [wheelPo, framePo] })).data
        .rows;
      expect(stored).toHaveLength(2);
      for (const line of stored) {
        expect(line['PO List Document Status']).toBe('Open');
        expect(line['PO Details Document Status']).toBe('Open');
      }
      const byItem = new Map(stored.map((r) => [r['Item Number'], r]));
      expect(byItem.get('WHEEL')!['PO List Number']).toBe(wheelPo);
      expect(byItem.get('WHEEL')!['PO Details Quantity']).toBe(24);
      expect(byItem.get('FRAME')!['PO Details ETA Date']).toBe(inDays(26));
      expect(byItem.get('FRAME')!['PO Details Request Date']).toBe(inDays(26));

      // The new number leads to the order.
      await firmed.filter({ hasText: wheelPo }).getByRole('link', { name: wheelPo }).click();
      await poll(() => page.url()).toMatch(/\/orders\/purchase-order\/\d+$/);

      // Nothing left to lose: leaving no longer asks.
      await page.goto('/planning/suggestions');
      await page.getByRole('link', { name: 'Plan overview' }).click();
      await poll(() => new URL(page.url()).pathname).toBe('/planning/overview');
    },
    SLOW,
  );
});
