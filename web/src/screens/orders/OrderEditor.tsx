import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Fragment, useEffect, useMemo, useState } from 'react';
import { api, isApiError } from '../../api/client';
import type { WriteAnswer } from '../../api/types';
import { useHasPrivilege } from '../../session/session';
import { ApiErrorAlert } from './ApiErrorAlert';
import { type LoadedOrder, loadOrder, orderIdOf } from './api';
import { type CustomColumn, columnLabel, useCustomColumns } from './custom-columns';
import type { MasterRef, OrderType } from './definitions';
import {
  type ApiRecord,
  bodyOf,
  customFormField,
  type Draft,
  type DraftLine,
  draftOf,
  emptyLine,
  type FormValue,
  newDraft,
  plainDraft,
} from './draft';
import { FieldInput } from './FieldInput';
import { addressErrors, type FieldAddress, headerAddress, lineAddress } from './field-errors';
import { pathLink, pathNavigation } from './links';
import { MoveLinesModal } from './MoveLinesModal';

/** A line column's header without the document prefix ("PO Details Ship Date" → "Ship Date"); inputs keep the full name. */
const shortLabel = (key: string) => key.replace(/^(PO|SO|MO|TO|Forecast) Details /, '');

export const orderQueryKey = (type: OrderType, id: number) => ['order', type.path, id] as const;

/** Editor of one order of any type: header, lines, custom columns, errors next to their fields. */
export function OrderEditor({ type, id }: { type: OrderType; id: number | null }) {
  // Kept above the form: a save or move reloads the order (a fresh form) and its banner must stay. The screen
  // keys the editor by order, so another order starts without one.
  const [banner, setBanner] = useState<Banner | null>(null);
  const headerColumns = useCustomColumns(type.customHeader);
  const lineColumns = useCustomColumns(type.customLine);
  const loaded = useQuery({
    queryKey: orderQueryKey(type, id ?? 0),
    queryFn: () => loadOrder(type, id!),
    enabled: id !== null,
    staleTime: 0,
  });
  const columnsReady =
    (headerColumns.isSuccess || !headerColumns.isEnabled) &&
    (lineColumns.isSuccess || !lineColumns.isEnabled);
  const error = loaded.error ?? headerColumns.error ?? lineColumns.error;
  if (error) return <LoadError type={type} error={error} />;
  if (!columnsReady || (id !== null && !loaded.data))
    return (
      <Group>
        <Loader size="sm" aria-label="Loading" />
      </Group>
    );
  return (
    <OrderForm
      // A fresh load (after save, move or reload) starts a fresh form.
      key={`${id ?? 'new'}:${loaded.dataUpdatedAt}`}
      type={type}
      id={id}
      loaded={loaded.data ?? null}
      headerCustom={headerColumns.data ?? []}
      lineCustom={lineColumns.data ?? []}
      reload={() => void loaded.refetch()}
      banner={banner}
      setBanner={setBanner}
    />
  );
}

function LoadError({ type, error }: { type: OrderType; error: unknown }) {
  return (
    <Stack>
      <Title order={1} size="h3">
        {type.title}
      </Title>
      <ApiErrorAlert title="Could not open the order" error={error} />
    </Stack>
  );
}

interface FormProps {
  type: OrderType;
  id: number | null;
  loaded: LoadedOrder | null;
  headerCustom: CustomColumn[];
  lineCustom: CustomColumn[];
  reload: () => void;
  banner: Banner | null;
  setBanner: (banner: Banner | null) => void;
}

type Banner =
  | { kind: 'warning'; message: string }
  | { kind: 'conflict'; message: string }
  | { kind: 'error'; message: string; code: string }
  | { kind: 'moved'; message: string; target?: { id: number; number: string } };

