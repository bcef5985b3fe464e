/**
 * A buyer's and a planner's day on the demo company (issue 28, parts 4, 5 and 10): each signs in through the
 * sign-in page and visits every screen of their menu, a new purchase order's pickers and an existing order: no
 * answer of 400 or more (no 403 from a picker or a list), no console error, axe without serious or critical
 * violations, a skip link first. The menu has no entry twice. The shortages screen shows the run's shortages.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../cli/run.js';
import { assertAccessible, assertCleanConsole, browserSuite, failedAnswers, screenshot } from './harness.js';

const suite = browserSuite('sqlite');
const TODAY = new Date().toISOString().slice(0, 10);
const SLOW = 600_000;

interface Envelope {
  data: { rows: Record<string, unknown>[] };
  extra: { total: number };
}

/** The demo company's roles (src/modules/demo/company.ts), as a customer would set them up. */
const ROLES = {
  buyer: [
    { type: 'Procurement', access: 'Edit' },
    { type: 'Supplier Master', access: 'Edit' },
    { type: 'Item Master', access: 'View' },
    { type: 'Inventory', access: 'View' },
    { type: 'Dashboard', access: 'View' },
  ],
  planner: [
    { type: 'Demand', access: 'Edit' },
    { type: 'Manufacturing', access: 'Edit' },
    { type: 'Inventory', access: 'Edit' },
    { type: 'Bill of Materials', access: 'Edit' },
    { type: 'Item Master', access: 'Edit' },
    { type: 'Scenarios', access: 'Edit' },
    { type: 'Procurement', access: 'View' },
    { type: 'Dashboard', access: 'View' },
  ],
} as const;

const users: Record<keyof typeof ROLES, { username: string; password: string }> = {} as never;

beforeAll(async () => {
  const demo = await runCli(
    ['demo', '--scale', 'small', '--seed', '5', '--as-of', TODAY, '--no-plan'],
    suite.service.databaseUrl,
  );
  if (demo.status !== 0) throw new Error(`the demo did not load: ${demo.stderr}`);
  await suite.admin.post('/api/planning/run', { 'Plan Date': TODAY, 'Horizon Days': 365 });
  for (const role of Object.keys(ROLES) as (keyof typeof ROLES)[])
    users[role] = await suite.admin.createUser(`web-${role}`, [...ROLES[role]]);
}, SLOW);

/** Signs in through the sign-in page, as a person does (the first visit has no session: no request may fail). */
async function signIn(page: Page, user: { username: string; password: string }) {
  await page.goto('/');
  await page.getByLabel('Username or email').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
}

/** The menu's entries: label and path of every link in the side bar. */
async function menuOf(page: Page): Promise<{ label: string; path: string }[]> {
  const links = page.getByRole('navigation', { name: 'Main navigation' }).locator('a[href]');
  await links.first().waitFor();
  const entries: { label: string; path: string }[] = [];
  for (const link of await links.all())
    entries.push({ label: (await link.innerText()).trim(), path: (await link.getAttribute('href')) ?? '' });
  return entries;
}

/** Opens `path`, waits for its title and its data to settle, and checks the screen. */
async function visit(page: Page, path: string, failed: string[]) {
  await page.goto(path);
  await page.locator('main h1').first().waitFor({ timeout: 30_000 });
  // Lists, charts and pickers load after the title: give them time to answer (or fail).
  await page.waitForTimeout(1_000);
  await page
    .locator('main [aria-label^="Loading"]')
    .first()
    .waitFor({ state: 'detached', timeout: 20_000 })
    .catch(() => undefined);
  expect(failed, `requests that failed on ${path}`).toEqual([]);
  assertCleanConsole(page);
  await assertAccessible(page, path);
}

async function dayOf(role: keyof typeof ROLES, extra: (page: Page, failed: string[]) => Promise<void>) {
  const page = await suite.newPage();
  const failed = failedAnswers(page);
  await signIn(page, users[role]);
  expect(failed, 'requests that failed while signing in').toEqual([]);

  // The skip link is the first Tab stop and leads to the screen.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect.poll(() => skip.evaluate((el) => el === el.ownerDocument.activeElement)).toBe(true);

  const menu = await menuOf(page);
  const labels = menu.map((m) => m.label);
  expect(new Set(labels).size, `duplicate menu entries: ${labels.join(', ')}`).toBe(labels.length);
  expect(new Set(menu.map((m) => m.path)).size).toBe(menu.length);
  for (const label of labels) expect(label, 'a title, not a view name').toMatch(/^[A-Z][^_]*$/);
  for (const entry of menu) await visit(page, entry.path, failed);
  await extra(page, failed);
  return { page, menu };
}

