import { parse } from 'csv-parse/sync';
import iconv from 'iconv-lite';
import { type Cell, SheetError, type Sheet, type SheetRow } from './sheet-types.ts';

const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/**
 * A csv as Italian Excel and ERPs write it: UTF-8 (with or without BOM) or, when the bytes are not UTF-8,
 * Windows-1252; cells split by semicolons or commas, whichever the first line has more of. Reads at most
 * `maxRows` + 1 non-empty rows (enough to tell a file is too long). Cells stay text.
 */
export function readCsv(bytes: Buffer, maxRows: number): Sheet {
  const text = decode(bytes);
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const delimiter = count(firstLine, ';') >= count(firstLine, ',') && count(firstLine, ';') > 0 ? ';' : ',';
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    const options = { delimiter, relax_column_count: true, relax_quotes: true, skip_empty_lines: true, info: true as const };
    // With `info`, each record comes with where it ended; the sync typings do not say so.
    records = parse(text, { ...options, to_line: maxRows * 2 + 50 }) as unknown as typeof records;
  } catch (error) {
    throw new SheetError('corrupt', String(error));
  }
  const rows: SheetRow[] = [];
  for (const { record, info } of records) {
    const cells: Cell[] = record.map((cell) => (cell.trim() === '' ? null : cell.trim()));
    if (rows.length <= maxRows && cells.some((cell) => cell !== null)) rows.push({ line: info.lines, cells });
  }
  return { name: '', rows, otherSheets: [] };
}

function decode(bytes: Buffer): string {
  if (bytes.subarray(0, 3).equals(UTF8_BOM)) return bytes.subarray(3).toString('utf8');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return iconv.decode(bytes, 'win1252');
  }
}

function count(text: string, char: string): number {
  return text.split(char).length - 1;
}
