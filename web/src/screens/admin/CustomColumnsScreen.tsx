import {
  ActionIcon,
  Badge,
  Button,
  Checkbox,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { queryOf, typedApi, unwrap } from '../../api/typed';
import type { ListEnvelope } from '../../api/types';
import { useHasPrivilege } from '../../session/session';
import { placedFieldError } from '../masters/field-error';
import type { CustomColumn } from '../orders/custom-columns';
import { AdminTitle, ApiErrorAlert, CUSTOM_TABLES, useFormValues } from './shared';

const FORMATS = ['string', 'number', 'date', 'boolean', 'currency'];

/** Moves the element at `from` to `to`. */
function moved<T>(list: T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/**
 * The edited order over the stored columns: the edit's order for columns still stored (with their stored fields
 * and the edit's visibility), then columns stored since the edit began.
 */
function reconciled(edited: CustomColumn[], stored: CustomColumn[]): CustomColumn[] {
  const byId = new Map(stored.map((c) => [c.id, c]));
  const kept = edited.flatMap((c) => {
    const now = byId.get(c.id);
    return now ? [{ ...now, visible: c.visible }] : [];
  });
  const keptIds = new Set(kept.map((c) => c.id));
  return [...kept, ...stored.filter((c) => !keptIds.has(c.id))];
}

/** Custom columns per table: add, delete, and the layout (display order by drag or buttons, visibility). */
export function CustomColumnsScreen() {
  const [table, setTable] = useState<string>(CUSTOM_TABLES[0]);
  const columns = useQuery({
    queryKey: ['custom-columns-admin', table],
    queryFn: async () =>
      // `{ref}` a table name: the list of its columns (an id would answer one column).
      (await unwrap(
        typedApi.GET('/api/custom-columns/{ref}', {
          params: { path: { ref: table }, query: queryOf({ page_size: 1000 }) },
        }),
      )) as unknown as ListEnvelope<CustomColumn>,
  });
  return (
    <Stack gap="sm" maw={1000}>
      <AdminTitle>Custom columns</AdminTitle>
      <Select
        label="Table"
        data={[...CUSTOM_TABLES]}
        value={table}
        onChange={(value) => value && setTable(value)}
        allowDeselect={false}
        maw={320}
        comboboxProps={{ withinPortal: true }}
      />
      <ApiErrorAlert error={columns.error} />
      {columns.data && <Layout key={table} table={table} columns={columns.data.data.rows} />}
      <AddColumn table={table} />
    </Stack>
  );
}

/**
 * The layout editor. An unsaved edit survives refetches (live changes refresh the stored columns at any moment,
 * also mid-drag), and the row being dragged is kept in a ref so dragover and drop see it without a re-render.
 */
function Layout({ table, columns }: { table: string; columns: CustomColumn[] }) {
  const queryClient = useQueryClient();
  const canEdit = useHasPrivilege('Custom Columns', 'Edit');
  const [edited, setEdited] = useState<CustomColumn[] | null>(null);
  const dragged = useRef<number | null>(null);
  const [dragging, setDragging] = useState<number | null>(null);
  const order = edited ? reconciled(edited, columns) : columns;
  const dirty = edited !== null;
  const change = (next: CustomColumn[]) => setEdited(next);
  const endDrag = () => {
    dragged.current = null;
    setDragging(null);
  };
  const invalidate = () => {
    void queryClient.invalidateQueries({ queryKey: ['custom-columns-admin', table] });
    void queryClient.invalidateQueries({ queryKey: ['custom-columns', table] });
    void queryClient.invalidateQueries({ queryKey: ['view'] });
  };
  const save = useMutation({
    mutationFn: (saved: CustomColumn[]) =>
      unwrap(
        typedApi.PUT('/api/custom-columns/{ref}', {
          params: { path: { ref: table } },
          body: {
            columns: saved.map((c, index) => ({ key: c.key, display_order: index + 1, visible: c.visible })),
          },
        }),
      ),
    onSuccess: (_answer, saved) => {
      notifications.show({ color: 'green', title: 'Layout saved', message: table });
      // Show the saved order at once (not the old one until the refetch answers).
      queryClient.setQueryData<ListEnvelope<CustomColumn>>(['custom-columns-admin', table], (old) =>
        old ? { ...old, data: { ...old.data, rows: saved } } : old,
      );
      setEdited(null);
      invalidate();
    },
  });
  const remove = useMutation({
    mutationFn: (column: CustomColumn) =>
      unwrap(typedApi.DELETE('/api/custom-columns/{ref}', { params: { path: { ref: column.id } } })),
    onSuccess: invalidate,
  });
  if (order.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {table} has no custom columns yet.
      </Text>
    );
  return (
    <Paper withBorder p="sm">
      <ApiErrorAlert error={save.error ?? remove.error} title="Not saved" />
      <Text size="sm" c="dimmed" mb="xs">
        Drag a row (or use the arrows) to change the display order; switch a column off to hide it.
      </Text>
      <Table withTableBorder verticalSpacing={4} aria-label={`Custom columns of ${table}`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>Order</Table.Th>
            <Table.Th>Key</Table.Th>
            <Table.Th>Alias</Table.Th>
            <Table.Th>Format</Table.Th>
            <Table.Th>Required</Table.Th>
            <Table.Th>Visible</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {order.map((column, index) => (
            <Table.Tr
              key={column.id}
              data-testid={`custom-column-${column.key}`}
              draggable={canEdit}
              onDragStart={(event) => {
                dragged.current = index;
                setDragging(index);
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', column.key);
              }}
              onDragOver={(event) => {
                if (dragged.current !== null) event.preventDefault();
              }}
              onDrop={(event) => {
                event.preventDefault();
                const from = dragged.current;
                if (from !== null && from !== index) change(moved(order, from, index));
                endDrag();
              }}
              onDragEnd={endDrag}
              style={{ cursor: canEdit ? 'grab' : undefined, opacity: dragging === index ? 0.5 : 1 }}
            >
              <Table.Td>
                <Text size="sm">{index + 1}</Text>
              </Table.Td>
              <Table.Td>{column.key}</Table.Td>
              <Table.Td>{column.alias}</Table.Td>
              <Table.Td>
                <Badge variant="light">{column.format}</Badge>
              </Table.Td>
              <Table.Td>{column.required ? 'Yes' : 'No'}</Table.Td>
              <Table.Td>
                <Switch
                  aria-label={`${column.key} visible`}
                  checked={column.visible}
                  disabled={!canEdit}
                  onChange={(event) => {
                    const visible = event.currentTarget.checked;
                    change(order.map((c) => (c.id === column.id ? { ...c, visible } : c)));
                  }}
                />
              </Table.Td>
              <Table.Td>
                <Group gap={2} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Move ${column.key} up`}
                    disabled={!canEdit || index === 0}
                    onClick={() => change(moved(order, index, index - 1))}
                  >
                    ↑
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Move ${column.key} down`}
                    disabled={!canEdit || index === order.length - 1}
                    onClick={() => change(moved(order, index, index + 1))}
                  >
                    ↓
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Delete ${column.key}`}
                    disabled={!canEdit}
                    onClick={() => {
                      if (window.confirm(`Delete ${column.key} and every value stored in it?`))
                        remove.mutate(column);
                    }}
                  >
                    ×
                  </ActionIcon>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group justify="flex-end" mt="xs">
        <Button onClick={() => save.mutate(order)} disabled={!dirty || !canEdit} loading={save.isPending}>
          Save layout
        </Button>
      </Group>
    </Paper>
  );
}

const NEW_FIELDS = ['key', 'alias', 'format', 'description', 'default_value'] as const;

function AddColumn({ table }: { table: string }) {
  const queryClient = useQueryClient();
  const canEdit = useHasPrivilege('Custom Columns', 'Edit');
  const { values, setValues, fieldError, setFieldError, errorAt, text } = useFormValues<
    (typeof NEW_FIELDS)[number]
  >({ format: 'string' });
  const [required, setRequired] = useState(false);
  const create = useMutation({
    mutationFn: () => {
      const format = values.format ?? 'string';
      const raw = values.default_value ?? '';
      const defaultValue =
        raw === ''
          ? null
          : format === 'number' || format === 'currency'
            ? Number(raw)
            : format === 'boolean'
              ? raw === 'true'
              : raw;
      return unwrap(
        typedApi.POST('/api/custom-columns', {
          body: {
            table,
            key: values.key ?? '',
            format,
            alias: values.alias || null,
            description: values.description || null,
            required,
            default_value: defaultValue,
          },
        }),
      ) as Promise<CustomColumn>;
    },
    onSuccess: (column) => {
      notifications.show({
        color: 'green',
        title: 'Custom column added',
        message: `${table}: ${column.key}`,
      });
      setValues({ format: 'string' });
      setRequired(false);
      void queryClient.invalidateQueries({ queryKey: ['custom-columns-admin', table] });
      void queryClient.invalidateQueries({ queryKey: ['custom-columns', table] });
      void queryClient.invalidateQueries({ queryKey: ['view'] });
    },
    onMutate: () => setFieldError(null),
    onError: (error) =>
      setFieldError(
        placedFieldError(
          NEW_FIELDS.map((k) => ({ key: k })),
          'CustomColumn',
          error,
        ),
      ),
  });
  if (!canEdit) return null;
  return (
    <Paper withBorder p="sm">
      <Title order={2} size="h5" mb="xs">
        Add a column to {table}
      </Title>
      {create.error && !fieldError && <ApiErrorAlert error={create.error} title="Not added" />}
      <SimpleGrid cols={3} spacing="sm">
        <TextInput {...text('key', 'Key')} required description="The field name in records" />
        <TextInput {...text('alias', 'Alias')} description="The column header" />
        <Select
          label="Format"
          data={FORMATS}
          value={values.format ?? 'string'}
          onChange={(value) => setValues((v) => ({ ...v, format: value ?? 'string' }))}
          allowDeselect={false}
          error={errorAt('format')}
          comboboxProps={{ withinPortal: true }}
        />
        <TextInput {...text('description', 'Description')} />
        <TextInput {...text('default_value', 'Default value')} />
        <Checkbox
          label="Required"
          checked={required}
          onChange={(e) => setRequired(e.currentTarget.checked)}
          mt="lg"
        />
      </SimpleGrid>
      <Group justify="flex-end" mt="xs">
        <Button onClick={() => create.mutate()} loading={create.isPending}>
          Add column
        </Button>
      </Group>
    </Paper>
  );
}
