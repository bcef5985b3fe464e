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

/** Polls with room for a few chained requests on a busy machine. */
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 20_000 });

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
      await signInAdmin(page, '/planning/overview');
      await poll(() => page.getByText('No planning run yet.').count()).toBe(1);

      await page.getByLabel('Plan date').fill(TODAY);
      await page.getByLabel('Horizon (days)').fill('365');
      await page.getByRole('button', { name: 'Run planning' }).click();
      const runId = page.getByTestId('run-id');
      await runId.waitFor({ timeout: 60_000 });

      const runs = await suite.admin.get<Envelope>('/api/planning/runs');
      const run = runs.data.rows[0]!;
      expect(await runId.innerText()).toBe(String(run['Plan Run Id']));
      expect(run).toMatchObject({ 'Plan Date': TODAY, 'Horizon Days': 365 });
      await poll(() => page.getByTestId('run-exceptions').innerText()).toBe(String(run.Exceptions));
      // Net change (planning.md part 7): on by default, switched off and on again from the overview.
      await poll(() => page.getByTestId('net-change-status').innerText()).toContain('follows every change');
      const netChange = page.getByLabel('Keep the plan current after every change');
      await netChange.click({ force: true });
      await poll(() => page.getByTestId('net-change-status').innerText()).toContain(
        'only when planning runs',
      );
      expect((await suite.admin.get<{ 'Net Change': boolean }>('/api/planning/settings'))['Net Change']).toBe(
        false,
      );
      await netChange.click({ force: true });
      await poll(() => page.getByTestId('net-change-status').innerText()).toContain('follows every change');

      // Each type's count is the view's total for that type.
      const late = await suite.admin.get<Envelope>(
        `/api/views/planning_exceptions${query({ 'Exception Type': ['Late'] })}`,
      );
      expect(late.extra.total).toBeGreaterThan(0);
      await poll(() => page.getByTestId('count-Late').innerText()).toBe(String(late.extra.total));
      const lateSection = page.getByRole('region', { name: 'Late' });
      const dates = async () =>
        lateSection
          .getByTestId('exception-date')
          .allInnerTexts()
          .then((t) => t.length);
      await poll(dates).toBe(Math.min(25, late.extra.total));

      // Sorted by date (earliest first) by default; by quantity, largest first, on a click.
      const quantities = () =>
        lateSection
          .getByTestId('exception-quantity')
          .allInnerTexts()
          .then((t) => t.map((q) => Number(q.replace(/[^\d.-]/g, ''))));
      // The screen shows at most two decimals.
      const shown = (q: number) => Math.round(q * 100) / 100;
      await page.getByRole('button', { name: 'Quantity' }).first().click();
      const byQuantity = [...late.data.rows]
        .map((r) => shown(Number(r['Exception Quantity'])))
        .sort((a, b) => b - a)
        .slice(0, 25);
      await poll(quantities).toEqual(byQuantity);
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

/** Plans as of today unless a run exists (each describe can run alone). */
async function ensurePlanned() {
  const runs = await suite.admin.get<Envelope>('/api/planning/runs');
  if (runs.extra.total === 0)
    await suite.admin.post('/api/planning/run', { 'Plan Date': TODAY, 'Horizon Days': 365 });
}

const view = (name: string, filters: Record<string, unknown>, extra = '') =>
  suite.admin.get<Envelope>(`/api/views/${name}${query(filters, extra)}`);

const itemPath = (row: Record<string, unknown>, extra = '') => {
  const sub = row['Sub Item Number'];
  return `/planning/item/${encodeURIComponent(String(row['Item Number']))}?warehouse=${encodeURIComponent(
    JSON.stringify(row['Warehouse Number']),
  )}${typeof sub === 'string' ? `&sub=${encodeURIComponent(JSON.stringify(sub))}` : ''}${extra}`;
};

