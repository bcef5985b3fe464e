import { Anchor, Badge, Button, Group, Stack, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ApiErrorAlert } from '../screens/orders/ApiErrorAlert';
import { pathLink } from '../screens/orders/links';

/** A write a button starts (a mutation): what it runs and whether it is under way. */
interface Write {
  mutate: () => void;
  isPending: boolean;
}

/**
 * The top of a record's editor: a link to the list it belongs to over its title; at the right "Unsaved changes"
 * while edited, the editor's own buttons (`children`), Delete (a stored record, for those who may edit; asks
 * `deleteQuestion` first) and Create or Save.
 */
export function EditorHeader({
  list,
  title,
  dirty,
  canEdit,
  isNew,
  deleteQuestion,
  deleteColor,
  remove,
  save,
  children,
}: {
  /** The list's app path and its link's words. */
  list: { path: string; label: string };
  title: string;
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
    <Group justify="space-between" align="flex-end">
      <div>
        <Anchor component={Link} {...pathLink(list.path)} size="sm">
          {list.label}
        </Anchor>
        <Title order={1} size="h3">
          {title}
        </Title>
      </div>
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
