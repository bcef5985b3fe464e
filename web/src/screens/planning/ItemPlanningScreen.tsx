import { Card, Group, Loader, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import { formatDate } from '../../grid/format';
import { ForecastLink } from '../forecasting/shared';
import { ApiErrorAlert } from '../orders/ApiErrorAlert';
import { addDays, itemByNumberQuery, itemChartQuery, lastRunQuery } from './api';
import { BomTree } from './BomTree';
import { BucketTable, useBucketRows, useRenderMeasure } from './BucketTable';
import { ExceptionsTable, PeggingTables } from './ItemPegging';
import { PlanChart } from './PlanChart';
import { type Bucket, bucketStart, chartPoints, lateMarks } from './plan';
import type { PlanningSearch } from './routes';
import {
  chosenSku,
  Figure,
  fmt,
  ItemTitle,
  PageTitle,
  SectionCard,
  SkuPicker,
  skuKey,
  skuLabel,
  UnknownItem,
} from './shared';

/** Item planning: per SKU, the plan over the horizon as a chart and a bucket table, its exceptions, pegging and BOM. */
export function ItemPlanningScreen() {
  const params = useParams({ strict: false }) as { item?: string };
  const item = params.item ?? '';
  const search = useSearch({ strict: false }) as PlanningSearch;
  const navigate = useNavigate();
  const bucket: Bucket = search.bucket ?? 'Week';
  const found = useQuery(itemByNumberQuery(item));
  const chart = useQuery({ ...itemChartQuery(found.data?.id ?? 0), enabled: !!found.data });
  const run = useQuery(lastRunQuery);
  const skus = chart.data?.skus ?? [];
  const sku = chosenSku(skus, search);
  const table = useBucketRows(item, sku, bucket);
  const planDate = chart.data?.['Plan Date'] ?? null;
  const horizon = run.data?.['Horizon Days'] ?? 365;
  const points = useMemo(
    () => (sku && planDate ? chartPoints(sku, planDate, horizon, bucket) : []),
    [sku, planDate, horizon, bucket],
  );
  const late = useMemo(
    () => (sku ? lateMarks(sku).map((m) => ({ ...m, date: bucketStart(m.date, bucket) })) : []),
    [sku, bucket],
  );
  const lateExact = useMemo(() => (sku ? lateMarks(sku) : []), [sku]);
  useRenderMeasure(points.length > 0 && !!table.data, `${sku ? skuKey(sku) : ''}:${bucket}`);

  const setSearch = (next: Partial<PlanningSearch>) =>
    void navigate({ to: '.', search: { ...search, ...next } as never, replace: true });

  if (found.error || chart.error) return <ApiErrorAlert error={found.error ?? chart.error} />;
  if (found.data === null) return <UnknownItem item={item} />;
  if (!chart.data) return <Loader aria-label="Loading the plan" />;

  return (
    <Stack gap="md">
      <PageTitle
        actions={
          <ForecastLink item={item} warehouse={sku?.['Warehouse Number']} sub={sku?.['Sub Item Number']} />
        }
      >
        <ItemTitle description={found.data?.description}>Planning of {item}</ItemTitle>
      </PageTitle>
      {!sku ? (
        <Text>
          {chart.data['Plan Run Id'] === null
            ? 'No planning run yet: run planning from the plan overview.'
            : 'This item was not planned in the last run.'}
        </Text>
      ) : (
        <>
          <Group justify="space-between" align="flex-end">
            <SkuPicker skus={skus} sku={sku} onPick={setSearch} />
            <SegmentedControl
              aria-label="Bucket"
              value={bucket}
              onChange={(value) => setSearch({ bucket: value as Bucket })}
              data={['Day', 'Week', 'Month']}
            />
          </Group>
          <SimpleGrid cols={{ base: 2, sm: 5 }}>
            <Figure label="Source" value={sku.Source} />
            <Figure label="On hand" value={fmt(sku['On Hand'])} />
            <Figure label="Safety stock" value={fmt(sku['Safety Stock'])} />
            <Figure label="Plan date" value={formatDate(planDate)} />
            <Figure label="Exceptions" value={sku.exceptions.length} />
          </SimpleGrid>
          <Card withBorder padding="md">
            <PlanChart
              points={points}
              late={late}
              title={`Projected balance of ${item} in ${skuLabel(sku)} by ${bucket.toLowerCase()}, from ${formatDate(planDate)} to ${formatDate(addDays(planDate ?? '', horizon - 1))}`}
            />
          </Card>
          <SectionCard title={`Plan by ${bucket.toLowerCase()}`} gap="xs">
            {table.error ? (
              <ApiErrorAlert error={table.error} />
            ) : table.data ? (
              <BucketTable rows={table.data} late={lateExact} bucket={bucket} />
            ) : (
              <Loader size="sm" aria-label="Loading the buckets" />
            )}
          </SectionCard>
          <SectionCard title="Exceptions" gap="xs">
            <ExceptionsTable sku={sku} />
          </SectionCard>
          <SectionCard title="Pegging" gap="xs">
            <PeggingTables sku={sku} />
          </SectionCard>
          {sku.Source === 'Make' && (
            <SectionCard title={`Bill of materials in ${sku['Warehouse Number']}`} gap="xs">
              <BomTree item={item} warehouse={sku['Warehouse Number']} />
            </SectionCard>
          )}
        </>
      )}
    </Stack>
  );
}
