/**
 * Administration and the BOM editor in Chromium against the built service: a custom column added and reordered
 * by drag in its screen shows in the purchase-order grid in that order; users created, deactivated; a role's
 * privilege matrix saved; a BOM with component lines; axe on every administration screen. Screenshots go to
 * docs/screenshots.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, assertAccessible, browserSuite, screenshot } from './harness.js';

const suite = browserSuite('sqlite');
const SLOW = 120_000;

interface Envelope<Row = Record<string, unknown>> {
  data: { rows: Row[] };
}

beforeAll(async () => {
  const { admin } = suite;
  await admin.post('/api/supplier-master', { 'Supplier Number': 'SUP-1', 'Supplier Name': 'Acme' });
  await admin.post('/api/ship-from-master', {
    'Ship From Number': 'SF-1',
    'Ship From Name': 'Acme dock',
    'Supplier Number': 'SUP-1',
  });
  await admin.post('/api/warehouse-master', { 'Warehouse Number': 'WH-1', 'Warehouse Name': 'Main' });
  for (const [number, description] of [
    ['FG-1', 'Bicycle'],
    ['C-1', 'Wheel'],
    ['C-2', 'Frame'],
  ])
    await admin.post('/api/item-master', { 'Item Number': number, 'Item Description': description });
}, 60_000);

async function signedIn(path: string): Promise<Page> {
  const page = await suite.newPage();
  await suite.signIn(page, ADMIN, path);
  return page;
}

async function addColumn(page: Page, key: string, alias: string) {
  await page.getByRole('textbox', { name: 'Key', exact: true }).fill(key);
  await page.getByRole('textbox', { name: 'Alias', exact: true }).fill(alias);
  await page.getByRole('button', { name: 'Add column' }).click();
  await page.getByTestId(`custom-column-${key}`).waitFor();
}

/** The custom columns' keys in the layout table's order. */
async function rowKeys(page: Page): Promise<string[]> {
  const rows = await page.getByTestId(/^custom-column-/).all();
  const ids = await Promise.all(rows.map((row) => row.getAttribute('data-testid')));
  return ids.map((id) => (id ?? '').replace('custom-column-', ''));
}

