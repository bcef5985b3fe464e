import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { PlanInput, PlanResult } from '../../../src/modules/planning/engine/index.js';
import { plan } from '../../../src/modules/planning/engine/index.js';
import { emptyInput } from './world.js';

/**
 * docs/planning.md's worked example, read from the page itself: its input tables become the engine's input and
 * every result table is compared with the plan, so the page cannot drift from the engine.
 */
const page = readFileSync(new URL('../../../docs/planning.md', import.meta.url), 'utf8');

/** The rows of the table after `<!-- example:<name> -->`, as objects keyed by the header cells. */
function table(name: string): Record<string, string>[] {
  const lines = page.split('\n');
  const start = lines.indexOf(`<!-- example:${name} -->`);
  if (start < 0) throw new Error(`docs/planning.md has no table ${name}`);
  const rows: string[][] = [];
  for (let i = start + 1; i < lines.length && lines[i]!.startsWith('|'); i++) {
    rows.push(
      lines[i]!.slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    );
  }
  const [header, , ...body] = rows;
  return body.map((cells) => Object.fromEntries(header!.map((h, k) => [h, cells[k] ?? ''])));
}

const WAREHOUSE = 'MAIN';
const sku = (itemNumber: string) => ({ itemNumber, subItemNumber: null, warehouseNumber: WAREHOUSE });

function inputOfPage(): PlanInput {
  const input = emptyInput('2026-03-02', 28);
  for (const row of table('boms')) {
    input.items.push({ itemNumber: row.Item!, activeBomNumber: row.BOM! });
    input.boms.push({
      bomNumber: row.BOM!,
      itemNumber: row.Item!,
      leadTimeDays: Number(row['Lead Time Days']),
      minimumQuantity: Number(row.Minimum),
      orderMultiple: Number(row.Multiple),
      components: row.Components!.split('+').map((part) => {
        const [quantity, item] = part.trim().split(' ');
        return { itemNumber: item!, quantity: Number(quantity) };
      }),
    });
  }
  table('allocations').forEach((row, k) => {
    input.allocations.push({
      allocationId: k + 1,
      itemNumber: row.Item!,
      supplierNumber: row.Supplier!,
      shipFromNumber: row['Ship From']!,
      allocationPercent: Number(row.Percent),
      leadTimeDays: Number(row['Lead Time Days']),
      minimumOrderQuantity: Number(row.Minimum),
      orderMultiple: Number(row.Multiple),
      unitPrice: Number(row['Unit Price']),
    });
  });
  for (const row of table('inventory')) {
    input.skus.push({
      ...sku(row.Item!),
      onHand: Number(row['On Hand']),
      safetyStock: Number(row['Safety Stock']),
    });
  }
  table('orders').forEach((row, k) => {
    const common = { ...sku(row.Item!), lineId: k + 1, quantity: Number(row.Quantity) };
    if (row.Line === 'Sales') {
      input.salesLines.push({
        ...common,
        orderId: k + 1,
        orderNumber: row.Order!,
        status: row.Status!,
        customerNumber: 'C-1',
        shipDate: row.Date!,
        orderDate: null,
      });
    } else if (row.Line === 'Forecast') {
      input.forecastLines.push({
        ...common,
        forecastId: k + 1,
        forecastNumber: row.Order!,
        listStatus: row.Status!,
        customerNumber: null,
        date: row.Date!,
      });
    } else {
      input.purchaseLines.push({
        ...common,
        orderId: k + 1,
        orderNumber: row.Order!,
        status: row.Status!,
        supplierNumber: 'S-STEEL',
        shipFromNumber: 'STEEL-1',
        etaDate: row.Date!,
        requestDate: null,
        orderDate: null,
        price: 2.5,
      });
    }
  });
  return input;
}

const text = (n: number | null) => (n === null ? '' : String(n));

describe('docs/planning.md worked example', () => {
  const input = inputOfPage();
  const result: PlanResult = plan(input);

  it('reads the whole example from the page', () => {
    expect(input.boms).toHaveLength(2);
    expect(input.allocations).toHaveLength(3);
    expect(input.salesLines).toHaveLength(3);
    expect(input.forecastLines).toHaveLength(1);
    expect(input.purchaseLines).toHaveLength(1);
  });

  it('forecast consumption', () => {
    expect(
      result.forecastConsumption.map((f) => ({
        Item: f.itemNumber,
        Month: f.month,
        Forecast: text(f.forecastQuantity),
        Sales: text(f.salesQuantity),
        Consumed: text(f.consumedQuantity),
        Net: text(f.netQuantity),
      })),
    ).toEqual(table('forecast'));
  });

  it.each(['BIKE', 'WHEEL', 'TUBE'])('the days of %s', (item) => {
    const days = result.skus.find((s) => s.itemNumber === item)!.days;
    expect(
      days.map((d) => ({
        Date: d.date,
        Sales: text(d.salesDemand),
        Forecast: text(d.forecastDemand),
        Dependent: text(d.dependentDemand),
        Scheduled: text(d.scheduledReceipts),
        Planned: text(d.plannedReceipts),
        Balance: text(d.balance),
      })),
    ).toEqual(table(`days ${item}`));
  });

  it('the planned orders', () => {
    expect(
      result.plannedOrders.map((o) => ({
        '#': text(o.index),
        Type: o.orderType,
        Item: o.itemNumber,
        Supplier: o.supplierNumber ?? '',
        Quantity: text(o.quantity),
        Release: o.releaseDate,
        Receipt: o.receiptDate,
        Late: o.late ? 'yes' : 'no',
      })),
    ).toEqual(table('planned-orders'));
  });

  it('the exceptions', () => {
    expect(
      result.exceptions.map((e) => ({
        Item: e.itemNumber,
        Type: e.type,
        Date: e.date,
        Quantity: text(e.quantity),
      })),
    ).toEqual(table('exceptions'));
  });

  it('the pegging of bikes', () => {
    expect(
      result.pegging
        .filter((p) => p.itemNumber === 'BIKE')
        .map((p) => ({
          Supply: p.supplyType,
          'Order #': text(p.plannedOrderIndex),
          Demand: p.demandType,
          'Demand Number': p.demandNumber ?? '',
          'Demand Date': p.demandDate,
          Quantity: text(p.quantity),
        })),
    ).toEqual(table('pegging BIKE'));
  });
});
