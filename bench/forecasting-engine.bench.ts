/**
 * The forecasting engine alone (no database): `forecastSeries` with `Auto` over a generated set of SKUs with 36
 * months of history (`BENCH_SKUS`, default 100,000; a quarter each smooth, trending, seasonal, intermittent;
 * seeded, the same set every run), then each method on its own over the first 10,000, then the accuracy bench
 * (bench/forecasting/accuracy.ts).
 *
 * Prints the CPU time per SKU (best of `BENCH_RUNS`, default 2), the methods Auto chose, and a ceiling measured in the
 * same run: one pass over every series computing the naive and seasonal naive forecasts and their errors (the
 * cost of merely touching the data). Target: Auto under 100 µs per SKU on one core (100,000 SKUs in 10 s of one
 * core, 5 s of the run's wall time on its 2 cores).
 */
import { execSync } from 'node:child_process';
import { type ForecastMethod, fitMethod, forecastSeries } from '../src/modules/forecasting/engine/index.js';
import { runAccuracy } from './forecasting/accuracy.js';
import { GENERATED_PATTERNS, generateSeries, random } from './forecasting/datasets.js';

const SKUS = Number(process.env.BENCH_SKUS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 2);
const MONTHS = 36;
const TARGET_US = 100;
const METHODS: readonly ForecastMethod[] = [
  'Moving Average',
  'Simple Exponential Smoothing',
  'Damped Trend',
  'Holt-Winters',
  'Croston',
];

/** CPU time of this process in ms: on a shared machine it leaves out the time spent waiting for a core. */
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const load = () =>
  execSync('uptime')
    .toString()
    .trim()
    .replace(/.*load average: /, '');

const rand = random(20261128);
const set = Array.from({ length: SKUS }, (_, i) => generateSeries(GENERATED_PATTERNS[i % 4]!, MONTHS, rand));

function ceiling(): number {
  const start = cpuMs();
  let sink = 0;
  for (const y of set) {
    let naive = 0;
    let seasonal = 0;
    for (let t = 12; t < y.length; t++) {
      naive += Math.abs(y[t]! - y[t - 1]!);
      seasonal += Math.abs(y[t]! - y[t - 12]!);
    }
    sink += naive + seasonal;
  }
  if (sink < 0) console.log(sink);
  return ((cpuMs() - start) * 1000) / set.length;
}

let best = Number.POSITIVE_INFINITY;
let chosen: Record<string, number> = {};
for (let run = 0; run < RUNS; run++) {
  chosen = {};
  const start = cpuMs();
  for (const y of set) {
    const { method } = forecastSeries(y, { method: 'Auto', horizon: 12 });
    chosen[method] = (chosen[method] ?? 0) + 1;
  }
  best = Math.min(best, ((cpuMs() - start) * 1000) / set.length);
}
const floor = ceiling();
console.log(`\n| measure | per SKU | ${SKUS.toLocaleString('en')} SKUs | ceiling per SKU | load 1/5/15 |`);
console.log('|---|---|---|---|---|');
console.log(
  `| Auto, horizon 12 | ${best.toFixed(1)} µs | ${((best * SKUS) / 1e6).toFixed(2)} s | ${floor.toFixed(2)} µs | ${load()} |`,
);
const sample = set.slice(0, Math.min(10_000, SKUS)).map((y) => Float64Array.from(y));
for (const method of METHODS) {
  const start = cpuMs();
  for (const y of sample) fitMethod(method, y, MONTHS)?.forecast(12);
  const perSku = ((cpuMs() - start) * 1000) / sample.length;
  console.log(`| ${method} fit on 36 months | ${perSku.toFixed(1)} µs | | | ${load()} |`);
}
console.log(
  `\nAuto chose: ${JSON.stringify(chosen)}; peak RSS ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`,
);
console.log(
  '\nAccuracy (36 months of history, 12 held out; bias = mean(forecast − actual) ÷ history mean):\n',
);
runAccuracy();
if (best > TARGET_US) {
  console.log(`\nAuto took ${best.toFixed(1)} µs per SKU, target ${TARGET_US} µs`);
  process.exit(1);
}
