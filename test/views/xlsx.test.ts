import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { cellOf, textCell, writeXlsx } from '../../src/modules/views/xlsx.js';

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
    for (const text of ['=1+1', '+1', '-2', '@SUM(A1)', '\tx', '\rx'])
      expect(textCell(text)).toEqual({ richText: [{ text }] });
    expect(cellOf('date', '=1+1')).toEqual({ richText: [{ text: '=1+1' }] });
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
