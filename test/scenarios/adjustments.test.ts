import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/core/errors.js';
import { type KnownNames, parseAdjustments } from '../../src/modules/scenarios/adjustments.js';

const known: KnownNames = {
  items: new Set(['A']),
  suppliers: new Set(['S1']),
  customers: new Set(['C1']),
  warehouses: new Set(['W1']),
  orders: {
    Purchase: new Set(['PO-1']),
    Sales: new Set(['SO-1']),
    Manufacturing: new Set(['MO-1']),
    Forecast: new Set(['FC-1']),
    Transfer: new Set(['TO-1']),
  },
};

function rejection(raw: unknown): { status: number; code: string; message: string } {
  try {
    parseAdjustments(raw, known);
  } catch (e) {
    if (e instanceof AppError) return { status: e.status, code: e.code, message: e.message };
    throw e;
  }
  throw new Error('accepted');
}

describe('Scenario Adjustments parsing', () => {
  it('reads every type into the overlay form', () => {
    expect(
      parseAdjustments(
        [
          { type: 'Demand Change', Percent: 100, 'Item Number': 'A', 'From Date': '2026-01-01' },
          { type: 'Supplier Delay', Days: 5, 'Supplier Number': 'S1' },
          { type: 'Safety Stock Change', Quantity: 3, 'Warehouse Number': 'W1' },
          { type: 'Cancel Order', 'Order Type': 'Forecast', 'Order Number': 'FC-1' },
          { type: 'Add Order', 'Order Type': 'Sales', Order: { 'Order Number': 'X' } },
        ],
        known,
      ),
    ).toEqual([
      { type: 'Demand Change', percent: 100, itemNumber: 'A', fromDate: '2026-01-01' },
      { type: 'Supplier Delay', days: 5, supplierNumber: 'S1' },
      { type: 'Safety Stock Change', quantity: 3, warehouseNumber: 'W1' },
      { type: 'Cancel Order', orderType: 'Forecast', orderNumber: 'FC-1' },
      { type: 'Add Order', orderType: 'Sales', order: { 'Order Number': 'X' } },
    ]);
    expect(parseAdjustments(undefined, known)).toEqual([]);
  });

  it.each([
    [[{ type: 'Demand Change' }], 0, 'Percent is required'],
    [
      [
        { type: 'Supplier Delay', Days: 1 },
        { type: 'Demand Change', Percent: -101 },
      ],
      1,
      'Percent must be',
    ],
    [[{ type: 'Supplier Delay', Days: 1.5 }], 0, 'Days must be a whole number'],
    [[{ type: 'Supplier Delay', Days: 1, 'Supplier Number': 'S9' }], 0, 'Supplier Number S9 does not exist'],
    [
      [{ type: 'Cancel Order', 'Order Type': 'Purchase', 'Order Number': 'SO-1' }],
      0,
      'Order Number SO-1 does not exist',
    ],
    [[{ type: 'Cancel Order', 'Order Type': 'Invoice', 'Order Number': 'PO-1' }], 0, 'Order Type must be'],
    [[{ type: 'Safety Stock Change', Percent: 5, Quantity: 1 }], 0, 'either Percent or Quantity'],
    [[{ type: 'Demand Change', Percent: 1, 'From Date': '2026-02-01', 'To Date': '2026-01-01' }], 0, 'after'],
    [[{ type: 'Demand Change', Percent: 1, Colour: 'red' }], 0, 'has no field Colour'],
    [[{ type: 'Add Order', 'Order Type': 'Sales', Order: [] }], 0, 'Order must be an object'],
    [[{ type: 'Teleport' }], 0, 'type must be one of'],
    [['x'], 0, 'must be an object'],
  ])('rejects %j at index %i', (raw, index, why) => {
    const r = rejection(raw);
    expect([r.status, r.code]).toEqual([400, 'Scenario.InvalidAdjustment']);
    expect(r.message).toContain(`Scenario Adjustments[${index}]`);
    expect(r.message).toContain(why);
  });

  it('rejects a non-list', () => {
    expect(rejection({ type: 'Demand Change' }).code).toBe('Scenario.InvalidAdjustment');
  });
});
