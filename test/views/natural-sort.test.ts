/**
 * Natural sort of number-like text (PO-2 before PO-10) in the list engine: the list endpoint, the XLSX export and
 * a memory view (scenarios) order the same text the same way, both directions, on both databases.
 */
import { beforeAll, expect, it } from 'vitest';
import { naturalKey } from '../../src/core/list/engine.js';
import { type MemoryTable, selectRows } from '../../src/core/list/memory.js';
import { type Client, describeEachDatabase } from '../helpers/app.js';
import { cellText, readXlsx } from './seed.js';

/** Item numbers as created (deliberately out of order) and in their natural ascending order. */
const CREATED = ['PO-10', 'PO-2', 'PO-100', 'po-3', 'PO', 'PO-1', 'ABC-20', 'PO-9', 'PO-007'];
const NATURAL = ['ABC-20', 'PO', 'PO-1', 'PO-2', 'po-3', 'PO-007', 'PO-9', 'PO-10', 'PO-100'];

it('keys text by its stem, then its trailing number by value', () => {
  expect(naturalKey('SUG-1-90')).toEqual(['sug-1-', 2, '90']);
  expect(naturalKey('PO-007')).toEqual(['po-', 1, '7']);
  expect(naturalKey('Widget')).toEqual(['widget', 0, '']);
  const table: MemoryTable = {
    columns: [{ key: 'Number', format: 'string' }],
    rows: CREATED.map((number, i) => ({ id: i + 1, Number: number })),
    defaultSort: { key: 'Number', type: 'Ascending' },
  };
  const sorted = (type: 'Ascending' | 'Descending') =>
    selectRows(table, { filters: {}, sort: { key: 'Number', type } }).rows.map((r) => r.Number);
  expect(sorted('Ascending')).toEqual(NATURAL);
  expect(sorted('Descending')).toEqual([...NATURAL].reverse());
});

describeEachDatabase('natural sort of number-like text', (t) => {
  let admin: Client;

  beforeAll(async () => {
    admin = await t.admin();
    for (const number of CREATED) {
      const created = await admin.post('/api/item-master', {
        'Item Number': number,
        'Item Description': 'x',
      });
      expect(created.statusCode, created.body).toBe(200);
    }
  });

  const listed = async (type: 'Ascending' | 'Descending') => {
    const sort = encodeURIComponent(JSON.stringify({ key: 'Item Number', type }));
    const response = await admin.get(`/api/views/item_master?sort=${sort}&page_size=1000`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().data.rows as { 'Item Number': string }[]).map((r) => r['Item Number']);
  };

  it('orders the list endpoint naturally both ways (PO-2 before PO-10, the stem case-insensitively)', async () => {
    expect(await listed('Ascending')).toEqual(NATURAL);
    expect(await listed('Descending')).toEqual([...NATURAL].reverse());
  });

  it('pages through the natural order without gaps or overlaps', async () => {
    const sort = encodeURIComponent(JSON.stringify({ key: 'Item Number', type: 'Ascending' }));
    const pages: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const response = await admin.get(`/api/views/item_master?sort=${sort}&page_size=4&page=${page}`);
      expect(response.statusCode).toBe(200);
      pages.push(...(response.json().data.rows as { 'Item Number': string }[]).map((r) => r['Item Number']));
    }
    expect(pages).toEqual(NATURAL);
  });

  it('exports in the order the list shows', async () => {
    const response = await admin.post('/api/export-data', {
      view_name: 'item_master',
      sort: { key: 'Item Number', type: 'Descending' },
    });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    const { workbook } = await readXlsx(response.rawPayload);
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).indexOf('Item Number');
    expect(header).toBeGreaterThan(0);
    const numbers: string[] = [];
    for (let r = 2; r <= sheet.rowCount; r++) numbers.push(String(cellText(sheet.getRow(r).getCell(header))));
    expect(numbers).toEqual([...NATURAL].reverse());
  });
});
