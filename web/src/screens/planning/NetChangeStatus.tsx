import { Group, Switch, Text } from '@mantine/core';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { typedApi, unwrap } from '../../api/typed';
import { formatDateTime } from '../../grid/format';
import { queryClient, useHasPrivilege } from '../../session/session';
import { ApiErrorAlert } from '../orders/ApiErrorAlert';
import type { PlanRun } from './api';

export const planningSettingsQuery = queryOptions({
  queryKey: ['planning', 'settings'],
  queryFn: ({ signal }) => unwrap(typedApi.GET('/api/planning/settings', { signal })),
});

/**
 * Whether the plan follows every change (net change, planning.md part 7), when it last did and how many SKUs it
 * replanned; a switch for those who may edit Inventory.
 */
export function NetChangeStatus({ last }: { last: PlanRun | null }) {
  const canEdit = useHasPrivilege('Inventory', 'Edit');
  const settings = useQuery(planningSettingsQuery);
  const change = useMutation({
    mutationFn: (on: boolean) =>
      unwrap(typedApi.PUT('/api/planning/settings', { body: { 'Net Change': on } })),
    onSuccess: (answer) => queryClient.setQueryData(planningSettingsQuery.queryKey, answer),
  });
  if (!settings.data) return <ApiErrorAlert error={settings.error} title="Net change settings unavailable" />;
  const on = settings.data['Net Change'];
  const replanned =
    last?.Kind === 'Net Change'
      ? ` Last kept current ${formatDateTime(last['Finished At'])}: ${last['SKUs Replanned'] ?? 0} SKUs replanned.`
      : '';
  return (
    <Group gap="md" wrap="wrap">
      {canEdit ? (
        <Switch
          checked={on}
          onChange={(e) => change.mutate(e.currentTarget.checked)}
          label="Keep the plan current after every change"
          disabled={change.isPending}
        />
      ) : null}
      <Text size="sm" c="gray.7" data-testid="net-change-status">
        {on
          ? `The plan follows every change to orders, inventory and master data.${replanned}`
          : 'The plan changes only when planning runs.'}
      </Text>
      <ApiErrorAlert error={change.error} title="The setting was not changed" />
    </Group>
  );
}
