import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { edit, view } from '../../src/core/auth/privileges.js';
import { registerView } from '../../src/core/list/registry.js';
import { defineView } from '../../src/core/list/view.js';
import { type Client, describeEachDatabase } from '../helpers/app.js';
import { cellText, daysFromToday, type Envelope, expectSheetMatches, readXlsx, seedOrders } from './seed.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// A view over raw PO lines for the paging, streaming and failure cases; registered like any module's view.
registerView({
  view: defineView({
    name: 'test_po_lines',
    from: (db) =>
      db.selectFrom('purchase_order_lines as l').innerJoin('purchase_orders as o', 'o.id', 'l.order_id'),
    id: sql`l.id`,
    columns: [
      { key: 'PO List Number', format: 'string', sql: sql`o.number` },
      { key: 'PO Details Quantity', format: 'number', sql: sql`l.quantity` },
      { key: 'PO Details ETA Date', format: 'date', sql: sql`l.eta_date` },
      { key: 'Flag', format: 'boolean', sql: sql`case when l.quantity > 5 then 1 else 0 end` },
    ],
    defaultSort: { key: 'PO Details Quantity', type: 'Ascending' },
  }),
  privilege: view('Procurement'),
});
registerView({
  view: defineView({
    name: 'test_broken',
    from: (db) => db.selectFrom(sql`no_such_table`.as('x')),
    id: sql`x.id`,
    columns: [{ key: 'Name', format: 'string', sql: sql`x.name` }],
    defaultSort: { key: 'Name', type: 'Ascending' },
  }),
  privilege: view('Procurement'),
});

const query = (filters?: unknown, sort?: unknown, extra = '') => {
  const parts = [];
  if (filters) parts.push(`filters=${encodeURIComponent(JSON.stringify(filters))}`);
  if (sort) parts.push(`sort=${encodeURIComponent(JSON.stringify(sort))}`);
  if (extra) parts.push(extra);
  return parts.length ? `?${parts.join('&')}` : '';
};

