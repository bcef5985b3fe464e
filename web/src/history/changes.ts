/** Audit records in words: values, changed fields and entity types as people name them (no ids, no JSON). */

/** A value as a person reads it: empty as a dash, a list (a BOM's components) by its size, never raw JSON. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return `${value.length} ${value.length === 1 ? 'entry' : 'entries'}`;
  if (typeof value === 'object') return `${Object.keys(value).length} fields`;
  return String(value);
}

type Changes = Record<string, { old?: unknown; new?: unknown }>;

/** Fields that hold internal ids (`id`, `Purchase Order Id`, `PO Details Id`): never shown. */
const isIdField = (field: string) => field === 'id' || / Id$/.test(field);

/** An audit record's changes (object or its JSON text) as one line: `Field: old → new; …`. */
export function changesText(value: unknown): string {
  let changes: unknown = value;
  if (typeof value === 'string') {
    try {
      changes = JSON.parse(value);
    } catch {
      return value;
    }
  }
  if (changes === null || typeof changes !== 'object') return '';
  const entries = Object.entries(changes as Changes).filter(([field]) => !isIdField(field));
  return entries
    .map(([field, change]) => {
      const before = change?.old ?? null;
      const after = change?.new ?? null;
      if (before === null) return `${field}: ${valueText(after)}`;
      if (after === null) return `${field}: ${valueText(before)} → —`;
      return `${field}: ${valueText(before)} → ${valueText(after)}`;
    })
    .join('; ');
}
