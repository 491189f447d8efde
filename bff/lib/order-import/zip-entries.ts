import { StringDecoder } from 'node:string_decoder';
import { createInflateRaw } from 'node:zlib';
import { SheetError } from './sheet-types.ts';

/** Most bytes a workbook may declare it unpacks to, and most files it may hold: a 10 MB order never comes near either. */
export const MAX_UNPACKED_BYTES = 120 * 1024 * 1024;
const MAX_ENTRIES = 2000;
/** Unpacked bytes handed on at a time: the XML reader never holds more of a part than this and its own few KB. */
const CHUNK_BYTES = 16 * 1024;

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

export interface ZipEntry {
  name: string;
  method: number;
  compressed: number;
  unpacked: number;
  localOffset: number;
}

/**
 * The entries of a zip held in memory, from its central directory, before anything is unpacked: `too-big-unpacked`
 * when they declare more than MAX_UNPACKED_BYTES in all or more than MAX_ENTRIES files, `corrupt` for a broken zip.
 * Nothing is inflated here: `entryText` unpacks an entry as it is read, held to its declared size.
 */
export function zipEntries(bytes: Buffer): Map<string, ZipEntry> {
  const entries = centralDirectory(bytes);
  const total = entries.reduce((sum, e) => sum + e.unpacked, 0);
  if (total > MAX_UNPACKED_BYTES) throw new SheetError('too-big-unpacked', `${total} bytes declared`);
  return new Map(entries.map((entry) => [entry.name, entry]));
}

/**
 * An entry's text (UTF-8), unpacked a chunk at a time as the caller asks for it (backpressure: nothing runs ahead),
 * so a reader that stops early never unpacks the rest. An entry that unpacks to more than its header declares is a
 * zip bomb in disguise: `too-big-unpacked` as soon as it passes the declared size.
 */
export async function* entryText(bytes: Buffer, entry: ZipEntry): AsyncGenerator<string> {
  const data = localData(bytes, entry);
  const decoder = new StringDecoder('utf8');
  if (entry.method === 0) {
    for (let at = 0; at < data.length; at += CHUNK_BYTES) yield decoder.write(data.subarray(at, at + CHUNK_BYTES));
    return;
  }
  if (entry.method !== 8) throw new SheetError('corrupt', `compression method ${entry.method}`);
  const inflate = createInflateRaw({ chunkSize: CHUNK_BYTES });
  inflate.end(data);
  let unpacked = 0;
  try {
    for await (const chunk of inflate as AsyncIterable<Buffer>) {
      unpacked += chunk.length;
      if (unpacked > entry.unpacked)
        throw new SheetError('too-big-unpacked', `${entry.name} unpacks past its declared ${entry.unpacked} bytes`);
      yield decoder.write(chunk);
    }
  } catch (error) {
    if (error instanceof SheetError) throw error;
    throw new SheetError('corrupt', `${entry.name}: ${String(error)}`);
  } finally {
    inflate.destroy();
  }
  yield decoder.end();
}

function centralDirectory(bytes: Buffer): ZipEntry[] {
  const end = findEnd(bytes);
  const count = bytes.readUInt16LE(end + 10);
  let offset = bytes.readUInt32LE(end + 16);
  if (count > MAX_ENTRIES) throw new SheetError('too-big-unpacked', `${count} entries`);
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (offset + 46 > bytes.length || bytes.readUInt32LE(offset) !== CENTRAL) throw new SheetError('corrupt', 'central directory');
    const nameLength = bytes.readUInt16LE(offset + 28);
    const entry = {
      method: bytes.readUInt16LE(offset + 10),
      compressed: bytes.readUInt32LE(offset + 20),
      unpacked: bytes.readUInt32LE(offset + 24),
      localOffset: bytes.readUInt32LE(offset + 42),
      name: bytes.toString('utf8', offset + 46, offset + 46 + nameLength),
    };
    // 0xFFFFFFFF: a zip64 size, far past anything an order needs.
    if (entry.unpacked === 0xffffffff || entry.compressed === 0xffffffff) throw new SheetError('too-big-unpacked', 'zip64');
    entries.push(entry);
    offset += 46 + nameLength + bytes.readUInt16LE(offset + 30) + bytes.readUInt16LE(offset + 32);
  }
  return entries;
}

function findEnd(bytes: Buffer): number {
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let at = bytes.length - 22; at >= lowest; at--) if (bytes.readUInt32LE(at) === EOCD) return at;
  throw new SheetError('corrupt', 'no end of central directory');
}

function localData(bytes: Buffer, entry: ZipEntry): Buffer {
  const at = entry.localOffset;
  if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== LOCAL) throw new SheetError('corrupt', `local header of ${entry.name}`);
  const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  if (start + entry.compressed > bytes.length) throw new SheetError('corrupt', `${entry.name} cut short`);
  return bytes.subarray(start, start + entry.compressed);
}
