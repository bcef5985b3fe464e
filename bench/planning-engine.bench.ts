/**
 * The planning engine alone, on a synthetic in-memory world (no database): 20,000 items × 5 warehouses
 * (100,000 SKUs, every one with an inventory record), BOMs 4 levels deep, 200,000 open order and forecast lines,
 * a 365-day horizon. Deterministic: a seeded generator, the same world every run.
 *
 * Prints the time of `plan()` (first run and the best of the following runs), the result's size, the peak RSS of
 * the process, and a ceiling measured in the same run: a bare pass over the same lines that only dates them,
 * groups them by SKU, sorts each SKU's events by day and sums the balances. Target: compute under 1 s.
 *
 * `BENCH_ITEMS`, `BENCH_LINES` and `BENCH_RUNS` change the size and the number of timed runs;
 * `BENCH_FIRM_PEGGING=0` leaves out firm supply's pegging rows (PlanOptions).
 */
import { performance } from 'node:perf_hooks';
import type {
  PlanAllocation,
  PlanBom,
  PlanForecastLine,
  PlanInput,
  PlanItem,
  PlanManufacturingLine,
  PlanPurchaseLine,
  PlanResult,
  PlanSalesLine,
  PlanSku,
} from '../src/modules/planning/engine/index.js';
import { plan } from '../src/modules/planning/engine/index.js';
import { random } from './seed-shared.js';

