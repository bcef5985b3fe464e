import fc from 'fast-check';

/** The subset of JSON Schema the OpenAPI description's request bodies use. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
}

/** Values the seeded database holds, so that some generated bodies get past validation into the rules. */
const KNOWN = ['I-1', 'I-2', 'WH-1', 'SF-1', 'SUP-1', 'CUST-1', 'ST-1', 'EA', 'Open', 'Active'];
// (Never `admin`: fuzzed logins under that name would lock the suite's own account out.)

const isoDate = fc
  .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

/** An arbitrary of values that satisfy `schema` (as far as this subset goes). */
export function valid(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.constant(null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => valid(s, depth + 1)));
  if (schema.allOf?.length) return valid(Object.assign({}, ...schema.allOf) as JsonSchema, depth + 1);
  const types = schema.type
    ? [schema.type].flat()
    : schema.properties
      ? ['object']
      : schema.items
        ? ['array']
        : ['string'];
  if (types.length > 1) return fc.oneof(...types.map((type) => valid({ ...schema, type }, depth)));
  switch (types[0]) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.oneof(
        fc.constantFrom(1, 2, 3),
        fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 100_000 }),
      );
    case 'number':
      return fc.double({
        min: schema.minimum ?? -1e6,
        max: schema.maximum ?? 1e6,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'array':
      return fc.array(valid(schema.items, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3)),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, value] of Object.entries(properties)) record[key] = valid(value, depth + 1);
      return fc.record(record, { requiredKeys: (schema.required ?? []).filter((k) => k in properties) });
    }
    default: {
      if (schema.format === 'date' || schema.pattern === '^\\d{4}-\\d{2}-\\d{2}$') return isoDate;
      if (schema.format === 'date-time') return isoDate.map((d) => `${d}T00:00:00.000Z`);
      if (schema.format === 'email') return fc.emailAddress();
      if (schema.format === 'uri' || schema.format === 'url') return fc.webUrl();
      if (schema.pattern) {
        try {
          return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= 200);
        } catch {
          // A pattern fast-check cannot invert: plain strings, which mostly fail it (also worth sending).
        }
      }
      const min = schema.minLength ?? 0;
      const max = Math.max(min, Math.min(schema.maxLength ?? 24, 24));
      const known = KNOWN.filter((k) => k.length >= min && k.length <= max);
      const any = fc.string({ minLength: min, maxLength: max });
      return known.length ? fc.oneof(fc.constantFrom(...known), any) : any;
    }
  }
}

function deep(levels: number, inner: unknown, asArray: boolean): unknown {
  let value = inner;
  for (let i = 0; i < levels; i++) value = asArray ? [value] : { a: value };
  return value;
}

/** Values nobody should send: wrong types, extremes, malformed dates, odd unicode, size and depth. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(), // NaN and ±Infinity serialise as null
  fc.constantFrom(
    1e308,
    -1e308,
    2 ** 53 + 1,
    -(2 ** 63),
    2 ** 63,
    2 ** 31,
    -(2 ** 31) - 1,
    4294967296,
    -0,
    5e-324,
    0.1 + 0.2,
    -1,
    0,
  ),
  fc.constantFrom(
    '2026-02-30',
    '2026-13-01',
    '2026-00-10',
    '0000-00-00',
    '2025-02-29',
    '9999-12-31',
    '+275760-09-13',
    '2026-1-1',
    '2026-02-28T25:61:00Z',
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\ud800',
    '\udfff\ud800',
    '\ufeff',
    '\u202eevil',
    'e\u0301\u0301\u0301',
    '𝕏'.repeat(500),
    '"; drop table items; --',
    "' or '1'='1",
    '%00',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    'NaN',
    'null',
    '1e309',
    '٣',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom('x'.repeat(100_000), '€'.repeat(50_000)),
  fc.constantFrom(
    Array.from({ length: 10_000 }, () => 1),
    Array.from({ length: 2000 }, () => ({ id: null })),
  ),
  fc.constantFrom(deep(2000, 1, true), deep(2000, 1, false), deep(60, 'x', false)),
  fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 4 }),
  fc.object({ maxDepth: 2 }),
);

type Path = (string | number)[];

function paths(value: unknown, prefix: Path = [], out: Path[] = []): Path[] {
  if (prefix.length > 8 || !value || typeof value !== 'object') return out;
  for (const [k, v] of Object.entries(value)) {
    const key = Array.isArray(value) ? Number(k) : k;
    out.push([...prefix, key]);
    paths(v, [...prefix, key], out);
  }
  return out;
}

function containers(value: unknown, prefix: Path = [], out: Path[] = []): Path[] {
  if (value && typeof value === 'object' && !Array.isArray(value)) out.push(prefix);
  if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value))
      containers(v, [...prefix, Array.isArray(value) ? Number(k) : k], out);
  return out;
}

function at(root: unknown, path: Path): Record<string | number, unknown> | undefined {
  let node = root;
  for (const key of path) node = (node as Record<string | number, unknown> | undefined)?.[key];
  return node as Record<string | number, unknown> | undefined;
}

export type Mutation =
  | { kind: 'valid' }
  | { kind: 'replace'; pick: number; value: unknown }
  | { kind: 'remove'; pick: number }
  | { kind: 'extra'; pick: number; key: string; value: unknown }
  | { kind: 'body'; value: unknown };

export const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 1, arbitrary: fc.constant({ kind: 'valid' as const }) },
  {
    weight: 5,
    arbitrary: fc.record({ kind: fc.constant('replace' as const), pick: fc.nat(), value: hostileValue }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('remove' as const), pick: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('extra' as const),
      pick: fc.nat(),
      key: fc.oneof(
        fc.constantFrom('__proto__', 'constructor', 'prototype', 'id', 'Item Number ', 'toString', ''),
        fc.string({ maxLength: 12 }),
      ),
      value: fc.oneof(hostileValue, fc.constant({ prototype: { polluted: true } })),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('body' as const), value: hostileValue }) },
);

/** Applies a mutation to a (deep-copied) valid body; `__proto__` keys become own properties, as JSON can carry. */
export function mutate(body: unknown, m: Mutation): unknown {
  if (m.kind === 'valid') return body;
  if (m.kind === 'body') return m.value;
  const copy = structuredClone(body);
  if (m.kind === 'extra') {
    const targets = containers(copy);
    if (!targets.length) return copy;
    const target = at(copy, targets[m.pick % targets.length]!);
    if (target)
      Object.defineProperty(target, m.key, {
        value: m.value,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    return copy;
  }
  const all = paths(copy);
  if (!all.length) return m.kind === 'replace' ? m.value : copy;
  const path = all[m.pick % all.length]!;
  const parent = at(copy, path.slice(0, -1));
  const key = path[path.length - 1]!;
  if (!parent) return copy;
  if (m.kind === 'remove') {
    if (Array.isArray(parent)) parent.splice(Number(key), 1);
    else delete parent[key];
  } else parent[key] = m.value;
  return copy;
}
