import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { type Client, describeEachDatabase } from '../helpers/app.js';
import { type Line, seedMasters } from './fixtures.js';

/** Steps of specification 4.2 a mutation breaks; the answer must name the earliest one broken. */
const FAULTS = {
  noItems: { step: 1, code: 'OrderList.NoItems' },
  multipleWarehouses: { step: 2, code: 'OrderList.MultipleWarehouses' },
  duplicateRows: { step: 3, code: 'OrderDetails.DuplicateRows' },
  datesOutOfOrder: { step: 4, code: 'PurchaseOrderDetails.OrderDateAfterShip' },
  unknownSupplier: { step: 5, code: 'SupplierMaster.NotFound' },
  unknownItem: { step: 6, code: 'ItemMaster.NotFound' },
  unknownSubItem: { step: 6.5, code: 'SubItemMaster.NotFound' },
  unknownWarehouse: { step: 7, code: 'WarehouseMaster.NotFound' },
  unknownShipFrom: { step: 8, code: 'ShipFromMaster.NotFound' },
  malformedJson: { step: 0, code: 'JSON.Invalid' },
} as const;
type Fault = keyof typeof FAULTS;
const SPEC_CODES = new Set(Object.values(FAULTS).map((f) => f.code));

const text = fc.option(fc.string({ unit: 'grapheme', maxLength: 12 }), { nil: null });
const amount = (min: number) =>
  fc.double({ min, max: 1e6, noNaN: true, noDefaultInfinity: true }).map((v) => v || 0);
