import ExcelJS from 'exceljs';
import type { NetPriceRow } from '../../../adapters/ports/requests.ts';

/** The column headings of the sheet, in the customer's language (the translation table's words). */
export interface PriceListHeadings {
  sheet: string;
  code: string;
  description: string;
  listPrice: string;
  netPrice: string;
  pack: string;
  ean: string;
}

/**
 * A customer's net price list of a brand as an .xlsx: code, description, list price, net price (in euros, as numbers
 * with two decimals), pack, EAN; the heading row frozen and filtered.
 */
export async function writePriceList(rows: readonly NetPriceRow[], headings: PriceListHeadings): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(headings.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: headings.code, key: 'code', width: 20 },
    { header: headings.description, key: 'description', width: 50 },
    { header: headings.listPrice, key: 'list', width: 14, style: { numFmt: '#,##0.00' } },
    { header: headings.netPrice, key: 'net', width: 14, style: { numFmt: '#,##0.00' } },
    { header: headings.pack, key: 'pack', width: 10 },
    { header: headings.ean, key: 'ean', width: 16 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    sheet.addRow({
      code: row.code,
      description: row.description,
      list: row.listCents / 100,
      net: row.netCents / 100,
      pack: row.pack,
      ean: row.ean ?? '',
    });
  }
  sheet.autoFilter = { from: 'A1', to: 'F1' };
  return Buffer.from(await book.xlsx.writeBuffer());
}
