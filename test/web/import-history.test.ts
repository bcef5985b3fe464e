/**
 * Import and history in Chromium against the built service (issue 28 parts 2 and 3): an items file with one bad
 * row is checked, the bad row shown with its line, field and problem beside its data, storing it all or nothing
 * stores nothing, skipping the invalid row stores the rest; the template has the table's headers. A purchase
 * order edited in its editor shows the edit in its history (field, old → new, who), and the audit log finds
 * the order by its number. Screenshots go to docs/screenshots.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, allowHttpError, assertAccessible, browserSuite, screenshot } from './harness.js';

const suite = browserSuite('sqlite');
const SLOW = 120_000;

beforeAll(async () => {
  await suite.admin.post('/api/supplier-master', { 'Supplier Number': 'SUP-H', 'Supplier Name': 'Acme' });
  await suite.admin.post('/api/ship-from-master', {
    'Ship From Number': 'SF-H',
    'Ship From Name': 'Acme dock',
    'Supplier Number': 'SUP-H',
  });
  await suite.admin.post('/api/warehouse-master', { 'Warehouse Number': 'WH-H', 'Warehouse Name': 'Main' });
  await suite.admin.post('/api/item-master', { 'Item Number': 'ITEM-H', 'Item Description': 'Widget' });
}, 60_000);

async function signedIn(path: string): Promise<Page> {
  const page = await suite.newPage();
  await suite.signIn(page, ADMIN, path);
  return page;
}

const importedItems = async () => {
  const filters = encodeURIComponent(JSON.stringify({ 'Item Number': ['IMP-1', 'IMP-2', 'IMP-3'] }));
  const list = await suite.admin.get<{ data: { rows: Record<string, unknown>[] } }>(
    `/api/item-master?filters=${filters}`,
  );
  return list.data.rows.map((r) => r['Item Number']).sort();
};

const ITEMS = [
  'Item Number,Item Description,Item Weight',
  'IMP-1,First,1.5',
  'IMP-2,Too light,-2',
  'IMP-3,Third,3',
].join('\n');

describe('import and history in the browser', () => {
  it(
    'an items file with one bad row: the row is shown and nothing stored, then the rest is stored skipping it',
    async () => {
      const page = await signedIn('/views/item_master');
      await page.getByRole('button', { name: 'Import', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Import items' });
      await dialog.waitFor();

      // The template: one header row, the columns an import of items stores.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        dialog.getByRole('button', { name: 'Download template' }).click(),
      ]);
      const template = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
      const headers = template.trim().split(',');
      expect(headers).toEqual(expect.arrayContaining(['Item Number', 'Item Description', 'Item Weight']));
      expect(headers).not.toContain('Item Id');

      await dialog
        .locator('input[type="file"]')
        .setInputFiles({ name: 'items.csv', mimeType: 'text/csv', buffer: Buffer.from(ITEMS) });
      await dialog.getByText('1 row of 3 is invalid').waitFor();
      const rows = dialog.getByTestId('invalid-row');
      expect(await rows.count()).toBe(1);
      const cells = await rows.first().locator('td').allInnerTexts();
      // Line, field, problem in words, then the row as the file has it.
      expect(cells.slice(0, 2)).toEqual(['3', 'Item Weight']);
      expect(cells[2]).toMatch(/^Item Weight must be/);
      expect(cells.slice(3)).toEqual(['IMP-2', 'Too light', '-2']);
      expect(await rows.first().locator('td[aria-invalid="true"]').innerText()).toBe('-2');
      // No code, schema path or id in sight.
      const text = await dialog.innerText();
      expect(text).not.toMatch(/Request\.Invalid|body\/|Item Id/);
      await screenshot(page, 'import-dry-run');
      await assertAccessible(page, 'the import dialog with an invalid row');
      expect(await importedItems()).toEqual([]);

      // All or nothing: refused, nothing stored.
      allowHttpError(page, 400, '/api/import/item_master');
      await dialog.getByRole('button', { name: 'Store all rows' }).click();
      await dialog.getByText('Nothing was stored').waitFor();
      expect(await importedItems()).toEqual([]);

      // Skip invalid: the other two are stored and the list shows them.
      await dialog.getByRole('radio', { name: 'Skip the invalid rows and store the others' }).check();
      await dialog.getByRole('button', { name: 'Store 2 valid rows, skip 1 invalid row' }).click();
      await dialog.getByText('2 rows stored; 1 row skipped.').waitFor();
      expect(await importedItems()).toEqual(['IMP-1', 'IMP-3']);
      await dialog.getByRole('button', { name: 'Close', exact: true }).click();
      await page.getByRole('gridcell', { name: 'IMP-3' }).waitFor();
    },
    SLOW,
  );

  it(
    "a PO's history shows an edit: the field, old → new and who; the audit log finds the PO by its number",
    async () => {
      const created = await suite.admin.post<{ id: number }>('/api/purchase-order', {
        'PO List Number': 'PO-HIST',
        'PO List Document Status': 'Open',
        'PO List Order Date': '2026-03-01',
        'Supplier Number': 'SUP-H',
        'Purchase Order Id': null,
        details: [
          {
            id: null,
            'Item Number': 'ITEM-H',
            'Warehouse Number': 'WH-H',
            'Ship From Number': 'SF-H',
            'PO Details Quantity': 10,
            'PO Details Document Status': 'Open',
            'PO Details Order Date': '2026-03-01',
            'PO Details Ship Date': '2026-03-05',
          },
        ],
      });
      const page = await signedIn(`/orders/purchase-order/${created.id}`);
      await page.getByRole('heading', { name: 'Purchase order PO-HIST' }).waitFor();
      await page.getByLabel('Line 1 PO Details Quantity').fill('25');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect
        .poll(async () => {
          const order = await suite.admin.get<{ details: { 'PO Details Quantity': number }[] }>(
            `/api/purchase-order/${created.id}`,
          );
          return order.details[0]?.['PO Details Quantity'];
        })
        .toBe(25);

      await page.getByRole('button', { name: 'History', exact: true }).click();
      const drawer = page.getByRole('dialog', { name: 'History of purchase order PO-HIST' });
      const entries = drawer.getByTestId('history-entry');
      await entries.first().waitFor();
      const newest = await entries.first().innerText();
      expect(newest).toMatch(/updated/i);
      expect(newest).toContain('Line ITEM-H');
      expect(newest).toContain('changed by admin');
      expect(newest).toMatch(/PO Details Quantity\s*: 10 → 25/);
      const all = await drawer.innerText();
      expect(all).toContain('PO-HIST');
      expect(all).not.toMatch(/Purchase Order Id|PO Details Id|PurchaseOrder/);
      await screenshot(page, 'record-history');
      await assertAccessible(page, 'the history of a purchase order');
      await drawer.getByRole('button', { name: 'Close history' }).click();

      // The audit log, searched by the PO's number, lists the order's and its line's records.
      await page.goto('/views/log_list');
      await page.getByRole('textbox', { name: 'Search Audit log' }).fill('PO-HIST');
      await expect.poll(() => page.getByTestId('row-count').innerText()).toBe('3 rows');
      // In words: the entity type by name, the changes as field: old → new (no JSON, no ids).
      await page.getByRole('gridcell', { name: 'PO Details Quantity: 10 → 25' }).waitFor();
      expect(await page.getByRole('gridcell', { name: 'Purchase order line' }).count()).toBe(2);
      const grid = await page.getByRole('grid').innerText();
      expect(grid).not.toMatch(/PurchaseOrder|"old"|Purchase Order Id/);
      await screenshot(page, 'audit-log-search');
      await assertAccessible(page, 'the audit log searched by a PO number');
    },
    SLOW,
  );
});