const day = fc.integer({ min: 0, max: 3000 });
const isoDay = (offset: number) =>
  new Date(Date.UTC(2024, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10);

/** Order ≤ Ship ≤ ETA whichever of them are present. */
const dates = fc
  .tuple(day, fc.nat(60), fc.nat(60), fc.boolean(), fc.boolean(), fc.boolean())
  .map(([start, toShip, toEta, hasOrder, hasShip, hasEta]) => ({
    'PO Details Order Date': hasOrder ? isoDay(start) : null,
    'PO Details Ship Date': hasShip ? isoDay(start + toShip) : null,
    'PO Details ETA Date': hasEta ? isoDay(start + toShip + toEta) : null,
  }));

const ITEM_ROWS: [string, string | null][] = [
  ['ITEM-1', null],
  ['ITEM-1', 'SUB-A'],
  ['ITEM-1', 'SUB-B'],
  ['ITEM-2', null],
  ['ITEM-3', null],
  ['ITEM-4', null],
  ['item-1', null],
];

const line = (item: [string, string | null], warehouse: string) =>
  fc
    .record({
      'Ship From Number': fc.constantFrom('SF-1', 'SF-2'),
      'PO Details Price': fc.option(amount(0), { nil: null }),
      // Greater than 0 (contract part 4).
      'PO Details Quantity': fc.double({ min: 1e-6, max: 1e6, noNaN: true, noDefaultInfinity: true }),
      'PO Details Document Status': fc.constantFrom('Open', 'Suggested', 'Shipped'),
      'PO Details Tracking': text,
      'PO Details First Promise Date': fc.option(day.map(isoDay), { nil: null }),
      'PO Details Request Date': fc.option(day.map(isoDay), { nil: null }),
      'PO Details Actual Ship Date': fc.option(day.map(isoDay), { nil: null }),
      'PO Details Actual Delivery Date': fc.option(day.map(isoDay), { nil: null }),
      'PO Details Unique Id': text,
      'PO Details Local': text,
    })
    .chain((fields) => dates.map((d) => ({ ...fields, ...d })))
    .map((fields) => ({
      id: null,
      'PO Details Id': null,
      'Item Number': item[0],
      'Sub Item Number': item[1],
      'Warehouse Number': warehouse,
      ...fields,
    }));

/** A valid body: distinct item rows, one warehouse, dates in order, known masters. */
const validBody = fc
  .record({
    items: fc.shuffledSubarray(ITEM_ROWS, { minLength: 1, maxLength: 4 }),
    warehouse: fc.constantFrom('WH-1', 'WH-2'),
    header: fc.record({
      suffix: fc.string({ unit: 'grapheme', maxLength: 8 }),
      'PO List Document Status': fc.constantFrom('Open', 'Suggested'),
      'PO List Order Date': fc.option(day.map(isoDay), { nil: null }),
      'Supplier Number': fc.constantFrom('SUP-1', 'SUP-2'),
    }),
  })
  .chain(({ items, warehouse, header }) =>
    fc.tuple(...items.map((item) => line(item, warehouse))).map((details) => {
      const { suffix, ...fields } = header;
      return {
        suffix,
        body: { ...fields, 'Purchase Order Id': null, details } as Line & { details: Line[] },
      };
    }),
  );

/** Applies faults in an order where none undoes another. */
function breakBody(body: Line & { details: Line[] }, faults: Fault[]): Line & { details: Line[] } {
  const broken = structuredClone(body);
  const has = (f: Fault) => faults.includes(f);
  const first = broken.details[0]!;
  if (has('unknownWarehouse')) for (const l of broken.details) l['Warehouse Number'] = 'WH-404';
  if (has('unknownSupplier')) broken['Supplier Number'] = 'SUP-404';
  if (has('unknownItem')) first['Item Number'] = 'ITEM-404';
  if (has('unknownSubItem')) first['Sub Item Number'] = 'SUB-404';
  if (has('unknownShipFrom')) first['Ship From Number'] = 'SF-404';
  if (has('datesOutOfOrder')) {
    first['PO Details Order Date'] = '2031-01-02';
    first['PO Details Ship Date'] = '2031-01-01';
  }
  if (has('duplicateRows')) broken.details.push({ ...first, 'PO Details Quantity': 1 });
  if (has('multipleWarehouses'))
    broken.details.push({
      ...first,
      'Item Number': 'ITEM-5',
      'Sub Item Number': null,
      'Warehouse Number': 'WH-1-OTHER',
    });
  if (has('noItems')) broken.details = [];
  return broken;
}

describeEachDatabase('purchase order bodies (property)', (t) => {
  let admin: Client;
  let counter = 0;
  beforeAll(async () => {
    await seedMasters(t.store);
    // A second warehouse number for the "several warehouses" fault that exists, so only step 2 is broken by it.
    await t.store.db
      .insertInto('warehouses')
      .values({ number: 'WH-1-OTHER', name: 'Other', address: null })
      .execute();
    admin = await t.admin();
  });

  it('every valid body round-trips through GET unchanged', async () => {
    await fc.assert(
      fc.asyncProperty(validBody, async ({ suffix, body }) => {
        const number = `PO-P${++counter}-${suffix}`;
        const sent = { 'PO List Number': number, ...body };
        const created = await admin.post('/api/purchase-order', sent);
        expect(created.statusCode, created.body).toBe(200);
        const id = created.json().id as number;
        const got = (await admin.get(`/api/purchase-order/${id}`)).json();
        const ids = got.details.map((l: Line) => l.id);
        expect(got).toEqual({
          ...sent,
          id,
          'Purchase Order Id': id,
          details: sent.details.map((l, i) => ({ ...l, id: ids[i], 'PO Details Id': ids[i] })),
        });
      }),
      { numRuns: 60 },
    );
  });

  it('every invalid body is a 400 with the code of the earliest rule it breaks, and stores nothing', async () => {
    const faults = fc.uniqueArray(fc.constantFrom(...(Object.keys(FAULTS) as Fault[])), {
      minLength: 1,
      maxLength: 4,
    });
    await fc.assert(
      fc.asyncProperty(validBody, faults, async ({ suffix, body }, chosen) => {
        const number = `PO-N${++counter}-${suffix}`;
        const broken = breakBody({ 'PO List Number': number, ...body } as Line & { details: Line[] }, chosen);
        const payload = chosen.includes('malformedJson') ? JSON.stringify(broken).slice(0, -1) : broken;
        const response = await admin.post('/api/purchase-order', payload, {
          'content-type': 'application/json',
        });
        const expected = chosen.map((f) => FAULTS[f]).sort((x, y) => x.step - y.step)[0]!;
        expect(response.statusCode, response.body).toBe(400);
        expect(SPEC_CODES.has(response.json().Code)).toBe(true);
        expect(response.json().Code).toBe(expected.code);
        expect(
          await t.store.db.selectFrom('purchase_orders').select('id').where('number', '=', number).execute(),
        ).toEqual([]);
      }),
      { numRuns: 80 },
    );
  });

  it('refuses text PostgreSQL cannot store the same way on both databases', async () => {
    for (const bad of ['a\u0000b', 'x\ud800'])
      for (const body of [
        { 'PO List Number': bad, details: [] },
        {
          'PO List Number': `PO-BAD-${++counter}`,
          'PO List Document Status': 'Open',
          'Supplier Number': 'SUP-1',
          details: [
            {
              'Item Number': 'ITEM-1',
              'Warehouse Number': 'WH-1',
              'Ship From Number': 'SF-1',
              'PO Details Quantity': 1,
              'PO Details Document Status': 'Open',
              'PO Details Tracking': bad,
            },
          ],
        },
      ]) {
        const response = await admin.post('/api/purchase-order', {
          'PO List Document Status': 'Open',
          'Supplier Number': 'SUP-1',
          ...body,
        });
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json().Code).toBe('Request.Invalid');
      }
  });
});
