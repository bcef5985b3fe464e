import { Alert, Anchor, Button, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { api, isApiError, requestRaw } from '../../api/client';
import { useHasPrivilege } from '../../session/session';
import { ApiErrorAlert } from '../orders/ApiErrorAlert';
import { columnLabel, useCustomColumns } from '../orders/custom-columns';
import {
  type ApiRecord,
  customFormField,
  type FormField,
  type FormValue,
  toApiValue,
  toFormValue,
} from '../orders/draft';
import { FieldInput } from '../orders/FieldInput';
import { pathLink, pathNavigation } from '../orders/links';
import type { MasterType } from './definitions';
import { placedFieldError } from './field-error';

interface Loaded {
  record: ApiRecord;
  etag: string | null;
}

/** Editor of one master-data record (create when `id` is null). */
export function MasterEditor({ type, id }: { type: MasterType; id: number | null }) {
  const custom = useCustomColumns(type.custom);
  const loaded = useQuery({
    queryKey: ['master', type.path, id],
    enabled: id !== null,
    staleTime: 0,
    queryFn: async (): Promise<Loaded> => {
      const response = await requestRaw('GET', `/api/${type.path}/${id}`);
      return { record: (await response.json()) as ApiRecord, etag: response.headers.get('etag') };
    },
  });
  const error = loaded.error ?? custom.error;
  if (error)
    return (
      <Stack>
        <Title order={1} size="h3">
          {type.title}
        </Title>
        <ApiErrorAlert title={`Could not open the ${type.title.toLowerCase()}`} error={error} />
      </Stack>
    );
  if ((custom.isEnabled && !custom.data) || (id !== null && !loaded.data))
    return <Loader size="sm" aria-label="Loading" />;
  return (
    <MasterForm
      key={`${id}:${loaded.dataUpdatedAt}`}
      type={type}
      id={id}
      loaded={loaded.data ?? null}
      customFields={(custom.data ?? []).map((c) => ({
        ...customFormField(c),
        label: columnLabel(c),
        required: c.required,
        defaultValue: c.default_value,
      }))}
      reload={() => void loaded.refetch()}
    />
  );
}

type Field = FormField & {
  label: string;
  required?: boolean;
  ref?: MasterType['fields'][number]['ref'];
  values?: string[];
  defaultValue?: unknown;
};

function MasterForm(props: {
  type: MasterType;
  id: number | null;
  loaded: Loaded | null;
  customFields: Field[];
  reload: () => void;
}) {
  const { type, id, loaded, reload } = props;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const canEdit = useHasPrivilege(type.privilege, 'Edit');
  const fields: Field[] = [...type.fields.map((f) => ({ ...f, label: f.key })), ...props.customFields];
  const [values, setValues] = useState<Record<string, FormValue>>(() =>
    Object.fromEntries(
      fields.map((f) => [
        f.key,
        toFormValue(
          f,
          loaded ? loaded.record[f.key] : (f.defaultValue ?? (f.kind === 'status' ? 'Active' : null)),
        ),
      ]),
    ),
  );
  const [fieldError, setFieldError] = useState<{ key: string; text: string } | null>(null);
  const [formError, setFormError] = useState<unknown>(null);
  const [conflict, setConflict] = useState<string | null>(null);

  // Create sends what is filled in; update (a partial body) sends what changed, an emptied field as null.
  const initial = loaded
    ? Object.fromEntries(fields.map((f) => [f.key, toFormValue(f, loaded.record[f.key])]))
    : null;
  const body = () =>
    Object.fromEntries(
      fields
        .filter((f) => (initial ? initial[f.key] !== values[f.key] : toApiValue(f, values[f.key]) !== null))
        .map((f) => [f.key, toApiValue(f, values[f.key])]),
    );
  const onError = (error: unknown) => {
    if (isApiError(error) && error.status === 412) return setConflict(error.message);
    const placed = placedFieldError(
      fields.map((f) => ({ key: f.key, refEntity: f.ref?.entity })),
      type.entity,
      error,
      values,
    );
    if (placed) setFieldError(placed);
    else setFormError(error);
  };
  const save = useMutation({
    mutationFn: () =>
      id === null
        ? api.post<ApiRecord>(`/api/${type.path}`, body())
        : api.put<ApiRecord>(
            `/api/${type.path}/${id}`,
            body(),
            loaded?.etag ? { 'If-Match': loaded.etag } : {},
          ),
    onMutate: () => {
      setFieldError(null);
      setFormError(null);
      setConflict(null);
    },
    onSuccess: async (record) => {
      notifications.show({
        color: 'green',
        title: `${type.title} saved`,
        message: String(record[type.fields[0]!.key] ?? ''),
      });
      void queryClient.invalidateQueries({ queryKey: ['view'] });
      void queryClient.invalidateQueries({ queryKey: ['picker'] });
      if (id === null && typeof record.id === 'number')
        await navigate(pathNavigation(`/masters/${type.path}/${record.id}`));
      else reload();
    },
    onError,
  });
  const remove = useMutation({
    mutationFn: () =>
      api.delete(`/api/${type.path}/${id}`, loaded?.etag ? { 'If-Match': loaded.etag } : undefined),
    onSuccess: async () => {
      notifications.show({ color: 'green', title: `${type.title} deleted`, message: '' });
      void queryClient.invalidateQueries({ queryKey: ['view'] });
      await navigate(pathNavigation(`/views/${type.view}`));
    },
    onError,
  });

  const title =
    id === null
      ? `New ${type.title.toLowerCase()}`
      : `${type.title} ${String(loaded?.record[type.fields[0]!.key] ?? '')}`;
  return (
    <Stack gap="sm" maw={960}>
      <Group justify="space-between" align="flex-end">
        <div>
          <Anchor component={Link} {...pathLink(`/views/${type.view}`)} size="sm">
            {type.title} list
          </Anchor>
          <Title order={1} size="h3">
            {title}
          </Title>
        </div>
        <Group gap="xs">
          {id !== null && type.view === 'item_master' && loaded?.record['Item Number'] ? (
            // The item's plan (issue 14): chart, buckets, exceptions, pegging and BOM per warehouse.
            <Button
              variant="default"
              component={Link}
              {...pathLink(`/planning/item/${encodeURIComponent(String(loaded.record['Item Number']))}`)}
            >
              Planning
            </Button>
          ) : null}
          {id !== null && canEdit && (
            <Button
              variant="default"
              onClick={() => {
                if (window.confirm(`Delete this ${type.title.toLowerCase()}?`)) remove.mutate();
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
          You can view this {type.title.toLowerCase()} but not change it: that needs the {type.privilege}{' '}
          privilege at Edit, which your role does not have.
        </Alert>
      )}
      {conflict && (
        <Alert color="orange" title="Changed by someone else" role="alert">
          <Text size="sm">{conflict}</Text>
          <Button size="xs" mt="xs" variant="light" onClick={reload}>
            Reload
          </Button>
        </Alert>
      )}
      {formError !== null && <ApiErrorAlert title="Not saved" error={formError} />}
      <Paper withBorder p="sm">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
          {fields.map((field) => (
            <FieldInput
              key={field.key}
              field={field}
              label={field.label}
              value={values[field.key]}
              onChange={(value) => setValues((v) => ({ ...v, [field.key]: value }))}
              error={fieldError?.key === field.key ? fieldError.text : undefined}
              statuses={field.values}
              narrowValue={field.ref?.narrowBy ? String(values[field.ref.narrowBy] ?? '') : undefined}
              disabled={!canEdit}
            />
          ))}
        </SimpleGrid>
      </Paper>
    </Stack>
  );
}
