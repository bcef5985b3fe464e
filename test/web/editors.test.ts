/**
 * The editors in Chromium against the built service: master data created through its forms, a purchase order
 * with two lines created through the order editor (pickers searched as typed), the date-order error shown next
 * to the field it concerns, a line moved to a new PO, a concurrent change reported (412) instead of overwritten,
 * the queued-write banner while an integration run holds procurement, the 403 of a user without Procurement on
 * the editor. Live updates, the changed-by notice and the guard on leaving are in live.test.ts. Screenshots go to
 * docs/screenshots.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, allowHttpError, assertAccessible, browserSuite, screenshot } from './harness.js';

const suite = browserSuite('sqlite');
const SLOW = 120_000;

interface Order {
  id: number;
  'PO List Number': string;
  details: { id: number; 'Item Number': string; 'PO Details Quantity': number }[];
}

beforeAll(async () => {
  // A second item, so a PO can hold two lines (Item Number + Sub Item Number is unique per PO).
  await suite.admin.post('/api/item-master', { 'Item Number': 'ITEM-B', 'Item Description': 'Bracket' });
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

async function poByNumber(number: string): Promise<Order> {
  const list = await suite.admin.get<{ data: { rows: { id: number }[] } }>(
    `/api/purchase-order?filters=${encodeURIComponent(JSON.stringify({ 'PO List Number': [number] }))}`,
  );
  const id = list.data.rows[0]?.id;
  if (id === undefined) throw new Error(`${number} not found`);
  return suite.admin.get<Order>(`/api/purchase-order/${id}`);
}

/** Saves a master-data form and waits for the editor of the stored record. */
async function createMaster(page: Page, path: string, fill: () => Promise<void>) {
  await page.goto(`/masters/${path}/new`);
  await fill();
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await page.waitForURL(new RegExp(`/masters/${path}/\\d+$`));
}