const ITEMS = Number(process.env.BENCH_ITEMS ?? 20_000);
const LINES = Number(process.env.BENCH_LINES ?? 200_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** BENCH_FIRM_PEGGING=0 plans as a caller that stores only planned orders' pegging. */
const OPTIONS = { firmPegging: process.env.BENCH_FIRM_PEGGING !== '0' };
const WAREHOUSES = ['W1', 'W2', 'W3', 'W4', 'W5'];
const PLAN_DATE = '2026-01-05';
const HORIZON = 365;
const TARGET_MS = 1000;

function generate(): PlanInput {
  const rand = random(20260105);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const int = (min: number, max: number) => min + Math.floor(rand() * (max - min + 1));
  const dates: string[] = [];
  for (let d = -30; d < HORIZON + 30; d++)
    dates.push(new Date(Date.UTC(2026, 0, 5 + d)).toISOString().slice(0, 10));
  const dateAt = (offset: number) => dates[offset + 30]!;

  // Levels: 20% finished goods, 20% and 20% subassemblies, 40% bought parts (4 BOM levels: 0 … 3).
  const itemNumber = (i: number) => `ITEM-${String(i).padStart(6, '0')}`;
  const levelOf = (i: number) => (i < ITEMS * 0.2 ? 0 : i < ITEMS * 0.4 ? 1 : i < ITEMS * 0.6 ? 2 : 3);
  const firstOfLevel = [0, ITEMS * 0.2, ITEMS * 0.4, ITEMS * 0.6, ITEMS];
  const items: PlanItem[] = [];
  const boms: PlanBom[] = [];
  const allocations: PlanAllocation[] = [];
  let allocationId = 0;
  for (let i = 0; i < ITEMS; i++) {
    const level = levelOf(i);
    if (level < 3) {
      const components = new Map<string, number>();
      const count = int(2, 4);
      for (let c = 0; c < count; c++) {
        // Mostly the next level down, sometimes deeper: shared components on several levels.
        const to = rand() < 0.8 ? level + 1 : int(level + 1, 3);
        components.set(
          itemNumber(int(firstOfLevel[to]!, firstOfLevel[to + 1]! - 1)),
          pick([1, 1, 2, 3, 0.5]),
        );
      }
      const bomNumber = `BOM-${i}`;
      items.push({ itemNumber: itemNumber(i), activeBomNumber: bomNumber });
      boms.push({
        bomNumber,
        itemNumber: itemNumber(i),
        leadTimeDays: int(1, 10),
        // Lots of a few weeks' need, larger down the structure (where demand from many parents adds up).
        minimumQuantity: pick([100, 200, 400]) * 2 ** level,
        orderMultiple: pick([0, 10, 50]),
        components: [...components].map(([component, quantity]) => ({ itemNumber: component, quantity })),
      });
    } else {
      const split = rand() < 0.3;
      for (const percent of split ? [70, 30] : [100]) {
        allocationId += 1;
        allocations.push({
          allocationId,
          itemNumber: itemNumber(i),
          supplierNumber: `SUP-${int(1, 500)}`,
          shipFromNumber: `SF-${allocationId}`,
          allocationPercent: percent,
          leadTimeDays: int(3, 40),
          minimumOrderQuantity: pick([1000, 2000, 5000]),
          orderMultiple: pick([0, 50, 100, 12.5]),
          unitPrice: int(1, 10_000) / 100,
        });
      }
    }
  }

  const skus: PlanSku[] = [];
  for (let i = 0; i < ITEMS; i++) {
    for (const warehouseNumber of WAREHOUSES) {
      skus.push({
        itemNumber: itemNumber(i),
        subItemNumber: null,
        warehouseNumber,
        onHand: int(0, 400),
        safetyStock: pick([0, 0, 10, 25, null]),
      });
    }
  }

  // 200,000 open lines: 40% sales, 25% forecast, 25% purchase (bought parts), 10% manufacturing (made items).
  const purchaseLines: PlanPurchaseLine[] = [];
  const manufacturingLines: PlanManufacturingLine[] = [];
  const salesLines: PlanSalesLine[] = [];
  const forecastLines: PlanForecastLine[] = [];
  const finished = () => int(0, firstOfLevel[1]! - 1);
  for (let id = 1; id <= LINES; id++) {
    const r = rand();
    const warehouseNumber = pick(WAREHOUSES);
    const day = int(-20, HORIZON + 20);
    const quantity = int(1, 200);
    const orderNumber = `ORD-${Math.ceil(id / 5)}`;
    if (r < 0.4) {
      salesLines.push({
        lineId: id,
        orderId: Math.ceil(id / 5),
        orderNumber,
        customerNumber: `CUST-${int(1, 2000)}`,
        itemNumber: itemNumber(finished()),
        subItemNumber: null,
        warehouseNumber,
        quantity,
        status: pick(['Open', 'Open', 'Open', 'In Progress', 'Shipped']),
        shipDate: dateAt(day),
        orderDate: dateAt(Math.max(-30, day - 20)),
      });
    } else if (r < 0.65) {
      forecastLines.push({
        lineId: id,
        forecastId: 1 + (id % 50),
        forecastNumber: `FC-${1 + (id % 50)}`,
        listStatus: id % 50 === 0 ? 'Inactive' : 'Active',
        customerNumber: null,
        itemNumber: itemNumber(finished()),
        subItemNumber: null,
        warehouseNumber,
        date: dateAt(day),
        quantity,
      });
    } else if (r < 0.9) {
      purchaseLines.push({
        lineId: id,
        orderId: Math.ceil(id / 5),
        orderNumber,
        supplierNumber: `SUP-${int(1, 500)}`,
        shipFromNumber: null,
        itemNumber: itemNumber(int(firstOfLevel[3]!, ITEMS - 1)),
        subItemNumber: null,
        warehouseNumber,
        quantity,
        status: pick(['Open', 'Open', 'Shipped', 'In Progress']),
        etaDate: rand() < 0.7 ? dateAt(day) : null,
        requestDate: dateAt(day),
        orderDate: dateAt(-10),
        price: 1,
      });
    } else {
      const item = int(0, firstOfLevel[3]! - 1);
      manufacturingLines.push({
        lineId: id,
        orderId: id,
        orderNumber: `MO-${id}`,
        itemNumber: itemNumber(item),
        subItemNumber: null,
        warehouseNumber,
        bomNumber: `BOM-${item}`,
        quantity,
        status: pick(['Open', 'In Progress']),
        startDate: dateAt(Math.max(-30, day - 5)),
        dueDate: dateAt(day),
      });
    }
  }
  return {
    planDate: PLAN_DATE,
    horizonDays: HORIZON,
    items,
    boms,
    allocations,
    skus,
    purchaseLines,
    manufacturingLines,
    salesLines,
    forecastLines,
  };
}

/**
 * The ceiling: what any planner must do at least with the same lines — date them, group them by SKU, sort each
 * SKU's events by day and sum a balance — and nothing else (no netting, no levels, no output).
 */
function barePass(input: PlanInput): number {
  const epoch = Date.UTC(2026, 0, 5) / 86_400_000;
  const dayCache = new Map<string, number>();
  const dayOf = (date: string | null) => {
    if (date === null) return 0;
    let day = dayCache.get(date);
    if (day === undefined) {
      day = Date.parse(date) / 86_400_000 - epoch;
      dayCache.set(date, day);
    }
    return day < 0 ? 0 : day;
  };
  const groups = new Map<string, { day: number; qty: number }[]>();
  const add = (item: string, sub: string | null, warehouse: string, day: number, qty: number) => {
    if (day >= HORIZON) return;
    const key = `${item}\u0001${sub ?? ''}\u0001${warehouse}`;
    let list = groups.get(key);
    if (!list) {
      list = [];
      groups.set(key, list);
    }
    list.push({ day, qty });
  };
  for (const l of input.purchaseLines)
    add(l.itemNumber, l.subItemNumber, l.warehouseNumber, dayOf(l.etaDate ?? l.requestDate), l.quantity);
  for (const l of input.manufacturingLines)
    add(l.itemNumber, l.subItemNumber, l.warehouseNumber, dayOf(l.dueDate), l.quantity);
  for (const l of input.salesLines)
    add(l.itemNumber, l.subItemNumber, l.warehouseNumber, dayOf(l.shipDate), -l.quantity);
  for (const l of input.forecastLines)
    add(l.itemNumber, l.subItemNumber, l.warehouseNumber, dayOf(l.date), -l.quantity);
  let total = 0;
  for (const list of groups.values()) {
    list.sort((a, b) => a.day - b.day);
    let balance = 0;
    for (const event of list) balance += event.qty;
    total += balance;
  }
  return total;
}

const mb = (kb: number) => `${Math.round(kb / 1024)} MB`;

const generated = performance.now();
const input = generate();
const generateMs = performance.now() - generated;
const lineCount =
  input.purchaseLines.length +
  input.manufacturingLines.length +
  input.salesLines.length +
  input.forecastLines.length;
const rssBefore = process.memoryUsage().rss;

/** Wall and CPU milliseconds of `work` (CPU time is what a loaded shared machine distorts least). */
function timed(work: () => void): { wall: number; cpu: number } {
  const cpu = process.cpuUsage();
  const started = performance.now();
  work();
  const wall = performance.now() - started;
  const used = process.cpuUsage(cpu);
  return { wall, cpu: (used.user + used.system) / 1000 };
}

const coldStart = performance.now();
let result = plan(input, OPTIONS);
const cold = performance.now() - coldStart;
const runs = Array.from({ length: RUNS }, () => {
  // Let the previous result go first: peak RSS then measures one result, as a run holds.
  result = undefined as unknown as PlanResult;
  return timed(() => {
    result = plan(input, OPTIONS);
  });
});
const heapAfter = process.memoryUsage().heapUsed;
const ceilings = Array.from({ length: RUNS }, () => timed(() => barePass(input)));
const best = Math.min(...runs.map((r) => r.wall));
const bestCpu = Math.min(...runs.map((r) => r.cpu));
const ceiling = Math.min(...ceilings.map((r) => r.wall));
const ceilingCpu = Math.min(...ceilings.map((r) => r.cpu));
const peakRss = process.resourceUsage().maxRSS;

console.log(
  `world: ${ITEMS} items × ${WAREHOUSES.length} warehouses, ${input.skus.length} inventory records, ` +
    `${input.boms.length} BOMs (4 levels), ${input.allocations.length} allocations, ${lineCount} open lines, ` +
    `horizon ${HORIZON} days (generated in ${Math.round(generateMs)} ms)`,
);
console.log(
  `result: ${result.skus.length} SKUs, ${result.plannedOrders.length} planned orders, ` +
    `${result.exceptions.length} exceptions, ${result.pegging.length} pegging rows, ` +
    `${result.skus.reduce((n, s) => n + s.days.length, 0)} SKU days, ` +
    `${result.forecastConsumption.length} forecast months`,
);
const byLevel = new Map<number, number>();
const levelOfSku = new Map(result.skus.map((s) => [`${s.itemNumber}/${s.warehouseNumber}`, s.lowLevelCode]));
for (const o of result.plannedOrders) {
  const level = levelOfSku.get(`${o.itemNumber}/${o.warehouseNumber}`)!;
  byLevel.set(level, (byLevel.get(level) ?? 0) + 1);
}
console.log(
  `planned orders by low-level code: ${[...byLevel]
    .sort((a, b) => a[0] - b[0])
    .map(([l, n]) => `${l}: ${n}`)
    .join(', ')}`,
);
console.log(
  `plan(): first run ${Math.round(cold)} ms; best of ${RUNS}: ${Math.round(best)} ms wall, ${Math.round(bestCpu)} ms CPU ` +
    `(all wall: ${runs.map((r) => Math.round(r.wall)).join(', ')} ms)`,
);
console.log(
  `bare pass (ceiling): best ${Math.round(ceiling)} ms wall, ${Math.round(ceilingCpu)} ms CPU; ` +
    `ratio plan ÷ ceiling ${(best / ceiling).toFixed(1)}× wall, ${(bestCpu / ceilingCpu).toFixed(1)}× CPU`,
);
console.log(
  `peak RSS ${mb(peakRss)} (after generating the world: ${mb(rssBefore / 1024)}; heap in use after the last run, result held: ${mb(heapAfter / 1024)})`,
);
if (bestCpu > TARGET_MS) {
  console.log(`MISSED: plan() took ${Math.round(bestCpu)} ms of CPU, target ${TARGET_MS} ms`);
  process.exit(1);
}
