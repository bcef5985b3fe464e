/** Cell text by header format, in the browser's locale. */

/** Made on first use: each Intl formatter costs milliseconds to build, and a list needs only its columns' ones. */
function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

const numberFormat = once(() => new Intl.NumberFormat(undefined, { maximumFractionDigits: 6 }));
const currencyFormat = once(
  () => new Intl.NumberFormat(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);
const dateFormat = once(() => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' }));
const dateTimeFormat = once(
  () => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }),
);

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A date-only value (YYYY-MM-DD) is a calendar day: shown as is, never shifted by the time zone. */
export function formatDate(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const text = String(value);
  const date = new Date(DATE_ONLY.test(text) ? `${text}T00:00:00Z` : text);
  if (Number.isNaN(date.getTime())) return text;
  return DATE_ONLY.test(text) ? dateFormat().format(date) : dateTimeFormat().format(date);
}

export function formatDateTime(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const date = new Date(String(value));
  return Number.isNaN(date.getTime()) ? String(value) : dateTimeFormat().format(date);
}

export function formatNumber(value: unknown, format = 'number'): string {
  if (value === null || value === undefined || value === '') return '';
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return String(value);
  return (format === 'currency' ? currencyFormat() : numberFormat()).format(n);
}

export const isNumeric = (format: string) => format === 'number' || format === 'currency';
export const isDate = (format: string) => format === 'date' || format === 'datetime';

/** Text of any cell (objects such as the audit log's Changes as compact JSON). */
export function formatCell(value: unknown, format: string): string {
  if (value === null || value === undefined) return '';
  if (isNumeric(format)) return formatNumber(value, format);
  if (format === 'datetime') return formatDateTime(value);
  if (format === 'date') return formatDate(value);
  if (format === 'boolean' || typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
