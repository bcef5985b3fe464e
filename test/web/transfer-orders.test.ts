/**
 * Transfer orders in Chromium against the built service, through the one order editor: a TO created with two
 * lines (From warehouse and receiving warehouse picked as typed), a line receiving into the From warehouse refused
 * with the message next to that line's warehouse, a line moved to a new TO, and the TO in its list screen.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, allowHttpError, assertAccessible, browserSuite, screenshot } from './harness.js';

const suite = browserSuite('sqlite');
const SLOW = 120_000;

interface Order {
  id: number;
  'From Warehouse Number': string;
  details: { id: number; 'Item Number': string; 'Warehouse Number': string; 'TO Details Quantity': number }[];
}

beforeAll(async () => {
  for (const [number, name] of [
    ['WH-CENTRAL', 'Central warehouse'],
    ['WH-NORTH', 'North regional'],
  ])
    await suite.admin.post('/api/warehouse-master', { 'Warehouse Number': number, 'Warehouse Name': name });
  for (const [number, description] of [
    ['TO-ITEM-A', 'Widget'],
    ['TO-ITEM-B', 'Bracket'],
  ])
    await suite.admin.post('/api/item-master', { 'Item Number': number, 'Item Description': description });
}, 60_000);

async function signedIn(path: string): Promise<Page> {
  const page = await suite.newPage();
  await suite.signIn(page, ADMIN, path);
  return page;
}

/** Types into a master picker and takes the option the search offers. */
async function pick(page: Page, label: string, typed: string, option: string) {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await input.fill(typed);
  await page.getByRole('option', { name: new RegExp(`^${option}`) }).click();
  await expect.poll(() => input.inputValue()).toBe(option);
}

async function toByNumber(number: string): Promise<Order> {
  const list = await suite.admin.get<{ data: { rows: { id: number }[] } }>(
    `/api/transfer-order?filters=${encodeURIComponent(JSON.stringify({ 'TO List Number': [number] }))}`,
  );
  const id = list.data.rows[0]?.id;
  if (id === undefined) throw new Error(`${number} not found`);
  return suite.admin.get<Order>(`/api/transfer-order/${id}`);
}

describe('transfer orders in the order editor', () => {
  it(
    'creates a TO with two lines, refuses a line into the From warehouse at that line, moves a line',
    async () => {
      const page = await signedIn('/orders/transfer-order/new');
      await page.getByLabel('TO List Number').fill('TO-100');
      await pick(page, 'From Warehouse Number', 'WH-C', 'WH-CENTRAL');
      await pick(page, 'Line 1 Item Number', 'TO-ITEM-A', 'TO-ITEM-A');
      await pick(page, 'Line 1 Receiving Warehouse Number', 'WH-N', 'WH-NORTH');
      await page.getByLabel('Line 1 TO Details Quantity').fill('12');
      await page.getByLabel('Line 1 TO Details Ship Date').fill('2026-03-01');
      await page.getByLabel('Line 1 TO Details Receipt Date').fill('2026-03-03');
      await page.getByRole('button', { name: 'Add line' }).click();
      await pick(page, 'Line 2 Item Number', 'TO-ITEM-B', 'TO-ITEM-B');
      await page.getByLabel('Line 2 TO Details Quantity').fill('4');
      await page.getByRole('button', { name: 'Create', exact: true }).click();
      await page.waitForURL(/\/orders\/transfer-order\/\d+$/);
      await page.getByRole('heading', { name: 'Transfer order TO-100' }).waitFor();
      const stored = await toByNumber('TO-100');
      expect(stored['From Warehouse Number']).toBe('WH-CENTRAL');
      expect(
        stored.details.map((l) => [l['Item Number'], l['Warehouse Number'], l['TO Details Quantity']]),
      ).toEqual([
        ['TO-ITEM-A', 'WH-NORTH', 12],
        ['TO-ITEM-B', 'WH-NORTH', 4],
      ]);
      await screenshot(page, 'transfer-order-editor');
      await assertAccessible(page, 'the transfer-order editor');

      // Both lines received at the From warehouse: 400 TransferOrderList.SameWarehouse at line 1's warehouse.
      allowHttpError(page, 400, '/api/transfer-order/');
      await pick(page, 'Line 1 Receiving Warehouse Number', 'WH-C', 'WH-CENTRAL');
      await pick(page, 'Line 2 Receiving Warehouse Number', 'WH-C', 'WH-CENTRAL');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      const warehouse = page.getByRole('combobox', {
        name: 'Line 1 Receiving Warehouse Number',
        exact: true,
      });
      await expect.poll(() => warehouse.getAttribute('aria-invalid')).toBe('true');
      expect(await page.locator('[aria-invalid="true"]').count()).toBe(1);
      expect((await toByNumber('TO-100')).details[0]).toMatchObject({ 'Warehouse Number': 'WH-NORTH' });

      await page.reload();
      await page.getByRole('checkbox', { name: 'Select line 2' }).check();
      await page.getByRole('button', { name: 'Move selected lines (1)' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('A new transfer order').check();
      await dialog.getByLabel('New TO List Number').fill('TO-101');
      await dialog.getByRole('button', { name: 'Move', exact: true }).click();
      await page.getByRole('status').filter({ hasText: 'Lines moved' }).waitFor();
      const target = await toByNumber('TO-101');
      expect(target['From Warehouse Number']).toBe('WH-CENTRAL');
      expect(target.details.map((l) => l['Item Number'])).toEqual(['TO-ITEM-B']);
      expect((await toByNumber('TO-100')).details.map((l) => l['Item Number'])).toEqual(['TO-ITEM-A']);
    },
    SLOW,
  );

  it(
    'lists transfer orders under Orders and opens one from its list',
    async () => {
      const page = await signedIn('/');
      await page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: 'Transfer orders', exact: true })
        .click();
      await page.waitForURL(/\/views\/transfer_order_list$/);
      await page.getByText('TO-101').first().waitFor();
      await screenshot(page, 'transfer-order-list');
      await page.getByRole('link', { name: 'TO-100' }).click();
      await page.getByRole('heading', { name: 'Transfer order TO-100' }).waitFor();
    },
    SLOW,
  );
});
