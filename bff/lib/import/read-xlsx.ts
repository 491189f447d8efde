import ExcelJS from 'exceljs';
import { type Cell, SheetError, type Sheet, type SheetRow } from './sheet-types.ts';

/**
 * The first visible sheet of a workbook whose zip was checked (zip-check.ts). Formulas give their cached value,
 * never evaluated; a merged range gives its value once, in its first cell; rich text and links give their text.
 * Rows with no value are left out. `corrupt` when exceljs cannot read it.
 */
export async function readXlsx(bytes: Buffer, maxRows: number): Promise<Sheet> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch (error) {
    throw new SheetError('corrupt', String(error));
  }
  const visible = workbook.worksheets.filter((sheet) => sheet.state === 'visible');
  const [sheet] = visible;
  if (!sheet) throw new SheetError('empty-sheet', 'no visible sheet');
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    if (rows.length > maxRows) return;
    const cells: Cell[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cell.isMerged && cell.master !== cell ? null : cellValue(cell.value);
    });
    const filled = Array.from(cells, (cell) => cell ?? null);
    if (filled.some((cell) => cell !== null && cell !== '')) rows.push({ line, cells: filled });
  });
  return { name: sheet.name, rows, otherSheets: visible.slice(1).map((s) => s.name) };
}

/** A cell's value as text or number: the cached result of a formula, the text of rich text and links. */
function cellValue(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('result' in value) return cellValue(value.result as ExcelJS.CellValue);
  if ('formula' in value || 'sharedFormula' in value) return null;
  if ('richText' in value)
    return value.richText
      .map((part) => part.text)
      .join('')
      .trim();
  if ('text' in value) return typeof value.text === 'string' ? value.text.trim() : cellValue(value.text as ExcelJS.CellValue);
  return null;
}
