import type ExcelJS from 'exceljs';
import { parseString } from 'fast-csv';
import { badRequest, type ErrorCode } from '../../core/errors.js';

/** One data row of a file: its line number in the file (the header is line 1) and its cells by column. */
export interface FileRow {
  line: number;
  cells: unknown[];
}

export interface Sheet {
  headers: string[];
  rows: FileRow[];
}

export type FileKind = 'csv' | 'xlsx';

/** What reading a file answers: its name's type, then its content. */
export const READ_ERRORS = [
  'Import.UnsupportedFile',
  'Import.UnreadableFile',
] as const satisfies readonly ErrorCode[];

export function kindOfFile(name: string): FileKind {
  const lower = name.toLowerCase();
  if (lower.endsWith('.csv')) return 'csv';
  if (lower.endsWith('.xlsx')) return 'xlsx';
  throw badRequest('Import.UnsupportedFile', `${name}: only .csv and .xlsx files can be imported`);
}

const unreadable = (message: string) => badRequest('Import.UnreadableFile', message);

async function readCsv(content: Buffer): Promise<Sheet> {
  // A UTF-8 byte-order mark (spreadsheets write one) is not part of the first header.
  const text = content.toString('utf8').replace(/^\uFEFF/, '');
  const records: string[][] = [];
  await new Promise<void>((resolve, reject) => {
    parseString(text, { headers: false, ignoreEmpty: true })
      .on('error', reject)
      .on('data', (row: string[]) => records.push(row))
      .on('end', () => resolve());
  }).catch((error: unknown) => {
    throw unreadable(
      `The CSV file could not be read: ${error instanceof Error ? error.message : String(error)}`,
    );
  });
  const [headers, ...rows] = records;
  if (!headers) throw unreadable('The file is empty: it needs a header row');
  return { headers: headers.map((h) => h.trim()), rows: rows.map((cells, i) => ({ line: i + 2, cells })) };
}

/** A cell as the value it shows: rich text as its text, formula results as their result, dates as Date. */
function cellValue(value: ExcelJS.CellValue): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date || typeof value !== 'object') return value;
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('result' in value) return cellValue(value.result as ExcelJS.CellValue);
  if ('text' in value) return value.text;
  return String(value);
}

async function readXlsx(content: Buffer): Promise<Sheet> {
  // Loaded at the first XLSX import, not at start (as the export does).
  const { default: Excel } = await import('exceljs');
  const book = new Excel.Workbook();
  try {
    await book.xlsx.load(content as unknown as ArrayBuffer);
  } catch (error) {
    throw unreadable(
      `The XLSX file could not be read: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  // An export past one sheet's row limit continues on further sheets, each with the same header row.
  let headers: string[] | undefined;
  const rows: FileRow[] = [];
  for (const sheet of book.worksheets) {
    const header = sheet.getRow(1);
    const names: string[] = [];
    header.eachCell({ includeEmpty: true }, (cell, col) => {
      names[col - 1] = String(cellValue(cell.value) ?? '').trim();
    });
    if (names.length === 0) continue;
    if (!headers) headers = names;
    else if (names.join('\u0000') !== headers.join('\u0000'))
      throw unreadable(`Sheet ${sheet.name} has other headers than the first sheet`);
    sheet.eachRow((row, number) => {
      if (number === 1) return;
      const cells: unknown[] = [];
      row.eachCell({ includeEmpty: false }, (cell, col) => {
        cells[col - 1] = cellValue(cell.value);
      });
      if (cells.some((c) => c !== null && c !== undefined && c !== '')) rows.push({ line: number, cells });
    });
  }
  if (!headers) throw unreadable('The workbook is empty: it needs a header row');
  return { headers, rows };
}

export const readSheet = (kind: FileKind, content: Buffer): Promise<Sheet> =>
  kind === 'csv' ? readCsv(content) : readXlsx(content);
