import { Autocomplete, Group, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryOf, rowsAs, typedApi, unwrap } from '../../api/typed';
import type { MasterRef } from './definitions';

interface MasterPickerProps {
  master: MasterRef;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
  /** Value of the field the master is narrowed by (`Supplier Number` for ship-froms), if any. */
  narrowValue?: string;
  /** Hides the visible label (inside a table row); the label still names the control. */
  hideLabel?: boolean;
  disabled?: boolean;
}

/**
 * A number field that searches its master as the user types (`search` of the list endpoint) and offers the
 * matches with their names. Free text stays allowed: the service decides, and an unknown number comes back as
 * `<Master>.NotFound` next to this field.
 */
export function MasterPicker(props: MasterPickerProps) {
  const { master, value, narrowValue } = props;
  const [search] = useDebouncedValue(value, 200);
  const filters = master.narrowBy && narrowValue ? { [master.narrowBy]: [narrowValue] } : undefined;
  const { source } = master;
  const { data } = useQuery({
    queryKey: [
      'picker',
      'lookup' in source ? `/api/lookup/${source.lookup}` : source.endpoint,
      search,
      filters,
    ],
    queryFn: async ({ signal }) => {
      const query = queryOf({ search: search || undefined, filters, page_size: 20 });
      return rowsAs(
        await unwrap(
          'lookup' in source
            ? typedApi.GET('/api/lookup/{master}', {
                params: { path: { master: source.lookup }, query },
                signal,
              })
            : typedApi.GET(source.endpoint, { params: { query }, signal }),
        ),
      );
    },
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const names = new Map<string, string>();
  for (const row of data?.data.rows ?? []) {
    const number = row[master.numberKey];
    if (typeof number === 'string') names.set(number, String(row[master.nameKey] ?? ''));
  }
  return (
    <Autocomplete
      label={props.hideLabel ? undefined : props.label}
      aria-label={props.hideLabel ? props.label : undefined}
      value={value}
      onChange={props.onChange}
      data={[...names.keys()]}
      // The service already searched: show its matches as they are.
      filter={({ options }) => options}
      renderOption={({ option }) => (
        <Group gap="xs" wrap="nowrap">
          <Text size="sm">{option.value}</Text>
          <Text size="xs" c="dimmed">
            {names.get(option.value)}
          </Text>
        </Group>
      )}
      error={props.error}
      required={props.required}
      disabled={props.disabled}
      size="xs"
      comboboxProps={{ withinPortal: true }}
    />
  );
}
