import { Alert, Text } from '@mantine/core';
import { isApiError } from '../api/client';
import { plainMessage } from '../editing/fieldMessages';

/** An error's words and, for a service error, its Code and status (what a user quotes to support). */
export function listErrorParts(error: unknown): { words: string; code?: string } {
  const message = error instanceof Error ? error.message : String(error);
  if (!isApiError(error)) return { words: plainMessage(message) };
  return { words: plainMessage(message), code: `Code ${error.code} (HTTP ${error.status})` };
}

/**
 * A list grid's error: the message in words first (no schema path or id), then its Code on a line of its own,
 * never the code alone. A 403 is orange (a matter of privileges, not a fault).
 */
export function ListErrorAlert({
  error,
  title = 'Cannot show this list',
}: {
  error: unknown;
  title?: string;
}) {
  if (!error) return null;
  const { words, code } = listErrorParts(error);
  return (
    <Alert
      color={isApiError(error) && error.status === 403 ? 'orange' : 'red'}
      role="alert"
      title={title}
      data-testid="list-error"
    >
      <Text size="sm">{words}</Text>
      {code && (
        <Text size="xs" c="gray.7" mt={4}>
          {code}
        </Text>
      )}
    </Alert>
  );
}
