import { Anchor, Button, Group, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { listRows, typedApi, unwrap } from '../../api/typed';
import { useHasPrivilege } from '../../session/session';
import { pathLink } from '../orders/links';
import { TableHead } from '../TableHead';
import { ActionsCell, AdminTitle, ApiErrorAlert } from './shared';

interface Run {
  id: number;
  Source: string;
  'Integration Status': string;
  'Started At': string;
  'Started By': string | null;
  'Finished At': string | null;
  'Integration Message': string | null;
  'Queued Operations': number;
  'Failed Operations': number;
}

const KEY = ['integration-runs'];

/** Integration runs: start one (locks procurement; writes queue), end it (the queue is applied). */
export function IntegrationRunsScreen() {
  const queryClient = useQueryClient();
  const canEdit = useHasPrivilege('Integrations', 'Edit');
  const [source, setSource] = useState('');
  const runs = useQuery({
    queryKey: KEY,
    queryFn: () =>
      listRows<Run>('/api/integration-runs', { page_size: 50, sort: { key: 'id', type: 'Descending' } }),
    refetchInterval: 5000,
  });
  const invalidate = () => void queryClient.invalidateQueries({ queryKey: KEY });
  const start = useMutation({
    mutationFn: async () =>
      (await unwrap(typedApi.POST('/api/integration-runs', { body: { source } }))) as Run,
    onSuccess: (run) => {
      notifications.show({
        color: 'yellow',
        title: `Run #${run.id} started`,
        message: 'Procurement is locked',
      });
      setSource('');
      invalidate();
    },
  });
  const end = useMutation({
    mutationFn: async ({ run, status }: { run: Run; status: 'Completed' | 'Failed' }) =>
      (await unwrap(
        typedApi.PUT('/api/integration-runs/{id}', {
          params: { path: { id: run.id } },
          body: { 'Integration Status': status },
        }),
      )) as Run,
    onSuccess: (run) => {
      notifications.show({
        color: 'green',
        title: `Run #${run.id} ${run['Integration Status'].toLowerCase()}`,
        message: 'Procurement is unlocked; queued operations are applied',
      });
      invalidate();
    },
  });
  return (
    <Stack gap="sm">
      <AdminTitle
        actions={
          <Anchor component={Link} {...pathLink('/views/queued_operations')} size="sm">
            Queued operations
          </Anchor>
        }
      >
        Integration runs
      </AdminTitle>
      {canEdit && (
        <Paper withBorder p="sm">
          <Group align="flex-end">
            <TextInput
              label="Source"
              description="The integration that runs; procurement writes are queued until it ends"
              value={source}
              onChange={(e) => setSource(e.currentTarget.value)}
              w={360}
            />
            <Button onClick={() => start.mutate()} disabled={!source.trim()} loading={start.isPending}>
              Start run
            </Button>
          </Group>
        </Paper>
      )}
      <ApiErrorAlert error={runs.error ?? start.error ?? end.error} />
      <Table withTableBorder striped aria-label="Integration runs">
        <TableHead
          columns={[
            'Run',
            'Source',
            'Status',
            'Started',
            'Finished',
            { label: 'Queued', numeric: true },
            { label: 'Failed', numeric: true },
            'Message',
            'Actions',
          ]}
        />
        <Table.Tbody>
          {runs.data?.data.rows.map((run) => (
            <Table.Tr key={run.id}>
              <Table.Td>#{run.id}</Table.Td>
              <Table.Td>{run.Source}</Table.Td>
              <Table.Td>
                <Text size="sm" fw={run['Integration Status'] === 'Running' ? 700 : 400}>
                  {run['Integration Status']}
                </Text>
              </Table.Td>
              <Table.Td>{new Date(run['Started At']).toLocaleString()}</Table.Td>
              <Table.Td>{run['Finished At'] ? new Date(run['Finished At']).toLocaleString() : ''}</Table.Td>
              <Table.Td ta="right">{run['Queued Operations']}</Table.Td>
              <Table.Td ta="right">{run['Failed Operations']}</Table.Td>
              <Table.Td>
                <Text size="xs">{run['Integration Message']}</Text>
              </Table.Td>
              <ActionsCell shown={canEdit && run['Integration Status'] === 'Running'}>
                <Button size="compact-xs" onClick={() => end.mutate({ run, status: 'Completed' })}>
                  Complete
                </Button>
                <Button
                  size="compact-xs"
                  variant="default"
                  onClick={() => end.mutate({ run, status: 'Failed' })}
                >
                  Fail
                </Button>
              </ActionsCell>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
