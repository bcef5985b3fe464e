import { describe, expect, it } from 'vitest';
import type { ChartDay, ChartSku } from './api';
import { bucketStart, chartPoints, lateMarks } from './plan';

const day = (date: string, change: Partial<ChartDay>): ChartDay => ({
  Date: date,
  'Sales Demand': 0,
  'Forecast Demand': 0,
  'Dependent Demand': 0,
  'Transfer Demand': 0,
  'Scheduled Receipts': 0,
  'Planned Receipts': 0,
  Balance: 0,
  ...change,
});

const sku = (days: ChartDay[], extra: Partial<ChartSku> = {}): ChartSku => ({
  'Sub Item Number': null,
  'Warehouse Id': 1,
  'Warehouse Number': 'WH-1',
  Source: 'Buy',
  'On Hand': 10,
  'Safety Stock': 4,
  days,
  exceptions: [],
  pegging: [],
  ...extra,
});

describe('item plan arithmetic', () => {
  it('starts buckets as the inventory_planning view does: the day, the ISO Monday, the first of the month', () => {
    expect(bucketStart('2026-11-25', 'Day')).toBe('2026-11-25');
    expect(bucketStart('2026-11-25', 'Week')).toBe('2026-11-23'); // a Wednesday
    expect(bucketStart('2026-11-23', 'Week')).toBe('2026-11-23'); // a Monday
    expect(bucketStart('2026-11-29', 'Week')).toBe('2026-11-23'); // a Sunday
    expect(bucketStart('2027-01-01', 'Week')).toBe('2026-12-28'); // across the year
    expect(bucketStart('2026-11-25', 'Month')).toBe('2026-11-01');
  });

  it('fills every day of the horizon, carrying the balance over the days without events', () => {
    const plan = sku([
      day('2026-11-24', { 'Sales Demand': 3, Balance: 7 }),
      day('2026-11-27', { 'Planned Receipts': 5, 'Forecast Demand': 1, Balance: 11 }),
    ]);
    const points = chartPoints(plan, '2026-11-24', 365, 'Day');
    expect(points).toHaveLength(365);
    expect(points.map((p) => p.balance).slice(0, 5)).toEqual([7, 7, 7, 11, 11]);
    expect(points[3]).toMatchObject({ date: '2026-11-27', planned: 5, forecast: 1, sales: 0, safety: 4 });
    expect(points.at(-1)).toMatchObject({ date: '2027-11-23', balance: 11 });
    // Nothing on the plan date: the on-hand quantity holds until the first event.
    expect(
      chartPoints(sku([day('2026-11-26', { Balance: 2 })]), '2026-11-24', 3, 'Day').map((p) => p.balance),
    ).toEqual([10, 10, 2]);
  });

  it('sums flows into weeks and months and keeps the last balance of each', () => {
    const plan = sku([
      day('2026-11-24', { 'Sales Demand': 3, Balance: 7 }), // Tuesday of the week of 23 November
      day('2026-11-29', { 'Sales Demand': 2, 'Scheduled Receipts': 6, Balance: 11 }), // its Sunday
      day('2026-11-30', { 'Dependent Demand': 4, Balance: 7 }), // next Monday, last day of November
      day('2026-12-02', { 'Planned Receipts': 1, Balance: 8 }),
    ]);
    const weeks = chartPoints(plan, '2026-11-24', 14, 'Week');
    expect(weeks.map((w) => w.date)).toEqual(['2026-11-23', '2026-11-30', '2026-12-07']);
    expect(weeks[0]).toMatchObject({ sales: 5, scheduled: 6, balance: 11 });
    expect(weeks[1]).toMatchObject({ dependent: 4, planned: 1, balance: 8 });
    expect(weeks[2]).toMatchObject({ sales: 0, balance: 8 });
    const months = chartPoints(plan, '2026-11-24', 14, 'Month');
    expect(months.map((m) => [m.date, m.sales, m.dependent, m.balance])).toEqual([
      ['2026-11-01', 5, 4, 7],
      ['2026-12-01', 0, 0, 8],
    ]);
  });

  it('finds the receipt day of each late planned order from its pegging, else from its message', () => {
    const plan = sku([], {
      exceptions: [
        {
          'Exception Type': 'Late',
          'Exception Date': '2026-11-01',
          'Exception Quantity': 5,
          'Order Number': 'SUG-1-1',
          Message: 'Planned purchase order of 5 received 2026-11-24 should have been released on 2026-11-01',
        },
        {
          'Exception Type': 'Late',
          'Exception Date': '2026-11-02',
          'Exception Quantity': 5,
          'Order Number': 'SUG-1-2',
          Message: 'Planned purchase order of 5 received 2026-11-30 should have been released on 2026-11-02',
        },
        {
          'Exception Type': 'Excess',
          'Exception Date': '2026-12-01',
          'Exception Quantity': 50,
          'Order Number': null,
          Message: 'Projected balance exceeds …',
        },
      ],
      pegging: [
        {
          'Order Number': 'SUG-1-1',
          'Order Type': 'Purchase',
          'Receipt Date': '2026-11-25',
          'Pegged Quantity': 5,
          'Demand Type': 'Sales Order',
          'Demand Number': 'SO-1',
          'Demand Date': '2026-11-25',
        },
      ],
    });
    expect(lateMarks(plan)).toEqual([
      { order: 'SUG-1-1', date: '2026-11-25' },
      { order: 'SUG-1-2', date: '2026-11-30' },
    ]);
  });
});
