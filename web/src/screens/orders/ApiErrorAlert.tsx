import { Alert, Text } from '@mantine/core';
import { ApiError } from '../../api/client';

/** An API error as an alert: its message and, smaller, its code and status. */
export function ApiErrorAlert({ error, title = 'Something went wrong' }: { error: unknown; title?: string }) {
  if (!error) return null;
  const coded = error instanceof ApiError ? error : null;
  return (
    <Alert color="red" title={coded?.status === 403 ? 'Not allowed' : title} role="alert">
      <Text size="sm">{error instanceof Error ? error.message : String(error)}</Text>
      {coded && (
        <Text size="xs" c="dimmed">
          {coded.code} (HTTP {coded.status})
        </Text>
      )}
    </Alert>
  );
}
