import { Autocomplete, Checkbox, TextInput } from '@mantine/core';
import type { MasterRef } from './definitions';
import type { FormField, FormValue } from './draft';
import { MasterPicker } from './MasterPicker';

export interface FieldInputProps {
  field: FormField & { ref?: MasterRef; required?: boolean };
  label: string;
  value: FormValue | undefined;
  onChange: (value: FormValue) => void;
  error?: string;
  /** Inside a table row the label is for assistive technology only. */
  hideLabel?: boolean;
  /** Value of the field a picker is narrowed by. */
  narrowValue?: string;
  statuses?: readonly string[];
  description?: string;
  disabled?: boolean;
}

/** One form control by field kind: text, number, date, status (suggested values), master picker or checkbox. */
export function FieldInput(props: FieldInputProps) {
  const { field, label, hideLabel, error } = props;
  const text = typeof props.value === 'string' ? props.value : '';
  const common = {
    label: hideLabel ? undefined : label,
    'aria-label': hideLabel ? label : undefined,
    error,
    required: field.required,
    description: hideLabel ? undefined : props.description,
    disabled: props.disabled,
    size: 'xs' as const,
  };
  if (field.kind === 'boolean')
    return (
      <Checkbox
        label={label}
        checked={props.value === true}
        onChange={(event) => props.onChange(event.currentTarget.checked)}
        error={error}
        disabled={props.disabled}
        size="xs"
        mt={hideLabel ? 0 : 'lg'}
      />
    );
  if (field.kind === 'ref' && field.ref)
    return (
      <MasterPicker
        master={field.ref}
        label={label}
        hideLabel={hideLabel}
        value={text}
        onChange={props.onChange}
        error={error}
        required={field.required}
        narrowValue={props.narrowValue}
        disabled={props.disabled}
      />
    );
  if (field.kind === 'status')
    return (
      <Autocomplete
        {...common}
        value={text}
        onChange={props.onChange}
        data={[...(props.statuses ?? [])]}
        comboboxProps={{ withinPortal: true }}
      />
    );
  return (
    <TextInput
      {...common}
      type={
        field.kind === 'date'
          ? 'date'
          : field.kind === 'number' || field.kind === 'custom-number'
            ? 'number'
            : 'text'
      }
      step={field.kind === 'number' || field.kind === 'custom-number' ? 'any' : undefined}
      value={text}
      onChange={(event) => props.onChange(event.currentTarget.value)}
    />
  );
}
