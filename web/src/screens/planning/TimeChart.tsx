/**
 * The frame of a chart over time (the item planning and forecast charts): a figure as wide as its box, a
 * composed chart with a horizontal grid, about twelve ticks along the time axis, a value axis, a tooltip, a
 * legend, and a caption. The series and reference lines are the children.
 */
import type { ReactNode } from 'react';
import { CartesianGrid, ComposedChart, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { useElementWidth } from './shared';

export function TimeChart({
  title,
  testId,
  height,
  data,
  timeKey,
  timeLabel,
  tickLabel = timeLabel,
  valueLabel,
  tooltipValue = valueLabel,
  top,
  stackOffset,
  caption,
  children,
}: {
  title: string;
  testId: string;
  height: number;
  data: object[];
  /** The field of a point that holds its time (a date or a month). */
  timeKey: string;
  /** A time in words, in the tooltip; on the axis too unless `tickLabel` says otherwise. */
  timeLabel: (time: string) => string;
  tickLabel?: (time: string) => string;
  /** A value in words, on the axis and in the tooltip. */
  valueLabel: (value: number) => string;
  tooltipValue?: (value: number) => string;
  /** Room above the plot, for the labels of reference lines. */
  top: number;
  stackOffset?: 'sign';
  caption: ReactNode;
  children: ReactNode;
}) {
  const [box, width] = useElementWidth();
  return (
    <figure style={{ margin: 0 }} aria-label={title} data-testid={testId}>
      <div ref={box} style={{ width: '100%', height }}>
        {width > 0 && (
          <ComposedChart
            width={width}
            height={height}
            data={data}
            stackOffset={stackOffset ?? 'none'}
            margin={{ top, right: 16, bottom: 0, left: 8 }}
          >
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            {/* A fixed tick interval: with its default, recharts measures the text of every one of 365 labels. */}
            <XAxis
              dataKey={timeKey}
              tickFormatter={tickLabel}
              interval={Math.max(0, Math.ceil(data.length / 12) - 1)}
              tick={{ fontSize: 12 }}
            />
            <YAxis tickFormatter={valueLabel} tick={{ fontSize: 12 }} width={72} />
            <Tooltip
              labelFormatter={(label) => timeLabel(String(label))}
              formatter={(value, name) => [tooltipValue(Number(value ?? 0)), name]}
              isAnimationActive={false}
            />
            <Legend wrapperStyle={{ fontSize: 13 }} />
            {children}
          </ComposedChart>
        )}
      </div>
      <figcaption style={{ fontSize: 12, color: '#495057' }}>{caption}</figcaption>
    </figure>
  );
}
