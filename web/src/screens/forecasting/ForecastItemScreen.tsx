import { Button, Group, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { formatDate } from '../../grid/format';
import { pathLink } from '../orders/links';
import { itemByNumberQuery, itemPlanningPath } from '../planning/api';
import {
  chosenSku,
  Figure,
  ItemTitle,
  PageTitle,
  SkuPicker,
  skuLabel,
  UnknownItem,
} from '../planning/shared';
import { TableHead } from '../TableHead';
import { type ForecastSku, forecastItemQuery } from './api';
import { ForecastChart } from './ForecastChart';
import { ForecastMonths } from './ForecastMonths';
import type { ForecastSearch } from './routes';
import { ErrorInWords, num, percent } from './shared';

/** The holdout months, forecast against what was sold, and the forecast months (the planner's own editable). */
function ForecastTables({ sku, item }: { sku: ForecastSku; item: string }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <Stack gap="xs">
        <Title order={2} size="h5">
          Holdout: the last months, forecast without them
        </Title>
        <Table striped aria-label="Holdout months">
          <TableHead columns={['Month', 'Sold', 'Forecast', 'Error']} />
          <Table.Tbody>
            {sku.holdout.map((h) => (
              <Table.Tr key={h.Month}>
                <Table.Td>{h.Month}</Table.Td>
                <Table.Td>{num(h.Actual)}</Table.Td>
                <Table.Td>{num(h.Forecast)}</Table.Td>
                <Table.Td>{num(h.Forecast - h.Actual)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
      <ForecastMonths sku={sku} item={item} />
    </SimpleGrid>
  );
}

/** One item's statistical forecast per SKU: chart, method, parameters, pattern and holdout error. */
export function ForecastItemScreen() {
  const params = useParams({ strict: false }) as { item?: string };
  const item = params.item ?? '';
  const search = useSearch({ strict: false }) as ForecastSearch;
  const navigate = useNavigate();
  const found = useQuery(itemByNumberQuery(item));
  const answer = useQuery({ ...forecastItemQuery(found.data?.id ?? 0), enabled: !!found.data });
  const skus = answer.data?.skus ?? [];
  const sku = chosenSku(skus, search);

  if (found.error || answer.error)
    return <ErrorInWords error={found.error ?? answer.error} title="The forecast could not be read" />;
  if (found.data === null) return <UnknownItem item={item} />;
  if (!answer.data) return <Loader aria-label="Loading the forecast" />;

  return (
    <Stack gap="md">
      <PageTitle
        actions={
          <Button
            component={Link}
            {...pathLink(itemPlanningPath(item, sku?.['Warehouse Number'], sku?.['Sub Item Number']))}
            variant="light"
          >
            Planning of this item
          </Button>
        }
      >
        <ItemTitle description={found.data?.description}>Statistical forecast of {item}</ItemTitle>
      </PageTitle>
      {!sku ? (
        <Text>
          No statistical forecast for this item: it had no sales in the history of the last run, or no run has
          covered it yet.
        </Text>
      ) : (
        <>
          <SkuPicker
            skus={skus}
            sku={sku}
            onPick={(next) =>
              void navigate({ to: '.', search: { ...search, ...next } as never, replace: true })
            }
          />
          <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }}>
            <Figure label="Method" value={sku.Method} testId="forecast-method" />
            <Figure label="Parameters" value={sku.Parameters || '–'} />
            <Figure label="Demand pattern" value={sku['Demand Pattern']} testId="forecast-pattern" />
            <Figure label="Holdout MAE" value={num(sku['Holdout MAE'])} testId="forecast-mae" />
            <Figure label="Holdout WAPE" value={percent(sku['Holdout WAPE'])} testId="forecast-wape" />
            <Figure label="Bias" value={num(sku.Bias)} testId="forecast-bias" />
            <Figure label="As of" value={formatDate(sku['As Of'])} />
          </SimpleGrid>
          <Group gap="xs">
            <Text size="xs" c="gray.7">
              {sku.history.length} months of history. MAE: the mean absolute error of the holdout forecasts;
              WAPE: their absolute errors over what was sold; bias: their mean error (above zero: forecast too
              high).
            </Text>
          </Group>
          <ForecastChart sku={sku} title={`Sales and forecast of ${item} in ${skuLabel(sku)}`} />
          <ForecastTables sku={sku} item={item} />
        </>
      )}
    </Stack>
  );
}