describe('every screen of a role', () => {
  it(
    'the buyer: every screen of the menu, a new purchase order with its pickers, without a failed request',
    async () => {
      const { menu } = await dayOf('buyer', async (page, failed) => {
        await visit(page, '/orders/purchase-order/new', failed);
        // The pickers answer the buyer (supplier, ship-from, item, warehouse) through the lookups.
        const supplier = page.getByLabel('Supplier Number').first();
        await supplier.fill('S');
        await page.getByRole('option').first().waitFor();
        await supplier.press('Escape');
        expect(failed).toEqual([]);
        assertCleanConsole(page);
      });
      const labels = menu.map((m) => m.label);
      expect(labels).toEqual(expect.arrayContaining(['Purchase orders', 'Shortages', 'Suppliers']));
      // Not the planner's or the administrator's screens.
      expect(labels).not.toContain('Manufacturing orders');
      expect(labels).not.toContain('Scenarios');
      expect(labels).not.toContain('Users');
    },
    SLOW,
  );

  it(
    'the planner: every screen of the menu, a purchase order read-only with the reason, the shortages',
    async () => {
      const { menu } = await dayOf('planner', async (page, failed) => {
        const orders = await suite.admin.get<Envelope>(
          `/api/purchase-order?filters=${encodeURIComponent(JSON.stringify({ 'PO List Document Status': ['Open'] }))}&page_size=1`,
        );
        const po = orders.data.rows[0]!;
        await visit(page, `/orders/purchase-order/${po.id}`, failed);
        await page.getByText('but not change it').waitFor();

        // The shortages screen lists what the run found, first shortage first.
        const shortages = await suite.admin.get<Envelope>('/api/views/planning_shortages?page_size=5');
        expect(shortages.extra.total).toBeGreaterThan(0);
        const first = shortages.data.rows[0]!;
        await visit(page, '/planning/shortages', failed);
        await expect
          .poll(() => page.getByTestId('shortage-count').innerText())
          .toBe(
            `${shortages.extra.total.toLocaleString()} ${shortages.extra.total === 1 ? 'item' : 'items'} short`,
          );
        const row = page.getByTestId('shortage-row').first();
        expect(await row.getByRole('link').first().innerText()).toBe(String(first['Item Number']));
        await screenshot(page, 'shortages');

        // Filtered by the first row's item: that SKU only.
        await page.goto(
          `/planning/shortages?item=${encodeURIComponent(JSON.stringify(first['Item Number']))}&warehouse=${encodeURIComponent(JSON.stringify(first['Warehouse Number']))}`,
        );
        await expect.poll(() => page.getByTestId('shortage-row').count()).toBe(1);
        expect(failed).toEqual([]);

        // Inventory planning: the below-safety-stock switch filters the table.
        await visit(page, '/views/inventory_planning', failed);
        await page.getByRole('switch', { name: 'Below safety stock without planned orders' }).check();
        await expect
          .poll(() => new URL(page.url()).searchParams.get('filters') ?? '')
          .toContain('Below Safety Stock');
        await page.getByTestId('row-count').waitFor();
        expect(failed).toEqual([]);
        assertCleanConsole(page);
      });
      const labels = menu.map((m) => m.label);
      expect(labels).toEqual(
        expect.arrayContaining(['Shortages', 'Planning exceptions', 'Scenarios', 'Manufacturing orders']),
      );
      expect(labels).not.toContain('Users');
    },
    SLOW,
  );

  it(
    'a phone (390 × 844) shows the shortages and the exceptions as cards, readable without scrolling sideways',
    async () => {
      const page = await suite.newPage();
      await page.setViewportSize({ width: 390, height: 844 });
      await suite.signIn(page, users.planner, '/planning/shortages');
      const shortages = await suite.admin.get<Envelope>('/api/views/planning_shortages?page_size=5');
      const first = shortages.data.rows[0]!;
      const card = page.getByTestId('shortage-card').first();
      await card.waitFor();
      expect(await page.getByTestId('shortage-row').count()).toBe(0);
      expect(await card.getByRole('link').first().innerText()).toBe(String(first['Item Number']));
      expect(await card.getByTestId('shortage-date').innerText()).not.toBe('');
      // Each card fits the screen, and so does the page: nothing is cut off at the right.
      const box = await card.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
      expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
      await screenshot(page, 'shortages-phone');
      await assertAccessible(page, 'the shortages on a phone');

      // The plan overview's exceptions too: cards with the whole message on screen.
      await page.goto('/planning/overview');
      const exception = page.getByTestId('exception-card').first();
      await exception.waitFor();
      expect(await page.getByTestId('exception-row').count()).toBe(0);
      const exceptionBox = await exception.boundingBox();
      expect(exceptionBox!.x + exceptionBox!.width).toBeLessThanOrEqual(390);
      expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
      await screenshot(page, 'exceptions-phone');
      await assertAccessible(page, 'the exceptions on a phone');
      assertCleanConsole(page);
    },
    SLOW,
  );
});
