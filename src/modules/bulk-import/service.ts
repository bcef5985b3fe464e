import type { ValidateFunction } from 'ajv';
import { sql } from 'kysely';
import { edit, type Privilege } from '../../core/auth/privileges.js';
import type { ValueFormat } from '../../core/db/dialect.js';
import type { Store, Tx } from '../../core/db/index.js';
import { inTransaction } from '../../core/db/transaction.js';
import { AppError, badRequest, type ErrorCode } from '../../core/errors.js';
import type { Actor } from '../../core/events/outbox.js';
import { compileBodyValidator } from '../../core/http/validation.js';
import { resolveColumns } from '../../core/list/engine.js';
import type { ViewDef } from '../../core/list/view.js';
import { CreateInventoryBody } from '../inventory/schemas.js';
import { createInventory, WRITABLE } from '../inventory/service.js';
import { inventoryListView } from '../inventory/views.js';
import { bomView, createBom } from '../master-data/bom.js';
import { createRecord } from '../master-data/crud.js';
import { MASTERS, type MasterDef } from '../master-data/definitions.js';
import { BomCreateBody, createBodyOf } from '../master-data/schemas.js';
import { MASTER_VIEWS } from '../master-data/views.js';
import { createOrdersInBatch } from '../orders/engine/batch.js';
import type { OrderConfig } from '../orders/engine/types.js';
import { forecasts } from '../orders/forecast.js';
import { manufacturingOrders } from '../orders/manufacturing.js';
import { purchaseOrders } from '../orders/purchase.js';
import { salesOrders } from '../orders/sales.js';
import { transferOrders } from '../orders/transfer.js';
import { orderViews } from '../orders/views.js';
import type { FileRow, Sheet } from './read.js';

type Body = Record<string, unknown>;

/** How one table takes rows: each row a record, or rows grouped by a number into one record with lines. */
type Writer =
  | { kind: 'record'; write: (store: Store, body: Body, actor: Actor) => Promise<unknown>; schema: object }
  | {
      kind: 'grouped';
      groupKey: string;
      /** Fields of the group (header); the rest are line fields. */
      headerKeys: ReadonlySet<string>;
      lineKeys: ReadonlySet<string>;
      write: (
        store: Store,
        trx: Tx,
        bodies: Body[],
        actor: Actor,
      ) => Promise<{ index: number; error: AppError }[]>;
    };

interface Target {
  // biome-ignore lint/suspicious/noExplicitAny: views of any scope
  view: ViewDef<any>;
  privilege: Privilege;
  /** Field names written (in the API's names); other columns of the view are read-only and skipped. */
  writable: ReadonlySet<string>;
  /** Columns a file may carry that the view does not show (a BOM's component lines). */
  extra: { key: string; format: ValueFormat }[];
  writer: Writer;
  /** The tables an import grows, analysed after a large one (the dialect's statistics hook). */
  tables: readonly string[];
  /** Other views whose screens offer this import (an order list takes its lines' file). */
  alsoOn?: readonly string[];
}

const writableOf = (def: MasterDef) =>
  new Set(def.columns.filter((c) => c.kind === 'ref' || !c.writeOnly).map((c) => c.name));

function masterTarget(def: MasterDef): Target {
  return {
    view: MASTER_VIEWS.get(def)!,
    privilege: edit(def.privilege),
    writable: writableOf(def),
    extra: [],
    tables: [def.table],
    writer: {
      kind: 'record',
      schema: createBodyOf(def),
      write: (store, body, actor) => createRecord(store, def, body, { actor }),
    },
  };
}

function orderTarget(cfg: OrderConfig, view: ViewDef): Target {
  const headerKeys = new Set(cfg.headerFields.map((f) => f.key));
  const lineKeys = new Set(cfg.lineFields.map((f) => f.key));
  return {
    view,
    privilege: edit(cfg.privilege),
    writable: new Set([...headerKeys, ...lineKeys]),
    extra: [],
    tables: [cfg.headerTable, cfg.lineTable],
    alsoOn: [cfg.views.list],
    writer: {
      kind: 'grouped',
      groupKey: cfg.numberKey,
      headerKeys,
      lineKeys,
      write: async (_store, trx, bodies, actor) =>
        (await createOrdersInBatch(trx, cfg, bodies, actor)).failures,
    },
  };
}

