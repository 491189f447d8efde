import { MAX_IMPORT_ROWS, type RowProblem } from '../../../adapters/ports/order-import.ts';
import { MAX_IMPORT_CODE_CHARS, MAX_IMPORT_REFERENCE_CHARS } from '../../../shared/order-import-limits.ts';
import { readQuantity } from '../../../shared/quantity-text.ts';
import { CUT_MARK } from './cell-budget.ts';
import { type Columns, findHeader, HEADER_SEARCH_ROWS } from './columns.ts';
import { readCsv, utf16Order } from './read-csv.ts';
import { readXlsx } from './read-xlsx.ts';
import { type Cell, SheetError, type Sheet, type SheetRow } from './sheet-types.ts';

/**
 * One order line of the file, before matching; `quantity` null when the cell is not a whole number of 1 or more;
 * `problem` when its code or reference was too long (kept cut, CUT_MARK at its end).
 */
export interface OrderLine {
  line: number;
  code: string;
  reference: string;
  quantity: number | null;
  quantityText: string;
  problem: RowProblem | null;
}

/** Rows the column picker shows when no header names the columns. */
const PREVIEW_ROWS = 5;
/** Characters of a cell the column picker shows: enough to tell a column by. */
const PREVIEW_CELL_CHARS = 60;
/** Rows asked of a reader (it reads one more, to tell there are more): the data rows and the rows a header may be in. */
const MAX_SHEET_ROWS = MAX_IMPORT_ROWS + HEADER_SEARCH_ROWS;
/** Files a csv never starts with: PDF, executables, images, archives. */
const NOT_TEXT = ['%PDF', 'MZ', '\x7fELF', '\x89PNG', '\xff\xd8\xff', 'GIF8', 'Rar!', '7z\xbc\xaf', '\x1f\x8b'].map((s) =>
  Buffer.from(s, 'latin1'),
);
const MAX_QUANTITY_TEXT = 50;

export type OrderFileRead =
  | { kind: 'lines'; sheet: string; otherSheets: string[]; lines: OrderLine[] }
  | { kind: 'pick-columns'; sheet: string; otherSheets: string[]; preview: SheetRow[] };

/** Columns the user picked, and whether the file's first row is a header to skip. */
export type PickedColumns = Columns & { firstRowIsHeader: boolean };

/**
 * Reads an uploaded order file (.xlsx or .csv, whatever its name says) into order lines. The columns come from the
 * header row, or from `picked`; with neither, the answer asks for them with the first rows. Throws a SheetError for
 * a file that is not a spreadsheet, protected, corrupt, a zip bomb, too complex to read, empty, only a header or over
 * MAX_IMPORT_ROWS.
 */
export async function readOrderFile(bytes: Buffer, picked?: PickedColumns): Promise<OrderFileRead> {
  const sheet = await readSheet(bytes);
  if (sheet.rows.length === 0) throw new SheetError('empty-sheet');
  const header = picked ? undefined : findHeader(sheet.rows);
  const columns = picked ?? header?.columns;
  const { name, otherSheets } = sheet;
  if (!columns) return { kind: 'pick-columns', sheet: name, otherSheets, preview: sheet.rows.slice(0, PREVIEW_ROWS).map(previewRow) };
  const skipped = header ? header.index + 1 : picked?.firstRowIsHeader ? 1 : 0;
  const data = sheet.rows.slice(skipped);
  if (data.length > MAX_IMPORT_ROWS) throw new SheetError('too-many-rows');
  const lines = data.flatMap((row) => lineOf(row, columns));
  if (lines.length === 0) throw new SheetError('header-only');
  return { kind: 'lines', sheet: name, otherSheets, lines };
}

async function readSheet(bytes: Buffer): Promise<Sheet> {
  const head = bytes.subarray(0, 8);
  if (head.subarray(0, 4).equals(Buffer.from('PK\x03\x04', 'latin1'))) return readXlsx(bytes, MAX_SHEET_ROWS);
  // An OLE compound file: an encrypted (password-protected) workbook, or the old .xls format.
  if (head.equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))) throw new SheetError('protected-or-xls');
  // UTF-16 text has a zero byte in every other place: told by its byte-order mark before the bytes are judged.
  const binary = utf16Order(bytes) === null && hasControlBytes(bytes.subarray(0, 4096));
  if (binary || NOT_TEXT.some((signature) => head.subarray(0, signature.length).equals(signature))) {
    throw new SheetError('not-a-spreadsheet', 'binary');
  }
  return readCsv(bytes, MAX_SHEET_ROWS);
}

/** Bytes no text file holds: control characters other than tab, line feeds, vertical tab and form feed. */
function hasControlBytes(bytes: Buffer): boolean {
  return bytes.some((byte) => byte <= 0x08 || (byte >= 0x0e && byte <= 0x1f));
}

function lineOf(row: SheetRow, columns: Columns): OrderLine[] {
  const code = text(row.cells[columns.code]);
  if (code === '') return [];
  const reference = columns.reference === null ? '' : text(row.cells[columns.reference]);
  const cell = columns.quantity === null ? null : (row.cells[columns.quantity] ?? null);
  const read = readQuantity(cell);
  const problem =
    code.length > MAX_IMPORT_CODE_CHARS ? 'code-too-long' : reference.length > MAX_IMPORT_REFERENCE_CHARS ? 'reference-too-long' : null;
  return [
    {
      line: row.line,
      code: cut(code, MAX_IMPORT_CODE_CHARS),
      reference: cut(reference, MAX_IMPORT_REFERENCE_CHARS),
      quantity: 'quantity' in read ? read.quantity : null,
      quantityText: cut(text(cell), MAX_QUANTITY_TEXT),
      problem,
    },
  ];
}

/** A text cut to `max` characters, its last one CUT_MARK when it was longer. */
function cut(value: string, max: number): string {
  return value.length > max ? value.slice(0, max - 1) + CUT_MARK : value;
}

/** A row as the column picker shows it: each cell cut to what tells its column. */
function previewRow(row: SheetRow): SheetRow {
  return { line: row.line, cells: row.cells.map((cell) => (typeof cell === 'string' ? cut(cell, PREVIEW_CELL_CHARS) : cell)) };
}

/** A cell as text: a number without exponent or float noise (an article code typed as a number). */
function text(cell: Cell | undefined): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return Number.isInteger(cell) ? BigInt(Math.trunc(cell)).toString() : String(cell);
  return cell.replace(/\s+/g, ' ').trim();
}
