import type { Writable } from 'node:stream';
import * as zlib from 'node:zlib';

/*
 * A streaming ZIP writer over node:zlib, for the XLSX export. The container is the simple part of ZIP (local headers
 * with data descriptors, a central directory): the deflating is zlib's, in its thread pool, so the JavaScript that
 * makes the next rows' XML runs on one core while the previous rows are compressed on the other.
 *
 * Why not a library: hucre's zip stream deflates through the web CompressionStream at zlib's default level (no level
 * can be chosen) and computes CRC-32 in JavaScript; neither fflate nor yazl is a dependency of the service, and the
 * measured alternatives are in bench/HISTORY.md ("export").
 */

/** zlib level 1: about three times faster than the default level 6 on sheet XML for a file some 30% larger. */
export const DEFAULT_LEVEL = 1;

const SIG_LOCAL = 0x04034b50;
const SIG_DESCRIPTOR = 0x08074b50;
const SIG_CENTRAL = 0x02014b50;
const SIG_END = 0x06054b50;
const FLAG_DESCRIPTOR = 0x0008;
const METHOD_DEFLATE = 8;
const VERSION = 20;
// 1980-01-01 00:00, the earliest DOS date: the workbook's parts carry no meaningful time.
const DOS_TIME = 0;
const DOS_DATE = 33;
const MAX_32 = 0xffffffff;

type Crc32 = (data: Uint8Array, value?: number) => number;

let crcTable: Int32Array | undefined;
/** CRC-32 in JavaScript, for Node 20 releases before zlib.crc32 (20.15). */
const crc32Js: Crc32 = (data, value = 0) => {
  if (!crcTable) {
    crcTable = new Int32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c;
    }
  }
  let crc = ~value;
  for (let i = 0; i < data.length; i++)
    crc = (crcTable[(crc ^ (data[i] as number)) & 0xff] as number) ^ (crc >>> 8);
  return ~crc >>> 0;
};
const crc32: Crc32 = (zlib as { crc32?: Crc32 }).crc32 ?? crc32Js;

interface Record {
  name: Buffer;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
}

/** CRC-32, compressed and uncompressed size from `at` (a data descriptor; a central directory entry). */
function writeSizes(buffer: Buffer, at: number, record: Record): void {
  buffer.writeUInt32LE(record.crc, at);
  buffer.writeUInt32LE(record.compressed, at + 4);
  buffer.writeUInt32LE(record.size, at + 8);
}

/**
 * The fields a local header and a central directory entry share, from `at`: version needed, flags, method, time,
 * date, CRC and sizes (left zero in a local header: the data descriptor after the data has them), name length.
 */
function writeEntryFields(buffer: Buffer, at: number, name: Buffer, record?: Record): void {
  buffer.writeUInt16LE(VERSION, at);
  buffer.writeUInt16LE(FLAG_DESCRIPTOR, at + 2);
  buffer.writeUInt16LE(METHOD_DEFLATE, at + 4);
  buffer.writeUInt16LE(DOS_TIME, at + 6);
  buffer.writeUInt16LE(DOS_DATE, at + 8);
  if (record) writeSizes(buffer, at + 10, record);
  buffer.writeUInt16LE(name.length, at + 22);
}

/** How the writer waits for `out`: resolves on drain or close, rejects when the output stays full too long. */
export type Waiter = (emitter: NodeJS.EventEmitter, event: string) => Promise<void>;

export class ZipWriter {
  private offset = 0;
  private readonly records: Record[] = [];

  constructor(
    private readonly out: Writable,
    private readonly wait: Waiter,
    private readonly level = DEFAULT_LEVEL,
  ) {}

  private async push(chunk: Buffer): Promise<void> {
    this.offset += chunk.length;
    if (!this.out.write(chunk) && !this.out.destroyed) await this.wait(this.out, 'drain');
  }

  private localHeader(name: Buffer): Buffer {
    const header = Buffer.alloc(30 + name.length);
    header.writeUInt32LE(SIG_LOCAL, 0);
    writeEntryFields(header, 4, name);
    name.copy(header, 30);
    return header;
  }

