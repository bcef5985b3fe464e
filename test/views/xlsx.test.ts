import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { cellOf, writeXlsx } from '../../src/modules/views/xlsx.js';
import { readXlsx } from './seed.js';

describe('xlsx cells and writer', () => {
  it('types cells by column format and keeps formula-like text as text', () => {
    expect(cellOf('number', 1.5)).toBe(1.5);
    expect(cellOf('currency', null)).toBeNull();
    expect(cellOf('boolean', false)).toBe(false);
    expect(cellOf('date', '2026-03-04')).toEqual(new Date(Date.UTC(2026, 2, 4)));
    expect(cellOf('datetime', '2026-03-04T05:06:07.000Z')).toEqual(new Date('2026-03-04T05:06:07.000Z'));
    // A value that is not a date stays what it is: text.
    expect(cellOf('date', 'soon')).toBe('soon');
    expect(cellOf('string', 'plain')).toBe('plain');
    // Formula-like text stays the text it is; the writer stores it as an inline string (see the test below).
    for (const text of ['=1+1', '+1', '-2', '@SUM(A1)', '\tx', '\rx'])
      expect(cellOf('string', text)).toBe(text);
    expect(cellOf('date', '=1+1')).toBe('=1+1');
  });

  it('writes typed cells under a frozen header, formula-like text as inline strings', async () => {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (chunk: Buffer) => chunks.push(chunk));
    async function* rows() {
      yield {
        Number: 'PO-1',
        Quantity: 2.5,
        Due: '2026-03-04',
        Changed: '2026-03-04T05:06:07.000Z',
        Note: '=1+1',
      };
      yield { Number: 'PO-2', Quantity: null, Due: null, Changed: null, Note: '@SUM(A1)' };
    }
    await writeXlsx(
      out,
      {
        headers: [
          { key: 'Number', format: 'string' },
          { key: 'Quantity', format: 'number' },
          { key: 'Due', format: 'date' },
          { key: 'Changed', format: 'datetime', alias: 'Changed At' },
          { key: 'Note', format: 'string' },
        ],
        rows: rows(),
      },
      { sheetName: 'orders' },
    );
    const { workbook, sheetXml } = await readXlsx(Buffer.concat(chunks));
    expect(sheetXml).not.toMatch(/<f[ >]/);
    expect(sheetXml).toContain('<c r="E2" t="inlineStr"><is><t>=1+1</t></is></c>');
    const sheet = workbook.worksheets[0]!;
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getRow(1).values).toEqual([undefined, 'Number', 'Quantity', 'Due', 'Changed At', 'Note']);
    const first = sheet.getRow(2);
    expect(first.getCell(2).value).toBe(2.5);
    expect(first.getCell(3).value).toEqual(new Date(Date.UTC(2026, 2, 4)));
    expect(first.getCell(3).numFmt).toBe('yyyy-mm-dd');
    expect(first.getCell(4).value).toEqual(new Date('2026-03-04T05:06:07.000Z'));
    expect(first.getCell(5).value).toBe('=1+1');
    expect(sheet.getRow(3).getCell(2).value).toBeNull();
    expect(sheet.getRow(3).getCell(5).value).toBe('@SUM(A1)');
  });

  it('escapes text, keeps spaces, writes booleans and continues past the row limit on a further sheet', async () => {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (chunk: Buffer) => chunks.push(chunk));
    const texts = ['a < b & c > d', ' padded ', 'two\nlines', 'bell\u0007', '_plain_'];
    async function* batches() {
      yield texts.slice(0, 3).map((text, i) => [text, i % 2 === 0, i]);
      yield texts.slice(3).map((text, i) => [text, null, i + 3]);
    }
    await writeXlsx(
      out,
      {
        headers: [
          { key: 'Text', format: 'string' },
          { key: 'Flag', format: 'boolean' },
          { key: 'Amount', format: 'currency' },
        ],
        batches: batches(),
      },
      { sheetName: 'escapes', maxRowsPerSheet: 3 },
    );
    const { workbook, sheetXml } = await readXlsx(Buffer.concat(chunks));
    expect(sheetXml).toContain('<t>a &lt; b &amp; c &gt; d</t>');
    expect(sheetXml).toContain('<t xml:space="preserve"> padded </t>');
    expect(sheetXml).toContain('<t>bell_x0007_</t>');
    // Three rows a sheet, the header repeated on each: 5 rows over three sheets.
    expect(workbook.worksheets.map((w) => w.name)).toEqual(['escapes', 'escapes_2', 'escapes_3']);
    const rows = workbook.worksheets.flatMap((sheet) => {
      expect(sheet.getRow(1).values).toEqual([undefined, 'Text', 'Flag', 'Amount']);
      return sheet
        .getRows(2, sheet.rowCount - 1)!
        .map((row) => [row.getCell(1).value, row.getCell(2).value, row.getCell(3).value]);
    });
    expect(rows).toEqual([
      ['a < b & c > d', true, 0],
      [' padded ', false, 1],
      ['two\nlines', true, 2],
      // Excel reads `_x0007_` back as the character; exceljs leaves the escape as it is.
      ['bell_x0007_', null, 3],
      ['_plain_', null, 4],
    ]);
    expect(workbook.worksheets[0]!.getRow(2).getCell(3).numFmt).toBe('#,##0.00');
  });

  it('writes the header alone when there are no rows', async () => {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (chunk: Buffer) => chunks.push(chunk));
    async function* none(): AsyncGenerator<Record<string, unknown>> {}
    await writeXlsx(out, { headers: [{ key: 'Only', format: 'string' }], rows: none() }, { sheetName: '' });
    const { workbook } = await readXlsx(Buffer.concat(chunks));
    expect(workbook.worksheets.map((w) => w.name)).toEqual(['Export']);
    expect(workbook.worksheets[0]!.getRow(1).values).toEqual([undefined, 'Only']);
    expect(workbook.worksheets[0]!.rowCount).toBe(1);
  });

  it('gives up on a client that stops reading instead of waiting forever', async () => {
    const out = new PassThrough(); // nobody reads it
    // Text that does not compress, so the unread output fills at once.
    async function* rows() {
      for (let i = 0; i < 100_000; i++) yield { Text: randomBytes(100).toString('hex') };
    }
    await expect(
      writeXlsx(
        out,
        { headers: [{ key: 'Text', format: 'string' }], rows: rows() },
        { sheetName: 't', stallMs: 300 },
      ),
    ).rejects.toThrow('the client stopped reading');
    out.destroy();
  });
});
