/**
 * The statistical forecast screens in Chromium (planning.md part 6): three years of monthly sales seeded over the
 * API (a seasonal, a trending and an intermittent item), a run from the form (and a bad parameter answered in
 * words), the runs list, the SKUs with their method and error (filtered and sorted), one item's chart of history,
 * holdout and forecast, and the link from the item planning screen. Screenshots go to docs/screenshots.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, allowHttpError, assertAccessible, browserSuite, screenshot } from './harness.js';

const suite = browserSuite('sqlite');
const TODAY = new Date().toISOString().slice(0, 10);
const SLOW = 180_000;
const MONTHS = 36;

interface Envelope {
  data: { rows: Record<string, unknown>[] };
  extra: { total: number };
}

const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 20_000 });

/** The first day of the month `offset` months from the month of today, as YYYY-MM-DD (the 10th, a ship date). */
function monthDay(offset: number): string {
  const now = new Date(`${TODAY.slice(0, 7)}-01T00:00:00Z`);
  now.setUTCMonth(now.getUTCMonth() + offset);
  return `${now.toISOString().slice(0, 7)}-10`;
}

/** Month t (0 = oldest) of each item's history. */
const SERIES: Record<string, (t: number) => number> = {
  SEASONAL: (t) => Math.round(100 + 40 * Math.sin((2 * Math.PI * t) / 12) + (t % 3)),
  TREND: (t) => 50 + 4 * t + (t % 2),
  SPARSE: (t) => (t % 4 === 1 ? 7 + (t % 3) : 0),
};

beforeAll(async () => {
  const admin = suite.admin;
  for (const item of Object.keys(SERIES))
    await admin.post('/api/item-master', { 'Item Number': item, 'Item Description': `${item} part` });
  await admin.post('/api/warehouse-master', { 'Warehouse Number': 'WH-1', 'Warehouse Name': 'Main' });
  await admin.post('/api/customer-master', { 'Customer Number': 'CUS-1', 'Customer Name': 'Buyer' });
  await admin.post('/api/ship-to-master', {
    'Ship To Number': 'ST-1',
    'Ship To Name': 'Dock',
    'Customer Number': 'CUS-1',
  });
  // One shipped order a month over the 36 months before this one.
  for (let t = 0; t < MONTHS; t++) {
    const ship = monthDay(t - MONTHS);
    const details = Object.entries(SERIES)
      .map(([item, series]) => [item, series(t)] as const)
      .filter(([, quantity]) => quantity > 0)
      .map(([item, quantity]) => ({
        'Item Number': item,
        'Warehouse Number': 'WH-1',
        'Ship To Number': 'ST-1',
        'SO Details Quantity': quantity,
        'SO Details Document Status': 'Shipped',
        'SO Details Ship Date': ship,
      }));
    await admin.post('/api/sales-order', {
      'SO List Number': `SO-H${t + 1}`,
      'SO List Document Status': 'Shipped',
      'Customer Number': 'CUS-1',
      details,
    });
  }
}, SLOW);

async function signIn(page: Page, path: string) {
  await suite.signIn(page, ADMIN, path);
}

describe('forecast runs', () => {
  it(
    'runs the forecast from the form, shows its summary and the runs list; a bad parameter is said in words',
    async () => {
      const page = await suite.newPage();
      await signIn(page, '/forecasting/runs');
      await poll(() => page.getByText('No forecast run yet.').count()).toBe(1);
      await assertAccessible(page, 'the forecast runs before a run');

      // An unknown item: the service's message, never its code.
      allowHttpError(page, 400, '/api/forecasting/run');
      await page.getByLabel('Only these items').fill('NOPE');
      await page.getByRole('button', { name: 'Run forecast' }).click();
      const alert = page.getByRole('alert').filter({ hasText: 'The forecast was not run' });
      await alert.waitFor();
      expect(await alert.innerText()).toContain('Unknown Item Numbers: NOPE');
      expect(await alert.innerText()).not.toContain('Forecasting.');
      expect((await suite.admin.get<Envelope>('/api/forecasting/runs')).extra.total).toBe(0);

      await page.getByLabel('Only these items').fill('');
      await page.getByLabel('As of').fill(TODAY);
      await page.getByLabel('History (months)').fill('36');
      await page.getByLabel('Horizon (months)').fill('12');
      await page.getByRole('button', { name: 'Run forecast' }).click();
      const runId = page.getByTestId('forecast-run-id');
      await runId.waitFor({ timeout: 60_000 });

      const runs = await suite.admin.get<Envelope>('/api/forecasting/runs');
      expect(runs.extra.total).toBe(1);
      const run = runs.data.rows[0]!;
      expect(await runId.innerText()).toBe(String(run['Forecast Run Id']));
      expect(run).toMatchObject({ 'As Of': TODAY, 'SKUs Forecast': 3 });
      expect(await page.getByTestId('forecast-run-skus').innerText()).toBe('3');
      const methods = JSON.parse(String(run.Methods)) as Record<string, number>;
      for (const method of Object.keys(methods))
        expect(await page.getByTestId('forecast-run-methods').innerText()).toContain(method);
      // The runs list shows it, in words.
      const row = page.getByTestId('forecast-run-row');
      await poll(() => row.count()).toBe(1);
      expect(await row.innerText()).toContain('36 months of history, 12 forecast');
      await screenshot(page, 'forecast-runs');
      await assertAccessible(page, 'the forecast runs');
    },
    SLOW,
  );
});

