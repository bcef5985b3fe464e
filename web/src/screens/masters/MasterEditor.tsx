import { Alert, Button, Loader, Paper, SimpleGrid, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../api/client';
import { type BodyOf, typedApi, unwrap, unwrapWithHeaders } from '../../api/typed';
import { ChangedNotice, ConflictNotice } from '../../editing/ChangedNotice';
import { EditorHeader, EditorOpenError } from '../../editing/EditorHeader';
import { useUnsavedGuard } from '../../editing/UnsavedGuard';
import { useLiveRecord, versionOf } from '../../editing/useLiveRecord';
import { HistoryButton } from '../../history/RecordHistory';
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
      const { data, headers } = await unwrapWithHeaders(
        typedApi.GET(`/api/${type.path}/{id}`, { params: { path: { id: id! } } }),
      );
      return { record: data as ApiRecord, etag: headers.get('etag') };
    },
  });
  const refetch = () => void loaded.refetch();
  const changedBy = useLiveRecord({ id, entity: type.entity }, refetch);
  // A failed refetch keeps the form (and its unsaved edits); only a first load that fails shows the error.
  const error = (loaded.data ? null : loaded.error) ?? custom.error;
  if (error)
    return (
      <EditorOpenError
        title={type.title}
        message={`Could not open the ${type.title.toLowerCase()}`}
        error={error}
      />
    );
  if ((custom.isEnabled && !custom.data) || (id !== null && !loaded.data))
    return <Loader size="sm" aria-label="Loading" />;
  return (
    <MasterForm
      type={type}
      id={id}
      latest={loaded.data ?? null}
      customFields={(custom.data ?? []).map((c) => ({
        ...customFormField(c),
        label: columnLabel(c),
        required: c.required,
        defaultValue: c.default_value,
      }))}
      refetch={refetch}
      changedBy={changedBy}
    />
  );
}

type Field = FormField & {
  label: string;
  required?: boolean;
  ref?: MasterType['fields'][number]['ref'];
  values?: string[];
  uniqueKey?: boolean;
  defaultValue?: unknown;
};

/** The form's values of a stored record, or the defaults of a new one. */
const valuesOf = (fields: Field[], loaded: Loaded | null): Record<string, FormValue> =>
  Object.fromEntries(
    fields.map((f) => [
      f.key,
      toFormValue(
        f,
        loaded ? loaded.record[f.key] : (f.defaultValue ?? (f.kind === 'status' ? 'Active' : null)),
      ),
    ]),
  );

