/** A bar chart of rows from a view (dashboards, analysis), each bar optionally leading to the rows behind it. */
import {
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { ListRow } from '../../api/types';
import { fmt } from './shared';

export interface Series {
  key: string;
  name: string;
  color: string;
  /** Drawn as a line (e.g. a rate over the bars' quantities), on its own axis at the right. */
  line?: boolean;
  /** A percentage: the right axis runs from 0 to 100. */
  percent?: boolean;
}

export function RowsChart({
  rows,
  category,
  series,
  label,
  onSelect,
  height = 260,
}: {
  rows: ListRow[];
  category: string;
  series: Series[];
  label: string;
  onSelect?: (row: ListRow) => void;
  height?: number;
}) {
  const hasLine = series.some((s) => s.line);
  const Chart = hasLine ? ComposedChart : BarChart;
  return (
    <figure style={{ margin: 0 }} aria-label={label} data-testid="rows-chart">
      <div style={{ width: '100%', height }}>
        <ResponsiveContainer width="100%" height="100%" debounce={50}>
          <Chart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey={category} tick={{ fontSize: 11 }} interval="preserveStartEnd" />
            <YAxis yAxisId="left" tickFormatter={(v: number) => fmt(v)} tick={{ fontSize: 11 }} width={70} />
            {hasLine && (
              <YAxis
                yAxisId="right"
                orientation="right"
                domain={series.some((s) => s.percent) ? [0, 100] : ['auto', 'auto']}
                tickFormatter={(v: number) => fmt(v)}
                tick={{ fontSize: 11 }}
                width={50}
              />
            )}
            <Tooltip formatter={(value) => fmt(value)} isAnimationActive={false} />
            {series.length > 1 && <Legend wrapperStyle={{ fontSize: 12 }} />}
            {series.map((s) => {
              // What a line and a bar both take: the value drawn and its name in the legend and tooltip.
              const mark = { dataKey: s.key, name: s.name, isAnimationActive: false };
              return s.line ? (
                <Line key={s.key} yAxisId="right" {...mark} stroke={s.color} strokeWidth={2} dot={{ r: 3 }} />
              ) : (
                <Bar
                  key={s.key}
                  yAxisId="left"
                  {...mark}
                  fill={s.color}
                  cursor={onSelect ? 'pointer' : undefined}
                  onClick={onSelect ? (entry) => onSelect(entry.payload as ListRow) : undefined}
                />
              );
            })}
          </Chart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