describe('item planning', () => {
  beforeAll(ensurePlanned, SLOW);

  it(
    'shows a late suggestion in the chart and the daily table, times the render of a 365-day daily plan',
    async () => {
      // Of the SKUs with a late suggestion, the one with the most open demand (a busy chart for the screenshot).
      const lates = (await view('planning_exceptions', { 'Exception Type': ['Late'] })).data.rows;
      const skuOf = (r: Record<string, unknown>) =>
        `${r['Item Number']}|${r['Warehouse Number']}|${r['Sub Item Number'] ?? ''}`;
      const analysis = await view('inventory_analysis', {
        'Item Number': [...new Set(lates.map((r) => r['Item Number']))],
      });
      const demand = new Map(analysis.data.rows.map((r) => [skuOf(r), Number(r['Open Demand'])]));
      const late = [...lates].sort((a, b) => (demand.get(skuOf(b)) ?? 0) - (demand.get(skuOf(a)) ?? 0))[0]!;
      const order = String(late['Order Number']);
      const item = String(late['Item Number']);
      const warehouse = String(late['Warehouse Number']);
      const peg = (await view('planning_pegging', { 'Order Number': [order] })).data.rows[0]!;
      const receipt = String(peg['Receipt Date']);

      const page = await suite.newPage();
      await signInAdmin(page, itemPath(late, '&bucket=Day'));
      const chart = page.getByTestId('plan-chart');
      await chart.waitFor();
      await poll(() => page.getByTestId('chart-late').innerText()).toContain(order);
      // The chart draws the late receipt as a marked line labelled with the order.
      await poll(() => chart.locator('svg text', { hasText: `Late ${order}` }).count()).toBe(1);
      // 365 daily buckets; the late order's receipt day carries its mark.
      const rows = page.getByTestId('bucket-row');
      const table = page.getByTestId('bucket-table').locator('table');
      await poll(() => table.getAttribute('aria-rowcount')).toBe('366');
      // Only the rows in view are drawn; scrolled to the late receipt's day, its row carries the mark.
      expect(await rows.count()).toBeLessThan(365);
      const dayIndex = Math.round((Date.parse(receipt) - Date.parse(TODAY)) / 86_400_000);
      await page
        .getByTestId('bucket-table')
        .evaluate((element, top) => element.scrollTo({ top }), Math.max(0, dayIndex * 34 - 100));
      await poll(() =>
        page.locator(`[data-testid="bucket-row"][aria-rowindex="${dayIndex + 2}"]`).count(),
      ).toBe(1);
      const marked = page.locator('[data-testid="bucket-row"][data-late="true"]', {
        hasText: `Late ${order}`,
      });
      await poll(() => marked.count()).toBe(1);
      const shownDate = await marked.locator('td').first().innerText();
      const expectedDate = await page.evaluate(
        (d) =>
          new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' }).format(
            new Date(`${d}T00:00:00Z`),
          ),
        receipt,
      );
      expect(shownDate).toBe(expectedDate);

      // Render time of the daily plan after the last of its data arrived (User Timing measure; reported only).
      const measure = async () =>
        page.evaluate(() => performance.getEntriesByName('supplyline:plan-render').at(-1)?.duration ?? -1);
      await poll(measure).toBeGreaterThan(0);
      const figures = [Math.round(await measure())];
      for (let i = 0; i < 2; i++) {
        await page.reload();
        await page.getByTestId('plan-chart').waitFor();
        await poll(() => table.getAttribute('aria-rowcount')).toBe('366');
        await poll(measure).toBeGreaterThan(0);
        figures.push(Math.round(await measure()));
      }
      console.log(
        `item planning screen, 365-day daily plan: render after data ${JSON.stringify(figures)} ms`,
      );

      await screenshot(page, 'item-planning');
      await assertAccessible(page, 'the item planning screen');

      // Weekly buckets: the table follows the view's Week rows.
      const weeks = await view('inventory_planning', {
        'Item Number': [item],
        'Warehouse Number': [warehouse],
        Bucket: ['Week'],
      });
      await page.getByText('Week', { exact: true }).click();
      await poll(() => rows.count()).toBe(
        weeks.data.rows.filter((r) => r['Sub Item Number'] === null).length,
      );
      expect(new URL(page.url()).searchParams.get('bucket')).toBe('Week');
    },
    SLOW,
  );

  it(
    'follows pegging from a planned order to the sales order it covers, and back from the demand to its supply',
    async () => {
      const pegs = await view('planning_pegging', { 'Demand Type': ['Sales Order'] });
      expect(pegs.extra.total).toBeGreaterThan(0);
      const peg = pegs.data.rows[0]!;
      const sales = String(peg['Demand Number']);
      const planned = String(peg['Order Number']);
      const page = await suite.newPage();
      await signInAdmin(page, itemPath(peg));

      // Demand → supply: the sales order's row names the planned order covering it.
      await page.getByRole('tab', { name: 'Demand → supply that covers it' }).click();
      const demandRow = page.getByTestId('peg-demand-row').filter({ hasText: sales });
      await poll(() => demandRow.getByRole('link', { name: planned }).count()).toBeGreaterThan(0);

      // Planned order → demands: follow the sales order's link to its editor.
      await page.getByRole('tab', { name: 'Planned order → demands it covers' }).click();
      const supplyRow = page
        .getByTestId('peg-supply-row')
        .filter({ hasText: planned })
        .filter({ hasText: sales });
      await supplyRow.getByRole('link', { name: sales }).first().click();
      await poll(() => new URL(page.url()).pathname).toMatch(/^\/orders\/sales-order\/\d+$/);
      await page.getByRole('heading', { name: `Sales order ${sales}` }).waitFor();
    },
    SLOW,
  );

  it(
    "opens from the item's master record; shows a made item's BOM with each component's own state",
    async () => {
      const made = (await view('inventory_analysis', { Source: ['Make'] })).data.rows[0]!;
      const page = await suite.newPage();
      // From the item's master record: its Planning button opens the screen.
      const item = (
        await suite.admin.get<Envelope>(`/api/item-master${query({ 'Item Number': [made['Item Number']] })}`)
      ).data.rows[0]!;
      await signInAdmin(page, `/masters/item-master/${item.id}`);
      await page.getByRole('main').getByRole('link', { name: 'Planning', exact: true }).click();
      await page.getByRole('heading', { name: new RegExp(`^Planning of ${made['Item Number']}`) }).waitFor();
      await page.goto(itemPath(made));
      const components = page.getByTestId('bom-component');
      await poll(() => components.count()).toBeGreaterThan(0);
      // Every component shows its own state in the warehouse.
      const first = components.first();
      await poll(() => first.innerText()).toMatch(
        /Stockout from|No source|late planned order|Short from|Covered|Not planned/,
      );
    },
    SLOW,
  );
});

