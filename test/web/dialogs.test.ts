/**
 * Accessibility of every route and every dialog (issue 28, part 10), on the demo company as the administrator,
 * whose menu holds every screen: each menu entry opened with no answer of 400 or more, no console error and axe
 * without serious or critical violations; then each dialog of the app opened and axe run with it open (new user,
 * import, column layout, filters, account menu, move lines, a record's history, the guard on leaving an editor).
 * The suggestions' why drawer and leave guard are checked in firming.test.ts; the native confirm() dialogs
 * (delete, deactivate) are the browser's own and not in the page.
 *
 * Also the first usable data screen after sign-in: a bookmark of the purchase-order list opened without a
 * session leads to the sign-in page; from the click on Sign in to the list's first rows drawn. Reported, not
 * asserted (bench/web-first-screen.bench.ts bounds it; figures in bench/README.md).
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../cli/run.js';
import {
  ADMIN,
  assertAccessible,
  assertCleanConsole,
  browserSuite,
  failedAnswers,
  screenshot,
} from './harness.js';

const suite = browserSuite('sqlite');
const TODAY = new Date().toISOString().slice(0, 10);
const SLOW = 600_000;

interface Envelope {
  data: { rows: Record<string, unknown>[] };
  extra: { total: number };
}

beforeAll(async () => {
  const demo = await runCli(
    ['demo', '--scale', 'small', '--seed', '7', '--as-of', TODAY, '--no-plan'],
    suite.service.databaseUrl,
  );
  if (demo.status !== 0) throw new Error(`the demo did not load: ${demo.stderr}`);
  await suite.admin.post('/api/planning/run', { 'Plan Date': TODAY, 'Horizon Days': 365 });
}, SLOW);

/** Waits for the screen's title and for its data to settle (lists, charts and pickers load after the title). */
async function settle(page: Page) {
  await page.locator('main h1').first().waitFor({ timeout: 30_000 });
  await page.waitForTimeout(1_000);
  await page
    .locator('main [aria-label^="Loading"]')
    .first()
    .waitFor({ state: 'detached', timeout: 20_000 })
    .catch(() => undefined);
}

async function signedIn(path: string) {
  const page = await suite.newPage();
  const failed = failedAnswers(page);
  await suite.signIn(page, ADMIN, path);
  await settle(page);
  return { page, failed };
}

/** Checks `page` with its dialog open: the dialog is visible, named, and axe finds nothing serious. */
async function checkOpen(page: Page, label: string, failed: string[]) {
  await assertAccessible(page, label);
  expect(failed, `requests that failed with ${label} open`).toEqual([]);
  assertCleanConsole(page);
}

