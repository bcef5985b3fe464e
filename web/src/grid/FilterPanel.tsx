import {
  Badge,
  Button,
  Group,
  NumberInput,
  Popover,
  ScrollArea,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import type { ColumnFilter, ListFilters, ListHeader } from '../api/types';
import { statusValuesOf } from './catalog';
import { isDate, isNumeric } from './format';

type Range = { from?: string | number; to?: string | number };
const isRange = (f: ColumnFilter | undefined): f is Range => !!f && !Array.isArray(f);

/** Drops empty entries so the URL and the request carry only real filters. */
export function cleanFilters(draft: ListFilters): ListFilters {
  const out: ListFilters = {};
  for (const [key, filter] of Object.entries(draft)) {
    if (Array.isArray(filter)) {
      if (filter.length > 0) out[key] = filter;
    } else {
      const range: Range = {};
      if (filter.from !== undefined && filter.from !== '') range.from = filter.from;
      if (filter.to !== undefined && filter.to !== '') range.to = filter.to;
      if (range.from !== undefined || range.to !== undefined) out[key] = range;
    }
  }
  return out;
}

function ColumnFilterInput({
  header,
  value,
  onChange,
}: {
  header: ListHeader;
  value: ColumnFilter | undefined;
  onChange: (filter: ColumnFilter | undefined) => void;
}) {
  const name = header.alias ?? header.key;
  if (isNumeric(header.format) || isDate(header.format)) {
    const range = isRange(value) ? value : {};
    const set = (part: 'from' | 'to', v: string | number | undefined) => onChange({ ...range, [part]: v });
    if (isDate(header.format))
      return (
        <Group gap="xs" grow>
          <TextInput
            type="date"
            label={`${name} from`}
            value={String(range.from ?? '')}
            onChange={(e) => set('from', e.currentTarget.value || undefined)}
          />
          <TextInput
            type="date"
            label={`${name} to`}
            value={String(range.to ?? '')}
            onChange={(e) => set('to', e.currentTarget.value || undefined)}
          />
        </Group>
      );
    const num = (v: string | number) => (v === '' ? undefined : Number(v));
    return (
      <Group gap="xs" grow>
        <NumberInput label={`${name} from`} value={range.from ?? ''} onChange={(v) => set('from', num(v))} />
        <NumberInput label={`${name} to`} value={range.to ?? ''} onChange={(v) => set('to', num(v))} />
      </Group>
    );
  }
  if (header.format === 'boolean') {
    const current = Array.isArray(value) && value.length === 1 ? String(value[0]) : null;
    return (
      <Select
        label={name}
        placeholder="Any"
        clearable
        data={[
          { value: 'true', label: 'Yes' },
          { value: 'false', label: 'No' },
        ]}
        value={current}
        onChange={(v) => onChange(v === null ? undefined : [v === 'true'])}
        comboboxProps={{ withinPortal: false }}
      />
    );
  }
  const values = Array.isArray(value) ? value.map(String) : [];
  // A status column offers its known values (pick from the list; another value can still be typed).
  const known = statusValuesOf(header.key);
  return (
    <TagsInput
      label={name}
      description={known ? 'Pick one or more values' : 'Any of these values (press Enter after each)'}
      data={known}
      value={values}
      onChange={(v) => onChange(v.length > 0 ? v : undefined)}
      clearable
      comboboxProps={{ withinPortal: false }}
    />
  );
}

/** One filter per column: a value list for text, a from/to range for numbers and dates, yes/no for booleans. */
export function FilterPanel({
  headers,
  filters,
  onApply,
}: {
  headers: ListHeader[];
  filters: ListFilters;
  onApply: (filters: ListFilters) => void;
}) {
  const [opened, setOpened] = useState(false);
  const [draft, setDraft] = useState<ListFilters>(filters);
  const active = Object.keys(filters).length;

  const open = () => {
    setDraft(filters);
    setOpened(true);
  };

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-start"
      trapFocus
      withinPortal
      shadow="md"
      width={520}
    >
      <Popover.Target>
        <Button
          variant={active > 0 ? 'light' : 'default'}
          onClick={() => (opened ? setOpened(false) : open())}
          rightSection={active > 0 ? <Badge size="xs">{active}</Badge> : undefined}
          aria-label={active > 0 ? `Filters, ${active} active` : 'Filters'}
        >
          Filters
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            onApply(cleanFilters(draft));
            setOpened(false);
          }}
        >
          <Stack gap="sm">
            <Text size="sm" fw={600}>
              Filter by column
            </Text>
            <ScrollArea.Autosize mah={420} type="auto" offsetScrollbars>
              <SimpleGrid cols={1} spacing="xs">
                {headers.map((header) => (
                  <ColumnFilterInput
                    key={header.key}
                    header={header}
                    value={draft[header.key]}
                    onChange={(filter) =>
                      setDraft((d) => {
                        const next = { ...d };
                        if (filter === undefined) delete next[header.key];
                        else next[header.key] = filter;
                        return next;
                      })
                    }
                  />
                ))}
              </SimpleGrid>
            </ScrollArea.Autosize>
            <Group justify="flex-end">
              <Button variant="subtle" onClick={() => setDraft({})}>
                Clear all
              </Button>
              <Button type="submit">Apply filters</Button>
            </Group>
          </Stack>
        </form>
      </Popover.Dropdown>
    </Popover>
  );
}
