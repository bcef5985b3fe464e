import { Alert, Button, Text } from '@mantine/core';
import { useProfile } from '../session/session';

/** Orange alerts' titles are below 4.5:1 on their light orange background: dark text (axe color-contrast). */
export const NOTICE_STYLES = { title: { color: 'var(--mantine-color-text)' } } as const;

/** Who a change is shown as: the username, "you" from another window, or another user when unknown. */
export function useChangedByLabel(who: string | null): string {
  const profile = useProfile();
  if (who === null) return 'another user';
  return who === profile.Username ? 'you in another window' : who;
}

/**
 * The record was saved on the server while the user has unsaved edits: nothing is overwritten, the user
 * decides when to load the stored version.
 */
export function ChangedNotice({
  who,
  what,
  onReload,
}: {
  who: string | null;
  what: string;
  onReload: () => void;
}) {
  const label = useChangedByLabel(who);
  return (
    <Alert color="orange" title={`Changed by ${label}`} role="alert" styles={NOTICE_STYLES}>
      <Text size="sm">
        This {what} was saved by {label} while you were editing it. Your changes are still here and nothing
        was overwritten; saving now would be refused. Reload to see the stored version (your unsaved changes
        are discarded).
      </Text>
      <Button size="xs" mt="xs" variant="default" onClick={onReload}>
        Reload
      </Button>
    </Alert>
  );
}

/** A save refused because the record was saved by someone else since it was opened: nothing was overwritten. */
export function ConflictNotice({ what, onReload }: { what: string; onReload: () => void }) {
  return (
    <Alert color="orange" title="Changed by someone else" role="alert" styles={NOTICE_STYLES}>
      <Text size="sm">
        This {what} was saved by someone else since you opened it, so your changes were not saved and nothing
        was overwritten. Reload to see the current {what}, then make your change again.
      </Text>
      <Button size="xs" mt="xs" variant="default" onClick={onReload}>
        Reload
      </Button>
    </Alert>
  );
}
