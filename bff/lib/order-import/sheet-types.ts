/** A cell as the import reads it: text, a number, or nothing. */
export type Cell = string | number | null;

/** One row of a sheet with its number there (1 is the sheet's first row). */
export interface SheetRow {
  line: number;
  cells: Cell[];
}

/** Why a file cannot be imported; each one has its text in both languages (shared/i18n/order-import.ts). */
export const sheetProblems = [
  'not-a-spreadsheet',
  'protected-or-xls',
  'corrupt',
  'too-big-unpacked',
  'empty-sheet',
  'header-only',
  'too-many-rows',
  'too-complex',
] as const;
export type SheetProblem = (typeof sheetProblems)[number];

/** The failure of a reader: a problem of the closed list, never a stack trace for the user. */
export class SheetError extends Error {
  override readonly name = 'SheetError';
  constructor(
    readonly problem: SheetProblem,
    detail?: string,
  ) {
    super(detail ? `${problem}: ${detail}` : problem);
  }
}

/** A sheet as read: its name ('' for a csv) and its first non-empty rows, as many as the reader was asked for. */
export interface Sheet {
  name: string;
  rows: SheetRow[];
  /** Other sheets the workbook has (the first visible one is read; the page says so). */
  otherSheets: string[];
}
