import { Alert, Text } from '@mantine/core';
import { ApiError } from '../../api/client';
import { plainMessage } from '../../editing/fieldMessages';

/** An API error as an alert: its message in words (no code, id or schema path). */
export function ApiErrorAlert({ error, title = 'Something went wrong' }: { error: unknown; title?: string }) {
  if (!error) return null;
  const coded = error instanceof ApiError ? error : null;
  return (
    <Alert color="red" title={coded?.status === 403 ? 'Not allowed' : title} role="alert">
      <Text size="sm">{plainMessage(error instanceof Error ? error.message : String(error))}</Text>
    </Alert>
  );
}