describe('axe on every route and with every dialog open', () => {
  it(
    "every screen of the administrator's menu (every route of the app)",
    async () => {
      const { page, failed } = await signedIn('/');
      const links = page.getByRole('navigation', { name: 'Main navigation' }).locator('a[href]');
      await links.first().waitFor();
      const paths: string[] = [];
      for (const link of await links.all()) paths.push((await link.getAttribute('href')) ?? '');
      expect(paths.length).toBeGreaterThan(20);
      for (const path of paths) {
        await page.goto(path);
        await settle(page);
        expect(failed, `requests that failed on ${path}`).toEqual([]);
        assertCleanConsole(page);
        await assertAccessible(page, path);
      }
      process.stdout.write(`axe: ${paths.length} routes of the administrator's menu without a violation\n`);
    },
    SLOW,
  );

  it(
    'the dialogs of the lists: import, column layout, filters, the account menu',
    async () => {
      const { page, failed } = await signedIn('/views/item_master');
      await page.locator('.ag-row').first().waitFor();

      await page.getByRole('button', { name: 'Import', exact: true }).click();
      const importing = page.getByRole('dialog', { name: 'Import items' });
      await importing.waitFor();
      await checkOpen(page, 'the import dialog', failed);
      await importing.getByRole('button', { name: 'Close import' }).click();
      await importing.waitFor({ state: 'hidden' });

      await page.getByRole('button', { name: 'Columns', exact: true }).click();
      const columns = page.getByRole('dialog', { name: 'Columns' });
      await columns.waitFor();
      await checkOpen(page, 'the column layout', failed);
      await page.keyboard.press('Escape');
      await columns.waitFor({ state: 'hidden' });

      await page.getByRole('button', { name: 'Filters', exact: true }).click();
      await page.getByRole('dialog').waitFor();
      await checkOpen(page, 'the filter panel', failed);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'hidden' });

      await page.getByRole('button', { name: /^Account menu of / }).click();
      await page.getByRole('menu').waitFor();
      await checkOpen(page, 'the account menu', failed);
      await page.keyboard.press('Escape');

      await page.goto('/admin/users');
      await settle(page);
      await page.getByRole('button', { name: 'New user' }).click();
      await page
        .getByRole('dialog', { name: 'New user' })
        .getByRole('button', { name: 'Close dialog' })
        .waitFor();
      await checkOpen(page, 'the new-user dialog', failed);
    },
    SLOW,
  );

  it(
    "an order's dialogs: move lines, its history, the guard on leaving with unsaved changes",
    async () => {
      const orders = await suite.admin.get<Envelope>(
        `/api/purchase-order?filters=${encodeURIComponent(JSON.stringify({ 'PO List Document Status': ['Open'] }))}&page_size=100`,
      );
      const po = orders.data.rows.find(
        (row) => Array.isArray(row.details) && (row.details as unknown[]).length >= 2,
      ) as { id: number; 'PO List Number': string } | undefined;
      const order = po ?? (orders.data.rows[0] as { id: number; 'PO List Number': string });
      const { page, failed } = await signedIn(`/orders/purchase-order/${order.id}`);
      const quantity = page.getByLabel('Line 1 PO Details Quantity');
      await expect.poll(() => quantity.inputValue()).not.toBe('');

      await page.getByRole('checkbox', { name: 'Select line 1' }).check();
      await page.getByRole('button', { name: /^Move selected lines/ }).click();
      const move = page.getByRole('dialog', { name: /^Move 1 line/ });
      await move.waitFor();
      await checkOpen(page, 'the move-lines dialog', failed);
      await move.getByRole('button', { name: 'Close' }).click();
      await move.waitFor({ state: 'hidden' });
      await page.getByRole('checkbox', { name: 'Select line 1' }).uncheck();

      await page.getByRole('button', { name: 'History', exact: true }).click();
      const history = page.getByRole('dialog', { name: /^History of purchase order / });
      await history.waitFor();
      await checkOpen(page, 'the history drawer', failed);
      await history.getByRole('button', { name: 'Close history' }).click();
      await history.waitFor({ state: 'hidden' });

      await quantity.fill('21');
      const nav = page.getByRole('navigation', { name: 'Main navigation' });
      await nav.getByRole('link', { name: 'Items', exact: true }).click();
      const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
      await leave.waitFor();
      await checkOpen(page, 'the guard on leaving an editor', failed);
      await leave.getByRole('button', { name: 'Stay and keep editing' }).click();
      await leave.waitFor({ state: 'hidden' });
    },
    SLOW,
  );
});

describe('first usable data screen after sign-in', () => {
  it(
    'from Sign in to the first rows of a bookmarked purchase-order list (reported, not asserted)',
    async () => {
      const figures: number[] = [];
      for (let run = 1; run <= 3; run++) {
        const page = await suite.newPage();
        const failed = failedAnswers(page);
        // A bookmark without a session: the sign-in page, which logs nothing (no 401 from a session probe).
        await page.goto('/views/purchase_order_list');
        await page.getByLabel('Username or email').fill(ADMIN.username);
        await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
        expect(failed, 'requests that failed on the sign-in page').toEqual([]);
        assertCleanConsole(page);
        const started = Date.now();
        await page.getByRole('button', { name: 'Sign in' }).click();
        await page.locator('.ag-row').first().waitFor({ timeout: 60_000 });
        figures.push(Date.now() - started);
        expect(new URL(page.url()).pathname).toBe('/views/purchase_order_list');
        expect(failed).toEqual([]);
        if (run === 3) await screenshot(page, 'first-screen-after-sign-in');
      }
      const sorted = [...figures].sort((a, b) => a - b);
      process.stdout.write(
        `first data screen after sign-in (demo small, PO list): ${figures.join(', ')} ms; median ${sorted[1]} ms\n`,
      );
    },
    SLOW,
  );
});
