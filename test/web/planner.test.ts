/**
 * The planner's screens in Chromium on the demo company (CLI `demo --scale small`, loaded without its planning
 * run): run planning and see the exceptions by type; the item screen's chart, buckets, exceptions and pegging;
 * firming suggestions; the dashboards; the analysis. Screenshots go to docs/screenshots.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../cli/run.js';
import { ADMIN, assertAccessible, browserSuite, screenshot } from './harness.js';

const suite = browserSuite('sqlite');
const TODAY = new Date().toISOString().slice(0, 10);

// Generous: Chromium, the service and the CLI share two cores with the rest of the suite.
const SLOW = 180_000;

interface Envelope {
  data: { rows: Record<string, unknown>[] };
  extra: { total: number };
}

const query = (filters: Record<string, unknown>, extra = '') =>
  `?filters=${encodeURIComponent(JSON.stringify(filters))}&page_size=1000${extra}`;

beforeAll(async () => {
  const demo = await runCli(
    ['demo', '--scale', 'small', '--seed', '3', '--as-of', TODAY, '--no-plan'],
    suite.service.databaseUrl,
  );
  if (demo.status !== 0) throw new Error(`the demo did not load: ${demo.stderr}`);
}, SLOW);

async function signInAdmin(page: Page, path: string) {
  await suite.signIn(page, ADMIN, path);
}

describe('plan overview', () => {
  it(
    'runs planning with a plan date and horizon, shows the summary and the exceptions by type, sorts them',
    async () => {
      const page = await suite.newPage();
      await signInAdmin(page, '/planning');
      await expect.poll(() => page.getByText('No planning run yet.').count()).toBe(1);

      await page.getByLabel('Plan date').fill(TODAY);
      await page.getByLabel('Horizon (days)').fill('365');
      await page.getByRole('button', { name: 'Run planning' }).click();
      const runId = page.getByTestId('run-id');
      await runId.waitFor({ timeout: 60_000 });

      const runs = await suite.admin.get<Envelope>('/api/planning/runs');
      const run = runs.data.rows[0]!;
      expect(await runId.innerText()).toBe(String(run['Plan Run Id']));
      expect(run).toMatchObject({ 'Plan Date': TODAY, 'Horizon Days': 365 });
      await expect.poll(() => page.getByTestId('run-exceptions').innerText()).toBe(String(run.Exceptions));

      // Each type's count is the view's total for that type.
      const late = await suite.admin.get<Envelope>(
        `/api/views/planning_exceptions${query({ 'Exception Type': ['Late'] })}`,
      );
      expect(late.extra.total).toBeGreaterThan(0);
      await expect.poll(() => page.getByTestId('count-Late').innerText()).toBe(String(late.extra.total));
      const lateSection = page.getByRole('region', { name: 'Late' });
      const dates = async () =>
        lateSection
          .getByTestId('exception-date')
          .allInnerTexts()
          .then((t) => t.length);
      await expect.poll(dates).toBe(Math.min(25, late.extra.total));

      // Sorted by date (earliest first) by default; by quantity, largest first, on a click.
      const quantities = () =>
        lateSection
          .getByTestId('exception-quantity')
          .allInnerTexts()
          .then((t) => t.map((q) => Number(q.replace(/[^\d.-]/g, ''))));
      await page.getByRole('button', { name: 'Quantity' }).first().click();
      const byQuantity = [...late.data.rows]
        .map((r) => Number(r['Exception Quantity']))
        .sort((a, b) => b - a)
        .slice(0, 25);
      await expect.poll(quantities).toEqual(byQuantity);
      expect(new URL(page.url()).searchParams.get('sort')).toBe('quantity');

      await screenshot(page, 'plan-overview');
      await assertAccessible(page, 'the plan overview');

      // A row leads to its item's planning screen in its warehouse.
      const row = lateSection.getByTestId('exception-row').first();
      const item = await row.getByRole('link').first().innerText();
      const warehouse = await row.locator('td').nth(2).innerText();
      expect(await row.getByRole('link').first().getAttribute('href')).toBe(
        `/planning/item/${item}?warehouse=${encodeURIComponent(JSON.stringify(warehouse))}`,
      );
    },
    SLOW,
  );
});
