/**
 * The words an editor shows for a service error (`{Message, Code}`). The service's messages are written for
 * API clients: they name schema paths (`body/details/1/…`), record ids (`PO #329`), ETags and codes. A user sees
 * none of that: next to a field, a short sentence about that field; in a banner, the message with the technical
 * parts taken out.
 */

/** The part of an API error this needs (the client's ApiError has it). */
export interface CodedError {
  code: string;
  message: string;
}

/** A line field's name without its document prefix ("PO Details Ship Date" → "Ship Date"). */
export const fieldWords = (key: string) => key.replace(/^(PO|SO|MO|TO|Forecast) Details /, '');

const capitalise = (text: string) => (text ? text[0]!.toUpperCase() + text.slice(1) : text);

/** The message without schema paths, ids, ETags or codes; `field` (when given) is not repeated at its start. */
export function plainMessage(message: string, field?: string): string {
  let text = message
    // Sentences about ETags are for API clients ("(its ETag is now W/"3"); read it again").
    .replace(/\s*\((?:its |the )?ETag[^)]*\)/gi, '')
    .replace(/[^.;]*\bETag\b[^.;]*[.;]?/gi, '')
    // Schema paths: body/…, querystring/…, details/2/…, "details/2: …".
    .replace(/\b(?:body|querystring|params|headers)(?:\/|\s(?=must|has))/g, '')
    .replace(/\bdetails\/\d+(?:\/|:\s*|\s)/g, '')
    // Record ids ("PO #329", "line id 12").
    .replace(/\s*#\d+/g, '')
    .replace(/\b(?:line )?id \d+\b/gi, 'a line')
    // Codes ("PurchaseOrderDetails.OrderDateAfterShip", "(Request.Invalid)").
    .replace(/\s*\(?\b[A-Z][A-Za-z]+\.[A-Z][A-Za-z]+\b\)?/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (field) {
    text = text.replace(/^Line \d+:\s*/, '');
    for (const name of [field, fieldWords(field)])
      if (text.startsWith(`${name} `)) text = text.slice(name.length + 1);
  }
  text = text.replace(/\s*\(got [^)]*\)/, '').replace(/[;:,]\s*$/, '');
  return capitalise(text) || 'This value is not accepted';
}

/** The words for a schema answer, by what it says is wrong. */
function schemaWords(message: string): string | undefined {
  if (/must have required property|must be string|must be null/.test(message)) return 'Required';
  if (/must be a date|format "date"/.test(message)) return 'Enter a date';
  if (/must be (number|integer)/.test(message)) return 'Enter a number';
  if (/must be boolean/.test(message)) return 'Choose yes or no';
  const bound = /must be (>=|>|<=|<) (-?[\d.]+)/.exec(message);
  if (bound) {
    const words = { '>=': 'at least', '>': 'greater than', '<=': 'at most', '<': 'less than' } as const;
    return `Must be ${words[bound[1] as keyof typeof words]} ${bound[2]}`;
  }
  const longest = /must NOT have more than (\d+) characters/.exec(message);
  if (longest) return `At most ${longest[1]} characters`;
  const shortest = /must NOT have fewer than (\d+) characters/.exec(message);
  if (shortest) return Number(shortest[1]) === 1 ? 'Required' : `At least ${shortest[1]} characters`;
  if (/allowed values/.test(message)) return 'Choose one of the offered values';
  if (/must match pattern/.test(message)) return 'Not in the expected form';
  return undefined;
}

/** The sentence shown next to `field` for an error placed there. */
export function plainFieldMessage(error: CodedError, field: string): string {
  const { message, code } = error;
  const rule = code.split('.')[1] ?? '';
  // Schema answers (Request.Invalid, and <Entity>.InvalidValue for a number out of range).
  const words = schemaWords(message);
  if (words) return words;
  if (rule === 'MultipleWarehouses') return 'All lines must use the same warehouse';
  if (rule === 'NoItems') return 'Add at least one line';
  if (rule === 'DuplicateRows') {
    const lines = /Lines (\d+) and \d+ repeat/.exec(message);
    return lines ? `Same as line ${lines[1]}: change it or remove this line` : 'Repeats another line';
  }
  // "Line 2: PO Details Order Date is after PO Details Ship Date", shown at the later field.
  const order = /(?:Line \d+: )?(.+?) is after (.+)$/.exec(message);
  if (order?.[1] && order[2]) {
    const [earlier, later] = [order[1].trim(), order[2].trim()];
    return field === earlier
      ? `Must not be after ${fieldWords(later)}`
      : `Must not be before ${fieldWords(earlier)}`;
  }
  return plainMessage(message, field);
}
