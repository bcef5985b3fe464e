/**
 * One SKU's projected balance in the base plan and in the scenario, as two step lines on one chart, with both
 * safety stocks. Each series lists only the days on which something happens; the balance holds until the next.
 */
import { useMemo } from 'react';
import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { AnswerOf } from '../../api/typed';
import { formatDate } from '../../grid/format';

/** One SKU's balances as the scenario's item plan answers them. */
type SkuBalances = AnswerOf<'/api/scenario-analysis/{id}/item/{item_number}', 'get'>['skus'][number];
type BalancePoint = SkuBalances['Base'][number];

/** Every date of either series and the horizon's last day, each carrying both balances forward. */
function merged(sku: SkuBalances, endDate: string) {
  const dates = [...new Set([...sku.Base, ...sku.Scenario].map((p) => p.Date).concat(endDate))].sort();
  const at = (points: BalancePoint[]) => {
    let i = -1;
    return (date: string) => {
      while (i + 1 < points.length && (points[i + 1] as BalancePoint).Date <= date) i++;
      return i < 0 ? null : (points[i] as BalancePoint).Balance;
    };
  };
  const base = at(sku.Base);
  const scenario = at(sku.Scenario);
  return dates.map((date) => ({ date, base: base(date), scenario: scenario(date) }));
}

export function BalanceChart({ sku, endDate }: { sku: SkuBalances; endDate: string }) {
  const data = useMemo(() => merged(sku, endDate), [sku, endDate]);
  const title = `Projected balance of ${sku['Item Number']}${sku['Sub Item Number'] ? ` / ${sku['Sub Item Number']}` : ''} in ${sku['Warehouse Number']}: base against scenario`;
  return (
    <figure style={{ margin: 0 }} aria-label={title} data-testid="scenario-balance-chart">
      <figcaption style={{ fontSize: 14, fontWeight: 600, marginBottom: 4 }}>{title}</figcaption>
      <div style={{ width: '100%', height: 300 }}>
        <ResponsiveContainer>
          <LineChart data={data} margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="date" tickFormatter={(v: string) => formatDate(v)} tick={{ fontSize: 12 }} />
            <YAxis tick={{ fontSize: 12 }} width={64} />
            <Tooltip labelFormatter={(label) => formatDate(String(label))} isAnimationActive={false} />
            <Legend wrapperStyle={{ fontSize: 13 }} />
            <ReferenceLine y={sku['Base Safety Stock']} stroke="#868e96" label="Safety stock (base)" />
            {sku['Scenario Safety Stock'] !== sku['Base Safety Stock'] && (
              <ReferenceLine
                y={sku['Scenario Safety Stock']}
                stroke="#e03131"
                label="Safety stock (scenario)"
              />
            )}
            <Line
              type="stepAfter"
              dataKey="base"
              name="Base"
              stroke="#212529"
              dot={false}
              isAnimationActive={false}
            />
            <Line
              type="stepAfter"
              dataKey="scenario"
              name="Scenario"
              stroke="#1971c2"
              dot={false}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