describe('suggestions', () => {
  beforeAll(ensurePlanned, SLOW);

  it(
    'marks late suggestions, and firms two selected POs in one action, one with its quantity edited first',
    async () => {
      const page = await suite.newPage();
      await signInAdmin(page, '/planning/suggestions');
      const rows = page.getByTestId('suggestion-row');
      await poll(() => rows.count()).toBeGreaterThan(2);

      // Late only: every row shown is marked, and the count is the view's late lines.
      const runs = await suite.admin.get<Envelope>('/api/planning/runs');
      const planDate = String(runs.data.rows[0]!['Plan Date']);
      const late = await view('purchase_order_details', {
        'PO Details Document Status': ['Suggested'],
        'PO List Document Status': ['Suggested'],
        'PO Details Order Date': {
          to: new Date(Date.parse(planDate) - 86_400_000).toISOString().slice(0, 10),
        },
      });
      expect(late.extra.total).toBeGreaterThan(0);
      await page.getByLabel('Late only').check();
      await poll(() => page.getByTestId('suggestion-count').innerText()).toBe(`${late.extra.total} lines`);
      await poll(() => page.locator('[data-testid="suggestion-row"]:not([data-late="true"])').count()).toBe(
        0,
      );
      await page.getByLabel('Late only').uncheck();
      await poll(() => page.getByTestId('suggestion-count').innerText()).not.toBe(
        `${late.extra.total} lines`,
      );

      // Two orders of the first page: the first rows of two different POs.
      const numbers: string[] = [];
      for (let i = 0; numbers.length < 2; i++) {
        const number = await rows.nth(i).getByRole('link').first().innerText();
        if (!numbers.includes(number)) numbers.push(number);
      }
      const [first, second] = numbers as [string, string];
      await page.getByLabel(`Select ${first}`).first().check();
      await page.getByLabel(`Select ${second}`).first().check();
      const quantity = page.getByLabel(new RegExp(`^Quantity of ${first} `)).first();
      await quantity.fill('777');
      // Showing other suggestions would drop the edit: the guard asks first, and staying keeps it.
      await page.getByLabel('Late only').click();
      const leave = page.getByRole('dialog', { name: 'Leave without firming?' });
      await leave.getByRole('button', { name: 'Stay', exact: true }).click();
      await leave.waitFor({ state: 'hidden' });
      expect(await quantity.inputValue()).toBe('777');
      expect(await page.getByLabel('Late only').isChecked()).toBe(false);
      await screenshot(page, 'suggestions');
      await assertAccessible(page, 'the suggestions');
      await page.getByRole('button', { name: 'Firm 2 selected' }).click();
      await poll(() => page.getByText('2 orders firmed').count()).toBe(1);
      // Firming renumbers: each order's new number is listed beside its suggestion's.
      const renamed = new Map(
        (await page.getByTestId('firmed-order').allInnerTexts()).map((t) => {
          const match = /^(\S+) is now (\S+), Open$/.exec(t.trim());
          return [match?.[1], match?.[2]] as const;
        }),
      );
      const [firstPo, secondPo] = [renamed.get(first)!, renamed.get(second)!];
      expect(firstPo).toMatch(/^PO-/);
      expect(secondPo).toMatch(/^PO-/);

      const firmed = await view('purchase_order_details', { 'PO List Number': [firstPo, secondPo] });
      expect(new Set(firmed.data.rows.map((r) => r['PO List Document Status']))).toEqual(new Set(['Open']));
      expect(new Set(firmed.data.rows.map((r) => r['PO Details Document Status']))).toEqual(
        new Set(['Open']),
      );
      expect(firmed.data.rows.filter((r) => r['PO List Number'] === firstPo)[0]!['PO Details Quantity']).toBe(
        777,
      );

      // The PO list shows them as Open.
      const filters = encodeURIComponent(JSON.stringify({ 'PO List Number': [firstPo, secondPo] }));
      await page.goto(`/views/purchase_order_list?filters=${filters}`);
      const listRows = page.locator(
        '[role="row"][row-index]:has(.ag-cell[col-id="PO List Document Status"])',
      );
      await poll(() => listRows.count()).toBe(2);
      await poll(() =>
        listRows.locator('.ag-cell[col-id="PO List Document Status"]').allInnerTexts(),
      ).toEqual(['Open', 'Open']);

      // A Suggested MO firms the same way, through the manufacturing order's PUT.
      await page.goto('/planning/suggestions?kind=manufacturing');
      const mo = await rows.first().getByRole('link').first().innerText();
      expect(mo).toMatch(/^SUG-MO-/);
      await page.getByLabel(`Select ${mo}`).first().check();
      await page.getByRole('button', { name: 'Firm 1 selected' }).click();
      await poll(() => page.getByText('1 order firmed').count()).toBe(1);
      const firmedNumber = /is now (\S+), Open/.exec(
        await page.getByTestId('firmed-order').first().innerText(),
      )![1]!;
      expect(firmedNumber).toMatch(/^MO-/);
      const firmedMo = await view('manufacturing_order_details', { 'MO List Number': [firmedNumber] });
      expect(firmedMo.data.rows.length).toBeGreaterThan(0);
      expect(
        firmedMo.data.rows.map((r) => [r['MO List Document Status'], r['MO Details Document Status']]),
      ).toEqual(firmedMo.data.rows.map(() => ['Open', 'Open']));
    },
    SLOW,
  );
});

