import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { NetPriceRow } from '../../../adapters/ports/requests.ts';
import { writePriceListOffLoop } from './write-in-worker.ts';

const headings = {
  sheet: 'Listino',
  code: 'Codice',
  description: 'Descrizione',
  listPrice: 'Listino',
  netPrice: 'Netto',
  pack: 'Conf.',
  ean: 'EAN',
};
const rows: NetPriceRow[] = [
  { code: 'P 85 020', description: 'Pastiglie freno', listCents: 4590, netCents: 2754, pack: 1, ean: '8012345678901' },
  { code: 'P 85 021', description: 'Pastiglie freno ant.', listCents: 100_000, netCents: 61_234, pack: 4, ean: null },
];

async function sheetOf(bytes: Buffer): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const values: unknown[][] = [];
  book.worksheets[0]?.eachRow((row) => values.push((row.values as unknown[]).slice(1)));
  return values;
}

describe('the net price list as a spreadsheet', () => {
  it('has the headings and one row per product, prices in euros; written in a worker the same as at once', async () => {
    const inline = await writePriceListOffLoop(rows, headings);
    const expected = [
      ['Codice', 'Descrizione', 'Listino', 'Netto', 'Conf.', 'EAN'],
      ['P 85 020', 'Pastiglie freno', 45.9, 27.54, 1, '8012345678901'],
      ['P 85 021', 'Pastiglie freno ant.', 1000, 612.34, 4, ''],
    ];
    expect(await sheetOf(inline)).toEqual(expected);
    expect(await sheetOf(await writePriceListOffLoop(rows, headings, 1))).toEqual(expected);
  });
});
