/**
 * The item planning chart: the projected balance (a step line) against safety stock over the horizon, with bars
 * for demand (below the axis: sales, forecast, dependent, transfer) and receipts (above: scheduled, planned). Recharts, in the
 * item screen's lazy chunk.
 */

import { memo, useMemo } from 'react';
import { Bar, Line, ReferenceLine } from 'recharts';
import { formatDate } from '../../grid/format';
import type { ChartPoint, LateMark } from './plan';
import { fmt } from './shared';
import { TimeChart } from './TimeChart';

// Darker shades: legend text and bars keep their contrast against white.
const COLORS = {
  sales: '#c92a2a',
  forecast: '#e67700',
  dependent: '#862e9c',
  transfer: '#5c940d',
  scheduled: '#2b8a3e',
  planned: '#1971c2',
  balance: '#212529',
  // Solid: a dashed path makes recharts measure its length (getTotalLength) on every render.
  safety: '#e03131',
};

const SERIES = [
  { key: 'sales', name: 'Sales demand', color: COLORS.sales },
  { key: 'forecast', name: 'Forecast demand', color: COLORS.forecast },
  { key: 'dependent', name: 'Dependent demand', color: COLORS.dependent },
  { key: 'transfer', name: 'Transfer demand', color: COLORS.transfer },
  { key: 'scheduled', name: 'Scheduled receipts', color: COLORS.scheduled },
  { key: 'planned', name: 'Planned receipts', color: COLORS.planned },
] as const;
/** The step lines over the bars: the projected balance (bold) and the safety stock. */
const STEP_LINES = [
  { key: 'balance', name: 'Projected balance', width: 2 },
  { key: 'safety', name: 'Safety stock', width: 1.5 },
] as const;

const HEIGHT = 340;

const tickDate = (value: string) => formatDate(value).replace(/, \d{4}$/, '');

/** Memoised: drawing a daily plan is the costly part of the screen, so it redraws only when its input changes. */
export const PlanChart = memo(function PlanChart({
  points,
  late,
  title,
}: {
  points: ChartPoint[];
  late: LateMark[];
  title: string;
}) {
  // Demand drawn below the axis, receipts above it; the tooltip shows the quantities as positive numbers. A zero
  // is no bar at all (most days of a daily plan have none), which keeps the drawing light.
  const data = useMemo(() => {
    const bar = (value: number) => (value === 0 ? null : value);
    return points.map((p) => ({
      ...p,
      sales: bar(-p.sales),
      forecast: bar(-p.forecast),
      dependent: bar(-p.dependent),
      transfer: bar(-p.transfer),
      scheduled: bar(p.scheduled),
      planned: bar(p.planned),
    }));
  }, [points]);
  // A series with nothing in it is left out (fewer shapes to draw; the legend names only what is there).
  const shown = useMemo(
    () => new Set(SERIES.filter((series) => points.some((p) => p[series.key] !== 0)).map((s) => s.key)),
    [points],
  );
  return (
    <TimeChart
      title={title}
      testId="plan-chart"
      height={HEIGHT}
      data={data}
      timeKey="date"
      timeLabel={formatDate}
      tickLabel={tickDate}
      valueLabel={fmt}
      tooltipValue={(v) => fmt(Math.abs(v))}
      top={24}
      stackOffset="sign"
      caption={
        <>
          {title}: bars below the axis are demand, above it receipts; the black step line is the projected
          balance after each bucket, the red line the safety stock.
          {late.length > 0 && (
            <span data-testid="chart-late">
              {' '}
              Late planned orders:{' '}
              {late.map((mark) => `${mark.order} (received ${formatDate(mark.date)})`).join(', ')}.
            </span>
          )}
        </>
      }
    >
      <ReferenceLine y={0} stroke="#868e96" />
      {SERIES.filter((series) => shown.has(series.key)).map((series) => (
        <Bar
          key={series.key}
          dataKey={series.key}
          name={series.name}
          stackId="flow"
          fill={series.color}
          isAnimationActive={false}
        />
      ))}
      {STEP_LINES.map((line) => (
        <Line
          key={line.key}
          dataKey={line.key}
          name={line.name}
          type="stepAfter"
          stroke={COLORS[line.key]}
          strokeWidth={line.width}
          dot={false}
          isAnimationActive={false}
        />
      ))}
      {late.map((mark, i) => (
        <ReferenceLine
          key={mark.order}
          x={mark.date}
          stroke={COLORS.sales}
          strokeDasharray="2 2"
          // Staggered, so the labels of late orders received on nearby days do not overlap.
          label={{
            value: `Late ${mark.order}`,
            position: 'insideTopLeft',
            offset: 4 + (i % 5) * 14,
            fontSize: 11,
            fill: '#a61e4d',
          }}
        />
      ))}
    </TimeChart>
  );
});
