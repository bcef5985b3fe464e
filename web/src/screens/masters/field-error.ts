import { isApiError } from '../../api/client';
import { plainFieldMessage } from '../../editing/fieldMessages';

/** Which field of a master form an API error concerns (`undefined`: it belongs to the form as a whole). */
export interface ErrorField {
  key: string;
  /** Error-code prefix of the master a reference field names (`SupplierMaster`). */
  refEntity?: string;
  /** The field an `<entity>.AlreadyExists` belongs at (else the first field that is not a reference). */
  uniqueKey?: boolean;
}

export function fieldOfError(
  fields: ErrorField[],
  entity: string,
  error: { code: string; message: string },
  values: Record<string, unknown> = {},
): string | undefined {
  const [prefix = '', rule = ''] = error.code.split('.');
  // Schema answers name the path: "body/Item Weight must be number", "body must have required property 'X'".
  const path =
    /^body\/([^/]+?) (?:must|has|is)/.exec(error.message) ??
    /required property '([^']+)'/.exec(error.message);
  if (path?.[1] && fields.some((f) => f.key === path[1])) return path[1];
  if (rule === 'NotFound' && prefix !== entity) {
    const refs = fields.filter((f) => f.refEntity === prefix);
    const named = refs.find(
      (f) => typeof values[f.key] === 'string' && error.message.includes(String(values[f.key])),
    );
    if (named ?? refs[0]) return (named ?? refs[0])!.key;
  }
  if (rule === 'AlreadyExists' && prefix === entity)
    return (fields.find((f) => f.uniqueKey) ?? fields.find((f) => !f.refEntity))?.key;
  // Otherwise the longest field name the message mentions ("Item Weight must be at least 0").
  const mentioned = fields
    .filter((f) => error.message.includes(f.key))
    .sort((a, b) => b.key.length - a.key.length);
  return mentioned[0]?.key;
}

/** An API error placed at its field as the words to show there (no code or schema path), or null for a banner. */
export function placedFieldError(
  fields: ErrorField[],
  entity: string,
  error: unknown,
  values: Record<string, unknown> = {},
): { key: string; text: string } | null {
  if (!isApiError(error)) return null;
  const key = fieldOfError(fields, entity, error, values);
  return key ? { key, text: plainFieldMessage(error, key) } : null;
}
