import { Group, Table, Title } from '@mantine/core';
import { type ChangeEvent, type ReactNode, useState } from 'react';
import type { PrivilegeName } from '../../../../src/catalogue/privileges';

/** The tables custom columns may extend (specification 2.8), declared in src/catalogue/entities.ts. */
export { CUSTOM_TABLES } from '../../../../src/catalogue/entities';
export { ApiErrorAlert } from '../orders/ApiErrorAlert';

/**
 * The rows of the role matrix: the privilege catalogue (src/catalogue/privileges.ts) grouped as the app's screens
 * are (orders, masters, planning, administration). Every privilege must have its row: `tsc` fails otherwise.
 */
export const PRIVILEGE_TYPES = [
  'Procurement',
  'Demand',
  'Manufacturing',
  'Inventory',
  'Item Master',
  'External Item Master',
  'Supplier Master',
  'Customer Master',
  'Warehouse Master',
  'Bill of Materials',
  'Scenarios',
  'Dashboard',
  'Custom Columns',
  'Change Tracking Settings',
  'Users',
  'Integrations',
  'Logs',
  'Issue Tracker',
] as const satisfies readonly PrivilegeName[];

/** A privilege of the catalogue that has no row in the matrix (none: the check below fails `tsc` otherwise). */
type Unlisted = Exclude<PrivilegeName, (typeof PRIVILEGE_TYPES)[number]>;
export const everyPrivilegeListed: [Unlisted] extends [never] ? true : Unlisted = true;

/** The error a write answered placed at one field of its form (`placedFieldError`). */
export type FieldError = { key: string; text: string } | null;

/**
 * An add form's values by field and the error placed at one of them; `text(key, label)` gives the props of the
 * text input of field `key` (its value, how it changes, its error).
 */
export function useFormValues<K extends string>(initial: Record<string, string> = {}) {
  const [values, setValues] = useState<Record<string, string>>(initial);
  const [fieldError, setFieldError] = useState<FieldError>(null);
  const errorAt = (key: string) => (fieldError?.key === key ? fieldError.text : undefined);
  const text = (key: K, label: string) => ({
    label,
    value: values[key] ?? '',
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((v) => ({ ...v, [key]: value }));
    },
    error: errorAt(key),
  });
  return { values, setValues, fieldError, setFieldError, errorAt, text };
}

/** An administration screen's title; with `actions`, they stand at its right. */
export function AdminTitle({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  const title = (
    <Title order={1} size="h3">
      {children}
    </Title>
  );
  if (actions === undefined) return title;
  return (
    <Group justify="space-between">
      {title}
      {actions}
    </Group>
  );
}

/** A row's actions cell: its small buttons side by side, or empty when they are not `shown`. */
export function ActionsCell({ shown, children }: { shown: boolean; children: ReactNode }) {
  return (
    <Table.Td>
      {shown && (
        <Group gap={4} wrap="nowrap">
          {children}
        </Group>
      )}
    </Table.Td>
  );
}
