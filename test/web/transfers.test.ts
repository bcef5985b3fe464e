/**
 * Planning with transfers in Chromium (issue 29): a planner creates the distribution WH-C → WH-R through its form,
 * runs planning on the plan overview, finds the Suggested TO among the suggestions, follows the supply path from
 * the regional sales order through the planned transfer to the central purchase, and firms the TO.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, assertAccessible, browserSuite, screenshot } from './harness.js';

const suite = browserSuite('sqlite');
const SLOW = 180_000;
const DAY = 86_400_000;
const TODAY = new Date().toISOString().slice(0, 10);
const inDays = (days: number) => new Date(Date.parse(TODAY) + days * DAY).toISOString().slice(0, 10);
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 20_000 });

interface Envelope {
  data: { rows: Record<string, unknown>[] };
}
const rows = async (path: string, filters: Record<string, unknown>) =>
  (
    await suite.admin.get<Envelope>(
      `${path}?filters=${encodeURIComponent(JSON.stringify(filters))}&page_size=1000`,
    )
  ).data.rows;

beforeAll(async () => {
  const admin = suite.admin;
  await admin.post('/api/item-master', { 'Item Number': 'WHEEL', 'Item Description': 'Wheel' });
  for (const [number, name] of [
    ['WH-C', 'Central'],
    ['WH-R', 'Regional'],
  ])
    await admin.post('/api/warehouse-master', { 'Warehouse Number': number, 'Warehouse Name': name });
  await admin.post('/api/supplier-master', { 'Supplier Number': 'SUP-1', 'Supplier Name': 'Acme' });
  await admin.post('/api/ship-from-master', {
    'Ship From Number': 'SF-1',
    'Ship From Name': 'Acme dock',
    'Supplier Number': 'SUP-1',
  });
  await admin.post('/api/supplier-allocation', {
    'Item Number': 'WHEEL',
    'Supplier Number': 'SUP-1',
    'Allocation Percent': 100,
    'Lead Time Days': 3,
    'Unit Price': 12,
  });
  await admin.post('/api/customer-master', { 'Customer Number': 'CUS-1', 'Customer Name': 'Shop' });
  await admin.post('/api/ship-to-master', {
    'Ship To Number': 'ST-1',
    'Ship To Name': 'Shop door',
    'Customer Number': 'CUS-1',
  });
  await admin.post('/api/sales-order', {
    'SO List Number': 'SO-R1',
    'SO List Document Status': 'Open',
    'Customer Number': 'CUS-1',
    details: [
      {
        'Item Number': 'WHEEL',
        'Warehouse Number': 'WH-R',
        'Ship To Number': 'ST-1',
        'SO Details Quantity': 6,
        'SO Details Document Status': 'Open',
        'SO Details Ship Date': inDays(20),
      },
    ],
  });
}, 60_000);

async function pick(page: Page, label: string, typed: string, option: string) {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await input.fill(typed);
  await page.getByRole('option', { name: new RegExp(`^${option}`) }).click();
  await expect.poll(() => input.inputValue()).toBe(option);
}

describe('planning with transfers', () => {
  it(
    'plans a regional shortage as a Suggested TO fed by a central purchase, shows the path and firms the TO',
    async () => {
      const page = await suite.newPage();
      await suite.signIn(page, ADMIN, '/');
      await page.goto('/masters/item-distribution/new');
      await pick(page, 'Item Number', 'WHE', 'WHEEL');
      await pick(page, 'From Warehouse Number', 'WH-C', 'WH-C');
      await pick(page, 'To Warehouse Number', 'WH-R', 'WH-R');
      await page.getByLabel('Transfer Lead Time Days').fill('2');
      await page.getByRole('button', { name: 'Create', exact: true }).click();
      await page.waitForURL(/\/masters\/item-distribution\/\d+$/);

      await page.goto('/planning/overview');
      await page.getByLabel('Plan date').fill(TODAY);
      await page.getByLabel('Horizon (days)').fill('60');
      await page.getByRole('button', { name: 'Run planning' }).click();
      await page.getByTestId('run-id').waitFor({ timeout: 60_000 });

      const [transfer] = await rows('/api/transfer-order', { 'TO List Document Status': ['Suggested'] });
      const toNumber = String(transfer!['TO List Number']);
      expect(toNumber).toMatch(/^SUG-TO-\d+-1$/);
      const [purchase] = await rows('/api/views/planning_pegging', { 'Demand Number': [toNumber] });
      expect(purchase).toMatchObject({
        'Order Type': 'Purchase',
        'Warehouse Number': 'WH-C',
        'Pegged Quantity': 6,
      });
      const poNumber = String(purchase!['Order Number']);

      // The path from the regional sales order: the planned transfer, and under it the central purchase.
      await page.getByRole('link', { name: 'Supply path' }).click();
      await page.getByLabel('Order number').fill('SO-R1');
      await page.getByRole('button', { name: 'Show path' }).click();
      const supply = page.getByRole('list', { name: 'Supply of SO-R1' });
      await poll(() => supply.getByRole('link', { name: toNumber }).count()).toBe(1);
      expect(await supply.getByTestId('path-supply').first().innerText()).toContain('Planned TO');
      const feeders = page.getByRole('list', { name: `Supply of ${toNumber}` });
      await poll(() => feeders.getByRole('link', { name: poNumber }).count()).toBe(1);
      expect(await feeders.innerText()).toContain('WH-C');
      await screenshot(page, 'transfer-path');
      await assertAccessible(page, 'the supply path through a transfer');

      // Among the suggestions: the Suggested TO, firmed with a number of its own.
      await page.goto('/planning/suggestions?kind=transfer');
      const row = page.getByTestId('suggestion-row').filter({ hasText: toNumber });
      await row.waitFor();
      expect(await row.innerText()).toContain('WH-C');
      await row.getByRole('checkbox').check();
      await assertAccessible(page, 'the suggested transfers');
      await page.getByRole('button', { name: 'Firm 1 selected' }).click();
      await poll(
        async () => (await rows('/api/transfer-order', { 'TO List Number': ['TO-000001'] })).length,
      ).toBe(1);
      const [firmed] = await rows('/api/transfer-order', { 'TO List Number': ['TO-000001'] });
      expect(firmed).toMatchObject({ 'TO List Document Status': 'Open', 'From Warehouse Number': 'WH-C' });
    },
    SLOW,
  );
});
