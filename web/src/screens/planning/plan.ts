/** The item screen's arithmetic, kept apart from React: buckets, chart points, late receipts. */
import type { ChartSku } from './api';

export interface ChartPoint {
  /** First day of the bucket (the day itself for daily buckets). */
  date: string;
  sales: number;
  forecast: number;
  dependent: number;
  transfer: number;
  scheduled: number;
  planned: number;
  /** Balance after the bucket's last day, planned receipts included. */
  balance: number;
  safety: number;
}

/** A late planned receipt to point out on the chart. */
export interface LateMark {
  date: string;
  order: string;
}

export type Bucket = 'Day' | 'Week' | 'Month';
const DAY_MS = 86_400_000;

/** The calendar start of the bucket holding `date` (as the inventory_planning view counts them). */
export function bucketStart(date: string, bucket: Bucket): string {
  if (bucket === 'Day') return date;
  if (bucket === 'Month') return `${date.slice(0, 7)}-01`;
  const ms = Date.parse(`${date}T00:00:00Z`);
  return new Date(ms - ((new Date(ms).getUTCDay() + 6) % 7) * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Every day of the horizon (the API sends only the days on which something happens; the balance carries over
 * the others), then summed into buckets: flows add up, the balance is the bucket's last.
 */
export function chartPoints(sku: ChartSku, planDate: string, horizon: number, bucket: Bucket): ChartPoint[] {
  const byDate = new Map(sku.days.map((d) => [d.Date, d]));
  const safety = sku['Safety Stock'];
  let balance = sku['On Hand'];
  const points: ChartPoint[] = [];
  let current: ChartPoint | undefined;
  const start = Date.parse(`${planDate}T00:00:00Z`);
  for (let i = 0; i < horizon; i++) {
    const date = new Date(start + i * DAY_MS).toISOString().slice(0, 10);
    const day = byDate.get(date);
    if (day) balance = day.Balance;
    const key = bucketStart(date, bucket);
    if (!current || current.date !== key) {
      current = {
        date: key,
        sales: 0,
        forecast: 0,
        dependent: 0,
        transfer: 0,
        scheduled: 0,
        planned: 0,
        balance,
        safety,
      };
      points.push(current);
    }
    if (day) {
      current.sales += day['Sales Demand'];
      current.forecast += day['Forecast Demand'];
      current.dependent += day['Dependent Demand'];
      current.transfer += day['Transfer Demand'];
      current.scheduled += day['Scheduled Receipts'];
      current.planned += day['Planned Receipts'];
    }
    current.balance = balance;
  }
  return points;
}

/** Late planned orders of the SKU with the day they are received (from their pegging, else their message). */
export function lateMarks(sku: ChartSku): LateMark[] {
  const receipt = new Map(sku.pegging.map((p) => [p['Order Number'], p['Receipt Date']]));
  return sku.exceptions
    .filter((x) => x['Exception Type'] === 'Late' && x['Order Number'])
    .map((x) => {
      const order = x['Order Number'] as string;
      const date = receipt.get(order) ?? /received (\d{4}-\d{2}-\d{2})/.exec(x.Message)?.[1];
      return date ? { order, date } : null;
    })
    .filter((m): m is LateMark => m !== null);
}
