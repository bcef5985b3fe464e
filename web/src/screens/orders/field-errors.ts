/**
 * Puts an API error (`{Message, Code}`, as the client's ApiError carries it) next to the field it concerns. The codes of specification 4.2 and
 * contract part 4 name the rule; the message names the line ("Line 2: …", "details/1/…") or the value
 * ("Item Number X not found …"), so together they point at one field of the form.
 */
import type { OrderType } from './definitions';

/** Where an error shows: a header field, a field of one line, the lines as a whole, or the form. */
export type FieldAddress = `header:${string}` | `line:${number}:${string}` | 'lines' | 'form';

export const headerAddress = (key: string): FieldAddress => `header:${key}`;
export const lineAddress = (index: number, key: string): FieldAddress => `line:${index}:${key}`;

/** The part of an API error this needs (the client's ApiError has it). */
export interface CodedError {
  code: string;
  message: string;
}

export interface OrderDraft {
  header: Record<string, unknown>;
  lines: Record<string, unknown>[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Lines whose `key` holds a value the message names as a whole word. */
function linesNaming(draft: OrderDraft, key: string, message: string): number[] {
  const found: number[] = [];
  draft.lines.forEach((line, index) => {
    const value = line[key];
    if (
      typeof value === 'string' &&
      value !== '' &&
      new RegExp(`(^|\\W)${escapeRegExp(value)}(\\W|$)`).test(message)
    )
      found.push(index);
  });
  return found;
}

/** Every address the error concerns, each with the message to show there; `form` when no field fits. */
export function addressErrors(
  type: OrderType,
  draft: OrderDraft,
  error: CodedError,
): Map<FieldAddress, string> {
  const result = new Map<FieldAddress, string>();
  const put = (address: FieldAddress) => result.set(address, error.message);
  const [entity = '', rule = ''] = error.code.split('.');

  // "details/1/PO Details Ship Date must be …" (schema and value checks name the path).
  const path = /details\/(\d+)\/([^'"]+?)(?= must| has| is| contains|$)/.exec(error.message);
  const known = (key: string) => type.lineFields.some((f) => f.key === key);
  if (path?.[1] && path[2] && known(path[2].trim())) put(lineAddress(Number(path[1]), path[2].trim()));
  const missing = /details\/(\d+) must have required property '([^']+)'/.exec(error.message);
  if (missing?.[1] && missing[2]) put(lineAddress(Number(missing[1]), missing[2]));
  const headerMissing = /^body must have required property '([^']+)'/.exec(error.message);
  if (headerMissing?.[1]) put(headerMissing[1] === 'details' ? 'lines' : headerAddress(headerMissing[1]));
  const headerField = /^body\/([^/]+?) (must|has|is)/.exec(error.message);
  if (headerField?.[1] && type.headerFields.some((f) => f.key === headerField[1]))
    put(headerAddress(headerField[1]));
  // "details/2: Component Quantity must be positive": the line, and the field it names (else its first field).
  const lineNote = /details\/(\d+): (.*)$/.exec(error.message);
  if (result.size === 0 && lineNote?.[1] && lineNote[2] !== undefined) {
    const named = type.lineFields
      .filter((f) => lineNote[2]!.includes(f.key))
      .sort((a, b) => b.key.length - a.key.length)[0];
    const field = named ?? type.lineFields[0];
    if (field) put(lineAddress(Number(lineNote[1]), field.key));
  }
  if (result.size > 0) return result;

  if (error.code === 'OrderList.NoItems') put('lines');
  else if (rule === 'SameWarehouse') {
    // "Line 2: Warehouse Number WH-1 is the From Warehouse Number …": the line receives where it ships from.
    const line = /Line (\d+):/.exec(error.message);
    if (line?.[1]) put(lineAddress(Number(line[1]) - 1, 'Warehouse Number'));
  } else if (error.code === 'OrderList.MultipleWarehouses')
    draft.lines.forEach((_, index) => {
      put(lineAddress(index, 'Warehouse Number'));
    });
  else if (error.code === 'OrderDetails.DuplicateRows') {
    // "Lines 1 and 3 repeat …": the later line is the repeat.
    const lines = /Lines (\d+) and (\d+)/.exec(error.message);
    if (lines?.[2]) put(lineAddress(Number(lines[2]) - 1, 'Item Number'));
  } else if (rule === 'OrderDateAfterShip' || rule === 'StartAfterDue' || /is after/.test(error.message)) {
    // "Line 2: PO Details Order Date is after PO Details Ship Date": the later field is out of order.
    const dates = /Line (\d+): (.+?) is after (.+)$/.exec(error.message);
    if (dates?.[1] && dates[3]) put(lineAddress(Number(dates[1]) - 1, dates[3].trim()));
  } else if (rule === 'InvalidQuantity' || rule === 'InvalidValue') {
    const line = /(?:Line|line|details\/)\s*(\d+)/.exec(error.message);
    const field = type.lineFields.find((f) => f.kind === 'number' && error.message.includes(f.key));
    if (line?.[1] && field) {
      const index = error.message.includes('details/') ? Number(line[1]) : Number(line[1]) - 1;
      put(lineAddress(index, field.key));
    }
  } else if (rule === 'NotFound' || rule === 'AlreadyExists' || rule === 'Required') {
    for (const field of type.headerFields) {
      const value = draft.header[field.key];
      const refHit = field.ref?.entity === entity && rule === 'NotFound';
      const numberHit = field.key === type.numberKey && entity === type.entity && rule === 'AlreadyExists';
      const named = typeof value === 'string' && value !== '' && error.message.includes(value);
      if ((refHit && named) || numberHit || (rule === 'Required' && error.message.includes(`"${field.key}"`)))
        put(headerAddress(field.key));
    }
    if (result.size === 0)
      for (const field of type.lineFields)
        if (field.ref?.entity === entity && rule === 'NotFound')
          for (const index of linesNaming(draft, field.key, error.message))
            put(lineAddress(index, field.key));
  }
  if (result.size === 0) put('form');
  return result;
}

/** The error text for one address, if any. */
export const errorAt = (errors: Map<FieldAddress, string>, address: FieldAddress) => errors.get(address);
