import { ActionIcon, Checkbox, Group, SimpleGrid, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { fieldWords } from '../../editing/fieldMessages';
import type { MasterRef, OrderType } from './definitions';
import type { FormField } from './draft';
import { FieldInput } from './FieldInput';
import { type FieldAddress, lineAddress } from './field-errors';
import type { OrderFormState } from './useOrderForm';

/** A field of a line: one of the table's columns, or one of its more fields. */
type LineField = LinesProps['moreFields'][number];

interface LinesProps {
  type: OrderType;
  form: OrderFormState;
  /** Fields of a line not shown in the table (under "more fields"), custom ones included. */
  moreFields: (FormField & { ref?: MasterRef; required?: boolean })[];
  labelOf: (key: string) => string;
  canEdit: boolean;
  selected: Set<number>;
  onSelect: (lineId: number, checked: boolean) => void;
  expanded: Set<string>;
  onToggle: (lineKey: string) => void;
  /** Buttons beside the title (move, add line). */
  actions: ReactNode;
}

/** The lines of an order: a table of the main fields, each line's other fields on demand. */
export function OrderLines(props: LinesProps) {
  const { type, form, canEdit, selected, expanded } = props;
  const { draft, errors } = form;
  const tableFields = type.lineFields.filter((f) => f.inTable);
  const errorAt = (address: FieldAddress) => errors.get(address);
  return (
    <>
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h5">
          Lines ({draft.lines.length})
        </Title>
        <Group gap="xs">{props.actions}</Group>
      </Group>
      {errors.has('lines') && (
        <Text c="red.9" size="sm" role="alert" mb="xs">
          {errors.get('lines')}
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
                  <Text size="xs" fw={600}>
                    {fieldWords(f.key)}
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
              /** The input of one of the line's fields, in its row (label hidden) or among its more fields. */
              const input = (field: LineField, hideLabel?: boolean) => (
                <FieldInput
                  key={field.key}
                  field={field}
                  label={`Line ${index + 1} ${props.labelOf(field.key)}`}
                  hideLabel={hideLabel}
                  value={line.values[field.key]}
                  onChange={(value) => form.setLine(line.key, field.key, value)}
                  error={errorAt(lineAddress(index, field.key))}
                  narrowValue={narrow(field.ref?.narrowBy)}
                  statuses={type.statuses}
                  disabled={!canEdit}
                />
              );
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
                            onChange={(event) => props.onSelect(line.id!, event.currentTarget.checked)}
                          />
                        )}
                      </Table.Td>
                    )}
                    <Table.Td>
                      <Text size="xs">{index + 1}</Text>
                    </Table.Td>
                    {tableFields.map((field) => (
                      <Table.Td key={field.key} miw={field.kind === 'date' ? 112 : 76}>
                        {input(field, true)}
                      </Table.Td>
                    ))}
                    <Table.Td>
                      <Group gap={2} wrap="nowrap">
                        <ActionIcon
                          variant="subtle"
                          aria-label={`${open ? 'Hide' : 'Show'} more fields of line ${index + 1}`}
                          aria-expanded={open}
                          onClick={() => props.onToggle(line.key)}
                        >
                          {open ? '−' : '+'}
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`Remove line ${index + 1}`}
                          onClick={() => form.removeLine(line)}
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
                          {props.moreFields.map((field) => input(field))}
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
    </>
  );
}
