import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { SUPERUSER_ROLE } from '../../src/core/auth/session-user.js';
import { allPrivileges } from '../../src/modules/auth/privilege-types.js';
import { createColumn } from '../../src/modules/custom-columns/service.js';
import { buildCompany } from '../../src/modules/demo/company.js';
import { loadCompany } from '../../src/modules/demo/load.js';
import { type Client, describeEachDatabase, startTestApp, type TestApp } from '../helpers/app.js';
import { runCli } from './run.js';

// Each command is a child process compiling TypeScript on start (tsx): seconds each, more on a busy machine.
vi.setConfig({ testTimeout: 300_000 });

const dir = mkdtempSync(join(tmpdir(), 'supplyline-import-'));
const quiet = { phase: () => {}, advance: () => {} };

/** Loads the small demo company in-process (the CLI test runs the command itself). */
async function loadDemo(t: TestApp) {
  const admin = await t.store.db
    .selectFrom('users')
    .select(['id', 'username', 'fullname', 'email', 'role_id'])
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await loadCompany(
    t.store,
    buildCompany('small', 5, '2026-06-30'),
    {
      id: admin.id,
      username: admin.username,
      fullname: admin.fullname,
      email: admin.email,
      roleId: admin.role_id,
      roleName: SUPERUSER_ROLE,
      privileges: allPrivileges('Edit'),
      sessionId: 'test',
    },
    quiet,
  );
}

/** A multipart/form-data body with one file field. */
function multipart(name: string, content: Buffer | string) {
  const boundary = '----supplyline-test-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(client: Client, table: string, name: string, content: Buffer | string, query = '') {
  const { body, headers } = multipart(name, content);
  return client.request('POST', `/api/import/${table}${query}`, body, headers);
}

/** All rows of a view without the ids the database assigned (they differ between two databases). */
async function viewRows(client: Client, view: string, drop: string[]) {
  const rows: Record<string, unknown>[] = [];
  for (let page = 1; ; page++) {
    const response = await client.get(`/api/views/${view}?page_size=1000&page=${page}`);
    expect(response.statusCode, response.body).toBe(200);
    const part = response.json().data.rows as Record<string, unknown>[];
    rows.push(
      ...part.map((r) =>
        Object.fromEntries(Object.entries(r).filter(([k]) => k !== 'id' && !drop.includes(k))),
      ),
    );
    if (part.length < 1000) return rows;
  }
}