describe('order and master-data editors', () => {
  it(
    'creates a supplier, a ship-from, an item and a warehouse through their forms',
    async () => {
      const page = await signedIn('/');
      await createMaster(page, 'supplier-master', async () => {
        await page.getByLabel('Supplier Number').fill('SUP-A');
        await page.getByLabel('Supplier Name').fill('Acme Supplies');
      });
      await createMaster(page, 'ship-from-master', async () => {
        await page.getByLabel('Ship From Number').fill('SF-A');
        await page.getByLabel('Ship From Name').fill('Acme dock 1');
        await pick(page, 'Supplier Number', 'SUP', 'SUP-A');
      });
      await createMaster(page, 'item-master', async () => {
        await page.getByLabel('Item Number').fill('ITEM-A');
        await page.getByLabel('Item Description').fill('Widget');
        await page.getByLabel('Item Weight', { exact: true }).fill('1.5');
      });
      await screenshot(page, 'item-editor');
      await assertAccessible(page, 'the item editor');
      await createMaster(page, 'warehouse-master', async () => {
        await page.getByLabel('Warehouse Number').fill('WH-A');
        await page.getByLabel('Warehouse Name').fill('Main warehouse');
      });

      const shipFrom = await suite.admin.get<{ data: { rows: Record<string, unknown>[] } }>(
        '/api/ship-from-master',
      );
      expect(shipFrom.data.rows).toEqual([
        expect.objectContaining({
          'Ship From Number': 'SF-A',
          'Supplier Number': 'SUP-A',
          'Ship From Name': 'Acme dock 1',
        }),
      ]);
      const items = await suite.admin.get<{ data: { rows: Record<string, unknown>[] } }>('/api/item-master');
      expect(items.data.rows.find((r) => r['Item Number'] === 'ITEM-A')).toMatchObject({
        'Item Description': 'Widget',
        'Item Weight': 1.5,
        'Item Status': 'Active',
      });
      const warehouses = await suite.admin.get<{ data: { rows: Record<string, unknown>[] } }>(
        '/api/warehouse-master',
      );
      expect(warehouses.data.rows.map((r) => r['Warehouse Number'])).toEqual(['WH-A']);
    },
    SLOW,
  );

  it(
    'creates a PO with two lines, then shows the date-order error next to the ship date of the line',
    async () => {
      const page = await signedIn('/orders/purchase-order/new');
      await page.getByLabel('PO List Number').fill('PO-100');
      await pick(page, 'Supplier Number', 'SUP', 'SUP-A');
      await pick(page, 'Line 1 Item Number', 'ITEM-A', 'ITEM-A');
      await pick(page, 'Line 1 Warehouse Number', 'WH', 'WH-A');
      await pick(page, 'Line 1 Ship From Number', 'SF', 'SF-A');
      await page.getByLabel('Line 1 PO Details Quantity').fill('10');
      await page.getByLabel('Line 1 PO Details Order Date').fill('2026-03-01');
      await page.getByLabel('Line 1 PO Details Ship Date').fill('2026-03-05');
      await page.getByRole('button', { name: 'Add line' }).click();
      // The new line starts in the same warehouse (one warehouse per PO).
      expect(
        await page.getByRole('combobox', { name: 'Line 2 Warehouse Number', exact: true }).inputValue(),
      ).toBe('WH-A');
      await pick(page, 'Line 2 Item Number', 'ITEM-B', 'ITEM-B');
      await pick(page, 'Line 2 Ship From Number', 'SF', 'SF-A');
      await page.getByLabel('Line 2 PO Details Quantity').fill('4');
      await page.getByRole('button', { name: 'Create', exact: true }).click();
      await page.waitForURL(/\/orders\/purchase-order\/\d+$/);
      await page.getByRole('heading', { name: 'Purchase order PO-100' }).waitFor();

      const stored = await poByNumber('PO-100');
      expect(stored).toMatchObject({ 'Supplier Number': 'SUP-A', 'PO List Document Status': 'Open' });
      expect(stored.details.map((l) => [l['Item Number'], l['PO Details Quantity']])).toEqual([
        ['ITEM-A', 10],
        ['ITEM-B', 4],
      ]);
      // Readable at 1280×800: every line column is on screen, nothing scrolls sideways.
      const box = await page.locator('table').last().boundingBox();
      const overflow =
        (box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY) - (page.viewportSize()?.width ?? 0);
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(page, 'order-editor');
      await assertAccessible(page, 'the purchase-order editor');

      // Ship date before the order date: 400 PurchaseOrderDetails.OrderDateAfterShip, shown at that field.
      allowHttpError(page, 400, '/api/purchase-order/');
      await page.getByLabel('Line 1 PO Details Ship Date').fill('2026-02-20');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      const shipDate = page.getByLabel('Line 1 PO Details Ship Date');
      await expect.poll(() => shipDate.getAttribute('aria-invalid')).toBe('true');
      const describedBy = (await shipDate.getAttribute('aria-describedby')) ?? '';
      const errorId = describedBy.split(' ').find((id) => id.endsWith('-error'));
      expect(errorId).toBeDefined();
      // In words (never the code), and the focus is on the field.
      const message = await page.locator(`[id="${errorId}"]`).innerText();
      expect(message).toBe('Must not be before Order Date');
      expect(await shipDate.evaluate((el) => el === el.ownerDocument.activeElement)).toBe(true);
      // No other field is marked, and nothing was stored.
      expect(await page.locator('[aria-invalid="true"]').count()).toBe(1);
      expect((await poByNumber('PO-100')).details[0]).toMatchObject({ 'PO Details Ship Date': '2026-03-05' });
      await screenshot(page, 'order-editor-date-error');
    },
    SLOW,
  );

  it(
    'moves a selected line to a new PO',
    async () => {
      const source = await poByNumber('PO-100');
      const page = await signedIn(`/orders/purchase-order/${source.id}`);
      await page.getByRole('checkbox', { name: 'Select line 2' }).check();
      await page.getByRole('button', { name: 'Move selected lines (1)' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('A new purchase order').check();
      await dialog.getByLabel('New PO List Number').fill('PO-101');
      await dialog.getByRole('button', { name: 'Move', exact: true }).click();
      const moved = page.getByRole('status').filter({ hasText: 'Lines moved' });
      await moved.waitFor();
      await expect.poll(() => page.getByRole('heading', { name: 'Lines (1)' }).count()).toBe(1);
      await screenshot(page, 'order-editor-moved');

      await moved.getByRole('link', { name: 'Open PO PO-101' }).click();
      await page.getByRole('heading', { name: 'Purchase order PO-101' }).waitFor();
      expect(await page.getByRole('combobox', { name: 'Line 1 Item Number', exact: true }).inputValue()).toBe(
        'ITEM-B',
      );

      const target = await poByNumber('PO-101');
      expect(target.details.map((l) => l.id)).toEqual([source.details[1]!.id]);
      expect(target).toMatchObject({ 'Supplier Number': 'SUP-A' });
      expect((await poByNumber('PO-100')).details.map((l) => l['Item Number'])).toEqual(['ITEM-A']);
    },
    SLOW,
  );

  it(
    'reports a concurrent change (412) instead of overwriting it',
    async () => {
      const order = await poByNumber('PO-101');
      const page = await signedIn(`/orders/purchase-order/${order.id}`);
      await page.getByLabel('Line 1 PO Details Quantity').waitFor();
      // Someone else changes the quantity while the page has unsaved edits: the live stream tells the page, which
      // keeps the edits and says who changed the order.
      await page.getByLabel('Line 1 PO Details Quantity').fill('99');
      const { id: _id, ...body } = order;
      await suite.admin.put(`/api/purchase-order/${order.id}`, {
        ...body,
        details: order.details.map((l) => ({ ...l, 'PO Details Quantity': 7 })),
      });
      await page.getByRole('alert').filter({ hasText: 'Changed by you in another window' }).waitFor();
      expect(await page.getByLabel('Line 1 PO Details Quantity').inputValue()).toBe('99');
      // Saving anyway is refused with 412: nothing is overwritten.
      allowHttpError(page, 412, `/api/purchase-order/${order.id}`);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      const conflict = page.getByRole('alert').filter({ hasText: 'Changed by someone else' });
      await conflict.waitFor();
      expect(await conflict.innerText()).toContain('nothing was overwritten');
      expect(await conflict.innerText()).not.toMatch(/ETag|#\d/);
      expect((await poByNumber('PO-101')).details[0]!['PO Details Quantity']).toBe(7);
      await screenshot(page, 'order-editor-conflict');

      await conflict.getByRole('button', { name: 'Reload' }).click();
      await expect.poll(() => page.getByLabel('Line 1 PO Details Quantity').inputValue()).toBe('7');
    },
    SLOW,
  );

  it(
    'shows a banner when procurement is locked and the save is queued',
    async () => {
      const order = await poByNumber('PO-101');
      const run = await suite.admin.post<{ id: number }>('/api/integration-runs', { source: 'browser test' });
      try {
        const page = await signedIn(`/orders/purchase-order/${order.id}`);
        await page.getByLabel('Line 1 PO Details Quantity').fill('8');
        await page.getByRole('button', { name: 'Save', exact: true }).click();
        const banner = page.getByRole('status').filter({ hasText: 'Queued' });
        await banner.waitFor();
        expect(await banner.innerText()).toContain('integration run');
        expect((await poByNumber('PO-101')).details[0]!['PO Details Quantity']).toBe(7);
        await screenshot(page, 'order-editor-queued');
      } finally {
        await suite.admin.put(`/api/integration-runs/${run.id}`, { 'Integration Status': 'Completed' });
      }
      await expect.poll(async () => (await poByNumber('PO-101')).details[0]!['PO Details Quantity']).toBe(8);
    },
    SLOW,
  );

  it(
    'shows the 403 of a user without Procurement on the order editor, and offers no PO screen',
    async () => {
      const order = await poByNumber('PO-100');
      const user = await suite.admin.createUser('planner-no-po', [{ type: 'Demand', access: 'Edit' }]);
      const page = await suite.newPage();
      allowHttpError(page, 403, `/api/purchase-order/${order.id}`);
      await suite.signIn(page, user, `/orders/purchase-order/${order.id}`);
      const alert = page.getByRole('alert');
      await expect.poll(() => alert.innerText()).toContain('Not allowed');
      expect(await alert.innerText()).toContain('Requires Procurement');
      expect(await alert.innerText()).not.toContain('User.NotPrivileged');
      const nav = page.getByRole('navigation', { name: 'Main navigation' });
      await expect.poll(() => nav.getByRole('link', { name: 'Sales orders', exact: true }).count()).toBe(1);
      expect(await nav.getByRole('link', { name: 'Purchase orders', exact: true }).count()).toBe(0);
      await screenshot(page, 'order-editor-forbidden');
    },
    SLOW,
  );
});
