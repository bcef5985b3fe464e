import { Card, SimpleGrid, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { typedApi, unwrap } from '../../api/typed';
import { ApiErrorAlert } from '../orders/ApiErrorAlert';

type Figure = 'Suggested Spend' | 'Late Orders' | 'Stockout Days' | 'Planned Receipts';
type Summary = { 'SKUs Compared': number; 'SKUs Changed': number; 'Items Changed': number } & Record<
  `Base ${Figure}` | `Scenario ${Figure}` | `${Figure} Difference`,
  number
>;

const number = new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 });
const money = new Intl.NumberFormat(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const signed = (value: number, format: Intl.NumberFormat) =>
  value === 0 ? 'no change' : `${value > 0 ? '+' : '−'}${format.format(Math.abs(value))}`;

const FIGURES: { figure: Figure; label: string; format: Intl.NumberFormat }[] = [
  { figure: 'Suggested Spend', label: 'Suggested spend', format: money },
  { figure: 'Late Orders', label: 'Late orders', format: number },
  { figure: 'Stockout Days', label: 'Stockout days', format: number },
  { figure: 'Planned Receipts', label: 'Planned receipts', format: number },
];

/** What the scenario changes, summed over every SKU: items changed and each figure base → scenario. */
export function ComparisonSummary({ id, stamp }: { id: number; stamp: string | undefined }) {
  const summary = useQuery({
    queryKey: ['comparison', String(id), stamp, 'summary'],
    queryFn: async ({ signal }) =>
      (await unwrap(
        typedApi.GET('/api/scenario-analysis/{id}/summary', { params: { path: { id } }, signal }),
      )) as Summary,
  });
  if (summary.error) return <ApiErrorAlert error={summary.error} title="The summary could not be read" />;
  const s = summary.data;
  if (!s) return <Text size="sm">Planning the scenario…</Text>;
  return (
    <section aria-label="What the scenario changes">
      <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs">
        <Card withBorder padding="sm">
          <Text size="xs" c="gray.7">
            Items changed
          </Text>
          <Text fw={600} size="lg" data-testid="summary-items">
            {number.format(s['Items Changed'])}
          </Text>
          <Text size="xs" c="gray.7">
            {number.format(s['SKUs Changed'])} of {number.format(s['SKUs Compared'])} item-warehouses
          </Text>
        </Card>
        {FIGURES.map(({ figure, label, format }) => (
          <Card withBorder padding="sm" key={figure}>
            <Text size="xs" c="gray.7">
              {label}
            </Text>
            <Text fw={600} size="lg" data-testid={`summary-${figure}`}>
              {signed(s[`${figure} Difference`], format)}
            </Text>
            <Text size="xs" c="gray.7">
              {format.format(s[`Base ${figure}`])} → {format.format(s[`Scenario ${figure}`])}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      {s['SKUs Changed'] === 0 && (
        <Text size="sm" mt="xs">
          This scenario changes nothing in the plan.
        </Text>
      )}
    </section>
  );
}
