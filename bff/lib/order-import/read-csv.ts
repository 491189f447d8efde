import { parse } from 'csv-parse/sync';
import iconv from 'iconv-lite';
import { CellBudget, MAX_COLUMNS } from './cell-budget.ts';
import { type Cell, SheetError, type Sheet, type SheetRow } from './sheet-types.ts';

const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const DELIMITERS = ['\t', ';', ','] as const;

/**
 * A csv as Excel and ERPs write it: UTF-8 (with or without BOM), "Testo Unicode" (UTF-16 little-endian with BOM,
 * tab-separated) or UTF-16 big-endian, else Windows-1252 when the bytes are not UTF-8; cells split by tabs, semicolons
 * or commas, whichever the first line has most of (in that order on a tie). Reads at most `maxRows` + 1 non-empty rows (enough to tell a
 * file is too long) of the first MAX_COLUMNS columns, each cell cut as the budget says. Cells stay text.
 */
export function readCsv(bytes: Buffer, maxRows: number): Sheet {
  const text = decodeText(bytes);
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const delimiter = DELIMITERS.reduce<string>((best, next) => (count(firstLine, next) > count(firstLine, best) ? next : best), '\t');
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    const options = { delimiter, relax_column_count: true, relax_quotes: true, skip_empty_lines: true, info: true as const };
    // With `info`, each record comes with where it ended; the sync typings do not say so.
    records = parse(text, { ...options, to_line: maxRows * 2 + 50 }) as unknown as typeof records;
  } catch (error) {
    throw new SheetError('corrupt', String(error));
  }
  const budget = new CellBudget();
  const rows: SheetRow[] = [];
  for (const { record, info } of records) {
    if (rows.length > maxRows) break;
    const cells: Cell[] = record.slice(0, MAX_COLUMNS).map((cell) => budget.take(cell) || null);
    if (cells.some((cell) => cell !== null)) rows.push({ line: info.lines, cells });
  }
  return { name: '', rows, otherSheets: [] };
}

/** UTF-16 by its byte-order mark (or, without one, by the zero bytes of Latin text), UTF-8, else Windows-1252. */
export function decodeText(bytes: Buffer): string {
  if (bytes.subarray(0, 3).equals(UTF8_BOM)) return bytes.subarray(3).toString('utf8');
  const utf16 = utf16Order(bytes);
  if (utf16) return iconv.decode(bytes, utf16);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return iconv.decode(bytes, 'win1252');
  }
}

/** 'utf16le' or 'utf16be' (iconv-lite drops the BOM), or null for a file in a one-byte encoding. */
export function utf16Order(bytes: Buffer): 'utf16le' | 'utf16be' | null {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf16be';
  // No BOM: a text of Latin letters has a zero byte in every other place, the high one of each character.
  const head = bytes.subarray(0, 1024 - (Math.min(bytes.length, 1024) % 2));
  if (head.length < 4) return null;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let at = 0; at < head.length; at += 2) {
    if (head[at] === 0) evenZeros++;
    if (head[at + 1] === 0) oddZeros++;
  }
  const pairs = head.length / 2;
  if (oddZeros > pairs * 0.9 && evenZeros === 0) return 'utf16le';
  if (evenZeros > pairs * 0.9 && oddZeros === 0) return 'utf16be';
  return null;
}

function count(text: string, char: string): number {
  return text.split(char).length - 1;
}
