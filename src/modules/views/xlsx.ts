import type { PassThrough } from 'node:stream';
import type { ValueFormat } from '../../core/db/dialect.js';
import type { ColumnDef } from '../../core/list/view.js';
import { type Waiter, type ZipEntry, ZipWriter } from '../../core/xlsx/zip.js';

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

/** Formats whose cells are not text. */
const TYPED = new Set<ValueFormat>(['number', 'currency', 'boolean', 'date', 'datetime']);

const NUMBER_FORMATS: Partial<Record<ValueFormat, string>> = {
  date: 'yyyy-mm-dd',
  datetime: 'yyyy-mm-dd hh:mm:ss',
  currency: '#,##0.00',
};

// Excel's 1900 date system: days since 1899-12-31, plus one
// from 1900-03-01 on (Lotus's 29 February 1900).
const EPOCH_1900 = Date.UTC(1899, 11, 31);
const MS_PER_DAY = 86_400_000;
const serialOf = (ms: number) => {
  const serial = (ms - EPOCH_1900) / MS_PER_DAY;
  return serial >= 60 ? serial + 1 : serial;
};

type SheetValue = string | number | boolean | null;

/**
 * The value written for a cell of a column in `format`: `cellOf`'s, except that a date is given as its
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
  rows?: AsyncIterable<Record<string, unknown>>;
  /**
   * Or batches of rows as arrays of values, in the order of `headers`, each value as toRow gives it: the export's
   * own read (openRows) gives these, without an object per row.
   */
  batches?: AsyncIterable<unknown[][]>;
}

export interface WriteOptions {
  sheetName: string;
  /** Set when the client has gone: writing stops and the rows' source is closed. */
  aborted?: () => boolean;
  /** Milliseconds the output may stay full before writing fails (default STALL_MS). */
  stallMs?: number;
  /** Rows per sheet, the header included (default Excel's 1,048,576); set lower by tests. */
  maxRowsPerSheet?: number;
  /** zlib's level for the parts (default 1). */
  level?: number;
}

/**
 * Resolves when `emitter` emits `event` (a stream draining) or `out` closes (the client left: the caller sees
 * `out.destroyed`); rejects when neither happens within `ms`, which means the client stopped reading.
 */
function waiter(out: PassThrough, ms: number): Waiter {
  return (emitter, event) => {
    // Already gone (the client left while a chunk was being made): its 'close' has fired and will not again.
    if (out.destroyed) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const done = (error?: Error) => {
        clearTimeout(timer);
        emitter.off(event, onEvent);
        out.off('close', onEvent);
        if (error) reject(error);
        else resolve();
      };
      const onEvent = () => done();
      const timer = setTimeout(() => done(new Error('the client stopped reading')), ms);
      emitter.on(event, onEvent);
      out.on('close', onEvent);
    });
  };
}

export const MAX_ROWS_PER_SHEET = 1_048_576;
/** Sheet XML is handed to zlib in pieces of about this many characters. */
const CHUNK_CHARS = 256 * 1024;
/** Object rows are grouped into batches of this many. */
const BATCH_ROWS = 500;

const NS_MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const NS_REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const NS_PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** "A", "B", …, "Z", "AA", …: a column's letters. */
function columnLetters(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters XML 1.0 cannot hold are what it finds
const NEEDS_ESCAPE = /[&<>\u0000-\u0008\u000b\u000c\r\u000e-\u001f]/;

/**
 * Text as cell XML: &, < and > as entities; carriage return and the control characters XML 1.0 cannot hold as
 * OOXML's `_xHHHH_` escapes (as hucre wrote them).
 */
function escapeText(text: string): string {
  if (!NEEDS_ESCAPE.test(text)) return text;
  let result = '';
  let last = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    let replacement: string | undefined;
    if (code === 38) replacement = '&amp;';
    else if (code === 60) replacement = '&lt;';
    else if (code === 62) replacement = '&gt;';
    else if (code < 32 && code !== 9 && code !== 10)
      replacement = `_x${code.toString(16).toUpperCase().padStart(4, '0')}_`;
    if (replacement !== undefined) {
      result += text.slice(last, i) + replacement;
      last = i + 1;
    }
  }
  return result + text.slice(last);
}

