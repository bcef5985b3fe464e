import type { Executor } from '../db/index.js';
import { badRequest } from '../errors.js';
import type { CustomTable } from '../list/view.js';

export type CustomFormat = 'string' | 'number' | 'date' | 'boolean' | 'currency';
export const CUSTOM_FORMATS: readonly CustomFormat[] = ['string', 'number', 'date', 'boolean', 'currency'];

export interface CustomColumn {
  key: string;
  format: CustomFormat;
  required: boolean;
  defaultValue: unknown;
}

export type CustomValues = Record<string, unknown>;

export async function customColumnsOf(db: Executor, table: CustomTable): Promise<CustomColumn[]> {
  const rows = await db
    .selectFrom('custom_columns')
    .select(['key', 'format', 'required', 'default_value'])
    .where('table_name', '=', table)
    .orderBy('display_order')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    key: r.key,
    format: r.format as CustomFormat,
    required: r.required === 1,
    defaultValue: r.default_value === null ? null : (JSON.parse(r.default_value) as unknown),
  }));
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * YYYY-MM-DD naming a real day of the (proleptic) Gregorian calendar, as a round trip through Date would say;
 * computed, since every order line checks several dates.
 */
export function isValidDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day <= (month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1]!);
}

/** Whether `value` is acceptable for `format` (null is checked separately against `required`). */
export function fitsFormat(format: CustomFormat, value: unknown): boolean {
  switch (format) {
    case 'string':
      return typeof value === 'string';
    case 'number':
    case 'currency':
      return typeof value === 'number' && Number.isFinite(value);
    case 'date':
      return typeof value === 'string' && isValidDate(value);
    case 'boolean':
      return typeof value === 'boolean';
  }
}

/**
 * Splits a create or update body into its known fields and its custom-column values. Every key that is neither
 * a known field nor a custom column of `table` is refused (no silent drop); values are checked by format;
 * on create the defaults apply; required columns must end up with a value. Returns the record's new values,
 * the existing ones (`existing`, on update) kept where the body does not name them.
 */
export async function resolveCustomValues(
  db: Executor,
  table: CustomTable,
  body: Record<string, unknown>,
  knownFields: ReadonlySet<string>,
  existing: CustomValues | null,
  columns?: CustomColumn[],
): Promise<CustomValues> {
  const defined = columns ?? (await customColumnsOf(db, table));
  const byKey = new Map(defined.map((c) => [c.key, c]));
  const values: CustomValues = {};
  for (const column of defined) {
    if (existing && column.key in existing) values[column.key] = existing[column.key];
  }
  for (const [key, value] of Object.entries(body)) {
    if (knownFields.has(key)) continue;
    const column = byKey.get(key);
    if (!column) throw badRequest('Request.UnknownField', `Unknown field "${key}" for ${table}`);
    if (value !== null && !fitsFormat(column.format, value))
      throw badRequest(
        'CustomColumn.InvalidValue',
        `Field "${key}" must be a ${column.format}${column.format === 'date' ? ' (YYYY-MM-DD)' : ''}`,
      );
    values[key] = value;
  }
  for (const column of defined) {
    if (!existing && !(column.key in values) && column.defaultValue !== null)
      values[column.key] = column.defaultValue;
    if (column.required && (values[column.key] === undefined || values[column.key] === null))
      throw badRequest('CustomColumn.Required', `Field "${column.key}" is required for ${table}`);
  }
  for (const key of Object.keys(values))
    if (values[key] === null || values[key] === undefined) delete values[key];
  return values;
}

/** The stored JSON of custom values as an object. */
export function parseCustomValues(json: string | null | undefined): CustomValues {
  if (!json) return {};
  try {
    const value = JSON.parse(json) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as CustomValues) : {};
  } catch {
    return {};
  }
}
