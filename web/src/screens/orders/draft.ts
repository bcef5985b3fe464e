/**
 * Form state of an order editor and its conversion to and from the API's records. Inputs hold text (or a
 * boolean for checkboxes); the body sends null for an empty optional value and numbers as numbers. Every field
 * of the loaded record the form does not show travels back unchanged.
 */
import type { CustomColumn } from './custom-columns';
import type { FieldKind, OrderType } from './definitions';

export type FormValue = string | boolean;
export type FormValues = Record<string, FormValue>;
export type ApiRecord = Record<string, unknown>;

export interface DraftLine {
  /** React key, stable while editing. */
  key: string;
  /** The stored line's id; null for a line added in this editor. */
  id: number | null;
  values: FormValues;
  /** The line as loaded (fields the form does not show are sent back from here). */
  original: ApiRecord;
}

export interface Draft {
  header: FormValues;
  lines: DraftLine[];
  original: ApiRecord;
}

/** A field as the form sees it: its key and how to read and write its value. */
export interface FormField {
  key: string;
  kind: FieldKind | 'boolean' | 'custom-number';
}

export const customFormField = (column: CustomColumn): FormField => ({
  key: column.key,
  kind:
    column.format === 'boolean'
      ? 'boolean'
      : column.format === 'number' || column.format === 'currency'
        ? 'custom-number'
        : column.format === 'date'
          ? 'date'
          : 'text',
});

export function toFormValue(field: FormField, value: unknown): FormValue {
  if (field.kind === 'boolean') return value === true;
  if (value === null || value === undefined) return '';
  return String(value);
}

export function toApiValue(field: FormField, value: FormValue | undefined): unknown {
  if (field.kind === 'boolean') return value === true;
  if (value === undefined || value === '' || value === false) return null;
  const text = String(value).trim();
  if (text === '') return null;
  if (field.kind === 'number' || field.kind === 'custom-number') {
    const number = Number(text);
    // A value that is not a number goes as typed: the service names the field in its answer.
    return Number.isFinite(number) ? number : text;
  }
  return text;
}

let nextKey = 0;
const newKey = () => `line-${++nextKey}`;

function formValues(fields: FormField[], record: ApiRecord, defaults?: Map<string, unknown>): FormValues {
  const values: FormValues = {};
  for (const field of fields)
    values[field.key] = toFormValue(field, record[field.key] ?? defaults?.get(field.key));
  return values;
}

const defaultsOf = (columns: CustomColumn[]) => new Map(columns.map((c) => [c.key, c.default_value]));

export function headerFormFields(type: OrderType, custom: CustomColumn[]): FormField[] {
  return [...type.headerFields, ...custom.map(customFormField)];
}

export function lineFormFields(type: OrderType, custom: CustomColumn[]): FormField[] {
  return [...type.lineFields, ...custom.map(customFormField)];
}

export function emptyLine(type: OrderType, lineCustom: CustomColumn[], previous?: DraftLine): DraftLine {
  const values = formValues(lineFormFields(type, lineCustom), {}, defaultsOf(lineCustom));
  const status = type.lineFields.find((f) => f.kind === 'status');
  if (status) values[status.key] = type.statuses[0] ?? '';
  // All lines share one warehouse (specification 4.2 rule 2): a new line starts with the previous one's.
  if (previous) values['Warehouse Number'] = previous.values['Warehouse Number'] ?? '';
  return { key: newKey(), id: null, values, original: {} };
}

export function newDraft(type: OrderType, headerCustom: CustomColumn[], lineCustom: CustomColumn[]): Draft {
  const header = formValues(headerFormFields(type, headerCustom), {}, defaultsOf(headerCustom));
  const status = type.headerFields.find((f) => f.kind === 'status');
  if (status) header[status.key] = type.statuses[0] ?? '';
  return { header, lines: [emptyLine(type, lineCustom)], original: {} };
}

export function draftOf(
  type: OrderType,
  record: ApiRecord,
  headerCustom: CustomColumn[],
  lineCustom: CustomColumn[],
): Draft {
  const details = Array.isArray(record.details) ? (record.details as ApiRecord[]) : [];
  return {
    header: formValues(headerFormFields(type, headerCustom), record),
    lines: details.map((line) => ({
      key: newKey(),
      id: typeof line.id === 'number' ? line.id : null,
      values: formValues(lineFormFields(type, lineCustom), line),
      original: line,
    })),
    original: record,
  };
}

/** The create or update body: the loaded record, overwritten by every field the form shows. */
export function bodyOf(
  type: OrderType,
  draft: Draft,
  headerCustom: CustomColumn[],
  lineCustom: CustomColumn[],
  id: number | null,
): ApiRecord {
  const { details: _details, id: _id, ...kept } = draft.original;
  const body: ApiRecord = { ...kept };
  if (type.idField) body[type.idField] = id;
  for (const field of headerFormFields(type, headerCustom))
    body[field.key] = toApiValue(field, draft.header[field.key]);
  body.details = draft.lines.map((line) => {
    const out: ApiRecord = { ...line.original, id: line.id };
    if (type.lineIdField) out[type.lineIdField] = line.id;
    for (const field of lineFormFields(type, lineCustom))
      out[field.key] = toApiValue(field, line.values[field.key]);
    return out;
  });
  return body;
}

/** The draft's fields as plain values, for placing errors by the values they name. */
export function plainDraft(draft: Draft): { header: ApiRecord; lines: ApiRecord[] } {
  return { header: draft.header, lines: draft.lines.map((l) => l.values) };
}
