import { Alert, Badge, Button, Drawer, Group, List, Loader, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type operations, typedApi, unwrap } from '../api/typed';
import { valueText } from './changes';

/** One row of GET /api/history/{Entity Type}/{id}: a change of the record or of one of its lines (its OpenAPI answer). */
export type HistoryRow =
  operations['getHistory']['responses'][200]['content']['application/json']['rows'][number];

const historyQuery = (entityType: string, id: number) => ({
  queryKey: ['history', entityType, id],
  queryFn: async () =>
    (
      await unwrap(
        typedApi.GET('/api/history/{entity_type}/{entity_id}', {
          params: { path: { entity_type: entityType, entity_id: String(id) } },
        }),
      )
    ).rows as HistoryRow[],
  staleTime: 0,
});

const ACTION_COLOR: Record<string, string> = { Created: 'teal.9', Updated: 'blue.9', Deleted: 'red.9' };
const ACTION_WORD: Record<string, string> = { Created: 'created', Updated: 'changed', Deleted: 'deleted' };

function Change({ row }: { row: HistoryRow }) {
  const fields = Object.entries(row.Changes);
  const when = new Date(row['Changed At']);
  return (
    <Paper withBorder p="xs" component="li" data-testid="history-entry">
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Group gap="xs">
          <Badge color={ACTION_COLOR[row.Action] ?? 'dark'} variant="outline" tt="none">
            {row.Action}
          </Badge>
          <Text size="sm" fw={600}>
            {row.Record}
          </Text>
        </Group>
        <Text size="xs" c="gray.7">
          <time dateTime={row['Changed At']}>
            {Number.isNaN(when.getTime()) ? row['Changed At'] : when.toLocaleString()}
          </time>
        </Text>
      </Group>
      <Text size="sm" c="gray.7">
        {ACTION_WORD[row.Action] ?? row.Action.toLowerCase()} by {row['Changed By'] ?? 'the system'}
      </Text>
      {row.Action === 'Updated' && fields.length > 0 && (
        <List size="sm" mt={4} spacing={2}>
          {fields.map(([field, change]) => (
            <List.Item key={field}>
              <Text span size="sm" fw={600}>
                {field}
              </Text>
              : {valueText(change.old)} → {valueText(change.new)}
            </List.Item>
          ))}
        </List>
      )}
    </Paper>
  );
}

/** The history of one record: who changed which fields from what to what, newest first, with its lines'. */
export function RecordHistory({ entityType, id }: { entityType: string; id: number }) {
  const history = useQuery(historyQuery(entityType, id));
  if (history.isPending) return <Loader size="sm" aria-label="Loading history" />;
  if (history.error)
    return (
      <Alert
        color="orange"
        role="alert"
        title="The history cannot be shown"
        styles={{ title: { color: 'var(--mantine-color-dark-9)' } }}
      >
        {history.error.message}
      </Alert>
    );
  if (history.data.length === 0) return <Text size="sm">No changes are recorded for this record yet.</Text>;
  return (
    <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Changes">
      {history.data.map((row) => (
        <Change key={row['Log Id']} row={row} />
      ))}
    </Stack>
  );
}

/** "History" beside a record screen's actions, opening the record's history in a side panel. */
export function HistoryButton({ entityType, id, title }: { entityType: string; id: number; title: string }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="default" onClick={() => setOpened(true)}>
        History
      </Button>
      <Drawer
        opened={opened}
        onClose={() => setOpened(false)}
        position="right"
        size="lg"
        title={`History of ${title}`}
        closeButtonProps={{ 'aria-label': 'Close history' }}
      >
        {opened && <RecordHistory entityType={entityType} id={id} />}
      </Drawer>
    </>
  );
}