const DASHBOARDS = [
  'dashboard_statistics',
  'dashboard_revenue_by_customer',
  'dashboard_spend_by_supplier',
  'dashboard_supplier_on_time_delivery',
  'dashboard_open_po_value_by_month',
  'dashboard_top_late_lines',
  'dashboard_items_below_safety_stock',
];

describe('dashboards', () => {
  it(
    'shows every dashboard as figures and charts, narrows them by warehouse, and links each to its rows',
    async () => {
      const page = await suite.newPage();
      await signInAdmin(page, '/dashboards');
      for (const name of DASHBOARDS) {
        const card = page.getByTestId(`dashboard-${name}`);
        const { extra } = await view(name, {});
        // Each card shows its view's row count and, when there are rows, a chart or a table of them.
        await poll(() => card.getByRole('link', { name: /^Rows of / }).innerText()).toBe(
          `${extra.total} rows`,
        );
        if (extra.total > 0)
          await poll(() => card.locator('.recharts-surface, table').count()).toBeGreaterThan(0);
        else await poll(() => card.getByText('Nothing in this range.').count()).toBe(1);
      }
      await screenshot(page, 'dashboards');
      await assertAccessible(page, 'the dashboards');

      // An order-date range: the spend card counts the suppliers with lines ordered in it.
      const from = new Date(Date.now() - 120 * 86_400_000).toISOString().slice(0, 10);
      await page.getByLabel('Order date from').fill(from);
      await page.getByLabel('Order date to').fill(TODAY);
      await poll(() => new URL(page.url()).searchParams.get('from')).toBe(from);
      const ranged = await view('dashboard_spend_by_supplier', { 'Order Date': { from, to: TODAY } });
      await poll(() =>
        page
          .getByTestId('dashboard-dashboard_spend_by_supplier')
          .getByRole('link', { name: /^Rows of / })
          .innerText(),
      ).toBe(`${ranged.extra.total} rows`);
      await page.getByLabel('Order date from').fill('');
      await page.getByLabel('Order date to').fill('');
      await poll(() => new URL(page.url()).searchParams.get('from')).toBe(null);

      // One warehouse: the revenue card counts the customers with lines there, and its rows link carries the filter.
      await page.getByRole('combobox', { name: 'Warehouse' }).click();
      await page.getByRole('option', { name: 'WH-01' }).click();
      await poll(() => new URL(page.url()).searchParams.get('warehouse')).toBe('WH-01');
      const scoped = await view('dashboard_revenue_by_customer', { 'Warehouse Number': ['WH-01'] });
      const revenue = page.getByTestId('dashboard-dashboard_revenue_by_customer');
      const rowsLink = revenue.getByRole('link', { name: 'Rows of Revenue by customer' });
      await poll(() => rowsLink.innerText()).toBe(`${scoped.extra.total} rows`);
      // The statistics tiles follow the warehouse too, and agree with the cards beside them.
      const tile = async (metric: string) =>
        Number((await page.getByTestId(`statistic-${metric}`).innerText()).replace(/[^\d.-]/g, ''));
      const lateThere = await view('dashboard_top_late_lines', { 'Warehouse Number': ['WH-01'] });
      const statsThere = await view('dashboard_statistics', { 'Warehouse Number': ['WH-01'] });
      const openThere = statsThere.data.rows.find(
        (r) => r.Metric === 'Open purchase orders' && r.Status === null,
      );
      await poll(() => tile('Open purchase orders')).toBe(Number(openThere?.Value));
      await poll(() => tile('Purchase order lines late against ETA')).toBe(lateThere.extra.total);
      await poll(() =>
        page
          .getByTestId('dashboard-dashboard_top_late_lines')
          .getByRole('link', { name: /^Rows of / })
          .innerText(),
      ).toBe(`${lateThere.extra.total} rows`);
      const belowThere = await view('dashboard_items_below_safety_stock', { 'Warehouse Number': ['WH-01'] });
      const belowItems = new Set(belowThere.data.rows.map((r) => r['Item Number'])).size;
      await poll(() => tile('Items below safety stock')).toBe(belowItems);
      await rowsLink.click();
      await poll(() => new URL(page.url()).pathname).toBe('/views/dashboard_revenue_by_customer');
      await poll(() => page.getByTestId('row-count').innerText()).toBe(
        `${scoped.extra.total} ${scoped.extra.total === 1 ? 'row' : 'rows'}`,
      );

      // A bar leads to the order lines behind it: the customer's sales-order lines.
      await page.goBack();
      const bar = page
        .getByTestId('dashboard-dashboard_revenue_by_customer')
        .locator('.recharts-bar-rectangle')
        .first();
      await bar.waitFor();
      await bar.click();
      await poll(() => new URL(page.url()).pathname).toBe('/views/sales_order_details');
      const filters = JSON.parse(new URL(page.url()).searchParams.get('filters') ?? '{}') as Record<
        string,
        unknown
      >;
      expect(filters['Warehouse Number']).toEqual(['WH-01']);
      expect(filters['Customer Number']).toHaveLength(1);
    },
    SLOW,
  );
});

