import {
  type CustomColumn,
  customColumnsOf,
  isValidDate,
  resolveCustomValues,
} from '../../../core/custom/values.js';
import { AppError, badRequest } from '../../../core/errors.js';
import type { CustomTable } from '../../../core/list/view.js';
import { prefetchLookup, type RefLookup, refNotFound } from './refs.js';
import {
  type ApiRecord,
  type FieldDef,
  type LooseDb,
  type OrderBody,
  type OrderConfig,
  type RefKind,
  typed,
} from './types.js';

export interface ValidLine {
  /** Position in the body's details (for messages). */
  index: number;
  /** The existing line this one keeps (update), or null for a new line. */
  lineId: number | null;
  /** Known fields in API names, absent ones as null (the BOM default filled in). */
  api: ApiRecord;
  /** Column → value, references as ids. */
  columns: Record<string, unknown>;
  /** The body's keys that are not known fields (custom-column values), resolved later. */
  extra: ApiRecord;
}

export interface ValidOrder {
  api: ApiRecord;
  columns: Record<string, unknown>;
  extra: ApiRecord;
  lines: ValidLine[];
}

const invalid = (message: string) => new AppError(400, 'Request.Invalid', message);

function split(fields: FieldDef[], source: ApiRecord, known: ReadonlySet<string>) {
  const api: ApiRecord = {};
  for (const f of fields) api[f.key] = source[f.key] ?? null;
  const extra: ApiRecord = {};
  for (const [key, value] of Object.entries(source)) if (!known.has(key)) extra[key] = value;
  return { api, extra };
}

export const headerKnown = (cfg: OrderConfig) =>
  new Set(['id', 'details', cfg.idField, ...cfg.headerFields.map((f) => f.key)]);
export const lineKnown = (cfg: OrderConfig) =>
  new Set(['id', ...(cfg.lineIdField ? [cfg.lineIdField] : []), ...cfg.lineFields.map((f) => f.key)]);