const countItems = async (t: TestApp) =>
  Number(
    (
      await t.store.db
        .selectFrom('items')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const ITEM_HEADER = 'Item Number,Item Description,Item Type,Item Unit,Item Status,Item Weight,ABC Class';
/** Five rows; lines 3, 4 and 6 are bad: a negative weight, a status outside Active/Inactive, a repeated number. */
const ITEMS_WITH_THREE_BAD = [
  ITEM_HEADER,
  'NEW-1,First new,Component,EA,Active,1.5,A',
  'NEW-2,Bad weight,Component,EA,Active,-2,',
  'NEW-3,Bad status,Component,EA,Retired,2,',
  'NEW-4,"Quoted, with comma",Component,KG,Inactive,,B',
  'NEW-1,Repeated,Component,EA,Active,1,',
].join('\n');
const EXPECTED_ERRORS = [
  { line: 3, field: 'Item Weight', Code: 'Request.Invalid' },
  { line: 4, field: 'Item Status', Code: 'Request.Invalid' },
  { line: 6, field: null, Code: 'ItemMaster.AlreadyExists' },
];

describeEachDatabase('import', (t) => {
  let admin: Client;

  beforeAll(async () => {
    admin = await t.admin();
    await loadDemo(t);
  });

  it('a file with three bad rows names exactly those rows and stores nothing; skip_invalid stores the others', async () => {
    const before = await countItems(t);
    const refused = await upload(admin, 'item_master', 'items.csv', ITEMS_WITH_THREE_BAD);
    expect(refused.statusCode, refused.body).toBe(400);
    const answer = refused.json();
    expect(answer).toMatchObject({
      Code: 'Import.InvalidRows',
      table: 'item_master',
      rows: 5,
      stored: 0,
      not_stored: 5,
      dry_run: false,
    });
    expect(
      answer.errors.map((e: Record<string, unknown>) => ({ line: e.line, field: e.field, Code: e.Code })),
    ).toEqual(EXPECTED_ERRORS);
    expect(await countItems(t)).toBe(before);

    const dry = await upload(
      admin,
      'item_master',
      'items.csv',
      ITEMS_WITH_THREE_BAD,
      '?dry_run=true&skip_invalid=true',
    );
    expect(dry.json()).toMatchObject({ stored: 2, dry_run: true });
    expect(await countItems(t)).toBe(before);

    const partial = await upload(
      admin,
      'item_master',
      'items.csv',
      ITEMS_WITH_THREE_BAD,
      '?skip_invalid=true',
    );
    expect(partial.statusCode, partial.body).toBe(200);
    expect(partial.json()).toMatchObject({ rows: 5, stored: 2, not_stored: 3 });
    expect(await countItems(t)).toBe(before + 2);
    const stored = await admin.get(
      `/api/item-master?filters=${encodeURIComponent(JSON.stringify({ 'Item Number': ['NEW-4'] }))}`,
    );
    expect(stored.json().data.rows[0]).toMatchObject({
      'Item Description': 'Quoted, with comma',
      'Item Unit': 'KG',
      'ABC Class': 'B',
    });
    // Written through the service: audit trail and events as for the API.
    const events = await t.store.db
      .selectFrom('events')
      .select('entity_id')
      .where('entity_type', '=', 'ItemMaster')
      .where('event', '=', 'Created')
      .execute();
    expect(events.length).toBe(before + 2);
  });

  it('order rows are grouped by number; a bad line reports its own line and keeps its whole order out', async () => {
    const header =
      'PO List Number,PO List Document Status,Supplier Number,Item Number,Warehouse Number,Ship From Number,PO Details Quantity,PO Details Document Status,PO Details Order Date,PO Details Ship Date';
    const csv = [
      header,
      'IMP-1,Open,SUP-0001,CP-00001,WH-01,SF-0001-1,10,Open,2026-07-01,2026-07-05',
      'IMP-1,Open,SUP-0001,CP-00002,WH-01,SF-0001-1,5,Open,2026-07-01,2026-07-05',
      'IMP-2,Open,SUP-0001,CP-00001,WH-01,SF-0001-1,10,Open,2026-07-01,2026-07-05',
      'IMP-2,Open,SUP-0001,NO-SUCH-ITEM,WH-01,SF-0001-1,5,Open,2026-07-01,2026-07-05',
      'IMP-3,Open,SUP-0001,CP-00001,WH-01,SF-0001-1,10,Open,2026-07-09,2026-07-05',
      'IMP-4,Open,SUP-0001,CP-00001,WH-01,SF-0001-1,ten,Open,,',
    ].join('\r\n');
    const refused = await upload(admin, 'purchase_order_details', 'po.csv', csv);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().errors.map((e: Record<string, unknown>) => [e.line, e.field, e.Code])).toEqual([
      [5, 'Item Number', 'ItemMaster.NotFound'],
      [6, 'PO Details Ship Date', 'PurchaseOrderDetails.OrderDateAfterShip'],
      [7, 'PO Details Quantity', 'Request.Invalid'],
    ]);
    const partial = await upload(admin, 'purchase_order_details', 'po.csv', csv, '?skip_invalid=true');
    expect(partial.json()).toMatchObject({ rows: 6, stored: 2, not_stored: 4 });
    const list = await admin.get(
      `/api/purchase-order?filters=${encodeURIComponent(JSON.stringify({ 'PO List Number': ['IMP-1', 'IMP-2'] }))}`,
    );
    expect(
      list
        .json()
        .data.rows.map((r: Record<string, unknown>) => [r['PO List Number'], r['PO List Line Count']]),
    ).toEqual([['IMP-1', 2]]);
  });

  it('BOM rows carry the planning fields (lead time, minimum, multiple) into the BOM, one BOM per number', async () => {
    expect((await admin.post('/api/item-master', { 'Item Number': 'IMP-FG' })).statusCode).toBe(200);
    const csv = [
      'BOM Number,Item Number,BOM Status,BOM Lead Time Days,BOM Minimum Quantity,BOM Order Multiple,Component Item Number,Component Quantity,Component Unit',
      'BOM-IMP,IMP-FG,Active,4,20,5,CP-00001,2,EA',
      'BOM-IMP,IMP-FG,Active,4,20,5,CP-00002,0.5,EA',
    ].join('\n');
    const stored = await upload(admin, 'bill_of_materials', 'bom.csv', csv);
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.json()).toMatchObject({ rows: 2, stored: 2 });
    const filters = encodeURIComponent(JSON.stringify({ 'BOM Number': ['BOM-IMP'] }));
    const listed = (await admin.get(`/api/views/bill_of_materials?filters=${filters}`)).json().data.rows;
    expect(listed).toEqual([
      expect.objectContaining({
        'BOM Number': 'BOM-IMP',
        'Item Number': 'IMP-FG',
        'BOM Lead Time Days': 4,
        'BOM Minimum Quantity': 20,
        'BOM Order Multiple': 5,
        Components: 2,
      }),
    ]);
  });

  it('an unknown header, an unknown table, a missing privilege and a non-CSV file are refused', async () => {
    const unknown = await upload(admin, 'item_master', 'items.csv', 'Item Number,Colour\nX,red');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      Code: 'Import.UnknownColumn',
      Message: 'Unknown column "Colour" for item_master; use the headers its export writes',
    });
    const table = await upload(admin, 'purchase_order_list', 'x.csv', 'a\n1');
    expect(table.json().Code).toBe('Import.UnknownTable');
    const format = await upload(admin, 'item_master', 'items.txt', 'x');
    expect(format.json().Code).toBe('Import.UnsupportedFile');
    const viewer = await t.loginWith([{ type: 'Item Master', access: 'View' }]);
    const forbidden = await upload(viewer, 'item_master', 'items.csv', ITEM_HEADER);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().Code).toBe('User.NotPrivileged');
  });

  it('exported XLSX files import into a fresh database and reproduce item_master and purchase_order_details', async () => {
    const target = await startTestApp(t.kind);
    try {
      const other = await target.admin();
      const actor = { id: null, name: 'test' };
      await createColumn(target.store, actor, {
        table: 'ItemMaster',
        key: 'ABC Class',
        format: 'string',
        alias: 'ABC Class',
      });
      const order = [
        'unit_master',
        'warehouse_master',
        'supplier_master',
        'ship_from_master',
        'item_master',
        'sub_item_master',
        'purchase_order_details',
      ];
      for (const view of order) {
        const exported = await admin.post('/api/export-data', { view_name: view });
        expect(exported.statusCode, exported.body).toBe(200);
        const imported = await upload(other, view, `${view}.xlsx`, exported.rawPayload);
        expect(imported.statusCode, `${view}: ${imported.body}`).toBe(200);
        expect(imported.json().errors).toEqual([]);
      }
      const idFields = ['Purchase Order Id', 'Item Id', 'Supplier Id'];
      expect(await viewRows(other, 'item_master', idFields)).toEqual(
        await viewRows(admin, 'item_master', idFields),
      );
      // Lines of one order tie on the default sort: compare them as sets.
      const sorted = (rows: Record<string, unknown>[]) => rows.map((r) => JSON.stringify(r)).sort();
      const lines = sorted(await viewRows(admin, 'purchase_order_details', idFields));
      expect(lines.length).toBeGreaterThan(50);
      expect(sorted(await viewRows(other, 'purchase_order_details', idFields))).toEqual(lines);
    } finally {
      await target.app.close();
      await target.database.drop();
    }
  });

  it('the command imports a file, reports bad rows with their lines and exits 0 only when everything was stored', async () => {
    const file = join(dir, `items-${t.kind}.csv`);
    writeFileSync(file, ITEMS_WITH_THREE_BAD.replaceAll('NEW-', 'CLI-'));
    const before = await countItems(t);
    const refused = await runCli(['import', 'item_master', file], t.database.url);
    expect(refused.status).toBe(1);
    const lines = refused.stderr.trim().split('\n');
    expect(lines.slice(0, 3).map((l) => l.split(': ').slice(0, 3).join(': '))).toEqual([
      `items-${t.kind}.csv:3: Item Weight: Request.Invalid`,
      `items-${t.kind}.csv:4: Item Status: Request.Invalid`,
      `items-${t.kind}.csv:6: -: ItemMaster.AlreadyExists`,
    ]);
    expect(lines[3]).toBe('Nothing was stored: fix the rows above, or use --skip-invalid');
    expect(await countItems(t)).toBe(before);
    const partial = await runCli(['import', 'item_master', file, '--skip-invalid'], t.database.url);
    expect(partial.status).toBe(1);
    expect(partial.stdout).toMatch(/^item_master: 5 rows, 2 stored, 3 invalid/);
    expect(await countItems(t)).toBe(before + 2);
    const good = join(dir, `good-${t.kind}.csv`);
    writeFileSync(good, `${ITEM_HEADER}\nGOOD-1,Fine,Component,EA,Active,1,`);
    const ok = await runCli(['import', 'item_master', good], t.database.url);
    expect(ok.status, ok.stderr).toBe(0);
    expect(await countItems(t)).toBe(before + 3);
  });
});

describe('import formats', () => {
  it('lists the importable tables', async () => {
    const { IMPORT_TABLES } = await import('../../src/modules/bulk-import/service.js');
    expect(IMPORT_TABLES).toEqual(
      expect.arrayContaining([
        'item_master',
        'supplier_master',
        'inventory_list',
        'bill_of_materials',
        'purchase_order_details',
        'sales_order_details',
        'manufacturing_order_details',
        'forecast_details',
      ]),
    );
  });
});
