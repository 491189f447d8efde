import { SheetError } from './sheet-types.ts';

/** Columns a row is read to (A to AX): an order needs three; the column picker offers these. */
export const MAX_COLUMNS = 50;
/**
 * Characters a cell is read to: more than any field the import keeps (a code 100, a reference 200), so a cell
 * cut here is known to be too long for the field it fills, and no reply echoes more than this of a cell.
 */
export const MAX_CELL_CHARS = 256;
/** What a cut cell ends with, after its first MAX_CELL_CHARS characters. */
export const CUT_MARK = '…';
/**
 * Characters kept of all cells of a file: 5,000 rows of 50 columns of 40 characters. A file past it is refused
 * (`too-complex`) rather than read into ever more memory; an order of codes, quantities and references is far below.
 */
const MAX_KEPT_CHARS = 10_000_000;

/** Cuts a cell's text to MAX_CELL_CHARS (with CUT_MARK after it) and counts it against the file's budget. */
export class CellBudget {
  private kept = 0;

  take(text: string): string {
    const cut = cutCell(text);
    this.kept += cut.length;
    if (this.kept > MAX_KEPT_CHARS) throw new SheetError('too-complex', `more than ${MAX_KEPT_CHARS} characters in its cells`);
    return cut;
  }
}

/** A cell's text trimmed and cut to MAX_CELL_CHARS, CUT_MARK telling it was longer. */
export function cutCell(text: string): string {
  const trimmed = text.length > MAX_CELL_CHARS * 4 ? text.slice(0, MAX_CELL_CHARS * 4).trim() : text.trim();
  return trimmed.length > MAX_CELL_CHARS ? trimmed.slice(0, MAX_CELL_CHARS) + CUT_MARK : trimmed;
}
