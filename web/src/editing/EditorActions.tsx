import { Badge, Button, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ApiErrorAlert } from '../screens/orders/ApiErrorAlert';

/** A write a button starts (a mutation): what it runs and whether it is under way. */
interface Write {
  mutate: () => void;
  isPending: boolean;
}

/**
 * The buttons at the top right of a record's editor: "Unsaved changes" while edited, the editor's own buttons
 * (`children`), Delete (a stored record, for those who may edit; asks `deleteQuestion` first) and Create or Save.
 */
export function EditorActions({
  dirty,
  canEdit,
  isNew,
  deleteQuestion,
  deleteColor,
  remove,
  save,
  children,
}: {
  dirty: boolean;
  canEdit: boolean;
  isNew: boolean;
  deleteQuestion: string;
  deleteColor?: string;
  remove: Write;
  save: Write;
  children?: ReactNode;
}) {
  return (
    <Group gap="xs">
      {dirty && (
        <Badge color="yellow" variant="light" c="dark">
          Unsaved changes
        </Badge>
      )}
      {children}
      {!isNew && canEdit && (
        <Button
          variant="default"
          color={deleteColor}
          onClick={() => {
            if (window.confirm(deleteQuestion)) remove.mutate();
          }}
          loading={remove.isPending}
        >
          Delete
        </Button>
      )}
      <Button onClick={() => save.mutate()} loading={save.isPending} disabled={!canEdit}>
        {isNew ? 'Create' : 'Save'}
      </Button>
    </Group>
  );
}

/** An editor whose record (or its columns) could not be read: its title and why. */
export function EditorOpenError({
  title,
  message,
  error,
}: {
  title: string;
  message: string;
  error: unknown;
}) {
  return (
    <Stack>
      <Title order={1} size="h3">
        {title}
      </Title>
      <ApiErrorAlert title={message} error={error} />
    </Stack>
  );
}
