import type { Static } from 'typebox';
import type { Store } from '../../core/db/index.js';
import { itemOfSkus } from '../master-data/sku-records.js';
import { lastPlanRun } from './params.js';
import type { ChartAnswer } from './schemas.js';

type Chart = Static<typeof ChartAnswer>;
type ChartSku = Chart['skus'][number];

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * GET /api/planning/item/{item_id}[/{warehouse_id}]: each SKU of the item in the last run with its days (the
 * stored running totals turned back into each day's figures), exceptions and pegging. Four indexed reads.
 */
export async function itemChart(store: Store, itemId: number, warehouseId?: number): Promise<Chart> {
  const db = store.db;
  const item = await itemOfSkus(db, itemId, warehouseId);
  const run = await lastPlanRun(db);
  let skuQuery = db.selectFrom('plan_skus').selectAll().where('item_id', '=', itemId);
  if (warehouseId !== undefined) skuQuery = skuQuery.where('warehouse_id', '=', warehouseId);
  const skus = await skuQuery.orderBy('warehouse_number').orderBy('sub_item_number').execute();
  const answer: Chart = {
    'Item Id': item.id,
    'Item Number': item.number,
    'Plan Run Id': run?.id ?? null,
    'Plan Date': run?.plan_date ?? null,
    skus: [],
  };
  if (skus.length === 0) return answer;
  const ids = skus.map((s) => s.id);
  const [days, exceptions, pegging] = await Promise.all([
    db
      .selectFrom('plan_days')
      .selectAll()
      .where('sku_id', 'in', ids)
      .orderBy('sku_id')
      .orderBy('day')
      .execute(),
    db
      .selectFrom('plan_exceptions')
      .selectAll()
      .where('sku_id', 'in', ids)
      .orderBy('exception_date')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('plan_pegging as p')
      .innerJoin('plan_orders as o', 'o.id', 'p.order_id')
      .select([
        'p.sku_id',
        'o.order_number',
        'o.order_type',
        'o.receipt_date',
        'p.quantity',
        'p.demand_type',
        'p.demand_number',
        'p.demand_date',
      ])
      .where('p.sku_id', 'in', ids)
      .orderBy('o.receipt_date')
      .orderBy('p.id')
      .execute(),
  ]);
  const bySku = new Map<number, ChartSku>();
  for (const s of skus) {
    const entry: ChartSku = {
      'Sub Item Number': s.sub_item_number,
      'Warehouse Id': s.warehouse_id,
      'Warehouse Number': s.warehouse_number,
      Source: s.source as ChartSku['Source'],
      'On Hand': Number(s.on_hand),
      'Safety Stock': Number(s.safety_stock),
      days: [],
      exceptions: [],
      pegging: [],
    };
    bySku.set(s.id, entry);
    answer.skus.push(entry);
  }
  let previous: (typeof days)[number] | undefined;
  for (const d of days) {
    const before = previous?.sku_id === d.sku_id ? previous : undefined;
    const step = (
      column:
        | 'cum_sales'
        | 'cum_forecast'
        | 'cum_dependent'
        | 'cum_transfer'
        | 'cum_scheduled'
        | 'cum_planned',
    ) => round6(Number(d[column]) - Number(before?.[column] ?? 0));
    bySku.get(d.sku_id)?.days.push({
      Date: d.day,
      'Sales Demand': step('cum_sales'),
      'Forecast Demand': step('cum_forecast'),
      'Dependent Demand': step('cum_dependent'),
      'Transfer Demand': step('cum_transfer'),
      'Scheduled Receipts': step('cum_scheduled'),
      'Planned Receipts': step('cum_planned'),
      Balance: Number(d.balance),
    });
    previous = d;
  }
  for (const x of exceptions)
    bySku.get(x.sku_id)?.exceptions.push({
      'Exception Type': x.exception_type as ChartSku['exceptions'][number]['Exception Type'],
      'Exception Date': x.exception_date,
      'Exception Quantity': Number(x.quantity),
      'Order Number': x.order_number,
      Message: x.message,
    });
  for (const p of pegging)
    bySku.get(p.sku_id)?.pegging.push({
      'Order Number': p.order_number,
      'Order Type': p.order_type as ChartSku['pegging'][number]['Order Type'],
      'Receipt Date': p.receipt_date,
      'Pegged Quantity': Number(p.quantity),
      'Demand Type': p.demand_type as ChartSku['pegging'][number]['Demand Type'],
      'Demand Number': p.demand_number,
      'Demand Date': p.demand_date,
    });
  return answer;
}
