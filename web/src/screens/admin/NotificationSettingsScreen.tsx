import {
  ActionIcon,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type AnswerOf, type BodyOf, listRows, typedApi, unwrap } from '../../api/typed';
import { TableHead } from '../TableHead';
import { AdminTitle, ApiErrorAlert, CUSTOM_TABLES } from './shared';

/** A notification setting as the service answers it. */
type Setting = AnswerOf<'/api/user-notification-settings', 'post'>;

const TYPES = ['Procurement', 'Demand', 'Manufacturing', 'Inventory', 'Item Master', 'Integrations'];
const SOURCES = [
  ...CUSTOM_TABLES,
  'SupplierMaster',
  'CustomerMaster',
  'WarehouseMaster',
  'IntegrationRun',
  'PlanningRun',
];
const EVENTS = ['Created', 'Updated', 'Deleted', 'StatusChange', 'Completed'];
const KEY = ['notification-settings'];

/** The signed-in user's notification settings (specification 2.12): which events notify, and how. */
export function NotificationSettingsScreen() {
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: KEY,
    queryFn: () => listRows<Setting>('/api/user-notification-settings', { page_size: 1000 }),
  });
  const invalidate = () => void queryClient.invalidateQueries({ queryKey: KEY });
  const toggle = useMutation({
    mutationFn: (setting: Setting) =>
      unwrap(
        typedApi.PUT('/api/user-notification-settings/{id}', {
          params: { path: { id: setting.id } },
          body: { enabled: !setting.enabled },
        }),
      ),
    onSuccess: invalidate,
  });
  const remove = useMutation({
    mutationFn: (setting: Setting) =>
      unwrap(
        typedApi.DELETE('/api/user-notification-settings/{id}', { params: { path: { id: setting.id } } }),
      ),
    onSuccess: invalidate,
  });
  return (
    <Stack gap="sm" maw={1000}>
      <AdminTitle>Notification settings</AdminTitle>
      <ApiErrorAlert error={settings.error ?? toggle.error ?? remove.error} />
      <Table withTableBorder striped aria-label="Notification settings">
        <TableHead columns={['Type', 'Source', 'Event', 'Channel', 'Filters', 'Enabled', 'Delete']} />
        <Table.Tbody>
          {settings.data?.data.rows.map((s) => (
            <Table.Tr key={s.id}>
              <Table.Td>{s.type}</Table.Td>
              <Table.Td>{s.source}</Table.Td>
              <Table.Td>{s.event}</Table.Td>
              <Table.Td>{s.channel}</Table.Td>
              <Table.Td>
                <Text size="xs">{s.filters ? JSON.stringify(s.filters) : 'all'}</Text>
              </Table.Td>
              <Table.Td>
                <Switch
                  aria-label={`${s.source} ${s.event} ${s.channel} enabled`}
                  checked={s.enabled}
                  onChange={() => toggle.mutate(s)}
                />
              </Table.Td>
              <Table.Td>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Delete ${s.source} ${s.event} ${s.channel}`}
                  onClick={() => remove.mutate(s)}
                >
                  ×
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <AddSetting onAdded={invalidate} />
    </Stack>
  );
}

function AddSetting({ onAdded }: { onAdded: () => void }) {
  const [values, setValues] = useState({
    type: 'Procurement',
    source: 'PurchaseOrderList',
    event: 'StatusChange',
    channel: 'in-app',
    filterColumn: '',
    filterValues: '',
  });
  const set = (key: keyof typeof values) => (value: string | null) =>
    setValues((v) => ({ ...v, [key]: value ?? '' }));
  const add = useMutation({
    mutationFn: () =>
      unwrap(
        typedApi.POST('/api/user-notification-settings', {
          body: {
            type: values.type,
            source: values.source,
            event: values.event,
            // One of the select's channels (CHANNELS).
            channel: values.channel as BodyOf<'/api/user-notification-settings', 'post'>['channel'],
            enabled: true,
            filters:
              values.filterColumn.trim() && values.filterValues.trim()
                ? {
                    [values.filterColumn.trim()]: values.filterValues
                      .split(',')
                      .map((v) => v.trim())
                      .filter(Boolean),
                  }
                : null,
          },
        }),
      ),
    onSuccess: onAdded,
  });
  const select = (key: 'type' | 'source' | 'event' | 'channel', label: string, data: string[]) => (
    <Select
      label={label}
      data={data}
      value={values[key]}
      onChange={set(key)}
      allowDeselect={false}
      searchable
      comboboxProps={{ withinPortal: true }}
    />
  );
  return (
    <Paper withBorder p="sm">
      <Title order={2} size="h5" mb="xs">
        Add a setting
      </Title>
      <ApiErrorAlert error={add.error} title="Not added" />
      <SimpleGrid cols={3} spacing="sm">
        {select('type', 'Type', TYPES)}
        {select('source', 'Source', SOURCES)}
        {select('event', 'Event', EVENTS)}
        {select('channel', 'Channel', ['in-app', 'email'])}
        <TextInput
          label="Filter column"
          description="Optional, e.g. Warehouse Number"
          value={values.filterColumn}
          onChange={(e) => set('filterColumn')(e.currentTarget.value)}
        />
        <TextInput
          label="Filter values"
          description="Comma-separated"
          value={values.filterValues}
          onChange={(e) => set('filterValues')(e.currentTarget.value)}
        />
      </SimpleGrid>
      <Group justify="flex-end" mt="xs">
        <Button onClick={() => add.mutate()} loading={add.isPending}>
          Add setting
        </Button>
      </Group>
    </Paper>
  );
}
