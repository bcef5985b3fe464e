/**
 * The error codes each operation can answer, for the OpenAPI description: what every route of its kind answers
 * (the auth hook, body handling, schema validation, the list engine) plus what the route declares in
 * `config.errors`, which modules derive from their declarations (an order type's entities and references, a
 * master's prefix). Each error status of the operation then names its codes in its description and gives one
 * example per code, and the operation lists them all in `x-error-codes`.
 */
import { type ErrorCode, statusesOf } from '../../catalogue/errors.js';
import { MUTATING } from '../auth/plugin.js';
import type { EntityWith } from '../errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The codes this operation's own rules can answer (beyond those every route of its kind answers). */
    errors?: readonly ErrorCode[];
  }
}

/** What a collection GET (contract part 3) can answer from its query (filters or sort not JSON: JSON.Invalid). */
export const LIST_ERRORS = [
  'JSON.Invalid',
  'List.InvalidFilter',
  'List.InvalidPage',
  'List.InvalidSort',
  'List.UnknownColumn',
] as const satisfies readonly ErrorCode[];

/** What a write of custom-column values can answer (specification 2.12). */
export const CUSTOM_VALUE_ERRORS = [
  'Request.UnknownField',
  'CustomColumn.InvalidValue',
  'CustomColumn.Required',
] as const satisfies readonly ErrorCode[];

/** The facts of a route the general codes follow from. */
export interface OperationFacts {
  method: string;
  public?: boolean | undefined;
  privileged?: boolean | undefined;
  csrf?: boolean | undefined;
  /** Has a params, query or body schema (or may carry a body). */
  checked: boolean;
  /** May carry a body (POST, PUT, PATCH, DELETE). */
  bodied: boolean;
  /** Its query is the collection query (filters, sort, page…). */
  list: boolean;
  valueEntity?: EntityWith<'InvalidValue'> | undefined;
  declared?: readonly ErrorCode[] | undefined;
}

/** Every code the operation can answer, in catalogue-independent sorted order. */
export function errorCodesOf(facts: OperationFacts): ErrorCode[] {
  const codes = new Set<ErrorCode>(facts.declared ?? []);
  if (!facts.public) {
    codes.add('User.NotAuthenticated');
    if (facts.privileged) codes.add('User.NotPrivileged');
    if (MUTATING.has(facts.method) && facts.csrf !== false) {
      codes.add('User.MissingCSRF');
      codes.add('User.InvalidCSRF');
    }
  }
  if (facts.checked) codes.add('Request.Invalid');
  if (facts.bodied) {
    codes.add('JSON.Invalid');
    codes.add('Request.TooLarge');
    codes.add('Request.UnsupportedMediaType');
  }
  if (facts.list) for (const code of LIST_ERRORS) codes.add(code);
  if (facts.valueEntity) codes.add(`${facts.valueEntity}.InvalidValue`);
  return [...codes].sort();
}

/** `PurchaseOrderList.NotFound` → `Purchase order list: not found` (an example's Message). */
function exampleMessage(code: ErrorCode): string {
  const words = (text: string) => text.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  const [entity, subtype] = code.includes('.') ? code.split('.') : ['', code];
  const sentence = entity ? `${words(entity!)}: ${words(subtype!)}` : words(subtype!);
  return sentence.replace(/^./, (c) => c.toUpperCase());
}

const ERROR_BODY: { description?: string } & Record<string, unknown> = {
  type: 'object',
  properties: { Message: { type: 'string' }, Code: { type: 'string' } },
  required: ['Message', 'Code'],
};

/**
 * The error answers of an operation by status: the route's own schema for that status (else `{Message, Code}`)
 * with a description naming the codes and an example of each. Statuses the route declared without a catalogued
 * code keep their schema as they are.
 */
export function errorResponses(
  codes: readonly ErrorCode[],
  own: Record<string, unknown>,
  /** The route produces another media type (an XLSX download): errors then name application/json themselves. */
  ownMediaType = false,
): Record<string, unknown> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes)
    for (const status of statusesOf(code)) {
      if (status >= 500) continue;
      byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
    }
  const answers: Record<string, unknown> = {};
  for (const [status, list] of [...byStatus].sort(([a], [b]) => a - b)) {
    const schema = (own[status] as { description?: string } | undefined) ?? ERROR_BODY;
    const description = [schema.description, `Error codes: ${list.join(', ')}`].filter(Boolean).join('. ');
    const examples = Object.fromEntries(
      list.map((code) => [code, { value: { Message: exampleMessage(code), Code: code } }]),
    );
    answers[status] = ownMediaType
      ? { description, content: { 'application/json': { schema: ERROR_BODY, examples } } }
      : { ...schema, description, 'x-examples': examples };
  }
  return answers;
}
