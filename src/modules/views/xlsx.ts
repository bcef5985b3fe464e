import type { PassThrough } from 'node:stream';
import type { ValueFormat } from '../../core/db/dialect.js';
import type { ColumnDef } from '../../core/list/view.js';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A client that reads nothing for this long is cut off, so it cannot hold a database connection forever. */
export const STALL_MS = 60_000;

type CellValue = string | number | boolean | Date | null;

/*
 * Text a spreadsheet could take for a formula (OWASP's list: = + - @, tab and carriage return) needs no escaping:
 * the writer stores every string as an inline string (`t="inlineStr"`), a cell type no spreadsheet evaluates, and
 * never writes an `<f>` element. The value itself is unchanged (no quote prefix), so the sheet matches the JSON view.
 */

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function dateCell(value: string): CellValue {
  const match = DATE.exec(value);
  if (!match) return value;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? value : date;
}

function dateTimeCell(value: string): CellValue {
  if (DATE.test(value)) return dateCell(value);
  const date = new Date(value);
  // Excel has no time zones: timestamps are written in UTC, as the API serves them.
  return Number.isNaN(date.getTime()) ? value : date;
}

/** The typed cell of one value of a view column (values as the list engine's toRow gives them). */
export function cellOf(format: ValueFormat, value: unknown): CellValue {
  if (value === null || value === undefined) return null;
  switch (format) {
    case 'number':
    case 'currency':
      return typeof value === 'number' ? (Number.isFinite(value) ? value : null) : String(value);
    case 'boolean':
      return typeof value === 'boolean' ? value : String(value);
    case 'date':
      return value instanceof Date ? value : dateCell(String(value));
    case 'datetime':
      return value instanceof Date ? value : dateTimeCell(String(value));
    default:
      return typeof value === 'string' ? value : String(value);
  }
}

const NUMBER_FORMATS: Partial<Record<ValueFormat, string>> = {
  date: 'yyyy-mm-dd',
  datetime: 'yyyy-mm-dd hh:mm:ss',
  currency: '#,##0.00',
};

// Excel's 1900 date system, as hucre computes it from a Date (its dateToSerial): days since 1899-12-31, plus one
// from 1900-03-01 on (Lotus's 29 February 1900).
const EPOCH_1900 = Date.UTC(1899, 11, 31);
const MS_PER_DAY = 86_400_000;
const serialOf = (ms: number) => {
  const serial = (ms - EPOCH_1900) / MS_PER_DAY;
  return serial >= 60 ? serial + 1 : serial;
};

type SheetValue = string | number | boolean | null;

/**
 * The value the writer is given for a cell of a column in `format`: `cellOf`'s, except that a date is given as its
 * serial number, which is what the sheet stores for a Date in a column with a date format (the same `<v>`), without
 * a Date per cell.
 */
function sheetCellFor(format: ValueFormat): (value: unknown) => SheetValue {
  const typed = (value: unknown): SheetValue => {
    const cell = cellOf(format, value);
    return cell instanceof Date ? (Number.isNaN(cell.getTime()) ? null : serialOf(cell.getTime())) : cell;
  };
  if (format !== 'date' && format !== 'datetime') return typed;
  return (value) => {
    // The common case, a plain ISO date, without a Date.
    if (typeof value === 'string' && value.length === 10) {
      const match = DATE.exec(value);
      if (match) {
        const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
        if (!Number.isNaN(ms)) return serialOf(ms);
      }
    }
    return typed(value);
  };
}

export interface SheetSource {
  /** The view's columns in their own formats (datetime and currency cells differ from their public headers). */
  headers: Pick<ColumnDef, 'key' | 'format' | 'alias'>[];
  /** Rows in the list engine's shape (toRow). */
  rows: AsyncIterable<Record<string, unknown>>;
}

export interface WriteOptions {
  sheetName: string;
  /** Set when the client has gone: writing stops and the rows' source is closed. */
  aborted?: () => boolean;
  /** Milliseconds the output may stay full before writing fails (default STALL_MS). */
  stallMs?: number;
}

/** Resolves when `out` drains; rejects when it stays full for `ms` (the client stopped reading) or closes. */
function drained(out: PassThrough, ms: number): Promise<void> {
  // Already gone (the client left while a chunk was being made): its 'close' has fired and will not again.
  if (out.destroyed) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const done = (error?: Error) => {
      clearTimeout(timer);
      out.off('drain', onDrain);
      out.off('close', onClose);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => done();
    const onClose = () => done();
    const timer = setTimeout(() => done(new Error('the client stopped reading')), ms);
    out.on('drain', onDrain);
    out.on('close', onClose);
  });
}

/**
 * Streams an XLSX of `source` into `out` as rows arrive: one header row (alias, else key), typed cells, date and
 * currency number formats, the header frozen; past Excel's 1,048,576 rows the export continues on a further sheet
 * (header repeated). hucre's writer pulls rows only as its output is read, so the pace is the client's and memory
 * stays flat for any number of rows. Resolves when the workbook is complete (or writing was aborted).
 *
 * Why hucre and not exceljs: exceljs's streaming writer builds a cell object model per row and spent about 10 s of
 * CPU on 200,000 fifteen-column rows where hucre spends about 4 s (same rows, same run; bench/README.md), and it
 * passes no backpressure back to its caller.
 */
export async function writeXlsx(out: PassThrough, source: SheetSource, options: WriteOptions): Promise<void> {
  // Loaded at the first export, not at start.
  const { writeXlsxStream } = await import('hucre/xlsx');
  const aborted = options.aborted ?? (() => false);
  const converters = source.headers.map((h) => sheetCellFor(h.format));
  const keys = source.headers.map((h) => h.key);

  async function* cells(): AsyncGenerator<SheetValue[]> {
    for await (const row of source.rows) {
      if (aborted()) return;
      const values: SheetValue[] = new Array(keys.length);
      for (let i = 0; i < keys.length; i++)
        values[i] = (converters[i] as (value: unknown) => SheetValue)(row[keys[i] as string]);
      yield values;
    }
  }

  const workbook = writeXlsxStream(cells(), {
    name: options.sheetName.slice(0, 24) || 'Export',
    columns: source.headers.map((h) => {
      const numFmt = NUMBER_FORMATS[h.format];
      return {
        header: h.alias ?? h.key,
        width: Math.min(50, Math.max(12, (h.alias ?? h.key).length + 2)),
        // As the column's style (one object), not `numFmt`, which hucre copies into a new style for every cell.
        ...(numFmt ? { style: { numFmt } } : {}),
      };
    }),
    freezePane: { rows: 1 },
  });
  const reader = workbook.getReader();
  try {
    for (;;) {
      if (aborted() || out.destroyed) {
        await reader.cancel();
        return;
      }
      const { done, value } = await reader.read();
      if (done) break;
      if (!out.write(value)) await drained(out, options.stallMs ?? STALL_MS);
    }
    out.end();
  } catch (error) {
    await reader.cancel().catch(() => {});
    throw error;
  }
}