  private async close(record: Record): Promise<void> {
    if (record.compressed > MAX_32 || record.size > MAX_32 || record.offset > MAX_32)
      throw new Error('the export exceeds the 4 GB of a ZIP without ZIP64');
    this.records.push(record);
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(SIG_DESCRIPTOR, 0);
    writeSizes(descriptor, 4, record);
    await this.push(descriptor);
  }

  /** A small part, deflated at once. */
  async addFile(path: string, content: string): Promise<void> {
    const name = Buffer.from(path);
    const offset = this.offset;
    const data = Buffer.from(content);
    const compressed = zlib.deflateRawSync(data, { level: this.level });
    await this.push(this.localHeader(name));
    await this.push(compressed);
    await this.close({ name, crc: crc32(data), compressed: compressed.length, size: data.length, offset });
  }

  /**
   * A part written chunk by chunk: `write` resolves when zlib can take more, which is when `out` has room (zlib
   * pauses while `out` is full), so the pace is the reader's and memory stays flat.
   */
  async openFile(path: string): Promise<ZipEntry> {
    const name = Buffer.from(path);
    const record: Record = { name, crc: 0, compressed: 0, size: 0, offset: this.offset };
    await this.push(this.localHeader(name));
    const deflate = zlib.createDeflateRaw({ level: this.level, chunkSize: 64 * 1024 });
    const out = this.out;
    const resume = () => deflate.resume();
    out.on('drain', resume);
    deflate.on('data', (chunk: Buffer) => {
      record.compressed += chunk.length;
      this.offset += chunk.length;
      if (!out.write(chunk)) deflate.pause();
    });
    let failure: Error | undefined;
    deflate.on('error', (error) => {
      failure = error;
    });
    const ended = new Promise<void>((resolve) => deflate.once('end', resolve));
    return {
      write: async (chunk: Buffer) => {
        if (failure) throw failure;
        record.crc = crc32(chunk, record.crc);
        record.size += chunk.length;
        if (!deflate.write(chunk) && !out.destroyed) await this.wait(deflate, 'drain');
      },
      end: async () => {
        deflate.end();
        // 'end' comes once every compressed byte has been handed to `out` (later if `out` is full).
        if (!out.destroyed) await Promise.race([ended, this.wait(out, 'close')]);
        out.off('drain', resume);
        if (failure) throw failure;
        if (out.destroyed) return;
        await this.close(record);
      },
      destroy: () => {
        out.off('drain', resume);
        deflate.destroy();
      },
    };
  }

  /** The central directory and its end record. */
  async finish(): Promise<void> {
    const start = this.offset;
    const parts: Buffer[] = [];
    for (const record of this.records) {
      const entry = Buffer.alloc(46 + record.name.length);
      entry.writeUInt32LE(SIG_CENTRAL, 0);
      entry.writeUInt16LE(VERSION, 4); // version made by
      writeEntryFields(entry, 6, record.name, record);
      // Extra field, comment, disk number, attributes: none (30-41).
      entry.writeUInt32LE(record.offset, 42);
      record.name.copy(entry, 46);
      parts.push(entry);
    }
    const directory = Buffer.concat(parts);
    if (start > MAX_32 || directory.length + start > MAX_32)
      throw new Error('the export exceeds the 4 GB of a ZIP without ZIP64');
    const end = Buffer.alloc(22);
    end.writeUInt32LE(SIG_END, 0);
    end.writeUInt16LE(this.records.length, 8);
    end.writeUInt16LE(this.records.length, 10);
    end.writeUInt32LE(directory.length, 12);
    end.writeUInt32LE(start, 16);
    await this.push(Buffer.concat([directory, end]));
  }
}

export interface ZipEntry {
  write(chunk: Buffer): Promise<void>;
  end(): Promise<void>;
  /** Frees zlib's state when writing stops early. */
  destroy(): void;
}
