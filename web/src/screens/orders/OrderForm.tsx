import { Button, Paper, SimpleGrid, Stack, Title, Tooltip } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import { EditorHeader } from '../../editing/EditorHeader';
import { useUnsavedGuard } from '../../editing/UnsavedGuard';
import { HistoryButton } from '../../history/RecordHistory';
import { useHasPrivilege } from '../../session/session';
import type { LoadedOrder } from './api';
import { type CustomColumn, columnLabel } from './custom-columns';
import type { OrderType } from './definitions';
import { customFormField } from './draft';
import { FieldInput } from './FieldInput';
import { headerAddress } from './field-errors';
import { MoveLinesModal } from './MoveLinesModal';
import { OrderBanners } from './OrderBanners';
import { OrderLines } from './OrderLines';
import { useOrderForm } from './useOrderForm';
import { type Banner, useOrderWrites } from './useOrderWrites';

export interface OrderFormProps {
  type: OrderType;
  id: number | null;
  /** The newest stored version (null for a new order). */
  latest: LoadedOrder | null;
  headerCustom: CustomColumn[];
  lineCustom: CustomColumn[];
  /** Asks for the stored order again. */
  refetch: () => void;
  /** Who made the last change seen on the live stream. */
  changedBy: RefObject<string | null>;
}

const toggled = <T,>(set: Set<T>, value: T, on: boolean) => {
  const next = new Set(set);
  if (on) next.add(value);
  else next.delete(value);
  return next;
};

/** The form of one order: header fields, lines, banners; saving, deleting and moving lines. */
export function OrderForm({
  type,
  id,
  latest,
  headerCustom,
  lineCustom,
  refetch,
  changedBy,
}: OrderFormProps) {
  const queryClient = useQueryClient();
  const canEdit = useHasPrivilege(type.privilege, 'Edit');
  const form = useOrderForm(type, latest, headerCustom, lineCustom, refetch);
  const { draft, dirty, errors } = form;
  const [banner, setBanner] = useState<Banner | null>(null);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [expanded, setExpanded] = useState<Set<string>>(new Set());
  const [moving, setMoving] = useState(false);
  const guard = useUnsavedGuard(dirty, `this ${type.title.toLowerCase()}`);
  const { save, remove, number } = useOrderWrites({
    type,
    id,
    form,
    setBanner,
    expandLines: (keys) => setExpanded((e) => new Set([...e, ...keys])),
    release: guard.release,
  });

  // Errors placed: focus moves to the first invalid field (else to the banner that explains).
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (form.focusRequest === 0) return;
    const target =
      container.current?.querySelector<HTMLElement>('input[aria-invalid="true"]') ??
      container.current?.querySelector<HTMLElement>('[data-error-banner]');
    target?.focus();
  }, [form.focusRequest]);

  // Lines that are gone from the stored order cannot stay selected.
  const savedIds = draft.lines.flatMap((l) => (l.id === null ? [] : [l.id]));
  const savedKey = savedIds.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the set of stored lines
  useEffect(() => setSelected((s) => new Set([...s].filter((x) => savedIds.includes(x)))), [savedKey]);

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
  const moreFields = [...type.lineFields.filter((f) => !f.inTable), ...lineCustom.map(customFormField)];
  const reload = () => {
    setBanner(null);
    form.reload();
  };

  return (
    <Stack gap="sm" ref={container}>
      {guard.dialog}
      <EditorHeader
        list={{ path: `/views/${type.listView}`, label: type.plural }}
        title={
          id === null
            ? `New ${type.title.toLowerCase()}`
            : `${type.title} ${String(form.base?.record[type.numberKey] ?? '')}`
        }
        dirty={dirty}
        canEdit={canEdit}
        isNew={id === null}
        deleteQuestion={`Delete ${type.short} ${number} and all its lines?`}
        deleteColor="red"
        remove={remove}
        save={save}
      >
        {id !== null && (
          <HistoryButton entityType={type.entity} id={id} title={`${type.title.toLowerCase()} ${number}`} />
        )}
      </EditorHeader>

      <OrderBanners
        type={type}
        canEdit={canEdit}
        banner={banner}
        newerStored={form.newerStored}
        changedBy={changedBy.current}
        onReload={reload}
      />

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
              onChange={(value) => form.setHeader(field.key, value)}
              error={errors.get(headerAddress(field.key))}
              statuses={type.statuses}
              description={customLabels.get(field.key)?.column.description ?? undefined}
              disabled={!canEdit}
            />
          ))}
        </SimpleGrid>
      </Paper>

      <Paper withBorder p="sm">
        <OrderLines
          type={type}
          form={form}
          moreFields={moreFields}
          labelOf={labelOf}
          canEdit={canEdit}
          selected={selected}
          onSelect={(lineId, checked) => setSelected((s) => toggled(s, lineId, checked))}
          expanded={expanded}
          onToggle={(key) => setExpanded((e) => toggled(e, key, !e.has(key)))}
          actions={
            <>
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
              <Button variant="light" onClick={form.addLine} disabled={!canEdit}>
                Add line
              </Button>
            </>
          }
        />
      </Paper>

      {moving && id !== null && type.movable && (
        <MoveLinesModal
          type={type}
          movable={type.movable}
          sourceId={id}
          sourceNumber={number}
          lineIds={savedIds.filter((lineId) => selected.has(lineId))}
          onClose={() => setMoving(false)}
          onMoved={(result) => {
            const count = selected.size;
            setMoving(false);
            setSelected(new Set());
            if (result.notification_type === 'Warning')
              setBanner({ kind: 'warning', message: result.message });
            else
              setBanner({
                kind: 'moved',
                message: `${count} ${count === 1 ? 'line' : 'lines'} moved${
                  result.target ? ` to ${type.short} ${result.target.number}` : ''
                }.`,
                target: result.target,
              });
            void queryClient.invalidateQueries({ queryKey: ['view'] });
            form.refresh();
          }}
        />
      )}
    </Stack>
  );
}
