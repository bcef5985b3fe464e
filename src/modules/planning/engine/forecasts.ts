import { fromMicro, toMicro } from './quantities.js';
import { skuOf, skuOrder } from './skus.js';
import type { PlanState, Sku } from './state.js';
import { INACTIVE_FORECAST_LIST_STATUSES, NON_CONSUMING_SALES_STATUS } from './statuses.js';
import type { ForecastConsumption } from './types.js';

/**
 * Forecast consumption per SKU and calendar month: the month's sales lines (every status but Cancelled, any
 * date) consume its forecast lines earliest first, then by id, never below zero. Hands each line's rest to
 * `demand` and answers what builds one row per SKU and month with forecast. Groups and lines are numbered and kept
 * in arrays, not as an object, a list and a map per group.
 */
export function consumeForecasts(
  state: PlanState,
  demand: (sku: Sku, day: number, qty: number, index: number) => void,
): () => ForecastConsumption[] {
  const { input, calendar, salesSkus } = state;
  const lines = input.forecastLines;
  // Group g is a SKU and a month ('YYYY-MM' as year × 12 + month, which orders as the text), found in the SKU's
  // few pairs (a map keyed by SKU and month took numbers beyond the small-integer range: boxed and hashed).
  const groupOf = (sku: Sku, month: number) => {
    const pairs = sku.forecastGroups;
    if (pairs !== null)
      for (let k = 0; k < pairs.length; k += 2) if (pairs[k] === month) return pairs[k + 1]!;
    return -1;
  };
  const groupSku: Sku[] = [];
  const groupMonth: number[] = [];
  /** A day of the group's month, for its text. */
  const groupDay: number[] = [];
  const groupForecast: number[] = [];
  const groupSales: number[] = [];
  const groupLines: number[] = [];
  const lineGroup = new Int32Array(lines.length);
  const lineDay = new Int32Array(lines.length);
  const lineQty = new Float64Array(lines.length);
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    const sku = skuOf(state, line.itemNumber, line.subItemNumber, line.warehouseNumber);
    if (INACTIVE_FORECAST_LIST_STATUSES.includes(line.listStatus)) {
      lineGroup[index] = -1;
      continue;
    }
    const day = calendar.offset(line.date, 0);
    const month = calendar.monthKey(day);
    let group = groupOf(sku, month);
    if (group < 0) {
      group = groupSku.length;
      sku.forecastGroups ??= [];
      sku.forecastGroups.push(month, group);
      groupSku.push(sku);
      groupMonth.push(month);
      groupDay.push(day);
      groupForecast.push(0);
      groupSales.push(0);
      groupLines.push(0);
    }
    const qty = Math.max(0, toMicro(line.quantity));
    lineGroup[index] = group;
    lineDay[index] = day;
    lineQty[index] = qty;
    groupForecast[group]! += qty;
    groupLines[group]! += 1;
  }
  const groupCount = groupSku.length;
  if (groupCount === 0) return () => [];
  for (let i = 0; i < input.salesLines.length; i++) {
    const line = input.salesLines[i]!;
    if (line.status === NON_CONSUMING_SALES_STATUS) continue;
    const sku = salesSkus[i]!;
    if (sku.forecastGroups === null) continue;
    const group = groupOf(sku, calendar.monthKey(calendar.offset(line.shipDate ?? line.orderDate, 0)));
    if (group >= 0) groupSales[group]! += toMicro(line.quantity);
  }
  for (let g = 0; g < groupCount; g++) groupSku[g]!.forecastGroups = null;
  const compareSkus = skuOrder(state);
  const order = Array.from({ length: groupCount }, (_, g) => g).sort(
    (a, b) => compareSkus(groupSku[a]!, groupSku[b]!) || groupMonth[a]! - groupMonth[b]!,
  );
  // Each group's lines, groups in order, lines in input order within a group (then sorted by day and id).
  const start = new Int32Array(groupCount + 1);
  for (let r = 0; r < groupCount; r++) start[r + 1] = start[r]! + groupLines[order[r]!]!;
  const rankOf = new Int32Array(groupCount);
  for (let r = 0; r < groupCount; r++) rankOf[order[r]!] = r;
  const fill = start.slice(0, groupCount);
  const sorted = new Int32Array(start[groupCount]!);
  for (let index = 0; index < lines.length; index++) {
    const group = lineGroup[index]!;
    if (group >= 0) sorted[fill[rankOf[group]!]!++] = index;
  }
  const byDayAndId = (a: number, b: number) =>
    lineDay[a]! - lineDay[b]! || lines[a]!.lineId - lines[b]!.lineId;
  for (let r = 0; r < groupCount; r++) {
    const group = order[r]!;
    const sku = groupSku[group]!;
    const from = start[r]!;
    const to = start[r + 1]!;
    // A stable sort of the group's lines, as the list's sort was (insertion when few, as they usually are).
    if (to - from > 32) sorted.set(Array.from(sorted.subarray(from, to)).sort(byDayAndId), from);
    else
      for (let i = from + 1; i < to; i++) {
        const line = sorted[i]!;
        let j = i - 1;
        for (; j >= from && byDayAndId(line, sorted[j]!) < 0; j--) sorted[j + 1] = sorted[j]!;
        sorted[j + 1] = line;
      }
    let unconsumed = Math.max(0, groupSales[group]!);
    for (let i = from; i < to; i++) {
      const index = sorted[i]!;
      const qty = lineQty[index]!;
      const consumed = Math.min(unconsumed, qty);
      unconsumed -= consumed;
      if (qty - consumed > 0) demand(sku, lineDay[index]!, qty - consumed, index);
    }
  }
  // The rows are built when read (the run never reads them).
  return () =>
    order.map((group) => {
      const sku = groupSku[group]!;
      const sales = groupSales[group]!;
      const forecast = groupForecast[group]!;
      const consumed = Math.min(forecast, Math.max(0, sales));
      return {
        itemNumber: sku.itemNumber,
        subItemNumber: sku.subItemNumber,
        warehouseNumber: sku.warehouseNumber,
        month: calendar.month(groupDay[group]!),
        forecastQuantity: fromMicro(forecast),
        salesQuantity: fromMicro(sales),
        consumedQuantity: fromMicro(consumed),
        netQuantity: fromMicro(forecast - consumed),
      };
    });
}