function MasterForm(props: {
  type: MasterType;
  id: number | null;
  /** The newest stored version (null for a new record). */
  latest: Loaded | null;
  customFields: Field[];
  refetch: () => void;
  changedBy: RefObject<string | null>;
}) {
  const { type, id, latest, refetch } = props;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const canEdit = useHasPrivilege(type.privilege, 'Edit');
  const fields: Field[] = [...type.fields.map((f) => ({ ...f, label: f.key })), ...props.customFields];
  // The stored version the values were made from; a newer one replaces them in place while nothing is edited.
  const [base, setBase] = useState<Loaded | null>(latest);
  const [values, setValues] = useState<Record<string, FormValue>>(() => valuesOf(fields, latest));
  const [dirty, setDirty] = useState(false);
  const [newerStored, setNewerStored] = useState(false);
  const [fieldError, setFieldError] = useState<{ key: string; text: string } | null>(null);
  const [formError, setFormError] = useState<unknown>(null);
  const [conflict, setConflict] = useState(false);
  const guard = useUnsavedGuard(dirty, `this ${type.title.toLowerCase()}`);
  const container = useRef<HTMLDivElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);

  const latestVersion = versionOf(latest);
  const baseVersion = versionOf(base);
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the stored version, not the object
  useEffect(() => {
    if (!latest || latestVersion === baseVersion) return setNewerStored(false);
    if (dirty) return setNewerStored(true);
    setBase(latest);
    setValues(valuesOf(fields, latest));
    setFieldError(null);
    setNewerStored(false);
  }, [latestVersion, baseVersion, dirty]);

  useEffect(() => {
    if (focusRequest === 0) return;
    container.current?.querySelector<HTMLElement>('input[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const setValue = (key: string, value: FormValue) => {
    setValues((v) => ({ ...v, [key]: value }));
    setDirty(true);
    if (fieldError?.key === key) setFieldError(null);
  };
  /** Drops the unsaved edits and takes the newest stored version. */
  const reload = () => {
    setValues(valuesOf(fields, base));
    setDirty(false);
    setConflict(false);
    setFieldError(null);
    setFormError(null);
    refetch();
  };

  // Create sends what is filled in; update (a partial body) sends what changed, an emptied field as null.
  const initial = base ? valuesOf(fields, base) : null;
  const body = () =>
    Object.fromEntries(
      fields
        .filter((f) => (initial ? initial[f.key] !== values[f.key] : toApiValue(f, values[f.key]) !== null))
        .map((f) => [f.key, toApiValue(f, values[f.key])]),
    );
  const onError = (error: unknown) => {
    if (isApiError(error) && error.status === 412) return setConflict(true);
    const placed = placedFieldError(
      fields.map((f) => ({ key: f.key, refEntity: f.ref?.entity, uniqueKey: f.uniqueKey })),
      type.entity,
      error,
      values,
    );
    if (placed) {
      setFieldError(placed);
      setFocusRequest((n) => n + 1);
    } else setFormError(error);
  };
  const collection = `/api/${type.path}` as const;
  const one = `/api/${type.path}/{id}` as const;
  const save = useMutation({
    // The body's fields are the master's declared ones (src/catalogue/masters.ts), built at run time.
    mutationFn: async (): Promise<ApiRecord> =>
      unwrap<ApiRecord>(
        id === null
          ? typedApi.POST(collection, { body: body() as BodyOf<typeof collection, 'post'> })
          : typedApi.PUT(one, {
              params: { path: { id } },
              body: body() as BodyOf<typeof one, 'put'>,
              headers: base?.etag ? { 'If-Match': base.etag } : {},
            }),
      ),
    onMutate: () => {
      setFieldError(null);
      setFormError(null);
      setConflict(false);
    },
    onSuccess: async (record) => {
      setDirty(false);
      guard.release();
      notifications.show({
        color: 'green',
        title: `${type.title} saved`,
        message: String(record[type.fields[0]!.key] ?? ''),
      });
      void queryClient.invalidateQueries({ queryKey: ['view'] });
      void queryClient.invalidateQueries({ queryKey: ['picker'] });
      if (id === null && typeof record.id === 'number')
        await navigate(pathNavigation(`/masters/${type.path}/${record.id}`));
      else refetch();
    },
    onError,
  });
  const remove = useMutation({
    mutationFn: () =>
      unwrap(
        typedApi.DELETE(one, {
          params: { path: { id: id! } },
          headers: base?.etag ? { 'If-Match': base.etag } : {},
        }),
      ),
    onSuccess: async () => {
      notifications.show({ color: 'green', title: `${type.title} deleted`, message: '' });
      guard.release();
      void queryClient.invalidateQueries({ queryKey: ['view'] });
      await navigate(pathNavigation(`/views/${type.view}`));
    },
    onError,
  });

  const title =
    id === null
      ? `New ${type.title.toLowerCase()}`
      : `${type.title} ${String(base?.record[type.fields[0]!.key] ?? '')}`;
  const what = type.title.toLowerCase();
  return (
    <Stack gap="sm" maw={960} ref={container}>
      {guard.dialog}
      <EditorHeader
        list={{ path: `/views/${type.view}`, label: `${type.title} list` }}
        title={title}
        dirty={dirty}
        canEdit={canEdit}
        isNew={id === null}
        deleteQuestion={`Delete this ${type.title.toLowerCase()}?`}
        remove={remove}
        save={save}
      >
        {id !== null && type.view === 'item_master' && base?.record['Item Number'] ? (
          // The item's plan (issue 14): chart, buckets, exceptions, pegging and BOM per warehouse.
          <Button
            variant="default"
            component={Link}
            {...pathLink(`/planning/item/${encodeURIComponent(String(base.record['Item Number']))}`)}
          >
            Planning
          </Button>
        ) : null}
        {id !== null && <HistoryButton entityType={type.entity} id={id} title={title} />}
      </EditorHeader>
      {!canEdit && (
        <Alert color="gray" role="status">
          You can view this {type.title.toLowerCase()} but not change it: that needs the {type.privilege}{' '}
          privilege at Edit, which your role does not have.
        </Alert>
      )}
      {newerStored && !conflict && (
        <ChangedNotice who={props.changedBy.current} what={what} onReload={reload} />
      )}
      {conflict && <ConflictNotice what={what} onReload={reload} />}
      {formError !== null && <ApiErrorAlert title="Not saved" error={formError} />}
      <Paper withBorder p="sm">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
          {fields.map((field) => (
            <FieldInput
              key={field.key}
              field={field}
              label={field.label}
              value={values[field.key]}
              onChange={(value) => setValue(field.key, value)}
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