const BOM_HEADER_KEYS = [
  'BOM Number',
  'Item Number',
  'BOM Status',
  'BOM Lead Time Days',
  'BOM Minimum Quantity',
  'BOM Order Multiple',
];
const BOM_LINE_FIELDS = [
  { key: 'Component Item Number', format: 'string' as const },
  { key: 'Component Quantity', format: 'number' as const },
  { key: 'Component Unit', format: 'string' as const },
];

const TARGETS = new Map<string, Target>([
  ...MASTERS.filter((def) => def.view.register).map((def) => [def.view.name, masterTarget(def)] as const),
  [
    'inventory_list',
    {
      view: inventoryListView,
      privilege: edit('Inventory'),
      writable: new Set(WRITABLE),
      extra: [],
      tables: ['inventory'],
      writer: {
        kind: 'record',
        schema: CreateInventoryBody,
        write: (store, body, actor) => createInventory(store, body, actor),
      },
    },
  ],
  [
    'bill_of_materials',
    {
      view: bomView,
      privilege: edit('Bill of Materials'),
      writable: new Set([...BOM_HEADER_KEYS, ...BOM_LINE_FIELDS.map((f) => f.key)]),
      extra: BOM_LINE_FIELDS,
      tables: ['boms', 'bom_lines'],
      writer: {
        kind: 'grouped',
        groupKey: 'BOM Number',
        headerKeys: new Set(BOM_HEADER_KEYS),
        lineKeys: new Set(BOM_LINE_FIELDS.map((f) => f.key)),
        write: async (store, trx, bodies, actor) => {
          const check = validator(BomCreateBody);
          const failures: { index: number; error: AppError }[] = [];
          for (const [index, body] of bodies.entries()) {
            const error = await attempt(trx, async () => {
              checkShape(check, body);
              await createBom({ ...store, db: trx }, body, { actor });
            });
            if (error) failures.push({ index, error });
          }
          return failures;
        },
      },
    },
  ],
  ['purchase_order_details', orderTarget(purchaseOrders, orderViews.purchase.details)],
  ['sales_order_details', orderTarget(salesOrders, orderViews.sales.details)],
  ['manufacturing_order_details', orderTarget(manufacturingOrders, orderViews.manufacturing.details)],
  ['transfer_order_details', orderTarget(transferOrders, orderViews.transfer.details)],
  ['forecast_details', orderTarget(forecasts, orderViews.forecast.details)],
]);

export const IMPORT_TABLES = [...TARGETS.keys()].sort();

/** The views whose screens offer the import into `table`: the table's own view and those it names. */
export const screensOf = (table: string): string[] => [table, ...(importTarget(table).alsoOn ?? [])];

/** What importing a read sheet answers as a whole (row errors are reported per row, under Import.InvalidRows). */
export const SHEET_ERRORS = [
  'Import.UnknownTable',
  'Import.UnknownColumn',
  'Import.DuplicateColumn',
  // Orders of a type queued while an integration run locks procurement are not loaded in bulk (batch.ts).
  'IntegrationRun.Locked',
] as const satisfies readonly ErrorCode[];

export function importTarget(table: string): Target {
  const target = TARGETS.get(table);
  if (!target)
    throw badRequest(
      'Import.UnknownTable',
      `Table ${table} cannot be imported; one of ${IMPORT_TABLES.join(', ')}`,
    );
  return target;
}

const validators = new Map<object, ValidateFunction>();
function validator(schema: object): ValidateFunction {
  let check = validators.get(schema);
  if (!check) {
    check = compileBodyValidator(schema);
    validators.set(schema, check);
  }
  return check;
}

/** The route schema's answer for a body that does not fit it, naming the field. */
function checkShape(check: ValidateFunction, body: Body) {
  if (check(body)) return;
  const first = check.errors?.[0];
  const path = first?.instancePath ?? '';
  const field = path.split('/').filter(Boolean).pop() ?? first?.params?.missingProperty;
  // In words, as the row's field (an import's reader sees no request body or schema path).
  const subject = field === undefined ? 'The row' : String(field).replace(/~1/g, '/');
  throw new AppError(400, 'Request.Invalid', `${subject} ${first?.message ?? 'is invalid'}`).at(
    field === undefined ? {} : { field: String(field).replace(/~1/g, '/') },
  );
}

/** Runs `work` under a savepoint: a refused row leaves nothing behind and the transaction goes on (PostgreSQL too). */
async function attempt(trx: Tx, work: () => Promise<unknown>): Promise<AppError | undefined> {
  await sql`savepoint import_row`.execute(trx);
  try {
    await work();
    await sql`release savepoint import_row`.execute(trx);
    return undefined;
  } catch (error) {
    await sql`rollback to savepoint import_row`.execute(trx);
    await sql`release savepoint import_row`.execute(trx);
    if (error instanceof AppError) return error;
    throw error;
  }
}