async function readView(client: Client, name: string, filters?: unknown, sort?: unknown) {
  const response = await client.get(`/api/views/${name}${query(filters, sort, 'page_size=1000')}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Envelope;
}

async function exportView(client: Client, body: Record<string, unknown>) {
  const response = await client.post('/api/export-data', body);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe(XLSX);
  const date = new Date().toISOString().slice(0, 10);
  expect(response.headers['content-disposition']).toBe(
    `attachment; filename="${body.view_name}_${date}.xlsx"`,
  );
  return readXlsx(response.rawPayload);
}

interface Case {
  name: string;
  filters: Record<string, unknown>;
  sort: { key: string; type: 'Ascending' | 'Descending' };
  /** Rows expected, as [key, value] checks in order. */
  expect: (rows: Record<string, unknown>[]) => void;
}

const month = (days: number) => daysFromToday(days).slice(0, 7);

const CASES: Case[] = [
  {
    name: 'dashboard_statistics',
    filters: { Document: ['Purchase order', 'Sales order', 'Inventory'] },
    sort: { key: 'id', type: 'Ascending' },
    expect: (rows) => {
      const byMetric = Object.fromEntries(
        rows.filter((r) => r.Status === null).map((r) => [r.Metric as string, r.Value]),
      );
      expect(byMetric).toEqual({
        'Open purchase orders': 2,
        'Open purchase order value': 360,
        'Purchase order lines late against ETA': 2,
        'Open sales orders': 2,
        'Open sales order value': 127,
        'Items below safety stock': 2,
      });
      const statuses = rows.filter((r) => r.Status !== null).map((r) => [r.Document, r.Status, r.Value]);
      expect(statuses).toEqual([
        ['Purchase order', 'Cancelled', 1],
        ['Purchase order', 'Closed', 1],
        ['Purchase order', 'Open', 2],
        ['Purchase order', 'Suggested', 1],
        ['Sales order', 'Open', 2],
        ['Sales order', 'Shipped', 1],
      ]);
    },
  },
  {
    name: 'dashboard_revenue_by_customer',
    filters: { 'Order Date': { from: '2026-01-01', to: '2026-12-31' }, Revenue: { from: 1 } },
    sort: { key: 'Customer Number', type: 'Descending' },
    expect: (rows) => {
      expect(
        rows.map((r) => [r['Customer Number'], r['Customer Name'], r.Revenue, r['Sales Orders']]),
      ).toEqual([
        ['CUS-2', '+Fabrikam', 7, 1],
        ['CUS-1', 'Contoso', 170, 2],
      ]);
      expect(rows[1]?.['First Order Date']).toBe('2026-01-05');
      expect(rows[1]?.['Last Order Date']).toBe('2026-03-05');
    },
  },
  {
    name: 'dashboard_spend_by_supplier',
    filters: { 'Supplier Number': ['SUP-A', 'SUP-B', 'SUP-C'] },
    sort: { key: 'Spend', type: 'Ascending' },
    expect: (rows) => {
      expect(rows.map((r) => [r['Supplier Number'], r.Spend, r['Open Spend'], r['PO Lines']])).toEqual([
        ['SUP-A', 87, 60, 4],
        ['SUP-B', 300, 300, 1],
      ]);
      expect(rows[1]?.['Supplier Name']).toBe('=HYPERLINK("http://evil","x")');
    },
  },
  {
    name: 'dashboard_supplier_on_time_delivery',
    filters: { 'Delivered Lines': { from: 1 } },
    sort: { key: 'Supplier Number', type: 'Ascending' },
    expect: (rows) => {
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        'Supplier Number': 'SUP-A',
        'Delivered Lines': 2,
        'On Time Lines': 1,
        'Late Lines': 1,
        'On Time Rate': 50,
        'Average Days Late': 4,
      });
    },
  },
  {
    name: 'dashboard_open_po_value_by_month',
    filters: { 'Open Value': { from: 0.01 } },
    sort: { key: 'Open Value', type: 'Descending' },
    expect: (rows) => {
      const expected = new Map<string, number>();
      for (const [days, value] of [
        [-10, 50],
        [20, 10],
        [-3, 300],
      ] as const)
        expected.set(month(days), (expected.get(month(days)) ?? 0) + value);
      const sorted = [...expected].sort((a, b) => b[1] - a[1]);
      expect(rows.map((r) => [r['ETA Month'], r['Open Value']])).toEqual(sorted);
    },
  },
  {
    name: 'dashboard_top_late_lines',
    filters: { 'Warehouse Number': ['WH-1', 'WH-2'] },
    sort: { key: 'Days Late', type: 'Descending' },
    expect: (rows) => {
      expect(rows.map((r) => [r['PO List Number'], r['Days Late'], r['Line Value']])).toEqual([
        ['PO-1', 10, 50],
        ['PO-2', 3, 300],
      ]);
      expect(rows[0]?.['PO Details ETA Date']).toBe(daysFromToday(-10));
    },
  },
  {
    name: 'dashboard_items_below_safety_stock',
    filters: { 'Warehouse Number': ['WH-1'] },
    sort: { key: 'Item Number', type: 'Ascending' },
    expect: (rows) => {
      expect(rows.map((r) => [r['Item Number'], r['Inventory Quantity'], r.Shortfall])).toEqual([
        ['ITEM-1', 5, 5],
        ['ITEM-2', 0, 3],
      ]);
    },
  },
  {
    name: 'issue_tracker_tickets',
    filters: { 'Ticket Status': ['Open', 'In Progress'] },
    sort: { key: 'Ticket Title', type: 'Ascending' },
    expect: (rows) => {
      expect(rows.map((r) => [r['Ticket Title'], r['Ticket Status'], r.Notes])).toEqual([
        ['-5 units short', 'In Progress', 0],
        ['=cmd|"/c calc"!A1', 'Open', 1],
      ]);
      expect(typeof rows[0]?.id).toBe('string');
      expect(rows[0]?.id).toMatch(/^T-\d{6}$/);
    },
  },
];

describeEachDatabase('views and export', (t) => {
  let admin: Client;

  beforeAll(async () => {
    await seedOrders(t.store);
    admin = await t.admin();
    for (const body of [
      {
        'Ticket Title': '=cmd|"/c calc"!A1',
        'Ticket Priority': 'High',
        'Entity Type': 'PurchaseOrderList',
        'Entity Id': '1',
      },
      { 'Ticket Title': '-5 units short', 'Ticket Status': 'In Progress', Assignee: 'buyer@example.com' },
      { 'Ticket Title': 'Done already', 'Ticket Status': 'Closed' },
    ]) {
      const response = await admin.post('/api/issue-tracker-tickets', body);
      expect(response.statusCode, response.body).toBe(200);
      if (body['Ticket Title'].startsWith('='))
        expect(
          (
            await admin.post('/api/issue-tracker-notes', {
              'Ticket Id': response.json().id,
              Content: 'checked',
            })
          ).statusCode,
        ).toBe(200);
    }
  });

  for (const c of CASES) {
    it(`${c.name}: JSON with a filter and a sort, and the same rows exported`, async () => {
      const json = await readView(admin, c.name, c.filters, c.sort);
      expect(json.data.sort).toEqual(c.sort);
      expect(json.extra.total).toBe(json.data.rows.length);
      expect(json.data.rows.length).toBeGreaterThan(0);
      c.expect(json.data.rows);

      const { workbook, sheetXml } = await exportView(admin, {
        view_name: c.name,
        filters: c.filters,
        sort: c.sort,
      });
      expect(sheetXml).not.toMatch(/<f[ >]/);
      expect(workbook.worksheets).toHaveLength(1);
      expectSheetMatches(workbook.worksheets[0]!, json);
    });
  }

  it('dashboards filter order lines by date range and warehouse before grouping', async () => {
    const early = await readView(admin, 'dashboard_revenue_by_customer', {
      'Order Date': { from: '2026-01-01', to: '2026-02-28' },
    });
    expect(early.data.rows.map((r) => [r['Customer Number'], r.Revenue])).toEqual([['CUS-1', 120]]);
    const wh2 = await readView(admin, 'dashboard_revenue_by_customer', { 'Warehouse Number': ['WH-2'] });
    expect(wh2.data.rows.map((r) => [r['Customer Number'], r.Revenue])).toEqual([['CUS-1', 50]]);
    const spend = await readView(admin, 'dashboard_spend_by_supplier', { 'Warehouse Number': 'WH-1' });
    expect(spend.data.rows.map((r) => [r['Supplier Number'], r.Spend])).toEqual([['SUP-A', 87]]);
    const bad = await admin.get(
      `/api/views/dashboard_spend_by_supplier${query({ 'Order Date': { from: '1 March' } })}`,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Code).toBe('List.InvalidFilter');
  });

  it('the statistics follow the date range and warehouse, agreeing with the cards beside them', async () => {
    const figure = (envelope: Envelope, metric: string) =>
      Number(envelope.data.rows.find((r) => r.Metric === metric && r.Status === null)?.Value);
    const scopes = [
      {},
      { 'Warehouse Number': ['WH-1'] },
      { 'Warehouse Number': ['WH-2'] },
      { 'Order Date': { from: '2026-01-01', to: '2026-02-28' } },
      { 'Order Date': { from: '2099-01-01' }, 'Warehouse Number': ['WH-1'] },
    ];
    const late: number[] = [];
    for (const filters of scopes) {
      const statistics = await readView(admin, 'dashboard_statistics', filters);
      const lateLines = await readView(admin, 'dashboard_top_late_lines', filters);
      expect(figure(statistics, 'Purchase order lines late against ETA'), JSON.stringify(filters)).toBe(
        lateLines.extra.total,
      );
      late.push(lateLines.extra.total);
      if ('Warehouse Number' in filters) {
        const below = await readView(admin, 'dashboard_items_below_safety_stock', {
          'Warehouse Number': filters['Warehouse Number'],
        });
        expect(figure(statistics, 'Items below safety stock')).toBe(
          new Set(below.data.rows.map((r) => r['Item Number'])).size,
        );
      }
    }
    // Nothing is ordered in 2099: every figure of that scope is zero, and no order counts by status.
    const none = await readView(admin, 'dashboard_statistics', scopes[4]);
    for (const metric of ['Open purchase orders', 'Open purchase order value', 'Open sales orders'])
      expect(figure(none, metric)).toBe(0);
    expect(none.data.rows.filter((r) => r.Status !== null)).toEqual([]);
    // The warehouses split the late lines between them.
    expect(late.slice(0, 3)).toEqual([2, 1, 1]);
    const bad = await admin.get(`/api/views/dashboard_statistics${query({ 'Order Date': 'soon' })}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Code).toBe('List.InvalidFilter');
  });

  it('a text cell starting with = or + comes back as text, never a formula', async () => {
    const { workbook, sheetXml } = await exportView(admin, {
      view_name: 'dashboard_spend_by_supplier',
      sort: { key: 'Supplier Number', type: 'Descending' },
    });
    expect(sheetXml).not.toContain('<f>');
    expect(sheetXml).not.toMatch(/<f[ >]/);
    const cell = workbook.worksheets[0]!.getCell('B2');
    expect(cellText(cell)).toBe('=HYPERLINK("http://evil","x")');
    expect(cell.formula).toBeUndefined();
    expect(cell.type).not.toBe(ExcelJS.ValueType.Formula);
  });

  it('index limit and offset select rows in the sort order', async () => {
    const sort = { key: 'PO Details Quantity', type: 'Descending' };
    const all = await readView(admin, 'test_po_lines', undefined, sort);
    expect(all.data.rows.length).toBe(7);
    const { workbook } = await exportView(admin, {
      view_name: 'test_po_lines',
      sort,
      index: { limit: 3, offset: 2 },
    });
    const sheet = workbook.worksheets[0]!;
    expect(sheet.actualRowCount).toBe(4);
    expectSheetMatches(sheet, { ...all, data: { ...all.data, rows: all.data.rows.slice(2, 5) } });
    const offsetOnly = await exportView(admin, { view_name: 'test_po_lines', sort, index: { offset: 5 } });
    expect(offsetOnly.workbook.worksheets[0]!.actualRowCount).toBe(3);
    const none = await exportView(admin, { view_name: 'test_po_lines', index: { limit: 0 } });
    expect(none.workbook.worksheets[0]!.actualRowCount).toBe(1);
  });

  it('filters and sort of an export may also be sent as JSON text, as in the query string', async () => {
    const { workbook } = await exportView(admin, {
      view_name: 'test_po_lines',
      filters: JSON.stringify({ 'PO List Number': ['PO-1'] }),
      sort: JSON.stringify({ key: 'PO Details Quantity', type: 'Ascending' }),
    });
    const sheet = workbook.worksheets[0]!;
    expect(sheet.actualRowCount).toBe(3);
    expect(sheet.getCell('B2').value).toBe(4);
    expect(sheet.getCell('D3').value).toBe(true);
  });

  it('a long export streams every row', async () => {
    const line = await t.store.db.selectFrom('purchase_order_lines').selectAll().executeTakeFirstOrThrow();
    const { id: _id, ...template } = line;
    const rows = Array.from({ length: 3000 }, (_, i) => ({ ...template, quantity: 1000 + i }));
    for (let i = 0; i < rows.length; i += 500)
      await t.store.db
        .insertInto('purchase_order_lines')
        .values(rows.slice(i, i + 500))
        .execute();
    const { workbook } = await exportView(admin, {
      view_name: 'test_po_lines',
      filters: { 'PO Details Quantity': { from: 1000 } },
      sort: { key: 'PO Details Quantity', type: 'Descending' },
    });
    const sheet = workbook.worksheets[0]!;
    expect(sheet.actualRowCount).toBe(3001);
    expect(sheet.getCell('B2').value).toBe(3999);
    expect(sheet.getCell('B3001').value).toBe(1000);
    await t.store.db.deleteFrom('purchase_order_lines').where('quantity', '>=', 1000).execute();
  });

  it('each view needs its own privilege: 403 User.NotPrivileged', async () => {
    const procurement = await t.loginWith([edit('Procurement'), view('Issue Tracker')]);
    for (const name of ['dashboard_statistics', 'dashboard_spend_by_supplier', 'dashboard_top_late_lines']) {
      const json = await procurement.get(`/api/views/${name}`);
      expect(json.statusCode).toBe(403);
      expect(json.json().Code).toBe('User.NotPrivileged');
      const xlsx = await procurement.post('/api/export-data', { view_name: name });
      expect(xlsx.statusCode).toBe(403);
      expect(xlsx.json().Code).toBe('User.NotPrivileged');
    }
    expect((await procurement.get('/api/views/issue_tracker_tickets')).statusCode).toBe(200);
    expect((await procurement.post('/api/export-data', { view_name: 'test_po_lines' })).statusCode).toBe(200);

    const dashboard = await t.loginWith([view('Dashboard')]);
    expect((await dashboard.get('/api/views/dashboard_statistics')).statusCode).toBe(200);
    expect(
      (await dashboard.post('/api/export-data', { view_name: 'dashboard_top_late_lines' })).statusCode,
    ).toBe(200);
    for (const response of [
      await dashboard.get('/api/views/issue_tracker_tickets'),
      await dashboard.post('/api/export-data', { view_name: 'issue_tracker_tickets' }),
      await dashboard.post('/api/export-data', { view_name: 'test_po_lines' }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().Code).toBe('User.NotPrivileged');
    }
    const names = (await dashboard.get('/api/views')).json().views as string[];
    expect(names).toContain('dashboard_statistics');
    expect(names).not.toContain('issue_tracker_tickets');
    expect((await t.anonymous().get('/api/views/dashboard_statistics')).statusCode).toBe(401);
  });

  it('unknown views: 400 ExcelExportWithoutExtra on export, 400 View.NotFound as JSON', async () => {
    const exported = await admin.post('/api/export-data', { view_name: 'no_such_view' });
    expect(exported.statusCode).toBe(400);
    expect(exported.json().Code).toBe('ExcelExportWithoutExtra');
    const read = await admin.get('/api/views/no_such_view');
    expect(read.statusCode).toBe(400);
    expect(read.json().Code).toBe('View.NotFound');
  });

  it('malformed bodies and parameters', async () => {
    const bad = await admin.post('/api/export-data', '{"view_name": "dashboard_statistics",', {
      'content-type': 'application/json',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Code).toBe('JSON.Invalid');
    const text = await admin.post('/api/export-data', { view_name: 'test_po_lines', filters: '{nope' });
    expect(text.statusCode).toBe(400);
    expect(text.json().Code).toBe('JSON.Invalid');
    const missing = await admin.post('/api/export-data', { filters: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().Code).toBe('Request.Invalid');
    const unknownColumn = await admin.post('/api/export-data', {
      view_name: 'test_po_lines',
      filters: { Nope: ['x'] },
    });
    expect(unknownColumn.statusCode).toBe(400);
    expect(unknownColumn.json().Code).toBe('List.UnknownColumn');
    const badSort = await admin.post('/api/export-data', {
      view_name: 'test_po_lines',
      sort: { key: 'PO List Number', type: 'Sideways' },
    });
    expect(badSort.statusCode).toBe(400);
    expect(badSort.json().Code).toBe('List.InvalidSort');
    const badIndex = await admin.post('/api/export-data', {
      view_name: 'test_po_lines',
      index: { limit: -1 },
    });
    expect(badIndex.statusCode).toBe(400);
    const badQuery = await admin.get('/api/views/dashboard_statistics?filters=%7Bnope');
    expect(badQuery.statusCode).toBe(400);
    expect(badQuery.json().Code).toBe('JSON.Invalid');
  });

  it('a query that cannot be assembled is 400 CouldNotConstructExportData, before any byte is sent', async () => {
    const response = await admin.post('/api/export-data', { view_name: 'test_broken' });
    expect(response.statusCode).toBe(400);
    expect(response.json().Code).toBe('CouldNotConstructExportData');
    // The database connection was released: the service still answers.
    expect((await admin.get('/api/views/dashboard_statistics')).statusCode).toBe(200);
  });
});