async function ensureRun() {
  const runs = await suite.admin.get<Envelope>('/api/forecasting/runs');
  if (runs.extra.total === 0) await suite.admin.post('/api/forecasting/run', { 'As Of': TODAY });
}

describe('statistical forecast by SKU', () => {
  it(
    'lists each SKU with its method and error, filters by method, sorts by error, leads to the item',
    async () => {
      await ensureRun();
      const view = await suite.admin.get<Envelope>('/api/views/statistical_forecast?page_size=100');
      expect(view.extra.total).toBe(3);
      const methodOf = new Map(view.data.rows.map((r) => [String(r['Item Number']), String(r.Method)]));
      // The intermittent item gets Croston.
      expect(methodOf.get('SPARSE')).toBe('Croston');

      const page = await suite.newPage();
      await signIn(page, '/forecasting/skus');
      const rows = page.getByTestId('forecast-sku-row');
      await poll(() => rows.count()).toBe(3);
      for (let i = 0; i < 3; i++) {
        const row = rows.nth(i);
        const item = await row.getByRole('link').innerText();
        expect(await row.getByTestId('forecast-sku-method').innerText()).toBe(methodOf.get(item));
      }
      await screenshot(page, 'forecast-skus');
      await assertAccessible(page, 'the statistical forecast by SKU');

      // Filter: Croston only.
      await page.getByRole('combobox', { name: 'Method' }).click();
      await page.getByRole('option', { name: 'Croston' }).click();
      await poll(() => rows.count()).toBe(1);
      expect(await rows.first().getByRole('link').innerText()).toBe('SPARSE');
      expect(new URL(page.url()).searchParams.get('method')).toBe('Croston');
      await page.getByRole('combobox', { name: 'Method' }).click();
      await page.getByRole('option', { name: 'Croston' }).click();
      await poll(() => rows.count()).toBe(3);

      // Sorted by WAPE, largest first, by default; ascending on a click.
      const byWape = [...view.data.rows]
        .sort((a, b) => Number(a['Holdout WAPE'] ?? -1) - Number(b['Holdout WAPE'] ?? -1))
        .map((r) => String(r['Item Number']));
      const items = () => rows.getByRole('link').allInnerTexts();
      await poll(items).toEqual([...byWape].reverse());
      await page.getByRole('button', { name: 'Holdout WAPE' }).click();
      await poll(items).toEqual(byWape);

      // The item search.
      await page.getByRole('textbox', { name: 'Item', exact: true }).fill('TREND');
      await poll(items).toEqual(['TREND']);
      await rows.first().getByRole('link').click();
      await page.waitForURL(/\/forecasting\/item\/TREND/);
      await page.getByTestId('forecast-chart').waitFor();
    },
    SLOW,
  );
});

describe('an item forecast', () => {
  it(
    'shows the chart of history, holdout and forecast with the method and its error; linked from planning',
    async () => {
      await ensureRun();
      const item = await suite.admin.get<Envelope>(
        `/api/item-master?filters=${encodeURIComponent(JSON.stringify({ 'Item Number': ['SEASONAL'] }))}`,
      );
      const id = Number(item.data.rows[0]!.id);
      const answer = await suite.admin.get<{
        skus: {
          Method: string;
          'Demand Pattern': string;
          holdout: unknown[];
          forecast: unknown[];
          history: unknown[];
        }[];
      }>(`/api/forecasting/item/${id}`);
      const sku = answer.skus[0]!;
      expect(sku.history).toHaveLength(MONTHS);

      const page = await suite.newPage();
      await signIn(page, '/forecasting/item/SEASONAL');
      const chart = page.getByTestId('forecast-chart');
      await chart.waitFor();
      // History, holdout and forecast: three lines drawn.
      await poll(() => chart.locator('.recharts-line-curve').count()).toBe(3);
      expect(await page.getByTestId('forecast-method').innerText()).toBe(sku.Method);
      expect(await page.getByTestId('forecast-pattern').innerText()).toBe(sku['Demand Pattern']);
      expect(await page.getByTestId('forecast-wape').innerText()).toMatch(/%$/);
      expect(await page.getByTestId('forecast-month').count()).toBe(sku.forecast.length);
      expect(sku.forecast).toHaveLength(12);
      expect(await page.getByRole('table', { name: 'Holdout months' }).locator('tbody tr').count()).toBe(
        sku.holdout.length,
      );
      await screenshot(page, 'forecast-item');
      await assertAccessible(page, 'an item forecast');

      // The item planning screen links to it, and back.
      await page.getByRole('link', { name: 'Planning of this item' }).click();
      await page.waitForURL(/\/planning\/item\/SEASONAL/);
      const link = page.getByRole('main').getByRole('link', { name: 'Statistical forecast' });
      await link.waitFor();
      await link.click();
      await page.waitForURL(/\/forecasting\/item\/SEASONAL/);
      await page.getByTestId('forecast-chart').waitFor();
    },
    SLOW,
  );
});

