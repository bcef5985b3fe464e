import { Button, Group, Modal, Text } from '@mantine/core';
import { useBlocker } from '@tanstack/react-router';
import { type ReactNode, useCallback, useRef } from 'react';

export interface UnsavedGuard {
  /** The "Leave without saving?" dialog: render it once in the editor. */
  dialog: ReactNode;
  /** Lets the next navigation through at once (a save that navigates to the stored record). */
  release: () => void;
}

/**
 * Asks before unsaved edits are lost: a dialog when the user navigates inside the app (TanStack Router's
 * blocker), the browser's own question when the tab is closed or reloaded (`beforeunload`).
 */
export function useUnsavedGuard(dirty: boolean, what = 'this record'): UnsavedGuard {
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const blocker = useBlocker({
    shouldBlockFn: () => dirtyRef.current,
    enableBeforeUnload: () => dirtyRef.current,
    withResolver: true,
  });
  const release = useCallback(() => {
    dirtyRef.current = false;
  }, []);
  const dialog = (
    <Modal
      opened={blocker.status === 'blocked'}
      onClose={() => blocker.reset?.()}
      title="Leave without saving?"
      withCloseButton={false}
      centered
    >
      <Text size="sm">You have unsaved changes to {what}. Leaving now discards them.</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          Stay and keep editing
        </Button>
        <Button color="red.9" onClick={() => blocker.proceed?.()}>
          Leave and discard changes
        </Button>
      </Group>
    </Modal>
  );
  return { dialog, release };
}
