import { type Cell, type SheetRow } from './sheet-types.ts';

/** Where an order's fields are in a sheet: 0-based column indexes; `reference` and `quantity` may be missing. */
export interface Columns {
  code: number;
  quantity: number | null;
  reference: number | null;
}

/** Rows looked at for a header: a title or a blank line or two above it is common. */
export const HEADER_SEARCH_ROWS = 10;

// Header names compared in lower case without accents, dots or spaces ("Q.tà" → "qta", "Cod. art." → "codart").
const NAMES = {
  code: ['codice', 'codicearticolo', 'articolo', 'codart', 'codarticolo', 'oe', 'codiceoe', 'code', 'articlecode', 'partnumber', 'sku'],
  quantity: ['quantita', 'qta', 'qty', 'quantity', 'pezzi', 'pz', 'qtaordinata', 'quantitaordinata'],
  reference: ['riferimento', 'rif', 'riferimentocliente', 'tuoriferimento', 'reference', 'ref', 'note'],
} as const;

function headerName(cell: Cell): string {
  return String(cell ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s._\-/°:]+/g, '');
}

/**
 * The header row among the first rows: the first whose cells name a code column (and maybe quantity and reference),
 * with the columns found. Undefined when no row names a code column: the page asks the user to pick them.
 */
export function findHeader(rows: readonly SheetRow[]): { index: number; columns: Columns } | undefined {
  for (const [index, row] of rows.slice(0, HEADER_SEARCH_ROWS).entries()) {
    const names = row.cells.map(headerName);
    const find = (field: keyof typeof NAMES) => {
      const at = names.findIndex((name) => (NAMES[field] as readonly string[]).includes(name));
      return at === -1 ? null : at;
    };
    const code = find('code');
    if (code !== null) return { index, columns: { code, quantity: find('quantity'), reference: find('reference') } };
  }
  return undefined;
}
