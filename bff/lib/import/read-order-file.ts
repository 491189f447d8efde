import { MAX_IMPORT_ROWS } from '../../../adapters/ports/order-import.ts';
import { readQuantity } from '../../../shared/quantity-text.ts';
import { type Columns, findHeader } from './columns.ts';
import { readCsv } from './read-csv.ts';
import { readXlsx } from './read-xlsx.ts';
import { type Cell, SheetError, type Sheet, type SheetRow } from './sheet-types.ts';
import { checkZip } from './zip-check.ts';

/** One order line of the file, before matching; `quantity` null when the cell is not a whole number of 1 or more. */
export interface OrderLine {
  line: number;
  code: string;
  reference: string;
  quantity: number | null;
  quantityText: string;
}

/** Rows the column picker shows when no header names the columns. */
const PREVIEW_ROWS = 5;
const MAX_CODE = 100;
/** Files a csv never starts with: PDF, executables, images, archives. */
const NOT_TEXT = ['%PDF', 'MZ', '\x7fELF', '\x89PNG', '\xff\xd8\xff', 'GIF8', 'Rar!', '7z\xbc\xaf', '\x1f\x8b'].map((s) =>
  Buffer.from(s, 'latin1'),
);
const MAX_REFERENCE = 200;
const MAX_QUANTITY_TEXT = 50;

export type OrderFileRead =
  | { kind: 'lines'; sheet: string; otherSheets: string[]; lines: OrderLine[] }
  | { kind: 'pick-columns'; sheet: string; otherSheets: string[]; preview: SheetRow[] };

/** Columns the user picked, and whether the file's first row is a header to skip. */
export type PickedColumns = Columns & { firstRowIsHeader: boolean };

/**
 * Reads an uploaded order file (.xlsx or .csv, whatever its name says) into order lines. The columns come from the
 * header row, or from `picked`; with neither, the answer asks for them with the first rows. Throws a SheetError for
 * a file that is not a spreadsheet, protected, corrupt, a zip bomb, empty, only a header or over MAX_IMPORT_ROWS.
 */
export async function readOrderFile(bytes: Buffer, picked?: PickedColumns): Promise<OrderFileRead> {
  const sheet = await readSheet(bytes);
  if (sheet.rows.length === 0) throw new SheetError('empty-sheet');
  const header = picked ? undefined : findHeader(sheet.rows);
  const columns = picked ?? header?.columns;
  const { name, otherSheets } = sheet;
  if (!columns) return { kind: 'pick-columns', sheet: name, otherSheets, preview: sheet.rows.slice(0, PREVIEW_ROWS) };
  const skipped = header ? header.index + 1 : picked?.firstRowIsHeader ? 1 : 0;
  const data = sheet.rows.slice(skipped);
  if (data.length > MAX_IMPORT_ROWS) throw new SheetError('too-many-rows');
  const lines = data.flatMap((row) => lineOf(row, columns));
  if (lines.length === 0) throw new SheetError('header-only');
  return { kind: 'lines', sheet: name, otherSheets, lines };
}

async function readSheet(bytes: Buffer): Promise<Sheet> {
  const head = bytes.subarray(0, 8);
  if (head.subarray(0, 4).equals(Buffer.from('PK\x03\x04', 'latin1'))) {
    const names = await checkZip(bytes);
    if (!names.includes('xl/workbook.xml')) throw new SheetError('not-a-spreadsheet', 'a zip without a workbook');
    return readXlsx(bytes, MAX_IMPORT_ROWS + 1);
  }
  // An OLE compound file: an encrypted (password-protected) workbook, or the old .xls format.
  if (head.equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))) throw new SheetError('protected-or-xls');
  if (NOT_TEXT.some((signature) => head.subarray(0, signature.length).equals(signature)) || hasControlBytes(bytes.subarray(0, 4096))) {
    throw new SheetError('not-a-spreadsheet', 'binary');
  }
  return readCsv(bytes, MAX_IMPORT_ROWS + 1);
}

/** Bytes no text file holds: control characters other than tab, line feeds, vertical tab and form feed. */
function hasControlBytes(bytes: Buffer): boolean {
  return bytes.some((byte) => byte <= 0x08 || (byte >= 0x0e && byte <= 0x1f));
}

function lineOf(row: SheetRow, columns: Columns): OrderLine[] {
  const code = text(row.cells[columns.code]).slice(0, MAX_CODE);
  if (code === '') return [];
  const cell = columns.quantity === null ? null : (row.cells[columns.quantity] ?? null);
  const read = readQuantity(cell);
  return [
    {
      line: row.line,
      code,
      reference: columns.reference === null ? '' : text(row.cells[columns.reference]).slice(0, MAX_REFERENCE),
      quantity: 'quantity' in read ? read.quantity : null,
      quantityText: text(cell).slice(0, MAX_QUANTITY_TEXT),
    },
  ];
}

/** A cell as text: a number without exponent or float noise (an article code typed as a number). */
function text(cell: Cell | undefined): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return Number.isInteger(cell) ? BigInt(Math.trunc(cell)).toString() : String(cell);
  return cell.replace(/\s+/g, ' ').trim();
}
