import type { PassThrough, Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ValueFormat } from '../../core/db/dialect.js';
import type { Header } from '../../core/list/view.js';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Rows per worksheet: Excel's limit of 1,048,576 rows less the header; longer exports continue on a new sheet. */
export const MAX_SHEET_ROWS = 1_048_575;
/** Rows written between checks of the output's backlog. */
const BATCH = 512;
/** Bytes allowed to wait between the writer and the client before writing pauses. */
const BACKLOG_BYTES = 4 * 1024 * 1024;
/** A client that reads nothing for this long is cut off, so it cannot hold a database connection forever. */
export const STALL_MS = 60_000;

type CellValue = string | number | boolean | Date | null | { richText: { text: string }[] };

/**
 * Text a spreadsheet could take for a formula (OWASP's list: = + - @, tab and carriage return). exceljs writes
 * plain strings as `t="str"` cells, which no spreadsheet evaluates either, but these are written as inline
 * strings (`t="inlineStr"`, rich text of one run): the unambiguous "this is text" cell type. The value itself is
 * unchanged (no quote prefix), so the sheet matches the JSON view; the sheet XML never holds an `<f>` element.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function textCell(value: string): CellValue {
  return FORMULA_START.test(value) ? { richText: [{ text: value }] } : value;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function dateCell(value: string): CellValue {
  const match = DATE.exec(value);
  if (!match) return textCell(value);
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? textCell(value) : date;
}

function dateTimeCell(value: string): CellValue {
  if (DATE.test(value)) return dateCell(value);
  const date = new Date(value);
  // Excel has no time zones: timestamps are written in UTC, as the API serves them.
  return Number.isNaN(date.getTime()) ? textCell(value) : date;
}

/** The typed cell of one value of a view column (values as the list engine's toRow gives them). */
export function cellOf(format: ValueFormat, value: unknown): CellValue {
  if (value === null || value === undefined) return null;
  switch (format) {
    case 'number':
    case 'currency':
      return typeof value === 'number' ? (Number.isFinite(value) ? value : null) : textCell(String(value));
    case 'boolean':
      return typeof value === 'boolean' ? value : textCell(String(value));
    case 'date':
      return value instanceof Date ? value : dateCell(String(value));
    case 'datetime':
      return value instanceof Date ? value : dateTimeCell(String(value));
    default:
      return textCell(typeof value === 'string' ? value : String(value));
  }
}

const NUMBER_FORMATS: Partial<Record<ValueFormat, string>> = {
  date: 'yyyy-mm-dd',
  datetime: 'yyyy-mm-dd hh:mm:ss',
  currency: '#,##0.00',
};

export interface SheetSource {
  headers: Header[];
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

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * exceljs does not pass backpressure back to its caller: a committed row is queued in the zip stream whatever
 * the client's pace. After every batch the writer yields to the event loop (so compression and the socket make
 * progress) and waits while more than BACKLOG_BYTES are queued, either in the sheet's zip entry (exceljs's
 * `stream.pipes`, read defensively) or on the way to the client: memory stays flat for any number of rows.
 */
function backlogOf(sheet: ExcelJS.Worksheet, out: PassThrough): number {
  const pipes = (sheet as unknown as { stream?: { pipes?: unknown[] } }).stream?.pipes ?? [];
  let queued = out.readableLength + out.writableLength;
  for (const pipe of pipes) {
    // archiver's entry is a readable-stream PassThrough, whose old API has no writableLength getter.
    const state = pipe as { writableLength?: unknown; _writableState?: { length?: unknown } };
    const length = state.writableLength ?? state._writableState?.length;
    if (typeof length === 'number') queued += length;
  }
  return queued;
}

/**
 * Streams an XLSX of `source` into `out` as rows arrive: one header row (alias, else key), typed cells, date and
 * currency number formats, the header frozen. Resolves when the workbook is complete (or writing was aborted).
 */
export async function writeXlsx(out: PassThrough, source: SheetSource, options: WriteOptions): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out as Writable,
    useStyles: true,
    useSharedStrings: false,
  });
  const zip = (workbook as unknown as { zip?: NodeJS.EventEmitter }).zip;
  // An aborted download must not surface as an unhandled stream error.
  zip?.on('error', () => {});
  const aborted = options.aborted ?? (() => false);
  const formats = source.headers.map((h) => h.format);
  const keys = source.headers.map((h) => h.key);
  const baseName = options.sheetName.slice(0, 24) || 'Export';

  let sheetIndex = 0;
  const addSheet = () => {
    sheetIndex += 1;
    const sheet = workbook.addWorksheet(sheetIndex === 1 ? baseName : `${baseName} (${sheetIndex})`, {
      views: [{ state: 'frozen', ySplit: 1 }],
    });
    sheet.columns = source.headers.map((h) => ({
      key: h.key,
      width: Math.min(50, Math.max(12, (h.alias ?? h.key).length + 2)),
      style: NUMBER_FORMATS[h.format] ? { numFmt: NUMBER_FORMATS[h.format] } : {},
    }));
    const header = sheet.addRow(source.headers.map((h) => textCell(h.alias ?? h.key)));
    header.font = { bold: true };
    header.commit();
    return sheet;
  };

  let sheet = addSheet();
  let rowsInSheet = 0;
  let written = 0;
  for await (const row of source.rows) {
    if (aborted()) return;
    if (rowsInSheet === MAX_SHEET_ROWS) {
      sheet.commit();
      sheet = addSheet();
      rowsInSheet = 0;
    }
    const values: CellValue[] = new Array(keys.length);
    for (let i = 0; i < keys.length; i++)
      values[i] = cellOf(formats[i] as ValueFormat, row[keys[i] as string]);
    sheet.addRow(values).commit();
    rowsInSheet += 1;
    written += 1;
    if (written % BATCH === 0) {
      await nextTurn();
      const since = Date.now();
      while (!aborted() && backlogOf(sheet, out) > BACKLOG_BYTES) {
        if (Date.now() - since > (options.stallMs ?? STALL_MS)) throw new Error('the client stopped reading');
        await delay(2);
      }
    }
  }
  if (aborted()) return;
  sheet.commit();
  await workbook.commit();
}
