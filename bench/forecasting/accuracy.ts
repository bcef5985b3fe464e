/**
 * Accuracy of the forecasting engine's `Auto` (planning.md part 6) on monthly series with 36 months of history
 * and 12 held out, beside a naive last-value forecast and a seasonal naive (the same month a year before).
 *
 * Series: AirPassengers (typed in, public domain) cut into 48-month windows every 12 months (9 series), and
 * seeded generated series of four demand patterns (smooth, trending, seasonal, intermittent; `ACCURACY_PER_PATTERN`
 * each, default 50). Nothing is downloaded.
 *
 * Per group it prints the mean MASE (MAE over the 12 months ÷ the in-sample MAE of the one-step naive forecast)
 * and RMSSE (√(MSE ÷ the in-sample one-step naive MSE)), and the mean bias (forecast − actual) as a share of the
 * history's mean, so a forecast of zero for intermittent series shows as a large negative bias and a MASE near or
 * above 1. Run alone: `npx tsx bench/forecasting/accuracy.ts`; `npm run bench -- forecasting-engine` runs it too.
 */
import { pathToFileURL } from 'node:url';
import { forecastSeries } from '../../src/modules/forecasting/engine/index.js';
import {
  AIR_PASSENGERS,
  AIR_PASSENGERS_SUM,
  GENERATED_PATTERNS,
  generateSeries,
  random,
} from './datasets.js';

const HISTORY = 36;
const HELD_OUT = 12;
const PER_PATTERN = Number(process.env.ACCURACY_PER_PATTERN ?? 50);

interface Scores {
  mase: number;
  rmsse: number;
  bias: number;
}
type Forecaster = (history: readonly number[]) => number[];

const FORECASTERS: Record<string, Forecaster> = {
  Auto: (history) => forecastSeries(history, { method: 'Auto', horizon: HELD_OUT }).forecast,
  Naive: (history) => new Array<number>(HELD_OUT).fill(history[history.length - 1]!),
  'Seasonal naive': (history) =>
    Array.from({ length: HELD_OUT }, (_, h) => history[history.length - 12 + (h % 12)]!),
};

export function score(
  history: readonly number[],
  actual: readonly number[],
  forecast: readonly number[],
): Scores {
  let naiveAbs = 0;
  let naiveSq = 0;
  let mean = 0;
  for (let t = 1; t < history.length; t++) {
    const d = history[t]! - history[t - 1]!;
    naiveAbs += Math.abs(d);
    naiveSq += d * d;
  }
  for (const q of history) mean += q / history.length;
  naiveAbs /= history.length - 1;
  naiveSq /= history.length - 1;
  let abs = 0;
  let sq = 0;
  let signed = 0;
  for (let h = 0; h < actual.length; h++) {
    const e = forecast[h]! - actual[h]!;
    abs += Math.abs(e);
    sq += e * e;
    signed += e;
  }
  const n = actual.length;
  return {
    mase: abs / n / naiveAbs,
    rmsse: Math.sqrt(sq / n / naiveSq),
    bias: mean > 0 ? signed / n / mean : 0,
  };
}

export interface Group {
  name: string;
  series: number[][];
}

export function accuracyGroups(): Group[] {
  const sum = AIR_PASSENGERS.reduce((a, b) => a + b, 0);
  if (AIR_PASSENGERS.length !== 144 || sum !== AIR_PASSENGERS_SUM) throw new Error('AirPassengers mistyped');
  const air: number[][] = [];
  for (let start = 0; start + HISTORY + HELD_OUT <= 144; start += 12)
    air.push(AIR_PASSENGERS.slice(start, start + HISTORY + HELD_OUT));
  const rand = random(20261128);
  const groups: Group[] = [{ name: 'AirPassengers windows', series: air }];
  for (const pattern of GENERATED_PATTERNS)
    groups.push({
      name: `generated ${pattern}`,
      series: Array.from({ length: PER_PATTERN }, () => generateSeries(pattern, HISTORY + HELD_OUT, rand)),
    });
  return groups;
}

/** Prints the table; answers the overall mean MASE of Auto and of the naive forecast. */
export function runAccuracy(log: (line: string) => void = console.log): Record<string, Scores> {
  const groups = accuracyGroups();
  const names = Object.keys(FORECASTERS);
  const overall: Record<string, Scores> = {};
  for (const name of names) overall[name] = { mase: 0, rmsse: 0, bias: 0 };
  let count = 0;
  log(`| group | series | ${names.map((n) => `${n} MASE | ${n} RMSSE | ${n} bias`).join(' | ')} |`);
  log(`|---|---|${names.map(() => '---|---|---').join('|')}|`);
  for (const group of groups) {
    const cells: string[] = [];
    for (const name of names) {
      const mean: Scores = { mase: 0, rmsse: 0, bias: 0 };
      for (const series of group.series) {
        const history = series.slice(0, HISTORY);
        const actual = series.slice(HISTORY);
        const s = score(history, actual, FORECASTERS[name]!(history));
        mean.mase += s.mase / group.series.length;
        mean.rmsse += s.rmsse / group.series.length;
        mean.bias += s.bias / group.series.length;
        overall[name]!.mase += s.mase;
        overall[name]!.rmsse += s.rmsse;
        overall[name]!.bias += s.bias;
      }
      cells.push(mean.mase.toFixed(3), mean.rmsse.toFixed(3), `${(mean.bias * 100).toFixed(1)}%`);
    }
    count += group.series.length;
    log(`| ${group.name} | ${group.series.length} | ${cells.join(' | ')} |`);
  }
  const cells: string[] = [];
  for (const name of names) {
    const s = overall[name]!;
    s.mase /= count;
    s.rmsse /= count;
    s.bias /= count;
    cells.push(s.mase.toFixed(3), s.rmsse.toFixed(3), `${(s.bias * 100).toFixed(1)}%`);
  }
  log(`| overall | ${count} | ${cells.join(' | ')} |`);
  return overall;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) runAccuracy();
