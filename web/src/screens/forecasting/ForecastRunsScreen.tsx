import { Button, Group, Select, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { typedApi, unwrap } from '../../api/typed';
import { formatDate, formatDateTime } from '../../grid/format';
import { queryClient, useHasPrivilege } from '../../session/session';
import { ListPagination } from '../ListPagination';
import { Figure, PageTitle, RunDateInput, SectionCard, WholeNumberInput } from '../planning/shared';
import { TableHead } from '../TableHead';
import { FORECAST_METHODS, type ForecastRunBody, forecastRunsQuery, parseObject } from './api';
import { ErrorInWords, methodCounts, num } from './shared';

const today = () => new Date().toISOString().slice(0, 10);
/** Numbers typed as a list: separated by commas, spaces or new lines. */
const numbers = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((n) => n.trim())
    .filter((n) => n !== '');

/** The numbers of one master the run is limited to, typed as a list; empty: every one. */
function NumberListInput({
  master,
  value,
  onChange,
}: {
  master: 'item' | 'warehouse';
  value: string;
  onChange: (value: string) => void;
}) {
  const numbersOf = master === 'item' ? 'Item numbers' : 'Warehouse numbers';
  return (
    <TextInput
      label={`Only these ${master}s`}
      description={`${numbersOf}, separated by commas; empty: every ${master}`}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      w={320}
    />
  );
}

function RunForm() {
  const [asOf, setAsOf] = useState(today());
  const [history, setHistory] = useState<number | string>(36);
  const [horizon, setHorizon] = useState<number | string>(12);
  const [method, setMethod] = useState<string>('Auto');
  const [items, setItems] = useState('');
  const [warehouses, setWarehouses] = useState('');
  const run = useMutation({
    mutationFn: async () => {
      const body: ForecastRunBody = {
        'As Of': asOf,
        'History Months': Number(history),
        'Horizon Months': Number(horizon),
        Method: method as ForecastRunBody['Method'],
      };
      if (numbers(items).length > 0) body['Item Numbers'] = numbers(items);
      if (numbers(warehouses).length > 0) body['Warehouse Numbers'] = numbers(warehouses);
      return unwrap(typedApi.POST('/api/forecasting/run', { body }));
    },
    onSuccess: async (answer) => {
      notifications.show({
        color: 'green',
        title: `Forecast run ${answer['Forecast Run Id']} finished`,
        message: `${answer['SKUs Forecast']} SKUs forecast`,
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['forecasting'] }),
        queryClient.invalidateQueries({ queryKey: ['view'] }),
      ]);
    },
  });
  const answer = run.data;
  return (
    <SectionCard title="Run the statistical forecast">
      <Text size="sm" c="gray.7">
        Forecasts every SKU with sales in the history months before the month of the date, and replaces its
        statistical forecast. A planner's own forecast for a month still wins in planning.
      </Text>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          run.mutate();
        }}
      >
        <Stack gap="sm">
          <Group align="flex-end" gap="sm">
            <RunDateInput label="As of" value={asOf} onChange={setAsOf} />
            <WholeNumberInput
              label="History (months)"
              value={history}
              onChange={setHistory}
              range={[6, 120]}
            />
            <WholeNumberInput
              label="Horizon (months)"
              value={horizon}
              onChange={setHorizon}
              range={[1, 36]}
            />
            <Select
              label="Method"
              value={method}
              onChange={(value) => setMethod(value ?? 'Auto')}
              data={[{ value: 'Auto', label: 'Auto (best on the last months)' }, ...FORECAST_METHODS]}
              allowDeselect={false}
              w={260}
            />
          </Group>
          <Group align="flex-end" gap="sm">
            <NumberListInput master="item" value={items} onChange={setItems} />
            <NumberListInput master="warehouse" value={warehouses} onChange={setWarehouses} />
            <Button type="submit" loading={run.isPending}>
              Run forecast
            </Button>
          </Group>
        </Stack>
      </form>
      <ErrorInWords error={run.error} title="The forecast was not run" />
      {answer && (
        <SimpleGrid cols={{ base: 2, sm: 4 }} data-testid="forecast-run-summary">
          <Figure label="Run" value={answer['Forecast Run Id']} testId="forecast-run-id" />
          <Figure label="As of" value={formatDate(answer['As Of'])} />
          <Figure label="SKUs forecast" value={num(answer['SKUs Forecast'])} testId="forecast-run-skus" />
          <Figure label="Took" value={`${num(answer['Duration Ms'] / 1000)} s`} />
        </SimpleGrid>
      )}
      {answer && (
        <Text size="sm" data-testid="forecast-run-methods">
          Methods chosen: {methodCounts(answer.Methods) || 'none (no SKU had sales in the history)'}
        </Text>
      )}
    </SectionCard>
  );
}

function RunsTable() {
  const [page, setPage] = useState(1);
  const runs = useQuery(forecastRunsQuery(page));
  if (runs.error) return <ErrorInWords error={runs.error} title="The runs could not be read" />;
  const rows = runs.data?.data.rows ?? [];
  const total = runs.data?.extra.total ?? 0;
  return (
    <SectionCard title="Forecast runs">
      {runs.data && rows.length === 0 ? (
        <Text>No forecast run yet.</Text>
      ) : (
        <Table striped aria-label="Forecast runs">
          <TableHead
            columns={[
              'Run',
              'As of',
              'History and horizon',
              'Method',
              'SKUs forecast',
              'Methods chosen',
              'Took',
              'Started',
            ]}
          />
          <Table.Tbody>
            {rows.map((row) => {
              const parameters = parseObject(row.Parameters);
              return (
                <Table.Tr key={row['Forecast Run Id']} data-testid="forecast-run-row">
                  <Table.Td>{row['Forecast Run Id']}</Table.Td>
                  <Table.Td>{formatDate(row['As Of'])}</Table.Td>
                  <Table.Td>
                    {String(parameters['History Months'] ?? '')} months of history,{' '}
                    {String(parameters['Horizon Months'] ?? '')} forecast
                  </Table.Td>
                  <Table.Td>{String(parameters.Method ?? 'Auto')}</Table.Td>
                  <Table.Td>{num(row['SKUs Forecast'])}</Table.Td>
                  <Table.Td>{methodCounts(parseObject(row.Methods))}</Table.Td>
                  <Table.Td>{num(row['Duration Ms'] / 1000)} s</Table.Td>
                  <Table.Td>
                    {formatDateTime(row['Created At'])}
                    {row['Created By'] ? ` by ${row['Created By']}` : ''}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
      <ListPagination total={total} pageSize={10} page={page} onChange={setPage} />
    </SectionCard>
  );
}

/** Forecast runs: a new run with its parameters, and the runs so far. */
export function ForecastRunsScreen() {
  const canRun = useHasPrivilege('Demand', 'Edit');
  return (
    <Stack gap="md">
      <PageTitle
        actions={
          <Button component={Link} to="/forecasting/skus" variant="light">
            Statistical forecast by SKU
          </Button>
        }
      >
        Forecast runs
      </PageTitle>
      {canRun && <RunForm />}
      <RunsTable />
    </Stack>
  );
}
