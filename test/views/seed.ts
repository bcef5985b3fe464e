import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { expect } from 'vitest';
import type { Store } from '../../src/core/db/index.js';
import { nowIso } from '../../src/core/db/transaction.js';

/** Days from today (UTC) as YYYY-MM-DD. */
export const daysFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export interface Seeded {
  warehouses: Record<string, number>;
  suppliers: Record<string, number>;
  customers: Record<string, number>;
  items: Record<string, number>;
}

/**
 * A small, known world: two warehouses, three suppliers (one named like a formula), two customers, three items,
 * purchase orders in several states with late, on-time and future lines, sales orders and inventory.
 */
export async function seedOrders(store: Store): Promise<Seeded> {
  const db = store.db;
  const now = nowIso();
  const ids = async (
    table: 'warehouses' | 'suppliers' | 'customers',
    rows: { number: string; name: string }[],
  ) => {
    const out: Record<string, number> = {};
    for (const row of rows) {
      const { id } = await db.insertInto(table).values(row).returning('id').executeTakeFirstOrThrow();
      out[row.number] = id;
    }
    return out;
  };
  const warehouses = await ids('warehouses', [
    { number: 'WH-1', name: 'Main' },
    { number: 'WH-2', name: 'Overflow' },
  ]);
  const suppliers = await ids('suppliers', [
    { number: 'SUP-A', name: 'Acme Metals' },
    { number: 'SUP-B', name: '=HYPERLINK("http://evil","x")' },
    { number: 'SUP-C', name: 'Quiet Supplier' },
  ]);
  const customers = await ids('customers', [
    { number: 'CUS-1', name: 'Contoso' },
    { number: 'CUS-2', name: '+Fabrikam' },
  ]);
  const items: Record<string, number> = {};
  for (const number of ['ITEM-1', 'ITEM-2', 'ITEM-3']) {
    const { id } = await db
      .insertInto('items')
      .values({
        number,
        description: `${number} description`,
        type: 'Component',
        unit: 'EA',
        status: 'Active',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    items[number] = id;
  }
  const shipFroms: Record<string, number> = {};
  for (const [supplier, id] of Object.entries(suppliers)) {
    const row = await db
      .insertInto('ship_froms')
      .values({ number: `SF-${supplier}`, name: `From ${supplier}`, supplier_id: id })
      .returning('id')
      .executeTakeFirstOrThrow();
    shipFroms[supplier] = row.id;
  }
  const shipTos: Record<string, number> = {};
  for (const [customer, id] of Object.entries(customers)) {
    const row = await db
      .insertInto('ship_tos')
      .values({ number: `ST-${customer}`, name: `To ${customer}`, customer_id: id })
      .returning('id')
      .executeTakeFirstOrThrow();
    shipTos[customer] = row.id;
  }

  interface PoLine {
    item: string;
    quantity: number;
    price: number | null;
    status: string;
    order?: string;
    eta?: string;
    promise?: string;
    delivered?: string;
  }
  const po = async (
    number: string,
    supplier: string,
    status: string,
    warehouse: string,
    orderDate: string,
    lines: PoLine[],
  ) => {
    const { id } = await db
      .insertInto('purchase_orders')
      .values({
        number,
        status,
        supplier_id: suppliers[supplier]!,
        order_date: orderDate,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const l of lines)
      await db
        .insertInto('purchase_order_lines')
        .values({
          order_id: id,
          item_id: items[l.item]!,
          warehouse_id: warehouses[warehouse]!,
          ship_from_id: shipFroms[supplier]!,
          quantity: l.quantity,
          price: l.price,
          status: l.status,
          order_date: l.order ?? null,
          eta_date: l.eta ?? null,
          first_promise_date: l.promise ?? null,
          actual_delivery_date: l.delivered ?? null,
        })
        .execute();
  };
  // Open, two lines: one late (ETA 10 days ago), one due in 20 days.
  await po('PO-1', 'SUP-A', 'Open', 'WH-1', '2026-01-10', [
    { item: 'ITEM-1', quantity: 10, price: 5, status: 'Open', eta: daysFromToday(-10) },
    { item: 'ITEM-2', quantity: 4, price: 2.5, status: 'Open', eta: daysFromToday(20) },
  ]);
  // Open (Shipped line still in transit and late), other warehouse, supplier with a formula-like name.
  await po('PO-2', 'SUP-B', 'Open', 'WH-2', '2026-02-15', [
    { item: 'ITEM-1', quantity: 3, price: 100, status: 'Shipped', eta: daysFromToday(-3) },
  ]);
  // Closed: delivered lines, one on time and one 4 days late against its first promise.
  await po('PO-3', 'SUP-A', 'Closed', 'WH-1', '2026-03-01', [
    {
      item: 'ITEM-2',
      quantity: 7,
      price: 1,
      status: 'Received',
      promise: '2026-03-10',
      delivered: '2026-03-09',
    },
    {
      item: 'ITEM-3',
      quantity: 2,
      price: 10,
      status: 'Received',
      promise: '2026-03-10',
      eta: '2026-03-12',
      delivered: '2026-03-14',
    },
  ]);
  // Suggested: not placed, so not open; cancelled lines count for no spend.
  await po('PO-4', 'SUP-C', 'Suggested', 'WH-2', '2026-04-01', [
    { item: 'ITEM-3', quantity: 50, price: 1, status: 'Suggested', eta: daysFromToday(-30) },
  ]);
  await po('PO-5', 'SUP-C', 'Cancelled', 'WH-1', '2026-04-02', [
    { item: 'ITEM-1', quantity: 1, price: 999, status: 'Cancelled' },
  ]);

  const so = async (
    number: string,
    customer: string,
    status: string,
    warehouse: string,
    orderDate: string,
    lines: { item: string; quantity: number; price: number | null; status: string; order?: string }[],
  ) => {
    const { id } = await db
      .insertInto('sales_orders')
      .values({
        number,
        status,
        customer_id: customers[customer]!,
        order_date: orderDate,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const l of lines)
      await db
        .insertInto('sales_order_lines')
        .values({
          order_id: id,
          item_id: items[l.item]!,
          warehouse_id: warehouses[warehouse]!,
          ship_to_id: shipTos[customer]!,
          quantity: l.quantity,
          price: l.price,
          status: l.status,
          order_date: l.order ?? null,
        })
        .execute();
  };
  await so('SO-1', 'CUS-1', 'Open', 'WH-1', '2026-01-05', [
    { item: 'ITEM-1', quantity: 2, price: 50, status: 'Open' },
    { item: 'ITEM-2', quantity: 1, price: 20, status: 'Open', order: '2026-02-01' },
  ]);
  await so('SO-2', 'CUS-1', 'Shipped', 'WH-2', '2026-03-05', [
    { item: 'ITEM-3', quantity: 5, price: 10, status: 'Shipped' },
  ]);
  await so('SO-3', 'CUS-2', 'Open', 'WH-1', '2026-03-20', [
    { item: 'ITEM-1', quantity: 1, price: 7, status: 'Open' },
    { item: 'ITEM-2', quantity: 9, price: 1, status: 'Cancelled' },
  ]);

  const { id: moId } = await db
    .insertInto('manufacturing_orders')
    .values({ number: 'MO-1', status: 'Open', order_date: '2026-01-01', created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('manufacturing_order_lines')
    .values({
      order_id: moId,
      item_id: items['ITEM-3']!,
      warehouse_id: warehouses['WH-1']!,
      quantity: 5,
      status: 'Open',
    })
    .execute();

  for (const [item, warehouse, quantity, safety] of [
    ['ITEM-1', 'WH-1', 5, 10],
    ['ITEM-1', 'WH-2', 50, 10],
    ['ITEM-2', 'WH-1', 0, 3],
    ['ITEM-3', 'WH-1', 8, null],
  ] as const)
    await db
      .insertInto('inventory')
      .values({
        item_id: items[item]!,
        warehouse_id: warehouses[warehouse]!,
        quantity,
        safety_stock: safety,
        created_at: now,
        updated_at: now,
      })
      .execute();
  return { warehouses, suppliers, customers, items };
}

/** A workbook read back, and whether any sheet holds a formula element. */
export async function readXlsx(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const zip = await JSZip.loadAsync(body);
  const sheetXml: string[] = [];
  for (const name of Object.keys(zip.files).filter((n) => /^xl\/worksheets\/sheet\d+\.xml$/.test(n)))
    sheetXml.push(await zip.file(name)!.async('string'));
  return { workbook, sheetXml: sheetXml.join('\n') };
}

export interface Envelope {
  data: {
    headers: { key: string; format: string; alias?: string }[];
    sort: { key: string; type: string };
    rows: Record<string, unknown>[];
  };
  extra: { page: number; page_size: number; total: number };
}

export const cellText = (cell: ExcelJS.Cell) => {
  const value = cell.value;
  if (value && typeof value === 'object' && 'richText' in value)
    return value.richText.map((r) => r.text).join('');
  return value;
};

/** The sheet matches the JSON view: header (alias, else key), row count, typed cells and values, no formulas. */
export function expectSheetMatches(sheet: ExcelJS.Worksheet, json: Envelope) {
  const headers = json.data.headers;
  expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(headers.map((h) => h.alias ?? h.key));
  expect(sheet.actualRowCount).toBe(json.data.rows.length + 1);
  json.data.rows.forEach((row, r) => {
    headers.forEach((h, c) => {
      const cell = sheet.getRow(r + 2).getCell(c + 1);
      const expected = row[h.key];
      expect(cell.formula, `${h.key} of row ${r}`).toBeUndefined();
      // An empty text is an empty cell in a spreadsheet.
      if (expected === null || expected === undefined || expected === '') {
        expect(cell.value ?? null, `${h.key} of row ${r}`).toBeNull();
      } else if (h.format === 'number') {
        expect(cell.type, h.key).toBe(ExcelJS.ValueType.Number);
        expect(cell.value).toBeCloseTo(expected as number, 9);
      } else if (h.format === 'date' && String(expected).includes('T')) {
        // A timestamp (header format date, value an ISO date-time) stays a date-time cell.
        expect(cell.type, h.key).toBe(ExcelJS.ValueType.Date);
        // Excel keeps milliseconds approximately; compare to the second.
        expect(Math.abs((cell.value as Date).getTime() - Date.parse(expected as string))).toBeLessThan(1000);
        expect(cell.numFmt).toBe('yyyy-mm-dd hh:mm:ss');
      } else if (h.format === 'date') {
        expect(cell.type, h.key).toBe(ExcelJS.ValueType.Date);
        expect((cell.value as Date).toISOString().slice(0, 10)).toBe(expected);
        expect(cell.numFmt).toBe('yyyy-mm-dd');
      } else if (h.format === 'boolean') {
        expect(cell.type, h.key).toBe(ExcelJS.ValueType.Boolean);
        expect(cell.value).toBe(expected);
      } else {
        expect([ExcelJS.ValueType.String, ExcelJS.ValueType.RichText]).toContain(cell.type);
        expect(cellText(cell), `${h.key} of row ${r}`).toBe(expected);
      }
    });
  });
}
