import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Progress,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { typedApi, unwrap } from '../../api/typed';
import { formatDate, formatDateTime } from '../../grid/format';
import { ListErrorAlert } from '../../grid/ListErrorAlert';
import { queryClient, useHasPrivilege } from '../../session/session';
import { ApiErrorAlert } from '../orders/ApiErrorAlert';
import { pathLink } from '../orders/links';
import { type HeadColumn, TableHead } from '../TableHead';
import {
  EXCEPTION_TYPES,
  type ExceptionType,
  lastRunQuery,
  type PlanRun,
  type RunAnswer,
  viewQuery,
} from './api';
import { ExceptionCards } from './ExceptionCards';
import { NetChangeStatus } from './NetChangeStatus';
import type { PlanningSearch } from './routes';
import {
  Figure,
  fmt,
  OrderLink,
  PageTitle,
  RowItemLink,
  RunDateInput,
  SectionCard,
  WholeNumberInput,
} from './shared';

const today = () => new Date().toISOString().slice(0, 10);
const PAGE = 25;

/** Elapsed seconds while a run is under way (the run answers once, at its end). */
function useElapsed(running: boolean): number {
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    if (!running) return;
    const started = Date.now();
    setElapsed(0);
    const timer = setInterval(() => setElapsed((Date.now() - started) / 1000), 200);
    return () => clearInterval(timer);
  }, [running]);
  return elapsed;
}

function RunPanel() {
  const canRun = useHasPrivilege('Inventory', 'Edit');
  const last = useQuery(lastRunQuery);
  const [planDate, setPlanDate] = useState(today());
  const [horizon, setHorizon] = useState<number | string>(365);
  const run = useMutation({
    mutationFn: () =>
      unwrap(
        typedApi.POST('/api/planning/run', {
          body: { 'Plan Date': planDate, 'Horizon Days': Number(horizon) },
        }),
      ),
    onSuccess: async (answer) => {
      notifications.show({
        color: answer.notification_type === 'Warning' ? 'orange' : 'green',
        title: `Planning run ${answer['Plan Run Id']} finished`,
        message: `${answer['SKUs Planned']} SKUs, ${answer.Exceptions} exceptions`,
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['view'] }),
        queryClient.invalidateQueries({ queryKey: ['planning'] }),
        queryClient.invalidateQueries({ queryKey: ['list'] }),
      ]);
    },
  });
  const elapsed = useElapsed(run.isPending);
  const summary: RunAnswer | PlanRun | null = run.data ?? last.data ?? null;
  // A new run of the same horizon usually takes about as long as the last one: the bar fills towards that.
  const expected = Math.max((last.data?.['Duration Ms'] ?? 2000) / 1000, 0.5);

  return (
    <SectionCard title="Planning run">
      {canRun && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            run.mutate();
          }}
        >
          <Group align="flex-end" gap="sm">
            <RunDateInput label="Plan date" value={planDate} onChange={setPlanDate} />
            <WholeNumberInput
              label="Horizon (days)"
              value={horizon}
              onChange={setHorizon}
              range={[1, 1095]}
            />
            <Button type="submit" loading={run.isPending}>
              Run planning
            </Button>
          </Group>
        </form>
      )}
      {run.isPending && (
        <Stack gap={4} aria-live="polite">
          <Progress
            value={Math.min(95, (elapsed / expected) * 100)}
            animated
            striped
            aria-label="Planning progress"
          />
          <Text size="sm" c="gray.7">
            Planning every SKU… {elapsed.toFixed(1)} s
          </Text>
        </Stack>
      )}
      <ApiErrorAlert error={run.error} title="The planning run failed" />
      {last.data ? <NetChangeStatus last={last.data} /> : null}
      {summary ? (
        <>
          {summary.notification_type === 'Warning' && (
            <Alert color="orange" title="Suggested POs queued">
              An integration run locks procurement: the Suggested POs are written when it ends.
            </Alert>
          )}
          <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }} data-testid="run-summary">
            <Figure label="Run" value={summary['Plan Run Id']} testId="run-id" />
            <Figure label="Plan date" value={formatDate(summary['Plan Date'])} />
            <Figure label="Horizon" value={`${summary['Horizon Days']} days`} />
            <Figure label="SKUs planned" value={fmt(summary['SKUs Planned'])} />
            <Figure label="Suggested PO lines" value={fmt(summary['Planned Purchase Lines'])} />
            <Figure label="Suggested MO lines" value={fmt(summary['Planned Manufacturing Lines'])} />
            <Figure label="Exceptions" value={fmt(summary.Exceptions)} testId="run-exceptions" />
          </SimpleGrid>
          <Text size="xs" c="gray.7">
            Took {fmt(summary['Duration Ms'])} ms
            {last.data && last.data['Plan Run Id'] === summary['Plan Run Id']
              ? `, started by ${last.data['Started By'] ?? 'the system'} at ${formatDateTime(last.data['Started At'])}`
              : ''}
          </Text>
        </>
      ) : (
        !last.isPending && <Text>No planning run yet.</Text>
      )}
    </SectionCard>
  );
}

