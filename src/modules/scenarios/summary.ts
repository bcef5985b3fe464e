import { Type } from 'typebox';
import type { MemoryRow } from '../../core/list/memory.js';

/** The figures a comparison sums, each as Base, Scenario and Difference. */
const FIGURES = ['Suggested Spend', 'Late Orders', 'Stockout Days', 'Planned Receipts'] as const;

const figureFields = Object.fromEntries(
  FIGURES.flatMap((figure) => [
    [`Base ${figure}`, Type.Number()],
    [`Scenario ${figure}`, Type.Number()],
    [`${figure} Difference`, Type.Number({ description: 'Scenario − base' })],
  ]),
);

export const ScenarioSummarySchema = Type.Object({
  'SKUs Compared': Type.Integer({ description: 'SKUs in either plan' }),
  'SKUs Changed': Type.Integer({ description: 'SKUs with any figure changed (Changed in the comparison)' }),
  'Items Changed': Type.Integer({ description: 'Distinct items of the changed SKUs' }),
  ...figureFields,
});

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/** What a scenario changes, over all SKUs of the comparison: the sums of its figures and the count of changed SKUs. */
export function comparisonSummary(rows: readonly MemoryRow[]) {
  const changed = rows.filter((row) => row.Changed === true);
  const sums: Record<string, number> = {};
  for (const figure of FIGURES)
    for (const key of [`Base ${figure}`, `Scenario ${figure}`, `${figure} Difference`])
      sums[key] = round6(rows.reduce((total, row) => total + Number(row[key] ?? 0), 0));
  return {
    'SKUs Compared': rows.length,
    'SKUs Changed': changed.length,
    'Items Changed': new Set(changed.map((row) => row['Item Number'])).size,
    ...sums,
  };
}
