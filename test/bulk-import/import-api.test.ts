import { beforeAll, expect, it } from 'vitest';
import { type Client, describeEachDatabase } from '../helpers/app.js';
import { seedMasters } from '../orders/fixtures.js';

/** A multipart/form-data body with one file field. */
function multipart(name: string, content: string) {
  const boundary = '----supplyline-import-api';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (client: Client, table: string, content: string, query = '') => {
  const { body, headers } = multipart(`${table}.csv`, content);
  return client.request('POST', `/api/import/${table}${query}`, body, headers);
};

const HEADER =
  'PO List Number,PO List Document Status,Supplier Number,Item Number,Warehouse Number,Ship From Number,PO Details Quantity,PO Details Document Status,PO Details Order Date,PO Details Ship Date';
const CSV = [
  HEADER,
  'API-1,Open,SUP-1,ITEM-1,WH-1,SF-1,10,Open,2026-07-01,2026-07-05',
  'API-2,Open,SUP-1,ITEM-2,WH-1,SF-1,ten,Open,2026-07-01,2026-07-05',
  'API-3,Open,SUP-1,ITEM-3,WH-1,SF-1,4,Open,2026-07-01,2026-07-05',
].join('\n');

/** What the browser's import needs of the service: the tables and templates, and bad rows with their data. */
describeEachDatabase('import for the browser', (t) => {
  let admin: Client;

  beforeAll(async () => {
    await seedMasters(t.store);
    admin = await t.admin();
  });

  it('lists the tables the caller may import, each with the header row of its template', async () => {
    const all = await admin.get('/api/import');
    expect(all.statusCode, all.body).toBe(200);
    const tables = all.json().tables as { table: string; columns: string[]; views: string[] }[];
    expect(tables.map((x) => x.table)).toEqual(
      expect.arrayContaining([
        'item_master',
        'bill_of_materials',
        'purchase_order_details',
        'inventory_list',
      ]),
    );
    const po = tables.find((x) => x.table === 'purchase_order_details')!;
    expect(po.columns).toEqual(expect.arrayContaining(HEADER.split(',')));
    // Only what an import stores: no ids, no names of referenced records, no counts.
    expect(po.columns).not.toContain('Purchase Order Id');
    expect(po.columns).not.toContain('Supplier Name');
    expect(po.views).toEqual(['purchase_order_details', 'purchase_order_list']);
    const bom = tables.find((x) => x.table === 'bill_of_materials')!;
    expect(bom.columns).toEqual(expect.arrayContaining(['BOM Number', 'Component Item Number']));

    const buyer = await t.loginWith(
      [
        { type: 'Procurement', access: 'Edit' },
        { type: 'Item Master', access: 'View' },
      ],
      'import-buyer',
    );
    const own = await buyer.get('/api/import');
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().tables.map((x: { table: string }) => x.table)).toEqual([
      'purchase_order_details',
      'supplier_allocation',
    ]);
  });

  it('a dry run answers each bad row with its line, field, a message in words and the row as the file has it', async () => {
    const dry = await upload(admin, 'purchase_order_details', CSV, '?dry_run=true');
    expect(dry.statusCode, dry.body).toBe(400);
    expect(dry.json()).toMatchObject({
      Code: 'Import.InvalidRows',
      rows: 3,
      // The rows that would be stored with skip_invalid; a dry run stores none.
      stored: 2,
      dry_run: true,
    });
    expect(dry.json().errors).toEqual([
      {
        line: 3,
        field: 'PO Details Quantity',
        Code: 'Request.Invalid',
        Message: 'PO Details Quantity must be number',
        values: {
          'PO List Number': 'API-2',
          'PO List Document Status': 'Open',
          'Supplier Number': 'SUP-1',
          'Item Number': 'ITEM-2',
          'Warehouse Number': 'WH-1',
          'Ship From Number': 'SF-1',
          'PO Details Quantity': 'ten',
          'PO Details Document Status': 'Open',
          'PO Details Order Date': '2026-07-01',
          'PO Details Ship Date': '2026-07-05',
        },
      },
    ]);
    const skipping = await upload(admin, 'purchase_order_details', CSV, '?dry_run=true&skip_invalid=true');
    expect(skipping.statusCode, skipping.body).toBe(200);
    expect(skipping.json()).toMatchObject({ rows: 3, stored: 2, not_stored: 1, dry_run: true });
    const count = await t.store.db
      .selectFrom('purchase_orders')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);

    const stored = await upload(admin, 'purchase_order_details', CSV, '?skip_invalid=true');
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.json()).toMatchObject({ stored: 2, not_stored: 1, dry_run: false });
    const numbers = await t.store.db
      .selectFrom('purchase_orders')
      .select('number')
      .orderBy('number')
      .execute();
    expect(numbers.map((r) => r.number)).toEqual(['API-1', 'API-3']);
  });
});
