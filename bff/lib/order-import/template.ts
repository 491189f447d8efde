import ExcelJS from 'exceljs';

/** The header the template carries: names the upload recognises (columns.ts), Italian as the customers write them. */
const HEADER = ['Codice', 'Quantità', 'Riferimento'];

let cached: Promise<Buffer> | undefined;

/** The order template (.xlsx) the import page offers: one sheet with the header row, built once. */
export function orderTemplate(): Promise<Buffer> {
  cached ??= (async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Ordine');
    sheet.addRow(HEADER).font = { bold: true };
    sheet.columns.forEach((column, index) => (column.width = index === 0 ? 24 : 16));
    return Buffer.from(await workbook.xlsx.writeBuffer());
  })();
  return cached;
}
