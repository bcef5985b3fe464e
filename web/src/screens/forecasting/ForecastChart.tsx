/**
 * One SKU's statistical forecast as a chart: the monthly sales history, the chosen method's holdout forecasts for
 * its last months (fitted without them) and the forecast from the month of As Of. Recharts, in the item screen's
 * lazy chunk.
 */
import { memo, useMemo } from 'react';
import { Line, ReferenceLine } from 'recharts';
import { TimeChart } from '../planning/TimeChart';
import type { ForecastSku } from './api';
import { num } from './shared';

// Dark enough to keep their contrast against white.
const COLORS = { history: '#212529', holdout: '#c92a2a', forecast: '#1971c2' };
const HEIGHT = 320;

/** The lines drawn: the sales history plain, the forecasts with a dot a month. */
const LINES = [
  { key: 'history', name: 'Sales history', dot: false },
  { key: 'holdout', name: 'Holdout forecast', dot: { r: 2 } },
  { key: 'forecast', name: 'Forecast', dot: { r: 2 } },
] as const;

interface Point {
  month: string;
  history: number | null;
  holdout: number | null;
  forecast: number | null;
}

const monthLabel = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString(undefined, {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** Points by month: the history, the holdout forecasts over its last months, then the forecast months. */
export function forecastPoints(sku: ForecastSku): Point[] {
  const byMonth = new Map<string, Point>();
  const at = (month: string) => {
    let point = byMonth.get(month);
    if (!point) {
      point = { month, history: null, holdout: null, forecast: null };
      byMonth.set(month, point);
    }
    return point;
  };
  for (const h of sku.history) at(h.Month).history = h.Quantity;
  for (const h of sku.holdout) at(h.Month).holdout = h.Forecast;
  for (const f of sku.forecast) at(f.Date.slice(0, 7)).forecast = f.Quantity;
  return [...byMonth.values()].sort((a, b) => a.month.localeCompare(b.month));
}

export const ForecastChart = memo(function ForecastChart({
  sku,
  title,
}: {
  sku: ForecastSku;
  title: string;
}) {
  const data = useMemo(() => forecastPoints(sku), [sku]);
  const asOfMonth = sku['As Of'].slice(0, 7);
  return (
    <TimeChart
      title={title}
      testId="forecast-chart"
      height={HEIGHT}
      data={data}
      timeKey="month"
      timeLabel={monthLabel}
      valueLabel={num}
      top={16}
      caption={
        <>
          {title}: the black line is what was sold each month, the red one what the method forecast for the
          last {sku.holdout.length} months when fitted without them, the blue one the forecast from{' '}
          {monthLabel(asOfMonth)}.
        </>
      }
    >
      <ReferenceLine
        x={asOfMonth}
        stroke="#868e96"
        label={{ value: 'As of', position: 'insideTopLeft', fontSize: 11, fill: '#495057' }}
      />
      {LINES.map((line) => (
        <Line
          key={line.key}
          dataKey={line.key}
          name={line.name}
          stroke={COLORS[line.key]}
          strokeWidth={2}
          dot={line.dot}
          isAnimationActive={false}
        />
      ))}
    </TimeChart>
  );
});
