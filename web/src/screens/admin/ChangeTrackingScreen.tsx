import { Button, Group, Paper, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { typedApi, unwrap } from '../../api/typed';
import { useHasPrivilege } from '../../session/session';
import { AdminTitle, ApiErrorAlert } from './shared';

/** Which entity types record every change in the audit log (specification 2.13). */
export function ChangeTrackingScreen() {
  const settings = useQuery({
    queryKey: ['change-tracking'],
    queryFn: () => unwrap(typedApi.GET('/api/change-tracking-settings')),
  });
  return (
    <Stack gap="sm" maw={800}>
      <AdminTitle>Change tracking</AdminTitle>
      <Text size="sm" c="dimmed">
        Creates, updates and deletes of the switched-on types are recorded in the audit log.
      </Text>
      <ApiErrorAlert error={settings.error} />
      {settings.data && <SettingsForm key={settings.dataUpdatedAt} stored={settings.data.entities} />}
    </Stack>
  );
}

function SettingsForm({ stored }: { stored: Record<string, boolean> }) {
  const queryClient = useQueryClient();
  const canEdit = useHasPrivilege('Change Tracking Settings', 'Edit');
  const [entities, setEntities] = useState(stored);
  const changed = Object.fromEntries(Object.entries(entities).filter(([key, on]) => stored[key] !== on));
  const save = useMutation({
    // Only the entities in the body change (specification 4.6).
    mutationFn: () => unwrap(typedApi.PUT('/api/change-tracking-settings', { body: { entities: changed } })),
    onSuccess: () => {
      notifications.show({ color: 'green', title: 'Change tracking saved', message: '' });
      void queryClient.invalidateQueries({ queryKey: ['change-tracking'] });
    },
  });
  return (
    <Paper withBorder p="sm">
      <ApiErrorAlert error={save.error} title="Not saved" />
      <SimpleGrid cols={2} spacing="xs">
        {Object.keys(entities).map((entity) => (
          <Switch
            key={entity}
            label={entity}
            checked={entities[entity] === true}
            disabled={!canEdit}
            onChange={(event) => {
              const on = event.currentTarget.checked;
              setEntities((e) => ({ ...e, [entity]: on }));
            }}
          />
        ))}
      </SimpleGrid>
      <Group justify="flex-end" mt="sm">
        <Button
          onClick={() => save.mutate()}
          disabled={!canEdit || Object.keys(changed).length === 0}
          loading={save.isPending}
        >
          Save
        </Button>
      </Group>
    </Paper>
  );
}