interface ForecastListRecord {
  id: number;
  'Forecast List Status': string;
  details: {
    'Forecast Details Date': string;
    'Forecast Details Quantity': number;
    'Warehouse Number': string;
  }[];
}

describe("a planner's own forecast for a month", () => {
  it(
    'is typed in place, stored as a line of their own list that planning uses instead of the statistical one, with its history; emptied, it is gone',
    async () => {
      await ensureRun();
      const item = await suite.admin.get<Envelope>(
        `/api/item-master?filters=${encodeURIComponent(JSON.stringify({ 'Item Number': ['TREND'] }))}`,
      );
      const answer = await suite.admin.get<{ skus: { forecast: { Date: string; Quantity: number }[] }[] }>(
        `/api/forecasting/item/${Number(item.data.rows[0]!.id)}`,
      );
      const { Date: date, Quantity: statistical } = answer.skus[0]!.forecast[1]!;
      const month = date.slice(0, 7);
      const ownList = async () => {
        const lists = await suite.admin.get<Envelope>(
          `/api/forecast?filters=${encodeURIComponent(JSON.stringify({ 'Forecast List Number': ['PLAN-WH-1-admin'] }))}`,
        );
        const row = lists.data.rows[0];
        return row ? suite.admin.get<ForecastListRecord>(`/api/forecast/${Number(row.id)}`) : null;
      };
      expect(await ownList()).toBeNull();

      const page = await suite.newPage();
      await signIn(page, '/forecasting/item/TREND');
      const input = page.getByLabel(`Your forecast for ${month}`);
      await input.waitFor();
      const used = page.getByTestId('forecast-month').nth(1).getByTestId('forecast-month-used');
      expect(await used.innerText()).not.toContain('planner');

      await input.fill('55');
      await input.press('Enter');
      await poll(async () => (await ownList())?.details).toEqual([
        expect.objectContaining({
          'Forecast Details Date': date,
          'Forecast Details Quantity': 55,
          'Warehouse Number': 'WH-1',
        }),
      ]);
      expect((await ownList())?.['Forecast List Status']).toBe('Open');
      await poll(() => used.innerText()).toContain('55 (planner)');
      // Only that month is overridden.
      expect(
        await page.getByTestId('forecast-month').nth(2).getByTestId('forecast-month-used').innerText(),
      ).not.toContain('planner');

      // 0 is a forecast too: it overrides.
      await input.fill('0');
      await input.press('Tab');
      await poll(async () => (await ownList())?.details.map((d) => d['Forecast Details Quantity'])).toEqual([
        0,
      ]);
      await poll(() => used.innerText()).toBe('0 (planner)');
      expect(statistical).toBeGreaterThan(0);

      // The list's history (its lines are no change-tracking entity type of the specification: the list's own
      // changes are what it records).
      await page.getByRole('button', { name: 'History' }).click();
      const entries = page.getByTestId('history-entry');
      await poll(() => entries.count()).toBeGreaterThanOrEqual(1);
      const created = (await entries.allInnerTexts()).join('\n');
      expect(created).toContain('PLAN-WH-1-admin');
      expect(created).toContain('created by admin');
      await screenshot(page, 'forecast-override-history');
      await assertAccessible(page, "the history of a planner's forecast");
      await page.getByRole('button', { name: 'Close history' }).click();
      await screenshot(page, 'forecast-override');
      await assertAccessible(page, "an item forecast with the planner's own month");

      // Emptied: the line is gone (the list with it, its last line), and the statistical forecast is used again.
      await input.fill('');
      await input.press('Enter');
      await poll(ownList).toBeNull();
      await poll(() => used.innerText()).not.toContain('planner');
    },
    SLOW,
  );
});
