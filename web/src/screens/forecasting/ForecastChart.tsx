/**
 * One SKU's statistical forecast as a chart: the monthly sales history, the chosen method's holdout forecasts for
 * its last months (fitted without them) and the forecast from the month of As Of. Recharts, in the item screen's
 * lazy chunk.
 */
import { memo, useMemo } from 'react';
import { CartesianGrid, ComposedChart, Legend, Line, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import { useElementWidth } from '../planning/shared';
import type { ForecastSku } from './api';
import { num } from './shared';

// Dark enough to keep their contrast against white.
const COLORS = { history: '#212529', holdout: '#c92a2a', forecast: '#1971c2' };
const HEIGHT = 320;

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
  const [box, width] = useElementWidth();
  const data = useMemo(() => forecastPoints(sku), [sku]);
  const asOfMonth = sku['As Of'].slice(0, 7);
  return (
    <figure style={{ margin: 0 }} aria-label={title} data-testid="forecast-chart">
      <div ref={box} style={{ width: '100%', height: HEIGHT }}>
        {width > 0 && (
          <ComposedChart
            width={width}
            height={HEIGHT}
            data={data}
            margin={{ top: 16, right: 16, bottom: 0, left: 8 }}
          >
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis
              dataKey="month"
              tickFormatter={monthLabel}
              interval={Math.max(0, Math.ceil(data.length / 12) - 1)}
              tick={{ fontSize: 12 }}
            />
            <YAxis tickFormatter={(v: number) => num(v)} tick={{ fontSize: 12 }} width={72} />
            <Tooltip
              labelFormatter={(label) => monthLabel(String(label))}
              formatter={(value, name) => [num(Number(value ?? 0)), name]}
              isAnimationActive={false}
            />
            <Legend wrapperStyle={{ fontSize: 13 }} />
            <ReferenceLine
              x={asOfMonth}
              stroke="#868e96"
              label={{ value: 'As of', position: 'insideTopLeft', fontSize: 11, fill: '#495057' }}
            />
            <Line
              dataKey="history"
              name="Sales history"
              stroke={COLORS.history}
              strokeWidth={2}
              dot={false}
              connectNulls={false}
              isAnimationActive={false}
            />
            <Line
              dataKey="holdout"
              name="Holdout forecast"
              stroke={COLORS.holdout}
              strokeWidth={2}
              dot={{ r: 2 }}
              isAnimationActive={false}
            />
            <Line
              dataKey="forecast"
              name="Forecast"
              stroke={COLORS.forecast}
              strokeWidth={2}
              dot={{ r: 2 }}
              isAnimationActive={false}
            />
          </ComposedChart>
        )}
      </div>
      <figcaption style={{ fontSize: 12, color: '#495057' }}>
        {title}: the black line is what was sold each month, the red one what the method forecast for the last{' '}
        {sku.holdout.length} months when fitted without them, the blue one the forecast from{' '}
        {monthLabel(asOfMonth)}.
      </figcaption>
    </figure>
  );
});