function escapeAttribute(text: string): string {
  return escapeText(text).replace(/"/g, '&quot;');
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: what needs a look: markup, line breaks, tabs, controls
const SPECIAL = /[&<>\u0000-\u001f]/;

/** `<is><t>…</t></is>`; leading or trailing spaces, tabs and line breaks need xml:space="preserve". */
function inlineText(text: string): string {
  // The common case, plain text, in one scan.
  if (!SPECIAL.test(text) && text.charCodeAt(0) !== 32 && text.charCodeAt(text.length - 1) !== 32)
    return `<is><t>${text}</t></is>`;
  const preserve =
    text.length > 0 &&
    (text.charCodeAt(0) === 32 ||
      text.charCodeAt(text.length - 1) === 32 ||
      text.includes('\n') ||
      text.includes('\t'));
  return preserve
    ? `<is><t xml:space="preserve">${escapeText(text)}</t></is>`
    : `<is><t>${escapeText(text)}</t></is>`;
}

/** The cell styles: 0 is the default, then one per number format in use, in NUMBER_FORMATS' order. */
function stylesOf(headers: SheetSource['headers']): { styleOf: number[]; xml: string } {
  const formats: string[] = [];
  const styleOf = headers.map((h) => {
    const numFmt = NUMBER_FORMATS[h.format];
    if (!numFmt) return 0;
    let index = formats.indexOf(numFmt);
    if (index < 0) index = formats.push(numFmt) - 1;
    return index + 1;
  });
  const numFmts = formats.map((f, i) => `<numFmt numFmtId="${164 + i}" formatCode="${escapeAttribute(f)}"/>`);
  const xfs = formats.map(
    (_, i) => `<xf numFmtId="${164 + i}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>`,
  );
  const xml =
    `${XML_DECLARATION}<styleSheet xmlns="${NS_MAIN}">` +
    (formats.length > 0 ? `<numFmts count="${formats.length}">${numFmts.join('')}</numFmts>` : '') +
    '<fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts>' +
    '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
    '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
    '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
    `<cellXfs count="${formats.length + 1}"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>${xfs.join('')}</cellXfs>` +
    '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
    '</styleSheet>';
  return { styleOf, xml };
}

/** Sheet names: the first as given, the further ones with `_2`, `_3`, … within Excel's 31 characters. */
function sheetNameOf(base: string, index: number): string {
  if (index === 0) return base.slice(0, 31);
  const suffix = `_${index + 1}`;
  return base.slice(0, 31 - suffix.length) + suffix;
}

async function* batchesOf(
  rows: AsyncIterable<Record<string, unknown>>,
  keys: string[],
): AsyncGenerator<unknown[][]> {
  let batch: unknown[][] = [];
  for await (const row of rows) {
    const values: unknown[] = new Array(keys.length);
    for (let i = 0; i < keys.length; i++) values[i] = row[keys[i] as string];
    batch.push(values);
    if (batch.length >= BATCH_ROWS) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

/**
 * Streams an XLSX of `source` into `out` as rows arrive: one header row (alias, else key), typed cells (numbers,
 * dates as serial numbers in the column's date format, booleans, text as inline strings: no shared-string table to
 * hold, and a type no spreadsheet evaluates), the column's number format as its one cell style, the header frozen;
 * past `maxRowsPerSheet` the export continues on a further sheet (header repeated). Rows are pulled only while `out`
 * has room, so the pace is the client's and memory stays flat for any number of rows. Resolves when the workbook is
 * complete (or writing was aborted).
 *
 * Why a writer of its own (bench/HISTORY.md, "export", has the comparison): a general streaming writer builds every
 * cell through an XML element builder with an attribute object and a style lookup; here the XML is a string
 * template per cell type, written in pieces of 256 KB, deflated at level 1 by zlib off the main thread
 * (src/core/xlsx/zip.ts).
 */
export async function writeXlsx(out: PassThrough, source: SheetSource, options: WriteOptions): Promise<void> {
  const aborted = options.aborted ?? (() => false);
  const wait = waiter(out, options.stallMs ?? STALL_MS);
  const zip = new ZipWriter(out, wait, options.level);
  const headers = source.headers;
  const maxRows = options.maxRowsPerSheet ?? MAX_ROWS_PER_SHEET;
  const baseName = options.sheetName.slice(0, 24) || 'Export';
  const converters = headers.map((h) => sheetCellFor(h.format));
  // The common cases skip the converter: a text column's string and a number column's finite number are written as
  // they are (what cellOf would give them); anything else goes through it.
  const plainText = headers.map((h) => !TYPED.has(h.format));
  const plainNumber = headers.map((h) => h.format === 'number' || h.format === 'currency');
  const { styleOf, xml: stylesXml } = stylesOf(headers);

  // Per column, the cell's XML around its row number and value.
  const open = headers.map((_, i) => `<c r="${columnLetters(i)}`);
  const styled = styleOf.map((s) => (s === 0 ? '"' : `" s="${s}"`));
  const numberOpen = styled.map((s) => `${s}><v>`);
  const textOpen = styled.map((s) => `${s} t="inlineStr">`);
  const boolOpen = styled.map((s) => `${s} t="b"><v>`);

  const headerRow = (r: number) => {
    let xml = `<row r="${r}">`;
    for (let i = 0; i < headers.length; i++) {
      const h = headers[i] as SheetSource['headers'][number];
      xml += `${open[i]}${r}" t="inlineStr">${inlineText(h.alias ?? h.key)}</c>`;
    }
    return `${xml}</row>`;
  };
  const cols = headers
    .map((h, i) => {
      const width = Math.min(50, Math.max(12, (h.alias ?? h.key).length + 2));
      return `<col min="${i + 1}" max="${i + 1}" width="${width}" customWidth="1"/>`;
    })
    .join('');
  const sheetOpen =
    `${XML_DECLARATION}<worksheet xmlns="${NS_MAIN}" xmlns:r="${NS_REL}">` +
    '<sheetViews><sheetView workbookViewId="0">' +
    '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' +
    '</sheetView></sheetViews><sheetFormatPr defaultRowHeight="15"/>' +
    (cols ? `<cols>${cols}</cols>` : '') +
    '<sheetData>';
  const sheetClose = '</sheetData></worksheet>';

  const batches =
    source.batches ??
    batchesOf(
      source.rows ?? (async function* () {})(),
      headers.map((h) => h.key),
    );
  const iterator = batches[Symbol.asyncIterator]();
  let sheets = 0;
  let entry: ZipEntry | undefined;
  try {
    let pending: unknown[][] | undefined;
    let pendingAt = 0;
    let more = true;
    // One sheet per pass; a sheet is started only for rows that exist (and always the first).
    while (more && !aborted() && !out.destroyed) {
      entry = await zip.openFile(`xl/worksheets/sheet${++sheets}.xml`);
      let xml = sheetOpen + headerRow(1);
      let r = 1;
      while (r < maxRows) {
        if (!pending || pendingAt >= pending.length) {
          if (aborted() || out.destroyed) break;
          const next = await iterator.next();
          if (next.done) {
            more = false;
            break;
          }
          pending = next.value;
          pendingAt = 0;
          continue;
        }
        const end = Math.min(pending.length, pendingAt + (maxRows - r));
        for (; pendingAt < end; pendingAt++) {
          const values = pending[pendingAt] as unknown[];
          const row = String(++r);
          xml += `<row r="${row}">`;
          for (let i = 0; i < values.length; i++) {
            const raw = values[i];
            if (raw === null || raw === undefined) continue;
            if (typeof raw === 'string' && plainText[i]) {
              xml += `${open[i]}${row}${textOpen[i]}${inlineText(raw)}</c>`;
              continue;
            }
            if (typeof raw === 'number' && plainNumber[i] && Number.isFinite(raw)) {
              xml += `${open[i]}${row}${numberOpen[i]}${raw}</v></c>`;
              continue;
            }
            const value = (converters[i] as (value: unknown) => SheetValue)(raw);
            if (value === null) continue;
            if (typeof value === 'number') xml += `${open[i]}${row}${numberOpen[i]}${value}</v></c>`;
            else if (typeof value === 'string')
              xml += `${open[i]}${row}${textOpen[i]}${inlineText(value)}</c>`;
            else xml += `${open[i]}${row}${boolOpen[i]}${value ? 1 : 0}</v></c>`;
          }
          xml += '</row>';
        }
        if (xml.length >= CHUNK_CHARS) {
          await entry.write(Buffer.from(xml));
          xml = '';
        }
      }
      if (aborted() || out.destroyed) break;
      await entry.write(Buffer.from(xml + sheetClose));
      await entry.end();
      entry = undefined;
      if (more) {
        // Another sheet only if another row follows.
        if (!pending || pendingAt >= pending.length) {
          const next = await iterator.next();
          if (next.done) more = false;
          else {
            pending = next.value;
            pendingAt = 0;
          }
        }
      }
    }
    if (aborted() || out.destroyed) {
      entry?.destroy();
      return;
    }

    const sheetIds = Array.from({ length: sheets }, (_, i) => i + 1);
    await zip.addFile('xl/styles.xml', stylesXml);
    await zip.addFile(
      'xl/workbook.xml',
      `${XML_DECLARATION}<workbook xmlns="${NS_MAIN}" xmlns:r="${NS_REL}"><sheets>` +
        sheetIds
          .map(
            (n) =>
              `<sheet name="${escapeAttribute(sheetNameOf(baseName, n - 1))}" sheetId="${n}" r:id="rId${n}"/>`,
          )
          .join('') +
        '</sheets></workbook>',
    );
    await zip.addFile(
      'xl/_rels/workbook.xml.rels',
      `${XML_DECLARATION}<Relationships xmlns="${NS_PKG_REL}">` +
        sheetIds
          .map(
            (n) =>
              `<Relationship Id="rId${n}" Type="${NS_REL}/worksheet" Target="worksheets/sheet${n}.xml"/>`,
          )
          .join('') +
        `<Relationship Id="rId${sheets + 1}" Type="${NS_REL}/styles" Target="styles.xml"/></Relationships>`,
    );
    await zip.addFile(
      '_rels/.rels',
      `${XML_DECLARATION}<Relationships xmlns="${NS_PKG_REL}">` +
        `<Relationship Id="rId1" Type="${NS_REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    );
    const ct = 'application/vnd.openxmlformats-officedocument.spreadsheetml';
    await zip.addFile(
      '[Content_Types].xml',
      `${XML_DECLARATION}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        `<Override PartName="/xl/workbook.xml" ContentType="${ct}.sheet.main+xml"/>` +
        sheetIds
          .map((n) => `<Override PartName="/xl/worksheets/sheet${n}.xml" ContentType="${ct}.worksheet+xml"/>`)
          .join('') +
        `<Override PartName="/xl/styles.xml" ContentType="${ct}.styles+xml"/></Types>`,
    );
    await zip.finish();
    out.end();
  } catch (error) {
    entry?.destroy();
    throw error;
  } finally {
    // Closes the rows' source (a database cursor) however writing ended.
    await iterator.return?.();
  }
}
