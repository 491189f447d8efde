import { promisify } from 'node:util';
import { inflateRaw } from 'node:zlib';
import { SheetError } from './sheet-types.ts';

const inflate = promisify(inflateRaw);

/** Most bytes a workbook may unpack to, and most files it may hold: a 10 MB order never comes near either. */
export const MAX_UNPACKED_BYTES = 120 * 1024 * 1024;
const MAX_ENTRIES = 2000;

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

interface Entry {
  name: string;
  method: number;
  compressed: number;
  unpacked: number;
  localOffset: number;
}

/**
 * Checks a zip before any library unpacks it, so a zip bomb never expands: the central directory's sizes must stay
 * within MAX_UNPACKED_BYTES in all, and each deflated entry is inflated (off the event loop) with its declared size as
 * the most it may produce, so a lying header is caught too. Answers the entries' names. `corrupt` for a broken zip,
 * `too-big-unpacked` for one that unpacks too big.
 */
export async function checkZip(bytes: Buffer): Promise<string[]> {
  const entries = centralDirectory(bytes);
  const total = entries.reduce((sum, e) => sum + e.unpacked, 0);
  if (total > MAX_UNPACKED_BYTES) throw new SheetError('too-big-unpacked', `${total} bytes declared`);
  for (const entry of entries) {
    if (entry.method === 0 || entry.unpacked === 0) continue;
    if (entry.method !== 8) throw new SheetError('corrupt', `compression method ${entry.method}`);
    const data = localData(bytes, entry);
    try {
      await inflate(data, { maxOutputLength: Math.max(entry.unpacked, 1) });
    } catch (error) {
      const code = (error as { code?: string }).code;
      throw new SheetError(code === 'ERR_BUFFER_TOO_LARGE' ? 'too-big-unpacked' : 'corrupt', `${entry.name}: ${String(error)}`);
    }
  }
  return entries.map((e) => e.name);
}

function centralDirectory(bytes: Buffer): Entry[] {
  const end = findEnd(bytes);
  const count = bytes.readUInt16LE(end + 10);
  let offset = bytes.readUInt32LE(end + 16);
  if (count > MAX_ENTRIES) throw new SheetError('too-big-unpacked', `${count} entries`);
  const entries: Entry[] = [];
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

function localData(bytes: Buffer, entry: Entry): Buffer {
  const at = entry.localOffset;
  if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== LOCAL) throw new SheetError('corrupt', `local header of ${entry.name}`);
  const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  if (start + entry.compressed > bytes.length) throw new SheetError('corrupt', `${entry.name} cut short`);
  return bytes.subarray(start, start + entry.compressed);
}
