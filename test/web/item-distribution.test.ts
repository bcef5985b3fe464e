/**
 * The item distribution editor in Chromium against the built service: a distribution created through its form
 * (pickers for the item and both warehouses), listed under Inventory, and a distribution that would close a cycle
 * refused with the answer shown at To Warehouse Number.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, allowHttpError, assertAccessible, browserSuite } from './harness.js';

const suite = browserSuite('sqlite');
const SLOW = 120_000;

beforeAll(async () => {
  await suite.admin.post('/api/unit-master', { 'Unit Name': 'EA' });
  await suite.admin.post('/api/item-master', { 'Item Number': 'DIST-ITEM', 'Item Description': 'Widget' });
  for (const [number, name] of [
    ['WH-C', 'Central'],
    ['WH-R', 'Regional'],
  ])
    await suite.admin.post('/api/warehouse-master', { 'Warehouse Number': number, 'Warehouse Name': name });
}, 60_000);

/** Types into a master picker and takes the option the search offers. */
async function pick(page: Page, label: string, typed: string, option: string) {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await input.fill(typed);
  await page.getByRole('option', { name: new RegExp(`^${option}`) }).click();
  await expect.poll(() => input.inputValue()).toBe(option);
}

async function fillDistribution(page: Page, from: string, to: string) {
  await page.goto('/masters/item-distribution/new');
  await pick(page, 'Item Number', 'DIST', 'DIST-ITEM');
  await pick(page, 'From Warehouse Number', from, from);
  await pick(page, 'To Warehouse Number', to, to);
}

describe('item distribution editor', () => {
  it(
    'creates a distribution through its form, lists it, and shows a Cycle refusal at To Warehouse Number',
    async () => {
      const page = await suite.newPage();
      await suite.signIn(page, ADMIN, '/');
      await fillDistribution(page, 'WH-C', 'WH-R');
      await page.getByLabel('Transfer Lead Time Days').fill('2');
      await page.getByLabel('Minimum Transfer Quantity').fill('10');
      await assertAccessible(page, 'the item distribution editor');
      await page.getByRole('button', { name: 'Create', exact: true }).click();
      await page.waitForURL(/\/masters\/item-distribution\/\d+$/);
      const list = await suite.admin.get<{ data: { rows: Record<string, unknown>[] } }>(
        '/api/item-distribution',
      );
      expect(list.data.rows).toEqual([
        expect.objectContaining({
          'Item Number': 'DIST-ITEM',
          'From Warehouse Number': 'WH-C',
          'To Warehouse Number': 'WH-R',
          'Transfer Lead Time Days': 2,
          'Minimum Transfer Quantity': 10,
          'Transfer Multiple': 0,
          'Distribution Status': 'Active',
        }),
      ]);

      await page.goto('/views/item_distribution');
      await page.getByRole('gridcell', { name: 'WH-R' }).first().waitFor();

      allowHttpError(page, 400);
      await fillDistribution(page, 'WH-R', 'WH-C');
      await page.getByRole('button', { name: 'Create', exact: true }).click();
      const to = page.getByRole('combobox', { name: 'To Warehouse Number', exact: true });
      await expect.poll(() => to.getAttribute('aria-invalid')).toBe('true');
      const describedBy = (await to.getAttribute('aria-describedby')) ?? '';
      const errorId = describedBy.split(' ').find((id) => id.endsWith('-error'));
      expect(errorId).toBeDefined();
      expect(await page.locator(`[id="${errorId}"]`).textContent()).toContain('would close a cycle');
      expect(
        (await suite.admin.get<{ data: { rows: unknown[] } }>('/api/item-distribution')).data.rows,
      ).toHaveLength(1);
    },
    SLOW,
  );
});