function OrderForm({ type, id, loaded, headerCustom, lineCustom, reload, banner, setBanner }: FormProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const canEdit = useHasPrivilege(type.privilege, 'Edit');
  const [draft, setDraft] = useState<Draft>(() =>
    loaded
      ? draftOf(type, loaded.record, headerCustom, lineCustom)
      : newDraft(type, headerCustom, lineCustom),
  );
  const [dirty, setDirty] = useState(false);
  const [errors, setErrors] = useState<Map<FieldAddress, string>>(new Map());
  const [errorCode, setErrorCode] = useState<string>('');
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [expanded, setExpanded] = useState<Set<string>>(new Set());
  const [moving, setMoving] = useState(false);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const number = String(draft.header[type.numberKey] ?? '');
  const showError = (address: FieldAddress) => {
    const message = errors.get(address);
    return message ? `${message} (${errorCode})` : undefined;
  };

  const edit = (change: (draft: Draft) => Draft) => {
    setDraft(change);
    setDirty(true);
  };
  const setHeader = (key: string, value: FormValue) =>
    edit((d) => ({ ...d, header: { ...d.header, [key]: value } }));
  const setLine = (lineKey: string, key: string, value: FormValue) =>
    edit((d) => ({
      ...d,
      lines: d.lines.map((l) => (l.key === lineKey ? { ...l, values: { ...l.values, [key]: value } } : l)),
    }));
  const addLine = () =>
    edit((d) => ({ ...d, lines: [...d.lines, emptyLine(type, lineCustom, d.lines.at(-1))] }));
  const removeLine = (line: DraftLine) => {
    edit((d) => ({ ...d, lines: d.lines.filter((l) => l.key !== line.key) }));
    if (line.id !== null) setSelected((s) => new Set([...s].filter((x) => x !== line.id)));
  };

  const save = useMutation({
    mutationFn: async () => {
      const body = bodyOf(type, draft, headerCustom, lineCustom, id);
      if (id === null) return api.post<WriteAnswer & ApiRecord>(`/api/${type.path}`, body);
      const headers: Record<string, string> = loaded?.etag ? { 'If-Match': loaded.etag } : {};
      return api.put<WriteAnswer & ApiRecord>(`/api/${type.path}/${id}`, body, headers);
    },
    onMutate: () => {
      setErrors(new Map());
      setBanner(null);
    },
    onSuccess: async (answer) => {
      setDirty(false);
      void queryClient.invalidateQueries({ queryKey: ['view'] });
      if ('notification_type' in answer && answer.notification_type === 'Warning') {
        // Procurement is locked by an integration run: the change waits in the queue (contract part 5).
        setBanner({ kind: 'warning', message: answer.message });
        return;
      }
      notifications.show({
        color: 'green',
        title: `${type.title} saved`,
        message: 'message' in answer ? String(answer.message) : `${type.short} ${number}`,
      });
      if (id === null) {
        // Orders answer a message only; bills of materials answer the stored record.
        const created = typeof answer.id === 'number' ? answer.id : await orderIdOf(type, number);
        if (created !== undefined) await navigate(pathNavigation(`${type.editorBase}/${created}`));
      } else reload();
    },
    onError: (error) => {
      if (!isApiError(error)) {
        setBanner({ kind: 'error', message: String(error), code: 'Client.Error' });
        return;
      }
      if (error.status === 412) {
        setBanner({ kind: 'conflict', message: error.message });
        return;
      }
      const placed = addressErrors(type, plainDraft(draft), error);
      setErrorCode(error.code);
      setErrors(placed);
      if (placed.has('form')) setBanner({ kind: 'error', message: error.message, code: error.code });
      else {
        // Open the "more fields" row of a line whose error sits on a field not shown in the table.
        const hidden = new Set<string>();
        for (const address of placed.keys()) {
          const match = /^line:(\d+):(.+)$/.exec(address);
          const field = match && type.lineFields.find((f) => f.key === match[2]);
          const line = match ? draft.lines[Number(match[1])] : undefined;
          if (line && !field?.inTable) hidden.add(line.key);
        }
        if (hidden.size) setExpanded((e) => new Set([...e, ...hidden]));
      }
    },
  });

  const remove = useMutation({
    mutationFn: () =>
      api.delete(`/api/${type.path}/${id}`, loaded?.etag ? { 'If-Match': loaded.etag } : undefined),
    onSuccess: async () => {
      notifications.show({
        color: 'green',
        title: `${type.title} deleted`,
        message: `${type.short} ${number}`,
      });
      void queryClient.invalidateQueries({ queryKey: ['view'] });
      await navigate(pathNavigation(`/views/${type.listView}`));
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 412) setBanner({ kind: 'conflict', message: error.message });
      else if (isApiError(error)) setBanner({ kind: 'error', message: error.message, code: error.code });
    },
  });

  const tableFields = type.lineFields.filter((f) => f.inTable);
  const moreFields = [...type.lineFields.filter((f) => !f.inTable), ...lineCustom.map(customFormField)];
  const customLabels = new Map(
    [...headerCustom, ...lineCustom].map((c) => [c.key, { label: columnLabel(c), column: c }]),
  );
  const declaredLabels = new Map(
    [...type.headerFields, ...type.lineFields].flatMap((f) => (f.label ? [[f.key, f.label] as const] : [])),
  );
  const labelOf = (key: string) => customLabels.get(key)?.label ?? declaredLabels.get(key) ?? key;
  const headerFields = useMemo(
    () => [
      ...type.headerFields,
      ...headerCustom.map((c) => ({ ...customFormField(c), required: c.required })),
    ],
    [type, headerCustom],
  );
  const savedLines = draft.lines.filter((l) => l.id !== null);

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <div>
          <Anchor component={Link} {...pathLink(`/views/${type.listView}`)} size="sm">
            {type.plural}
          </Anchor>
          <Title order={1} size="h3">
            {id === null
              ? `New ${type.title.toLowerCase()}`
              : `${type.title} ${String(loaded?.record[type.numberKey] ?? '')}`}
          </Title>
        </div>
        <Group gap="xs">
          {dirty && (
            <Badge color="yellow" variant="light">
              Unsaved changes
            </Badge>
          )}
          {id !== null && canEdit && (
            <Button
              variant="default"
              color="red"
              onClick={() => {
                if (window.confirm(`Delete ${type.short} ${number} and all its lines?`)) remove.mutate();
              }}
              loading={remove.isPending}
            >
              Delete
            </Button>
          )}
          <Button onClick={() => save.mutate()} loading={save.isPending} disabled={!canEdit}>
            {id === null ? 'Create' : 'Save'}
          </Button>
        </Group>
      </Group>

      {!canEdit && (
        <Alert color="gray" role="status">
          You can view this {type.title.toLowerCase()} but not change it ({type.privilege} / Edit is needed).
        </Alert>
      )}
      {banner?.kind === 'warning' && (
        <Alert color="yellow" title="Queued: procurement is locked by an integration run" role="status">
          {banner.message} The change is applied when the run ends; you will be notified if it fails.
        </Alert>
      )}
      {banner?.kind === 'conflict' && (
        <Alert color="orange" title="Changed by someone else" role="alert">
          <Text size="sm">{banner.message}</Text>
          <Text size="sm">
            Nothing was overwritten. Reload to see the current order, then make your change again.
          </Text>
          <Button size="xs" mt="xs" variant="light" onClick={reload}>
            Reload
          </Button>
        </Alert>
      )}
      {banner?.kind === 'error' && (
        <Alert color="red" title="Not saved" role="alert">
          <Text size="sm">{banner.message}</Text>
          <Text size="xs" c="dimmed">
            {banner.code}
          </Text>
        </Alert>
      )}
      {banner?.kind === 'moved' && (
        <Alert color="green" title="Lines moved" role="status">
          <Text size="sm">{banner.message}</Text>
          {banner.target && (
            <Anchor component={Link} {...pathLink(`${type.editorBase}/${banner.target.id}`)} size="sm">
              Open {type.short} {banner.target.number}
            </Anchor>
          )}
        </Alert>
      )}

      <Paper withBorder p="sm">
        <Title order={2} size="h5" mb="xs">
          Header
        </Title>
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
          {headerFields.map((field) => (
            <FieldInput
              key={field.key}
              field={field}
              label={labelOf(field.key)}
              value={draft.header[field.key]}
              onChange={(value) => setHeader(field.key, value)}
              error={showError(headerAddress(field.key))}
              statuses={type.statuses}
              description={customLabels.get(field.key)?.column.description ?? undefined}
              disabled={!canEdit}
            />
          ))}
        </SimpleGrid>
      </Paper>

      <Paper withBorder p="sm">
        <Group justify="space-between" mb="xs">
          <Title order={2} size="h5">
            Lines ({draft.lines.length})
          </Title>
          <Group gap="xs">
            {type.movable && id !== null && (
              <Tooltip
                label={
                  dirty
                    ? 'Save or reload first: a move works on the stored order'
                    : 'Select saved lines first'
                }
                disabled={!dirty && selected.size > 0}
              >
                <Button
                  variant="default"
                  onClick={() => setMoving(true)}
                  disabled={dirty || selected.size === 0 || !canEdit}
                >
                  Move selected lines ({selected.size})
                </Button>
              </Tooltip>
            )}
            <Button variant="light" onClick={addLine} disabled={!canEdit}>
              Add line
            </Button>
          </Group>
        </Group>
        {errors.has('lines') && (
          <Text c="red" size="sm" role="alert" mb="xs">
            {showError('lines')}
          </Text>
        )}
        <Table.ScrollContainer minWidth={960}>
          <Table verticalSpacing={4} horizontalSpacing={4} withRowBorders>
            <Table.Thead>
              <Table.Tr>
                {type.movable && (
                  <Table.Th w={32}>
                    <VisuallyHidden>Select</VisuallyHidden>
                  </Table.Th>
                )}
                <Table.Th w={28}>#</Table.Th>
                {tableFields.map((f) => (
                  <Table.Th key={f.key}>
                    <Text size="xs" fw={600} title={f.key}>
                      {shortLabel(labelOf(f.key))}
                      {f.required ? ' *' : ''}
                    </Text>
                  </Table.Th>
                ))}
                <Table.Th w={80}>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {draft.lines.map((line, index) => {
                const open = expanded.has(line.key);
                const narrow = (key: string | undefined) =>
                  key ? String(line.values[key] ?? draft.header[key] ?? '') : undefined;
                return (
                  <Fragment key={line.key}>
                    <Table.Tr>
                      {type.movable && (
                        <Table.Td>
                          {line.id !== null && (
                            <Checkbox
                              aria-label={`Select line ${index + 1}`}
                              size="xs"
                              checked={selected.has(line.id)}
                              onChange={(event) => {
                                const checked = event.currentTarget.checked;
                                setSelected((s) => {
                                  const next = new Set(s);
                                  if (checked) next.add(line.id!);
                                  else next.delete(line.id!);
                                  return next;
                                });
                              }}
                            />
                          )}
                        </Table.Td>
                      )}
                      <Table.Td>
                        <Text size="xs">{index + 1}</Text>
                      </Table.Td>
                      {tableFields.map((field) => (
                        <Table.Td key={field.key} miw={field.kind === 'date' ? 112 : 76}>
                          <FieldInput
                            field={field}
                            label={`Line ${index + 1} ${labelOf(field.key)}`}
                            hideLabel
                            value={line.values[field.key]}
                            onChange={(value) => setLine(line.key, field.key, value)}
                            error={showError(lineAddress(index, field.key))}
                            narrowValue={narrow(field.ref?.narrowBy)}
                            statuses={type.statuses}
                            disabled={!canEdit}
                          />
                        </Table.Td>
                      ))}
                      <Table.Td>
                        <Group gap={2} wrap="nowrap">
                          <ActionIcon
                            variant="subtle"
                            aria-label={`${open ? 'Hide' : 'Show'} more fields of line ${index + 1}`}
                            aria-expanded={open}
                            onClick={() =>
                              setExpanded((e) => {
                                const next = new Set(e);
                                if (open) next.delete(line.key);
                                else next.add(line.key);
                                return next;
                              })
                            }
                          >
                            {open ? '−' : '+'}
                          </ActionIcon>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={`Remove line ${index + 1}`}
                            onClick={() => removeLine(line)}
                            disabled={!canEdit}
                          >
                            ×
                          </ActionIcon>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                    {open && (
                      <Table.Tr>
                        <Table.Td colSpan={tableFields.length + 3}>
                          <SimpleGrid cols={4} spacing="xs" p="xs">
                            {moreFields.map((field) => (
                              <FieldInput
                                key={field.key}
                                field={field}
                                label={`Line ${index + 1} ${labelOf(field.key)}`}
                                value={line.values[field.key]}
                                onChange={(value) => setLine(line.key, field.key, value)}
                                error={showError(lineAddress(index, field.key))}
                                narrowValue={narrow(
                                  'ref' in field ? (field.ref as MasterRef | undefined)?.narrowBy : undefined,
                                )}
                                statuses={type.statuses}
                                disabled={!canEdit}
                              />
                            ))}
                          </SimpleGrid>
                        </Table.Td>
                      </Table.Tr>
                    )}
                  </Fragment>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>

      {moving && id !== null && (
        <MoveLinesModal
          type={type}
          sourceId={id}
          sourceNumber={number}
          lineIds={savedLines.filter((l) => selected.has(l.id!)).map((l) => l.id!)}
          onClose={() => setMoving(false)}
          onMoved={(result) => {
            setMoving(false);
            setSelected(new Set());
            if (result.notification_type === 'Warning')
              setBanner({ kind: 'warning', message: result.message });
            else setBanner({ kind: 'moved', message: result.message, target: result.target });
            void queryClient.invalidateQueries({ queryKey: ['view'] });
            reload();
          }}
        />
      )}
    </Stack>
  );
}