/** The id a body line names (by `id` or the type's second name for it); both given must agree. */
function lineIdOf(cfg: OrderConfig, line: ApiRecord, index: number): number | null {
  const ids = [line.id, cfg.lineIdField ? line[cfg.lineIdField] : null].filter(
    (v): v is number => v !== null && v !== undefined,
  );
  if (ids.length === 2 && ids[0] !== ids[1])
    throw invalid(`details/${index}: id ${ids[0]} and ${cfg.lineIdField} ${ids[1]} name different lines`);
  return ids[0] ?? null;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function checkValues(fields: FieldDef[], record: ApiRecord, where: string, line?: number) {
  for (const f of fields) {
    const value = record[f.key];
    if (typeof value !== 'string') continue;
    if (f.kind === 'date' && !isValidDate(value))
      throw invalid(`${where}${f.key} must be a date (YYYY-MM-DD)`).at({ line, field: f.key });
    // PostgreSQL text cannot hold NUL, and lone surrogates would not survive UTF-8: refuse both on either database.
    if (value.includes('\u0000') || LONE_SURROGATE.test(value))
      throw invalid(`${where}${f.key} contains a NUL character or an unpaired surrogate`).at({
        line,
        field: f.key,
      });
  }
}

/**
 * The create and update validations of specification 4.2 in its order: no lines, several warehouses,
 * repeated item rows, dates out of order, then the master references (header, then each line field across all
 * lines: item, sub-item, warehouse, ship-from/ship-to, BOM, customer). Malformed JSON never reaches here.
 * The body's shape (types, required fields) was checked by the route schema before.
 */
export async function validateOrder(
  db: LooseDb,
  cfg: OrderConfig,
  body: OrderBody,
  given?: RefLookup,
): Promise<ValidOrder> {
  const known = headerKnown(cfg);
  const knownLine = lineKnown(cfg);
  const details = Array.isArray(body.details) ? body.details : [];
  checkValues(cfg.headerFields, body, '');
  cfg.checkHeader?.check(body);
  const seenIds = new Set<number>();
  const lines: ValidLine[] = details.map((line, index) => {
    checkValues(cfg.lineFields, line, `details/${index}/`, index);
    const lineId = lineIdOf(cfg, line, index);
    if (lineId !== null) {
      if (seenIds.has(lineId)) throw invalid(`details/${index}: line id ${lineId} is given twice`);
      seenIds.add(lineId);
    }
    return { index, lineId, ...split(cfg.lineFields, line, knownLine), columns: {} };
  });

  // 1. At least one line.
  if (lines.length === 0) throw badRequest('OrderList.NoItems', `A ${cfg.noun} needs at least one line`);
  // 2. One warehouse for all lines.
  const warehouses = new Set(lines.map((l) => l.api['Warehouse Number']));
  if (warehouses.size > 1)
    throw badRequest(
      'OrderList.MultipleWarehouses',
      `All lines of a ${cfg.noun} must use the same Warehouse Number (found ${[...warehouses].join(', ')})`,
    ).at({
      line: lines.find((l) => l.api['Warehouse Number'] !== lines[0]!.api['Warehouse Number'])?.index,
      field: 'Warehouse Number',
    });
  // 3. No repeated item rows.
  const rows = new Map<string, number>();
  for (const line of lines) {
    const key = JSON.stringify(cfg.duplicateKey.map((k) => line.api[k]));
    const first = rows.get(key);
    if (first !== undefined)
      throw badRequest(
        'OrderDetails.DuplicateRows',
        `Lines ${first + 1} and ${line.index + 1} repeat ${cfg.duplicateKey
          .map((k) => `${k} ${line.api[k] ?? '(none)'}`)
          .join(', ')}`,
      ).at({ line: line.index, field: cfg.duplicateKey[0] });
    rows.set(key, line.index);
  }
  // 4. Dates in order.
  if (cfg.dateRule) {
    const rule = cfg.dateRule;
    for (const line of lines) {
      let previous: { key: string; value: string } | null = null;
      for (const key of rule.chain) {
        const value = line.api[key];
        if (typeof value !== 'string') continue;
        if (previous && previous.value > value)
          throw badRequest(rule.code, rule.message(line.index + 1, previous.key, key)).at({
            line: line.index,
            field: key,
          });
        previous = { key, value };
      }
    }
  }

  // 5–8. Master references, header first, then each line field in declaration order across all lines.
  const header = { ...split(cfg.headerFields, body, known) };
  const lookup = given ?? prefetchLookup(db, wantedNumbers(cfg, header.api, lines));
  const headerColumns: Record<string, unknown> = {};
  for (const f of cfg.headerFields) {
    const value = header.api[f.key];
    if (f.kind !== 'ref') {
      headerColumns[f.column] = value;
      continue;
    }
    if (value === null) {
      headerColumns[f.column] = null;
      continue;
    }
    const found = await lookup.ids(f.ref!, [value as string]);
    const id = found.get(value as string);
    if (id === undefined) throw refNotFound(f.ref!, value as string).at({ field: f.key });
    headerColumns[f.column] = id;
  }
  for (const f of cfg.lineFields) {
    if (f.kind !== 'ref') {
      for (const line of lines) line.columns[f.column] = line.api[f.key];
      continue;
    }
    await resolveLineRef(lookup, f, lines);
  }
  // The type's own rule over the resolved order (its hook), then the line minimums (contract part 4).
  cfg.checkOrder?.check(
    header.api,
    lines.map((l) => l.api),
  );
  checkMinimums(cfg, lines);
  return { api: header.api, columns: headerColumns, extra: header.extra, lines };
}

/** The numbers of the plainly numbered references (not sub-items or BOMs) the order names, per kind. */
function wantedNumbers(cfg: OrderConfig, header: ApiRecord, lines: ValidLine[]): Map<RefKind, Set<string>> {
  const wanted = new Map<RefKind, Set<string>>();
  const add = (f: FieldDef, value: unknown) => {
    if (f.kind !== 'ref' || f.ref === 'subItem' || f.ref === 'bom' || typeof value !== 'string') return;
    const set = wanted.get(f.ref!) ?? new Set<string>();
    wanted.set(f.ref!, set.add(value));
  };
  for (const f of cfg.headerFields) add(f, header[f.key]);
  for (const f of cfg.lineFields) for (const line of lines) add(f, line.api[f.key]);
  return wanted;
}

/** Quantities and prices (contract part 4), each field across all lines in declaration order. */
function checkMinimums(cfg: OrderConfig, lines: ValidLine[]) {
  for (const f of cfg.lineFields) {
    if (!f.minimum) continue;
    const { value: least, exclusive, code } = f.minimum;
    for (const line of lines) {
      const value = line.api[f.key];
      if (typeof value !== 'number' || (exclusive ? value > least : value >= least)) continue;
      throw badRequest(
        `${cfg.lineEntity}.${code}`,
        `Line ${line.index + 1}: ${f.key} must be ${exclusive ? 'greater than' : 'at least'} ${least} (got ${value})`,
      ).at({ line: line.index, field: f.key });
    }
  }
}

async function resolveLineRef(lookup: RefLookup, f: FieldDef, lines: ValidLine[]) {
  const named = lines.filter((l) => l.api[f.key] !== null);
  const numberOf = (l: ValidLine) => l.api[f.key] as string;
  if (f.ref === 'subItem') {
    const map = await lookup.subItems(named.map((l) => l.columns.item_id as number));
    for (const line of lines) {
      if (line.api[f.key] === null) {
        line.columns[f.column] = null;
        continue;
      }
      const id = map.get(`${line.columns.item_id}:${numberOf(line)}`);
      if (id === undefined)
        throw refNotFound('subItem', numberOf(line), ` for Item ${line.api['Item Number']}`).at({
          line: line.index,
          field: f.key,
        });
      line.columns[f.column] = id;
    }
    return;
  }
  if (f.ref === 'bom') {
    const byNumber = await lookup.boms(named.map(numberOf));
    const defaults = await lookup.activeBoms(
      lines.filter((l) => l.api[f.key] === null).map((l) => l.columns.item_id as number),
    );
    for (const line of lines) {
      if (line.api[f.key] === null) {
        // The item's Active BOM is the default; an item without one leaves the line without a BOM.
        const fallback = defaults.get(line.columns.item_id as number);
        line.columns[f.column] = fallback?.id ?? null;
        line.api[f.key] = fallback?.number ?? null;
        continue;
      }
      const bom = byNumber.get(numberOf(line));
      if (!bom || bom.itemId !== line.columns.item_id)
        throw refNotFound('bom', numberOf(line), bom ? ` for Item ${line.api['Item Number']}` : '').at({
          line: line.index,
          field: f.key,
        });
      line.columns[f.column] = bom.id;
    }
    return;
  }
  const map = await lookup.ids(f.ref!, named.map(numberOf));
  for (const line of lines) {
    if (line.api[f.key] === null) {
      line.columns[f.column] = null;
      continue;
    }
    const id = map.get(numberOf(line));
    if (id === undefined) throw refNotFound(f.ref!, numberOf(line)).at({ line: line.index, field: f.key });
    line.columns[f.column] = id;
  }
}

/** Custom-column values of a header or line, or a clear 400 for unknown fields where the table has none. */
export async function customValuesOf(
  db: LooseDb,
  table: CustomTable | undefined,
  columns: CustomColumn[] | undefined,
  extra: ApiRecord,
  known: ReadonlySet<string>,
  existing: ApiRecord | null,
  what: string,
): Promise<ApiRecord> {
  if (!table) {
    const unknown = Object.keys(extra)[0];
    if (unknown !== undefined)
      throw badRequest('Request.UnknownField', `Unknown field "${unknown}" for ${what}`);
    return {};
  }
  // resolveCustomValues only looks at keys outside `known`, so the extras alone carry everything it needs.
  return resolveCustomValues(typed(db), table, extra, known, existing, columns);
}

export async function customColumnsFor(db: LooseDb, table: CustomTable | undefined) {
  return table ? customColumnsOf(typed(db), table) : undefined;
}