describe('analysis', () => {
  beforeAll(ensurePlanned, SLOW);

  it(
    'lists inventory_analysis by SKU, and charts an item’s forecast over time and against sales with its accuracy',
    async () => {
      const page = await suite.newPage();
      await signInAdmin(page, '/planning/analysis');
      const analysis = await view('inventory_analysis', {});
      await poll(() => page.getByTestId('analysis-count').innerText()).toBe(`${analysis.extra.total} SKUs`);
      await poll(() => page.getByTestId('analysis-row').count()).toBe(Math.min(50, analysis.extra.total));
      // Made items only.
      const made = await view('inventory_analysis', { Source: ['Make'] });
      await page.getByRole('combobox', { name: 'Source' }).click();
      await page.getByRole('option', { name: 'Make' }).click();
      await poll(() => page.getByTestId('analysis-count').innerText()).toBe(`${made.extra.total} SKUs`);
      await assertAccessible(page, 'the inventory analysis');

      // Forecast over time: the first item with forecasts, as a chart.
      const forecast = (
        await view(
          'forecast_over_time',
          {},
          `&sort=${encodeURIComponent(JSON.stringify({ key: 'Item Number', type: 'Ascending' }))}`,
        )
      ).data.rows;
      const item = String(forecast[0]!['Item Number']);
      await page.getByRole('tab', { name: 'Forecast over time' }).click();
      await poll(() => page.getByRole('figure', { name: `Forecast of ${item} by month` }).count()).toBe(1);
      await poll(() => page.locator('.recharts-surface').count()).toBeGreaterThan(0);

      // Forecast against sales: the months of the view (summed over warehouses) and the overall accuracy.
      await page.getByRole('tab', { name: 'Forecast against sales' }).click();
      const vs = (await view('forecast_vs_sales', { 'Item Number': [item] })).data.rows;
      const months = new Map<string, { f: number; s: number }>();
      for (const r of vs) {
        const m = months.get(String(r.Month)) ?? { f: 0, s: 0 };
        m.f += Number(r['Forecast Quantity']);
        m.s += Number(r['Sales Quantity']);
        months.set(String(r.Month), m);
      }
      await poll(() => page.getByTestId('accuracy-row').count()).toBe(months.size);
      const withSales = [...months.values()].filter((m) => m.s > 0);
      const sales = withSales.reduce((n, m) => n + m.s, 0);
      const error = withSales.reduce((n, m) => n + Math.abs(m.f - m.s), 0);
      const shown = await page.getByTestId('overall-accuracy').innerText();
      if (sales === 0) expect(shown).toBe('—');
      else expect(Number(shown.replace(/[^\d.]/g, ''))).toBeCloseTo(Math.max(0, 1 - error / sales) * 100, 1);
      expect(new URL(page.url()).searchParams.get('tab')).toBe('accuracy');
      await screenshot(page, 'forecast-accuracy');
      await assertAccessible(page, 'forecast against sales');
    },
    SLOW,
  );
});
