import { MAX_IMPORT_ROWS } from '../../../adapters/ports/order-import.ts';
import { t, type OrderImportKey } from '../../../shared/i18n/order-import.ts';
import { formatCount } from '../../../shared/i18n/translate.ts';
import type { SheetProblem } from './sheet-types.ts';

const texts: Record<SheetProblem, { status: number; key: OrderImportKey }> = {
  'not-a-spreadsheet': { status: 415, key: 'JS_IMPORT_NOT_A_SPREADSHEET' },
  'protected-or-xls': { status: 415, key: 'JS_IMPORT_PROTECTED_OR_XLS' },
  corrupt: { status: 400, key: 'JS_IMPORT_CORRUPT' },
  'too-big-unpacked': { status: 413, key: 'JS_IMPORT_TOO_BIG_UNPACKED' },
  'empty-sheet': { status: 400, key: 'JS_IMPORT_EMPTY_SHEET' },
  'header-only': { status: 400, key: 'JS_IMPORT_HEADER_ONLY' },
  'too-many-rows': { status: 413, key: 'JS_IMPORT_TOO_MANY_ROWS' },
  'too-complex': { status: 422, key: 'JS_IMPORT_TOO_COMPLEX' },
};

/** The status and the text (in the request's language) of a file the import cannot read. */
export function sheetProblemReply(problem: SheetProblem): { status: number; message: string } {
  const { status, key } = texts[problem];
  return { status, message: t(key, { max: formatCount(MAX_IMPORT_ROWS) }) };
}