/** A cell as the report shows it: dates as ISO text, an empty cell as null. */
export type CellValue = string | number | boolean | null;

export interface RowError {
  line: number;
  field: string | null;
  Code: string;
  Message: string;
  /** The row as the file has it: header → cell, so a reader sees the data beside the error. */
  values?: Record<string, CellValue>;
}

export interface ImportReport {
  table: string;
  rows: number;
  /** Rows stored (or, with dry_run, rows that would be stored). */
  stored: number;
  /** Rows not stored: the bad ones and the other rows of their orders or BOMs. */
  not_stored: number;
  dry_run: boolean;
  errors: RowError[];
}

export interface ImportOptions {
  skipInvalid: boolean;
  dryRun: boolean;
  actor: Actor;
}

const TRUE = /^(true|yes|1)$/i;
const FALSE = /^(false|no|0)$/i;

/** A file cell as the JSON value the API takes for a field of `format` (text cells keep text that is not a number). */
function toValue(format: ValueFormat, raw: unknown): unknown {
  if (raw === null || raw === undefined) return null;
  if (raw instanceof Date) {
    const iso = raw.toISOString();
    return format === 'date' || iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
  }
  if (typeof raw === 'string' && raw.trim() === '') return null;
  switch (format) {
    case 'number':
    case 'currency': {
      if (typeof raw === 'number') return raw;
      const text = String(raw).trim();
      const n = Number(text);
      return Number.isFinite(n) ? n : text;
    }
    case 'boolean':
      if (typeof raw === 'boolean') return raw;
      if (TRUE.test(String(raw).trim())) return true;
      if (FALSE.test(String(raw).trim())) return false;
      return String(raw);
    default:
      return typeof raw === 'string' ? raw : String(raw);
  }
}

/** The columns a file of `target` may carry, by header name (alias, else key); `writable` ones are stored. */
async function columnsByName(store: Store, target: Target) {
  const columns = await resolveColumns(store, target.view);
  const byName = new Map<string, { key: string; format: ValueFormat; writable: boolean }>();
  const template: string[] = [];
  for (const c of [...columns, ...target.extra]) {
    const entry = {
      key: c.key,
      format: c.format,
      // Custom columns (not in the view's own definition) are written too.
      writable:
        target.writable.has(c.key) || !target.view.columns.some((v: { key: string }) => v.key === c.key),
    };
    byName.set(c.key, entry);
    const alias = 'alias' in c ? c.alias : undefined;
    const named = typeof alias === 'string' && alias !== '';
    if (named) byName.set(alias, entry);
    if (entry.writable) template.push(named ? alias : c.key);
  }
  return { byName, template };
}

/** The header row of an empty file for `table`: the columns an import stores, as its export names them. */
export async function templateHeaders(store: Store, table: string): Promise<string[]> {
  return (await columnsByName(store, importTarget(table))).template;
}

/** Header names → the columns they fill; an unknown header is refused by name. */
async function mapHeaders(store: Store, table: string, target: Target, headers: string[]) {
  const { byName } = await columnsByName(store, target);
  const seen = new Set<string>();
  return headers.map((name) => {
    const found = byName.get(name);
    if (!found)
      throw badRequest(
        'Import.UnknownColumn',
        `Unknown column "${name}" for ${table}; use the headers its export writes`,
      );
    if (seen.has(found.key)) throw badRequest('Import.DuplicateColumn', `Column "${name}" is given twice`);
    seen.add(found.key);
    return found;
  });
}

/** A body-schema message in words: `body/details/0/PO Details Quantity must be …` → `PO Details Quantity must be …`. */
function inWords(message: string, field: string | null): string {
  if (!message.startsWith('body')) return message;
  const at = field === null ? -1 : message.indexOf(`/${field} `);
  if (at >= 0) return message.slice(at + 1);
  return message.replace(/^body\/?/, 'The row: ');
}

const rowError = (line: number, error: AppError, field?: string): RowError => {
  const at = error.place.field ?? field ?? null;
  return { line, field: at, Code: error.code, Message: inWords(error.message, at) };
};

const cellValue = (raw: unknown): CellValue => {
  if (raw === null || raw === undefined || raw === '') return null;
  if (raw instanceof Date) return raw.toISOString().replace('T00:00:00.000Z', '');
  if (typeof raw === 'string' || typeof raw === 'number' || typeof raw === 'boolean') return raw;
  return String(raw);
};