const TYPE_COLOR: Record<ExceptionType, string> = {
  Late: 'orange',
  Stockout: 'red',
  'No Source': 'grape',
  Excess: 'blue',
  'Reschedule In': 'yellow',
  'Reschedule Out': 'cyan',
  Cancel: 'gray',
};

/** The columns of an exception type's table; its date and quantity sort it. */
const EXCEPTION_COLUMNS: HeadColumn<'date' | 'quantity'>[] = [
  'Item',
  'Sub item',
  'Warehouse',
  { label: 'Date', sort: 'date' },
  { label: 'Quantity', sort: 'quantity', numeric: true },
  'Order',
  'Message',
];

function ExceptionGroup({
  type,
  sort,
  dir,
  onSort,
}: {
  type: ExceptionType;
  sort: 'date' | 'quantity';
  dir: 'asc' | 'desc';
  onSort: (key: 'date' | 'quantity') => void;
}) {
  const [shown, setShown] = useState(PAGE);
  const list = useQuery(
    viewQuery('planning_exceptions', {
      filters: { 'Exception Type': [type] },
      sort: {
        key: sort === 'date' ? 'Exception Date' : 'Exception Quantity',
        type: dir === 'asc' ? 'Ascending' : 'Descending',
      },
      page_size: shown,
    }),
  );
  const total = list.data?.extra.total ?? 0;
  // A phone shows cards: the table's message column was off screen.
  const phone = useMediaQuery('(max-width: 36em)');
  if (list.error) return <ListErrorAlert error={list.error} />;
  if (!list.data || total === 0) return null;
  const headingId = `exceptions-${type.replace(' ', '-').toLowerCase()}`;
  return (
    <section aria-labelledby={headingId}>
      <Group gap="xs" mb={4}>
        <Title order={3} size="h5" id={headingId}>
          {type}
        </Title>
        <Badge color={TYPE_COLOR[type]} variant="light" c="dark.9" data-testid={`count-${type}`}>
          {total}
        </Badge>
      </Group>
      {phone && <ExceptionCards rows={list.data.data.rows} label={`${type} exceptions`} />}
      {!phone && (
        <Table striped withTableBorder aria-labelledby={headingId}>
          <TableHead columns={EXCEPTION_COLUMNS} sorting={{ key: sort, dir, onSort }} />
          <Table.Tbody>
            {list.data.data.rows.map((row) => (
              <Table.Tr key={String(row.id)} data-testid="exception-row">
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <RowItemLink row={row} />
                </Table.Td>
                <Table.Td>{(row['Sub Item Number'] as string | null) ?? ''}</Table.Td>
                <Table.Td>{String(row['Warehouse Number'])}</Table.Td>
                <Table.Td data-testid="exception-date" style={{ whiteSpace: 'nowrap' }}>
                  {formatDate(row['Exception Date'])}
                </Table.Td>
                <Table.Td style={{ textAlign: 'right' }} data-testid="exception-quantity">
                  {fmt(row['Exception Quantity'])}
                </Table.Td>
                <Table.Td>
                  {row['Order Number'] ? <OrderLink number={String(row['Order Number'])} /> : ''}
                </Table.Td>
                <Table.Td>
                  <Text size="xs">{String(row.Message ?? '')}</Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {shown < total && (
        <Button variant="subtle" size="xs" mt={4} onClick={() => setShown((n) => n + PAGE * 2)}>
          Show more {type} exceptions ({total - shown} more)
        </Button>
      )}
    </section>
  );
}

/** Plan overview: run planning and see what it found, the exceptions grouped by type. */
export function PlanOverviewScreen() {
  const search = useSearch({ strict: false }) as PlanningSearch;
  const navigate = useNavigate();
  const sort = search.sort ?? 'date';
  const dir = search.dir ?? (sort === 'date' ? 'asc' : 'desc');
  const onSort = (key: 'date' | 'quantity') => {
    const nextDir = key === sort ? (dir === 'asc' ? 'desc' : 'asc') : key === 'date' ? 'asc' : 'desc';
    void navigate({ to: '.', search: { ...search, sort: key, dir: nextDir } as never });
  };
  const last = useQuery(lastRunQuery);
  return (
    <Stack gap="md">
      <PageTitle>Plan overview</PageTitle>
      <RunPanel />
      <Card withBorder padding="md">
        <Stack gap="md">
          <Group justify="space-between">
            <Title order={2} size="h4">
              Exceptions
            </Title>
            <Group gap="md">
              <Anchor component={Link} {...pathLink('/planning/shortages')} size="sm">
                Shortages by item
              </Anchor>
              <Anchor component={Link} {...pathLink('/views/planning_exceptions')} size="sm">
                Filter the exceptions by any column
              </Anchor>
            </Group>
          </Group>
          {last.data?.Exceptions === 0 && <Text>The last run found no exceptions.</Text>}
          {EXCEPTION_TYPES.map((type) => (
            <ExceptionGroup key={type} type={type} sort={sort} dir={dir} onSort={onSort} />
          ))}
        </Stack>
      </Card>
    </Stack>
  );
}
