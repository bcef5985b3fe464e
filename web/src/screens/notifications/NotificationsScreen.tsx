import { Alert, Badge, Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTime } from '../../grid/format';
import { ListPagination, useListPage } from '../ListPagination';
import { inboxQuery, markRead } from './notifications';

/** The in-app inbox (contract part 6): newest first, unread marked, mark as read one by one or all shown. */
export function NotificationsScreen() {
  const [unreadOnly, setUnreadOnly] = useState(false);
  const { page, setPage, fromFirstPage } = useListPage();
  const client = useQueryClient();
  const inbox = useQuery(inboxQuery(unreadOnly, page));
  const mark = useMutation({
    mutationFn: async (ids: number[]) => {
      for (const id of ids) await markRead(id);
    },
    onSettled: () => client.invalidateQueries({ queryKey: ['notifications'] }),
  });
  const rows = inbox.data?.data.rows ?? [];
  const total = inbox.data?.extra.total ?? 0;
  const unreadShown = rows.filter((r) => !r.Read).map((r) => r.id);

  return (
    <Stack gap="md" maw={900}>
      <Group justify="space-between">
        <Title order={1} size="h2">
          Notifications
        </Title>
        <Group>
          <Switch
            label="Unread only"
            checked={unreadOnly}
            onChange={fromFirstPage((e) => setUnreadOnly(e.currentTarget.checked))}
          />
          <Button
            variant="light"
            disabled={unreadShown.length === 0}
            loading={mark.isPending}
            onClick={() => mark.mutate(unreadShown)}
          >
            Mark all shown as read
          </Button>
        </Group>
      </Group>
      {inbox.error && (
        <Alert color="red" title="Could not load notifications">
          {inbox.error.message}
        </Alert>
      )}
      {mark.error && (
        <Alert color="red" title="Could not mark as read">
          {mark.error.message}
        </Alert>
      )}
      {inbox.isSuccess && rows.length === 0 && <Text c="gray.7">No notifications.</Text>}
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {rows.map((row) => (
          <Paper key={row.id} component="li" withBorder p="sm" bg={row.Read ? undefined : 'indigo.0'}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={2}>
                <Group gap="xs">
                  {!row.Read && <Badge size="sm">Unread</Badge>}
                  <Text size="sm" fw={600}>
                    {row.Type} · {row.Source} · {row.Event}
                  </Text>
                </Group>
                <Text size="sm">{row.Message}</Text>
                <Text size="xs" c="gray.7">
                  {formatDateTime(row['Created At'])}
                  {row['Entity Id'] ? ` · record ${row['Entity Id']}` : ''}
                </Text>
              </Stack>
              {!row.Read && (
                <Button size="xs" variant="subtle" onClick={() => mark.mutate([row.id])}>
                  Mark as read
                </Button>
              )}
            </Group>
          </Paper>
        ))}
      </Stack>
      <ListPagination total={total} pageSize={25} page={page} onChange={setPage} label="Notification pages" />
    </Stack>
  );
}
