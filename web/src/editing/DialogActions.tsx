import { Button, Group } from '@mantine/core';

/** A dialog's buttons at its bottom right: Cancel (closes it), and the one that does what the dialog is for. */
export function DialogActions({
  label,
  onCancel,
  onConfirm,
  loading,
  disabled,
}: {
  label: string;
  onCancel: () => void;
  onConfirm: () => void;
  loading: boolean;
  disabled?: boolean;
}) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        Cancel
      </Button>
      <Button onClick={onConfirm} loading={loading} disabled={disabled}>
        {label}
      </Button>
    </Group>
  );
}
