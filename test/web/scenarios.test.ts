/**
 * What-if scenarios in Chromium against the built service: a scenario is created on its screen with a +20 %
 * demand change, activated, and its comparison with the base plan shows the item's planned receipts growing by
 * a fifth (it opens on a summary of what changed and the rows that changed), and the item's two projected balances
 * are drawn on one chart. Screenshots:
 * docs/screenshots/scenario-comparison.png, scenario-balance-chart.png.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, assertAccessible, browserSuite, screenshot } from './harness.js';

const suite = browserSuite('sqlite');
const SLOW = 120_000;

beforeAll(async () => {
  const admin = suite.admin;
  await admin.post('/api/item-master', { 'Item Number': 'GIZMO', 'Item Description': 'Gizmo' });
  // WIDGET is in stock and never reordered: its balance shows the extra demand.
  await admin.post('/api/item-master', { 'Item Number': 'WIDGET', 'Item Description': 'Widget' });
  await admin.post('/api/warehouse-master', { 'Warehouse Number': 'WH-1', 'Warehouse Name': 'Main' });
  await admin.post('/api/supplier-master', { 'Supplier Number': 'SUP-1', 'Supplier Name': 'Acme' });
  await admin.post('/api/ship-from-master', {
    'Ship From Number': 'SF-1',
    'Ship From Name': 'Acme dock',
    'Supplier Number': 'SUP-1',
  });
  await admin.post('/api/supplier-allocation', {
    'Item Number': 'GIZMO',
    'Supplier Number': 'SUP-1',
    'Ship From Number': 'SF-1',
    'Allocation Percent': 100,
    'Lead Time Days': 3,
    'Unit Price': 10,
  });
  await admin.post('/api/customer-master', { 'Customer Number': 'CUS-1', 'Customer Name': 'Buyer' });
  await admin.post('/api/ship-to-master', {
    'Ship To Number': 'ST-1',
    'Ship To Name': 'Dock',
    'Customer Number': 'CUS-1',
  });
  await admin.post('/api/inventory', {
    'Item Number': 'WIDGET',
    'Warehouse Number': 'WH-1',
    'Inventory Quantity': 100,
  });
  await admin.post('/api/sales-order', {
    'SO List Number': 'SO-1',
    'SO List Document Status': 'Open',
    'Customer Number': 'CUS-1',
    details: [
      {
        'Item Number': 'GIZMO',
        'Warehouse Number': 'WH-1',
        'Ship To Number': 'ST-1',
        'SO Details Quantity': 50,
        'SO Details Document Status': 'Open',
        'SO Details Ship Date': '2027-02-01',
      },
      {
        'Item Number': 'WIDGET',
        'Warehouse Number': 'WH-1',
        'Ship To Number': 'ST-1',
        'SO Details Quantity': 50,
        'SO Details Document Status': 'Open',
        'SO Details Ship Date': '2027-01-20',
      },
    ],
  });
}, 60_000);

describe('scenarios', () => {
  it(
    'creates a scenario with a +20 % demand change, activates it and shows the comparison',
    async () => {
      const page = await suite.newPage();
      await suite.signIn(page, ADMIN, '/scenarios');
      await page.getByRole('link', { name: 'New scenario' }).click();
      await page.waitForURL(/\/scenarios\/new$/);
      await page.getByLabel('Scenario Name').fill('Demand +20 %');
      await page.getByLabel('Plan Date').fill('2027-01-04');
      await page.getByLabel('Horizon Days').fill('90');
      await page.getByRole('button', { name: 'Add adjustment' }).click();
      await page.getByRole('menuitem', { name: 'Demand Change' }).click();
      const adjustment = page.getByRole('group', { name: 'Adjustment 1: Demand Change' });
      await adjustment.getByLabel('Percent').fill('20');
      await page.getByRole('combobox', { name: 'Scenario Status' }).click();
      await page.getByRole('option', { name: 'Active' }).click();
      await page.getByRole('button', { name: 'Save' }).click();
      await page.waitForURL(/\/scenarios\/\d+$/);
      const id = Number(new URL(page.url()).pathname.split('/').pop());

      // Stored as entered.
      const stored = await suite.admin.get<Record<string, unknown>>(`/api/scenario-analysis/${id}`);
      expect(stored).toMatchObject({
        'Scenario Name': 'Demand +20 %',
        'Scenario Status': 'Active',
        'Plan Date': '2027-01-04',
        'Horizon Days': 90,
        'Scenario Adjustments': [{ type: 'Demand Change', Percent: 20 }],
      });

      // The comparison: GIZMO's planned receipts go from 50 to 60.
      const row = page.locator('[role="row"][row-index]:has(.ag-cell[col-id="Item Number"])').first();
      await row.waitFor();
      // The infinite row model draws the row before its cells are filled.
      await expect
        .poll(async () => (await row.locator('.ag-cell[col-id="Item Number"]').innerText()).trim())
        .toMatch(/^(GIZMO|WIDGET)$/);
      // Its figures (the grid renders only the columns in view): as the comparison endpoint answers them.
      const comparison = await suite.admin.get<{ data: { rows: Record<string, unknown>[] } }>(
        `/api/scenario-analysis/${id}/comparison`,
      );
      expect(comparison.data.rows).toContainEqual(
        expect.objectContaining({
          'Item Number': 'GIZMO',
          'Base Planned Receipts': 50,
          'Scenario Planned Receipts': 60,
          'Planned Receipts Difference': 10,
        }),
      );
      // It opens on a summary of what changed and on the rows that changed: GIZMO, not WIDGET (in stock, never
      // reordered: its figures stay).
      const summary = page.getByRole('region', { name: 'What the scenario changes' });
      await expect.poll(() => summary.getByTestId('summary-items').innerText()).toBe('1');
      expect(await summary.getByTestId('summary-Planned Receipts').innerText()).toBe('+10');
      expect(await summary.getByTestId('summary-Late Orders').innerText()).toBe('no change');
      await expect
        .poll(() => page.locator('.ag-cell[col-id="Item Number"]').allInnerTexts())
        .toEqual(['GIZMO']);
      await page.getByLabel('Only the rows that changed').uncheck();
      await expect
        .poll(() =>
          page
            .locator('.ag-cell[col-id="Item Number"]')
            .allInnerTexts()
            .then((t) => t.sort()),
        )
        .toEqual(['GIZMO', 'WIDGET']);
      await page.getByLabel('Only the rows that changed').check();
      await screenshot(page, 'scenario-comparison');

      // WIDGET charted: base and scenario balance as two step lines, 100 → 50 against 100 → 40.
      const balances = await suite.admin.get<{ skus: { Base: unknown[]; Scenario: unknown[] }[] }>(
        `/api/scenario-analysis/${id}/item/WIDGET`,
      );
      expect(balances.skus[0]?.Base).toContainEqual({ Date: '2027-01-20', Balance: 50 });
      expect(balances.skus[0]?.Scenario).toContainEqual({ Date: '2027-01-20', Balance: 40 });
      await page.getByLabel('Item Number to chart').fill('WIDGET');
      const chart = page.getByTestId('scenario-balance-chart');
      await expect.poll(() => chart.getAttribute('aria-label')).toContain('WIDGET');
      await chart.locator('.recharts-line-curve').nth(1).waitFor({ state: 'attached' }); // a flat line has no height
      expect(await chart.locator('.recharts-line-curve').count()).toBe(2);
      await chart.scrollIntoViewIfNeeded();
      await screenshot(page, 'scenario-balance-chart');
      await assertAccessible(page, 'the scenario screen');

      // The list shows it, leading back to it.
      await page.goto('/scenarios');
      await page.getByText('Demand +20 %').first().waitFor();
    },
    SLOW,
  );
});