describe('administration screens and the BOM editor', () => {
  it(
    'adds two custom columns, reorders them by drag, and the purchase-order grid shows them in that order',
    async () => {
      const page = await signedIn('/admin/custom-columns');
      await addColumn(page, 'priority', 'Priority');
      await addColumn(page, 'region', 'Region');
      // The drop is seen in the table before saving, and the save is answered before the API is read: each
      // step waits for its own outcome (under load the live refresh of the new columns lands at any moment).
      await page.getByTestId('custom-column-region').dragTo(page.getByTestId('custom-column-priority'));
      await expect.poll(() => rowKeys(page)).toEqual(['region', 'priority']);
      const saveLayout = page.getByRole('button', { name: 'Save layout' });
      await saveLayout.click();
      await page.getByText('Layout saved').waitFor();
      expect(await saveLayout.isDisabled()).toBe(true);
      await expect
        .poll(async () => {
          const columns = await suite.admin.get<Envelope<{ key: string }>>(
            '/api/custom-columns/PurchaseOrderList',
          );
          return columns.data.rows.map((c) => c.key);
        })
        .toEqual(['region', 'priority']);
      await screenshot(page, 'admin-custom-columns');
      await assertAccessible(page, 'the custom-columns screen');

      await suite.admin.post('/api/purchase-order', {
        'PO List Number': 'PO-7',
        'PO List Document Status': 'Open',
        'Supplier Number': 'SUP-1',
        'Purchase Order Id': null,
        priority: 'High',
        region: 'North',
        details: [
          {
            id: null,
            'Item Number': 'C-1',
            'Warehouse Number': 'WH-1',
            'Ship From Number': 'SF-1',
            'PO Details Quantity': 3,
            'PO Details Document Status': 'Open',
          },
        ],
      });
      await page.goto('/views/purchase_order_list');
      const priority = page.locator('.ag-header-cell[col-id="priority"]');
      const region = page.locator('.ag-header-cell[col-id="region"]');
      await expect.poll(() => priority.innerText()).toContain('Priority');
      const row = page.locator('[role="row"][row-index]', { hasText: 'PO-7' });
      await expect.poll(() => row.locator('.ag-cell[col-id="priority"]').innerText()).toBe('High');
      expect(Number(await region.getAttribute('aria-colindex'))).toBeLessThan(
        Number(await priority.getAttribute('aria-colindex')),
      );
      await screenshot(page, 'po-list-custom-columns-ordered');

      // The order editor offers the columns as fields under their aliases, with the stored values.
      const po = (await suite.admin.get<Envelope<{ id: number }>>('/api/purchase-order')).data.rows[0]!;
      await page.goto(`/orders/purchase-order/${po.id}`);
      await expect.poll(() => page.getByLabel('Priority', { exact: true }).inputValue()).toBe('High');
    },
    SLOW,
  );

  it(
    'creates a BOM with two component lines in the BOM editor',
    async () => {
      const page = await signedIn('/masters/bill-of-materials/new');
      await page.getByRole('textbox', { name: 'BOM Number' }).fill('BOM-1');
      await page.getByRole('combobox', { name: 'Item Number', exact: true }).fill('FG-1');
      await page.getByRole('combobox', { name: 'Line 1 Component Item Number', exact: true }).fill('C-1');
      await page.getByLabel('Line 1 Component Quantity').fill('2');
      await page.getByRole('button', { name: 'Add line' }).click();
      await page.getByRole('combobox', { name: 'Line 2 Component Item Number', exact: true }).fill('C-2');
      await page.getByLabel('Line 2 Component Quantity').fill('1');
      await page.getByRole('button', { name: 'Create', exact: true }).click();
      await page.waitForURL(/\/masters\/bill-of-materials\/\d+$/);
      await page.getByRole('heading', { name: 'Bill of materials BOM-1' }).waitFor();
      const boms = await suite.admin.get<Envelope<{ id: number }>>('/api/bill-of-materials');
      const bom = await suite.admin.get<{ 'Item Number': string; details: Record<string, unknown>[] }>(
        `/api/bill-of-materials/${boms.data.rows[0]!.id}`,
      );
      expect(bom['Item Number']).toBe('FG-1');
      expect(bom.details.map((l) => [l['Component Item Number'], l['Component Quantity']])).toEqual([
        ['C-1', 2],
        ['C-2', 1],
      ]);
      await screenshot(page, 'bom-editor');
      await assertAccessible(page, 'the BOM editor');
    },
    SLOW,
  );

  it(
    'creates a user, grants a role Procurement / Edit in the matrix, deactivates the user',
    async () => {
      const page = await signedIn('/admin/roles');
      await page.getByRole('button', { name: 'New role' }).click();
      await page.getByRole('textbox', { name: 'Role name' }).fill('Buyer');
      await page.getByRole('checkbox', { name: 'Procurement Edit' }).check();
      await page.getByRole('checkbox', { name: 'Item Master View', exact: true }).check();
      // Edit implies View.
      expect(await page.getByRole('checkbox', { name: 'Procurement View' }).isChecked()).toBe(true);
      await page.getByRole('button', { name: 'Create role' }).click();
      await page.getByRole('button', { name: 'Buyer' }).waitFor();
      const roles =
        await suite.admin.get<Envelope<{ 'Role Name': string; Privileges: unknown[] }>>('/api/role');
      expect(roles.data.rows.find((r) => r['Role Name'] === 'Buyer')?.Privileges).toEqual(
        expect.arrayContaining([
          { type: 'Procurement', access: 'Edit' },
          { type: 'Item Master', access: 'View' },
        ]),
      );
      await screenshot(page, 'admin-roles');
      await assertAccessible(page, 'the roles screen');

      await page.goto('/admin/users');
      await page.getByRole('button', { name: 'New user' }).click();
      const dialog = page.getByRole('dialog');
      // The dialog's close button has a name, and axe finds nothing serious with the dialog open.
      await dialog.getByRole('button', { name: 'Close dialog' }).waitFor();
      await assertAccessible(page, 'the new-user dialog');
      await dialog.getByRole('textbox', { name: 'Full name' }).fill('Bea Buyer');
      await dialog.getByRole('textbox', { name: 'Username' }).fill('bea');
      await dialog.getByRole('textbox', { name: 'Email' }).fill('bea@example.com');
      await dialog.getByRole('combobox', { name: 'Role' }).click();
      await page.getByRole('option', { name: 'Buyer' }).click();
      await dialog.getByLabel('Temporary password').fill('temporary-1');
      await dialog.getByRole('button', { name: 'Create user' }).click();
      const row = page.getByRole('row', { name: /bea@example\.com/ });
      await row.waitFor();
      await assertAccessible(page, 'the users screen');
      page.once('dialog', (confirm) => void confirm.accept());
      await row.getByRole('button', { name: 'Deactivate bea' }).click();
      await expect.poll(() => row.innerText()).toContain('Inactive');
      await screenshot(page, 'admin-users');
      const users = await suite.admin.get<Envelope<Record<string, unknown>>>('/api/user');
      expect(users.data.rows.find((u) => u.Username === 'bea')).toMatchObject({
        'User Status': 'Inactive',
        'Role Name': 'Buyer',
        'First Signin': true,
      });
    },
    SLOW,
  );

  it(
    'change tracking, notification settings and integration runs pass the accessibility check',
    async () => {
      const page = await signedIn('/admin/change-tracking');
      await page.getByRole('switch', { name: 'PurchaseOrderList' }).waitFor();
      await assertAccessible(page, 'the change-tracking screen');
      await screenshot(page, 'admin-change-tracking');

      await page.goto('/admin/notification-settings');
      await page.getByRole('button', { name: 'Add setting' }).click();
      await page.getByRole('switch', { name: 'PurchaseOrderList StatusChange in-app enabled' }).waitFor();
      await assertAccessible(page, 'the notification-settings screen');
      await screenshot(page, 'admin-notification-settings');

      await page.goto('/admin/integration-runs');
      await page.getByRole('textbox', { name: 'Source' }).fill('ERP nightly');
      await page.getByRole('button', { name: 'Start run' }).click();
      const running = page.getByRole('row', { name: /ERP nightly/ });
      await expect.poll(() => running.innerText()).toContain('Running');
      await assertAccessible(page, 'the integration-runs screen');
      await running.getByRole('button', { name: 'Complete' }).click();
      await expect.poll(() => running.innerText()).toContain('Completed');
      await screenshot(page, 'admin-integration-runs');
    },
    SLOW,
  );
});
