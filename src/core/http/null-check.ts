import { AppError } from '../errors.js';

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

const allowsNull = (schema: JsonSchema): boolean => {
  // No type at all (Type.Any, Type.Unknown) takes anything; alternatives are weighed by the caller.
  if (schema.type === undefined) return !(schema.anyOf || schema.oneOf);
  return schema.type === 'null' || (Array.isArray(schema.type) && schema.type.includes('null'));
};

/**
 * The first place where `value` holds a null its schema does not allow, e.g. `body/details/0/PO Details Quantity`.
 * Ajv's type coercion (needed for query strings) would silently turn such a null into 0, "" or false.
 */
export function misplacedNull(schema: JsonSchema, value: unknown, path: string): string | undefined {
  if (value === null) {
    const alternatives = schema.anyOf ?? schema.oneOf;
    if (alternatives) return alternatives.some(allowsNull) ? undefined : path;
    return allowsNull(schema) ? undefined : path;
  }
  if (Array.isArray(value) && schema.items) {
    for (const [i, element] of value.entries()) {
      const found = misplacedNull(schema.items, element, `${path}/${i}`);
      if (found) return found;
    }
  } else if (typeof value === 'object' && value !== null && schema.properties) {
    for (const [key, element] of Object.entries(value)) {
      const property = schema.properties[key];
      const found = property ? misplacedNull(property, element, `${path}/${key}`) : undefined;
      if (found) return found;
    }
  }
  return undefined;
}

export function refuseMisplacedNull(schema: unknown, body: unknown): void {
  if (!schema || typeof schema !== 'object' || body === null || typeof body !== 'object') return;
  const found = misplacedNull(schema as JsonSchema, body, 'body');
  if (found) throw new AppError(400, 'Request.Invalid', `${found} must not be null`);
}