const valuesOf = (headers: string[], row: FileRow | undefined): Record<string, CellValue> =>
  Object.fromEntries(headers.map((name, i) => [name, cellValue(row?.cells[i])]));

class DryRunDone extends Error {}

/** Rows stored by one import from which its tables are analysed (fewer are left to the service's periodic check). */
export const ANALYZE_AFTER_ROWS = 1000;

/**
 * Imports the rows of `sheet` into `table` by the API's own rules, in one transaction: every row is validated
 * (the route's schema, then the service's checks); when any fails nothing is stored unless `skipInvalid`, which
 * stores the others. `dryRun` validates the same way and stores nothing.
 */
export async function importSheet(
  store: Store,
  table: string,
  sheet: Sheet,
  options: ImportOptions,
): Promise<ImportReport> {
  const target = importTarget(table);
  const columns = await mapHeaders(store, table, target, sheet.headers);
  const bodyOf = (row: FileRow, keys?: ReadonlySet<string>) => {
    const body: Body = {};
    columns.forEach((c, i) => {
      if (!c.writable || (keys && !keys.has(c.key))) return;
      const value = toValue(c.format, row.cells[i]);
      // An empty cell leaves the field out: the create's default applies, as for a body without it.
      if (value !== null) body[c.key] = value;
    });
    return body;
  };
  const errors: RowError[] = [];
  let storedRows = 0;
  const run = async (trx: Tx) => {
    const writer = target.writer;
    if (writer.kind === 'record') {
      const check = validator(writer.schema);
      for (const row of sheet.rows) {
        const error = await attempt(trx, async () => {
          const body = bodyOf(row);
          checkShape(check, body);
          await writer.write({ ...store, db: trx }, body, options.actor);
        });
        if (error) errors.push(rowError(row.line, error));
        else storedRows++;
      }
    } else {
      const groups = new Map<string, FileRow[]>();
      const keyIndex = columns.findIndex((c) => c.key === writer.groupKey);
      for (const row of sheet.rows) {
        const key = keyIndex < 0 ? '' : String(toValue('string', row.cells[keyIndex]) ?? '');
        if (key === '') {
          errors.push({
            line: row.line,
            field: writer.groupKey,
            Code: 'Request.Invalid',
            Message: `${writer.groupKey} is required`,
          });
          continue;
        }
        groups.set(key, [...(groups.get(key) ?? []), row]);
      }
      const entries = [...groups.values()];
      const lineKeys = new Set([
        ...writer.lineKeys,
        ...columns
          .filter((c) => c.writable && !writer.headerKeys.has(c.key) && !target.writable.has(c.key))
          .map((c) => c.key),
      ]);
      for (let start = 0; start < entries.length; start += 1000) {
        const part = entries.slice(start, start + 1000);
        const bodies = part.map((rows) => ({
          ...bodyOf(rows[0]!, writer.headerKeys),
          details: rows.map((row) => bodyOf(row, lineKeys)),
        }));
        const failures = await writer.write(store, trx, bodies, options.actor);
        const failed = new Set<number>();
        for (const { index, error } of failures) {
          failed.add(index);
          const rows = part[index]!;
          errors.push(rowError(rows[error.place.line ?? 0]?.line ?? rows[0]!.line, error));
        }
        part.forEach((rows, index) => {
          if (!failed.has(index)) storedRows += rows.length;
        });
      }
    }
    if (options.dryRun || (errors.length > 0 && !options.skipInvalid)) throw new DryRunDone();
  };
  try {
    await inTransaction(store, run);
  } catch (error) {
    if (!(error instanceof DryRunDone)) throw error;
  }
  errors.sort((a, b) => a.line - b.line);
  const byLine = new Map(sheet.rows.map((row) => [row.line, row]));
  for (const error of errors) error.values = valuesOf(sheet.headers, byLine.get(error.line));
  const committed = options.dryRun || errors.length === 0 || options.skipInvalid;
  const stored = committed ? storedRows : 0;
  // PostgreSQL plans from the statistics of the tables' last ANALYZE: a large import brings them up to date.
  if (!options.dryRun && stored >= ANALYZE_AFTER_ROWS)
    await store.dialect.statistics.analyze(store.db, target.tables);
  return {
    table,
    rows: sheet.rows.length,
    stored,
    not_stored: sheet.rows.length - stored,
    dry_run: options.dryRun,
    errors,
  };
}
